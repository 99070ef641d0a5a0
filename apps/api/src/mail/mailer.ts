// The one mailer: every message is written to the outbox first; with SMTP_URL set, the mail.send job delivers
// it (retried with backoff, each error recorded on the row); without, it stays there ('kept') for
// administrators to read at /admin/outbox.
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { MailAttachment, PortalDB } from '../db/schema.ts';
import type { JobSender } from '../jobs/queue-stats.ts';
import { mailSendJob } from './mail-jobs.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** The recipient's firm and user: the row belongs to that firm. */
  firmId: number;
  userId: number;
  /** One message per key, whichever process writes it and however often (a digest: recipient, view, period). */
  idempotencyKey?: string;
}

/**
 * Puts the message in the outbox and, with SMTP set, queues its delivery; the outbox row's id. A message whose
 * key is already there is not written again: its delivery is queued again instead (a no-op when it was), so a
 * run that crashed between the two steps is completed by the next.
 */
export async function sendMail(
  db: Kysely<PortalDB>,
  config: Pick<Config, 'SMTP_URL'>,
  queue: JobSender,
  message: MailMessage,
): Promise<number> {
  const inserted = await db
    .insertInto('mail_outbox')
    .values({
      firm_id: message.firmId,
      user_id: message.userId,
      to_address: message.to,
      subject: message.subject,
      html: message.html,
      text_body: message.text,
      attachments: JSON.stringify(message.attachments ?? []),
      status: config.SMTP_URL ? 'queued' : 'kept',
      idempotency_key: message.idempotencyKey ?? null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(['id', 'status'])
    .executeTakeFirst();
  const row =
    inserted ??
    (await db
      .selectFrom('mail_outbox')
      .select(['id', 'status'])
      .where('idempotency_key', '=', message.idempotencyKey ?? '')
      .executeTakeFirstOrThrow());
  if (row.status === 'queued' || row.status === 'retrying')
    await queue.send(mailSendJob, { outboxId: row.id }, { key: `outbox:${row.id}` });
  return row.id;
}
