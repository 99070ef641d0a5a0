// The job registry: every job the API's queue runs, one line per module that declares jobs.
import type { JobDefinition } from './job.ts';
import { mailJobs } from '../mail/mail-jobs.ts';
import { digestJobs } from '../modules/digests/digest-jobs.ts';
import { watchJobs } from '../modules/watches/watch-jobs.ts';
import { crmFeedJobs } from '../modules/crm-feeds/crm-feed-jobs.ts';

export const jobRegistry: readonly JobDefinition[] = [
  ...mailJobs,
  ...digestJobs,
  ...watchJobs,
  ...crmFeedJobs,
];
