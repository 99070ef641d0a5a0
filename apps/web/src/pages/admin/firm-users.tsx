// The firm editor's Users section: a firm's users, each with Deactivate or Reactivate and the firm admin
// switch (audited on the server).
import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { defineReport, messages, type FirmUserRow } from '@specpulse/contract';
import { adminQueryKeys, fetchFirmUsers, setFirmAdmin, setUserActive } from '../../api/admin-api.ts';
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

  const change = async (user: FirmUserRow, save: () => Promise<unknown>, done: string) => {
    setBusy(user.user_id);
    try {
      await save();
      setOutcome({ severity: 'success', text: done });
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.firmUsers(firmId) });
    } catch (e) {
      setOutcome({ severity: 'error', text: e instanceof ApiError ? e.message : String(e) });
    } finally {
      setBusy(null);
    }
  };
  const toggle = (user: FirmUserRow) => {
    const name = `${user.first_name} ${user.last_name}`;
    if (user.is_active && !window.confirm(`Deactivate ${name}? Their sessions end at once.`)) return;
    const done = user.is_active ? messages.userDeactivated(name) : messages.userReactivated(name);
    return change(user, () => setUserActive(user.user_id, !user.is_active), done);
  };
  const toggleFirmAdmin = (user: FirmUserRow) => {
    const name = `${user.first_name} ${user.last_name}`;
    const done = user.is_firm_admin ? messages.firmAdminRemoved(name) : messages.firmAdminGranted(name);
    return change(user, () => setFirmAdmin(user.user_id, !user.is_firm_admin), done);
  };

  const rows = users.data?.users.map((u) => ({
    ...u,
    role: u.is_admin ? 'Administrator' : u.is_firm_admin ? 'Firm admin' : 'User',
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
            <Stack direction="row" spacing={1}>
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
              {!user.is_admin && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy === user.user_id}
                  onClick={() => void toggleFirmAdmin(user)}
                  aria-label={`${user.is_firm_admin ? 'Remove firm admin' : 'Make firm admin'} ${user.first_name} ${user.last_name}`}
                >
                  {user.is_firm_admin ? 'Remove firm admin' : 'Make firm admin'}
                </Button>
              )}
            </Stack>
          ),
        }}
      />
    </Box>
  );
}
