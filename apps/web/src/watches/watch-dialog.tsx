// The dialog that adds or changes a watch: what is watched (fixed when opened from a brand, a product or a
// view; chosen on the settings page), the rule, the points of a share that moves, and the saved view whose
// filters the rule keeps to. Mounted only while open, so each opening starts afresh.
import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import {
  DEFAULT_WATCH_POINTS,
  MAX_COMPETITORS,
  MAX_WATCH_POINTS,
  MIN_WATCH_POINTS,
  allows,
  messages,
  rulesOfSubject,
  watchRuleLabels,
  watchSubjectAccess,
  type Watch,
  type WatchRule,
  type WatchSubject,
} from '@specpulse/contract';
import { BrandAutocomplete } from '../filters/brand-autocomplete.tsx';
import { useAccessHolder } from '../session/access.ts';
import { useCanSaveViews, useViewList } from '../views/use-views.ts';
import { useWatchChanges } from './use-watches.ts';

/** A subject fixed by where the dialog was opened. */
export interface WatchTarget {
  subject: WatchSubject;
  ids: number[];
  viewId?: number;
  /** What is watched, in words (the dialog's title). */
  name: string;
}

export type WatchDialogProps = { onClose: () => void } & (
  | { target: WatchTarget; watch?: undefined }
  | { watch: Watch; target?: undefined }
  | { target?: undefined; watch?: undefined }
);

const subjectLabels: Record<WatchSubject, string> = {
  brand: 'A brand',
  product: 'A product',
  competitors: 'A competitor set (projects lost to them)',
  view: "My firm's brands in a saved view",
};

const pointsOk = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n >= MIN_WATCH_POINTS && n <= MAX_WATCH_POINTS;
};

export function WatchDialog({ target, watch, onClose }: WatchDialogProps) {
  const holder = useAccessHolder();
  const views = useViewList()?.views ?? [];
  const canViews = useCanSaveViews();
  const { create, update } = useWatchChanges();
  const choosable = (['brand', 'competitors', 'view'] as const).filter(
    (s) => allows(watchSubjectAccess[s], holder) && (s !== 'view' || canViews),
  );
  const [subject, setSubject] = useState<WatchSubject>(
    watch?.subject ?? target?.subject ?? choosable[0] ?? 'brand',
  );
  const [brands, setBrands] = useState<{ id: number; name: string }[]>([]);
  const [rule, setRule] = useState<WatchRule>(watch?.rule ?? rulesOfSubject[subject][0]!);
  const [points, setPoints] = useState(String(watch?.points ?? DEFAULT_WATCH_POINTS));
  const [viewId, setViewId] = useState<number | null>(watch?.view_id ?? target?.viewId ?? null);
  const fixed = watch !== undefined || target !== undefined;
  const rules = rulesOfSubject[subject];
  const ids = watch?.ids ?? target?.ids ?? brands.map((b) => b.id);
  const busy = create.isPending || update.isPending;
  const ready =
    rules.includes(rule) &&
    (rule !== 'share_moved' || pointsOk(points)) &&
    (subject === 'view' ? viewId !== null : ids.length > 0);

  const chooseSubject = (next: WatchSubject) => {
    setSubject(next);
    setBrands([]);
    setRule(rulesOfSubject[next][0]!);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const changes = { rule, view_id: viewId, ...(rule === 'share_moved' ? { points: Number(points) } : {}) };
    const done = { onSuccess: onClose };
    if (watch) update.mutate({ id: watch.id, ...changes }, done);
    else create.mutate({ subject, ids: subject === 'view' ? [] : ids, ...changes }, done);
  };
  const title = watch
    ? `Change the watch on ${watch.label}`
    : target
      ? `Watch ${target.name}`
      : 'Add a watch';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="watch-dialog-title">
      <form onSubmit={submit}>
        <DialogTitle id="watch-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {!fixed && (
            <TextField
              select
              label="Watch"
              value={subject}
              onChange={(e) => chooseSubject(e.target.value as WatchSubject)}
            >
              {choosable.map((s) => (
                <MenuItem key={s} value={s}>
                  {subjectLabels[s]}
                </MenuItem>
              ))}
            </TextField>
          )}
          {!fixed && (subject === 'brand' || subject === 'competitors') && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <BrandAutocomplete
                label={subject === 'brand' ? 'Brand' : 'Add a competitor'}
                value={null}
                clearOnChoose
                onChange={(b) => {
                  if (!b) return;
                  if (subject === 'brand') setBrands([{ id: b.id, name: b.name }]);
                  else if (!brands.some((x) => x.id === b.id) && brands.length < MAX_COMPETITORS)
                    setBrands([...brands, { id: b.id, name: b.name }]);
                }}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-live="polite">
                {brands.map((b) => (
                  <Chip
                    key={b.id}
                    label={b.name}
                    onDelete={() => setBrands(brands.filter((x) => x.id !== b.id))}
                  />
                ))}
              </Box>
            </Box>
          )}
          <TextField select label="Rule" value={rule} onChange={(e) => setRule(e.target.value as WatchRule)}>
            {rules.map((r) => (
              <MenuItem key={r} value={r}>
                {watchRuleLabels[r]}
              </MenuItem>
            ))}
          </TextField>
          {rule === 'share_moved' && (
            <TextField
              label="Points (N)"
              type="number"
              value={points}
              onChange={(e) => setPoints(e.target.value)}
              error={!pointsOk(points)}
              helperText={
                pointsOk(points)
                  ? 'Fires when the spec share moves by at least this many points against the previous window'
                  : messages.watchPointsRange(MIN_WATCH_POINTS, MAX_WATCH_POINTS)
              }
              slotProps={{ htmlInput: { min: MIN_WATCH_POINTS, max: MAX_WATCH_POINTS, step: 0.1 } }}
            />
          )}
          {canViews && (subject === 'view' ? !fixed : !target?.viewId) && (
            <TextField
              select
              label={subject === 'view' ? 'Saved view' : 'Only in the filters of'}
              value={viewId ?? ''}
              onChange={(e) => setViewId(e.target.value === '' ? null : Number(e.target.value))}
            >
              {subject !== 'view' && <MenuItem value="">My firm's default filters</MenuItem>}
              {views.map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {v.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Typography variant="body2" color="text.secondary">
            A watch is checked when new data arrives, and fires once until its condition resets.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!ready || busy}>
            {watch ? 'Save' : 'Watch'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
