// Charts resized while the drilldowns load and leave, on a slow CPU (issue 47: an uncaught error in chart
// resizing on both drilldowns, seen under CPU throttling): no page error while the window keeps changing size
// and the user goes from one drilldown to the other and back.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { chartsRendered } from './charts.ts';
import { demoAccounts } from './sign-in.ts';

/** The suite's desktop, a laptop, a tablet and a phone. */
const SIZES = [
  { width: 1400, height: 900 },
  { width: 1024, height: 700 },
  { width: 768, height: 900 },
  { width: 412, height: 823 },
];

/** Changes the window's size, one size after the other, until `stop` says so. */
async function keepResizing(p: Page, stop: () => boolean) {
  for (let i = 0; !stop(); i++) await p.setViewportSize(SIZES[i % SIZES.length]!);
  await p.setViewportSize(SIZES[0]!);
}

describe('chart resizing', () => {
  const app = useBrowserSuite('shared');

  it('raises no page error while the window resizes across brand and product drilldowns on a slow CPU', async () => {
    const p = await app.signedIn(demoAccounts.admin);
    // With the charts' entry animations, as most users see them (the other journeys ask for less motion).
    await p.emulateMedia({ reducedMotion: 'no-preference' });
    const errors: string[] = [];
    p.on('pageerror', (error) => errors.push(error.stack ?? error.message));
    const cdp = await p.context().newCDPSession(p);
    await p.goto('/');
    const tile = (section: string) =>
      p.getByTestId(section).getByTestId('rank-tile').first().getByRole('link');
    await tile('top-brands').waitFor();
    await tile('top-products').waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    let done = false;
    const resizing = keepResizing(p, () => done);
    try {
      for (let round = 0; round < 2; round++) {
        for (const [section, path] of [
          ['top-brands', /\/brands\/drill\/\d+$/],
          ['top-products', /\/products\/drill\/\d+/],
        ] as const) {
          // A DOM click: the tile never holds still for a pointer while the window keeps changing size.
          await tile(section).evaluate((link: HTMLElement) => link.click());
          await p.waitForURL(path);
          await chartsRendered(p);
          await p.goBack();
          await tile(section).waitFor();
        }
      }
    } finally {
      done = true;
      await resizing;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    expect(errors).toEqual([]);
  });
});
