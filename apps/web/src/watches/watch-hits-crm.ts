// 'Export for CRM' from a watch (issue 44): the lead list of the projects that made it fire the last time it
// fired, downloaded as the Source Data panel's files are (progress, snackbar).
import {
  crmFormatLabels,
  defaultFilterSet,
  filterSetToPayload,
  watchHitsCrmRoute,
  type CrmFormat,
  type Watch,
} from '@specpulse/contract';
import { api } from '../api/client.ts';
import { sourcePayload, type SourceDownload } from '../source-data/source-downloads.ts';

/** The watch's lead list in a CRM's layout; of the downloads' payload only the user's clock is sent. */
export const watchHitsCrm =
  (watch: Pick<Watch, 'id' | 'label'>) =>
  (format: CrmFormat): SourceDownload => ({
    label: `Leads of the watch on ${watch.label}, ${crmFormatLabels[format]}`,
    kind: 'CSV',
    fetch: (body, onProgress) =>
      api.download(watchHitsCrmRoute, {
        params: { watchId: String(watch.id) },
        query: { format },
        body: { utc_offset: body.utc_offset },
        onProgress,
      }),
  });

/** What the downloads are started with: the hits are the watch's, not the filters', so the defaults do. */
export const watchHitsPayload = () => sourcePayload(filterSetToPayload(defaultFilterSet));
