// Column declarations of the admin tables, in the report registry's format (shown by the shared DataTable).
import { defineReport, type FirmListRow, type SessionRow } from '@specpulse/contract';

export const SESSION_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

// No pageSize on the admin tables: the spec's default of 10 rows (doc 1 §2.6, §9).
export const firmListReport = defineReport<FirmTableRow>({
  id: 'admin-firmlist',
  title: 'Firms',
  columns: [
    { field: 'firm_id', label: 'FirmId', kind: 'text', sort: 'asc' },
    { field: 'name', label: 'Name' },
    { field: 'brands_enabled', label: 'Brands Enabled' },
    { field: 'products_enabled', label: 'Products Enabled' },
    { field: 'internal_enabled', label: 'Internal Enabled' },
  ],
});

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export type FirmTableRow = FirmListRow & {
  brands_enabled: string;
  products_enabled: string;
  internal_enabled: string;
};

export const firmTableRows = (firms: FirmListRow[]): FirmTableRow[] =>
  firms.map((firm) => ({
    ...firm,
    brands_enabled: yesNo(firm.has_brands),
    products_enabled: yesNo(firm.has_products),
    internal_enabled: yesNo(firm.has_internal),
  }));

export const sessionsReport = defineReport<SessionRow>({
  id: 'admin-sessions',
  title: 'Session Activity',
  columns: [
    { field: 'user_id', label: 'User Id', kind: 'text' },
    { field: 'first_name', label: 'First Name' },
    { field: 'last_name', label: 'Last Name' },
    { field: 'email', label: 'Email' },
    { field: 'firm_id', label: 'Firm Id', kind: 'text' },
    { field: 'firm_name', label: 'Firm Name' },
    { field: 'user_session_id', label: 'Session Id', kind: 'text' },
    {
      field: 'session_start',
      label: 'Session Start',
      kind: 'date',
      dateFormat: SESSION_DATE_FORMAT,
      sort: 'desc',
    },
    { field: 'session_end', label: 'Session End', kind: 'date', dateFormat: SESSION_DATE_FORMAT },
    { field: 'session_length', label: 'Session Length (s)', kind: 'number', decimals: 0 },
  ],
});

/** The session search: every word typed is found in the user (id or name), the email or the firm (id or name). */
export function sessionMatches(session: SessionRow, search: string): boolean {
  const text = [
    session.user_id,
    session.first_name,
    session.last_name,
    session.email,
    session.firm_id,
    session.firm_name,
  ]
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
