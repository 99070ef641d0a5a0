// The registry entry of the page on screen (app/pages.ts), which the router hands its page: the page view is
// recorded under its name, so no page declares it again.
import { createContext, useContext } from 'react';

export interface CurrentPage {
  title: string;
  /** The page-view event's name; none: the page records no view. */
  view?: string;
}

const CurrentPageContext = createContext<CurrentPage | null>(null);

export const CurrentPageProvider = CurrentPageContext.Provider;

/** The page on screen; null outside a registered page (a component rendered on its own). */
export const useCurrentPage = (): CurrentPage | null => useContext(CurrentPageContext);
