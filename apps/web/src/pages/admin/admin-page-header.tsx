// The heading row of an administration page below the firm list: its h1 and the way back to the firms.
import { Link as RouterLink } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';

export function AdminPageHeader({ title }: { title: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Button component={RouterLink} to="/admin">
        Firms
      </Button>
    </Stack>
  );
}
