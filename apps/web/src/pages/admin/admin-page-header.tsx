// The heading row of an administration page below the firm list: the one page header (its h1) with the way back
// to the firms as its action.
import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import { PageTitle } from '../../components/page/page-title.tsx';

export function AdminPageHeader({ title }: { title: string }) {
  return (
    <PageTitle
      title={title}
      aside={
        <Button component={RouterLink} to="/admin">
          Firms
        </Button>
      }
    />
  );
}
