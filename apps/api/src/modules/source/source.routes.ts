// Source-data routes shared by brand and product users: the market segment distribution, and the Source
// Data panel's projects, principals, project detail and downloads (the downloads need the export flag).
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  sourceCrmRoute,
  messages,
  SPREADSHEET_MAX_ROWS,
  sourceFullCsvRoute,
  sourceFullPdfRoute,
  sourceFullXlsxRoute,
  sourceMarketSegmentsRoute,
  sourcePrincipalsRoute,
  sourceProjectCsvRoute,
  sourceProjectPdfRoute,
  sourceProjectRoute,
  sourceProjectsFullRoute,
  sourceProjectsRoute,
  type SourcePayload,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { badRequest, notFound } from '../../errors.ts';
import { compileFilters } from '../../filters/compile.ts';
import type { FilterScope } from '../../filters/scope.ts';
import type { Actor } from '../../plugins/actor.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { holdInFlightUntil } from '../../plugins/in-flight.ts';
import { crmFileName, streamCrmCsv } from './export-crm.ts';
import { marketSegments } from '../market/market.queries.ts';
import {
  principalsOf,
  projectInScope,
  projectProducts,
  projectSpecLineCount,
  projectSpecLines,
  sourcePrincipals,
  sourceProjects,
  sourceProjectsPage,
} from './source-data.queries.ts';
import {
  allProjectsFileName,
  attachment,
  batchTextStream,
  projectFileName,
  type ExportStream,
  userClock,
} from './export-files.ts';
import { exportQueue } from './export-queue.ts';
import { streamCsv } from './export-csv.ts';
import { XLSX } from './export-xlsx.ts';
import { streamAllProjectsXlsx } from './export-all-xlsx.ts';
import { streamAllProjectsPdf, streamProjectPdf, type PdfBrand } from './export-pdf.ts';

const PDF = 'application/pdf';
const CSV = 'text/csv; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a streamed download: its type, file name and body, gzipped on the fly for a caller that accepts it
 * (reply.compress: text shrinks to a fraction; a PDF is compressed already and goes as it is); chunked. The
 * request keeps its in-flight place until the export's work has ended (a PDF's `ended`, a text stream's
 * close), not when the handler returns.
 */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  fileName: string | null,
  body: Readable | ExportStream,
) {
  holdInFlightUntil(request, 'ended' in body ? body.ended : finished(body));
  reply.type(type).header('cache-control', 'no-store').header('vary', 'accept-encoding');
  if (fileName) reply.header('content-disposition', attachment(fileName));
  reply.compress(body);
  return reply;
}

/** Aborts when the client goes away before its answer has been sent. */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

