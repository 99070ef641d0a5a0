// Win / Loss routes (contract analytics/winloss.ts): the figures through registerFigure, the lost projects'
// files through the source-data download path.
import type { FastifyInstance } from 'fastify';
import {
  messages,
  winLossFirmsRoute,
  winLossLostCrmRoute,
  winLossLostCsvRoute,
  winLossLostRoute,
  winLossLostXlsxRoute,
  winLossOutcomesRoute,
  winLossStandingRoute,
} from '@specpulse/contract';
import type { MarketStore } from '../../db/market-store.ts';
import { forbidden } from '../../errors.ts';
import { compileFilters } from '../../filters/compile.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { registerFigure } from '../../plugins/figure.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { userClock } from '../source/export-files.ts';
import { sendFile } from '../source/source.routes.ts';
import { XLSX } from '../source/export-xlsx.ts';
import { firmSpecRates, lostProjectIds, lostProjectPage, outcomes, standing } from './winloss.queries.ts';
import { winLossSubject } from './winloss-subject.ts';
import { lostFileName, streamLostCsv, streamLostXlsx } from './winloss-export.ts';
import { crmFileName, streamCrmCsv } from '../source/export-crm.ts';

const CSV = 'text/csv; charset=utf-8';

/** The project lists are refused for a firm with hideprojects (their routes' access rule says so too). */
function refuseHiddenProjects(scope: FilterScope) {
  if (scope.firm.hideProjects) throw forbidden(messages.projectListsHidden);
}

export function winLossRoutes(app: FastifyInstance, market: MarketStore) {
  const subject = ({ scope, body }: { scope: FilterScope; body: Parameters<typeof winLossSubject>[2] }) =>
    winLossSubject(app, scope, body);

  registerFigure(app, market, winLossStandingRoute, {
    subject,
    compute: async ({ scope, subject: s }) => ({
      ...(await standing(scope, s)),
      default_competitors: s.defaultCompetitors,
    }),
  });
  registerFigure(app, market, winLossOutcomesRoute, {
    subject,
    compute: ({ scope, subject: s }) => outcomes(scope, s),
  });
  registerFigure(app, market, winLossFirmsRoute, {
    subject,
    compute: ({ scope, subject: s, query }) => firmSpecRates(scope, s.ours, query),
  });
  registerFigure(app, market, winLossLostRoute, {
    subject: async (ctx) => {
      refuseHiddenProjects(ctx.scope);
      return subject(ctx);
    },
    compute: ({ scope, subject: s, query }) => lostProjectPage(scope, s, query),
  });

  for (const [route, type, stream] of [
    [winLossLostCsvRoute, CSV, streamLostCsv],
    [winLossLostXlsxRoute, XLSX, streamLostXlsx],
  ] as const) {
    const extension = route === winLossLostCsvRoute ? 'csv' : 'xlsx';
    registerRoute(app, route, async ({ actor, body, query, request, reply }) => {
      const scope = await compileFilters(market, actor, body);
      refuseHiddenProjects(scope);
      const contest = await winLossSubject(app, scope, body);
      const name = lostFileName(userClock(body.utc_offset), extension);
      return sendFile(request, reply, type, name, await stream(scope, contest, query));
    });
  }

  registerRoute(app, winLossLostCrmRoute, async ({ actor, body, query, request, reply }) => {
    const scope = await compileFilters(market, actor, body);
    refuseHiddenProjects(scope);
    const contest = await winLossSubject(app, scope, body);
    const ids = await lostProjectIds(scope, contest, { sort: query.sort, order: query.order });
    const name = crmFileName(userClock(body.utc_offset), query.format, scope.asOf);
    return sendFile(request, reply, CSV, name, streamCrmCsv(scope.db, query.format, ids));
  });
}
