// Errors as values: a status and a user-facing message; the error handler turns them into the JSON body.
import { messages } from '@specpulse/contract';

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = messages.unauthorizedPleaseLogIn) =>
  new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/**
 * True for errors that mean the database cannot answer now: lost or closed connections, and a pool so busy
 * that no connection frees up in time (overload is a 503 to retry, not a 500).
 */
export function isDatabaseDown(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: string }).code ?? '';
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ENOTFOUND',
      'ETIMEDOUT',
      '57P01',
      '57P03',
      '08006',
      '08001',
      '08003',
    ].includes(code) ||
    /Connection terminated|connection error and is not queryable|connection timeout|timeout exceeded when trying to connect|Embedded database is closed|Embedded database failed|Cannot use a pool after calling end|driver has already been destroyed/i.test(
      err.message,
    )
  );
}
