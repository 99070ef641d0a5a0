import { describe, expect, it } from 'vitest';
import type { TopProductRow } from '@specpulse/contract';
import { parseProductId, performanceRows, periodSeries, topProductLabels } from './product-figures.ts';
import { manufacturerFromHash, productDrillPath } from '../../components/page/page-links.ts';

const row = (product_id: number, product_name: string, manufacturer_name: string): TopProductRow => ({
  product_id,
  product_name,
  product_image_url: '',
  manufacturer_id: 1,
  manufacturer_name,
  spec_percent: 1,
  sum_spec: 1,
  spec_quantity_share: 1,
  quantity_unit: 'each',
  spec_growth_real: null,
  spec_growth_absolute: 0,
});

describe('product drilldown links', () => {
  it('carries the manufacturer in the hash and keeps the filters of the query string', () => {
    expect(productDrillPath(42, 'Acme & Sons', '?categories=5')).toBe(
      '/products/drill/42?categories=5#manufacturer_name=Acme+%26+Sons',
    );
    expect(productDrillPath(42, null, '')).toBe('/products/drill/42');
  });

  it('reads the manufacturer back from the hash, whichever way spaces were encoded', () => {
    expect(manufacturerFromHash('#manufacturer_name=Acme+%26+Sons')).toBe('Acme & Sons');
    expect(manufacturerFromHash('#manufacturer_name=Acme%20Floors')).toBe('Acme Floors');
    expect(manufacturerFromHash('#manufacturer_name=')).toBeNull();
    expect(manufacturerFromHash('')).toBeNull();
  });

  it('accepts only positive whole product ids', () => {
    expect(parseProductId('17')).toBe(17);
    expect(parseProductId('0')).toBeNull();
    expect(parseProductId('abc')).toBeNull();
    expect(parseProductId('1.5')).toBeNull();
    expect(parseProductId(undefined)).toBeNull();
  });
});

describe('product figures', () => {
  it('names chart columns by product, adding the manufacturer only where names repeat', () => {
    expect(
      topProductLabels([row(1, 'Open Spec', 'A'), row(2, 'Tile X', 'B'), row(3, 'Open Spec', 'C')]),
    ).toEqual(['Open Spec (A)', 'Tile X', 'Open Spec (C)']);
  });

  it('turns productdetail lists into Spec and Search series and Performance Table rows', () => {
    const rows = [
      { period_group: '2026-Q1', spec_pct: 1.5, search_pct: 2 },
      { period_group: '2026-Q2', spec_pct: null, search_pct: 0 },
    ];
    expect(periodSeries(rows)).toEqual({
      categories: ['2026-Q1', '2026-Q2'],
      series: [
        { name: 'Spec', data: [1.5, null] },
        { name: 'Search', data: [2, 0] },
      ],
    });
    expect(performanceRows(rows)[0]).toEqual({ name: '2026-Q1', spec: 1.5, search: 2 });
  });
});
