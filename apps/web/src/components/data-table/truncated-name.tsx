// A name in a table cell on one line, cut with an ellipsis when the column is narrower than it, instead of
// wrapping over many lines; the whole name shows in a tooltip on hover or keyboard focus, only when it is cut.
// The cut is drawn by CSS alone, so the text (and so the accessible name) stays whole; on paper it wraps.
import { useState, type ReactElement } from 'react';
import { Tooltip } from '@mui/material';

/** One line, at most this wide: a long name leaves room for the figures beside it. */
export const truncatedSx = {
  display: 'block',
  maxWidth: 'min(20rem, 40vw)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media print': { whiteSpace: 'normal', maxWidth: 'none' },
} as const;

/** `children` is the element holding the name, styled with truncatedSx. */
export function TruncatedName({ name, children }: { name: string; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      title={name}
      open={open}
      // Only a cut name has something to add.
      onOpen={(event) => {
        // The target, not currentTarget: the tooltip opens after its delay, when the event has been dispatched.
        const el = event.target as HTMLElement;
        if (el.scrollWidth > el.clientWidth) setOpen(true);
      }}
      onClose={() => setOpen(false)}
      // The name stays the element's own (its text or its label); the tooltip describes it.
      describeChild
    >
      {children}
    </Tooltip>
  );
}
