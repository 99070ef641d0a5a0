// Sums the rollups of filters/rollups.ts while the generator writes the facts, so a load COPYs them instead
// of re-reading millions of fact rows with SQL afterwards (most of the embedded engine's load time).
import {
  MASK_CATEGORY_LIMIT,
  PROJECT_ROLLUP,
  rollupMeasures,
  searchRollups,
  windowRollups,
  type WindowRollupDefinition,
  specRollups,
  type SearchRollupColumn,
  type SpecRollupColumn,
} from '../filters/rollups.ts';
import { SEARCH_PRODUCT_HISTOGRAM, SPEC_PRODUCT_HISTOGRAM } from '../filters/product-histograms.ts';
import { analysisRanges, monthIndexOf } from '../filters/window.ts';
import {
  CsvWriter,
  productStatuses,
  segments,
  states,
  type DataRange,
  type FactTally,
  type TalliedSearch,
  type TalliedSpecLine,
} from '@specpulse/demo-data';
import { KeyIndex } from './key-index.ts';

/**
 * A rollup being summed: rows keyed by a number (its columns' values in mixed radix), each with its measures
 * per month; the CSV text of a row's columns is built once, when the row first appears.
 */
interface MonthlyRollup {
  table: string;
  columns: readonly string[];
  /** Measures per month: lines and quantity, or searches. */
  measures: number;
  /** Indexes of its columns in the fact's value array, and each one's radix multiplier. */
  slots: Int32Array;
  multipliers: Float64Array;
  keyColumns: KeyColumn[];
  index: KeyIndex;
  /** Row r's measures of month m at (r × months + m) × measures. */
  sums: Float64Array;
  texts: string[];
}

/** Decimal text of small non-negative integers, cached: the same few thousand ids are written millions of times. */
const idTexts: string[] = [];
const idText = (n: number): string => (idTexts[n] ??= String(n));

const regionIds = [...new Set(states.map((s) => s.region))];
const regionIndexByState = new Int32Array(Math.max(...states.map((s) => s.id)) + 1);
for (const s of states) regionIndexByState[s.id] = regionIds.indexOf(s.region);

/** Largest ids of the data set, for the radix of each key column. */
export interface TallyBounds {
  brandId: number;
  productId: number;
  categoryId: number;
  subCategoryId: number;
}

/** A key column: where its value sits in the fact's value array, its radix, and its CSV text. */
interface KeyColumn {
  slot: number;
  radix: number;
  text: (value: number) => string;
}

const id: (slot: number, max: number) => KeyColumn = (slot, max) => ({ slot, radix: max + 1, text: idText });
/** An id column that may be NULL: 0 is written as empty CSV. */
const optional = (slot: number, max: number): KeyColumn => ({
  slot,
  radix: max + 1,
  text: (v) => (v ? idText(v) : ''),
});

const maxStateId = Math.max(...states.map((s) => s.id));

function specColumns(b: TallyBounds): Record<SpecRollupColumn, KeyColumn> {
  return {
    manufacturer_id: id(0, b.brandId),
    product_id: id(1, b.productId),
    category_id: id(2, b.categoryId),
    sub_category_id: optional(3, b.subCategoryId),
    is_open_spec: { slot: 4, radix: 2, text: (v) => (v ? 't' : 'f') },
    status_id: id(5, Math.max(...productStatuses.map((x) => x.id))),
    segment_id: id(6, Math.max(...segments.map((x) => x.id))),
    state_id: id(7, maxStateId),
    region_id: { slot: 8, radix: regionIds.length, text: (v) => regionIds[v] as string },
  };
}

function searchColumns(b: TallyBounds): Record<SearchRollupColumn, KeyColumn> {
  return {
    manufacturer_id: optional(0, b.brandId),
    product_id: optional(1, b.productId),
    category_id: optional(2, b.categoryId),
    state_id: id(3, maxStateId),
    region_id: { slot: 4, radix: regionIds.length, text: (v) => regionIds[v] as string },
  };
}

