// Renewals (decision 0326), by the job `subscription-renewals` (every process ticks it; cycles are claimed with
// row locks, and one row per subscription and cycle number makes a second renewal of a cycle impossible):
// 1. 48 hours before a subscription's date its renewal is priced as an ordinary online order (pending, no stock
//    taken), recorded as the cycle, and announced to the shopper with the amount that will be debited; the
//    subscription's next date moves one interval on.
// 2. 26 hours before the date the debit starts on the mandate (the bank's own notice follows, and the money about
//    a day later), unless the subscription was paused or cancelled meanwhile (the order is cancelled) or the size
//    sold out (skipped, nothing taken, the shopper told).
// 3. The gateway's webhook pays the order as any other; a failed debit is tried again a day later, at most three
//    tries, the shopper told each time; after the third the subscription pauses.

import type { CheckoutAddress } from '@chamak/shared/checkout';
import type { Language } from '@chamak/shared/i18n/languages';
import { messageDate, messageLanguage } from '@chamak/shared/i18n/say';
import { formatRupees } from '@chamak/shared/money';
import { addDays, dayInWords, shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Job } from '../../jobs.ts';
import { rows } from '../../lib/sql.ts';
import { HttpError } from '../../plugins/errors.ts';
import { remindByPhone } from '../cart-reminders/index.ts';
import {
  type MailTransport,
  type RenewalMail,
  renewalFailedMail,
  renewalNoticeMail,
  renewalSoldOutMail,
  sendTemplate,
} from '../mail/index.ts';
import type { LinkSigner, PhoneChannels } from '../notify/index.ts';
import {
  cancelUnpaidOrder,
  type OrdersCtx,
  placePendingOnlineOrder,
  setProviderOrder,
} from '../orders/index.ts';
import { type MandateGateway, MandateRefused } from '../payments/index.ts';
import { type DeliveryReach, quoteSubscription } from '../pricing/index.ts';
import { timeZoneOf } from '../settings/index.ts';
import { noticeLink } from './notice-signature.ts';

export const renewalRules = {
  /** The notice goes this long before the date (the RBI asks for at least 24 hours). */
  noticeHours: 48,
  /** The debit starts this long before the date; until then a skip or pause stops this cycle. */
  debitHours: 26,
  /** A failed debit is tried again after this long, at most `maxAttempts` tries in all. */
  retryHours: 24,
  maxAttempts: 3,
  /** Cycles handled per step and tick. */
  batch: 200,
} as const;

export type RenewalsCtx = {
  db: Db;
  gateway: { createOrder: OrdersCtx['gateway']['createOrder']; mandates: MandateGateway };
  mailer?: MailTransport | null;
  publicUrl?: string;
  shipping?: DeliveryReach['shipping'];
  log?: OrdersCtx['log'];
  /** Signs the notice's link (skip, move or pause without signing in). */
  tokens?: LinkSigner;
  /** SMS and WhatsApp: the notice goes by phone too where the routing setting and the shopper allow. */
  phone?: PhoneChannels | undefined;
};

const hour = 3_600_000;

type Subscriber = {
  id: number;
  user_id: number;
  product_id: number;
  pl_id: number;
  quantity: number;
  interval_days: number;
  due: string;
  address: CheckoutAddress;
  discount: number;
  name: string;
  label: string;
  /** The subscriber's account's language (users.language, migration 0036): the renewal mails speak it. */
  language: string | null;
};

/** The subscriber's language, read with the subscription's row: its mails and their dates are written in it. */
const readerLanguage = sql`(select u.language from users u where u.id = s.user_id) as language`;

/** A 'YYYY-MM-DD' day in words in `language`: '31 December 2026', or as the Hindi pages write it, '31 दिसंबर 2026'. */
function dayIn(language: Language, day: string): string {
  if (language === 'en') return dayInWords(day);
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  return messageDate(language, new Date(`${day}T00:00:00Z`), options, 'UTC');
}

