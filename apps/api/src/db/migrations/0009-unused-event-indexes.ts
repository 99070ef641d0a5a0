// Drops the two event indexes no query reads: events by product and by project are answered from the rollups
// (searches) or not asked for at all, and building them cost about 3 s of every demo load.
import { replaceFactIndexes } from './replace-fact-indexes.ts';

export const unusedFactIndexes: readonly string[] = ['user_event_product_idx', 'user_event_project_idx'];

export const { up, down } = replaceFactIndexes(unusedFactIndexes, []);
