// The deployment's branding (product name, short name, logo, favicon, primary colour, support e-mail) from
// environment variables or a BRANDING_FILE JSON, checked at start-up: a bad value stops start-up naming it.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  brandingFaviconRoute,
  brandingLogoRoute,
  DARK_SCHEME_ON_PRIMARY,
  darkSchemeSurfaces,
  type Branding,
} from '@specpulse/contract';
import { ConfigError } from '../config.ts';
import { contrastRatio, mixWithWhite, parseCssColor, toHex, WHITE, type Rgba } from './css-color.ts';
import { initialsMark, pulseMark } from './mark.ts';

const DEFAULT_PRODUCT_NAME = 'SpecPulse';
/** Teal 700, the specification's menu colour. */
export const DEFAULT_PRIMARY_COLOR = '#00796b';
/**
 * WCAG 2 AA for normal text: white text on the primary colour (top bar, buttons) must reach it, and the dark
 * scheme's primary colour on its surfaces.
 */
const WCAG_AA = 4.5;
const MAX_IMAGE_BYTES = 1024 * 1024;

export const brandingKeys = [
  'PRODUCT_NAME',
  'PRODUCT_SHORT_NAME',
  'PRODUCT_LOGO',
  'PRODUCT_FAVICON',
  'PRIMARY_COLOR',
  'PRIMARY_COLOR_DARK',
  'SUPPORT_EMAIL',
] as const;
type BrandingKey = (typeof brandingKeys)[number];

export interface BrandImage {
  bytes: Buffer;
  type: 'image/svg+xml' | 'image/png' | 'image/x-icon';
  etag: string;
}

export interface DeploymentBranding {
  productName: string;
  shortName: string;
  /** `#rrggbb`. */
  primaryColor: string;
  /** `#rrggbb`: the dark colour scheme's primary colour. */
  primaryColorDark: string;
  supportEmail: string | null;
  logo: BrandImage;
  favicon: BrandImage;
}

const image = (bytes: Buffer, type: BrandImage['type']): BrandImage => ({
  bytes,
  type,
  etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 16)}"`,
});

/** A setting's value and where a relative path in it is taken from. */
interface Setting {
  value: string;
  base: string;
  /** How the error names it: the variable, or the key in BRANDING_FILE. */
  label: string;
}

const issue = (label: string, message: string) => `${label}: ${message}`;

/** The keys of the BRANDING_FILE (each overridden by its environment variable). */
function fileSettings(file: string, cwd: string, errors: string[]): Partial<Record<BrandingKey, Setting>> {
  const where = path.resolve(cwd, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(where, 'utf8'));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    errors.push(
      issue(
        'BRANDING_FILE',
        code === 'ENOENT' ? `no file at ${where}` : `cannot read ${where}: ${(e as Error).message}`,
      ),
    );
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    errors.push(issue('BRANDING_FILE', `${where} must hold a JSON object`));
    return {};
  }
  const settings: Partial<Record<BrandingKey, Setting>> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const label = `${key} (in BRANDING_FILE)`;
    if (!(brandingKeys as readonly string[]).includes(key))
      errors.push(issue(label, `unknown key; the keys are ${brandingKeys.join(', ')}`));
    else if (typeof value !== 'string') errors.push(issue(label, 'must be a string'));
    else if (value !== '') settings[key as BrandingKey] = { value, base: path.dirname(where), label };
  }
  return settings;
}

function text(setting: Setting | undefined, max: number, errors: string[]): string | undefined {
  if (!setting) return undefined;
  const value = setting.value.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value))
    errors.push(issue(setting.label, 'must not hold control characters'));
  else if (value.length === 0 || value.length > max)
    errors.push(issue(setting.label, `must be 1 to ${max} characters`));
  else return value;
  return undefined;
}

/** The colour a setting names, opaque; undefined (and an error) when it names none. */
function parsedColor(setting: Setting | undefined, errors: string[]): Rgba | undefined {
  if (!setting) return undefined;
  const parsed = parseCssColor(setting.value);
  if (!parsed) {
    errors.push(
      issue(
        setting.label,
        `'${setting.value}' is not a CSS colour (a name, #hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color())`,
      ),
    );
    return undefined;
  }
  if (parsed.alpha < 1) {
    errors.push(issue(setting.label, `'${setting.value}' must be opaque`));
    return undefined;
  }
  return parsed;
}

/** Light scheme: the top bar's and the buttons' white text on the colour. */
function lightSchemeProblem(color: Rgba): string | null {
  const ratio = contrastRatio(color, WHITE);
  return ratio < WCAG_AA
    ? `white text (top bar, buttons) on ${toHex(color)} has a contrast of ${ratio.toFixed(2)}:1, below WCAG AA's ${WCAG_AA}:1; choose a darker colour`
    : null;
}

/** Dark scheme: the colour as text on both dark surfaces, and black text on it. */
function darkSchemeProblem(color: Rgba): string | null {
  const pairs: [string, Rgba][] = [
    ...Object.entries(darkSchemeSurfaces).map(([name, surface]): [string, Rgba] => [
      `as text on the dark scheme's ${name} ${surface}`,
      parseCssColor(surface)!,
    ]),
    [`under black text`, parseCssColor(DARK_SCHEME_ON_PRIMARY)!],
  ];
  for (const [where, other] of pairs) {
    const ratio = contrastRatio(color, other);
    if (ratio < WCAG_AA)
      return `${toHex(color)} ${where} has a contrast of ${ratio.toFixed(2)}:1, below WCAG AA's ${WCAG_AA}:1; choose a lighter colour`;
  }
  return null;
}

