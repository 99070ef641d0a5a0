// The product mark drawn when no logo file is configured: the default product's pulse line, or the initials of
// the configured short name, white on the primary colour.
import { initials } from '../modules/images/svg.ts';

const tile = (fill: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${fill}"/>${body}</svg>`;

/** The default product's mark (also its favicon). */
export const pulseMark = (fill: string) =>
  tile(
    fill,
    '<path d="M5 18h5l3-8 5 14 3-8h6" stroke="#fff" stroke-width="2.5" fill="none" stroke-linejoin="round"/>',
  );

/** A mark for another product: up to two initials of its short name. */
export const initialsMark = (fill: string, shortName: string) => {
  const letters = initials(shortName);
  const size = letters.length > 1 ? 14 : 18;
  return tile(
    fill,
    `<text x="16" y="16" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${letters}</text>`,
  );
};
