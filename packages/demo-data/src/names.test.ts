// Brand and product names on a market the size of the demo: unique, varied, fitting what each brand makes.
import { describe, expect, it } from 'vitest';
import { categories } from './categories.ts';
import { brandName, brandStemKind, productName, type BrandFocus } from './names.ts';
import { Rng } from './random.ts';

interface SimBrand {
  name: string;
  focus: BrandFocus;
  products: string[];
}

const subs = categories.flatMap((c) => c.subs.map((s) => ({ ...s, categoryId: c.id })));
const pickSub = (rng: Rng, categoryIds: readonly number[]) => {
  const pool = subs.filter((s) => categoryIds.includes(s.categoryId));
  return pool[rng.weightedIndex(pool.map((s) => s.weight))] as (typeof pool)[number];
};

/**
 * A demo-sized market: 2,300 brands over all categories (some spanning two), about 5 products each (none when
 * `withProducts` is false: brand names are drawn from a stream of their own).
 */
function simulateMarket(seed: number, brandCount = 2300, withProducts = true): SimBrand[] {
  const rng = Rng.derive(seed, 'names-test-market');
  const nameRng = Rng.derive(seed, 'names-test-brands');
  const productRng = Rng.derive(seed, 'names-test-products');
  const taken = new Set<string>(['Open Spec']);
  const brands: SimBrand[] = [];
  for (let i = 0; i < brandCount; i++) {
    const first = (rng.pick(categories) as (typeof categories)[number]).id;
    const categoryIds = rng.chance(0.15) ? [first, rng.pick(categories).id] : [first];
    const focus: BrandFocus =
      categoryIds.length > 1
        ? { categoryId: null, subCategoryName: null, spans: categoryIds }
        : { categoryId: first, subCategoryName: pickSub(rng, categoryIds).name };
    const own = new Set<string>();
    const products = withProducts
      ? Array.from({ length: rng.int(3, 7) }, () =>
          productName(productRng, pickSub(rng, categoryIds).name, own),
        )
      : [];
    brands.push({ name: brandName(nameRng, focus, taken), focus, products });
  }
  return brands;
}

const stemOf = (name: string) => name.split(' ')[0] as string;
/**
 * Real industry names (the generator's refusal list includes these; coined stems reach 'nevamar', and the surname
 * and place names the last four).
 */
const realNames =
  'interface shaw mohawk armstrong tarkett steelcase knoll haworth kohler moen sloan daltile formica wilsonart corian caesarstone usg rockfon lutron acuity bobrick allegion schlage humanscale hon kimball allsteel teknion milliken patcraft mannington forbo roppe kvadrat maharam momentum designtex carnegie koroseal draper vitra emeco flos zurn elkay toto crossville cambria silestone hightower bernhardt keilhauer coalesse arcadia chilewich marmont fenix belden nevamar bradley sterling rockwood marshfield'.split(
    ' ',
  );

