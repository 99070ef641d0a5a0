// The load of bench/greedy.ts, in processes of their own as real users would be on other machines: the
// greedy user's lanes read megabytes of answers, and a hundred dashboard users' bookkeeping, work that must
// not run on the event loop of the server being measured. Started with fork(); takes its orders from the
// parent and answers with what it saw.
import { post } from './greedy-post.ts';

/** The calls of the dashboard page (apps/web dashboard-page.tsx), sent at once as the page does. */
const DASHBOARD_URLS = [
  '/v2/analytics/brand/topbrands?limit=5',
  '/v2/analytics/product/topproducts?limit=10',
  '/v2/analytics/source/marketsegments?limit=5',
];

export type Orders =
  | { role: 'greedy'; base: string; url: string; token: string; seconds: number; atOnce: number }
  | { role: 'dashboard'; base: string; tokens: string[]; seconds: number };

export interface Seen {
  statuses: Record<string, number>;
  /** Dashboard role: each page load's time until its last call's last byte. */
  pages: number[];
}

process.once('message', (orders: Orders) => {
  const work = orders.role === 'greedy' ? greedy(orders) : dashboards(orders);
  void work.then((seen) => process.send?.(seen));
});

const until = (seconds: number) => performance.now() + seconds * 1000;

async function greedy({ base, url, token, seconds, atOnce }: Orders & { role: 'greedy' }): Promise<Seen> {
  const statuses: Record<string, number> = {};
  const end = until(seconds);
  let round = 0;
  // Each call a different limit: a new cache key, so every one is computed (the 17 MB worst case).
  const lane = async (i: number) => {
    while (performance.now() < end) {
      const limit = 10_000 - ((round++ * atOnce + i) % 5000);
      const r = await post(base, `${url}?limit=${limit}`, token);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: atOnce }, (_, i) => lane(i)));
  return { statuses, pages: [] };
}

/** Each user loads the dashboard again and again, all users at once. */
async function dashboards({ base, tokens, seconds }: Orders & { role: 'dashboard' }): Promise<Seen> {
  const statuses: Record<string, number> = {};
  const pages: number[] = [];
  const end = until(seconds);
  const user = async (token: string) => {
    while (performance.now() < end) {
      const started = performance.now();
      const answers = await Promise.all(DASHBOARD_URLS.map((url) => post(base, url, token)));
      for (const r of answers) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (answers.every((r) => r.status === 200)) pages.push(performance.now() - started);
    }
  };
  await Promise.all(tokens.map(user));
  return { statuses, pages };
}
