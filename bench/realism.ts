// The demo market's realism figures (issue 49, docs/data.md's table): `npm run realism -w bench -- [--market
// <folder or .duckdb file>]`, default the newest snapshot under DATA_DIR/market (./data/market). Load one first,
// e.g. `DATA_DIR=/tmp/realism npm run data -- --scale demo --end 2026-10-31 --yes`. Reads the snapshot alone
// (read-only SQL, no generator state), so what it measures is what the portal's users see.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { categories, marketStructureOf } from '@specpulse/demo-data';

const { values: args } = parseArgs({ options: { market: { type: 'string' } } });
const root = path.resolve(import.meta.dirname, '..');
const target = args.market ?? path.resolve(root, process.env.DATA_DIR ?? 'data', 'market');
const file = target.endsWith('.duckdb')
  ? target
  : path.join(
      target,
      readdirSync(target)
        .filter((f) => f.endsWith('.duckdb'))
        .sort((a, b) => statSync(path.join(target, b)).mtimeMs - statSync(path.join(target, a)).mtimeMs)[0] ??
        '',
    );

const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
const db: DuckDBConnection = await instance.connect();
const rows = async (text: string) => (await db.runAndReadAll(text)).getRowObjectsJS();
const one = async (text: string) => (await rows(text))[0] as Record<string, unknown>;
const num = (v: unknown) => Number(v);
const pct = (v: unknown) => `${(100 * num(v)).toFixed(1)} %`;
const fmt = (v: unknown, d = 2) => num(v).toFixed(d);

const { end } = await one('select cast(max(spec_date) as varchar) as end from spec_line');
const endDate = String(end);
/** The newest 36 months, the last 12 and the 12 before them. */
const recent = `spec_date > date '${endDate}' - interval 36 month`;
const last12 = `spec_date > date '${endDate}' - interval 12 month`;
const prev12 = `spec_date > date '${endDate}' - interval 24 month and spec_date <= date '${endDate}' - interval 12 month`;
const subIds = (structure: string) =>
  categories.flatMap((c) => c.subs.filter((u) => marketStructureOf(u.name) === structure).map((u) => u.id));

const results: [string, string, string][] = [];
const report = (property: string, targetText: string, figure: string) => {
  results.push([property, targetText, figure]);
  console.error(`${property}: ${figure}`);
};

// Helper views: branded lines of the newest three years, large states (the 14 with most projects).
await db.run(`create temp view lines as select l.*, s.region_id from spec_line l join us_state s on s.id = l.state_id
  where not is_open_spec and ${recent}`);
await db.run(
  `create temp table large_state as select state_id from project group by 1 order by count(*) desc limit 14`,
);
await db.run(`create temp table top3 as select category_id, manufacturer_id from (
  select category_id, manufacturer_id, row_number() over (partition by category_id order by count(*) desc) r
  from lines group by 1, 2) where r <= 3`);

// 1. Brands' geography.
{
  const r =
    await one(`with st as (select category_id, state_id, count(*) n from lines group by 1, 2 having count(*) >= 150),
    bs as (select l.category_id, l.manufacturer_id, l.state_id, count(*) / any_value(st.n) as sh
      from lines l join st using (category_id, state_id) join top3 using (category_id, manufacturer_id) group by 1, 2, 3),
    ranked as (select bs.*, row_number() over (partition by category_id, manufacturer_id order by sh desc) best,
      row_number() over (partition by category_id, manufacturer_id order by sh) worst from bs)
    select avg(case when best = 1 then (state_id in (select state_id from large_state))::int end) best_large,
      avg(case when worst = 1 then (state_id not in (select state_id from large_state))::int end) worst_small from ranked`);
  report(
    "Top-3 brands' strongest state is a large state (14 with most projects)",
    'most (national leaders strongest in large states)',
    pct(r.best_large),
  );
  report("Top-3 brands' weakest state is a small state", 'fewer than before (96 %)', pct(r.worst_small));
  const g =
    await one(`with nat as (select category_id, manufacturer_id, count(*) n from lines group by 1, 2 having count(*) >= 300),
    cat as (select category_id, count(*) n from lines group by 1),
    reg as (select category_id, region_id, count(*) n from lines group by 1, 2),
    br as (select category_id, manufacturer_id, region_id, count(*) n from lines group by 1, 2, 3),
    ratio as (select nat.category_id, nat.manufacturer_id,
      max((br.n / reg.n) / (nat.n / cat.n)) r from nat join cat using (category_id) join br using (category_id, manufacturer_id)
      join reg using (category_id, region_id) group by 1, 2)
    select median(r) med, avg((r >= 2)::int) regional, avg((r >= 2 and r <= 5)::int) band, count(*) brands from ratio`);
  report(
    "Brands (300+ lines): best census region's share ÷ national share, median",
    'regional brands 2-5x, national ones about 1-1.5x',
    `${fmt(g.med)}x (${g.brands} brands)`,
  );
  report(
    'Brands (300+ lines) whose home region is ≥ 2x their national share',
    'a real minority',
    pct(g.regional),
  );
}

