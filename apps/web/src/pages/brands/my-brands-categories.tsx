// Under My Brands' title: which categories its figures count. My Brands counts every category the user holds
// (spec doc 2 §4) where the Brand Drilldown counts the default ones, so the same brand's figures differ
// between the two pages; this line says why.
import { Typography } from '@mui/material';
import { useConfiguration } from '../../session/session-context.tsx';

export function MyBrandsCategories({ categories }: { categories: readonly number[] }) {
  const { configuration } = useConfiguration();
  const all = configuration.filters.categories;
  const chosen = new Set(categories);
  const text =
    all.length > 0 && all.every((c) => chosen.has(c.id))
      ? `Figures count all ${all.length} of your categories; other pages count your default categories.`
      : `Figures count the categories chosen: ${all
          .filter((c) => chosen.has(c.id))
          .map((c) => c.name)
          .join(', ')}.`;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ mt: -1.5, mb: 2 }}
      data-testid="my-brands-categories"
    >
      {text}
    </Typography>
  );
}
