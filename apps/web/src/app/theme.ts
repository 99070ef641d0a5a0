// The MUI theme: teal primary, as the specification asks.
import { createTheme } from '@mui/material/styles';
import { teal } from '@mui/material/colors';

export const theme = createTheme({
  palette: { primary: { main: teal[700] }, secondary: { main: '#37474f' } },
  shape: { borderRadius: 6 },
});
