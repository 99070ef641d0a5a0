import { describe, expect, it } from 'vitest';
import { accessRules, allows, unmetAccess, type Access } from './permissions.ts';

const holder = (permissions: Record<string, boolean>, is_admin = false) => ({ is_admin, permissions });

describe('access rules', () => {
  it('public needs nothing; user needs a signed-in caller; admin needs is_admin', () => {
    expect(allows('public', null)).toBe(true);
    expect(allows('user', null)).toBe(false);
    expect(allows('user', holder({}))).toBe(true);
    expect(allows('admin', holder({ brands: true }))).toBe(false);
    expect(allows('admin', holder({}, true))).toBe(true);
  });

  it('firmAdmin needs a firm admin or an administrator; territoryAdmin the territories flag besides', () => {
    expect(allows('firmAdmin', holder({}))).toBe(false);
    expect(allows('firmAdmin', { ...holder({}), is_firm_admin: true })).toBe(true);
    expect(allows('firmAdmin', holder({}, true))).toBe(true);
    const flagged = { ...holder({}), is_firm_admin: true, features: { territories: true } };
    expect(allows(accessRules.territoryAdmin, flagged)).toBe(true);
    expect(unmetAccess(accessRules.territoryAdmin, { ...flagged, features: {} })).toEqual({
      feature: 'territories',
    });
    expect(unmetAccess(accessRules.territoryAdmin, { ...flagged, is_firm_admin: false })).toBe('firmAdmin');
    expect(allows(accessRules.territories, { ...holder({}), features: { territories: true } })).toBe(true);
  });

  it('anyOf needs at least one of the permissions, held as true', () => {
    const rule: Access = { anyOf: ['brands', 'products'] };
    expect(allows(rule, holder({ products: true }))).toBe(true);
    expect(allows(rule, holder({ brands: false, internal: true }))).toBe(false);
    expect(allows(rule, null)).toBe(false);
    // Being an administrator grants no analytics permission.
    expect(allows(rule, holder({}, true))).toBe(false);
  });

  it('allOf needs every rule, and names the first one not met', () => {
    const products = { anyOf: ['products'] } as const;
    const spectypes = { anyOf: ['spectypes'] } as const;
    const rule: Access = { allOf: [products, spectypes] };
    expect(allows(rule, holder({ products: true, spectypes: true }))).toBe(true);
    expect(unmetAccess(rule, holder({ products: true }))).toEqual(spectypes);
    expect(unmetAccess(rule, holder({ spectypes: true }))).toEqual(products);
    expect(unmetAccess(rule, holder({}))).toEqual(products);
    expect(unmetAccess(rule, null)).toEqual(products);
    expect(unmetAccess({ allOf: ['user', 'admin'] }, holder({ products: true }))).toBe('admin');
    expect(unmetAccess({ allOf: [] }, null)).toBeNull();
  });

  it('allOf rules nest', () => {
    const rule: Access = { allOf: [{ allOf: ['user', { anyOf: ['brands', 'mybrands'] }] }, 'admin'] };
    expect(allows(rule, holder({ mybrands: true }, true))).toBe(true);
    expect(unmetAccess(rule, holder({}, true))).toEqual({ anyOf: ['brands', 'mybrands'] });
  });

  it('product characteristics need products and spectypes', () => {
    const rule = accessRules.productCharacteristics;
    expect(allows(rule, holder({ products: true, spectypes: true }))).toBe(true);
    expect(unmetAccess(rule, holder({ products: true }))).toEqual({ anyOf: ['spectypes'] });
    expect(unmetAccess(rule, holder({ spectypes: true, brands: true }))).toEqual({ anyOf: ['products'] });
  });
});

describe('feature rules', () => {
  it('a feature rule needs the firm flag set to true', () => {
    const rule = accessRules.sourceExport;
    const user = { is_admin: false, permissions: { brands: true } };
    expect(allows(rule, user)).toBe(false);
    expect(unmetAccess(rule, { ...user, features: { export: false } })).toEqual({ feature: 'export' });
    expect(allows(rule, { ...user, features: { export: true } })).toBe(true);
    expect(unmetAccess(rule, { is_admin: false, permissions: {}, features: { export: true } })).toEqual({
      anyOf: ['brands', 'products'],
    });
  });

  it('a withoutFeature rule refuses a firm that has the flag (hideprojects hides the project lists)', () => {
    const user = { is_admin: false, permissions: { brands: true } };
    expect(allows(accessRules.sourceProjects, user)).toBe(true);
    expect(allows(accessRules.sourceProjects, { ...user, features: { hideprojects: false } })).toBe(true);
    expect(unmetAccess(accessRules.sourceProjects, { ...user, features: { hideprojects: true } })).toEqual({
      withoutFeature: 'hideprojects',
    });
    expect(
      unmetAccess(accessRules.sourceExport, { ...user, features: { export: true, hideprojects: true } }),
    ).toEqual({ withoutFeature: 'hideprojects' });
  });
});
