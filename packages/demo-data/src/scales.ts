// Sizes of the three data sets: tiny (tests), demo (npm start), large (PostgreSQL benchmarks).

export const scaleNames = ['tiny', 'demo', 'large'] as const;
export type Scale = (typeof scaleNames)[number];

export interface ScaleParams {
  /**
   * Years of history ending at the as-of date. Six let every period (up to 36 months) compare with a full
   * previous window; the tiny test set keeps three, so its longer windows are the uncovered case.
   */
  historyYears: number;
  /** Brands per category strong enough to lead its sub-categories (min, max); the rest are niche makers. */
  headBrands: [number, number];
  /** Distinct brands wanted in all (head brands plus a long tail of niche brands). */
  brands: number;
  products: number;
  /** Projects, spec lines and events are per three years of history (the load scales them). */
  projects: number;
  /** Target number of spec lines (the generator lands within a few percent). */
  specLines: number;
  /** Exact number of market events. */
  events: number;
  designFirms: number;
  marketUsers: number;
  maxVendorsPerBrand: number;
}

export const scales: Record<Scale, ScaleParams> = {
  tiny: {
    historyYears: 3,
    headBrands: [28, 34],
    brands: 520,
    products: 1_500,
    projects: 500,
    specLines: 18_000,
    events: 25_000,
    designFirms: 80,
    marketUsers: 300,
    maxVendorsPerBrand: 3,
  },
  demo: {
    historyYears: 6,
    headBrands: [20, 40],
    brands: 3_000,
    products: 60_000,
    projects: 30_000,
    specLines: 1_000_000,
    events: 2_000_000,
    designFirms: 1_200,
    marketUsers: 15_000,
    maxVendorsPerBrand: 12,
  },
  large: {
    historyYears: 6,
    headBrands: [20, 40],
    brands: 4_000,
    products: 100_000,
    projects: 300_000,
    specLines: 10_000_000,
    events: 20_000_000,
    designFirms: 5_000,
    marketUsers: 60_000,
    maxVendorsPerBrand: 15,
  },
};

export function isScale(value: string): value is Scale {
  return (scaleNames as readonly string[]).includes(value);
}
