// The demo market's fixed code lists: segments (with state tilts), project-product statuses and event types.

export const segments = [
  { id: 1, name: 'Education', icon: 'School', weight: 17 },
  { id: 2, name: 'Workplace', icon: 'Business', weight: 28 },
  { id: 3, name: 'Health & Wellness', icon: 'LocalHospital', weight: 16 },
  { id: 4, name: 'Hospitality', icon: 'Hotel', weight: 13 },
  { id: 5, name: 'Infrastructure & Transportation', icon: 'Train', weight: 3 },
  { id: 6, name: 'Residential', icon: 'Home', weight: 12 },
  { id: 7, name: 'Retail', icon: 'Storefront', weight: 6 },
  { id: 8, name: 'Other', icon: 'Category', weight: 5 },
] as const;
export const segmentIds = {
  education: 1,
  workplace: 2,
  health: 3,
  hospitality: 4,
  infrastructure: 5,
  residential: 6,
  retail: 7,
  other: 8,
} as const;
export type SegmentKey = keyof typeof segmentIds;

/** Segment tilts by state (data.md): multipliers on the national segment weights. */
export const stateSegmentTilts: Record<string, Partial<Record<SegmentKey, number>>> = {
  DC: { other: 3.5, workplace: 1.2 },
  NV: { hospitality: 2.6 },
  FL: { hospitality: 1.7, residential: 1.2 },
  MA: { education: 1.6, health: 1.5 },
  NC: { education: 1.6, health: 1.5 },
  HI: { hospitality: 2 },
  NY: { workplace: 1.2 },
};

export const productStatuses = [
  { id: 1, name: 'Specified' },
  { id: 2, name: 'Basis of Design' },
  { id: 3, name: 'Approved Alternate' },
  { id: 4, name: 'Substituted' },
  { id: 5, name: 'Installed' },
  { id: 6, name: 'Quoted' },
] as const;
export const statusIds = {
  specified: 1,
  basisOfDesign: 2,
  approvedAlternate: 3,
  substituted: 4,
  installed: 5,
  quoted: 6,
} as const;

/** Event types of the market platform (ids are stable; code is what queries use). */
export const eventTypes = [
  { id: 1, code: 'search', name: 'Search', share: 0.45 },
  { id: 2, code: 'product_view', name: 'Product view', share: 0.22 },
  { id: 3, code: 'asset_view', name: 'Asset view', share: 0.1 },
  { id: 4, code: 'asset_download', name: 'Asset download', share: 0.06 },
  { id: 5, code: 'vendor_view', name: 'Vendor view', share: 0.05 },
  { id: 6, code: 'brand_view', name: 'Brand view', share: 0.08 },
  { id: 7, code: 'project_view', name: 'Project view', share: 0.04 },
] as const;
export type EventTypeCode = (typeof eventTypes)[number]['code'];
export const eventTypeIds = Object.fromEntries(eventTypes.map((t) => [t.code, t.id])) as Record<
  EventTypeCode,
  number
>;
