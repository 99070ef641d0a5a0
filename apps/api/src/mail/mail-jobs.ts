// mail.send: delivers one outbox message over SMTP. A failure is recorded on the row and retried with backoff
// by the queue; when the retries are spent the row says 'failed' with the last error. Nothing is dropped.
import nodemailer, { type Transporter } from 'nodemailer';
import { defineJob } from '../jobs/job.ts';

/** One transport (connection settings) per SMTP URL, made when first used. */
const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

export const mailSendJob = defineJob<{ outboxId: number }>({
  name: 'mail.send',
  // 30 s, 1 min, 2 min, … about an hour in all before giving up.
  retry: { limit: 7, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  async handler({ outboxId }, { deps }, run) {
    const db = deps.database.db;
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
    // Sent already (a retried run after a crash past the send), or kept: nothing to do.
    if (!row || row.status === 'sent' || row.status === 'kept') return;
    const url = deps.config.SMTP_URL;
    try {
      if (!url) throw new Error('SMTP_URL is not set: the message stays in the outbox');
      await transportFor(url).sendMail({
        from: deps.config.MAIL_FROM,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text_body,
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
    } catch (e) {
      const last = run.retryCount >= run.retryLimit;
      await db
        .updateTable('mail_outbox')
        .set((eb) => ({
          status: last ? 'failed' : 'retrying',
          error: e instanceof Error ? e.message : String(e),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', outboxId)
        .execute();
      throw e;
    }
    await db
      .updateTable('mail_outbox')
      .set((eb) => ({ status: 'sent', sent_at: new Date(), error: null, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', outboxId)
      .execute();
  },
});

export const mailJobs = [mailSendJob];
