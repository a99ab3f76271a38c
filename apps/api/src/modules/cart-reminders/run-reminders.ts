// The reminder job (decisions 0244-0247), run by the job runner once across the shop's processes (jobs.ts): every
// tick it closes reminded carts that are done, sends the second reminders that are due, the first reminders of
// carts left unchanged for the set hours, and the "complete your payment" reminders of online payments that failed
// or were left unfinished 30 minutes ago. `now` is the job's clock (tests pass their own); each reminder is claimed
// and its mail written to the outbox in one transaction, and the phone message follows after commit through the
// Notifier, which respects the routing setting and the shopper's opt-outs.
import type { CartReminderSettings } from '@chamak/shared/cart-reminders';
import type { NotifyEvent } from '@chamak/shared/notifications';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Job } from '../../jobs.ts';
import { rows } from '../../lib/sql.ts';
import { notificationSettingsOf } from '../settings/index.ts';
import { closeFinished } from './close-finished.ts';
import { sendFirstReminders } from './first-reminders.ts';
import { sendPaymentReminders } from './payment-reminders.ts';
import type { Offer, RemindersCtx } from './reminder-rows.ts';
import { sendSecondReminders } from './second-reminders.ts';
import { at, cartReminderSettingsOf, linkToken, reminderSecret } from './service.ts';

export type ReminderRun = { closed: number; first: number; second: number; payment: number };

/**
 * The job the server schedules: every five minutes, one process of the shop runs it. `ctx` is read at each run (the
 * shop's address is known only once it listens).
 */
export function cartRemindersJob(ctx: () => RemindersCtx, clock: () => Date = () => new Date()): Job {
  return { name: 'cart-reminders', everyMs: 5 * 60_000, run: () => runCartReminders(ctx(), clock()) };
}

/** One run of the job at `now`. */
export async function runCartReminders(ctx: RemindersCtx, now: Date): Promise<ReminderRun> {
  const settings = await cartReminderSettingsOf(ctx);
  const run: ReminderRun = { closed: await closeFinished(ctx.db, now), first: 0, second: 0, payment: 0 };
  if (!settings.enabled && !settings.paymentReminders) return run;
  const secret = await reminderSecret(ctx.db);
  const offer = await offerOf(ctx.db, settings, now);
  const routing = await notificationSettingsOf(ctx);
  // The mail goes unless the admin routed the event away from e-mail (notifications setting).
  const byMail = (event: NotifyEvent) => (routing.events[event] ?? ['email']).includes('email');
  const base = (ctx.publicUrl ?? '').replace(/\/+$/, '');
  const links = (id: number) => {
    const token = linkToken(secret, id);
    return {
      token,
      restoreUrl: `${base}/cart?restore=${token}`,
      stopUrl: `${base}/cart?stop=${token}`,
      unsubscribeUrl: `${base}/api/cart-reminders/unsubscribe?token=${token}`,
    };
  };
  if (settings.enabled) {
    const round = { now, links, offer, mail: byMail('cart_reminder') };
    run.second = await sendSecondReminders(ctx, round);
    run.first = await sendFirstReminders(ctx, round, settings.delayHours);
  }
  if (settings.paymentReminders)
    run.payment = await sendPaymentReminders(ctx, { now, links, offer, mail: byMail('payment_reminder') });
  return run;
}

/** The automatic promotion the settings name, while it is on and running; else none. */
async function offerOf(db: DbOrTx, settings: CartReminderSettings, now: Date): Promise<Offer> {
  if (settings.promotionId === null) return null;
  const [p] = await rows<{ name: string }>(
    db,
    sql`select name from promotions where id = ${settings.promotionId} and active and code is null
      and (starts_at is null or starts_at <= ${at(now)}) and (ends_at is null or ends_at > ${at(now)})`,
  );
  return p ?? null;
}
