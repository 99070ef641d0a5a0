// /settings (issue 43): the signed-in user's own settings, one section after another (settings-sections.ts);
// a new feature adds its section there.
import { Box, Paper, Typography } from '@mui/material';
import { PageTitle } from '../../components/page/page-title.tsx';
import { settingsSections } from './settings-sections.ts';

export default function SettingsPage() {
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <PageTitle title="Settings" />
      {settingsSections.map(({ id, title, Section }) => (
        <Paper
          key={id}
          variant="outlined"
          component="section"
          aria-labelledby={`settings-${id}`}
          sx={{ p: 2 }}
        >
          <Typography variant="h6" component="h2" id={`settings-${id}`} sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Section />
        </Paper>
      ))}
    </Box>
  );
}