/**
 * The dark scheme's primary colour: the colour itself when it reads there, else the first of its tones mixed
 * with 10 %, 20 %, … white that does (white itself does: 18:1 on the background), so the hue stays the brand's.
 */
export function darkSchemeTone(color: Rgba): Rgba {
  for (let step = 0; step <= 10; step++) {
    const tone = mixWithWhite(color, step / 10);
    if (!darkSchemeProblem(tone)) return tone;
  }
  return WHITE;
}

interface SchemeColors {
  light: string;
  dark: string;
}

/**
 * PRIMARY_COLOR checked for the light scheme, and the dark scheme's tone: PRIMARY_COLOR_DARK checked, else
 * derived from the primary colour.
 */
function schemeColors(
  primary: Setting | undefined,
  dark: Setting | undefined,
  errors: string[],
): SchemeColors | undefined {
  const light = primary ? parsedColor(primary, errors) : parseCssColor(DEFAULT_PRIMARY_COLOR)!;
  const lightProblem = light && lightSchemeProblem(light);
  if (primary && lightProblem) errors.push(issue(primary.label, lightProblem));
  const ownDark = parsedColor(dark, errors);
  const darkProblem = ownDark && darkSchemeProblem(ownDark);
  if (dark && darkProblem) errors.push(issue(dark.label, darkProblem));
  if (!light || lightProblem || (dark && (!ownDark || darkProblem))) return undefined;
  return { light: toHex(light), dark: toHex(ownDark ?? darkSchemeTone(light)) };
}

function email(setting: Setting | undefined, errors: string[]): string | null {
  if (!setting) return null;
  const value = setting.value.trim();
  if (/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value) && value.length <= 254) return value;
  errors.push(issue(setting.label, `'${setting.value}' is not an e-mail address`));
  return null;
}

const imageTypes: Record<string, BrandImage['type']> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Whether the bytes are what the extension says (so a mistaken file is refused now, not shown broken). */
function looksLike(bytes: Buffer, type: BrandImage['type']): boolean {
  if (type === 'image/png') return bytes.subarray(0, 8).equals(PNG_SIGNATURE);
  if (type === 'image/x-icon') return bytes.readUInt32BE(0) === 0x00000100;
  return /<svg[\s>]/.test(bytes.subarray(0, 4096).toString('utf8'));
}

function imageFile(
  setting: Setting | undefined,
  allowed: readonly string[],
  errors: string[],
): BrandImage | undefined {
  if (!setting) return undefined;
  const file = path.resolve(setting.base, setting.value);
  const ext = path.extname(file).toLowerCase();
  const type = imageTypes[ext];
  const kinds = allowed.map((e) => e.slice(1).toUpperCase()).join(' or ');
  if (!type || !allowed.includes(ext)) {
    errors.push(issue(setting.label, `${file} must be an ${kinds} file (${allowed.join(', ')})`));
    return undefined;
  }
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOENT' });
    size = stat.size;
  } catch {
    errors.push(issue(setting.label, `no file at ${file}`));
    return undefined;
  }
  if (size === 0 || size > MAX_IMAGE_BYTES) {
    errors.push(issue(setting.label, `${file} must be 1 byte to 1 MB (it is ${size} bytes)`));
    return undefined;
  }
  const bytes = readFileSync(file);
  if (!looksLike(bytes, type)) {
    errors.push(
      issue(
        setting.label,
        `${file} is not a${ext === '.ico' ? 'n' : ''} ${ext.slice(1).toUpperCase()} image`,
      ),
    );
    return undefined;
  }
  return image(bytes, type);
}

/** The deployment's branding; throws a ConfigError listing every bad value, each named. */
export function loadBranding(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): DeploymentBranding {
  const errors: string[] = [];
  const settings = env.BRANDING_FILE ? fileSettings(env.BRANDING_FILE, cwd, errors) : {};
  for (const key of brandingKeys) {
    const value = env[key];
    if (value !== undefined && value !== '') settings[key] = { value, base: cwd, label: key };
  }
  const productName = text(settings.PRODUCT_NAME, 60, errors) ?? DEFAULT_PRODUCT_NAME;
  const shortName = text(settings.PRODUCT_SHORT_NAME, 20, errors) ?? productName.slice(0, 20).trim();
  const colors = schemeColors(settings.PRIMARY_COLOR, settings.PRIMARY_COLOR_DARK, errors);
  const supportEmail = email(settings.SUPPORT_EMAIL, errors);
  const logoFile = imageFile(settings.PRODUCT_LOGO, ['.svg', '.png'], errors);
  const faviconFile = imageFile(settings.PRODUCT_FAVICON, ['.svg', '.png', '.ico'], errors);
  if (errors.length > 0 || !colors) throw new ConfigError(`Invalid configuration: ${errors.join('; ')}`);
  const { light: primaryColor, dark: primaryColorDark } = colors;

  const mark =
    productName === DEFAULT_PRODUCT_NAME ? pulseMark(primaryColor) : initialsMark(primaryColor, shortName);
  const logo = logoFile ?? image(Buffer.from(mark), 'image/svg+xml');
  return {
    productName,
    shortName,
    primaryColor,
    primaryColorDark,
    supportEmail,
    logo,
    favicon: faviconFile ?? logo,
  };
}

/** GET /v2/branding's answer, which index.html carries too (plugins/web.ts). */
export function brandingBody(branding: DeploymentBranding): Branding {
  return {
    product_name: branding.productName,
    product_short_name: branding.shortName,
    primary_color: branding.primaryColor,
    primary_color_dark: branding.primaryColorDark,
    support_email: branding.supportEmail,
    logo_url: brandingLogoRoute.path,
    favicon_url: brandingFaviconRoute.path,
  };
}
