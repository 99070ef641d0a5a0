// The browser title of every screen: '{page title} · {product name}' (the route's title), so tabs and
// history tell pages apart.
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useBranding } from '../app/branding.tsx';

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/** The current route's title (its handle's), e.g. 'Brand Drilldown'. */
export function useRouteTitle(): string | undefined {
  return useMatches()
    .map((m) => titleOf(m.handle))
    .filter(Boolean)
    .at(-1);
}

export function useDocumentTitle() {
  const { product_name } = useBranding();
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · ${product_name}` : product_name;
  }, [title, product_name]);
}
