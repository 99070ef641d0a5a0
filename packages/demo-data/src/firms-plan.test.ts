import { describe, expect, it } from 'vitest';
import { planFirms, type FirmsPlan } from './firms-plan.ts';
import { states } from './geography.ts';
import { scales } from './scales.ts';

// The demo scale, as the load plans it (apps/api/src/data-load/plan.ts); seed 1 is the CLI's default, 2 and 3
// are other markets (3 has a state without any office). Brands only shape the sales reps, drawn from their
// own stream after the users, so none are needed here.
const SEEDS = [1, 2, 3];
const plans = new Map(SEEDS.map((seed) => [seed, planFirms(scales.demo, seed, [])]));
const plan = (seed: number) => plans.get(seed) as FirmsPlan;

const totalWeight = states.reduce((s, st) => s + st.weight, 0);
const projectShare = new Map(states.map((s) => [s.id, s.weight / totalWeight]));
const small = states.filter((s) => s.weight / totalWeight < 0.005);
const large = states.filter((s) => s.weight / totalWeight >= 0.005);

/** Each state's share of the users, each user counted with a weight (index = user id - 1). */
function stateShares(firms: FirmsPlan, weightOf: (index: number) => number): Map<number, number> {
  const sums = new Map<number, number>();
  let total = 0;
  firms.marketUsers.forEach((u, i) => {
    const w = weightOf(i);
    sums.set(u.stateId, (sums.get(u.stateId) ?? 0) + w);
    total += w;
  });
  return new Map(states.map((s) => [s.id, (sums.get(s.id) ?? 0) / total]));
}

/**
 * Each user's chance to be the one behind an event: events.ts draws every event's user (searches
 * included) from `userActivity`, whatever the user's state or firm.
 */
const searchWeight = (firms: FirmsPlan) => (i: number) =>
  (firms.userActivity.cumulative[i] as number) -
  (i > 0 ? (firms.userActivity.cumulative[i - 1] as number) : 0);

/** States (code: share / project share) outside 0.5x-2x. */
function outliers(shares: Map<number, number>): string[] {
  return large
    .map((s) => ({ code: s.code, ratio: (shares.get(s.id) as number) / (projectShare.get(s.id) as number) }))
    .filter((r) => !(r.ratio >= 0.5 && r.ratio <= 2))
    .map((r) => `${r.code}: ${r.ratio.toFixed(2)}`);
}
function groupRatio(shares: Map<number, number>, group: typeof states): number {
  const sum = (f: (id: number) => number) => group.reduce((s, st) => s + f(st.id), 0);
  return sum((id) => shares.get(id) as number) / sum((id) => projectShare.get(id) as number);
}

describe('planFirms: where the market users are', () => {
  it('covers the groups the checks below use', () => {
    expect(states).toHaveLength(51);
    expect(states.some((s) => s.code === 'DC')).toBe(true);
    expect(large.length).toBeGreaterThan(25);
    expect(small.length).toBeGreaterThan(15);
    expect(plan(1).marketUsers).toHaveLength(scales.demo.marketUsers);
  });

  it.each(SEEDS)('gives every state and DC users, and not only the remote one (seed %i)', (seed) => {
    const firms = plan(seed);
    const all = new Set(firms.marketUsers.map((u) => u.stateId));
    const atOffices = new Set(firms.marketUsers.slice(states.length).map((u) => u.stateId));
    expect(states.filter((s) => !all.has(s.id)).map((s) => s.code)).toEqual([]);
    expect(states.filter((s) => !atOffices.has(s.id)).map((s) => s.code)).toEqual([]);
  });

  it.each(SEEDS)(
    'keeps each state with at least 0.5 percent of the projects within 0.5x-2x of it in users (seed %i)',
    (seed) => {
      expect(outliers(stateShares(plan(seed), () => 1))).toEqual([]);
    },
  );

  it.each(SEEDS)(
    'keeps the small states as a group within 0.5x-2x of their project share (seed %i)',
    (seed) => {
      const ratio = groupRatio(
        stateShares(plan(seed), () => 1),
        small,
      );
      expect(ratio).toBeGreaterThanOrEqual(0.5);
      expect(ratio).toBeLessThanOrEqual(2);
    },
  );

  it.each(SEEDS)(
    'keeps the searches (users by activity) within 0.5x-2x of the project shares (seed %i)',
    (seed) => {
      const firms = plan(seed);
      const shares = stateShares(firms, searchWeight(firms));
      expect(outliers(shares)).toEqual([]);
      const ratio = groupRatio(shares, small);
      expect(ratio).toBeGreaterThanOrEqual(0.5);
      expect(ratio).toBeLessThanOrEqual(2);
    },
  );

  it('keeps the large firms large, with offices and people in several big metros', () => {
    const firms = plan(1);
    const users = new Map<number, number>();
    for (const u of firms.marketUsers) users.set(u.designFirmId, (users.get(u.designFirmId) ?? 0) + 1);
    const top = firms.designFirms.slice(0, 10);
    const userShare = top.reduce((s, f) => s + (users.get(f.id) ?? 0), 0) / firms.marketUsers.length;
    const sizeShare = top.reduce((s, f) => s + f.size, 0);
    expect(userShare / sizeShare).toBeGreaterThan(0.75);
    expect(userShare / sizeShare).toBeLessThan(1.33);
    const bigMetros = new Set(['New York', 'Los Angeles', 'Chicago', 'Dallas', 'Houston', 'Washington']);
    for (const firm of top.slice(0, 3)) {
      const offices = firms.offices.filter((o) => o.designFirmId === firm.id);
      expect(offices.length).toBeGreaterThanOrEqual(6);
      expect(offices.some((o) => bigMetros.has(o.city.name))).toBe(true);
      const stateIds = new Set(
        firms.marketUsers.filter((u) => u.designFirmId === firm.id).map((u) => u.stateId),
      );
      expect(stateIds.size).toBeGreaterThanOrEqual(4);
    }
  });

  it('plans the same users from the same seed', () => {
    const again = planFirms(scales.demo, 1, []);
    expect(again.marketUsers).toEqual(plan(1).marketUsers);
    expect(Array.from(again.userActivity.cumulative)).toEqual(Array.from(plan(1).userActivity.cumulative));
  });
});
