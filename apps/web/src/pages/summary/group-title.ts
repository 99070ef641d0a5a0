// The brand group's names for a page title, from its logos call (ids until they arrive).
import type { Logo } from '@specpulse/contract';

export const groupNames = (ids: readonly number[], logos: readonly Logo[] | undefined): string =>
  logos && logos.length ? logos.map((l) => l.name).join(', ') : ids.join(', ');
