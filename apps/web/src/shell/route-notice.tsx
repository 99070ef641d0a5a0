// Says why a redirect happened: the notice a redirect put in the history state, once per location.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSnackbar } from 'notistack';
import { readRedirectState } from '../auth/redirect-state.ts';

export function RouteNotice() {
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const { notice } = readRedirectState(location.state);
  useEffect(() => {
    // Two redirects for one cause (the 401 handler and the session guard) say it once.
    if (notice) enqueueSnackbar(notice, { variant: 'warning', preventDuplicate: true });
  }, [location.key, notice, enqueueSnackbar]);
  return null;
}
