// digest.tick (every minute, once across processes) queues each subscription whose slot has come, under the
// key recipient + view + period; digest.send re-checks the recipient at that moment, computes their figures
// and puts the email in the outbox under the same key. A key already queued or written is never written again,
// so several processes never send a digest twice, and a run that crashed is run again by the queue and
// completes what it had not.
import ExcelJS from 'exceljs';
import { defaultDigestSettings } from '@specpulse/contract';
import { defineJob, type JobContext } from '../../jobs/job.ts';
import { sendMail } from '../../mail/mailer.ts';
import { signToken } from '../../plugins/token.ts';
import { loadTokenUser } from '../auth/user-object.ts';
import { readDataVersion } from '../../filters/dimensions.ts';
import { addAboutSheet } from '../source/export-about-sheet.ts';
import { DigestRefused, digestFigures, viewAs, type DigestFigures } from './digest-figures.ts';
import { renderDigestEmail } from './digest-email.ts';
import { duePeriod } from './digest-schedule.ts';
import { digestSections, leaderHeading, leadersTitle } from './digest-sections.ts';
import { DASHBOARD_NAME, subscriptionsToSchedule } from './digests.queries.ts';
import { signUnsubscribe } from './unsubscribe-link.ts';

interface DigestRun {
  subscriptionId: number;
  period: string;
}

/** One digest per recipient, view (or the dashboard) and period. */
export const digestKey = (userId: number, viewId: number | null, period: string) =>
  `digest:${userId}:${viewId ?? 'dashboard'}:${period}`;

const publicUrl = (ctx: JobContext) =>
  (ctx.deps.config.PUBLIC_URL ?? `http://localhost:${ctx.deps.config.PORT}`).replace(/\/$/, '');

/** The digest's list as a spreadsheet, ending with the sheet 'About' as every spreadsheet does. */
async function tableAttachment(figures: DigestFigures, asOf: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(leadersTitle(figures.kind));
  sheet.columns = [
    { header: leaderHeading(figures.kind), key: 'name', width: 32 },
    { header: 'Spec %', key: 'spec_percent', width: 12 },
    { header: 'Change (points)', key: 'spec_growth_absolute', width: 16 },
    { header: 'Spec lines', key: 'sum_spec', width: 12 },
  ];
  for (const row of figures.leaders) sheet.addRow(row);
  addAboutSheet(book, asOf);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

export const digestSendJob = defineJob<DigestRun>({
  name: 'digest.send',
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 600,
  async handler({ subscriptionId, period }, ctx) {
    const { database, jwtSecret, config } = ctx.deps;
    const db = database.db;
    const sub = await db
      .selectFrom('digest_subscription')
      .selectAll()
      .where('id', '=', subscriptionId)
      .executeTakeFirst();
    if (!sub) return; // unsubscribed since it was queued
    const key = digestKey(sub.user_id, sub.view_id, period);
    // Checked at this moment: an inactive user or one moved to another firm gets nothing; the views' and the
    // figures' routes, asked as the recipient, then check the view, permissions, categories and feature flags.
    const user = await loadTokenUser(db, sub.user_id);
    if (!user) return;
    const firm = await db
      .selectFrom('app_user as u')
      .innerJoin('firm as f', 'f.id', 'u.firm_id')
      .select(['u.firm_id', 'f.fiscal_year_start'])
      .where('u.id', '=', sub.user_id)
      .executeTakeFirst();
    if (!firm || firm.firm_id !== sub.firm_id) return;
    const bearer = `Bearer ${await signToken(jwtSecret, { user })}`;
    let view;
    let figures;
    try {
      view = sub.view_id === null ? null : await viewAs(ctx.app, bearer, sub.view_id);
      figures = await digestFigures(ctx.app, bearer, view, firm.fiscal_year_start);
    } catch (e) {
      if (e instanceof DigestRefused) return;
      throw e;
    }
    const email = await db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', sub.user_id)
      .executeTakeFirstOrThrow();
    const base = publicUrl(ctx);
    const version = await readDataVersion(database);
    const sections = digestSections.flatMap((s) => s.render({ figures, publicUrl: base }) ?? []);
    const viewPath = view ? `${view.path}${view.query ? `?${view.query}` : ''}` : '/';
    const rendered = renderDigestEmail({
      branding: ctx.branding,
      publicUrl: base,
      viewName: view?.name ?? DASHBOARD_NAME,
      frequency: sub.frequency,
      dataThrough: version.asOf,
      viewLink: `${base}${viewPath}`,
      unsubscribeLink: `${base}/v2/digests/unsubscribe?token=${signUnsubscribe(jwtSecret, sub.id)}`,
      sections,
    });
    await sendMail(db, config, ctx.queue, {
      to: email.email,
      ...rendered,
      firmId: sub.firm_id,
      userId: sub.user_id,
      idempotencyKey: key,
      attachments: sub.with_table
        ? [
            {
              filename: `${(view?.name ?? DASHBOARD_NAME).replace(/[^\w .-]+/g, '_')}.xlsx`,
              contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              content: await tableAttachment(figures, version.asOf),
            },
          ]
        : [],
    });
  },
});

/** Queues every digest due now (exported for the tests, which pass their own clock). */
export async function queueDueDigests(ctx: JobContext, now: Date): Promise<number> {
  let queued = 0;
  for (const s of await subscriptionsToSchedule(ctx.deps.database.db)) {
    const settings = {
      weekday: s.weekday ?? defaultDigestSettings.weekday,
      hour: s.hour ?? defaultDigestSettings.hour,
      timeZone: s.time_zone ?? defaultDigestSettings.time_zone,
    };
    if (s.email_enabled === false) continue;
    const period = duePeriod(
      now,
      { frequency: s.frequency, ...settings },
      new Date(s.created_at as unknown as Date),
    );
    if (!period) continue;
    const key = digestKey(s.user_id, s.view_id, period);
    const done = await ctx.deps.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (done) continue;
    if (await ctx.queue.send(digestSendJob, { subscriptionId: s.id, period }, { key })) queued++;
  }
  return queued;
}

export const digestTickJob = defineJob({
  name: 'digest.tick',
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  schedule: '* * * * *',
  async handler(_data, ctx) {
    await queueDueDigests(ctx, new Date());
  },
});

export const digestJobs = [digestTickJob, digestSendJob];
