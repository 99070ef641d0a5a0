import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandingSchema } from '@specpulse/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-branding-int-'));
const logo = path.join(dir, 'logo.svg');
writeFileSync(
  logo,
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
);

describe('GET /v2/branding', () => {
  let plain: TestApp;
  let acme: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    acme = await createTestApp({
      PRODUCT_NAME: 'Acme Insight',
      PRODUCT_LOGO: logo,
      PRIMARY_COLOR: 'rgb(91, 44, 131)',
      SUPPORT_EMAIL: 'help@acme.example',
    });
  });
  afterAll(async () => {
    await plain?.close();
    await acme?.close();
  });

  it('answers without a token: the defaults when nothing is configured', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/v2/branding' });
    expect(res.statusCode).toBe(200);
    expect(brandingSchema.parse(res.json())).toEqual({
      product_name: 'SpecPulse',
      product_short_name: 'SpecPulse',
      primary_color: '#00796b',
      // Teal mixed with 20 % white: the first tone that reads on the dark scheme's surfaces.
      primary_color_dark: '#339489',
      support_email: null,
      logo_url: '/v2/branding/logo',
      favicon_url: '/v2/branding/favicon',
    });
    const mark = await plain.app.inject({ method: 'GET', url: '/v2/branding/favicon' });
    expect(mark.headers['content-type']).toContain('image/svg+xml');
    expect(mark.body).toContain('fill="#00796b"');
  });

  it("answers the deployment's settings, its logo file as the logo and favicon, and names the API", async () => {
    const res = await acme.app.inject({ method: 'GET', url: '/v2/branding' });
    expect(res.json()).toMatchObject({
      product_name: 'Acme Insight',
      product_short_name: 'Acme Insight',
      primary_color: '#5b2c83',
      primary_color_dark: '#9d80b5',
      support_email: 'help@acme.example',
    });
    for (const url of ['/v2/branding/logo', '/v2/branding/favicon']) {
      const image = await acme.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.body).toContain('<rect width="4" height="4"/>');
      const again = await acme.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': image.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    const docs = await acme.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docs.json().info.title).toBe('Acme Insight API');
  });
});
