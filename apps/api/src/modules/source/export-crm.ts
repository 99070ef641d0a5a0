// Lead lists for a CRM (issue 44): the principals of a list of projects as a CSV in HubSpot's or Salesforce's
// import layout, streamed batch by batch like every download. A principal without a phone or an email (the
// market holds no emails) keeps its row with those fields empty. The mapping: docs/crm-export.md.
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { crmColumnNames, dataThroughText, type CrmFormat, type PrincipalRow } from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';
import { csvFormat } from './export-csv.ts';
import { batchTextStream, fileTimestamp, slug } from './export-files.ts';
import { principalsOf } from './source-data.queries.ts';

/** What every CRM row says where the CRM asks where the lead came from. */
const LEAD_SOURCE = 'SpecPulse';

const roleTitle = (type: PrincipalRow['type_name']) => type[0]!.toUpperCase() + type.slice(1);

/** One principal as a row of the format's columns (same order as crmColumnNames). */
export function crmRow(format: CrmFormat, p: PrincipalRow, projectName: string): string[] {
  const title = roleTitle(p.type_name);
  if (format === 'hubspot')
    return [p.first_name, p.last_name, '', p.phone, title, p.company_name, p.city_str, p.state_abbr];
  return [
    p.first_name,
    p.last_name,
    '',
    p.phone,
    title,
    p.company_name,
    p.city_str,
    p.state_abbr,
    LEAD_SOURCE,
    `${title} of project ${p.project_id}: ${projectName}`,
  ];
}

/**
 * The file's name, which says how fresh its data is ('…_leads_hubspot_data-through-2026-09-30.csv'): a CRM
 * importer reads the first row as the columns' header, so the file itself cannot carry the line.
 */
export const crmFileName = (at: Date, format: CrmFormat, asOf: string) =>
  `${fileTimestamp(at)}_leads_${format}_${slug(dataThroughText(asOf))}.csv`;

/** The CRM file of the principals of `projectIds`, in that order (owners, architects, then contractors). */
export function streamCrmCsv(
  db: Kysely<MarketDB>,
  format: CrmFormat,
  projectIds: readonly number[],
): Readable {
  return batchTextStream(
    projectIds,
    stringify([[...crmColumnNames[format]]], { ...csvFormat, bom: true }),
    async (ids) => {
      const [principals, projects] = await Promise.all([
        principalsOf(db, ids),
        db.selectFrom('project').select(['id', 'name']).where('id', 'in', ids).execute(),
      ]);
      const names = new Map(projects.map((p) => [p.id, p.name]));
      return stringify(
        principals.map((p) => crmRow(format, p, names.get(p.project_id) ?? '')),
        csvFormat,
      );
    },
    '',
  );
}
