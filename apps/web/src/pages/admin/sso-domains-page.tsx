// /admin/sso-domains: which firm a first single sign-on joins, by the email's domain (when the deployment does
// not name firms in a claim). An administrator maps a domain to a firm id, and removes mappings.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { defineReport, messages, type SsoDomain } from '@specpulse/contract';
import { addSsoDomain, adminQueryKeys, fetchSsoDomains, removeSsoDomain } from '../../api/admin-api.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { AdminPageHeader } from './admin-page-header.tsx';
import { parseWholeNumber } from './admin-input.ts';
import { useAdminQuery } from './use-admin-query.ts';

const ssoDomainsReport = defineReport<SsoDomain>({
  id: 'admin-sso-domains',
  title: 'Single Sign-On Domains',
  columns: [
    { field: 'domain', label: 'Domain' },
    { field: 'firm_id', label: 'Firm Id' },
    { field: 'firm_name', label: 'Firm' },
    { field: 'created_at', label: 'Added', kind: 'date', dateFormat: 'yyyy-MM-dd' },
  ],
});

const errorText = (err: unknown) => (err instanceof Error ? err.message : messages.generic);

function AddDomainForm({ onAdded }: { onAdded: () => void }) {
  const [domain, setDomain] = useState('');
  const [firmId, setFirmId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const firm = parseWholeNumber(firmId);
    if (firm === null) {
      setError('Firm Id must be a whole number');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addSsoDomain({ domain, firm_id: firm });
      setDomain('');
      onAdded();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" onSubmit={(e) => void submit(e)} aria-label="Add a domain" spacing={1}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Email domain"
          size="small"
          required
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 253 } }}
        />
        <TextField label="Firm Id" size="small" value={firmId} onChange={(e) => setFirmId(e.target.value)} />
        <Button type="submit" variant="contained" disabled={busy}>
          Add domain
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

export default function SsoDomainsPage() {
  const queryClient = useQueryClient();
  const domains = useAdminQuery(adminQueryKeys.ssoDomains, fetchSsoDomains, messages.noAdminAccess);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.ssoDomains });
  const remove = async (row: SsoDomain) => {
    setRemoveError(null);
    try {
      await removeSsoDomain(row.domain);
      await reload();
    } catch (err) {
      setRemoveError(errorText(err));
    }
  };

  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <AdminPageHeader title="Single Sign-On Domains" />
      <Typography variant="body2" color="text.secondary">
        A person signing in with single sign-on for the first time joins the firm of their email&apos;s
        domain; without a domain here they are refused. People already signed in keep their firm.
      </Typography>
      <AddDomainForm onAdded={() => void reload()} />
      {removeError && <Alert severity="error">{removeError}</Alert>}
      <DataTable
        report={ssoDomainsReport}
        rows={domains.data}
        loading={domains.isFetching}
        title={false}
        rowActions={{
          label: 'Remove',
          render: (row) => (
            <Button size="small" color="error" onClick={() => void remove(row)}>
              Remove {row.domain}
            </Button>
          ),
        }}
      />
    </Box>
  );
}
