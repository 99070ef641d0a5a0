// Market movers (metrics.md): the brands or products of the share ranking with the largest share gains and
// losses, among those with enough lines behind both shares.
import { sql, type RawBuilder } from 'kysely';
import { MIN_SAMPLE_LINES, type MoverRow, type Movers } from '@specpulse/contract';
import type { FilterScope } from '../../filters/scope.ts';
import { shareRanking, type ShareKey } from './market.queries.ts';

/** Name, brand name and image of a ranked key `r.k`: the columns and the joins that give them. */
const names: Record<ShareKey, { columns: RawBuilder<unknown>; joins: RawBuilder<unknown> }> = {
  manufacturer_id: {
    columns: sql`m.name, m.name as manufacturer_name, m.logo_url as image_url`,
    joins: sql`join manufacturer m on m.id = r.k`,
  },
  product_id: {
    columns: sql`p.name, m.name as manufacturer_name, p.image_url`,
    joins: sql`join product p on p.id = r.k join manufacturer m on m.id = p.manufacturer_id`,
  },
};

/** Up to `limit` gainers (growth > 0, largest first) and losers (growth < 0, smallest first). */
export async function movers(scope: FilterScope, key: ShareKey, limit: number): Promise<Movers> {
  const { db } = scope;
  const { rows } = await sql<MoverRow & { side: 'gain' | 'loss' }>`
    with ranked as (
      select r.*, r.sum_spec + r.prev_spec as sample,
        row_number() over (order by r.spec_growth_absolute desc, r.k) as up,
        row_number() over (order by r.spec_growth_absolute, r.k) as down
      from ${shareRanking(scope, key)} r
      where r.sum_spec + r.prev_spec >= ${MIN_SAMPLE_LINES}
    )
    select r.k as id, ${names[key].columns},
      r.spec_percent, r.spec_percent - r.spec_growth_absolute as previous_percent,
      r.spec_growth_absolute, r.spec_growth_real, cast(r.sample as int) as sample,
      case when r.spec_growth_absolute > 0 then 'gain' else 'loss' end as side
    from ranked r
    ${names[key].joins}
    where (r.up <= ${limit} and r.spec_growth_absolute > 0) or (r.down <= ${limit} and r.spec_growth_absolute < 0)
    order by r.spec_growth_absolute desc, r.k`.execute(db);
  const strip = ({ side: _side, ...row }: MoverRow & { side: string }): MoverRow => row;
  return {
    previous_covered: scope.previousCovered,
    min_sample: MIN_SAMPLE_LINES,
    gainers: rows.filter((r) => r.side === 'gain').map(strip),
    losers: rows
      .filter((r) => r.side === 'loss')
      .sort((a, b) => a.spec_growth_absolute - b.spec_growth_absolute || a.id - b.id)
      .map(strip),
  };
}
