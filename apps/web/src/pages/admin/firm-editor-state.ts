// The firm editor's form: built from the admin view of a configuration, validated back into the save body.
import type {
  AdminFirmConfiguration,
  FirmConfigurationData,
  SaveFirmConfigurationBody,
} from '@specpulse/contract';
import { parseIdList, parseSpecifications } from './admin-input.ts';

export const featureFlags = [
  { key: 'export', label: 'Export' },
  { key: 'savefilters', label: 'Save filters' },
  { key: 'favorite', label: 'Favorite' },
  { key: 'hideprojects', label: 'Hide projects' },
  { key: 'hidesegments', label: 'Hide segments' },
  { key: 'nestedcategories', label: 'Nested categories' },
  { key: 'territories', label: 'Territories' },
] as const;

export const permissionFlags = [
  { key: 'brands', label: 'Brands' },
  { key: 'products', label: 'Products' },
  { key: 'internal', label: 'Internal' },
  { key: 'spectypes', label: 'Spec types (product characteristics)' },
  { key: 'mybrands', label: 'My Brands' },
] as const;

/** The fiscal year's possible first months, January (a calendar year) first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface FirmForm {
  name: string;
  /** The stored version the edit started from, sent back with the save (409 if it changed meanwhile). */
  revision: string | null;
  /** The month (1-12) the firm's fiscal year starts: its 'Last day of' quarters and years follow it. */
  fiscalYearStart: number;
  hasfeature: Record<string, boolean>;
  permissions: Record<string, boolean>;
  firmbrandsText: string;
  specificationsText: string;
  categories: number[];
  subCategories: number[];
  defaultcategories: number[];
  defaultsubcategories: number[];
}

export type FirmFormErrors = Partial<Record<'name' | 'firmbrands' | 'specifications', string>>;

const flags = (keys: readonly { key: string }[], source: Record<string, boolean>) =>
  Object.fromEntries(keys.map(({ key }) => [key, source[key] === true]));

export function formFromData({ configuration, firm }: FirmConfigurationData['data']): FirmForm {
  const enabledCategories = new Set(configuration.filters.categories);
  const enabledSubCategories = new Set(configuration.filters.subCategories);
  return {
    name: firm.name,
    revision: firm.revision,
    fiscalYearStart: firm.fiscal_year_start,
    hasfeature: flags(featureFlags, configuration.hasfeature),
    permissions: flags(permissionFlags, configuration.permissions),
    firmbrandsText: configuration.firmbrands.join(','),
    specificationsText: configuration.specifications.join(','),
    categories: configuration.filters.categories,
    subCategories: configuration.filters.subCategories,
    defaultcategories: configuration.defaultcategories.filter((id) => enabledCategories.has(id)),
    defaultsubcategories: configuration.defaultsubcategories.filter((id) => enabledSubCategories.has(id)),
  };
}

/**
 * Enabling and disabling categories; a disabled one is also deselected from the defaults (spec doc 1 §2.7),
 * and its sub-categories go with it (`parentOf` maps a sub-category to its category).
 */
export function setEnabledCategories(
  form: FirmForm,
  categories: number[],
  parentOf: ReadonlyMap<number, number> = new Map(),
): FirmForm {
  const enabled = new Set(categories);
  const keepSub = (id: number) => {
    const parent = parentOf.get(id);
    return parent === undefined || enabled.has(parent);
  };
  const next = {
    ...form,
    categories,
    defaultcategories: form.defaultcategories.filter((id) => enabled.has(id)),
  };
  return setEnabledSubCategories(next, form.subCategories.filter(keepSub));
}

export function setEnabledSubCategories(form: FirmForm, subCategories: number[]): FirmForm {
  const enabled = new Set(subCategories);
  return {
    ...form,
    subCategories,
    defaultsubcategories: form.defaultsubcategories.filter((id) => enabled.has(id)),
  };
}

export type Validated = { ok: true; body: SaveFirmConfigurationBody } | { ok: false; errors: FirmFormErrors };

export function validateForm(form: FirmForm): Validated {
  const errors: FirmFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'Enter the firm name';
  const firmbrands = parseIdList(form.firmbrandsText);
  if (!firmbrands.ok) errors.firmbrands = firmbrands.error;
  const specifications = parseSpecifications(form.specificationsText);
  if (!specifications.ok) errors.specifications = specifications.error;
  if (!firmbrands.ok || !specifications.ok || errors.name) return { ok: false, errors };
  const configuration: AdminFirmConfiguration = {
    hasfeature: form.hasfeature,
    permissions: form.permissions,
    firmbrands: firmbrands.value,
    specifications: specifications.value,
    filters: { categories: form.categories, subCategories: form.subCategories },
    defaultcategories: form.defaultcategories,
    defaultsubcategories: form.defaultsubcategories,
  };
  return {
    ok: true,
    body: { ...configuration, name, revision: form.revision, fiscal_year_start: form.fiscalYearStart },
  };
}

/** The save states of spec doc 1 §4 with their texts; saved says what a save now does for signed-in users. */
export type EditorStatus = 'loading' | 'idle' | 'modified' | 'saving' | 'saved' | 'failed';

export const editorStatusText: Record<EditorStatus, string | null> = {
  loading: null,
  idle: null,
  modified: 'Configuration has been modified',
  saving: 'Saving Configuration',
  saved: 'Configuration Saved! - Signed-in users see the change on their next page load',
  failed: 'Failed to save configuration',
};

/**
 * The server names the field of each problem ('firmbrands: unknown manufacturer ids 9; …'): show
 * those next to their fields as well as in the banner.
 */
export function fieldErrorsFromServer(message: string): FirmFormErrors {
  const errors: FirmFormErrors = {};
  const body = message.replace(/^Invalid configuration:\s*/, '');
  for (const problem of body.split('; ')) {
    const match = /^(firmbrands|specifications): (.+)$/.exec(problem.trim());
    if (match?.[1] === 'firmbrands' || match?.[1] === 'specifications') errors[match[1]] = match[2];
  }
  return errors;
}
