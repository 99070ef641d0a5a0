// Email on or off: whether this user is sent email at all (digests and alerts read it when they send).
import { Alert, FormControlLabel, Skeleton, Switch } from '@mui/material';
import { useUserSettings } from '../../watches/use-watches.ts';

export function EmailSection() {
  const { query, update } = useUserSettings();
  if (query.isPending) return <Skeleton variant="text" width={240} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return (
    <FormControlLabel
      control={
        <Switch
          checked={query.data.email_enabled}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ email_enabled: e.target.checked })}
        />
      }
      label="Send me email"
    />
  );
}
