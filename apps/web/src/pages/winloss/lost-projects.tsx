// The projects we lost, paged and sorted on the server; a row opens the project's Source Data detail under it,
// and the whole list downloads as CSV or a spreadsheet (streamed by the server, under the export flag).
import { useState } from 'react';
import { Box, Button, ButtonGroup, Stack } from '@mui/material';
import {
  lostProjectTableRow,
  lostProjectsReport,
  winLossLostCrmRoute,
  winLossLostCsvRoute,
  winLossLostXlsxRoute,
  type CrmFormat,
  type FilterPayload,
  type LostPageQuery,
  type LostProjectRow,
  type WinLossPayload,
} from '@specpulse/contract';
import { api } from '../../api/client.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { useShownAnswer, type ServerPaging } from '../../components/data-table/server-page.ts';
import { ExportLock } from '../../components/export/export-lock.tsx';
import { useCanExport } from '../../session/session-context.tsx';
import { ProjectDetail } from '../../source-data/project-detail.tsx';
import { sourcePayload, type SourceDownload } from '../../source-data/source-downloads.ts';
import { useDownloads } from '../../source-data/use-downloads.ts';
import { CrmExportButton } from '../../source-data/crm-export.tsx';

/** The lost projects' file of `extension` for this comparison, in the table's order. */
const lostFile = (
  extension: 'csv' | 'xlsx',
  body: WinLossPayload,
  order: Pick<LostPageQuery, 'sort' | 'order'>,
): SourceDownload => ({
  label: `Lost projects (${extension === 'csv' ? 'CSV' : 'spreadsheet'})`,
  kind: extension === 'csv' ? 'CSV' : 'Spreadsheet',
  fetch: (_, onProgress) =>
    api.download(extension === 'csv' ? winLossLostCsvRoute : winLossLostXlsxRoute, {
      body,
      query: { ...order },
      onProgress,
    }),
});

/** Export for CRM: the lost projects' principals in the chosen CRM's import layout. */
const lostCrm =
  (body: WinLossPayload, order: Pick<LostPageQuery, 'sort' | 'order'>) =>
  (format: CrmFormat): SourceDownload => ({
    label: `Leads of the lost projects for ${format === 'hubspot' ? 'HubSpot' : 'Salesforce'}`,
    kind: 'CSV',
    fetch: (_, onProgress) =>
      api.download(winLossLostCrmRoute, { body, query: { ...order, format }, onProgress }),
  });

export function LostProjects({
  page,
  paging,
  answer,
  loading,
  failed,
  body,
  payload,
}: {
  page: LostPageQuery;
  /** The table's server paging for a total (useServerPage). */
  paging: ServerPaging;
  answer: { total: number; rows: LostProjectRow[] } | undefined;
  loading: boolean;
  failed: boolean;
  /** The comparison's request body (the files are asked with it). */
  body: WinLossPayload;
  payload: FilterPayload;
}) {
  const canExport = useCanExport();
  const downloads = useDownloads();
  const [expanded, setExpanded] = useState<number | null>(null);
  const shown = useShownAnswer(answer);
  const order = { sort: page.sort, order: page.order };
  const detailPayload = sourcePayload(payload);
  const empty = !shown || shown.total === 0;
  return (
    <Box>
      <DataTable
        report={lostProjectsReport}
        rows={failed ? [] : shown?.rows.map(lostProjectTableRow)}
        loading={loading}
        onRowClick={(row) => setExpanded(expanded === row.project_id ? null : row.project_id)}
        rowLabel={(row) => `${expanded === row.project_id ? 'Collapse' : 'Expand'} ${row.project_name}`}
        expansion={(row) =>
          expanded === row.project_id ? (
            <ProjectDetail projectId={row.project_id} payload={detailPayload} />
          ) : null
        }
        actions={
          <Stack direction="row" spacing={1}>
            <ExportLock
              allowed={canExport}
              control={
                <ButtonGroup
                  size="small"
                  variant="outlined"
                  aria-label="Export the lost projects"
                  disabled={empty}
                >
                  <Button onClick={() => downloads.start(lostFile('csv', body, order), detailPayload)}>
                    CSV
                  </Button>
                  <Button onClick={() => downloads.start(lostFile('xlsx', body, order), detailPayload)}>
                    xlsx
                  </Button>
                </ButtonGroup>
              }
            />
            <ExportLock
              allowed={canExport}
              control={
                <CrmExportButton
                  download={lostCrm(body, order)}
                  onDownload={(d) => downloads.start(d, detailPayload)}
                  disabled={empty}
                />
              }
            />
          </Stack>
        }
        server={paging(failed ? 0 : (shown?.total ?? 0))}
      />
    </Box>
  );
}
