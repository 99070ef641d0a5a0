// Table declarations for the brand pages (spec doc 2 §3): columns, labels, decimals, suffixes, initial sort.
import type { z } from 'zod';
import { defineReport } from '../report.ts';
import {
  GROWTH_ABSOLUTE_COLUMN,
  GROWTH_REAL_COLUMN,
  MIXED_UNITS_TEXT,
  PERCENT_SUFFIX,
  QUANTITY_SHARE_DESCRIPTION,
} from '../figures.ts';
import type {
  adjacencyRowSchema,
  brandProjectRowSchema,
  brandTopProductRowSchema,
  CategoryRankRow,
  StateShare,
  TopBrandRow,
  vendorRowSchema,
} from './brand.ts';

const pct = { kind: 'number', decimals: 4, suffix: PERCENT_SUFFIX } as const;

/** /brands Brands List (the dashboard shows the same rows as tiles). */
export const brandsListReport = defineReport<TopBrandRow>({
  id: 'brand-topbrands',
  title: 'Brands List',
  pageSize: 25,
  columns: [
    { field: 'image_url', label: 'Logo', kind: 'image' },
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'manufacturer_id', label: 'Manufacturer Id', kind: 'number', hidden: true },
    { field: 'spec_percent', label: 'Spec Percent', ...pct, sort: 'desc' },
    // Shown only when the filters include qtyShares (spec doc 2 §2): the page lifts `hidden` then, and heads
    // it with the rows' unit (withUnit).
    {
      field: 'spec_quantity_share',
      label: 'Quantity Share',
      ...pct,
      hidden: true,
      nullText: MIXED_UNITS_TEXT,
      description: QUANTITY_SHARE_DESCRIPTION,
    },
    { field: 'spec_growth_real', label: 'Growth Real', ...GROWTH_REAL_COLUMN },
    { field: 'spec_growth_absolute', label: 'Growth Absolute', ...GROWTH_ABSOLUTE_COLUMN },
  ],
});

export const brandTopProductsReport = defineReport<z.output<typeof brandTopProductRowSchema>>({
  id: 'brand-topproducts',
  title: 'Top Products',
  columns: [
    { field: 'product_image_url', label: 'Image', kind: 'image' },
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'spec', label: '%Spec', ...pct, sort: 'desc' },
    { field: 'search', label: '%Search', ...pct },
  ],
});

export const brandTopStatesReport = defineReport<StateShare>({
  id: 'brand-topstates',
  title: 'Top States',
  columns: [
    { field: 'name', label: 'State', kind: 'text' },
    { field: 'spec', label: 'Spec', ...pct },
    { field: 'lines', label: 'Spec Lines', kind: 'number', decimals: 0 },
    { field: 'search', label: 'Search', ...pct },
    { field: 'searches', label: 'Searches', kind: 'number', decimals: 0 },
  ],
});

export const brandProjectsReport = defineReport<z.output<typeof brandProjectRowSchema>>({
  id: 'brand-topprojects',
  title: 'Projects',
  columns: [
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'state', label: 'State', kind: 'text' },
    // By the brand's lines first: a 100% share of a one-line project says less than 40% of a large one.
    { field: 'lines', label: 'Brand Lines', kind: 'number', decimals: 0, sort: 'desc' },
    { field: 'percentage', label: 'Percentage', ...pct },
  ],
});

export const brandCompetitiveReport = defineReport<z.output<typeof adjacencyRowSchema>>({
  id: 'brand-competitive',
  title: 'Competitive Adjacencies',
  columns: [
    { field: 'manufacturer_id', label: 'Manufacturer Id', kind: 'number', hidden: true },
    { field: 'name', label: 'Manufacturer Name', kind: 'text' },
    // The list's own order, which the server gives a page of without a sort.
    { field: 'percentage', label: 'Percentage', ...pct, sort: 'desc' },
  ],
});

export const brandComplimentaryReport = defineReport<z.output<typeof adjacencyRowSchema>>({
  id: 'brand-complimentary',
  title: 'Complementary Adjacencies',
  columns: [
    { field: 'name', label: 'Manufacturer Name', kind: 'text' },
    // The list's own order, which the server gives a page of without a sort.
    { field: 'percentage', label: 'Percentage', ...pct, sort: 'desc' },
  ],
});

export const brandTopVendorsReport = defineReport<z.output<typeof vendorRowSchema>>({
  id: 'brand-topvendors',
  title: 'Top Vendors',
  columns: [
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'email', label: 'Email', kind: 'text' },
    { field: 'city', label: 'City', kind: 'text' },
    { field: 'state', label: 'State', kind: 'text' },
    { field: 'percentage', label: 'Percentage', ...pct },
  ],
});

const rank = { kind: 'number', decimals: 0 } as const;
export const categoryRanksReport = defineReport<CategoryRankRow>({
  id: 'brand-categoryrank',
  title: 'Category Ranks',
  columns: [
    // An identifier, not a quantity: text, so it is never grouped like a count ('12,345').
    { field: 'categoryId', label: 'Category Id', kind: 'text' },
    { field: 'categoryName', label: 'Category', kind: 'text' },
    { field: 'currentSearch', label: 'Current Search', ...pct },
    { field: 'prevSearch', label: 'Previous Search', ...pct },
    { field: 'currentSearchRank', label: 'Current Search Rank', ...rank, sort: 'asc' },
    { field: 'prevSearchRank', label: 'Previous Search Rank', ...rank },
    { field: 'currentSpec', label: 'Current Spec', ...pct },
    { field: 'prevSpec', label: 'Previous Spec', ...pct },
    { field: 'currentSpecRank', label: 'Current Spec Rank', ...rank },
    { field: 'prevSpecRank', label: 'Previous Spec Rank', ...rank },
    { field: 'totalBrands', label: 'Total Brands', ...rank },
  ],
});
