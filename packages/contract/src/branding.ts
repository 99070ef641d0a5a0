// Branding contract: the deployment's product name, colour, logo and support address, public (the sign-in
// page shows them before anyone has a token).
import { z } from 'zod';
import { defineRoute } from './route.ts';

export const brandingSchema = z.object({
  product_name: z.string().min(1),
  product_short_name: z.string().min(1),
  /** `#rrggbb`; white text on it meets WCAG AA (4.5:1), checked at start-up. */
  primary_color: z.string().regex(/^#[0-9a-f]{6}$/),
  /** Shown with 'contact us' in the locked-item tooltip and on the error pages; null when not configured. */
  support_email: z.string().nullable(),
  logo_url: z.string(),
  favicon_url: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

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
