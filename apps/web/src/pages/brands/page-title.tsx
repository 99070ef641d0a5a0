// The heading row of an analytics page: optional logo, the h1 title and page-level details on the right.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Thumbnail } from '../../components/thumbnail.tsx';

export interface PageTitleProps {
  title: ReactNode;
  /** The brand's logo beside the title (name = alt text). */
  logo?: { name: string | null | undefined; url: string | null | undefined };
  /** Right-hand content, e.g. the load time. */
  aside?: ReactNode;
}

export function PageTitle({ title, logo, aside }: PageTitleProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      {logo && <Thumbnail name={logo.name} url={logo.url} />}
      <Typography
        variant="h5"
        component="h1"
        id="page-title"
        sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}
      >
        {title}
      </Typography>
      {aside}
    </Box>
  );
}
