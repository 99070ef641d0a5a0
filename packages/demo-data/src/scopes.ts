// What a project's specification covers, by project type (segment) and size: the categories such a project always
// specifies (a hospital: flooring, ceilings, lighting, casework, plumbing...; an office fit-out: flooring, walls,
// lighting, furniture) and the sub-category its first item in a category usually is (carpet tile in an office).
// The other categories keep their chances (categories.ts), raised by size.
import type { SizeClass } from './project-names.ts';

interface ScopeTemplate {
  /** Category ids on (nearly) every ordinary or major project of the type. */
  core: number[];
  /** The subset a fit-out or refresh always has. */
  refresh: number[];
  /** Category id → [sub-category id, chance] of the first spec item. */
  firstItem: Record<number, [number, number]>;
}

// Category ids: 1 Flooring, 2 Tile & Stone, 3 Ceilings, 4 Wall Finishes, 5 Surfacing, 6 Textiles, 7 Window
// Treatments, 8 Specialties, 9 Openings, 10 Seating, 11 Tables & Workspace, 12 Storage & Casework, 13 Lighting,
// 14 Plumbing, 15 Site & Accessories.
const templates: Record<number, ScopeTemplate> = {
  // Education
  1: { core: [1, 3, 4, 8, 9, 13, 14], refresh: [1, 4, 13], firstItem: { 1: [101, 0.45] } },
  // Workplace
  2: { core: [1, 3, 4, 10, 11, 13], refresh: [1, 4, 10, 13], firstItem: { 1: [101, 0.85], 10: [1001, 0.6] } },
  // Health & Wellness
  3: { core: [1, 3, 4, 8, 9, 12, 13, 14], refresh: [1, 4, 13], firstItem: { 1: [104, 0.55] } },
  // Hospitality
  4: { core: [1, 2, 4, 6, 10, 13, 14], refresh: [1, 4, 6, 10], firstItem: { 1: [102, 0.55] } },
  // Infrastructure & Transportation
  5: { core: [1, 3, 8, 13, 14], refresh: [1, 13], firstItem: { 1: [109, 0.35] } },
  // Residential
  6: { core: [1, 2, 5, 13, 14], refresh: [1, 2, 5], firstItem: { 1: [103, 0.6] } },
  // Retail
  7: { core: [1, 4, 13], refresh: [1, 4, 13], firstItem: { 1: [103, 0.4], 13: [1306, 0.4] } },
  // Other
  8: { core: [1, 3, 4, 13], refresh: [1, 4], firstItem: {} },
};

/**
 * Chance that a project of this size (1 an ordinary one) specifies a category of its template: a few are left to
 * another package or phase, fewer on a big project (one design team takes the whole building).
 */
export const coreChance = (size: number) => 1 - 0.03 / Math.max(1, size);

/** Whether the category is in the scope template of a project of this segment and size. */
export function isCore(segmentId: number, sizeClass: SizeClass, categoryId: number): boolean {
  const t = templates[segmentId];
  if (!t) return false;
  return (sizeClass === 'fit-out' ? t.refresh : t.core).includes(categoryId);
}

/** The usual first item's sub-category of the category on such a project, with its chance; undefined if none. */
export const firstItemOf = (segmentId: number, categoryId: number): [number, number] | undefined =>
  templates[segmentId]?.firstItem[categoryId];
