// The error banner titled 'Error' listing the errors of the last load (spec doc 1 §2.2): the catalogue's texts
// as they are, a sentence saying what happened, and a way out (Retry runs the failed calls again).
import { Alert, AlertTitle, Button, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useProcessing } from './processing.tsx';

/** What the catalogue's terse texts ('prom rej', 'Didnt find the api call!') mean to the person reading. */
export const LOAD_FAILED_SENTENCE =
  'Some of the figures on this page could not be loaded. Retry, or change the filters if it keeps failing.';

export function ErrorBanner() {
  const { errors, retry, dismissErrors } = useProcessing();
  if (errors.length === 0) return null;
  return (
    <Alert
      severity="error"
      onClose={dismissErrors}
      sx={{ mb: 2 }}
      // An action replaces the Alert's own close button, so it is drawn here beside Retry.
      action={
        retry ? (
          <>
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
            <IconButton color="inherit" size="small" aria-label="Close" title="Close" onClick={dismissErrors}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        ) : undefined
      }
    >
      <AlertTitle>Error</AlertTitle>
      {errors.length === 1 ? (
        <div>{errors[0]}</div>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {errors.map((error, i) => (
            <li key={i}>{error}</li>
          ))}
        </ul>
      )}
      {retry && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {LOAD_FAILED_SENTENCE}
        </Typography>
      )}
    </Alert>
  );
}
