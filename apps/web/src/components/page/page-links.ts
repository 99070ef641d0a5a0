// Links between pages: a row or tile of one page opens another page's drilldown, keeping the filters.

/** Where the brand summary drill's group lives: /brandsummary/branddrill/{comma-separated ids}. */
export const GROUP_DRILL_PATH = '/brandsummary/branddrill';

export const MANUFACTURER_HASH_KEY = 'manufacturer_name';

/**
 * /products/drill/{productId}#manufacturer_name=…, keeping the current filters (the query string) so the drilldown
 * shows the same window and categories.
 */
export function productDrillPath(productId: number, manufacturerName: string | null, search = ''): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const hash = manufacturerName
    ? `#${new URLSearchParams({ [MANUFACTURER_HASH_KEY]: manufacturerName })}`
    : '';
  return `/products/drill/${productId}${query}${hash}`;
}

/** The manufacturer named in the URL hash (`#manufacturer_name=…`), or null. */
export function manufacturerFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(MANUFACTURER_HASH_KEY);
  return value && value.trim() ? value : null;
}
