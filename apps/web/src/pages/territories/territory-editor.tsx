// A territory's form: its name, owner and states, chosen on the state map (a click adds or removes a state)
// or in the list of checkboxes beside it, which the keyboard reaches.
import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { Territory, TerritoryArea, TerritoryBody } from '@specpulse/contract';
import { StateMap, type StateMapSeries } from '../../components/charts/state-map.tsx';
import { stateKey } from '../../components/charts/state-keys.ts';

export interface TerritoryEditorProps {
  territory: Territory | null;
  areas: readonly TerritoryArea[];
  owners: readonly { user_id: number; name: string }[];
  busy: boolean;
  error: string | null;
  onSave: (body: TerritoryBody) => void;
  onCancel: () => void;
}

export function TerritoryEditor(props: TerritoryEditorProps) {
  const { territory, areas, owners } = props;
  const [name, setName] = useState(territory?.name ?? '');
  const [ownerId, setOwnerId] = useState<number | null>(territory?.owner_id ?? null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(territory?.states ?? []));
  const codeOfKey = useMemo(() => new Map(areas.map((a) => [stateKey(a.name), a.code])), [areas]);
  const toggle = (code: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const series: StateMapSeries[] = useMemo(
    () => [
      {
        name: 'Territory',
        rows: areas.map((a) => ({ key: stateKey(a.name), value: chosen.has(a.code) ? 1 : 0 })),
      },
    ],
    [areas, chosen],
  );
  const heading = territory ? `Edit ${territory.name}` : 'New territory';
  return (
    <Box
      component="form"
      aria-label={heading}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave({ name, states: [...chosen].sort(), owner_id: ownerId });
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="h6" component="h2">
        {heading}
      </Typography>
      {props.error && <Alert severity="error">{props.error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          size="small"
        />
        <TextField
          select
          label="Owner"
          size="small"
          value={ownerId === null ? '' : String(ownerId)}
          onChange={(e) => setOwnerId(e.target.value === '' ? null : Number(e.target.value))}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">No owner</MenuItem>
          {owners.map((o) => (
            <MenuItem key={o.user_id} value={String(o.user_id)}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2">
        {chosen.size === 1 ? '1 state chosen' : `${chosen.size} states chosen`}: click a state on the map, or
        tick it in the list.
      </Typography>
      <StateMap
        title="States of the territory"
        series={series}
        height={360}
        onStateClick={(key) => {
          const code = codeOfKey.get(key);
          if (code) toggle(code);
        }}
      />
      <Box
        role="group"
        aria-label="States"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          maxHeight: 240,
          overflow: 'auto',
        }}
      >
        {areas.map((a) => (
          <FormControlLabel
            key={a.code}
            control={<Checkbox size="small" checked={chosen.has(a.code)} onChange={() => toggle(a.code)} />}
            label={a.name === a.code ? a.code : `${a.name} (${a.code})`}
          />
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={props.busy}>
          Save territory
        </Button>
        <Button onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
