// The Projects tab: Project Name, State, % and a print column (PDF, Specs, Contacts); a row click opens
// its products and principals under it, a second click closes them (spec doc 1 §2.5, §4).
import { useState } from 'react';
import { Button, ButtonGroup } from '@mui/material';
import { sourceProjectsReport, type SourcePayload, type SourceProjectRow } from '@specpulse/contract';
import { ExportLock } from '../components/export/export-lock.tsx';
import { DataTable } from '../components/data-table/index.ts';
import type { ServerPaging } from '../components/data-table/data-table.tsx';
import { ProjectDetail } from './project-detail.tsx';
import { projectCsv, projectPdf, type SourceDownload } from './source-downloads.ts';

export function ProjectsTab({
  rows,
  server,
  loading,
  payload,
  canExport,
  onDownload,
}: {
  /** The shown page of the projects (sorted and paged on the server). */
  rows: SourceProjectRow[] | undefined;
  server: ServerPaging<SourceProjectRow>;
  loading: boolean;
  payload: SourcePayload;
  canExport: boolean;
  onDownload: (download: SourceDownload) => void;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (row: SourceProjectRow) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(row.id)) next.add(row.id);
      return next;
    });
  return (
    <DataTable
      report={sourceProjectsReport}
      rows={rows}
      server={server}
      loading={loading}
      title={false}
      height="calc(100vh - 290px)"
      onRowClick={toggle}
      rowLabel={(row) => `${expanded.has(row.id) ? 'Collapse' : 'Expand'} ${row.name}`}
      expansion={(row) =>
        expanded.has(row.id) ? <ProjectDetail projectId={row.id} payload={payload} /> : null
      }
      rowActions={{
        label: 'Print',
        render: (row) => (
          <ExportLock
            allowed={canExport}
            control={
              <ButtonGroup size="small" variant="text" aria-label={`Downloads of ${row.name}`}>
                <Button aria-label={`PDF of ${row.name}`} onClick={() => onDownload(projectPdf(row))}>
                  PDF
                </Button>
                <Button
                  aria-label={`Specs of ${row.name}`}
                  onClick={() => onDownload(projectCsv(row, 'specs'))}
                >
                  Specs
                </Button>
                <Button
                  aria-label={`Contacts of ${row.name}`}
                  onClick={() => onDownload(projectCsv(row, 'contacts'))}
                >
                  Contacts
                </Button>
              </ButtonGroup>
            }
          />
        ),
      }}
    />
  );
}
