// Draws the built-in images: initials or a swatch on a colour derived from the id, as small SVG text.

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

/** Up to two initials from the first letters of the name's words ('Harlow & Finch' → 'HF'). */
export function initials(name: string): string {
  const letters = name
    .split(/[\s\-/+]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, '').charAt(0))
    .filter(Boolean);
  return escapeXml(letters.slice(0, 2).join('').toUpperCase() || '?');
}

/** A stable, pleasant colour for an id: hue from a hash, moderate saturation and lightness. */
export function colourOf(kind: string, id: number): string {
  let h = 2166136261;
  for (const ch of `${kind}:${id}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  h >>>= 0;
  return `hsl(${h % 360} ${40 + (h % 23)}% ${34 + ((h >>> 8) % 12)}%)`;
}

/** Swatch colours for the colour family of the demo vocabulary. */
const familyColours: Record<string, string> = {
  White: '#f4f3ef',
  Ivory: '#efe8d6',
  Beige: '#d9c7a7',
  Greige: '#b8afa0',
  'Light Gray': '#c9ccce',
  Charcoal: '#45484b',
  Black: '#222222',
  Taupe: '#8d7f71',
  Brown: '#6f4e37',
  Navy: '#22325a',
  Blue: '#3f6fb0',
  Teal: '#2c7a7b',
  Sage: '#9caf88',
  Olive: '#6b6b3a',
  Terracotta: '#c0643f',
  Red: '#b23a3a',
  Ochre: '#cc8e35',
  Blush: '#e3b5a4',
  Plum: '#6a3d5a',
};

const svg = (body: string, size = 96) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
const text = (value: string, fill: string, size: number, y = 50) =>
  `<text x="50%" y="${y}%" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="600" font-size="${size}" fill="${fill}">${value}</text>`;

/** A brand logo: initials in a rounded square, with one of a few marks so neighbours differ. */
export function brandSvg(id: number, name: string): string {
  const colour = colourOf('brand', id);
  const marks = [
    '<circle cx="78" cy="18" r="8" fill="#fff" fill-opacity=".35"/>',
    '<rect x="10" y="76" width="76" height="5" rx="2" fill="#fff" fill-opacity=".35"/>',
    '<path d="M0 96 L40 96 L96 40 L96 0 Z" fill="#fff" fill-opacity=".12"/>',
    '<circle cx="48" cy="48" r="40" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>',
  ];
  return svg(
    `<rect width="96" height="96" rx="14" fill="${colour}"/>${marks[id % marks.length]}${text(initials(name), '#fff', 36)}`,
  );
}

/** A product thumbnail: a swatch in the product's colour with a texture by category, and its initials. */
export function productSvg(
  id: number,
  name: string,
  categoryId: number,
  colourFamily: string | null,
): string {
  const base = (colourFamily && familyColours[colourFamily]) || colourOf('product', id);
  const light =
    colourFamily === 'White' ||
    colourFamily === 'Ivory' ||
    colourFamily === 'Beige' ||
    colourFamily === 'Blush';
  const ink = light ? '#333' : '#fff';
  const textures = [
    `<path d="M0 32H96M0 64H96M32 0V96M64 0V96" stroke="${ink}" stroke-opacity=".25" stroke-width="2"/>`,
    `<path d="M-8 24L24 -8M-8 56L56 -8M-8 88L88 -8M24 104L104 24M56 104L104 56" stroke="${ink}" stroke-opacity=".2" stroke-width="6"/>`,
    `<g fill="${ink}" fill-opacity=".2"><circle cx="24" cy="24" r="6"/><circle cx="72" cy="24" r="6"/><circle cx="24" cy="72" r="6"/><circle cx="72" cy="72" r="6"/><circle cx="48" cy="48" r="6"/></g>`,
    `<path d="M0 24L24 12L48 24L72 12L96 24M0 60L24 48L48 60L72 48L96 60M0 96L24 84L48 96L72 84L96 96" fill="none" stroke="${ink}" stroke-opacity=".25" stroke-width="3"/>`,
    `<circle cx="48" cy="48" r="30" fill="none" stroke="${ink}" stroke-opacity=".3" stroke-width="8"/>`,
  ];
  return svg(
    `<rect width="96" height="96" fill="${base}"/>${textures[categoryId % textures.length]}<rect x="22" y="58" width="52" height="28" rx="6" fill="${light ? '#fff' : '#000'}" fill-opacity=".35"/>${text(initials(name), ink, 18, 75)}`,
  );
}

/** A round avatar with initials (users and client firms). */
export function avatarSvg(kind: 'firm' | 'user', id: number, name: string): string {
  const shape =
    kind === 'user'
      ? `<circle cx="48" cy="48" r="48" fill="${colourOf(kind, id)}"/>`
      : `<rect width="96" height="96" rx="20" fill="${colourOf(kind, id)}"/>`;
  return svg(`${shape}${text(initials(name), '#fff', 34)}`);
}

/** The one picture of every 'Open Spec' product: a generic specification sheet. */
export const openSpecSvg = svg(
  '<rect width="96" height="96" rx="10" fill="#eef1f2"/>' +
    '<rect x="26" y="14" width="44" height="56" rx="4" fill="#fff" stroke="#8a979c" stroke-width="2"/>' +
    '<path d="M34 28H62M34 37H62M34 46H54" stroke="#8a979c" stroke-width="3" stroke-linecap="round"/>' +
    text('OPEN SPEC', '#56656b', 11, 86),
);