function monthlyRollup(
  table: string,
  columnNames: readonly string[],
  columns: Record<string, KeyColumn>,
  measures: number,
  months: number,
): MonthlyRollup {
  const keyColumns = columnNames.map((c) => columns[c] as KeyColumn);
  const multipliers = new Float64Array(keyColumns.length);
  let m = 1;
  for (let i = keyColumns.length - 1; i >= 0; i--) {
    multipliers[i] = m;
    m *= (keyColumns[i] as KeyColumn).radix;
  }
  if (m > Number.MAX_SAFE_INTEGER) throw new Error(`${table}: too many distinct keys to sum in memory`);
  return {
    table,
    columns: columnNames,
    measures,
    slots: Int32Array.from(keyColumns.map((c) => c.slot)),
    multipliers,
    keyColumns,
    index: new KeyIndex(),
    sums: new Float64Array(1024 * months * measures),
    texts: [],
  };
}

export interface TalliedTable {
  table: string;
  columns: readonly string[];
  /** CSV chunks in the column order of `columns`. */
  rows: () => Iterable<string>;
}

export class RollupTally implements FactTally {
  private readonly specSums: MonthlyRollup[];
  private readonly searchSums: MonthlyRollup[];
  private readonly monthIso: string[] = [];
  /** The current fact's column values (slots of specColumns / searchColumns). */
  private readonly values = new Float64Array(9);
  /** Project rollup state: the current project's category masks per month (low and high 32 bits). */
  private project = { id: 0, segmentId: 0, stateId: 0 };
  private readonly masks: Int32Array;
  private readonly touched: number[] = [];
  private projectRows = new CsvWriter();
  private readonly projectChunks: string[] = [];
  /** False once a category id does not fit the masks: the project rollup is then not built (facts are read). */
  private masksFit = true;
  /** Spec lines per brand and per product over the whole range (autocomplete's popularity). */
  readonly brandLines: Float64Array;
  readonly productLines: Float64Array;

  constructor(
    private readonly range: DataRange,
    private readonly asOf: string,
    bounds: TallyBounds,
  ) {
    for (let day = 0; day < range.days; day++) {
      const m = range.monthByOffset[day] as number;
      this.monthIso[m] ??= `${(range.isoByOffset[day] as string).slice(0, 8)}01`;
    }
    const spec = specColumns(bounds);
    const search = searchColumns(bounds);
    this.specSums = specRollups.map((r) => monthlyRollup(r.table, r.columns, spec, 2, range.months));
    this.searchSums = searchRollups.map((r) => monthlyRollup(r.table, r.columns, search, 1, range.months));
    this.masks = new Int32Array(range.months * 4);
    this.brandLines = new Float64Array(bounds.brandId + 1);
    this.productLines = new Float64Array(bounds.productId + 1);
  }

  /** Adds the current values (this.values) to a rollup's row for the month. */
  private add(r: MonthlyRollup, month: number, a: number, b: number) {
    const values = this.values;
    let key = 0;
    for (let i = 0; i < r.slots.length; i++)
      key += (values[r.slots[i] as number] as number) * (r.multipliers[i] as number);
    let row = r.index.get(key);
    const width = this.range.months * r.measures;
    if (row === -1) {
      row = r.index.add(key);
      r.texts.push(r.keyColumns.map((c) => c.text(values[c.slot] as number)).join(','));
      if ((row + 1) * width > r.sums.length) {
        const grown = new Float64Array(r.sums.length * 2);
        grown.set(r.sums);
        r.sums = grown;
      }
    }
    const at = row * width + month * r.measures;
    r.sums[at] = (r.sums[at] as number) + a;
    if (r.measures === 2) r.sums[at + 1] = (r.sums[at + 1] as number) + b;
  }

  specLine(line: TalliedSpecLine): void {
    const month = this.range.monthByOffset[line.day] as number;
    const v = this.values;
    v[0] = line.brandId;
    v[1] = line.productId;
    v[2] = line.categoryId;
    v[3] = line.subCategoryId;
    v[4] = line.isOpenSpec ? 1 : 0;
    v[5] = line.statusId;
    v[6] = line.segmentId;
    v[7] = line.stateId;
    v[8] = regionIndexByState[line.stateId] as number;
    for (const r of this.specSums) this.add(r, month, 1, line.quantity);
    this.brandLines[line.brandId] = (this.brandLines[line.brandId] as number) + 1;
    this.productLines[line.productId] = (this.productLines[line.productId] as number) + 1;
    if (line.projectId !== this.project.id) {
      this.flushProject();
      this.project = { id: line.projectId, segmentId: line.segmentId, stateId: line.stateId };
    }
    const c = line.categoryId;
    if (c < 0 || c >= MASK_CATEGORY_LIMIT) {
      this.masksFit = false;
      return;
    }
    const base = month * 4;
    const m = this.masks;
    if (!m[base] && !m[base + 1] && !m[base + 2] && !m[base + 3]) this.touched.push(month);
    const at = base + (line.isOpenSpec ? 2 : 0) + (c >= 32 ? 1 : 0);
    m[at] = (m[at] as number) | (1 << (c % 32));
  }

