// CSS colour text → sRGB through culori (every CSS Color 4 syntax; colours outside sRGB are clipped into it),
// and the WCAG contrast ratio.
import { clampRgb, converter, formatHex, parse, wcagContrast, type Rgb } from 'culori';

export interface Rgba {
  /** 0–255 each. */
  r: number;
  g: number;
  b: number;
  /** 0–1. */
  alpha: number;
}

const toRgb = converter('rgb');
const byte = (v: number) => Math.round(v * 255);
const culoriRgb = ({ r, g, b, alpha }: Rgba): Rgb => ({
  mode: 'rgb',
  r: r / 255,
  g: g / 255,
  b: b / 255,
  alpha,
});

/** The colour a CSS colour text names; null when it is not one. */
export function parseCssColor(input: string): Rgba | null {
  const parsed = parse(input.trim());
  if (!parsed) return null;
  const { r, g, b, alpha } = clampRgb(toRgb(parsed));
  return { r: byte(r), g: byte(g), b: byte(b), alpha: alpha ?? 1 };
}

export const toHex = (color: Rgba): string => formatHex(culoriRgb(color));

/** WCAG 2 contrast ratio of two opaque colours, 1–21. */
export const contrastRatio = (a: Rgba, b: Rgba): number => wcagContrast(culoriRgb(a), culoriRgb(b));

export const WHITE: Rgba = { r: 255, g: 255, b: 255, alpha: 1 };

/** The colour mixed with white in sRGB: `share` 0 is the colour, 1 is white. */
export const mixWithWhite = (color: Rgba, share: number): Rgba => ({
  r: Math.round(color.r + (255 - color.r) * share),
  g: Math.round(color.g + (255 - color.g) * share),
  b: Math.round(color.b + (255 - color.b) * share),
  alpha: 1,
});
