// An expanded project row: its products in the filters (with images) and its principals.
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import {
  projectPrincipalsReport,
  projectProductsReport,
  sourceProjectRoute,
  type SourcePayload,
} from '@specpulse/contract';
import { ApiError } from '../api/client.ts';
import { prepareQuery } from '../api/page-query.ts';
import { DataTable } from '../components/data-table/index.ts';

export interface ProjectDetailProps {
  projectId: number;
  payload: SourcePayload;
  /** Said instead of the 404 when the caller knows why the project can be outside the filters. */
  outsideFiltersText?: string;
}

export function ProjectDetail({ projectId, payload, outsideFiltersText }: ProjectDetailProps) {
  const prepared = prepareQuery({ route: sourceProjectRoute, params: { id: projectId } }, payload);
  const detail = useQuery({
    queryKey: prepared.queryKey,
    queryFn: ({ signal }) =>
      prepared.run(signal) as Promise<ReturnType<typeof sourceProjectRoute.response.parse>>,
  });
  if (detail.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label="Loading project" />
      </Box>
    );
  }
  if (detail.isError) {
    if (outsideFiltersText && detail.error instanceof ApiError && detail.error.status === 404)
      return <Alert severity="info">{outsideFiltersText}</Alert>;
    return <Alert severity="error">{detail.error.message}</Alert>;
  }
  return (
    // One above the other, each the row's whole width: side by side, the principals' seven columns (Phone last)
    // were cut off at 1400 px.
    <Stack spacing={2} data-testid={`project-detail-${projectId}`}>
      <DataTable report={projectProductsReport} rows={detail.data.products} height="auto" />
      <DataTable report={projectPrincipalsReport} rows={detail.data.principals} height="auto" />
    </Stack>
  );
}
