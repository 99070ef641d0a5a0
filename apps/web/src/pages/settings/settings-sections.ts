// The sections of the settings page, in order: each a title and a component that loads what it shows.
import type { ComponentType } from 'react';
import { EmailSection } from './email-section.tsx';
import { WatchesSection } from './watches-section.tsx';

export interface SettingsSection {
  /** Names the section's heading (settings-{id}). */
  id: string;
  title: string;
  Section: ComponentType;
}

export const settingsSections: readonly SettingsSection[] = [
  { id: 'watches', title: 'Watches', Section: WatchesSection },
  { id: 'email', title: 'Email', Section: EmailSection },
];
