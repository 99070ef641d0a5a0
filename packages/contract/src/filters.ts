// The shared filter set: URL/UI state, the API payload, the pure conversions between them and the advanced
// query grammar.
export * from './filters/filter-set.schema.ts';
export * from './filters/filter-set.url.ts';
export * from './filters/filter-set.convert.ts';
export * from './filters/complex-query.ts';
export * from './filters/window.ts';
