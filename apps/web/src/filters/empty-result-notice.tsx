// An empty result says which filter matched nothing and offers to clear it: under the summary bar, when the
// page says its result is empty. With one narrowing filter that filter is named; with several, which one
// emptied the result cannot be told from the answer, so each can be cleared, or all at once.
import { Alert, Box, Button } from '@mui/material';
import { useConfiguration } from '../session/session-context.tsx';
import { narrowingFilters } from './filter-summary.ts';
import { useFilterSet } from './use-filter-set.ts';

export function EmptyResultNotice() {
  const { configuration } = useConfiguration();
  const { filters, base, setFilters } = useFilterSet();
  const narrowing = narrowingFilters(filters, base, configuration);
  // Nothing beyond the defaults to take off: the period and categories are the firm's own choice.
  if (narrowing.length === 0) return null;
  const only = narrowing.length === 1 ? narrowing[0] : undefined;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="empty-result">
      {only
        ? `Nothing matches the filter ${only.text}.`
        : `Nothing matches these filters together: ${narrowing.map((n) => n.text).join('; ')}.`}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {narrowing.map((n) => (
          <Button key={n.name} size="small" variant="outlined" onClick={() => setFilters(n.clear)}>
            {`Clear ${n.name}`}
          </Button>
        ))}
        {!only && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setFilters((current) => narrowing.reduce((s, n) => n.clear(s), current))}
          >
            Clear all of these
          </Button>
        )}
      </Box>
    </Alert>
  );
}
