// The DataTable's row counter as the tests read and expect it: the count grouped ('12,159 rows'), one row
// in the singular.
import { formatCount } from '@specpulse/contract';

export const rowsText = (n: number) => `${formatCount(n)} ${n === 1 ? 'row' : 'rows'}`;

/** The number of a counter's text ('12,159 rows' is 12159); NaN for no count. */
export const rowsOf = (text: string | null) => Number((text ?? '').split(' ')[0]!.replace(/,/g, ''));
