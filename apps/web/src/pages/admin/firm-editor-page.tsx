// /admin/{firmId}: loads the firm's configuration and the available categories, then the editor.
import { useParams } from 'react-router';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { messages } from '@specpulse/contract';
import { adminQueryKeys, fetchAvailable, fetchFirmConfiguration } from '../../api/admin-api.ts';
import { parseWholeNumber } from './admin-input.ts';
import { FirmEditorForm } from './firm-editor-form.tsx';
import { FirmUsers } from './firm-users.tsx';
import { useAdminQuery } from './use-admin-query.ts';
import { AdminPageHeader } from './admin-page-header.tsx';

export default function FirmEditorPage() {
  const { firmId: param = '' } = useParams();
  const parsed = parseWholeNumber(param);
  const firmId = parsed !== null && parsed > 0 ? parsed : null;

  const firm = useAdminQuery(
    adminQueryKeys.firm(firmId ?? 0),
    (signal) => fetchFirmConfiguration(firmId ?? 0, signal),
    messages.noAdminAccessFirm,
    firmId !== null,
  );
  const available = useAdminQuery(
    adminQueryKeys.available,
    fetchAvailable,
    messages.noAdminAccessAvailable,
    firmId !== null,
  );

  if (firmId === null) {
    return (
      <Box component="section" aria-labelledby="page-title">
        {/* The page's heading stays in its error state too, with the way back to the firms. */}
        <AdminPageHeader title="Firm Configuration" />
        <Alert severity="error">“{param}” is not a firm id: firm ids are whole numbers such as 42.</Alert>
      </Box>
    );
  }
  if (!firm.data || !available.data) {
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} aria-label="Loading configuration" />
        <Typography>Loading configuration</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FirmEditorForm key={firmId} firmId={firmId} data={firm.data.data} available={available.data.filters} />
      {!firm.data.data.firm.is_new && <FirmUsers firmId={firmId} />}
    </Box>
  );
}
