// Error texts a failed page load shows (spec doc 2 §1: the message if it is an error, otherwise the raw value).
import { ApiError } from './client.ts';

function errorTexts(error: unknown): string[] {
  if (error instanceof ApiError && error.errors?.length) return error.errors;
  if (error instanceof Error) return [error.message];
  if (typeof error === 'string') return [error];
  try {
    return [JSON.stringify(error)];
  } catch {
    return [String(error)];
  }
}

/** The distinct texts of several failures, in order. */
export function pageErrors(errors: readonly unknown[]): string[] {
  return [...new Set(errors.flatMap(errorTexts))];
}
