import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkSchemeSurfaces } from '@specpulse/contract';
import { DEFAULT_PRIMARY_COLOR, darkSchemeTone, loadBranding } from './branding.ts';
import { contrastRatio, parseCssColor } from './css-color.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-branding-'));
const file = (name: string, content: string | Buffer) => {
  const where = path.join(dir, name);
  writeFileSync(where, content);
  return where;
};
const svgLogo = file('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>');
file('logo.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));

describe('parseCssColor', () => {
  it('reads names, hex, rgb(), hsl() and hwb() in both syntaxes', () => {
    const hex = (text: string) => {
      const c = parseCssColor(text);
      return c && [c.r, c.g, c.b, c.alpha];
    };
    expect(hex('Teal')).toEqual([0, 128, 128, 1]);
    expect(hex('#00796b')).toEqual([0, 121, 107, 1]);
    expect(hex('#07a')).toEqual([0, 119, 170, 1]);
    expect(hex('#00796b80')?.[3]).toBeCloseTo(128 / 255);
    expect(hex('rgb(0, 121, 107)')).toEqual([0, 121, 107, 1]);
    expect(hex('rgb(0 47.5% 42% / 50%)')).toEqual([0, 121, 107, 0.5]);
    expect(hex('hsl(120, 100%, 25%)')).toEqual([0, 128, 0, 1]);
    expect(hex('hsl(0.5turn 100% 25%)')).toEqual([0, 128, 128, 1]);
    expect(hex('hwb(240 0% 50%)')).toEqual([0, 0, 128, 1]);
    for (const bad of ['tealish', '#12345', 'rgb(1, 2)', 'hsl(120, 100, 25)', 'url(x)', ''])
      expect(parseCssColor(bad), bad).toBeNull();
  });

  it('reads CSS Color 4 lab(), lch(), oklab() and oklch()', () => {
    const rgb = (text: string) => {
      const c = parseCssColor(text);
      return c && [c.r, c.g, c.b, c.alpha];
    };
    // Greys (no chroma), and teal as CSS Color 4 writes it in each space.
    expect(rgb('lab(50 0 0)')).toEqual([119, 119, 119, 1]);
    expect(rgb('oklch(0.6 0 0)')).toEqual([128, 128, 128, 1]);
    expect(rgb('oklab(60% 0 0 / 0.5)')).toEqual([128, 128, 128, 0.5]);
    expect(rgb('oklch(54.31% 0.0927 194.77)')).toEqual([0, 128, 128, 1]);
    // lab() and lch() of one colour agree; teal's published Lab (D50) lands within a few levels of it.
    expect(rgb('lch(47.99 31.52 195.38)')).toEqual(rgb('lab(47.99 -30.39 -8.36)'));
    const teal = rgb('lab(47.99% -30.39 -8.36)')!;
    [0, 128, 128].forEach((v, i) => expect(Math.abs((teal[i] as number) - v)).toBeLessThanOrEqual(5));
    expect(parseCssColor('oklch(0.5 0.1)')).toBeNull();
  });

  it('computes the WCAG contrast ratio', () => {
    const white = parseCssColor('white')!;
    expect(contrastRatio(white, parseCssColor('black')!)).toBeCloseTo(21);
    expect(contrastRatio(white, white)).toBe(1);
    // The default teal passes AA with white text; the spec's teal[500] would not.
    expect(contrastRatio(white, parseCssColor(DEFAULT_PRIMARY_COLOR)!)).toBeGreaterThan(4.5);
    expect(contrastRatio(white, parseCssColor('#009688')!)).toBeLessThan(4.5);
  });
});

describe('loadBranding', () => {
  it('defaults to SpecPulse in teal with its pulse mark, no support address', () => {
    const b = loadBranding({}, dir);
    expect(b).toMatchObject({
      productName: 'SpecPulse',
      shortName: 'SpecPulse',
      primaryColor: '#00796b',
      supportEmail: null,
    });
    expect(b.primaryColorDark).toMatch(/^#[0-9a-f]{6}$/);
    expect(b.logo.type).toBe('image/svg+xml');
    expect(b.logo.bytes.toString()).toContain('M5 18h5l3-8');
    expect(b.favicon).toBe(b.logo);
  });

  it('takes every setting from the environment, relative paths from the working folder', () => {
    const b = loadBranding(
      {
        PRODUCT_NAME: 'Acme Spec Insight',
        PRODUCT_SHORT_NAME: 'Acme',
        PRODUCT_LOGO: 'logo.png',
        PRODUCT_FAVICON: svgLogo,
        PRIMARY_COLOR: 'rebeccapurple',
        SUPPORT_EMAIL: 'help@acme.example',
      },
      dir,
    );
    expect(b).toMatchObject({
      productName: 'Acme Spec Insight',
      shortName: 'Acme',
      primaryColor: '#663399',
      supportEmail: 'help@acme.example',
    });
    expect(b.logo.type).toBe('image/png');
    expect(b.favicon.type).toBe('image/svg+xml');
  });

  it('draws the initials of another product when no logo is configured', () => {
    const b = loadBranding({ PRODUCT_NAME: 'Northwind Analytics', PRIMARY_COLOR: 'navy' }, dir);
    expect(b.shortName).toBe('Northwind Analytics');
    const mark = b.logo.bytes.toString();
    expect(mark).toContain('>NA</text>');
    expect(mark).toContain('fill="#000080"');
    expect(mark).not.toContain('M5 18h5');
  });

  it('reads the same keys from BRANDING_FILE, paths relative to it, the environment winning', () => {
    const json = file(
      'branding.json',
      JSON.stringify({ PRODUCT_NAME: 'From File', PRODUCT_LOGO: 'logo.svg', PRIMARY_COLOR: '#1a237e' }),
    );
    const b = loadBranding({ BRANDING_FILE: json, PRIMARY_COLOR: '#b71c1c' }, os.tmpdir());
    expect(b).toMatchObject({ productName: 'From File', primaryColor: '#b71c1c' });
    expect(b.logo.type).toBe('image/svg+xml');
  });

  it('stops on a bad colour, naming the variable', () => {
    expect(() => loadBranding({ PRIMARY_COLOR: 'tealish' }, dir)).toThrow(
      /PRIMARY_COLOR: 'tealish' is not a CSS colour/,
    );
    expect(() => loadBranding({ PRIMARY_COLOR: 'rgb(0 0 0 / 0.5)' }, dir)).toThrow(/PRIMARY_COLOR: .*opaque/);
  });

  it('stops on a colour white text (top bar, buttons) is not readable on (below WCAG AA)', () => {
    expect(() => loadBranding({ PRIMARY_COLOR: '#ffeb3b' }, dir)).toThrow(
      /PRIMARY_COLOR: white text \(top bar, buttons\) on #ffeb3b has a contrast of 1\.\d\d:1, below WCAG AA's 4\.5:1/,
    );
    expect(() => loadBranding({ PRIMARY_COLOR: '#009688' }, dir)).toThrow(/PRIMARY_COLOR: .*4\.5:1/);
  });

  describe('the dark colour scheme', () => {
    const black = parseCssColor('black')!;
    const surfaces = Object.values(darkSchemeSurfaces).map((s) => parseCssColor(s)!);
    /** The tone's contrast with each dark surface and with black text on it. */
    const contrasts = (hex: string) => [...surfaces, black].map((c) => contrastRatio(parseCssColor(hex)!, c));

    it('derives a lighter tone of the primary colour that reads on both dark surfaces and under black text', () => {
      for (const primary of ['#00796b', 'navy', '#5b2c83', '#b71c1c', '#111111']) {
        const { primaryColor, primaryColorDark } = loadBranding({ PRIMARY_COLOR: primary }, dir);
        for (const ratio of contrasts(primaryColorDark)) expect(ratio, primary).toBeGreaterThanOrEqual(4.5);
        // Lighter than the light scheme's colour (which white text must read on), and not white itself.
        expect(contrastRatio(parseCssColor(primaryColorDark)!, surfaces[0]!), primary).toBeGreaterThan(
          contrastRatio(parseCssColor(primaryColor)!, surfaces[0]!),
        );
        expect(primaryColorDark, primary).not.toBe('#ffffff');
      }
    });

    it('keeps the hue: the default teal becomes a lighter teal, and the lightest tone that passes', () => {
      const teal = parseCssColor(DEFAULT_PRIMARY_COLOR)!;
      const tone = darkSchemeTone(teal);
      expect(tone.g).toBeGreaterThan(tone.r);
      expect(tone.b).toBeGreaterThan(tone.r);
      // One step (10 % white) less would fail on the paper: the tone is no lighter than it needs to be.
      const lessWhite = {
        r: tone.r - Math.round((255 - teal.r) * 0.1),
        g: tone.g - Math.round((255 - teal.g) * 0.1),
        b: tone.b - Math.round((255 - teal.b) * 0.1),
        alpha: 1,
      };
      expect(contrastRatio(lessWhite, surfaces[1]!)).toBeLessThan(4.5);
    });

    it('takes PRIMARY_COLOR_DARK as it is when it reads on the dark surfaces, and serves it', () => {
      const b = loadBranding({ PRIMARY_COLOR: '#5b2c83', PRIMARY_COLOR_DARK: '#ce93d8' }, dir);
      expect(b).toMatchObject({ primaryColor: '#5b2c83', primaryColorDark: '#ce93d8' });
    });

    it('stops on a PRIMARY_COLOR_DARK that does not read on the dark scheme, naming the surface', () => {
      expect(() => loadBranding({ PRIMARY_COLOR_DARK: '#00796b' }, dir)).toThrow(
        /PRIMARY_COLOR_DARK: #00796b as text on the dark scheme's background #121212 has a contrast of 3\.\d\d:1, below WCAG AA's 4\.5:1; choose a lighter colour/,
      );
      expect(() => loadBranding({ PRIMARY_COLOR_DARK: 'not-a-colour' }, dir)).toThrow(
        /PRIMARY_COLOR_DARK: 'not-a-colour' is not a CSS colour/,
      );
      // Both schemes' problems are listed at once.
      expect(() => loadBranding({ PRIMARY_COLOR: '#ffeb3b', PRIMARY_COLOR_DARK: '#333333' }, dir)).toThrow(
        /PRIMARY_COLOR: white text .*; PRIMARY_COLOR_DARK: #333333 as text on/,
      );
    });
  });

  it('stops on a missing or wrong logo file, naming the variable', () => {
    const missing = path.join(dir, 'nowhere.svg');
    expect(() => loadBranding({ PRODUCT_LOGO: missing }, dir)).toThrow(
      new RegExp(`PRODUCT_LOGO: no file at ${missing.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
    );
    expect(() => loadBranding({ PRODUCT_LOGO: file('logo.gif', 'GIF89a') }, dir)).toThrow(
      /PRODUCT_LOGO: .*must be an SVG or PNG file/,
    );
    expect(() => loadBranding({ PRODUCT_LOGO: file('fake.png', '<svg></svg>') }, dir)).toThrow(
      /PRODUCT_LOGO: .*is not a PNG image/,
    );
    expect(() => loadBranding({ PRODUCT_FAVICON: path.join(dir, 'none.ico') }, dir)).toThrow(
      /PRODUCT_FAVICON: no file at/,
    );
  });

  it('stops on a bad name, e-mail or branding file, listing every problem', () => {
    const long = 'x'.repeat(61);
    let message = '';
    try {
      loadBranding({ PRODUCT_NAME: long, PRODUCT_SHORT_NAME: 'a\tb', SUPPORT_EMAIL: 'nobody' }, dir);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/PRODUCT_NAME: must be 1 to 60 characters/);
    expect(message).toMatch(/PRODUCT_SHORT_NAME: must not hold control characters/);
    expect(message).toMatch(/SUPPORT_EMAIL: 'nobody' is not an e-mail address/);
    expect(() => loadBranding({ BRANDING_FILE: path.join(dir, 'none.json') }, dir)).toThrow(
      /BRANDING_FILE: no file at/,
    );
    expect(() =>
      loadBranding({ BRANDING_FILE: file('bad.json', '{"PRODUCT_NAME": 3, "LOGO": "x"}') }, dir),
    ).toThrow(/PRODUCT_NAME \(in BRANDING_FILE\): must be a string; LOGO \(in BRANDING_FILE\): unknown key/);
  });
});
