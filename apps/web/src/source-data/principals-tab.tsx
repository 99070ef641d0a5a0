// The Principals tab with its sub-tabs Architects, Contractors and Owners (spec doc 1 §2.5): one type's
// people a page at a time, sorted on the server.
import { Box, Tab, Tabs } from '@mui/material';
import { principalReports, type PrincipalRow, type PrincipalType } from '@specpulse/contract';
import { DataTable } from '../components/data-table/index.ts';
import type { ServerPaging } from '../components/data-table/data-table.tsx';

const subTabs: { type: PrincipalType; label: string }[] = [
  { type: 'architect', label: 'Architects' },
  { type: 'contractor', label: 'Contractors' },
  { type: 'owner', label: 'Owners' },
];

export function PrincipalsTab({
  type,
  onType,
  rows,
  server,
  loading,
}: {
  type: PrincipalType;
  onType: (type: PrincipalType) => void;
  /** The shown page of the type's principals. */
  rows: PrincipalRow[] | undefined;
  server: ServerPaging<PrincipalRow>;
  loading: boolean;
}) {
  return (
    <Box>
      <Tabs value={type} onChange={(_, next: PrincipalType) => onType(next)} aria-label="Principal types">
        {subTabs.map((t) => (
          <Tab key={t.type} value={t.type} label={t.label} id={`principals-tab-${t.type}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`principals-tab-${type}`} sx={{ pt: 1 }}>
        <DataTable
          key={type}
          report={principalReports[type]}
          rows={rows}
          server={server}
          loading={loading}
          exportable
          height="calc(100vh - 340px)"
        />
      </Box>
    </Box>
  );
}
