// The cookie notice, not yet accepted, at 1280 × 720 in the built app: it covers nothing of the filter
// dialog's actions (the notice sits below modals), and is still there to accept once the dialog closes.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { demoAccounts, signIn } from './sign-in.ts';

/** True when the button is what the page hits at its centre and at each corner (2 px in). */
async function uncovered(button: Locator): Promise<boolean> {
  return button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ] as const;
    return (
      r.bottom <= window.innerHeight &&
      points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && el.contains(hit);
      })
    );
  });
}

describe('cookie notice and dialogs', () => {
  const app = useBrowserSuite('shared');

  it("leaves the filter dialog's Cancel and Apply Filters uncovered at 1280 × 720", async () => {
    const p = await app.open({ cookies: false });
    await p.setViewportSize({ width: 1280, height: 720 });
    await signIn(p, demoAccounts.brand);
    await p.goto('/brands/');
    const notice = p.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor();

    await p.getByRole('button', { name: 'Edit filters' }).click();
    const dialog = p.getByRole('dialog');
    for (const name of ['Cancel', 'Apply Filters']) {
      const button = dialog.getByRole('button', { name, exact: true });
      await button.waitFor();
      await expect.poll(() => uncovered(button), { message: name }).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => p.getByRole('dialog').count()).toBe(0);

    // Still showing, and accepted with Ok once the dialog is gone.
    await notice.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => notice.count()).toBe(0);
  });
});
