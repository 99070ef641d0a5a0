// The Principals tab with its sub-tabs Architects, Contractors and Owners (spec doc 1 §2.5).
import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { principalReports, type Principals, type PrincipalType } from '@specpulse/contract';
import { DataTable } from '../components/data-table/index.ts';

const subTabs: { type: PrincipalType; label: string }[] = [
  { type: 'architect', label: 'Architects' },
  { type: 'contractor', label: 'Contractors' },
  { type: 'owner', label: 'Owners' },
];

export function PrincipalsTab({
  principals,
  loading,
}: {
  principals: Principals | undefined;
  loading: boolean;
}) {
  const [type, setType] = useState<PrincipalType>('architect');
  const shown = principals?.[type].length ?? 0;
  const total = principals?.totals[type] ?? 0;
  const label = subTabs.find((t) => t.type === type)?.label.toLowerCase() ?? '';
  return (
    <Box>
      <Tabs value={type} onChange={(_, next: PrincipalType) => setType(next)} aria-label="Principal types">
        {subTabs.map((t) => (
          <Tab key={t.type} value={t.type} label={t.label} id={`principals-tab-${t.type}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`principals-tab-${type}`} sx={{ pt: 1 }}>
        {total > shown && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="principals-capped">
            {`Showing the first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${label}: Contacts All downloads every one.`}
          </Typography>
        )}
        <DataTable
          key={type}
          report={principalReports[type]}
          rows={principals?.[type]}
          loading={loading}
          exportable
          height="calc(100vh - 340px)"
        />
      </Box>
    </Box>
  );
}
