// Resolves a drilldown brand id (a number, or `show` = the firm's own brands) to the brands it stands for.
import { sql, type Kysely } from 'kysely';
import type { BrandId } from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';

/** The brand(s) a drilldown is about; every drilldown figure treats `ids` as one brand. */
export interface BrandGroup {
  id: number | 'show';
  ids: number[];
  name: string;
  imageUrl: string;
}

/** null when the brand does not exist (or, for `show`, when the firm has no existing brands of its own). */
export async function brandGroup(
  db: Kysely<MarketDB>,
  brandId: BrandId,
  firmBrandIds: readonly number[],
): Promise<BrandGroup | null> {
  const ids = brandId === 'show' ? [...firmBrandIds] : [brandId];
  if (ids.length === 0) return null;
  const brands = await db
    .selectFrom('manufacturer')
    .select(['id', 'name', 'logo_url'])
    .where('id', 'in', ids)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const first = brands[0];
  if (!first) return null;
  return {
    id: brandId,
    ids: brands.map((b) => b.id),
    name: brands.map((b) => b.name).join(', '),
    imageUrl: first.logo_url,
  };
}

/** A brand group `multi`: the given ids (sorted, without duplicates) when every one is a brand, else the unknown ones. */
export async function brandSet(
  db: Kysely<MarketDB>,
  brandIds: readonly number[],
): Promise<{ ids: number[] } | { unknown: number[] }> {
  const ids = [...new Set(brandIds)].sort((a, b) => a - b);
  const found = new Set(
    (await db.selectFrom('manufacturer').select('id').where('id', 'in', ids).execute()).map((b) => b.id),
  );
  const unknown = ids.filter((id) => !found.has(id));
  return unknown.length ? { unknown } : { ids };
}

/** The group's brands with their logos, by name (the 'My Brand(s)' strip of a brand group). */
export async function brandLogos(db: Kysely<MarketDB>, ids: readonly number[]) {
  return db
    .selectFrom('manufacturer')
    .select(['id as manufacturer_id', 'name', 'logo_url as image_url'])
    .where('id', 'in', [...ids])
    .orderBy(sql`name collate "C"`)
    .orderBy('id')
    .execute();
}