/** The mail's facts about a renewal; `dueOn` and the other days are 'YYYY-MM-DD', written in the mail's language. */
function mailOf(
  ctx: RenewalsCtx,
  s: Pick<Subscriber, 'address' | 'quantity' | 'interval_days' | 'name' | 'label' | 'language'>,
  amountPaise: number,
  linePaise: number,
  due: string,
): RenewalMail & { language: Language } {
  const language = messageLanguage(s.language);
  return {
    language,
    firstName: s.address.firstName,
    line: { name: s.name, size: s.label, quantity: s.quantity, amountPaise: linePaise },
    amountPaise,
    dueOn: dayIn(language, due),
    intervalDays: s.interval_days,
    manageUrl: `${ctx.publicUrl ?? ''}/track-order?tab=subscriptions`,
  };
}

/**
 * Step 1: subscriptions whose date is within the notice window get their next cycle announced. With `only`, that
 * one subscription's next cycle is announced whatever its date (the admin's renew-now has set it).
 */
export async function announceRenewals(ctx: RenewalsCtx, now: Date, only?: number): Promise<number> {
  const zone = await timeZoneOf(ctx);
  const horizon =
    only === undefined
      ? shopDay(new Date(now.getTime() + renewalRules.noticeHours * hour), zone)
      : '9999-12-31';
  const due = await rows<{ id: number }>(
    ctx.db,
    sql`select id from subscriptions where status = 'active' and next_due_on <= ${horizon}::date
      ${only === undefined ? sql`` : sql`and id = ${only}`}
      order by next_due_on, id limit ${renewalRules.batch}`,
  );
  let announced = 0;
  for (const { id } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const [s] = await rows<Subscriber>(
        tx,
        sql`select s.id, s.user_id, s.product_id, s.product_litre_id as pl_id, s.quantity, s.interval_days,
            to_char(s.next_due_on, 'YYYY-MM-DD') as due, s.address, pl.subscriber_discount as discount, p.name, l.label,
            ${readerLanguage}
          from subscriptions s join product_litres pl on pl.id = s.product_litre_id
          join products p on p.id = s.product_id join litres l on l.id = pl.litre_id
          where s.id = ${id} and s.status = 'active' and s.next_due_on <= ${horizon}::date
          for update of s skip locked`,
      );
      if (!s) return false;
      const [{ cycle } = { cycle: 1 }] = await rows<{ cycle: number }>(
        tx,
        sql`select coalesce(max(cycle), 0) + 1 as cycle from subscription_cycles where subscription_id = ${s.id}`,
      );
      const next = addDays(s.due, s.interval_days);
      await tx.execute(sql`update subscriptions set next_due_on = ${next}::date where id = ${s.id}`);
      let refusal: string | null = null;
      let quote: Awaited<ReturnType<typeof quoteSubscription>> | null = null;
      try {
        quote = await quoteSubscription(
          tx,
          s.user_id,
          { productId: s.product_id, pl_id: s.pl_id, quantity: s.quantity },
          s.address,
          s.discount,
          { shipping: ctx.shipping ?? null, now },
        );
        const line = quote.lines[0];
        if (line && line.quantity > line.remaining) refusal = 'Sold out';
      } catch (error) {
        // Not sold any more, or not delivered to that PIN code now: this cycle is skipped, said in the mail.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        refusal = error.message;
      }
      if (refusal || !quote) {
        await tx.execute(sql`insert into subscription_cycles (subscription_id, cycle, due_on, state, amount_paise,
            skip_reason, announced_at, settled_at)
          values (${s.id}, ${cycle}, ${s.due}::date, 'skipped', 0, ${refusal}, ${now}, ${now})`);
        await sendTemplate(
          { db: tx, mailer: ctx.mailer ?? null, publicUrl: ctx.publicUrl },
          s.address.email,
          renewalSoldOutMail(soldOut(mailOf(ctx, s, 0, 0, s.due), next)),
        );
        return true;
      }
      const orderId = await placePendingOnlineOrder(tx, s.user_id, s.address, quote);
      await tx.execute(sql`insert into subscription_cycles (subscription_id, cycle, due_on, state, order_id,
          amount_paise, announced_at)
        values (${s.id}, ${cycle}, ${s.due}::date, 'announced', ${orderId}, ${quote.total}, ${now})`);
      const mail = {
        ...mailOf(ctx, s, quote.total, quote.lines[0]?.lineTotal ?? 0, s.due),
        changeUrl: ctx.tokens ? noticeLink(ctx.tokens, ctx.publicUrl ?? '', s.id, cycle) : null,
      };
      await sendTemplate(
        { db: tx, mailer: ctx.mailer ?? null, publicUrl: ctx.publicUrl },
        s.address.email,
        renewalNoticeMail(mail),
      );
      return { s, mail };
    });
    if (!done) continue;
    announced++;
    // By WhatsApp or SMS too, after commit, where the routing setting, the shopper's consent and the limits allow.
    if (done !== true)
      await remindByPhone(
        ctx,
        {
          user_id: done.s.user_id,
          fullname: done.s.address.firstName,
          email: done.s.address.email,
          phone: done.s.address.phone,
        },
        'renewal_notice',
        [
          done.mail.firstName,
          formatRupees(done.mail.amountPaise),
          done.mail.dueOn,
          done.mail.changeUrl ?? done.mail.manageUrl,
        ],
      );
  }
  return announced;
}

