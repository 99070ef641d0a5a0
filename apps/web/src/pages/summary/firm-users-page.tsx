// Firm User Counts (/firm/{firmId}, internal): the firm's active users per period group, as a table and a
// column chart; the firm chooser without an id.
import { Alert, Box } from '@mui/material';
import { firmAutocompleteRoute, firmUserCountsReport, firmUsersRoute } from '@specpulse/contract';
import { ApiError } from '../../api/client.ts';
import { ColumnChart } from '../../components/charts/column-chart.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { LOAD_FAILED_TEXT, settledRows } from '../../components/page/settled.ts';
import { FirmChooser } from '../../components/page/id-choosers.tsx';
import { useFirmIdParam } from '../../components/page/use-id-params.ts';
import { PageError } from '../../components/page/page-error.tsx';

function FirmUsers({ firmId }: { firmId: number }) {
  const { data, results } = useAnalyticsPage({
    view: { firmId },
    queries: {
      users: { route: firmUsersRoute, params: { firmId } },
      // The firm's name: the chooser's lookup finds a firm by its id.
      firms: { route: firmAutocompleteRoute, query: { term: String(firmId) } },
    },
  });
  const name = data.firms?.find((f) => f.id === firmId)?.name ?? `Firm ${firmId}`;
  const users = settledRows(results.users);
  const error = results.users.error;
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={data.users?.length === 0} />
      <PageTitle dateRange title={`Firm User Counts : ${name}`} />
      {error instanceof ApiError && error.status === 404 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {error.message}.
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <DataTable report={firmUserCountsReport} rows={users} exportable />
        <ColumnChart
          title="Active Users"
          timeline
          categories={users?.map((r) => r.period_group)}
          series={users && [{ name: 'Active Users', data: users.map((r) => r.count) }]}
          yAxisTitle="Users"
          legend={false}
          height={344}
          emptyText={results.users.isError ? LOAD_FAILED_TEXT : undefined}
        />
      </Box>
    </Box>
  );
}

export default function FirmUsersPage() {
  const param = useFirmIdParam();
  if (param.kind === 'none') return <FirmChooser title="Firm Users" />;
  if (param.kind === 'invalid') return <PageError>{param.message}</PageError>;
  return <FirmUsers key={param.firmId} firmId={param.firmId} />;
}
