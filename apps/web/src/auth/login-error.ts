// The sign-in failure texts of the error catalogue (spec doc 1 §8).
import { messages } from '@specpulse/contract';
import { ApiError } from '../api/client.ts';

export function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.loginNetwork;
  if (error.noResponse) return messages.loginNetwork;
  if (error.status === 401) return messages.loginUnauthorized;
  if (error.status === 429) return messages.loginTooMany;
  return messages.loginUnexpected(error.status);
}
