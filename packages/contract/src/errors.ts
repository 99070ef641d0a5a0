// The error catalogue (spec doc 1 §8) and the error body every API failure returns.
import { z } from 'zod';

export const errorBodySchema = z.object({
  error: z.object({ status: z.number().int(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorListBodySchema = z.object({ errors: z.array(z.string()) });

/** Texts shown to users, verbatim from the specification. */
export const messages = {
  loginUnauthorized: 'email or password is incorrect',
  loginTooMany: 'too many requests',
  loginNetwork: 'network error',
  loginUnexpected: (status: number) => `Unexpected Error ${status}`,
  unauthorizedPleaseLogIn: 'Unauthorized, please log in',
  unauthorizedLogInFirst: 'Unauthorized, log in first',
  networkError: 'Network Error',
  requestError: 'Request Error',
  setupError: 'Setup Error',
  notFoundApiCall: 'Didnt find the api call!',
  generic: 'prom rej',
  configurationError: 'Error Loading configuration',
  downloadError: 'Error Downloading File',
  emptyExport: 'no records to export',
  noAdminAccess: 'No admin access',
  noAdminAccessFirm: 'No admin access for firm info',
  noAdminAccessAvailable: 'No admin access for available data',
  impersonateFailed: 'Failed to Impersonate User',
  impersonateBadEntry: 'Failed to Impersonate User - Bad Data Entry?',
  firmSaveFailed: 'Failed to save configuration',
  noPageMatch: 'No page match for',
  lockedFeature: 'Your access to this feature is locked. Please contact us to unlock it.',
} as const;
