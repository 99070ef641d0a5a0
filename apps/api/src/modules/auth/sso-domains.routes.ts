// /v2/admin/sso-domains: administrators map email domains to firms, so that a first single sign-on from that
// domain joins the firm (when OIDC_FIRM_CLAIM is not set). Each change is audited.
import type { FastifyInstance } from 'fastify';
import { addSsoDomainRoute, messages, removeSsoDomainRoute, ssoDomainListRoute } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { registerRoute } from '../../plugins/guard.ts';
import { writeAudit } from '../audit/audit-log.queries.ts';
import { addSsoDomain, listSsoDomains, removeSsoDomain } from './sso.queries.ts';

export function ssoDomainRoutes(app: FastifyInstance, { database }: AppDeps) {
  const db = database.db;

  registerRoute(app, ssoDomainListRoute, async () => listSsoDomains(db));

  registerRoute(app, addSsoDomainRoute, async ({ actor, body }) => {
    const firm = await db.selectFrom('firm').select('id').where('id', '=', body.firm_id).executeTakeFirst();
    if (!firm) throw notFound(messages.firmNotFound(body.firm_id));
    if (!(await addSsoDomain(db, body.domain, body.firm_id)))
      throw conflict(messages.ssoDomainTaken(body.domain));
    await writeAudit(db, {
      actor,
      action: 'sso.domain.add',
      firmId: body.firm_id,
      target: `domain:${body.domain}`,
      before: null,
      after: { firm_id: body.firm_id },
    });
    const added = (await listSsoDomains(db)).find((d) => d.domain === body.domain);
    if (!added) throw notFound(messages.ssoDomainNotFound(body.domain));
    return added;
  });

  registerRoute(app, removeSsoDomainRoute, async ({ actor, params, reply }) => {
    const firmId = await removeSsoDomain(db, params.domain);
    if (firmId === null) throw notFound(messages.ssoDomainNotFound(params.domain));
    await writeAudit(db, {
      actor,
      action: 'sso.domain.remove',
      firmId,
      target: `domain:${params.domain}`,
      before: { firm_id: firmId },
      after: null,
    });
    reply.code(204).send();
  });
}
