// The location the screen shows, on <html data-location> once the router has drawn it: a navigation inside the
// app keeps the document, so whoever must wait until the new page is on screen (the e2e page walks, which move
// through the pages as the menu does) waits for this mark to name the address bar's location.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useRenderedLocation() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.location = pathname + search;
  }, [pathname, search]);
}
