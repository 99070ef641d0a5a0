// The session activity table: one row per user session, dates as yyyy-MM-dd HH:mm:ss.
import type { SessionRow } from '@specpulse/contract';
import { DataTable } from '../../components/data-table/index.ts';
import { sessionsReport } from './admin-reports.ts';

export function SessionsTable({ sessions }: { sessions: SessionRow[] | undefined }) {
  return <DataTable<SessionRow> report={sessionsReport} rows={sessions} title={false} exportable />;
}
