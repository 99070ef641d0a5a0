// Realistic filter payloads for the benchmark, from the everyday dashboard to the heaviest questions.
import type { FilterPayloadInput } from '@specpulse/contract';

/** Ids read from the running API (configuration and autocomplete), so payloads fit any data set. */
export interface BenchContext {
  categories: number[];
  subCategories: number[];
  segments: number[];
  statuses: number[];
  /** Brands, most specified first. */
  brands: number[];
  /** The brand with the most spec lines in every category over 36 months (its drilldown reads the most). */
  heaviestBrand: number;
  /** Products, most specified first. */
  products: number[];
  /** Projects of the default filters, largest share first (the Source Data panel's rows). */
  projects: number[];
}

export interface PayloadPreset {
  name: string;
  /** What a reader of docs/performance.md should picture. */
  description: string;
  build(ctx: BenchContext): FilterPayloadInput;
}

export const payloadPresets: readonly PayloadPreset[] = [
  {
    name: 'default',
    description: "the firm's default categories, 12 months to the last quarter",
    build: () => ({}),
  },
  {
    name: 'broad-36m',
    description: 'every category, 36 months, open spec included (the widest spec universe)',
    build: (ctx) => ({
      categories: ctx.categories,
      period_interval: 36,
      period_end: 'month',
      openspec: true,
    }),
  },
  {
    name: 'narrow',
    description: 'two regions, two segments, two statuses, one category, 6 months',
    build: (ctx) => ({
      categories: ctx.categories.slice(0, 1),
      regions: ['south', 'west'],
      segments: ctx.segments.slice(0, 2),
      projprodstatus: ctx.statuses.slice(0, 2),
      period_interval: 6,
    }),
  },
  {
    name: 'complex',
    description: '(brand 1 or brand 2) and (brand 3 or brand 4), every category, 36 months (fact tables)',
    build: (ctx) => ({
      categories: ctx.categories,
      period_interval: 36,
      complex: [
        { brandId: ctx.brands[0] ?? 1 },
        { brandId: ctx.brands[1] ?? 2, end: 'end' },
        { brandId: ctx.brands[2] ?? 3, join: 'and' },
        { brandId: ctx.brands[3] ?? 4 },
      ],
    }),
  },
  {
    name: 'projects',
    description: '200 project ids, every category, 24 months (fact tables)',
    build: (ctx) => ({
      categories: ctx.categories,
      period_interval: 24,
      project_ids: Array.from({ length: 200 }, (_, i) => 1 + i * 37),
    }),
  },
];
