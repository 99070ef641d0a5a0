// After each navigation (and after sign-in) focus goes to the new page's h1, so a screen reader announces the
// page and the next Tab starts inside it, not back at the menu link that was clicked. The ring shows only when
// the navigation came from the keyboard: after a click or a direct load the heading is focused quietly.
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Pages load lazily and draw their heading when their data arrives: wait this long for it at most. */
const WAIT_MS = 10_000;

/** On a heading focused while the last input was not a key press: app/focus-styles.tsx draws no ring on it. */
export const QUIET_FOCUS_ATTRIBUTE = 'data-quiet-focus';

/** Whether the user's last input was a key press (Tab, Enter on a link, a shortcut), rather than a pointer. */
let lastInputWasKey = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (lastInputWasKey = true), true);
  document.addEventListener('pointerdown', () => (lastInputWasKey = false), true);
}

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
      heading.toggleAttribute(QUIET_FOCUS_ATTRIBUTE, !lastInputWasKey);
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
