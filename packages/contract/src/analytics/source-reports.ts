// Table declarations of the Source Data panel (spec doc 1 §2.5, §3): projects, principals, project products.
import { defineReport } from '../report.ts';
import type { PrincipalRow, ProjectProductRow, SourceProjectRow } from './source.ts';

export const sourceProjectsReport = defineReport<SourceProjectRow>({
  id: 'source-projects',
  title: 'Projects',
  columns: [
    { field: 'id', label: 'Project Id', kind: 'number', hidden: true },
    { field: 'name', label: 'Project Name', kind: 'text' },
    { field: 'state', label: 'State', kind: 'text' },
    { field: 'percentage', label: '%', kind: 'number', decimals: 4, suffix: '%', sort: 'desc' },
  ],
});

const principalColumns = [
  { field: 'company_name', label: 'Company', kind: 'text', sort: 'asc' },
  { field: 'first_name', label: 'First Name', kind: 'text' },
  { field: 'last_name', label: 'Last Name', kind: 'text' },
  { field: 'city_str', label: 'City', kind: 'text' },
  { field: 'state_abbr', label: 'State', kind: 'text' },
  { field: 'phone', label: 'Phone', kind: 'text' },
  { field: 'project_id', label: 'Project Id', kind: 'number', hidden: true },
] as const;

const principalsReport = (id: string, title: string) =>
  defineReport<PrincipalRow>({ id: `source-${id}`, title, columns: principalColumns });

/** The Principals tab's sub-tabs, in the spec's order. */
export const principalReports = {
  architect: principalsReport('architects', 'Architects'),
  contractor: principalsReport('contractors', 'Contractors'),
  owner: principalsReport('owners', 'Owners'),
};

/** An expanded project row: its principals (all types). */
export const projectPrincipalsReport = defineReport<PrincipalRow>({
  id: 'source-project-principals',
  title: 'Principals',
  columns: [{ field: 'type_name', label: 'Role', kind: 'text' }, ...principalColumns.slice(0, 6)],
});

/** An expanded project row: its products in the filters. */
export const projectProductsReport = defineReport<ProjectProductRow>({
  id: 'source-project-products',
  title: 'Products',
  columns: [
    { field: 'product_image_url', label: 'Image', kind: 'image' },
    { field: 'name', label: 'Product', kind: 'text' },
    { field: 'manufacturer_name', label: 'Manufacturer', kind: 'text', sort: 'asc' },
    { field: 'statusText', label: 'Status', kind: 'text' },
  ],
});
