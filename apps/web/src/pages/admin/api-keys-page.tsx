// /admin/keys: the API keys users' BI tools call with. An administrator creates one for a user (name, scope, last
// day), sees its secret once, and revokes keys; the list shows each key's prefix, expiry and last use. A firm
// admin's page (/keys) is this one with the firm fixed: the firm's keys, and a key for one of its users.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { apiKeyScopes, defineReport, messages, type ApiKey, type ApiKeyScope } from '@specpulse/contract';
import {
  adminQueryKeys,
  createApiKey,
  fetchApiKeys,
  fetchApiKeyUsers,
  revokeApiKey,
} from '../../api/admin-api.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { AdminPageHeader } from './admin-page-header.tsx';
import { parseWholeNumber } from './admin-input.ts';
import { useAdminQuery } from './use-admin-query.ts';

const apiKeysReport = defineReport<ApiKey>({
  id: 'admin-keys',
  title: 'API Keys',
  columns: [
    { field: 'prefix', label: 'Key' },
    { field: 'name', label: 'Name' },
    { field: 'user_email', label: 'User' },
    { field: 'scope', label: 'Scope' },
    { field: 'expires_at', label: 'Expires', kind: 'date', dateFormat: 'yyyy-MM-dd' },
    { field: 'last_used_at', label: 'Last Used', kind: 'date', dateFormat: 'yyyy-MM-dd HH:mm' },
    { field: 'revoked_at', label: 'Revoked', kind: 'date', dateFormat: 'yyyy-MM-dd HH:mm' },
  ],
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const errorText = (err: unknown) => (err instanceof Error ? err.message : messages.generic);

/** The firm's users to choose from (a firm admin's page); an administrator types any user's id. */
function UserField({
  ownFirm,
  value,
  onChange,
}: {
  ownFirm: boolean;
  value: string;
  onChange: (v: string) => void;
}) {
  const users = useQuery({
    queryKey: adminQueryKeys.keyUsers,
    queryFn: ({ signal }) => fetchApiKeyUsers(signal),
    enabled: ownFirm,
  });
  if (!ownFirm)
    return (
      <TextField label="User Id" size="small" value={value} onChange={(e) => onChange(e.target.value)} />
    );
  return (
    <TextField
      select
      label="User"
      size="small"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      {(users.data ?? []).map((u) => (
        <MenuItem key={u.user_id} value={String(u.user_id)}>
          {u.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CreateKeyForm({ ownFirm, onCreated }: { ownFirm: boolean; onCreated: (secret: string) => void }) {
  const [userId, setUserId] = useState('');
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('analytics');
  const [expiresOn, setExpiresOn] = useState(inDays(90));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const user = parseWholeNumber(userId);
    if (user === null) {
      setError(ownFirm ? 'Choose the user' : 'User Id must be a whole number');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { secret } = await createApiKey({ user_id: user, name, scope, expires_on: expiresOn });
      setName('');
      onCreated(secret);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" onSubmit={(e) => void submit(e)} aria-label="Create an API key" spacing={1}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <UserField ownFirm={ownFirm} value={userId} onChange={setUserId} />
        <TextField
          label="Key name"
          size="small"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          select
          label="Scope"
          size="small"
          value={scope}
          onChange={(e) => setScope(e.target.value as ApiKeyScope)}
          sx={{ width: 200 }}
        >
          {apiKeyScopes.map((s) => (
            <MenuItem key={s} value={s}>
              {s === 'analytics' ? 'Analytics' : 'Analytics and exports'}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Last day"
          type="date"
          size="small"
          required
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          Create key
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

/** The keys page: every firm's (an administrator's), or the caller's firm's with ownFirm (a firm admin's). */
export function ApiKeys({ ownFirm }: { ownFirm: boolean }) {
  const queryClient = useQueryClient();
  const keys = useAdminQuery(
    adminQueryKeys.keyList(ownFirm),
    (signal) => fetchApiKeys(ownFirm, signal),
    ownFirm ? messages.noFirmAdminAccess : messages.noAdminAccess,
  );
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.keys });
  const revoke = async (key: ApiKey) => {
    try {
      await revokeApiKey(key.id);
      setRevoking(null);
      await reload();
    } catch (err) {
      setRevokeError(errorText(err));
    }
  };

  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      {ownFirm ? <PageTitle title="API Keys" /> : <AdminPageHeader title="API Keys" />}
      <Typography variant="body2" color="text.secondary">
        {ownFirm ? 'You create keys for the users of your firm. ' : ''}A key lets a user&apos;s BI tool call
        the analytics with that user&apos;s permissions, narrowed to the key&apos;s scope; every call is in
        the audit log. The secret is shown once, when the key is created.
      </Typography>
      <CreateKeyForm
        ownFirm={ownFirm}
        onCreated={(created) => {
          setSecret(created);
          void reload();
        }}
      />
      <DataTable
        report={apiKeysReport}
        rows={keys.data}
        loading={keys.isFetching}
        title={false}
        rowActions={{
          label: 'Revoke',
          render: (key) =>
            key.revoked_at ? null : (
              <Button size="small" color="error" onClick={() => setRevoking(key)}>
                Revoke {key.prefix}
              </Button>
            ),
        }}
      />
      <Dialog open={secret !== null} onClose={() => setSecret(null)} aria-labelledby="key-secret-title">
        <DialogTitle id="key-secret-title">The new key</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>Copy it now: it is not shown again.</Typography>
          <TextField
            fullWidth
            label="Secret"
            value={secret ?? ''}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'key-secret' } }}
            onFocus={(e) => e.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void navigator.clipboard?.writeText(secret ?? '')}>Copy</Button>
          <Button variant="contained" onClick={() => setSecret(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={revoking !== null} onClose={() => setRevoking(null)} aria-labelledby="key-revoke-title">
        <DialogTitle id="key-revoke-title">Revoke {revoking?.prefix}?</DialogTitle>
        <DialogContent>
          <Typography>
            {revoking?.name} ({revoking?.user_email}) stops working at its next call. This cannot be undone.
          </Typography>
          {revokeError && <Alert severity="error">{revokeError}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => revoking && void revoke(revoking)}>
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export default function ApiKeysPage() {
  return <ApiKeys ownFirm={false} />;
}