/** The sold-out mail's facts: the next delivery's day `next` ('YYYY-MM-DD') in the mail's language. */
function soldOut(mail: ReturnType<typeof mailOf>, next: string) {
  return { ...mail, nextDueOn: dayIn(mail.language, next) };
}

/** The failed debit's facts: the retry's day `retry` ('YYYY-MM-DD') in the mail's language, null after the last. */
function failed(mail: ReturnType<typeof mailOf>, retry: string | null) {
  return { ...mail, retryOn: retry === null ? null : dayIn(mail.language, retry) };
}

type Claimed = Subscriber & {
  cycle_id: number;
  order_id: number;
  status: string;
  remaining: number;
  total: number;
  provider_order_id: string | null;
  customer: string | null;
  token: string | null;
  amount: number;
};

/**
 * The cycle dropped before its debit: skipped (by the shopper, a pause, a cancel, or sold out), its order
 * cancelled. Inside the caller's transaction, with the cycle's row locked.
 */
export async function skipCycle(tx: DbOrTx, cycleId: number, orderId: number | null, reason: string) {
  await tx.execute(sql`update subscription_cycles set state = 'skipped', skip_reason = ${reason}, settled_at = now()
    where id = ${cycleId}`);
  if (orderId) await cancelUnpaidOrder(tx, orderId, reason);
}