  search(event: TalliedSearch): void {
    const month = this.range.monthByOffset[event.day] as number;
    const v = this.values;
    v[0] = event.brandId;
    v[1] = event.productId;
    v[2] = event.categoryId;
    v[3] = event.stateId;
    v[4] = regionIndexByState[event.stateId] as number;
    for (const r of this.searchSums) this.add(r, month, 1, 0);
  }

  /** Writes the current project's rows (its lines come one project after another). */
  private flushProject() {
    const out = this.projectRows;
    const mask = (low: number, high: number) => ((BigInt(high >>> 0) << 32n) | BigInt(low >>> 0)).toString();
    for (const m of this.touched.sort((a, b) => a - b)) {
      const at = m * 4;
      out
        .text(this.monthIso[m] as string)
        .comma()
        .int(this.project.id)
        .comma()
        .int(this.project.segmentId);
      out
        .comma()
        .int(this.project.stateId)
        .comma()
        .text(mask(this.masks[at] as number, this.masks[at + 1] as number));
      out
        .comma()
        .text(mask(this.masks[at + 2] as number, this.masks[at + 3] as number))
        .end();
      this.masks.fill(0, at, at + 4);
    }
    this.touched.length = 0;
    if (out.full) this.projectChunks.push(out.take());
  }

  /** Every rollup table with its rows, for COPY; call once, after the last fact. */
  tables(): TalliedTable[] {
    this.flushProject();
    const rest = this.projectRows.take();
    if (rest) this.projectChunks.push(rest);
    const monthly = (r: MonthlyRollup): TalliedTable => ({
      table: r.table,
      columns: ['month', ...r.columns, ...rollupMeasures(r.measures === 2 ? 'spec' : 'search')],
      rows: () => this.monthlyRows(r),
    });
    // Each per-window rollup sums its monthly rollup, which has its columns.
    const sumsOf = (w: WindowRollupDefinition) => {
      const r = (w.kind === 'spec' ? this.specSums : this.searchSums).find((x) => x.table === w.from);
      if (!r || r.columns.join() !== w.columns.join())
        throw new Error(`${w.from} does not have the columns of ${w.table}`);
      return r;
    };
    const productSums = (kind: 'spec' | 'search') =>
      sumsOf(windowRollups.find((w) => w.kind === kind && w.key === 'product_id') as WindowRollupDefinition);
    const specProducts = productSums('spec');
    const searchProducts = productSums('search');
    const windows: TalliedTable[] = [
      ...windowRollups.map((w) => ({
        table: w.table,
        columns: ['range_start', 'range_end', ...w.columns, ...rollupMeasures(w.kind)],
        rows: () => this.windowRows(sumsOf(w)),
      })),
      {
        table: SPEC_PRODUCT_HISTOGRAM,
        columns: [
          'range_start',
          'range_end',
          'category_id',
          'sub_category_id',
          'is_open_spec',
          'product_lines',
          'products',
          'lines',
          'quantity',
        ],
        // Per window row (one product's): its category, sub-category and open spec, then its line count.
        rows: () =>
          this.histogramRows(specProducts, (columns, lines) => `${columns.slice(2).join(',')},${lines}`),
      },
      {
        table: SEARCH_PRODUCT_HISTOGRAM,
        columns: ['range_start', 'range_end', 'category_id', 'product_searches', 'products', 'searches'],
        // Searches without a product: one row per category with product_searches null and no products.
        rows: () =>
          this.histogramRows(searchProducts, (columns, searches) =>
            columns[0] ? `${columns[2]},${searches}` : `${columns[2]},`,
          ),
      },
    ];
    const project: TalliedTable[] = this.masksFit
      ? [
          {
            table: PROJECT_ROLLUP,
            columns: ['month', 'project_id', 'segment_id', 'state_id', 'categories', 'open_categories'],
            rows: () => this.projectChunks,
          },
        ]
      : [];
    return [...this.specSums.map(monthly), ...project, ...windows, ...this.searchSums.map(monthly)];
  }