// 2. Movers: each category's biggest gainer (last 12 months against the 12 before), and where its gain came from.
{
  const gainers = await rows(`with a as (select category_id, manufacturer_id,
      count(*) filter (where ${last12}) / sum(count(*) filter (where ${last12})) over (partition by category_id) s1,
      count(*) filter (where ${prev12}) / sum(count(*) filter (where ${prev12})) over (partition by category_id) s0
      from lines group by 1, 2)
    select category_id, manufacturer_id, s1 - s0 gain from (select *, row_number() over (partition by category_id order by s1 - s0 desc) r from a) where r = 1`);
  /**
   * The part of the gainers' excess lines (won in the last 12 months beyond their previous share) that came from
   * the dimension's `top` values with most excess, and those values' part of the category's lines (what an
   * evenly spread gain would give), averaged over the gainers.
   */
  const part = async (dimension: string, join: string, top: number) => {
    let [parts, even, n] = [0, 0, 0];
    for (const g of gainers) {
      const c = num(g.category_id);
      const b = num(g.manufacturer_id);
      const r =
        await rows(`with l as (select ${dimension} d, manufacturer_id, ${last12} as late from lines ${join} where category_id = ${c} and (${last12} or ${prev12})),
        s0 as (select count(*) filter (where not late and manufacturer_id = ${b}) / count(*) filter (where not late) s from l),
        e as (select d, count(*) filter (where late and manufacturer_id = ${b}) - (select s from s0) * count(*) filter (where late) x,
          count(*) filter (where late) lines from l group by d)
        select x, lines from e order by x desc`);
      const total = r.reduce((s, x) => s + num(x.x), 0);
      const all = r.reduce((s, x) => s + num(x.lines), 0);
      if (total <= 0) continue;
      parts += Math.min(1, r.slice(0, top).reduce((s, x) => s + num(x.x), 0) / total);
      even += r.slice(0, top).reduce((s, x) => s + num(x.lines), 0) / all;
      n++;
    }
    return `${pct(parts / n)} (their part of the lines: ${pct(even / n)})`;
  };
  const meanGain = gainers.reduce((s, g) => s + num(g.gain), 0) / gainers.length;
  report(
    "Each category's biggest gainer: share gained (last 12 months vs the 12 before), mean",
    '—',
    `${fmt(100 * meanGain, 2)} points`,
  );
  report(
    "Gainer's excess lines from its top 2 segments (of 8)",
    'concentrated (≥ 60 %)',
    await part('segment_id', '', 2),
  );
  report(
    "Gainer's excess lines from its top 2 census regions (of 4)",
    'concentrated (≥ 70 %)',
    await part('region_id', '', 2),
  );
  report(
    "Gainer's excess lines from its top 5 design firms",
    'a few key firms on some movers',
    await part(
      'f.design_firm_id',
      'join project p on p.id = project_id join firm_office f on f.id = p.office_id',
      5,
    ),
  );
  report(
    "Gainer's excess lines from products first specified in the last 24 months",
    'a launched line on some movers',
    await part(
      `(product_id in (select product_id from spec_line group by 1 having min(spec_date) > date '${endDate}' - interval 24 month))`,
      '',
      1,
    ),
  );
}

