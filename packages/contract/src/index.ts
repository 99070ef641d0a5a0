// The contract shared by the API and the web app: schemas, types, routes, texts and permissions.
export * from './errors.ts';
export * from './permissions.ts';
export * from './route.ts';
export * from './health.ts';
export * from './filters.ts';
export * from './report.ts';
