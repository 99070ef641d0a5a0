// The settings page's 'Digests' section: when digests come (weekday, hour, time zone), whether they are
// emailed, and the subscriptions, each of which can be stopped.
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { messages, type DigestSettings } from '@specpulse/contract';
import { DigestSubscribeDialog } from './digest-subscribe-dialog.tsx';
import { useDigestChanges, useDigestList } from './use-digests.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;
/** The browser's time zone, offered when the user has not chosen one. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function SettingsForm({ saved }: { saved: DigestSettings }) {
  const { saveSettings } = useDigestChanges();
  const [form, setForm] = useState(saved);
  useEffect(() => setForm(saved), [saved]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveSettings.mutate(form);
  };
  return (
    <Stack component="form" aria-label="Digest settings" onSubmit={submit} spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Weekly digests on"
          value={form.weekday}
          onChange={(e) => setForm({ ...form, weekday: Number(e.target.value) })}
          sx={{ minWidth: 180 }}
        >
          {WEEKDAYS.map((d, i) => (
            <MenuItem key={d} value={i + 1}>
              {d}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="At"
          value={form.hour}
          onChange={(e) => setForm({ ...form, hour: Number(e.target.value) })}
          sx={{ minWidth: 120 }}
        >
          {HOURS.map((h) => (
            <MenuItem key={h} value={h}>
              {hourLabel(h)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Time zone"
          value={form.time_zone}
          onChange={(e) => setForm({ ...form, time_zone: e.target.value })}
          helperText={form.time_zone === browserZone() ? ' ' : `This browser: ${browserZone()}`}
        />
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={form.email_enabled}
            onChange={(e) => setForm({ ...form, email_enabled: e.target.checked })}
          />
        }
        label="Email me my digests"
      />
      <Box>
        <Button type="submit" variant="contained" disabled={saveSettings.isPending}>
          Save digest settings
        </Button>
      </Box>
    </Stack>
  );
}

export function DigestsSection() {
  const list = useDigestList();
  const { unsubscribe, sendNow } = useDigestChanges();
  const [addingDashboard, setAddingDashboard] = useState(false);
  const hasDashboard = list.data?.subscriptions.some((s) => s.view_id === null) ?? false;
  return (
    // The settings page gives the section its heading and landmark.
    <Box sx={{ display: 'grid', gap: 2 }}>
      {list.isPending && <Typography role="status">Loading your digests</Typography>}
      {list.isError && <Alert severity="error">{list.error.message || messages.generic}</Alert>}
      {list.data && (
        <>
          <SettingsForm
            saved={
              list.data.settings.time_zone === 'UTC' && list.data.subscriptions.length === 0
                ? { ...list.data.settings, time_zone: browserZone() }
                : list.data.settings
            }
          />
          <Typography variant="subtitle1" component="h3">
            Subscriptions
          </Typography>
          {list.data.subscriptions.length === 0 ? (
            <Typography color="text.secondary">
              No digests yet: open a saved view&apos;s Manage views and choose &lsquo;Send me this view as a
              digest&rsquo;, or add the dashboard.
            </Typography>
          ) : (
            <List dense aria-label="Digest subscriptions">
              {list.data.subscriptions.map((s) => (
                <ListItem
                  key={s.id}
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        disabled={sendNow.isPending}
                        onClick={() => sendNow.mutate(s.id)}
                        aria-label={`Send ${s.name} now`}
                      >
                        Send now
                      </Button>
                      <Button
                        size="small"
                        disabled={unsubscribe.isPending}
                        onClick={() => unsubscribe.mutate(s.id)}
                        aria-label={`Unsubscribe from ${s.name}`}
                      >
                        Unsubscribe
                      </Button>
                    </Stack>
                  }
                >
                  <ListItemText
                    primary={s.name}
                    secondary={`${s.frequency === 'weekly' ? 'Weekly' : 'Monthly'}${s.with_table ? ', with the table' : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {!hasDashboard && (
            <Box>
              <Button variant="outlined" onClick={() => setAddingDashboard(true)}>
                Send me the dashboard as a digest
              </Button>
            </Box>
          )}
          {addingDashboard && (
            <DigestSubscribeDialog
              viewId={null}
              name="the dashboard"
              onClose={() => setAddingDashboard(false)}
            />
          )}
        </>
      )}
    </Box>
  );
}
