// Table declarations for the internal reports (spec doc 2 §3): patterns, spec attributes, adjacency, categories
// and the internal Top Brands.
import { defineReport } from '../report.ts';
import { GROWTH_ABSOLUTE_COLUMN } from '../figures.ts';
import type {
  AdjacencyBreakdownRow,
  CategoryBreakdownRow,
  InternalTopBrandRow,
  PatternRow,
} from './internal.ts';

const pct = { kind: 'number', decimals: 4, suffix: '%' } as const;
const whole = { kind: 'number', decimals: 0 } as const;

const patternColumns = [
  { field: 'spec_id', label: 'Spec Id', ...whole, hidden: true },
  { field: 'spec_type_id', label: 'Spec Type Id', ...whole, hidden: true },
  { field: 'spec_type_name', label: 'Spec Type', kind: 'text' },
  { field: 'spec_name', label: 'Value', kind: 'text' },
  { field: 'period_group', label: 'Period', kind: 'text' },
  { field: 'score', label: 'Score', ...whole },
  { field: 'grp_score', label: 'Group Score', ...whole },
  { field: 'percent', label: 'Percent', ...pct },
  {
    field: 'growth',
    label: 'Growth',
    ...GROWTH_ABSOLUTE_COLUMN,
    description: 'Change of the percent against the previous period group, in percentage points (pts).',
  },
] as const;

export const patternsReport = defineReport<PatternRow>({
  id: 'pattern-patterndetail',
  title: 'Patterns',
  pageSize: 25,
  columns: patternColumns,
});

export const specAttributeReport = defineReport<PatternRow>({
  id: 'pattern-specattributedetail',
  title: 'Spec Attribute',
  pageSize: 25,
  columns: patternColumns,
});

export const adjacencyReport = defineReport<AdjacencyBreakdownRow>({
  id: 'adjacency-breakdown',
  title: 'Adjacency',
  pageSize: 25,
  columns: [
    { field: 'manufacturer_id', label: 'Manufacturer Id', ...whole, hidden: true },
    { field: 'name', label: 'Manufacturer Name', kind: 'text' },
    { field: 'cnt', label: 'Projects', ...whole },
    { field: 'pct', label: 'Percentage', ...pct, sort: 'desc' },
  ],
});

/** Brand columns are labelled with the chosen brands' names by the page (categoryColumnsShown). */
export const categoriesReport = defineReport<CategoryBreakdownRow>({
  id: 'category-breakdown',
  title: 'Categories',
  pageSize: 25,
  columns: [
    { field: 'category_id', label: 'Category Id', ...whole, hidden: true },
    { field: 'category_name', label: 'Category', kind: 'text', sort: 'asc' },
    { field: 'brand1', label: 'Brand 1', ...pct },
    { field: 'brand2', label: 'Brand 2', ...pct },
    { field: 'brand3', label: 'Brand 3', ...pct },
    { field: 'brand4', label: 'Brand 4', ...pct },
  ],
});

export const internalTopBrandsReport = defineReport<InternalTopBrandRow>({
  id: 'internal-topbrands',
  title: 'Top Brands',
  pageSize: 25,
  columns: [
    { field: 'image_url', label: 'Logo', kind: 'image' },
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'manufacturer_id', label: 'Manufacturer Id', ...whole, hidden: true },
    { field: 'spec_percent', label: 'Spec Percent', ...pct, sort: 'desc' },
    { field: 'sum_spec', label: 'Spec Lines', ...whole },
    { field: 'spec_growth_absolute', label: 'Growth Absolute', ...GROWTH_ABSOLUTE_COLUMN },
    { field: 'views', label: 'Product Views', ...whole },
    { field: 'images', label: 'Asset Views', ...whole },
    { field: 'vendors', label: 'Vendor Views', ...whole },
    { field: 'events', label: 'Total Events', ...whole },
  ],
});
