// The page-specific blocks a page asks the filter dialog for (spec doc 1 §2.4), and how blocks edit the draft.
import type { FilterSet } from '@specpulse/contract';

export type FilterType = 'specattribute' | 'category' | 'adjacency';

/** A dialog block edits the draft filter set with an updater. */
export type DraftUpdate = (update: (draft: FilterSet) => FilterSet) => void;
