// GET /v2/admin/audit (a page of entries) and /v2/admin/audit/csv (every entry the filters select, streamed):
// administrators only, by the routes' access rule.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { auditCsvRoute, auditLogRoute, auditReport, type AuditRow } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { attachment, fileTimestamp } from '../source/export-files.ts';
import { auditPage, auditRows } from './audit-log.queries.ts';

const csvOptions = {
  columns: auditReport.columns.map((c) => ({ key: c.field, header: c.label })),
  record_delimiter: 'windows',
  // A cell starting with = + - @ is prefixed with ' so a spreadsheet does not run it as a formula.
  escape_formulas: true,
} as const;

export function auditRoutes(app: FastifyInstance, { database }: AppDeps) {
  registerRoute(app, auditLogRoute, async ({ query }) => auditPage(database.db, query));

  registerRoute(app, auditCsvRoute, async ({ query, reply }) => {
    async function* text() {
      yield stringify([], { ...csvOptions, header: true, bom: true });
      let batch: AuditRow[] = [];
      for await (const row of auditRows(database.db, query)) {
        batch.push(row);
        if (batch.length === 1000) {
          yield stringify(batch, csvOptions);
          batch = [];
        }
      }
      if (batch.length) yield stringify(batch, csvOptions);
    }
    reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', attachment(`${fileTimestamp(new Date())}_audit_log.csv`));
    return reply.send(Readable.from(text(), { objectMode: false }));
  });
}
