// WCAG 1.4.10 (reflow) at 320 px: the phone width the reflow checks use, and the boxes that scroll sideways.
import type { Locator } from 'playwright-core';

export const NARROW = { width: 320, height: 640 };

/**
 * The boxes in `root` that scroll sideways (content wider than the box), a table's own box apart: a wide data
 * table may scroll inside it (WCAG 1.4.10 lets data tables need two-way scrolling), controls may not.
 */
export const sidewaysBoxes = (root: Locator) =>
  root.evaluate((r) =>
    [r, ...Array.from(r.querySelectorAll('*'))]
      .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
      .filter((e) => e.scrollWidth > e.clientWidth && !(e.firstElementChild instanceof HTMLTableElement))
      .map(
        (e) => `${e.className.toString().split(' ')[0] || e.tagName} ${e.scrollWidth}/${e.clientWidth} px`,
      ),
  );