// 3. Project scopes, durations, principals, sites.
{
  await db.run(`create temp table pl as select p.id, p.segment_id, p.start_date, p.completion_date,
      count(l.id) n, bool_or(l.category_id = 1) flooring, bool_or(l.sub_category_id = 101) carpet_tile,
      bool_or(l.category_id = 3) ceilings, bool_or(l.category_id = 13) lighting, bool_or(l.category_id = 12) casework,
      bool_or(l.category_id = 14) plumbing
    from project p left join spec_line l on l.project_id = p.id group by all`);
  await db.run(`create temp table pq as select *, ntile(4) over (order by n, id) q from pl`);
  const w = await one(`select avg(flooring::int) f, avg(carpet_tile::int) ct from pl where segment_id = 2`);
  report('Workplace projects with flooring', '≥ 95 %', pct(w.f));
  report('Workplace projects with carpet tile', 'most (≥ 60 %)', pct(w.ct));
  const h = await one(
    `select avg((flooring and ceilings and lighting and casework and plumbing)::int) all5 from pq where segment_id = 3 and q = 4`,
  );
  report(
    'Largest quarter of health projects with flooring, ceilings, lighting, casework and plumbing',
    '≥ 90 %',
    pct(h.all5),
  );
  const d = await rows(
    `select q, median(completion_date - start_date) as d from pq where completion_date is not null group by q order by q`,
  );
  report(
    'Median project duration (start to completion) by size quarter (lines), days',
    'grows with size',
    d.map((x) => fmt(x.d, 0)).join(' / '),
  );
  const a = await rows(
    `select q, avg(k) k from (select pq.q, count(*) filter (where type_name = 'architect') k from pq join principal on project_id = pq.id group by pq.id, pq.q) group by q order by q`,
  );
  report(
    'Architects per project by size quarter, mean',
    'grows with size',
    a.map((x) => fmt(x.k, 2)).join(' / '),
  );
  const s =
    await one(`select median(dist) med, avg((dist > 10)::int) far from (select 111.2 * sqrt(pow(p.lat - c.lat, 2) + pow((p.lng - c.lng) * cos(radians(c.lat)), 2)) dist
      from project p join city c on c.id = p.city_id)`);
  report(
    'Project sites: median km from their city centre',
    'spread over the metro area',
    `${fmt(s.med, 1)} km`,
  );
  report('Project sites more than 10 km from their city centre', 'suburbs too (≥ 25 %)', pct(s.far));
}

// 4. Market shapes.
{
  const subs =
    await rows(`with s as (select sub_category_id, manufacturer_id, count(*) n, count(distinct project_id) projects from lines group by 1, 2),
      r as (select s.*, row_number() over (partition by sub_category_id order by n desc) k, sum(n) over (partition by sub_category_id) total,
        count(*) over (partition by sub_category_id) makers from s),
      p as (select sub_category_id, count(distinct project_id) projects from lines group by 1)
    select r.sub_category_id sub, any_value(r.makers) makers, max(n / total) filter (where k = 1) s1, max(n / total) filter (where k = 2) s2,
      max(r.projects) filter (where k = 1) / any_value(p.projects) lead_projects
    from r join p using (sub_category_id) group by 1 order by 1`);
  const olig = subs.filter((x) => subIds('oligopoly').includes(num(x.sub)));
  const duopolies = olig.filter((x) => num(x.s1) + num(x.s2) >= 0.7 && num(x.s2) >= 0.6 * num(x.s1)).length;
  const dominant = olig.filter((x) => num(x.lead_projects) >= 0.6 && num(x.lead_projects) <= 0.8).length;
  const ratios = olig.map((x) => num(x.s1) / num(x.s2)).sort((p, q) => p - q);
  report(
    'Oligopoly sub-categories that are duopolies (top 2 ≥ 70 %, #2 ≥ 0.6 × #1)',
    'some (paint: two dominant brands)',
    `${duopolies} of ${olig.length}`,
  );
  report(
    'Oligopoly sub-categories whose leader is on 60-80 % of their projects',
    'some',
    `${dominant} of ${olig.length}`,
  );
  report(
    'Oligopoly sub-categories: leader ÷ #2 (min, median, max)',
    'varied: about 1 (duopoly) to 3+',
    `${fmt(ratios[0])}, ${fmt(ratios[Math.floor(ratios.length / 2)])}, ${fmt(ratios[ratios.length - 1])}`,
  );
  const leadProjects = olig.map((x) => num(x.lead_projects)).sort((p, q) => p - q);
  report(
    'Oligopoly sub-categories: share of projects naming the leader (min, max)',
    'varied, 40-80 %',
    `${pct(leadProjects[0])} – ${pct(leadProjects[leadProjects.length - 1])}`,
  );
  const makers = (name: string) => {
    const id = categories.flatMap((c) => c.subs).find((u) => u.name === name)?.id;
    return String(subs.find((x) => num(x.sub) === id)?.makers ?? 0);
  };
  report(
    'Makers of Linoleum / Terrazzo / Bottle Fillers / Toilet Compartments',
    'few (3-10)',
    ['Linoleum', 'Terrazzo', 'Bottle Fillers', 'Toilet Compartments'].map(makers).join(' / '),
  );
  const cover =
    await one(`with c as (select category_id, count(distinct sub_category_id) n from lines group by 1),
      b as (select category_id, manufacturer_id, count(distinct sub_category_id) n from lines join top3 using (category_id, manufacturer_id) group by 1, 2)
    select avg(b.n / c.n) r from b join c using (category_id)`);
  report(
    "A category's top-3 brands: share of its sub-categories each makes",
    'specialists too (well below 96-100 %)',
    pct(cover.r),
  );
  const furniture =
    await one(`select sum(n) filter (where k <= 5) / sum(n) top5 from (select manufacturer_id, count(*) n, row_number() over (order by count(*) desc) k
    from lines where category_id in (10, 11, 12) group by 1)`);
  report(
    'Furniture (Seating, Tables & Workspace, Storage & Casework): top-5 brands share of lines',
    '> 70 %',
    pct(furniture.top5),
  );
}