export function sourceRoutes(
  app: FastifyInstance,
  market: MarketStore,
  brand: PdfBrand,
  exportConcurrency: number,
) {
  const fullPdfs = exportQueue(exportConcurrency);
  registerFigure(app, market, sourceMarketSegmentsRoute, {
    compute: ({ scope, query }) => marketSegments(scope, query.limit),
  });

  /** The projects the panel lists (of `brandIds`, when given), from the analytics cache. */
  const projectsOf = (scope: FilterScope, brandIds: readonly number[]) =>
    app.analyticsCache.wrapScope('source.projects', scope, brandIds.join(','), () =>
      sourceProjects(scope, brandIds),
    );

  /** The project, which must have spec lines in the filters, of `brandIds` if given (else 404, as for any other
   * id). */
  async function projectOf(scope: FilterScope, id: number, brandIds: readonly number[]) {
    if (!(await projectInScope(scope, id, brandIds))) throw notFound(messages.projectNotFound(id));
    const project = await scope.db
      .selectFrom('project')
      .select(['id', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!project) throw notFound(messages.projectNotFound(id));
    return project;
  }

  /** The filters and the project in them. */
  async function projectScope(actor: Actor, body: SourcePayload, id: number) {
    const scope = await compileFilters(market, actor, body);
    return { scope, project: await projectOf(scope, id, body.brand_ids) };
  }

  /** The panel's brands, beyond the filters: part of the cache key. */
  const brandsSubject = ({ body }: { body: SourcePayload }) =>
    Promise.resolve({ key: body.brand_ids.join(','), brandIds: body.brand_ids });
  registerFigure(app, market, sourceProjectsRoute, {
    subject: brandsSubject,
    compute: ({ scope, subject, query }) => sourceProjectsPage(scope, subject.brandIds, query),
  });
  registerFigure(app, market, sourcePrincipalsRoute, {
    subject: brandsSubject,
    compute: ({ scope, subject, query }) => sourcePrincipals(scope, subject.brandIds, query.type, query),
  });
  registerFigure(app, market, sourceProjectRoute, {
    subject: async ({ scope, params, body }) => {
      await projectOf(scope, params.id, body.brand_ids);
      return { key: body.brand_ids.join(',') };
    },
    compute: async ({ scope, params }) => ({
      principals: await principalsOf(scope.db, [params.id]),
      products: await projectProducts(scope, params.id),
    }),
  });

  /**
   * The projects of Export All's spec lines. Refused at once when the lines would not fit in one worksheet
   * (millions of lines at large scale) instead of streaming hundreds of megabytes no spreadsheet takes.
   */
  async function spreadsheetProjects(scope: FilterScope, brandIds: readonly number[]) {
    const lines = await projectSpecLineCount(scope, brandIds);
    if (lines > SPREADSHEET_MAX_ROWS)
      throw badRequest(messages.spreadsheetTooLarge(lines, SPREADSHEET_MAX_ROWS));
    return (await projectsOf(scope, brandIds)).map((p) => p.id);
  }

  // Every spec line of the projects in scope, streamed as a JSON array batch by batch (at demo scale the
  // list is hundreds of thousands of rows: neither built whole in memory nor kept in the cache).
  registerRoute(app, sourceProjectsFullRoute, async ({ actor, body, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    const ids = await spreadsheetProjects(scope, body.brand_ids);
    let rowsSent = false;
    const out = batchTextStream(
      ids,
      '[',
      async (batch) => {
        const rows = await projectSpecLines(scope.db, scope, batch);
        if (rows.length === 0) return '';
        const text = (rowsSent ? ',' : '') + rows.map((row) => JSON.stringify(row)).join(',');
        rowsSent = true;
        return text;
      },
      ']',
    );
    return sendFile(request, reply, JSON_TYPE, null, out);
  });

  // The same lines as one workbook, written as the client reads (the browser no longer holds the rows).
  registerRoute(app, sourceFullXlsxRoute, async ({ actor, body, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    const ids = await spreadsheetProjects(scope, body.brand_ids);
    const name = allProjectsFileName(userClock(body.utc_offset), '', 'xlsx');
    return sendFile(request, reply, XLSX, name, streamAllProjectsXlsx(scope, ids, brand.productName));
  });

  registerRoute(app, sourceProjectPdfRoute, async ({ actor, body, params, request, reply }) => {
    const { scope, project } = await projectScope(actor, body, params.id);
    const name = projectFileName(userClock(body.utc_offset), project.id, project.name, '', 'pdf');
    return sendFile(request, reply, PDF, name, streamProjectPdf(scope.db, scope, project.id, brand));
  });

  registerRoute(app, sourceProjectCsvRoute, async ({ actor, body, params, query, request, reply }) => {
    const { scope, project } = await projectScope(actor, body, params.id);
    const name = projectFileName(userClock(body.utc_offset), project.id, project.name, query.type, 'csv');
    return sendFile(request, reply, CSV, name, streamCsv(scope.db, scope, query.type, [project]));
  });

  // Queued (export-queue.ts): the request waits for its turn, then the place is held until the PDF's work ends.
  registerRoute(app, sourceFullPdfRoute, async ({ actor, body, request, reply }) => {
    const leave = await fullPdfs.enter(actor.userId, clientGone(reply));
    try {
      const scope = await compileFilters(market, actor, body);
      const projects = await projectsOf(scope, body.brand_ids);
      const pdf = streamAllProjectsPdf(scope.db, scope, projects, brand);
      void pdf.ended.then(leave);
      return sendFile(request, reply, PDF, allProjectsFileName(userClock(body.utc_offset), '', 'pdf'), pdf);
    } catch (err) {
      leave();
      throw err;
    }
  });

  registerRoute(app, sourceCrmRoute, async ({ actor, body, query, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    const ids = (await projectsOf(scope, body.brand_ids)).map((p) => p.id);
    const name = crmFileName(userClock(body.utc_offset), query.format, scope.asOf);
    return sendFile(request, reply, CSV, name, streamCrmCsv(scope.db, query.format, ids));
  });

  registerRoute(app, sourceFullCsvRoute, async ({ actor, body, query, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    const projects = await projectsOf(scope, body.brand_ids);
    return sendFile(
      request,
      reply,
      CSV,
      allProjectsFileName(userClock(body.utc_offset), query.type, 'csv'),
      streamCsv(scope.db, scope, query.type, projects),
    );
  });
}
