// The firm editor's save state as the spec words it (doc 1 §4), with the server's reason on failure.
import { Alert } from '@mui/material';
import { editorStatusText, type EditorStatus } from './firm-editor-state.ts';

const severity = { modified: 'warning', saving: 'info', saved: 'success', failed: 'error' } as const;

export function EditorStatusBanner({ status, detail }: { status: EditorStatus; detail: string | null }) {
  const text = editorStatusText[status];
  if (status === 'loading' || status === 'idle' || text === null) return null;
  return (
    <Alert severity={severity[status]} role="status" data-testid="editor-status">
      {text}
      {status === 'failed' && detail ? ` (${detail})` : ''}
    </Alert>
  );
}
