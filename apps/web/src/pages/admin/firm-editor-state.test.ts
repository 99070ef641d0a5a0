import { describe, expect, it } from 'vitest';
import type { FirmConfigurationData } from '@specpulse/contract';
import {
  fieldErrorsFromServer,
  formFromData,
  setEnabledCategories,
  setEnabledSubCategories,
  validateForm,
} from './firm-editor-state.ts';

const data: FirmConfigurationData['data'] = {
  firm: {
    firm_id: 7,
    name: 'Acme',
    is_new: false,
    revision: '2026-11-22 10:00:00.123456+00',
    fiscal_year_start: 2,
  },
  defaults: { filters: { categories: [1], subCategories: [11] } },
  configuration: {
    hasfeature: { hidesegments: true },
    permissions: { brands: true, products: false },
    firmbrands: [1234, 56789],
    specifications: [3, 'color'],
    filters: { categories: [1, 2], subCategories: [11, 21] },
    defaultcategories: [1, 2],
    defaultsubcategories: [11],
  },
};

describe('firm editor form', () => {
  it('round-trips a configuration into the save body', () => {
    const form = formFromData(data);
    expect(form.firmbrandsText).toBe('1234,56789');
    expect(form.specificationsText).toBe('3,color');
    expect(form.hasfeature).toEqual({
      export: false,
      savefilters: false,
      favorite: false,
      hideprojects: false,
      hidesegments: true,
      nestedcategories: false,
      territories: false,
    });
    const result = validateForm(form);
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Acme',
        revision: '2026-11-22 10:00:00.123456+00',
        fiscal_year_start: 2,
        hasfeature: form.hasfeature,
        permissions: { brands: true, products: false, internal: false, spectypes: false, mybrands: false },
        firmbrands: [1234, 56789],
        specifications: [3, 'color'],
        filters: { categories: [1, 2], subCategories: [11, 21] },
        defaultcategories: [1, 2],
        defaultsubcategories: [11],
      },
    });
  });

  it('deselects a disabled category or sub-category from the defaults', () => {
    const form = setEnabledSubCategories(setEnabledCategories(formFromData(data), [2]), [21]);
    expect(form.defaultcategories).toEqual([2]);
    expect(form.defaultsubcategories).toEqual([]);
  });

  it('drops the sub-categories of a disabled category', () => {
    const parents = new Map([
      [11, 1],
      [21, 2],
    ]);
    const form = setEnabledCategories(formFromData(data), [2], parents);
    expect(form.subCategories).toEqual([21]);
    expect(form.defaultsubcategories).toEqual([]);
  });

  it('reports invalid fields and produces no body', () => {
    const form = { ...formFromData(data), firmbrandsText: '12,x', specificationsText: 'size', name: ' ' };
    const result = validateForm(form);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['firmbrands', 'name', 'specifications']);
  });
});

describe('fieldErrorsFromServer', () => {
  it("puts the server's problems next to the fields they name", () => {
    expect(
      fieldErrorsFromServer(
        'Invalid configuration: firmbrands: unknown manufacturer ids 9, 10; defaultcategories: 3 not among the enabled categories',
      ),
    ).toEqual({ firmbrands: 'unknown manufacturer ids 9, 10' });
    expect(fieldErrorsFromServer('Forbidden')).toEqual({});
  });
});
