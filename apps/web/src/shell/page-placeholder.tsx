// What a screen shows until it is built: its title and a plain notice, never a crash.
import { Alert, Box, Typography } from '@mui/material';

export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="page-title" variant="h5" component="h1">
        {title}
      </Typography>
      <Alert severity="info">This page is not available yet</Alert>
    </Box>
  );
}
