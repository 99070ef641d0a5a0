// GET /v2/admin/outbox: the mail the portal sent or kept, newest first, for the administrators' outbox page.
import type { FastifyInstance } from 'fastify';
import { outboxRoute } from '@specpulse/contract';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../plugins/guard.ts';

export function outboxRoutes(app: FastifyInstance, deps: AppDeps) {
  registerRoute(app, outboxRoute, async ({ query }) => {
    const rows = await deps.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      html: r.html,
      status: r.status,
      error: r.error,
      attempts: r.attempts,
      attachments: r.attachments.map((a) => a.filename),
      created_at: new Date(r.created_at as unknown as Date).toISOString(),
      sent_at: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    }));
  });
}
