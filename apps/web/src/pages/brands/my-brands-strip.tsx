// The 'My Brand(s)' logo strip: the firm's own brands, each a link to its drilldown, plus all of them together;
// on a brand group's drilldown the same strip shows the group's brands under the group's name.
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, ButtonBase, Paper, Tooltip, Typography } from '@mui/material';
import type { BrandId, Logo } from '@specpulse/contract';
import { Thumbnail } from '../../components/thumbnail.tsx';

export interface MyBrandsStripProps {
  logos: readonly Logo[];
  /** The brand shown, or 'all' for a brand group (the brand summary drill). */
  current: BrandId | 'all';
  /** Where the links go: '/mybrands', '/brands/drill' or '/brandsummary/branddrill'. */
  basePath: string;
  /** Where 'All' goes (default basePath + '/show'). */
  allPath?: string;
  /** The strip's heading: 'My Brand(s)' (the spec's) for the firm's own brands, 'Brand group' for a group. */
  label?: 'My Brand(s)' | 'Brand group';
}

function StripLink(props: { to: string; label: string; active: boolean; children: ReactNode }) {
  const { search } = useLocation();
  return (
    <Tooltip title={props.label}>
      <ButtonBase
        component={RouterLink}
        to={{ pathname: props.to, search }}
        aria-label={props.label}
        aria-current={props.active ? 'page' : undefined}
        sx={{
          p: 0.5,
          borderRadius: 1,
          border: 2,
          borderColor: props.active ? 'primary.main' : 'transparent',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {props.children}
      </ButtonBase>
    </Tooltip>
  );
}

export function MyBrandsStrip({
  logos,
  current,
  basePath,
  allPath,
  label = 'My Brand(s)',
}: MyBrandsStripProps) {
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, mb: 2, flexWrap: 'wrap' }}
      data-testid="my-brands-strip"
    >
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600, mr: 1 }}>
        {label}
      </Typography>
      {logos.length > 1 && (
        <StripLink
          to={allPath ?? `${basePath}/show`}
          label={label === 'Brand group' ? 'All brands of the group' : 'All my brands'}
          active={current === 'show' || current === 'all'}
        >
          <Box
            sx={{
              width: 48,
              height: 48,
              display: 'grid',
              placeItems: 'center',
              typography: 'caption',
              fontWeight: 600,
              bgcolor: 'action.selected',
              borderRadius: 1,
            }}
          >
            All
          </Box>
        </StripLink>
      )}
      {logos.map((logo) => (
        <StripLink
          key={logo.manufacturer_id}
          to={`${basePath}/${logo.manufacturer_id}`}
          label={logo.name}
          active={current === logo.manufacturer_id}
        >
          <Thumbnail name={logo.name} url={logo.image_url} />
        </StripLink>
      ))}
    </Paper>
  );
}
