// Where a table's header sticks while the page scrolls (issue 48): the shell says how far below the top of the
// screen its top bar ends; a dialog or a row's expansion says none, and its tables keep their rows in a box.
import { createContext, useContext } from 'react';
import type { CSSObject, Theme } from '@mui/material';

/** The `top` (per screen size) of a header that sticks to the page; null: the rows scroll in a box of their own. */
export type StickyTop = ((theme: Theme) => CSSObject) | null;

const StickyTopContext = createContext<StickyTop>(null);

export const StickyTopProvider = StickyTopContext.Provider;

export const useStickyTop = (): StickyTop => useContext(StickyTopContext);
