// Firm Emails (/firm/emails/ and /firm/emails/{firmId}, internal): the active users' emails per period group and
// firm, of every firm (with the firm chooser above) or of one.
import { Alert, Box } from '@mui/material';
import { firmEmailsReport, firmPeriodEmailRoute } from '@specpulse/contract';
import { ApiError } from '../../api/client.ts';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterSummaryBar, useAnalyticsPage } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { settledRows } from '../../components/page/settled.ts';
import { FirmChooser } from '../../components/page/id-choosers.tsx';
import { useFirmIdParam } from '../../components/page/use-id-params.ts';
import { PageError } from '../../components/page/page-error.tsx';

function FirmEmails({ firmId }: { firmId: number | null }) {
  const { data, results } = useAnalyticsPage({
    view: { firmId },
    queries: {
      emails: { route: firmPeriodEmailRoute, query: firmId === null ? {} : { firm_id: firmId } },
    },
  });
  const error = results.emails.error;
  return (
    <Box component="section" aria-labelledby="page-title">
      <FilterSummaryBar empty={data.emails?.length === 0} />
      <PageTitle dateRange title={firmId === null ? 'Firm Emails' : `Firm Emails : Firm ${firmId}`} />
      {firmId === null && <FirmChooser />}
      {error instanceof ApiError && error.status === 404 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {error.message}.
        </Alert>
      )}
      <DataTable report={firmEmailsReport} rows={settledRows(results.emails)} exportable />
    </Box>
  );
}

export default function FirmEmailsPage() {
  const param = useFirmIdParam();
  if (param.kind === 'invalid') return <PageError>{param.message}</PageError>;
  const firmId = param.kind === 'valid' ? param.firmId : null;
  return <FirmEmails key={firmId ?? 'all'} firmId={firmId} />;
}
