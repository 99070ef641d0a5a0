// Import rules checked by `npm test` (scripts/test.mjs): no import cycles in any workspace, no imports that
// resolve nowhere, and the layers: the contract apart from the apps, plugins and db below the modules, page
// folders apart, e2e reading only the API's setting lists.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be understood, tested or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing fails at run time.',
      from: {},
      // Type-only packages that TypeScript finds under @types/ (their imports are erased).
      to: { couldNotResolve: true, pathNot: '^(geojson|topojson-specification)$' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is what both apps import; it imports nothing from either.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'plugins-and-db-below-modules',
      severity: 'error',
      comment:
        'plugins/ and db/ are the layers every module builds on; a module imported back would make them ' +
        'depend on one area. Tests may reach across (they drive the whole app).',
      from: { path: '^apps/api/src/(plugins|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'pages-apart',
      severity: 'error',
      comment:
        'A page folder does not import another page folder: what two pages share lives in components/.',
      from: { path: '^apps/web/src/pages/([^/]+)/' },
      to: { path: '^apps/web/src/pages/', pathNot: '^apps/web/src/pages/$1/' },
    },
    {
      name: 'e2e-through-config-lists',
      severity: 'error',
      comment:
        'The journeys drive the built server as a user would; from the API they read only its lists of ' +
        "settings (config.ts, branding/branding.ts), never its code; and the tests' OpenID provider.",
      from: { path: '^e2e/' },
      to: {
        path: '^apps/api/',
        pathNot: '^apps/api/(src/(config|branding/branding)|test/oidc-test-provider)\\.ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
