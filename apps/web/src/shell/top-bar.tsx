// The top bar: firm avatar (a link to My Brands with `mybrands`), the product's logo and name, the notification
// bell, the quick search, account menu; red while impersonating.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppBar, Avatar, Box, Toolbar, Typography, type CSSObject, type Theme } from '@mui/material';
import { accessRules } from '@specpulse/contract';
import { useCan } from '../session/access.ts';
import { useAuth } from '../session/session-context.tsx';
import { useBranding } from '../app/branding.tsx';
import { ProductLogo } from './product-logo.tsx';
import { QuickSearch } from './quick-search.tsx';
import { UserMenu } from './user-menu.tsx';
import { NotificationBell } from '../watches/notification-bell.tsx';

const minHeightAsTop = (style: CSSObject): CSSObject =>
  Object.fromEntries(
    Object.entries(style).map(([key, value]) =>
      key === 'minHeight'
        ? ['top', value]
        : [key, typeof value === 'object' && value !== null ? minHeightAsTop(value as CSSObject) : value],
    ),
  );

/**
 * `top` for what sticks just below the bar: the bar's height, its Toolbar's from the theme's toolbar mixin (a
 * minHeight per screen size and orientation).
 */
export const belowTopBar = (t: Theme): CSSObject => minHeightAsTop(t.mixins.toolbar as CSSObject);

function FirmAvatar() {
  const { user } = useAuth();
  const myBrands = useCan(accessRules.mybrands);
  if (!user) return null;
  const avatar = (
    <Avatar
      src={user.firm_avatar || undefined}
      alt={user.firm_name}
      variant="rounded"
      sx={{ bgcolor: 'background.paper', color: 'primary.main' }}
    >
      {user.firm_name.charAt(0)}
    </Avatar>
  );
  if (!myBrands) return avatar;
  return (
    <RouterLink
      to="/mybrands/show"
      aria-label="My Brands"
      style={{ display: 'inline-flex', textDecoration: 'none' }}
    >
      {avatar}
    </RouterLink>
  );
}

export function TopBar({
  title,
  children,
  menuButton,
}: {
  title?: string;
  children?: ReactNode;
  /** The side menu's toggle on narrow screens, first in the bar. */
  menuButton?: ReactNode;
}) {
  const { user, isImpersonating } = useAuth();
  const { product_name, product_short_name, primary_color } = useBranding();
  const suffix = title ? ` · ${title}` : '';
  return (
    <AppBar
      position="fixed"
      elevation={1}
      data-impersonating={isImpersonating ? 'true' : 'false'}
      // White text on both schemes: the light scheme's darker primary, and on the dark scheme the deployment's
      // colour itself (the dark scheme's primary is a light tone, for text); both checked with white at start-up.
      sx={(t) => ({
        zIndex: t.zIndex.drawer + 1,
        bgcolor: isImpersonating ? 'error.main' : 'primary.dark',
        color: '#ffffff',
        ...t.applyStyles('dark', { bgcolor: isImpersonating ? 'error.dark' : primary_color }),
      })}
    >
      <Toolbar sx={{ gap: 2 }}>
        {menuButton}
        <FirmAvatar />
        <ProductLogo size={28} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {/* The short name where the bar is narrow. */}
          <Typography
            variant="h6"
            component="div"
            noWrap
            data-product-name=""
            sx={{ lineHeight: 1.2, display: { xs: 'none', sm: 'block' } }}
          >
            {product_name}
            {suffix}
          </Typography>
          <Typography
            variant="h6"
            component="div"
            noWrap
            sx={{ lineHeight: 1.2, display: { xs: 'block', sm: 'none' } }}
          >
            {product_short_name}
            {suffix}
          </Typography>
          {user && (
            // Full white: on the dark scheme's bar (the deployment's colour itself) a dimmed line fell below 4.5:1.
            <Typography variant="caption" component="div" noWrap>
              {user.firm_name}
              {isImpersonating ? ' (impersonating)' : ''}
            </Typography>
          )}
        </Box>
        {children}
        {user && <QuickSearch />}
        {user && <NotificationBell />}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
