// Shown while a lazily loaded screen's code arrives.
import { Box, CircularProgress } from '@mui/material';

export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}
