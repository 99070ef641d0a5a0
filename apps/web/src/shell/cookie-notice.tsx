// Cookie notice at the bottom: Ok stores consent for 10 days (864000 s, SameSite strict) and hides it.
import { useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import { useBranding } from '../app/branding.tsx';

export const CONSENT_COOKIE = 'specpulse_cookie_consent';
export const CONSENT_MAX_AGE_S = 864_000;

const hasConsent = () => document.cookie.split('; ').some((c) => c.startsWith(`${CONSENT_COOKIE}=`));

export function CookieNotice() {
  const { product_name } = useBranding();
  const [visible, setVisible] = useState(() => !hasConsent());
  if (!visible) return null;

  const accept = () => {
    document.cookie = `${CONSENT_COOKIE}=1; max-age=${CONSENT_MAX_AGE_S}; path=/; SameSite=Strict`;
    setVisible(false);
  };

  return (
    <Paper
      role="region"
      aria-label="Cookie notice"
      elevation={6}
      square
      sx={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        // Above the app bar and menu, below modals: nothing may cover a dialog's actions (Cancel, Apply
        // Filters sit at the bottom of the filter dialog, where the notice is).
        zIndex: (t) => t.zIndex.modal - 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        py: 1.5,
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      <Typography variant="body2">
        {product_name} uses cookies to keep you signed in and to understand how it is used.
      </Typography>
      <Button variant="contained" size="small" onClick={accept}>
        Ok
      </Button>
    </Paper>
  );
}
