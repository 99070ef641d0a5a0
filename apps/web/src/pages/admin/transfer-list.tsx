// Available ⇄ Enabled lists with transfer buttons, for a firm's categories and sub-categories.
import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';

export interface TransferOption {
  id: number;
  name: string;
}

function Pane({
  title,
  options,
  checked,
  onToggle,
}: {
  title: string;
  options: TransferOption[];
  checked: Set<number>;
  onToggle: (id: number) => void;
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term
      ? options.filter((o) => o.name.toLowerCase().includes(term) || String(o.id) === term)
      : options;
  }, [options, search]);
  return (
    <Paper variant="outlined" sx={{ flex: 1, minWidth: 0 }} role="group" aria-label={title}>
      <Box sx={{ px: 1.5, pt: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {title} ({options.length})
        </Typography>
        <TextField
          size="small"
          fullWidth
          margin="dense"
          label={`Search ${title}`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </Box>
      <List dense sx={{ height: 300, overflowY: 'auto' }}>
        {shown.length === 0 && (
          <ListItem sx={{ px: 2, py: 1 }}>
            <Typography variant="body2" color="text.secondary">
              None
            </Typography>
          </ListItem>
        )}
        {shown.map((option) => {
          const labelId = `${title}-${option.id}`.replace(/\s+/g, '-');
          // A list item holding a labelled checkbox (Tab reaches it, Space ticks it; a click on the row's
          // text ticks it too): no button around a checkbox, which a screen reader could not tell apart.
          return (
            <ListItem key={option.id} disablePadding>
              <Box
                component="label"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  width: '100%',
                  px: 2,
                  cursor: 'pointer',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox
                    edge="start"
                    size="small"
                    checked={checked.has(option.id)}
                    onChange={() => onToggle(option.id)}
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText id={labelId} primary={option.name} secondary={`#${option.id}`} />
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

export function TransferList({
  label,
  options,
  enabled,
  onChange,
}: {
  label: string;
  options: TransferOption[];
  enabled: number[];
  onChange: (enabled: number[]) => void;
}) {
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const enabledSet = useMemo(() => new Set(enabled), [enabled]);
  const available = useMemo(() => options.filter((o) => !enabledSet.has(o.id)), [options, enabledSet]);
  const enabledOptions = useMemo(() => {
    const byId = new Map(options.map((o) => [o.id, o]));
    return enabled.map((id) => byId.get(id) ?? { id, name: `Unknown ${id}` });
  }, [options, enabled]);

  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const move = (ids: number[], enable: boolean) => {
    const moving = new Set(ids);
    onChange(
      enable
        ? [...enabled, ...ids.filter((id) => !enabledSet.has(id))]
        : enabled.filter((id) => !moving.has(id)),
    );
    setChecked((current) => new Set([...current].filter((id) => !moving.has(id))));
  };
  const checkedAvailable = available.filter((o) => checked.has(o.id)).map((o) => o.id);
  const checkedEnabled = enabled.filter((id) => checked.has(id));
  const lower = label.toLowerCase();

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: 'stretch' }}>
      <Pane title={`Available ${label}`} options={available} checked={checked} onToggle={toggle} />
      <Stack spacing={1} sx={{ justifyContent: 'center', px: 0.5 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            move(
              available.map((o) => o.id),
              true,
            )
          }
          disabled={available.length === 0}
          aria-label={`Enable all ${lower}`}
        >
          ≫
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => move(checkedAvailable, true)}
          disabled={checkedAvailable.length === 0}
          aria-label={`Enable selected ${lower}`}
        >
          &gt;
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => move(checkedEnabled, false)}
          disabled={checkedEnabled.length === 0}
          aria-label={`Disable selected ${lower}`}
        >
          &lt;
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => move(enabled, false)}
          disabled={enabled.length === 0}
          aria-label={`Disable all ${lower}`}
        >
          ≪
        </Button>
      </Stack>
      <Pane title={`Enabled ${label}`} options={enabledOptions} checked={checked} onToggle={toggle} />
    </Stack>
  );
}
