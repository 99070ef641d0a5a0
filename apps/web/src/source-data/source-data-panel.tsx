// The Source Data panel (spec doc 1 §2.5): a full-screen dialog on the page's current filters with the
// Projects and Principals tabs, the Export All / PDF All / Specs All / Contacts All downloads (confirmed
// first) and the progress of running downloads.
import { useState } from 'react';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import {
  AppBar,
  Box,
  Button,
  Dialog,
  IconButton,
  Stack,
  Tab,
  Tabs,
  Toolbar,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  sourcePrincipalsRoute,
  principalSortFields,
  sourceProjectSortFields,
  sourceProjectsRoute,
  type FilterPayload,
  principalReports,
  sourceProjectsReport,
  type PrincipalRow,
  type PrincipalType,
  type SourceProjectRow,
} from '@specpulse/contract';
import { allPages } from '../api/all-pages.ts';
import { prepareQuery } from '../api/page-query.ts';
import { StickyTopProvider, useReportPaging } from '../components/data-table/index.ts';
import { ExportLock } from '../components/export/export-lock.tsx';
import { showNothingToExport } from '../components/export/nothing-to-export.tsx';
import { ConfirmExportDialog, type LargeExport } from './confirm-export-dialog.tsx';
import { PrincipalsTab } from './principals-tab.tsx';
import { ProjectsTab } from './projects-tab.tsx';
import {
  allProjectsCrm,
  allProjectsCsv,
  allProjectsPdf,
  allProjectsSpreadsheet,
  sourcePayload,
  type SourceDownload,
} from './source-downloads.ts';
import type { Downloads } from './use-downloads.ts';
import { CrmExportButton } from './crm-export.tsx';
import { useLoadStatus } from './use-load-status.ts';

const largeExports: (LargeExport & { button: string; download: SourceDownload })[] = [
  { button: 'Export All', what: 'Projects', format: 'Spreadsheet', download: allProjectsSpreadsheet },
  { button: 'PDF All', what: 'Projects', format: 'PDF', download: allProjectsPdf },
  { button: 'Specs All', what: 'Specs', format: 'CSV', download: allProjectsCsv('specs') },
  { button: 'Contacts All', what: 'Contacts', format: 'CSV', download: allProjectsCsv('contacts') },
];

/** The brands a page is about (a brand's drilldown, a brand group): the panel lists their projects only. */
export interface SourceBrands {
  ids: readonly number[];
  /** Their names, for the panel's title. */
  name: string;
}

export function SourceDataPanel({
  open,
  onClose,
  payload: filters,
  brands,
  canExport,
  downloads,
}: {
  open: boolean;
  onClose: () => void;
  payload: FilterPayload;
  brands?: SourceBrands;
  canExport: boolean;
  downloads: Downloads;
}) {
  const [tab, setTab] = useState<'projects' | 'principals'>('projects');
  const [pending, setPending] = useState<(typeof largeExports)[number] | null>(null);
  const payload = sourcePayload(filters, brands?.ids);
  // Projects a page at a time, sorted on the server (tens of thousands in a broad filter), in their report's
  // order (largest share first) when no column is chosen.
  const projectPaging = useReportPaging(sourceProjectsReport, sourceProjectSortFields, payload);
  // Principals of one type a page at a time, likewise (100,000 people at demo scale), by company.
  const [principalType, setPrincipalType] = useState<PrincipalType>('architect');
  const principalPaging = useReportPaging(principalReports[principalType], principalSortFields, [
    payload,
    principalType,
  ]);
  const principalQuery = { ...principalPaging.query, type: principalType };
  const prepared = [
    prepareQuery({ route: sourceProjectsRoute, body: () => payload, query: projectPaging.query }, filters),
    prepareQuery({ route: sourcePrincipalsRoute, body: () => payload, query: principalQuery }, filters),
  ];
  // Principals are asked for when their tab is shown: not needed to read the projects.
  const wanted = [open, open && tab === 'principals'];
  const [projects, principals] = useQueries({
    queries: prepared.map((q, i) => ({
      queryKey: q.queryKey,
      enabled: wanted[i],
      queryFn: ({ signal }: { signal: AbortSignal }) => q.run(signal),
      // The shown page stays until the next one arrives.
      placeholderData: keepPreviousData,
    })),
  });
  const projectPage = projects!.data as { total: number; rows: SourceProjectRow[] } | undefined;
  const principalPage = principals!.data as { total: number; rows: PrincipalRow[] } | undefined;
  const fetching = open && (projects!.isFetching || principals!.isFetching);
  const failed = projects!.error?.message ?? principals!.error?.message ?? null;
  const status = useLoadStatus(fetching, failed);
  const start = (download: SourceDownload) => downloads.start(download, payload);

  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="source-data-title">
      <AppBar position="relative" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography id="source-data-title" variant="h6" component="h2">
            {brands ? `Source Data: projects specifying ${brands.name}` : 'Source Data'}
          </Typography>
          <Typography variant="body2" role="status" data-testid="source-data-status" sx={{ opacity: 0.9 }}>
            {status}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" edge="end" onClick={onClose} aria-label="Close Source Data">
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ px: 3, pt: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)} aria-label="Source data">
            <Tab value="projects" label="Projects" />
            <Tab value="principals" label="Principals" />
          </Tabs>
          <Box sx={{ flexGrow: 1 }} />
          {largeExports.map((e) => (
            <ExportLock
              key={e.button}
              allowed={canExport}
              control={
                <Button
                  variant="outlined"
                  size="small"
                  // No project in the filters: nothing to download, said as a table's Export says it.
                  onClick={() => (projectPage?.total === 0 ? showNothingToExport() : setPending(e))}
                >
                  {e.button}
                </Button>
              }
            />
          ))}
          <ExportLock
            allowed={canExport}
            control={
              <CrmExportButton
                download={allProjectsCrm}
                onDownload={start}
                disabled={projectPage?.total === 0}
              />
            }
          />
        </Stack>
        {/* The panel's tables keep their rows in boxes of the panel's height: no header sticks to the page. */}
        <Box sx={{ pt: 1 }}>
          <StickyTopProvider value={null}>
            {tab === 'projects' ? (
              <ProjectsTab
                rows={projects!.isError ? [] : projectPage?.rows}
                server={projectPaging.server(
                  projects!.isError ? 0 : (projectPage?.total ?? 0),
                  (onProgress) =>
                    allPages(sourceProjectsRoute, payload, onProgress, projectPaging.orderQuery),
                )}
                loading={projects!.isFetching}
                payload={payload}
                canExport={canExport}
                onDownload={start}
              />
            ) : (
              <PrincipalsTab
                type={principalType}
                onType={setPrincipalType}
                rows={principals!.isError ? [] : principalPage?.rows}
                server={principalPaging.server(
                  principals!.isError ? 0 : (principalPage?.total ?? 0),
                  (onProgress) =>
                    allPages(sourcePrincipalsRoute, payload, onProgress, {
                      ...principalPaging.orderQuery,
                      type: principalType,
                    }),
                )}
                loading={principals!.isFetching}
              />
            )}
          </StickyTopProvider>
        </Box>
      </Box>
      <ConfirmExportDialog
        pending={pending}
        onCancel={() => setPending(null)}
        onDownload={() => {
          if (pending) start(pending.download);
          setPending(null);
        }}
      />
    </Dialog>
  );
}
