// The exact share change splits of metrics.md ("Why a share changed"): own lines vs market volume, and
// within vs mix over cells, from line counts only (the SQL gives the counts, this gives the arithmetic).

/** A cell's lines: the brand's (b) and all (t), in the previous window (0) and the window (1). */
export interface CellLines {
  b0: number;
  t0: number;
  b1: number;
  t1: number;
}

/** A cell's part of the change in points: within + mix = change. */
export interface CellSplit {
  within: number;
  mix: number;
  change: number;
}

const ratio = (part: number, all: number) => (all > 0 ? part / all : 0);

/** Sum of the cells' lines (the whole universe, or one value's cells). */
export function totalLines(cells: Iterable<CellLines>): CellLines {
  const out = { b0: 0, t0: 0, b1: 0, t1: 0 };
  for (const c of cells) {
    out.b0 += c.b0;
    out.t0 += c.t0;
    out.b1 += c.b1;
    out.t1 += c.t1;
  }
  return out;
}

/** Own lines vs market volume with midpoint weights: B₁/T₁ − B₀/T₀ = ΔB·mean(1/T) + mean(B)·Δ(1/T). */
export function ownVersusVolume(all: CellLines): { own_lines: number; market_volume: number } {
  const u0 = ratio(1, all.t0);
  const u1 = ratio(1, all.t1);
  return {
    own_lines: (100 * (all.b1 - all.b0) * (u0 + u1)) / 2,
    market_volume: (100 * (all.b0 + all.b1) * (u1 - u0)) / 2,
  };
}

/**
 * Within vs mix per cell (shift-share with midpoint weights): w = t/T, s = b/t, w₁s₁ − w₀s₀ = w̄Δs + s̄Δw;
 * the mix is taken against the overall mean share (Σ Δw = 0, so the sums do not change) so that a cell's
 * mix says whether the universe moved towards a cell where the brand is stronger or weaker than usual.
 */
export function splitCells<K>(cells: ReadonlyMap<K, CellLines>): Map<K, CellSplit> {
  const all = totalLines(cells.values());
  const meanShare = (ratio(all.b0, all.t0) + ratio(all.b1, all.t1)) / 2;
  const out = new Map<K, CellSplit>();
  for (const [key, c] of cells) {
    const w0 = ratio(c.t0, all.t0);
    const w1 = ratio(c.t1, all.t1);
    // A cell empty in one window has no share there: take the other window's, so it moves by mix alone.
    const s1 = c.t1 > 0 ? c.b1 / c.t1 : ratio(c.b0, c.t0);
    const s0 = c.t0 > 0 ? c.b0 / c.t0 : s1;
    const within = (100 * (w0 + w1) * (s1 - s0)) / 2;
    const mix = 100 * ((s0 + s1) / 2 - meanShare) * (w1 - w0);
    out.set(key, { within, mix, change: within + mix });
  }
  return out;
}

/** The brand's share of a cell's lines in each window, in percent. */
export const cellShares = (c: CellLines) => ({
  previous_percent: 100 * ratio(c.b0, c.t0),
  current_percent: 100 * ratio(c.b1, c.t1),
});
