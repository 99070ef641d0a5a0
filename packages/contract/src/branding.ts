// Branding contract: the deployment's product name, colour, logo and support address, public (the sign-in
// page shows them before anyone has a token).
import { z } from 'zod';
import { defineRoute } from './route.ts';

export const brandingSchema = z.object({
  product_name: z.string().min(1),
  product_short_name: z.string().min(1),
  /** `#rrggbb`; white text on it meets WCAG AA (4.5:1), checked at start-up. */
  primary_color: z.string().regex(/^#[0-9a-f]{6}$/),
  /**
   * `#rrggbb`: the primary colour of the dark colour scheme, a lighter tone of it (or PRIMARY_COLOR_DARK); it
   * reaches WCAG AA (4.5:1) on both dark surfaces below and with black text on it, checked at start-up.
   */
  primary_color_dark: z.string().regex(/^#[0-9a-f]{6}$/),
  /** Shown with 'contact us' in the locked-item tooltip and on the error pages; null when not configured. */
  support_email: z.string().nullable(),
  logo_url: z.string(),
  favicon_url: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

/**
 * The dark colour scheme's surfaces (the web theme's background and paper, flat: no elevation overlays), which
 * the start-up check holds the dark primary colour to.
 */
export const darkSchemeSurfaces = { background: '#121212', paper: '#1e1e1e' } as const;
/** Text on the dark scheme's primary colour (its buttons, the selected menu item's bar). */
export const DARK_SCHEME_ON_PRIMARY = '#000000';

export const brandingRoute = defineRoute({
  method: 'GET',
  path: '/v2/branding',
  access: 'public',
  summary: "The deployment's product name, short name, primary colour, support e-mail and image URLs",
  response: brandingSchema,
});

export const brandingLogoRoute = defineRoute({
  method: 'GET',
  path: '/v2/branding/logo',
  access: 'public',
  summary: "The product's logo (the configured SVG or PNG, or a mark generated from the name)",
});

export const brandingFaviconRoute = defineRoute({
  method: 'GET',
  path: '/v2/branding/favicon',
  access: 'public',
  summary: "The product's favicon (the configured file, or the logo)",
});

/**
 * What index.html carries for the app's start, so its first screen needs no call: the branding, written by the
 * server as a JSON data block (`<script type="application/json">`, never executed, so the CSP stands). The
 * configuration and the signed-in user are not in it: the session is a bearer token in the browser's storage,
 * which a page request does not carry.
 */
export const startDataSchema = z.object({ branding: brandingSchema });
export type StartData = z.infer<typeof startDataSchema>;

/** The id of index.html's script element holding the start data. */
export const START_DATA_ELEMENT_ID = 'start-data';
