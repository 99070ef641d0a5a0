// The Source Data panel's downloads (spec doc 1 §7, §8): what each button fetches and how it is saved.
import {
  sourceCrmRoute,
  sourceFullCsvRoute,
  sourceFullPdfRoute,
  sourceFullXlsxRoute,
  sourceProjectCsvRoute,
  sourceProjectPdfRoute,
  type CrmFormat,
  type ExportType,
  type FilterPayload,
  type SourcePayload,
} from '@specpulse/contract';
import { api, type DownloadedFile } from '../api/client.ts';

/**
 * The Source Data requests' body: the filters, the brands whose projects are listed (none: every project), and
 * the user's clock, by which the server names its files as the browser names the files it makes.
 */
export const sourcePayload = (filters: FilterPayload, brandIds: readonly number[] = []): SourcePayload => ({
  ...filters,
  brand_ids: [...brandIds],
  utc_offset: -new Date().getTimezoneOffset(),
});

/** What the snackbar names: '{PDF/CSV} Downloaded', 'The {PDF/CSV} generation failed'. */
export type DownloadKind = 'PDF' | 'CSV' | 'Spreadsheet';

export interface SourceDownload {
  /** Shown while it runs, e.g. 'PDF of Harbor View Clinic'. */
  label: string;
  kind: DownloadKind;
  fetch: (payload: SourcePayload, onProgress: (bytes: number) => void) => Promise<DownloadedFile>;
}

export const projectPdf = (project: { id: number; name: string }): SourceDownload => ({
  label: `PDF of ${project.name}`,
  kind: 'PDF',
  fetch: (body, onProgress) =>
    api.download(sourceProjectPdfRoute, { params: { id: project.id }, body, onProgress }),
});

export const projectCsv = (project: { id: number; name: string }, type: ExportType): SourceDownload => ({
  label: `${type === 'specs' ? 'Specs' : 'Contacts'} of ${project.name}`,
  kind: 'CSV',
  fetch: (body, onProgress) =>
    api.download(sourceProjectCsvRoute, { params: { id: project.id }, query: { type }, body, onProgress }),
});

export const allProjectsPdf: SourceDownload = {
  label: 'PDF of all projects',
  kind: 'PDF',
  fetch: (body, onProgress) => api.download(sourceFullPdfRoute, { body, onProgress }),
};

export const allProjectsCsv = (type: ExportType): SourceDownload => ({
  label: `${type === 'specs' ? 'Specs' : 'Contacts'} of all projects`,
  kind: 'CSV',
  fetch: (body, onProgress) => api.download(sourceFullCsvRoute, { query: { type }, body, onProgress }),
});

/** Export for CRM: the principals of every project in the filters, in the chosen CRM's import layout. */
export const allProjectsCrm = (format: CrmFormat): SourceDownload => ({
  label: `Leads of all projects for ${format === 'hubspot' ? 'HubSpot' : 'Salesforce'}`,
  kind: 'CSV',
  fetch: (body, onProgress) => api.download(sourceCrmRoute, { query: { format }, body, onProgress }),
});

/** Export All: every spec line of the projects in the filters, as one spreadsheet written by the server. */
export const allProjectsSpreadsheet: SourceDownload = {
  label: 'Spreadsheet of all projects',
  kind: 'Spreadsheet',
  fetch: (body, onProgress) => api.download(sourceFullXlsxRoute, { body, onProgress }),
};