/** Step 2: debits whose time came (and failed ones whose retry is due) start on the mandate. */
export async function startDebits(ctx: RenewalsCtx, now: Date): Promise<number> {
  const zone = await timeZoneOf(ctx);
  const lastDay = shopDay(new Date(now.getTime() + renewalRules.debitHours * hour), zone);
  const due = await rows<{ id: number }>(
    ctx.db,
    sql`select id from subscription_cycles
      where (state = 'announced' and due_on <= ${lastDay}::date)
         or (state = 'failed' and attempts < ${renewalRules.maxAttempts} and next_attempt_at <= ${now})
      order by due_on, id limit ${renewalRules.batch}`,
  );
  let started = 0;
  for (const { id } of due) {
    const claimed = await ctx.db.transaction(async (tx): Promise<Claimed | null> => {
      const [c] = await rows<Claimed>(
        tx,
        sql`select c.id as cycle_id, c.order_id, c.amount_paise as amount, to_char(c.due_on, 'YYYY-MM-DD') as due,
            s.id, s.user_id, s.product_id, s.product_litre_id as pl_id, s.quantity, s.interval_days, s.address,
            s.status, s.gateway_customer_id as customer, s.mandate_token_id as token, pl.remaining_qty as remaining,
            pl.subscriber_discount as discount, p.name, l.label, o.total_paise as total, o.provider_order_id,
            ${readerLanguage}
          from subscription_cycles c join subscriptions s on s.id = c.subscription_id
          join product_litres pl on pl.id = s.product_litre_id join products p on p.id = s.product_id
          join litres l on l.id = pl.litre_id join orders o on o.id = c.order_id
          where c.id = ${id} and o.payment_status <> 'paid' and (c.state = 'announced'
            or (c.state = 'failed' and c.attempts < ${renewalRules.maxAttempts} and c.next_attempt_at <= ${now}))
          for update of c skip locked`,
      );
      if (!c) return null;
      if (c.status !== 'active') {
        await skipCycle(tx, c.cycle_id, c.order_id, `Subscription ${c.status}`);
        return null;
      }
      if (c.remaining < c.quantity) {
        await skipCycle(tx, c.cycle_id, c.order_id, 'Sold out');
        await sendTemplate(
          { db: tx, mailer: ctx.mailer ?? null, publicUrl: ctx.publicUrl },
          c.address.email,
          renewalSoldOutMail(soldOut(mailOf(ctx, c, 0, 0, c.due), addDays(c.due, c.interval_days))),
        );
        return null;
      }
      await tx.execute(sql`update subscription_cycles set state = 'debiting', attempts = attempts + 1,
          debit_started_at = ${now}, next_attempt_at = null where id = ${c.cycle_id}`);
      return c;
    });
    if (!claimed) continue;
    started++;
    try {
      // The provider order is kept on the order before the debit, so the gateway's webhook always finds it.
      let providerOrderId = claimed.provider_order_id;
      if (!providerOrderId) {
        providerOrderId = (
          await ctx.gateway.createOrder({
            amountPaise: claimed.total,
            receipt: String(claimed.order_id),
            notes: { subscription: String(claimed.id), cycle: String(claimed.cycle_id) },
          })
        ).id;
        await setProviderOrder(ctx.db, claimed.order_id, providerOrderId);
      }
      await ctx.gateway.mandates.debit({
        customerId: claimed.customer ?? '',
        tokenId: claimed.token ?? '',
        amountPaise: claimed.total,
        receipt: String(claimed.order_id),
        notes: { subscription: String(claimed.id) },
        email: claimed.address.email,
        contact: claimed.address.phone,
        description: `Every ${claimed.interval_days} days: ${claimed.name} ${claimed.label} × ${claimed.quantity}`,
        providerOrderId,
      });
    } catch (error) {
      // The gateway refused (a revoked or expired mandate): no retry helps. No answer: counted as a try.
      const final = error instanceof MandateRefused;
      if (!final) ctx.log?.warn({ err: error, cycleId: claimed.cycle_id }, 'A renewal debit got no answer');
      await debitFailed(ctx, claimed.order_id, now, final);
    }
  }
  return started;
}

/**
 * A debit failed (the payment.failed fact of the cycle's order, or the gateway refused it): tried again after
 * `retryHours` up to `maxAttempts`, the shopper told each time; after the last, the subscription pauses.
 */
