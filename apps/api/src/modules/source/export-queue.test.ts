// The full-PDF queue: one export at a time per user, a few per process, first come first served, and a
// waiter whose client goes away leaves the queue.
import { describe, expect, it } from 'vitest';
import { exportQueue } from './export-queue.ts';

/** Whether `p` has settled after the pending callbacks have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setImmediate(r));
  return done;
}

describe('export queue', () => {
  it("runs one export per user: a user's second waits for their first, another user's starts at once", async () => {
    const queue = exportQueue(2);
    const never = new AbortController().signal;
    const first = queue.enter(1, never);
    const second = queue.enter(1, never);
    const other = queue.enter(2, never);
    expect(await settled(first)).toBe(true);
    expect(await settled(other)).toBe(true);
    expect(await settled(second)).toBe(false);
    expect(queue.count(1)).toEqual({ running: 1, waiting: 1 });
    (await first)();
    expect(await settled(second)).toBe(true);
    expect(queue.count(1)).toEqual({ running: 1, waiting: 0 });
    (await second)();
    (await other)();
    expect(queue.count(1)).toEqual({ running: 0, waiting: 0 });
  });

  it('runs at most the per-process number at once, the oldest waiter first', async () => {
    const queue = exportQueue(2);
    const never = new AbortController().signal;
    const [a, b, c, d] = [1, 2, 3, 4].map((user) => queue.enter(user, never));
    expect(await settled(a!)).toBe(true);
    expect(await settled(b!)).toBe(true);
    expect(await settled(c!)).toBe(false);
    expect(await settled(d!)).toBe(false);
    const leaveA = await a!;
    leaveA();
    leaveA(); // a second call frees nothing more
    expect(await settled(c!)).toBe(true);
    expect(await settled(d!)).toBe(false);
    (await b!)();
    expect(await settled(d!)).toBe(true);
  });

  it('drops a waiter whose client went away, so it never starts and holds no turn', async () => {
    const queue = exportQueue(1);
    const never = new AbortController().signal;
    const running = queue.enter(1, never);
    const gone = new AbortController();
    const abandoned = queue.enter(2, gone.signal);
    const next = queue.enter(3, never);
    gone.abort();
    await expect(abandoned).rejects.toThrow();
    expect(queue.count(2)).toEqual({ running: 0, waiting: 0 });
    (await running)();
    expect(await settled(next)).toBe(true);
    expect(queue.count(2)).toEqual({ running: 0, waiting: 0 });
  });
});
