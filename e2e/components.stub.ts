// A stubbed API for the component gallery journeys: contract-shaped fixtures answered inside the browser.
import type { BrowserContext, Route } from 'playwright-core';
import { defaultFilterSet, type ConfigurationResponse } from '@specpulse/contract';

const user = {
  first_name: 'Pat',
  last_name: 'Brand',
  avatar: '',
  is_admin: false,
  is_firm_admin: false,
  is_active: true,
  is_impersonate: false,
  user_id: 2,
  firm_name: 'Acme',
  firm_avatar: '',
  permissions: { brands: true, products: true, mybrands: true },
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The web app decodes the token without verifying it; the stubbed API accepts anything. */
export const stubToken = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ user, exp: 4_102_444_800 })}.sig`;

export const configuration: ConfigurationResponse = {
  defaults: { filters: { ...defaultFilterSet, categories: [1, 2] } },
  user,
  configuration: {
    can_export: true,
    can_savefilters: false,
    can_favorite: false,
    fiscal_year_start: 1,
    permissions: user.permissions,
    hasfeature: { nestedcategories: true, hidesegments: false, hideprojects: false },
    filters: {
      categories: [
        { id: 1, name: 'Seating' },
        { id: 2, name: 'Lighting' },
        { id: 3, name: 'Flooring' },
        { id: 4, name: 'Casework' },
      ],
      subCategories: [
        { id: 11, name: 'Task Chairs', category_id: 1 },
        { id: 21, name: 'Downlights', category_id: 2 },
      ],
      regions: ['Northeast', 'Midwest', 'South', 'West'].map((name) => ({ id: name.toLowerCase(), name })),
      intervals: [3, 6, 12, 24, 36],
      periods: [
        { id: 'month', abbr: 'Month' },
        { id: 'qtr', abbr: 'Quarter' },
        { id: 'year', abbr: 'Year' },
      ],
      segments: [
        { id: 1, name: 'Education', icon: 'School' },
        { id: 2, name: 'Workplace', icon: 'Business' },
        { id: 3, name: 'Health & Wellness', icon: 'LocalHospital' },
        { id: 8, name: 'Other', icon: 'Category' },
      ],
      territories: [],
      productStatus: [
        { id: 1, name: 'Basis of Design' },
        { id: 2, name: 'Approved Equal' },
      ],
    },
  },
  data: { as_of: '2026-09-30', data_from: '2020-01-01' },
};

const brandNames = [
  'Acme Seating',
  'Arcadia Floors',
  'Beta Lighting',
  'Cedar Casework',
  'Delta Desks',
  'Echo Panels',
];
const brands = Array.from({ length: 40 }, (_, i) => ({
  id: 100 + i,
  name: i < brandNames.length ? brandNames[i]! : `Brand ${String(i).padStart(2, '0')}`,
  image: '',
}));
const topBrands = brands.map((b, i) => ({
  manufacturer_id: b.id,
  name: b.name,
  image_url: '',
  spec_percent: Number((10 / (i + 1)).toFixed(6)),
  sum_spec: 400 - i * 7,
  spec_quantity_share: Number((8 / (i + 1)).toFixed(6)),
  quantity_unit: 'sq ft',
  spec_growth_real: i % 3 === 0 ? null : i % 2 ? -4.5 : 3.25,
  spec_growth_absolute: i % 2 ? -0.5 : 0.75,
}));
const states = [
  ['Georgia', 'GA'],
  ['Ohio', 'OH'],
  ['Texas', 'TX'],
  ['California', 'CA'],
  ['New York', 'NY'],
  ['Florida', 'FL'],
  ['Washington', 'WA'],
  ['Illinois', 'IL'],
  ['Alaska', 'AK'],
  ['Hawaii', 'HI'],
  ['District of Columbia', 'DC'],
  ['Massachusetts', 'MA'],
] as const;
const mapData = Object.fromEntries(
  states.map(([name, code], i) => [
    name,
    { name, code, spec: 1 + i * 0.75, search: 12 - i * 0.5, lines: 10 + i * 40, searches: 200 - i * 5 },
  ]),
);

type Body = { project_ids?: number[] } | undefined;

function answer(path: string, url: URL, body: Body): unknown {
  const empty = (body?.project_ids?.length ?? 0) > 0;
  switch (path) {
    case '/v2/configuration':
      return configuration;
    case '/v2/autocomplete/brand/': {
      const term = (url.searchParams.get('term') ?? '').toLowerCase();
      return brands.filter((b) => b.name.toLowerCase().includes(term)).slice(0, 20);
    }
    case '/v2/autocomplete/category/': {
      const term = (url.searchParams.get('term') ?? '').toLowerCase();
      return configuration.configuration.filters.categories.filter((c) =>
        c.name.toLowerCase().includes(term),
      );
    }
    case '/v2/analytics/brand/topbrands':
      return empty ? [] : topBrands.slice(0, Number(url.searchParams.get('limit') ?? topBrands.length));
    case '/v2/analytics/brand/mapdata':
      return empty ? {} : mapData;
    case '/v2/analytics/brand/samplesize':
      return empty
        ? []
        : ['2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4'].map((period_group, i) => ({
            period_group,
            count: 50 + i * 9,
          }));
    case '/v2/analytics/brand/speccount':
      return { count: empty ? 0 : topBrands.length };
    case '/v2/analytics/source/marketsegments':
      return empty
        ? []
        : [
            { name: 'Workplace', value: 28.44 },
            { name: 'Education', value: 17.06 },
            { name: 'Health & Wellness', value: 16 },
            { name: 'Hospitality', value: 13.5 },
            { name: 'Residential', value: 12 },
          ];
    default:
      return undefined;
  }
}

/** Signs the browser in with a stub token and answers /v2 from the fixtures (session events: 204). */
export async function stubApi(context: BrowserContext): Promise<void> {
  await context.addInitScript((t) => localStorage.setItem('specpulse.token', t), stubToken);
  await context.route('**/v2/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === '/v2/session/event') return route.fulfill({ status: 204 });
    if (url.pathname.startsWith('/v2/images/')) return route.fulfill({ status: 404 });
    const body = request.method() === 'POST' ? (request.postDataJSON() as Body) : undefined;
    if (url.pathname === '/v2/analytics/brand/mapdata' && body?.project_ids?.includes(666)) {
      return route.fulfill({
        status: 400,
        json: { error: { status: 400, message: 'Project 666 is refused' } },
      });
    }
    const data = answer(url.pathname, url, body);
    if (data === undefined) {
      return route.fulfill({
        status: 404,
        json: { error: { status: 404, message: `no stub for ${url.pathname}` } },
      });
    }
    return route.fulfill({ status: 200, json: data });
  });
}
