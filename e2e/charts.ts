// Waiting for charts to be drawn instead of sleeping: the web app's chart hook (useEChart) marks each chart's
// container with data-chart-state, 'rendered' once ECharts has fired `finished` for its current option (entry
// animations ended); 'empty' while it has none (loading, or nothing to draw).
import type { Locator, Page } from 'playwright-core';
import type { ChartState } from '../apps/web/src/components/charts/use-echart.ts';

const inState = (state: ChartState) => `[data-chart-state="${state}"]`;

/** Waits until `scope` has a drawn chart and no chart in it is still drawing. */
export async function chartsRendered(scope: Page | Locator): Promise<void> {
  await scope.locator(inState('rendered')).first().waitFor({ state: 'attached' });
  await scope.locator(inState('drawing')).first().waitFor({ state: 'detached' });
}

/**
 * Before a screenshot of `scope` (default the page): the data loaded, the pointer off the page and its
 * tooltips closed, and the charts drawn.
 */
export async function readyForPicture(p: Page, scope: Page | Locator = p): Promise<void> {
  await p.waitForLoadState('networkidle');
  await p.mouse.move(0, 0);
  await p.getByRole('tooltip').first().waitFor({ state: 'detached' });
  await chartsRendered(scope);
}
