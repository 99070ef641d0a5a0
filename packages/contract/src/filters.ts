// The shared filter set: URL/UI state, the API payload, and the pure conversions between them.
export * from './filters/filter-set.schema.ts';
export * from './filters/filter-set.url.ts';
export * from './filters/filter-set.convert.ts';
