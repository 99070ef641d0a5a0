// CSS colour text → sRGB: names, hex, rgb(), hsl() and hwb() in their comma and space syntaxes, and CSS
// Color 4's lab(), lch(), oklab() and oklch() (mapped into sRGB by clipping); and the WCAG contrast ratio.
import { namedColors } from './css-color-names.ts';

interface Rgba {
  /** 0–255 each. */
  r: number;
  g: number;
  b: number;
  /** 0–1. */
  alpha: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function fromHex(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), alpha: full.length === 8 ? byte(3) / 255 : 1 };
}

/** A number, or a percentage of `whole`; null when it is neither. */
function amount(text: string, whole: number): number | null {
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%?)$/.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return m[2] ? (n / 100) * whole : n;
}

/** An angle in degrees (a bare number is degrees). */
function angle(text: string): number | null {
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg|rad|grad|turn)?$/.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  const perDegree = { deg: 1, rad: 180 / Math.PI, grad: 0.9, turn: 360 }[m[2] ?? 'deg'] ?? 1;
  return n * perDegree;
}

/** The arguments of `name(a, b, c[, d])` or `name(a b c[ / d])`: three channels and an optional alpha. */
function functionArgs(text: string): { name: string; channels: string[]; alpha: string | null } | null {
  const m = /^([a-z]+)\((.*)\)$/.exec(text);
  if (!m) return null;
  const inner = m[2]!.trim();
  let parts: string[];
  let alpha: string | null = null;
  if (inner.includes(',')) {
    parts = inner.split(',').map((p) => p.trim());
    if (parts.length === 4) alpha = parts.pop()!;
  } else {
    const [main, slash, ...rest] = inner.split('/');
    if (rest.length > 0) return null;
    parts = main!.trim().split(/\s+/);
    if (slash !== undefined) alpha = slash.trim();
  }
  return parts.length === 3 ? { name: m[1]!, channels: parts, alpha } : null;
}

function hueToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Linear-light sRGB (0–1) → gamma-encoded 0–255. */
const encode = (c: number) =>
  255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.sign(c) * Math.abs(c) ** (1 / 2.4) - 0.055);

/** OKLab (Björn Ottosson's matrices) → sRGB 0–255. */
function oklabToRgb(l: number, a: number, b: number): [number, number, number] {
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    encode(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
    encode(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
    encode(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
  ];
}

/** CIE Lab (D50, as CSS defines lab()) → XYZ D50 → Bradford to D65 → sRGB 0–255. */
function labToRgb(l: number, a: number, b: number): [number, number, number] {
  const [e, k] = [216 / 24389, 24389 / 27];
  const fy = (l + 16) / 116;
  const [fx, fz] = [fy + a / 500, fy - b / 200];
  const x = (fx ** 3 > e ? fx ** 3 : (116 * fx - 16) / k) * 0.96422;
  const y = l > k * e ? fy ** 3 : l / k;
  const z = (fz ** 3 > e ? fz ** 3 : (116 * fz - 16) / k) * 0.82521;
  const x65 = 0.9554734527 * x - 0.0230985369 * y + 0.0632593087 * z;
  const y65 = -0.028369707 * x + 1.009995458 * y + 0.021041399 * z;
  const z65 = 0.0123140017 * x - 0.0205076964 * y + 1.3303659366 * z;
  return [
    encode(3.2409699419 * x65 - 1.5373831776 * y65 - 0.4986107603 * z65),
    encode(-0.9692436363 * x65 + 1.8759675015 * y65 + 0.0415550574 * z65),
    encode(0.0556300797 * x65 - 0.2039769589 * y65 + 1.0569715142 * z65),
  ];
}

/** lab(), lch(), oklab(), oklch(): lightness, then a and b or chroma and hue (percentages as CSS scales them). */
function fromLab(name: string, [p, q, r]: [string, string, string]): [number, number, number] | null {
  const ok = name.startsWith('ok');
  const polar = name.endsWith('lch');
  const l = amount(p, ok ? 1 : 100);
  const x = amount(q, ok ? 0.4 : polar ? 150 : 125);
  const y = polar ? angle(r) : amount(r, ok ? 0.4 : 125);
  if (l === null || x === null || y === null) return null;
  const [a, b] = polar ? [x * Math.cos((y * Math.PI) / 180), x * Math.sin((y * Math.PI) / 180)] : [x, y];
  return ok ? oklabToRgb(l, a, b) : labToRgb(l, a, b);
}

function fromFunction(text: string): Rgba | null {
  const args = functionArgs(text);
  if (!args) return null;
  const alpha = args.alpha === null ? 1 : amount(args.alpha, 1);
  if (alpha === null) return null;
  const [a, b, c] = args.channels as [string, string, string];
  let rgb: [number, number, number] | null = null;
  if (args.name === 'rgb' || args.name === 'rgba') {
    const values = [a, b, c].map((v) => amount(v, 255));
    if (values.every((v) => v !== null)) rgb = values as [number, number, number];
  } else if (['hsl', 'hsla', 'hwb'].includes(args.name)) {
    const h = angle(a);
    const x = amount(b, 1);
    const y = amount(c, 1);
    if (h === null || x === null || y === null || !b.endsWith('%') || !c.endsWith('%')) return null;
    const hue = ((h % 360) + 360) % 360;
    if (args.name === 'hwb') {
      const [white, black] = x + y >= 1 ? [x / (x + y), y / (x + y)] : [x, y];
      const [r, g, bl] = hueToRgb(hue, 1, 0.5).map((v) => v * (1 - white - black) + white * 255);
      rgb = [r!, g!, bl!];
    } else rgb = hueToRgb(hue, clamp(x, 0, 1), clamp(y, 0, 1));
  } else if (['lab', 'lch', 'oklab', 'oklch'].includes(args.name)) {
    rgb = fromLab(args.name, [a, b, c]);
  }
  if (!rgb) return null;
  const [r, g, bl] = rgb.map((v) => Math.round(clamp(v, 0, 255))) as [number, number, number];
  return { r, g, b: bl, alpha: clamp(alpha, 0, 1) };
}

/** The colour a CSS colour text names; null when it is not one this understands. */
export function parseCssColor(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, alpha: 0 };
  const named = namedColors.get(text);
  if (named) return fromHex(named);
  if (text.startsWith('#')) return fromHex(text.slice(1));
  return fromFunction(text);
}

export const toHex = ({ r, g, b }: Rgba): string =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance. */
function luminance({ r, g, b }: Rgba): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two opaque colours, 1–21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