export async function debitFailed(
  ctx: RenewalsCtx,
  orderId: number,
  now: Date,
  final = false,
): Promise<void> {
  const zone = await timeZoneOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [c] = await rows<Claimed & { attempts: number }>(
      tx,
      sql`select c.id as cycle_id, c.attempts, c.amount_paise as amount, to_char(c.due_on, 'YYYY-MM-DD') as due,
          s.id, s.quantity, s.interval_days, s.address, p.name, l.label, o.total_paise as total, ${readerLanguage}
        from subscription_cycles c join subscriptions s on s.id = c.subscription_id
        join product_litres pl on pl.id = s.product_litre_id join products p on p.id = s.product_id
        join litres l on l.id = pl.litre_id join orders o on o.id = c.order_id
        where c.order_id = ${orderId} and c.state = 'debiting' for update of c`,
    );
    if (!c) return;
    const last = final || c.attempts >= renewalRules.maxAttempts;
    const retryAt = new Date(now.getTime() + renewalRules.retryHours * hour);
    await tx.execute(sql`update subscription_cycles set state = 'failed',
        next_attempt_at = ${last ? null : retryAt}, attempts = ${last ? renewalRules.maxAttempts : c.attempts}
      where id = ${c.cycle_id}`);
    if (last)
      await tx.execute(sql`update subscriptions set status = 'paused', paused_by = 'failed-debits', paused_at = ${now},
          status_reason = ${`The payment of ${formatRupees(c.total)} due on ${dayInWords(c.due)} did not go through`}
        where id = ${c.id} and status = 'active'`);
    await sendTemplate(
      { db: tx, mailer: ctx.mailer ?? null, publicUrl: ctx.publicUrl },
      c.address.email,
      renewalFailedMail(
        failed(mailOf(ctx, c, c.total, c.total, c.due), last ? null : shopDay(retryAt, zone)),
      ),
    );
  });
}

/** The cycle's order was paid (the payment.captured fact): the cycle is done. */
export async function renewalPaid(db: DbOrTx, orderId: number, now: Date): Promise<void> {
  await db.execute(sql`update subscription_cycles set state = 'paid', settled_at = ${now}, next_attempt_at = null
    where order_id = ${orderId} and state in ('debiting', 'failed')`);
}

/**
 * Step 3: the mandates of cancelled subscriptions that the gateway did not revoke when they were cancelled (it did
 * not answer) are revoked now; one that fails again waits for the next tick. Nothing is debited on them meanwhile:
 * a cancelled subscription has no cycle to debit.
 */
export async function revokePendingMandates(ctx: RenewalsCtx, now: Date): Promise<number> {
  const pending = await rows<{ id: number; customer: string; token: string }>(
    ctx.db,
    sql`select id, gateway_customer_id as customer, mandate_token_id as token from subscriptions
      where status = 'cancelled' and mandate_token_id is not null and gateway_customer_id is not null
        and mandate_revoked_at is null
      order by cancelled_at, id limit ${renewalRules.batch}`,
  );
  let revoked = 0;
  for (const s of pending) {
    try {
      await ctx.gateway.mandates.cancel(s.customer, s.token);
    } catch (error) {
      ctx.log?.warn(
        { err: error, subscriptionId: s.id },
        'The gateway did not revoke the mandate; tried again later',
      );
      continue;
    }
    await ctx.db.execute(
      sql`update subscriptions set mandate_revoked_at = ${now} where id = ${s.id} and mandate_revoked_at is null`,
    );
    revoked++;
  }
  return revoked;
}

/**
 * One tick: announce what is due, then start the debits whose time came, a batch after another until none is
 * left or `budgetMs` has gone (a day with thousands of renewals is done in one tick, not one batch a tick), then
 * revoke the mandates left unrevoked.
 */
export async function runRenewals(ctx: RenewalsCtx, now: Date, budgetMs = 10 * 60_000) {
  const until = Date.now() + budgetMs;
  let announced = 0;
  let debits = 0;
  for (let n: number = renewalRules.batch; n === renewalRules.batch && Date.now() < until; announced += n)
    n = await announceRenewals(ctx, now);
  for (let n: number = renewalRules.batch; n === renewalRules.batch && Date.now() < until; debits += n)
    n = await startDebits(ctx, now);
  const revoked = await revokePendingMandates(ctx, now);
  return { announced, debits, revoked };
}

export function subscriptionRenewalsJob(ctx: () => RenewalsCtx, clock: () => Date = () => new Date()): Job {
  return { name: 'subscription-renewals', everyMs: 15 * 60_000, run: () => runRenewals(ctx(), clock()) };
}
