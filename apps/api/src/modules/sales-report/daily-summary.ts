// The owner's daily sales summary (decision 0347): once a shop day, from 07:00 shop time, yesterday's figures go
// by mail to the shop's address (Shop Settings), through the outbox like every mail. The job runner ticks it
// every fifteen minutes on one process (jobs.ts); the day last sent is kept as a shop setting, claimed under an
// advisory lock in the same transaction that writes the mail, so a day is summarised once however many ticks
// or processes see it. When WhatsApp is configured and Shop Settings (the daily summary's own call) name the summary's approved template and the
// owner's number (decision 0347's addendum), the same run sends the figures by WhatsApp after that transaction
// commits: through the message gate (stop list, the shop's daily cap) like every message, at most once, and a
// failed send is logged without touching the mail or the claimed day.
import { formatRupees } from '@chamak/shared/money';
import {
  type SalesSummarySettingsBody,
  type SalesSummaryWhatsapp,
  salesSummarySettingKey,
} from '@chamak/shared/notifications';
import type { SalesFigures } from '@chamak/shared/sales-report';
import { addDays, dayInWords, shopDay, wallClock } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { Job } from '../../jobs.ts';
import { type MailTransport, salesSummaryMail, sendTemplate } from '../mail/index.ts';
import { admitMessage, type PhoneChannels } from '../notify/index.ts';
import { getSetting, putSetting, shopEmailOf, timeZoneOf } from '../settings/index.ts';
import { salesReport } from './service.ts';

/** The shop-time hour from which yesterday's summary goes out. */
export const summaryHour = 7;
/** Where the shop keeps the last day it summarised. */
const lastSentKey = 'job:sales-summary:day';
/** The admin page the mail links to. */
export const salesReportPath = '/admin/reports/sales';

export type SummaryCtx = {
  db: DbOrTx;
  mailer?: MailTransport | null;
  publicUrl?: string | undefined;
  /** The WhatsApp sender (null when not configured) and the message gate. */
  phone?: PhoneChannels | undefined;
  log?: Partial<Pick<FastifyBaseLogger, 'warn'>> | undefined;
};

/**
 * The WhatsApp template's values in order: {{1}} the day in words, {{2}} orders kept, {{3}} revenue in rupees,
 * {{4}} the average order, {{5}} the cash-on-delivery share, {{6}} orders cancelled.
 */
export function salesSummaryParams(day: string, f: SalesFigures): string[] {
  return [
    dayInWords(day),
    String(f.orders),
    formatRupees(f.revenuePaise),
    formatRupees(f.averagePaise),
    f.codShare === null ? 'no orders' : `${Math.round(f.codShare * 100)}%`,
    String(f.cancelled),
  ];
}

/** One run at `now`: the day it summarised, or null when there was nothing to do yet. */
export async function sendDailySalesSummary(ctx: SummaryCtx, now: Date): Promise<string | null> {
  const timeZone = await timeZoneOf(ctx);
  if (wallClock(now, timeZone).hour < summaryHour) return null;
  const day = addDays(shopDay(now, timeZone), -1);
  const claimed = await ctx.db.transaction(async (tx) => {
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
    const whatsapp = ctx.phone?.whatsapp
      ? (await getSetting<SalesSummarySettingsBody>(tx, salesSummarySettingKey, { whatsapp: null })).whatsapp
      : null;
    return { figures: report.totals, whatsapp };
  });
  if (!claimed) return null;
  if (claimed.whatsapp)
    await summaryByWhatsapp(ctx, claimed.whatsapp, salesSummaryParams(day, claimed.figures));
  return day;
}

/**
 * The summary to the owner's WhatsApp once the day is claimed and its mail written: admitted by the gate as the
 * shop's own message (no shopper caused it), sent once; a refusal or a failure is logged, never retried.
 */
async function summaryByWhatsapp(ctx: SummaryCtx, setting: SalesSummaryWhatsapp, params: string[]) {
  const to = `91${setting.phone}`;
  try {
    const refused = await admitMessage(ctx.db, ctx.phone?.gate, to);
    if (refused) {
      ctx.log?.warn?.({ reason: refused }, 'daily sales summary not sent by WhatsApp');
      return;
    }
    await ctx.phone!.whatsapp!.send({ to, template: setting.template, language: setting.language, params });
  } catch (error) {
    ctx.log?.warn?.(
      { error: error instanceof Error ? error.message : String(error) },
      'daily sales summary not sent by WhatsApp',
    );
  }
}

/** The job the server schedules; `ctx` is read at each run (the shop's address is known once it listens). */
export function dailySalesSummaryJob(ctx: () => SummaryCtx, clock: () => Date = () => new Date()): Job {
  return { name: 'sales-summary', everyMs: 15 * 60_000, run: () => sendDailySalesSummary(ctx(), clock()) };
}
