// The competitor set: up to MAX_COMPETITORS brands picked by name, or the leading brands of the filters.
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { DEFAULT_COMPETITORS, MAX_COMPETITORS, type StandingRow } from '@specpulse/contract';
import { BrandAutocomplete } from '../../filters/index.ts';

export function CompetitorsPicker({
  chosen,
  rows,
  onChange,
}: {
  /** The ids in the URL (none: the leading brands). */
  chosen: readonly number[];
  /** The standing's rows, which name the competitors compared. */
  rows: readonly StandingRow[] | undefined;
  onChange: (ids: readonly number[]) => void;
}) {
  const nameOf = (id: number) => rows?.find((r) => !r.ours && r.brand_ids[0] === id)?.name ?? `Brand ${id}`;
  const full = chosen.length >= MAX_COMPETITORS;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'grid', gap: 1 }}
      aria-label="Competitors"
      role="group"
    >
      <Typography variant="subtitle2" component="h2">
        Competitors
      </Typography>
      {chosen.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          The top {DEFAULT_COMPETITORS} in the filtered categories (named on the cards below)
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }} role="list">
          {chosen.map((id) => (
            <Chip
              key={id}
              role="listitem"
              label={nameOf(id)}
              onDelete={() => onChange(chosen.filter((c) => c !== id))}
            />
          ))}
          <Button size="small" onClick={() => onChange([])}>
            Use the top {DEFAULT_COMPETITORS}
          </Button>
        </Box>
      )}
      <Box sx={{ maxWidth: 420 }}>
        {full ? (
          <Typography variant="body2" color="text.secondary">
            At most {MAX_COMPETITORS} competitors
          </Typography>
        ) : (
          <BrandAutocomplete
            label="Add a competitor"
            value={null}
            clearOnChoose
            onChange={(brand) => {
              if (brand && !chosen.includes(brand.id)) onChange([...chosen, brand.id]);
            }}
          />
        )}
      </Box>
    </Paper>
  );
}
