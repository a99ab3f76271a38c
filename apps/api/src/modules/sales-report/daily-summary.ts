// The owner's daily sales summary (decision 0347): once a shop day, from 07:00 shop time, yesterday's figures go
// by mail to the shop's address (Shop Settings), through the outbox like every mail. The job runner ticks it
// every fifteen minutes on one process (jobs.ts); the day last sent is kept as a shop setting, claimed under an
// advisory lock in the same transaction that writes the mail, so a day is summarised once however many ticks
// or processes see it.
import { addDays, shopDay, wallClock } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Job } from '../../jobs.ts';
import { type MailTransport, salesSummaryMail, sendTemplate } from '../mail/index.ts';
import { getSetting, putSetting, shopEmailOf, timeZoneOf } from '../settings/index.ts';
import { salesReport } from './service.ts';

/** The shop-time hour from which yesterday's summary goes out. */
export const summaryHour = 7;
/** Where the shop keeps the last day it summarised. */
const lastSentKey = 'job:sales-summary:day';
/** The admin page the mail links to. */
export const salesReportPath = '/admin/reports/sales';

export type SummaryCtx = { db: DbOrTx; mailer?: MailTransport | null; publicUrl?: string | undefined };

/** One run at `now`: the day it summarised, or null when there was nothing to do yet. */
export async function sendDailySalesSummary(ctx: SummaryCtx, now: Date): Promise<string | null> {
  const timeZone = await timeZoneOf(ctx);
  if (wallClock(now, timeZone).hour < summaryHour) return null;
  const day = addDays(shopDay(now, timeZone), -1);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lastSentKey}))`);
    const last = await getSetting<{ day?: string }>(tx, lastSentKey, {});
    if (last.day && last.day >= day) return null;
    const report = await salesReport({ db: tx }, { from: day, to: day, grain: 'day' });
    const to = await shopEmailOf({ db: tx });
    await sendTemplate(
      { db: tx, mailer: ctx.mailer ?? null, publicUrl: ctx.publicUrl },
      to,
      salesSummaryMail({ day, figures: report.totals, reportPath: salesReportPath }),
    );
    await putSetting(tx, lastSentKey, { day, sentAt: now.toISOString() });
    return day;
  });
}

/** The job the server schedules; `ctx` is read at each run (the shop's address is known once it listens). */
export function dailySalesSummaryJob(ctx: () => SummaryCtx, clock: () => Date = () => new Date()): Job {
  return { name: 'sales-summary', everyMs: 15 * 60_000, run: () => sendDailySalesSummary(ctx(), clock()) };
}
