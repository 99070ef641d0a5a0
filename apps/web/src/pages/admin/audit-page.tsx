// /admin/audit: every audited action (sign-ins, impersonation, firm and user changes, exports, view sharing),
// newest first, filtered by who, firm, action and period, paged on the server, and the selection as a CSV file.
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  auditActions,
  auditPageSizes,
  auditReport,
  messages,
  type AuditAction,
  type AuditPageQuery,
  type AuditQuery,
} from '@specpulse/contract';
import { adminQueryKeys, downloadAuditCsv, fetchAuditPage, fetchFirmList } from '../../api/admin-api.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { saveFile } from '../../components/export/save-file.ts';
import { useAdminQuery } from './use-admin-query.ts';
import { AdminPageHeader } from './admin-page-header.tsx';

const ALL = '';

/** The filters as typed: applied to the query when they are valid (a half-typed date waits). */
interface Filters {
  who: string;
  firm: string;
  action: AuditAction | typeof ALL;
  from: string;
  to: string;
}

const noFilters: Filters = { who: '', firm: ALL, action: ALL, from: '', to: '' };

function auditQuery(f: Filters): AuditQuery {
  return {
    ...(f.who.trim() ? { who: f.who.trim() } : {}),
    ...(f.firm ? { firm_id: Number(f.firm) } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}

export default function AuditPage() {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [paging, setPaging] = useState({ offset: 0, limit: 25 as (typeof auditPageSizes)[number] });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const periodInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query: AuditPageQuery = { ...auditQuery(filters), ...paging };
  const firms = useAdminQuery(adminQueryKeys.firmList, fetchFirmList, messages.noAdminAccess);
  const entries = useAdminQuery(
    adminQueryKeys.audit(query),
    (signal) => fetchAuditPage(query, signal),
    messages.noAdminAccess,
    !periodInvalid,
    keepPreviousData,
  );
  const change = (patch: Partial<Filters>) => {
    setFilters({ ...filters, ...patch });
    setPaging({ ...paging, offset: 0 });
  };
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const file = await downloadAuditCsv(auditQuery(filters));
      saveFile(file.blob, file.fileName ?? 'audit_log.csv');
    } catch (err) {
      setDownloadError(err instanceof Error ? err.message : messages.downloadError);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <AdminPageHeader title="Audit Log" />
      <Typography variant="body2" color="text.secondary">
        Sign-ins, failed sign-ins, impersonation, firm and user changes, exports with their filters and view
        sharing, newest first. Entries are never changed or removed.
      </Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="search"
          label="Who"
          placeholder="Part of an email"
          value={filters.who}
          onChange={(e) => change({ who: e.target.value })}
          sx={{ width: 240 }}
        />
        <TextField
          select
          size="small"
          label="Firm"
          value={filters.firm}
          onChange={(e) => change({ firm: e.target.value })}
          sx={{ width: 240 }}
        >
          <MenuItem value={ALL}>Every firm</MenuItem>
          {(firms.data ?? []).map((firm) => (
            <MenuItem key={firm.firm_id} value={String(firm.firm_id)}>
              {firm.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Action"
          value={filters.action}
          onChange={(e) => change({ action: e.target.value as Filters['action'] })}
          sx={{ width: 220 }}
        >
          <MenuItem value={ALL}>Every action</MenuItem>
          {auditActions.map((action) => (
            <MenuItem key={action} value={action}>
              {action}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="From"
          value={filters.from}
          onChange={(e) => change({ from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={filters.to}
          onChange={(e) => change({ to: e.target.value })}
          error={periodInvalid}
          helperText={periodInvalid ? 'To is before From' : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" onClick={() => void download()} disabled={downloading || periodInvalid}>
          {downloading ? 'Downloading…' : 'Download CSV'}
        </Button>
      </Stack>
      {downloadError && (
        <Typography role="alert" color="error">
          {downloadError}
        </Typography>
      )}
      <DataTable
        report={auditReport}
        rows={entries.data?.rows}
        loading={entries.isFetching}
        title={false}
        server={{
          total: entries.data?.total ?? 0,
          pageIndex: Math.floor(paging.offset / paging.limit),
          pageSize: paging.limit,
          pageSizes: auditPageSizes,
          sortable: [],
          sort: { field: 'at', order: 'desc' },
          onPage: (pageIndex, pageSize) =>
            setPaging({ offset: pageIndex * pageSize, limit: pageSize as (typeof auditPageSizes)[number] }),
          onSort: () => undefined,
        }}
      />
    </Box>
  );
}
