// The reorder reminder job (decision 0325), run by the job runner once across the shop's processes (jobs.ts): each
// tick it sends the due purchases' reminders, a bounded batch, oldest due first. Each is checked again and claimed
// under the shopper's lock, recorded and its mail written to the outbox in one transaction (the unique order and
// size keeps it to one even so); the WhatsApp or SMS follows after commit through the cart reminders' phone step,
// which respects the routing setting, the shopper's consent and the message limits. `now` is the job's clock.
import { randomBytes } from 'node:crypto';
import { messageDate, messageLanguage } from '@chamak/shared/i18n/say';
import { reorderProductPath, reorderReminderRules } from '@chamak/shared/reorder-reminders';
import { sql } from 'drizzle-orm';
import type { Job } from '../../jobs.ts';
import { rows } from '../../lib/sql.ts';
import { at, days, firstName, hashOf, type RemindersCtx, remindByPhone } from '../cart-reminders/index.ts';
import { reorderReminderMail, sendTemplate } from '../mail/index.ts';
import { notificationSettingsOf, timeZoneOf } from '../settings/index.ts';
import { type DuePurchase, duePurchases } from './due-purchases.ts';
import { hasSubscribedToSizeSince } from './subscribed-since.ts';

/** Purchases reminded in one run at most; the rest wait for the next tick. */
export const reorderBatch = 200;

/**
 * The job the server schedules: every fifteen minutes, one process of the shop runs it (a reminder due at 80 % of
 * weeks of supply need not be on the minute). `ctx` is read at each run (the shop's address is known only once
 * it listens).
 */
export function reorderRemindersJob(ctx: () => RemindersCtx, clock: () => Date = () => new Date()): Job {
  return { name: 'reorder-reminders', everyMs: 15 * 60_000, run: () => runReorderReminders(ctx(), clock()) };
}

type Size = {
  name: string;
  label: string;
  price: number;
  subscribable: boolean;
  subscriber_discount: number;
};

/** One run at `now`: how many reminders went. */
export async function runReorderReminders(ctx: RemindersCtx, now: Date): Promise<number> {
  const due = await duePurchases(ctx.db, now, { limit: reorderBatch });
  if (due.length === 0) return 0;
  const routing = await notificationSettingsOf(ctx);
  // The mail goes unless the admin routed the event away from e-mail (notifications setting).
  const byMail = (routing.events.reorder_reminder ?? ['email']).includes('email');
  const timeZone = await timeZoneOf(ctx);
  const orderedOn = new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // The day in the shopper's language: Hindi as the web writes it (months in words, Latin digits).
  const orderedOnIn = (language: string, date: Date) =>
    messageLanguage(language) !== 'en'
      ? messageDate(
          messageLanguage(language),
          date,
          { day: 'numeric', month: 'long', year: 'numeric' },
          timeZone,
        )
      : orderedOn.format(date);
  const base = (ctx.publicUrl ?? '').replace(/\/+$/, '');
  let sent = 0;
  for (const purchase of due) {
    const reminded = await ctx.db.transaction(async (tx) => {
      // One writer at a time per shopper: the one-a-day spacing and the purchase are checked again under it.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`reorder-reminder:${purchase.user_id}`}))`,
      );
      const [still] = await duePurchases(tx, now, {
        limit: 1,
        extra: sql`o.id = ${purchase.order_id} and oi.product_litre_id = ${purchase.pl_id}`,
      });
      if (!still) return null;
      const orderedAt = new Date(still.ordered_at);
      if (await hasSubscribedToSizeSince(tx, { userId: still.user_id, plId: still.pl_id, orderedAt }))
        return null;
      const [size] = await rows<Size>(
        tx,
        sql`select p.name, l.label, pl.discounted_price_paise as price, pl.subscribable, pl.subscriber_discount
          from product_litres pl join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
          where pl.id = ${still.pl_id}`,
      );
      if (!size) return null;
      const token = randomBytes(32).toString('base64url');
      const [claimed] = await rows<{ id: number }>(
        tx,
        sql`insert into reorder_reminders (user_id, order_id, product_id, product_litre_id, quantity, due_at, sent_at,
            token_hash, expires_at)
          values (${still.user_id}, ${still.order_id}, ${still.product_id}, ${still.pl_id}, ${still.quantity},
            ${still.due_at}::timestamptz, ${at(now)}, ${hashOf(token)},
            ${at(new Date(now.getTime() + days(reorderReminderRules.linkDays)))})
          on conflict do nothing returning id`,
      );
      if (!claimed) return null;
      const links = {
        reorderUrl: `${base}/cart?reorder=${token}`,
        stopUrl: `${base}/cart?stop=${token}&reminder=reorder`,
        unsubscribeUrl: `${base}/api/reorder-reminders/unsubscribe?token=${token}`,
        productUrl: `${base}${reorderProductPath(still.product_id, still.pl_id)}`,
      };
      if (byMail)
        await sendTemplate(
          { ...ctx, db: tx },
          still.email,
          mailOf(still, size, orderedOnIn(still.language, orderedAt), links),
        );
      return { still, size, links };
    });
    if (!reminded) continue;
    sent++;
    const { still, size, links } = reminded;
    await remindByPhone(ctx, still, 'reorder_reminder', [
      still.first_name || firstName(still.fullname),
      `${size.name} (${size.label})`,
      links.reorderUrl,
    ]);
  }
  return sent;
}

function mailOf(
  purchase: DuePurchase,
  size: Size,
  orderedOn: string,
  links: { reorderUrl: string; stopUrl: string; unsubscribeUrl: string; productUrl: string },
) {
  return reorderReminderMail({
    language: messageLanguage(purchase.language),
    firstName: purchase.first_name || firstName(purchase.fullname),
    line: {
      name: size.name,
      size: size.label,
      quantity: purchase.quantity,
      amountPaise: size.price * purchase.quantity,
    },
    orderedOn,
    lastsDays: purchase.quantity * purchase.supply_days,
    subscribeDiscount: size.subscribable ? size.subscriber_discount : null,
    ...links,
  });
}
