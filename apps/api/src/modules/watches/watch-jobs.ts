// The watches' job: evaluated once per new data version (jobs/data-version.ts), whichever process notices the
// switch first, so several API processes never evaluate one version twice over.
import { defineJob } from '../../jobs/job.ts';
import { evaluateWatches } from './evaluate-watches.ts';

export const watchJobs = [
  defineJob<{ version: string }>({
    name: 'watches.evaluate',
    onDataVersion: true,
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    // evaluateWatches reads the current version itself: a newer one switched in meanwhile is the one evaluated,
    // and a watch already evaluated at it is left alone.
    async handler(_data, { deps }) {
      await evaluateWatches(deps);
    },
  }),
];
