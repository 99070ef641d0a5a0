// The sections of the settings page, in order: each a title and a component that loads what it shows.
import type { ComponentType } from 'react';
import { DigestsSection } from '../../digests/digests-section.tsx';
import { WatchesSection } from './watches-section.tsx';

export interface SettingsSection {
  /** Names the section's heading (settings-{id}). */
  id: string;
  title: string;
  Section: ComponentType;
}

export const settingsSections: readonly SettingsSection[] = [
  { id: 'watches', title: 'Watches', Section: WatchesSection },
  { id: 'digests', title: 'Digests', Section: DigestsSection },
];
