// The firm editor's Users section: a firm's users, each with Deactivate or Reactivate (audited on the server).
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { defineReport, messages, type FirmUserRow } from '@specpulse/contract';
import { adminQueryKeys, fetchFirmUsers, setUserActive } from '../../api/admin-api.ts';
import { ApiError } from '../../api/client.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { useAdminQuery } from './use-admin-query.ts';

type UserTableRow = FirmUserRow & { role: string; status: string };

const firmUsersReport = defineReport<UserTableRow>({
  id: 'admin-firm-users',
  title: 'Users',
  pageSize: 25,
  columns: [
    { field: 'user_id', label: 'User Id', kind: 'text' },
    { field: 'first_name', label: 'First Name' },
    { field: 'last_name', label: 'Last Name', sort: 'asc' },
    { field: 'email', label: 'Email' },
    { field: 'role', label: 'Role' },
    { field: 'status', label: 'Status' },
  ],
});

export function FirmUsers({ firmId }: { firmId: number }) {
  const queryClient = useQueryClient();
  const users = useAdminQuery(
    adminQueryKeys.firmUsers(firmId),
    (signal) => fetchFirmUsers(firmId, signal),
    messages.noAdminAccessFirm,
  );
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const toggle = async (user: FirmUserRow) => {
    const name = `${user.first_name} ${user.last_name}`;
    if (user.is_active && !window.confirm(`Deactivate ${name}? Their sessions end at once.`)) return;
    setBusy(user.user_id);
    try {
      await setUserActive(user.user_id, !user.is_active);
      setOutcome({
        severity: 'success',
        text: user.is_active ? messages.userDeactivated(name) : messages.userReactivated(name),
      });
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.firmUsers(firmId) });
    } catch (e) {
      setOutcome({ severity: 'error', text: e instanceof ApiError ? e.message : String(e) });
    } finally {
      setBusy(null);
    }
  };

  const rows = users.data?.users.map((u) => ({
    ...u,
    role: u.is_admin ? 'Administrator' : 'User',
    status: u.is_active ? 'Active' : 'Inactive',
  }));
  return (
    <Box component="section" aria-labelledby="firm-users-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="firm-users-heading" variant="h6" component="h2">
        Users
      </Typography>
      {outcome && (
        <Alert severity={outcome.severity} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
      <DataTable<UserTableRow>
        report={firmUsersReport}
        rows={rows}
        loading={users.isFetching}
        title={false}
        rowActions={{
          label: 'Access',
          render: (user) => (
            <Button
              size="small"
              variant="outlined"
              color={user.is_active ? 'error' : 'primary'}
              disabled={busy === user.user_id}
              onClick={() => void toggle(user)}
              aria-label={`${user.is_active ? 'Deactivate' : 'Reactivate'} ${user.first_name} ${user.last_name}`}
            >
              {user.is_active ? 'Deactivate' : 'Reactivate'}
            </Button>
          ),
        }}
      />
    </Box>
  );
}
