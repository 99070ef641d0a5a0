// Firm User Counts (/firm/{firmId}, internal): the firm's active users per period group, as a table and a
// column chart; the firm chooser without an id.
import { Alert, Box } from '@mui/material';
import { firmAutocompleteRoute, firmUserCountsReport, firmUsersRoute } from '@specpulse/contract';
import { ApiError } from '../../api/client.ts';
import { ColumnChart } from '../../components/charts/column-chart.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../brands/page-title.tsx';
import { settledRows } from '../brands/settled.ts';
import { LOAD_FAILED_TEXT } from '../products/product-figures.ts';
import { FirmChooser } from './id-choosers.tsx';
import { useFirmIdParam } from './use-id-params.ts';
import { PageError } from '../brands/page-error.tsx';

function FirmUsers({ firmId }: { firmId: number }) {
  const { data, results } = useAnalyticsPage({
    page: 'firm/users',
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
      <FilterSummaryBar />
      <PageTitle title={`Firm User Counts : ${name}`} />
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
