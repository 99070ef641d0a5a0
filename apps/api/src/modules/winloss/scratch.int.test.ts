import { it } from 'vitest';
import { createAnalyticsTestContext } from '../../../test/analytics-test-setup.ts';
it('scratch', async () => {
  const c = await createAnalyticsTestContext();
  const body = { categories: [1, 4, 13], brand_ids: [415] };
  for (const p of ['standing', 'outcomes', 'firms?limit=10&sort=projects&order=desc', 'lost?limit=10']) {
    const res = await c.post(`/v2/analytics/winloss/${p}`, body);
    console.log(p, JSON.stringify(res.json(), null, 0).slice(0, 3000));
  }
  await c.close();
}, 120000);
