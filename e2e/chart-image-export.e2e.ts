// "Export image" in the built app (its Content-Security-Policy included): the dashboard pie and a /brands/
// chart download a whole PNG of the export size (900 × 500 drawn at the spec's scale 1.5), not 'The export
// failed'.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserSuite } from './fixture.ts';
import { savedDownload } from './harness.ts';
import { demoAccounts } from './sign-in.ts';

const EXPORT_WIDTH = 900 * 1.5;
const EXPORT_HEIGHT = 500 * 1.5;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Bytes per pixel by PNG colour type (8-bit samples): grey, RGB, palette, grey+alpha, RGBA.
const BYTES_PER_PIXEL: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

interface PngImage {
  width: number;
  height: number;
  /** The image data inflated: one filter byte and `width` pixels per row. */
  pixelBytes: number;
  expectedPixelBytes: number;
}

/** Reads a PNG's header and inflates its image data, so a cut-off or empty file fails. */
function readPng(bytes: Buffer): PngImage {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  let offset = 8;
  let width = 0;
  let height = 0;
  let bpp = 0;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect(body[8]).toBe(8);
      bpp = BYTES_PER_PIXEL[body[9]!] ?? 0;
    }
    if (type === 'IDAT') data.push(body);
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  return {
    width,
    height,
    pixelBytes: inflateSync(Buffer.concat(data)).length,
    expectedPixelBytes: height * (1 + width * bpp),
  };
}

async function exportImage(p: Page, chart: Locator, fileName: string | RegExp) {
  const button = chart.getByRole('button', { name: 'Export image' });
  await button.waitFor();
  const [download] = await Promise.all([p.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(fileName);
  const png = readPng(await readFile(await savedDownload(download)));
  expect({ width: png.width, height: png.height }).toEqual({ width: EXPORT_WIDTH, height: EXPORT_HEIGHT });
  expect(png.pixelBytes).toBe(png.expectedPixelBytes);
  expect(await p.getByText('The export failed').count()).toBe(0);
}

describe('chart image export in the built app', () => {
  const app = useBrowserSuite('shared');

  it('exports the dashboard pie as a PNG of the export size', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    const refused: string[] = [];
    p.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await p.goto('/');
    await exportImage(p, p.getByTestId('segment-pie'), 'distribution_of projects.png');
    expect(refused).toEqual([]);
  });

  it('exports the /brands/ Sample Size chart as a PNG of the export size', async () => {
    const p = await app.signedIn(demoAccounts.brand);
    await p.goto('/brands/');
    const chart = p.getByTestId('column-chart').filter({ hasText: 'Sample Size' });
    await exportImage(p, chart, /\.png$/);
  });
});
