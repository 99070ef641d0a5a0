// Whether a sideways-scrolling box has content past its left and right edges, so a wide table can show that
// more columns are off screen (an edge shadow) instead of clipping them unnoticed; and whether its table is wider
// than the box at all, so a table that fits can do without the box.
import { useLayoutEffect, useState } from 'react';

export interface ScrollEdges {
  /** Callback ref for the scrolling element. */
  ref: (node: HTMLElement | null) => void;
  /** Columns are scrolled out of view on the left. */
  before: boolean;
  /** Columns are out of view on the right. */
  after: boolean;
  /** Anything is out of view, sideways or below: the box must take keyboard focus to be scrolled. */
  scrollable: boolean;
  /** The table (the box's first child) is wider than the box, scrolled or not. */
  wide: boolean;
}

export function useScrollEdges(): ScrollEdges {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState({ before: false, after: false, scrollable: false, wide: false });
  // Measured before the first paint: a wide table is not drawn once out of its box.
  useLayoutEffect(() => {
    if (!node) return;
    const update = () => {
      const before = node.scrollLeft > 0;
      // A pixel of slack: zoomed layouts round widths to fractions.
      const after = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      const scrollable =
        after || before || node.scrollTop + node.clientHeight < node.scrollHeight - 1 || node.scrollTop > 0;
      // Against the box's whole width: a vertical scrollbar in it takes room the table has without the box.
      const table = node.firstElementChild;
      const wide =
        table !== null && table.getBoundingClientRect().width > node.getBoundingClientRect().width + 1;
      setEdges((e) =>
        e.before === before && e.after === after && e.scrollable === scrollable && e.wide === wide
          ? e
          : { before, after, scrollable, wide },
      );
    };
    update();
    node.addEventListener('scroll', update, { passive: true });
    // The box resizing (the window) or its table widening (rows arriving) moves the edges too.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(node);
    if (node.firstElementChild) observer?.observe(node.firstElementChild);
    return () => {
      node.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [node]);
  return { ref: setNode, ...edges };
}
