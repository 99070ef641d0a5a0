// Entry point of the web app: providers and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider, Typography, Box } from '@mui/material';
import { theme } from './theme.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box sx={{ p: 4 }}>
        <Typography variant="h4" color="primary">
          SpecPulse
        </Typography>
      </Box>
    </ThemeProvider>
  </StrictMode>,
);
