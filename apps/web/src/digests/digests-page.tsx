// /digests: the Digests section on a page of its own until the settings page hosts it.
import { Box } from '@mui/material';
import { PageTitle } from '../components/page/page-title.tsx';
import { DigestsSection } from './digests-section.tsx';

export default function DigestsPage() {
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageTitle title="Digests" />
      <DigestsSection />
    </Box>
  );
}
