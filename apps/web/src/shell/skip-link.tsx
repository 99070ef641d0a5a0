// The first stop of the Tab key on every signed-in screen: 'Skip to main content', shown only when focused.
import { Box } from '@mui/material';

export const MAIN_ID = 'main-content';

/** Moves focus into the page's main region (without a hash in the URL, which some pages read). */
function skipToMain(event: React.MouseEvent) {
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skipToMain}
      sx={{
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'common.white',
        color: 'primary.dark',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}
