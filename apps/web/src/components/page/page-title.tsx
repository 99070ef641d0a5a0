// The one page header of every page: optional logo, the h1 title (with a line under it when the page names more,
// e.g. a product's manufacturer), an analytics page's date range, and the page's actions and details on the
// right.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { FilterWindow } from '../../filters/filter-window.tsx';
import { Thumbnail } from '../thumbnail.tsx';

export interface PageTitleProps {
  title: ReactNode;
  /** The brand's logo beside the title (name = alt text). */
  logo?: { name: string | null | undefined; url: string | null | undefined };
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Right-hand content: the page's actions (favourite, watch) and details (the load time). */
  aside?: ReactNode;
  /** An analytics page: the months its figures cover and compare with, and Data through, under the title. */
  dateRange?: boolean;
  /** A page of its own, outside the shell (sign-in, the start-up error): the title and its line centred. */
  centered?: boolean;
}

export function PageTitle({
  title,
  logo,
  subtitle,
  aside,
  dateRange = false,
  centered = false,
}: PageTitleProps) {
  const align = centered ? 'center' : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      {/* The logo and the title stay on one line and the title wraps inside it; the details keep the right
          (on a phone the line under it), so a longer title arriving (a brand's name) moves nothing (CLS). */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: align,
          gap: 2,
          minWidth: 0,
          flex: { xs: '1 1 100%', sm: '1 1 0' },
        }}
      >
        {logo && <Thumbnail name={logo.name} url={logo.url} />}
        <Box sx={{ minWidth: 0, textAlign: align }}>
          <Typography variant="h5" component="h1" id="page-title" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" component="div">
              {subtitle}
            </Typography>
          )}
          {dateRange && <FilterWindow />}
        </Box>
      </Box>
      {aside}
    </Box>
  );
}