describe('brand names', () => {
  const market = simulateMarket(7);
  const names = market.map((b) => b.name);

  it('are unique, and rarely share a stem (first word)', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('Open Spec');
    const stems = new Set(names.map(stemOf));
    expect(stems.size / names.length).toBeGreaterThanOrEqual(0.8);
    // Fresh stems are preferred, so at this size a reused one is very rare.
    expect(stems.size / names.length).toBeGreaterThanOrEqual(0.98);
  });

  it("are mostly a founder's surname or a place, fewer coined stems", () => {
    const share = (kind: string) => names.filter((n) => brandStemKind(n) === kind).length / names.length;
    expect(share('surname')).toBeGreaterThan(0.12);
    expect(share('place')).toBeGreaterThan(0.15);
    expect(share('coined')).toBeLessThan(0.65);
  });

  it("keep 'A & B' names rare and always with what they make", () => {
    const ampersand = names.filter((n) => n.includes(' & '));
    expect(ampersand.length / names.length).toBeLessThanOrEqual(0.02);
    for (const name of ampersand) expect(name).not.toMatch(/^\S+ & \S+$/);
  });

  it('say Signs only for signage makers, across every sub-category', () => {
    for (const b of market) if (/\bSign/.test(b.name)) expect(b.focus.subCategoryName).toBe('Signage');
    const rng = Rng.derive(11, 'names-test-signs');
    const taken = new Set<string>();
    const signs = (focus: BrandFocus) =>
      Array.from({ length: 150 }, () => brandName(rng, focus, taken)).filter((n) => /\bSign/.test(n)).length;
    for (const s of subs) {
      const count = signs({ categoryId: s.categoryId, subCategoryName: s.name });
      if (s.name === 'Signage') expect(count).toBeGreaterThan(30);
      else expect(count, s.name).toBe(0);
    }
    for (const c of categories) expect(signs({ categoryId: c.id, subCategoryName: null }), c.name).toBe(0);
    expect(signs({ categoryId: null, subCategoryName: null })).toBe(0);
  });

  it('read like makers of what the brand makes', () => {
    const rng = Rng.derive(12, 'names-test-fit');
    const taken = new Set<string>();
    const sample = (focus: BrandFocus) =>
      Array.from({ length: 150 }, () => brandName(rng, focus, taken)).filter((n) => n.includes(' '));
    for (const n of sample({ categoryId: 13, subCategoryName: 'Downlights' }))
      expect(n).toMatch(/Light|Luminaires|Illumination/);
    for (const n of sample({ categoryId: 4, subCategoryName: 'Paint & Coatings' }))
      expect(n).toMatch(/Paint|Coatings|Finishes|Walls|Wall Studio|Wall Systems/);
    for (const n of sample({ categoryId: 8, subCategoryName: 'Toilet Compartments' }))
      expect(n).toMatch(/Partition|Compartments|Specialties|Products|Manufacturing/);
    const group = / (Interiors|Industries|Group|Commercial|Companies|Brands|International|Manufacturing)$/;
    for (const n of sample({ categoryId: null, subCategoryName: null })) expect(n).toMatch(group);
    // A group's suffix fits everything it makes: 'Building Products' only for building products, furniture
    // groups read like furniture makers.
    for (const n of sample({ categoryId: null, subCategoryName: null, spans: [1, 2] }))
      expect(n).toMatch(
        / (Interiors|Industries|Group|Commercial|Companies|Brands|International|Manufacturing|Building Products)$/,
      );
    for (const n of sample({ categoryId: null, subCategoryName: null, spans: [4, 6] })) {
      expect(n).toMatch(group);
      expect(n).not.toMatch(/Building Products/);
    }
    for (const n of sample({ categoryId: null, subCategoryName: null, spans: [10, 11, 12] }))
      expect(n).toMatch(
        / (Furniture|Contract Furniture|Office Furniture|Workplace|Furniture Group|Group|Industries|Companies|Contract)$/,
      );
  });

  it('never start with a real industry name, even when the stems run out', () => {
    // 30,000 brands exhaust the two-syllable stems, which include some real names the generator must refuse.
    // Their products do not touch the names: without them the market costs a quarter.
    const big = simulateMarket(8, 30_000, false);
    expect(new Set(big.map((b) => b.name)).size).toBe(big.length);
    const firstWords = new Set(big.map((b) => stemOf(b.name).toLowerCase()));
    for (const real of realNames) expect(firstWords.has(real), real).toBe(false);
    for (const name of names) expect(realNames).not.toContain(stemOf(name).toLowerCase());
  });

  it('are the same for the same seed', () => {
    expect(simulateMarket(7, 300).map((b) => b.name)).toEqual(names.slice(0, 300));
    expect(simulateMarket(9, 300).map((b) => b.name)).not.toEqual(names.slice(0, 300));
  });
});

describe('product names', () => {
  const market = simulateMarket(7);

  it('are unique within each brand', () => {
    const all = market.flatMap((b) => b.products);
    expect(all.length).toBeGreaterThan(10_000);
    for (const b of market) expect(new Set(b.products).size).toBe(b.products.length);
  });

  it('stay unique for a brand with 200 products in one sub-category, as variants of its lines', () => {
    const rng = Rng.derive(3, 'names-test-big-brand');
    const own = new Set<string>();
    const made = Array.from({ length: 200 }, () => productName(rng, 'Carpet Tile', own));
    expect(new Set(made).size).toBe(200);
    expect(own.size).toBe(200);
    for (const n of made) expect(n).toMatch(/(Carpet Tile|Modular|Carpet Plank)( [A-Z]{2,3}-\d+)?$/);
  });

  it('terminate and stay unique when a single-noun sub-category is crowded', () => {
    const rng = Rng.derive(4, 'names-test-crowded');
    const own = new Set<string>();
    const made = Array.from({ length: 3000 }, () => productName(rng, 'Linoleum', own));
    expect(new Set(made).size).toBe(3000);
    expect(made.filter((n) => /[A-Z]{2,3}-\d+$/.test(n)).length).toBeGreaterThan(0);
  });

  it('are rarely shared by three or more brands', () => {
    const brandsByName = new Map<string, number>();
    for (const b of market) for (const n of b.products) brandsByName.set(n, (brandsByName.get(n) ?? 0) + 1);
    const shared = [...brandsByName.values()].filter((count) => count >= 3).length;
    expect(shared / brandsByName.size).toBeLessThan(0.05);
  });

  it('are the same for the same seed', () => {
    expect(simulateMarket(7, 300).map((b) => b.products)).toEqual(
      market.slice(0, 300).map((b) => b.products),
    );
  });
});
