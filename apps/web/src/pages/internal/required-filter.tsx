// An internal report whose filters lack what it needs (spec doc 2 §5, §8): the API's validation text shown on
// the page from its first paint, with what to do. In the banner it came only with the answer and pushed the
// whole page down (CLS 0.12 on a phone); the page knows the filters are missing before it asks.
import { Alert, AlertTitle } from '@mui/material';
import { ApiError } from '../../api/client.ts';
import { pageErrors } from '../../api/page-load-errors.ts';

export function RequiredFilterAlert({ text, hint }: { text: string; hint: string }) {
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{text}</AlertTitle>
      {hint}
    </Alert>
  );
}

/**
 * The page's explainError while the filters lack it: the API's 400 with this text is on the page already, so
 * it stays out of the banner (the status line still says it); any other failure goes to the banner.
 */
export const explainRequired =
  (text: string, missing: boolean) =>
  (error: unknown): string | null =>
    missing && error instanceof ApiError && error.status === 400 && pageErrors([error]).includes(text)
      ? text
      : null;
