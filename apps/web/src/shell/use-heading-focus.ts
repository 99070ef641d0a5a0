// After each navigation (and after sign-in) focus goes to the new page's h1, so a screen reader announces the
// page and the next Tab starts inside it, not back at the menu link that was clicked.
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Pages load lazily and draw their heading when their data arrives: wait this long for it at most. */
const WAIT_MS = 10_000;

export function useHeadingFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      // A dialog open over the page keeps its focus.
      if (document.activeElement?.closest('[role="dialog"]')) return true;
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname, main]);
}
