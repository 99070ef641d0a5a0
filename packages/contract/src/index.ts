// The contract shared by the API and the web app: schemas, types, routes, texts and permissions.
export * from './errors.ts';
export * from './permissions.ts';
export * from './route.ts';
export * from './health.ts';
export * from './images.ts';
export * from './filters.ts';
export * from './autocomplete.ts';
export * from './report.ts';
export * from './auth.ts';
export * from './configuration.ts';
export * from './session.ts';
export * from './admin.ts';
export * from './analytics/brand.ts';
export * from './analytics/product.ts';
export * from './analytics/source.ts';
export * from './analytics/brand-reports.ts';
export * from './analytics/product-reports.ts';
