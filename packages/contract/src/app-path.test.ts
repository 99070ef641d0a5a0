import { describe, expect, it } from 'vitest';
import { appPathSchema, isAppPath } from './app-path.ts';
import { messages } from './errors.ts';

describe('isAppPath', () => {
  it('accepts the pages of this app', () => {
    for (const path of ['/', '/brands/', '/products/drill/12', '/brand/123/events', '/firm/emails/'])
      expect(isAppPath(path), path).toBe(true);
  });

  it('refuses what a browser could read as another host, a scheme, a query or a path to normalise', () => {
    const refused = [
      '',
      'brands',
      '//elsewhere.example/x',
      '/\\elsewhere.example',
      '/\\/elsewhere.example',
      '\\/elsewhere.example',
      '/%2F%2Felsewhere.example',
      '/%5celsewhere.example',
      'https://elsewhere.example/',
      'javascript:alert(1)',
      '/brands//x',
      '/brands/../x',
      '/./brands',
      '/%2e%2e/brands',
      '/brands/..',
      '/a b',
      '/a\tb',
      '/a\u0000',
      '/brands/?a=1',
      '/brands#top',
    ];
    for (const path of refused) expect(isAppPath(path), JSON.stringify(path)).toBe(false);
  });

  it('refuses with the catalogue message', () => {
    const parsed = appPathSchema.safeParse('//elsewhere.example/');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([messages.notAppPath]);
  });
});
