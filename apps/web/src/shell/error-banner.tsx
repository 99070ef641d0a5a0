// The error banner titled 'Error' listing the errors of the last load (spec doc 1 §2.2).
import { Alert, AlertTitle } from '@mui/material';
import { useProcessing } from './processing.tsx';

export function ErrorBanner() {
  const { errors, dismissErrors } = useProcessing();
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" onClose={dismissErrors} sx={{ mb: 2 }}>
      <AlertTitle>Error</AlertTitle>
      {errors.length === 1 ? (
        errors[0]
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {errors.map((error, i) => (
            <li key={i}>{error}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
