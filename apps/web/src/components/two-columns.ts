// The pages' two-column grid of cards: one column on a narrow screen, two side by side from lg.

/** minmax(0, …): a wide table scrolls in its own box instead of widening the page (320 px). */
export const TWO_COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;
