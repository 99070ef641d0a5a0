// The session activity table: one row per user session, dates as yyyy-MM-dd HH:mm:ss, a search box over
// user, email and firm (the demo has over a thousand sessions), every column sortable.
import { useMemo, useState } from 'react';
import { TextField } from '@mui/material';
import type { SessionRow } from '@specpulse/contract';
import { DataTable } from '../../components/data-table/index.ts';
import { sessionMatches, sessionsReport } from './admin-reports.ts';

export function SessionsTable({ sessions }: { sessions: SessionRow[] | undefined }) {
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () => sessions && (search.trim() ? sessions.filter((s) => sessionMatches(s, search)) : sessions),
    [sessions, search],
  );
  return (
    <DataTable<SessionRow>
      report={sessionsReport}
      rows={rows}
      title={false}
      exportable
      actions={
        <TextField
          size="small"
          type="search"
          label="Search sessions"
          placeholder="User, email or firm"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ width: 280 }}
        />
      }
    />
  );
}
