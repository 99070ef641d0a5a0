// /admin: the firm list, impersonation, session activity and adding a firm (spec doc 1 §2.7).
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { messages } from '@specpulse/contract';
import { adminQueryKeys, fetchFirmList } from '../../api/admin-api.ts';
import { AddFirmBox } from './add-firm-box.tsx';
import { FirmTable } from './firm-table.tsx';
import { ImpersonateBox } from './impersonate-box.tsx';
import { useAdminQuery } from './use-admin-query.ts';
import { PageTitle } from '../../components/page/page-title.tsx';

function Tool({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 260px' }}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default function FirmListPage() {
  const firms = useAdminQuery(adminQueryKeys.firmList, fetchFirmList, messages.noAdminAccess);
  return (
    <Box component="section" sx={{ display: 'grid', gap: 3 }}>
      <PageTitle title="Firms" />
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Tool title="Impersonate a user">
          <ImpersonateBox />
        </Tool>
        <Tool title="Add a new firm">
          <AddFirmBox />
        </Tool>
        <Tool title="Session activity">
          <Button component={RouterLink} to="/admin/sessions" variant="outlined">
            View Session Activity
          </Button>
        </Tool>
        <Tool title="Audit log">
          <Button component={RouterLink} to="/admin/audit" variant="outlined">
            View Audit Log
          </Button>
        </Tool>
        <Tool title="API keys">
          <Button component={RouterLink} to="/admin/keys" variant="outlined">
            Manage API Keys
          </Button>
        </Tool>
        <Tool title="Outbox">
          <Button component={RouterLink} to="/admin/outbox" variant="outlined">
            View Outbox
          </Button>
        </Tool>
        <Tool title="Single sign-on">
          <Button component={RouterLink} to="/admin/sso-domains" variant="outlined">
            Manage Sign-On Domains
          </Button>
        </Tool>
      </Stack>
      <FirmTable firms={firms.data} />
    </Box>
  );
}