// 5. 2020-2026.
{
  const m =
    await one(`select count(*) filter (where month(spec_date) in (4, 5)) / 2 / (count(*) filter (where month(spec_date) in (1, 2)) / 2) r
    from spec_line where year(spec_date) = 2020`);
  report('Spec lines Apr-May 2020 ÷ Jan-Feb 2020 (seasonality alone: 1.08)', 'a trough: ≤ 0.8', fmt(m.r));
  const y = await rows(`select year(spec_date) y, count(*) n from spec_line group by 1 order by 1`);
  const full = y.filter((x) => num(x.y) < Number(endDate.slice(0, 4)));
  report(
    'Yearly spec line growth, full years',
    'a fall in 2020, recovery, uneven',
    full
      .slice(1)
      .map(
        (x, i) =>
          `${x.y} ${num(x.n) / num((full[i] as Record<string, unknown>).n) >= 1 ? '+' : ''}${fmt(100 * (num(x.n) / num((full[i] as Record<string, unknown>).n) - 1), 1)} %`,
      )
      .join(', '),
  );
  const last = Number(endDate.slice(0, 4)) - 1;
  const seg =
    await rows(`select segment_id, count(*) filter (where year(spec_date) = ${last}) / count(*) filter (where year(spec_date) = ${last - 1}) - 1 g
    from spec_line group by 1 order by 2`);
  report(
    `Growth by segment ${last} (lowest, highest)`,
    'uneven',
    `${pct(seg[0]?.g)}, ${pct(seg[seg.length - 1]?.g)}`,
  );
  const ws = await rows(
    `select year(spec_date) y, avg((segment_id = 2)::int) s from spec_line group by 1 order by 1`,
  );
  report(
    'Workplace share of spec lines by year',
    'drifting down',
    ws.map((x) => `${x.y} ${pct(x.s)}`).join(', '),
  );
  const u = await rows(
    `select y, count(distinct user_id) / (select count(*) from market_user) a from (select user_id, year(event_day) y from user_event) group by 1 order by 1`,
  );
  report(
    'Market users active each year (of all)',
    'below 100 %: users join and leave firms',
    u.map((x) => `${x.y} ${pct(x.a)}`).join(', '),
  );
}

// 6. Quantity: added up within one unit of measure (the line's category's), as the quantity share is.
{
  const q = await rows(`with b as (
      select c.quantity_unit u, l.manufacturer_id, sum(l.quantity) q, count(*) n
      from lines l join category c on c.id = l.category_id group by 1, 2
    ), s as (
      select u, q / sum(q) over (partition by u) qs, n / sum(n) over (partition by u) ns,
        row_number() over (partition by u order by q desc, manufacturer_id) r
      from b
    )
    select u, qs, ns from s where r = 1 order by u`);
  report(
    "Per unit of measure: the quantity leader's share of quantity / of lines",
    'alike (one unit at a time)',
    q.map((x) => `${String(x.u)} ${pct(x.qs)} / ${pct(x.ns)}`).join(', '),
  );
}

console.log(`Snapshot ${path.basename(file)}, data through ${endDate}\n`);
console.log('| property | target | figure |\n|---|---|---|');
for (const [p, t, f] of results) console.log(`| ${p} | ${t} | ${f} |`);
db.closeSync();
instance.closeSync();