  private *monthlyRows(r: MonthlyRollup): Generator<string> {
    const out = new CsvWriter();
    const width = this.range.months * r.measures;
    for (let m = 0; m < this.range.months; m++) {
      const month = this.monthIso[m] as string;
      for (let row = 0; row < r.index.size; row++) {
        const at = row * width + m * r.measures;
        if (!r.sums[at]) continue;
        out
          .text(month)
          .comma()
          .text(r.texts[row] as string)
          .comma()
          .int(r.sums[at] as number);
        if (r.measures === 2) out.comma().int(r.sums[at + 1] as number);
        out.end();
        if (out.full) yield out.take();
      }
    }
    const rest = out.take();
    if (rest) yield rest;
  }

  /**
   * Per range a payload can ask for, the monthly sums of every row over it (as rebuildWindowRollup sums them
   * in SQL): `a` and `b` by row, in arrays reused from one range to the next.
   */
  private *windowSums(
    r: MonthlyRollup,
  ): Generator<{ start: string; end: string; a: Float64Array; b: Float64Array }> {
    const first = monthIndexOf(this.monthIso[0] as string);
    const width = this.range.months * r.measures;
    const a = new Float64Array(r.index.size);
    const b = new Float64Array(r.index.size);
    for (const range of analysisRanges(this.asOf)) {
      const from = Math.max(0, monthIndexOf(range.start) - first);
      const to = Math.min(this.range.months - 1, monthIndexOf(range.end) - first);
      if (from > to) continue;
      a.fill(0);
      b.fill(0);
      for (let row = 0; row < r.index.size; row++) {
        for (let m = from; m <= to; m++) {
          const at = row * width + m * r.measures;
          a[row] = (a[row] as number) + (r.sums[at] as number);
          if (r.measures === 2) b[row] = (b[row] as number) + (r.sums[at + 1] as number);
        }
      }
      yield { start: range.start, end: range.end, a, b };
    }
  }

  private *windowRows(r: MonthlyRollup): Generator<string> {
    const out = new CsvWriter();
    for (const { start, end, a, b } of this.windowSums(r)) {
      for (let row = 0; row < r.index.size; row++) {
        if (!a[row]) continue;
        out
          .text(start)
          .comma()
          .text(end)
          .comma()
          .text(r.texts[row] as string)
          .comma()
          .int(a[row] as number);
        if (r.measures === 2) out.comma().int(b[row] as number);
        out.end();
        if (out.full) yield out.take();
      }
    }
    const rest = out.take();
    if (rest) yield rest;
  }

  /**
   * A product histogram (filters/product-histograms.ts) from the per-window sums: per range and `bucket` of a
   * row (its CSV columns and first measure), the rows with a product and the sums of the measures.
   */
  private *histogramRows(
    r: MonthlyRollup,
    bucket: (columns: string[], a: number) => string,
  ): Generator<string> {
    const columnsOf = r.texts.map((text) => text.split(','));
    const lines: string[] = [];
    for (const { start, end, a, b } of this.windowSums(r)) {
      const buckets = new Map<string, [number, number, number]>();
      for (let row = 0; row < r.index.size; row++) {
        const n = a[row] as number;
        if (!n) continue;
        const columns = columnsOf[row] as string[];
        const key = bucket(columns, n);
        let sums = buckets.get(key);
        if (!sums) buckets.set(key, (sums = [0, 0, 0]));
        if (columns[0]) sums[0]++;
        sums[1] += n;
        sums[2] += b[row] as number;
      }
      for (const [key, [products, sumA, sumB]] of buckets)
        lines.push(
          r.measures === 2
            ? `${start},${end},${key},${products},${sumA},${sumB}\n`
            : `${start},${end},${key},${products},${sumA}\n`,
        );
    }
    for (let i = 0; i < lines.length; i += 4000) yield lines.slice(i, i + 4000).join('');
  }
}
