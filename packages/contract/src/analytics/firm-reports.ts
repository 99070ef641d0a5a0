// Table declarations for the firm usage pages (spec doc 2 §3 firm email rows and firm user counts).
import { defineReport } from '../report.ts';
import type { FirmEmailRow, FirmUserCountRow } from './firm.ts';

/** /firm/{firmId}. */
export const firmUserCountsReport = defineReport<FirmUserCountRow>({
  id: 'firm-users',
  title: 'Firm User Counts',
  columns: [
    { field: 'period_group', label: 'Period', kind: 'text', sort: 'desc' },
    { field: 'count', label: 'Active Users', kind: 'number' },
  ],
});

/** /firm/emails/ and /firm/emails/{firmId}. */
export const firmEmailsReport = defineReport<FirmEmailRow>({
  id: 'firm-periodemail',
  title: 'Firm Emails',
  pageSize: 25,
  columns: [
    { field: 'period_group', label: 'Period', kind: 'text', sort: 'desc' },
    // An identifier, not a quantity: text, so it is never grouped like a count ('12,345').
    { field: 'firm_id', label: 'Firm Id', kind: 'text' },
    { field: 'email', label: 'Email', kind: 'text' },
    { field: 'total_firm_emails', label: 'Total Firm Emails', kind: 'number' },
  ],
});
