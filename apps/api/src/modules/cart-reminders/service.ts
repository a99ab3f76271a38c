// Abandoned carts (decisions 0244-0247): the reminder settings, the restore link a reminder
// carries (/cart?restore=<token>: its shopper, logged in, gets the reminded lines back), the one-click stop, and
// the admin's list with the recovery rate. The reminders themselves are sent by the job in reminders.ts.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  type AbandonedCartsPage,
  type AbandonedCartsQuery,
  type CartReminderSettings,
  type CartReminderSettingsReply,
  type CartReminderSettingsSaved,
  type CartRestoreReply,
  cartReminderMessages,
  cartReminderRules,
  defaultCartReminderSettings,
} from '@chamak/shared/cart-reminders';
import { placedPaymentStatuses } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RemindedLine } from '../../db/schema/index.ts';
import { rows } from '../../lib/sql.ts';
import { Invalid, NotFound } from '../../plugins/errors.ts';
import { stopRemindersFor } from '../accounts/index.ts';
import { putBackLines } from '../cart/index.ts';
import { getSetting, putSetting, storedSecret } from '../settings/index.ts';

const settingKey = 'cartReminders';

/**
 * The link token of reminder `id`: an HMAC of its id under the shop's reminder secret, so the second reminder
 * carries the same link as the first without the token being stored (only its hash is, for the look-up).
 */
export function linkToken(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`cart-reminder:${id}`).digest('base64url');
}

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The secret the link tokens are made with: made once, kept in the settings (every process shares it). */
export function reminderSecret(db: DbOrTx): Promise<string> {
  return storedSecret(db, 'cart_reminder_secret', () => randomBytes(32).toString('base64url'));
}

/** A moment as a timestamptz parameter (the job's clock, not the database's, decides what is due). */
export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function cartReminderSettingsOf(ctx: { db: DbOrTx }): Promise<CartReminderSettings> {
  return getSetting<CartReminderSettings>(ctx.db, settingKey, defaultCartReminderSettings);
}

/** Automatic promotions (no code) that are on: the ones a reminder may mention. */
async function automaticPromotions(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return rows<{ id: number; name: string }>(
    db,
    sql`select id, name from promotions where active and code is null order by name, id`,
  );
}

export async function cartReminderSettingsView(ctx: { db: DbOrTx }): Promise<CartReminderSettingsReply> {
  const [settings, promotions] = await Promise.all([
    cartReminderSettingsOf(ctx),
    automaticPromotions(ctx.db),
  ]);
  return { ...settings, promotions };
}

export async function saveCartReminderSettings(
  ctx: { db: DbOrTx },
  body: CartReminderSettings,
): Promise<CartReminderSettingsSaved> {
  if (body.promotionId !== null) {
    const found = (await automaticPromotions(ctx.db)).some((p) => p.id === body.promotionId);
    if (!found) throw new Invalid(`promotionId: ${cartReminderMessages.promotion}`);
  }
  await putSetting(ctx.db, settingKey, body);
  return { ...(await cartReminderSettingsView(ctx)), message: cartReminderMessages.saved };
}

/**
 * The restore link: puts the reminded lines back in the cart of the shopper the reminder was for, each at least at
 * the reminded quantity and never past the stock (a line already there keeps a larger quantity). Another account's
 * link, an expired or unknown one, are the same 404, and nothing about the cart is told. Sold-out or removed
 * sizes are named so the page can say so.
 */
export async function restoreCart(
  ctx: { db: DbOrTx; now: Date },
  userId: number,
  token: string,
): Promise<CartRestoreReply> {
  const [found] = await rows<{ id: number; user_id: number; lines: RemindedLine[]; expires_at: Date }>(
    ctx.db,
    sql`select id, user_id, lines, expires_at from cart_reminders where token_hash = ${hashOf(token)}`,
  );
  if (!found || found.user_id !== userId || new Date(found.expires_at) <= ctx.now)
    throw new NotFound(cartReminderMessages.linkInvalid);
  return ctx.db.transaction(async (tx) => {
    const { restored, unavailable } = await putBackLines(tx, userId, found.lines);
    await tx.execute(sql`update cart_reminders set restored_at = coalesce(restored_at, ${at(ctx.now)})
      where id = ${found.id}`);
    const message =
      restored === 0
        ? 'Sorry: none of the items you left are available now.'
        : unavailable.length > 0
          ? 'Your cart is back, except what has sold out.'
          : 'Your cart is back.';
    return { message, restored, unavailable };
  });
}

/**
 * The stop link in every reminder: no login (a mail's unsubscribe must be one click), and it only turns reminders
 * off for the account the link was sent to. It keeps working after the restore link expires.
 */
export async function stopReminders(
  ctx: { db: DbOrTx; now: Date },
  token: string,
): Promise<{ message: string }> {
  const [found] = await rows<{ user_id: number }>(
    ctx.db,
    sql`select user_id from cart_reminders where token_hash = ${hashOf(token)}`,
  );
  if (!found) throw new NotFound(cartReminderMessages.stopInvalid);
  await ctx.db.transaction(async (tx) => {
    await stopRemindersFor(tx, found.user_id, ctx.now);
    await tx.execute(sql`update cart_reminders set closed_at = ${at(ctx.now)}
      where user_id = ${found.user_id} and closed_at is null`);
  });
  return { message: cartReminderMessages.stopped };
}

const placed = sql.raw(`array[${placedPaymentStatuses.map((s) => `'${s}'`).join(',')}]::text[]`);

/**
 * The order that recovered a reminded cart: the shopper's first placed order within the recovery window after the
 * first reminder (or, for a payment reminder, its own order once paid).
 */
const recovery = sql`left join lateral (
    select o.id, o.created_at, o.total_paise from orders o
    where o.user_id = r.user_id and o.payment_status = any(${placed})
      and (o.id = r.order_id or (o.created_at >= r.first_sent_at
        and o.created_at < r.first_sent_at + make_interval(days => ${cartReminderRules.recoveryDays})))
    order by o.created_at, o.id limit 1) rec on true`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Admin → Abandoned carts: the reminded carts, newest first, and the last 30 days' recovery rate. */
export async function listAbandonedCarts(
  ctx: { db: DbOrTx; now: Date },
  query: AbandonedCartsQuery,
): Promise<AbandonedCartsPage> {
  const offset = (query.page - 1) * query.perPage;
  const since = new Date(ctx.now.getTime() - 30 * 86_400_000);
  const [found, [summary]] = await Promise.all([
    rows<{
      id: number;
      kind: 'cart' | 'payment';
      order_id: number | null;
      user_id: number;
      shopper: string;
      email: string;
      items: number;
      value_paise: number;
      cart_changed_at: Date;
      reminders_sent: number;
      first_sent_at: Date;
      last_sent_at: Date;
      restored_at: Date | null;
      recovered_order_id: number | null;
      recovered_at: Date | null;
      total: number;
    }>(
      ctx.db,
      sql`select r.id, r.kind, r.order_id, r.user_id, u.fullname as shopper, u.email,
          (select coalesce(sum((l->>'quantity')::int), 0) from jsonb_array_elements(r.lines) l)::int as items,
          r.value_paise, r.cart_changed_at, r.reminders_sent, r.first_sent_at, r.last_sent_at, r.restored_at,
          rec.id as recovered_order_id, rec.created_at as recovered_at, count(*) over ()::int as total
        from cart_reminders r join users u on u.id = r.user_id ${recovery}
        order by r.first_sent_at desc, r.id desc limit ${query.perPage} offset ${offset}`,
    ),
    rows<{ reminded: number; recovered: number; reminded_value: number; recovered_value: number }>(
      ctx.db,
      sql`select count(*)::int as reminded, count(rec.id)::int as recovered,
          coalesce(sum(r.value_paise), 0)::int as reminded_value,
          coalesce(sum(rec.total_paise), 0)::int as recovered_value
        from cart_reminders r ${recovery}
        where r.first_sent_at >= ${at(since)} and r.first_sent_at <= ${at(ctx.now)}`,
    ),
  ]);
  const total = found[0]?.total ?? (offset > 0 ? await countReminders(ctx.db) : 0);
  const s = summary ?? { reminded: 0, recovered: 0, reminded_value: 0, recovered_value: 0 };
  return {
    carts: found.map((r) => ({
      id: r.id,
      kind: r.kind,
      orderId: r.order_id,
      userId: r.user_id,
      shopper: r.shopper,
      email: r.email,
      items: r.items,
      valuePaise: r.value_paise,
      lastChangeAt: iso(r.cart_changed_at)!,
      remindersSent: r.reminders_sent,
      firstSentAt: iso(r.first_sent_at)!,
      lastSentAt: iso(r.last_sent_at)!,
      restoredAt: iso(r.restored_at),
      recoveredOrderId: r.recovered_order_id,
      recoveredAt: iso(r.recovered_at),
    })),
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.perPage)),
    last30Days: {
      reminded: s.reminded,
      recovered: s.recovered,
      rate: s.reminded > 0 ? s.recovered / s.reminded : 0,
      remindedValuePaise: s.reminded_value,
      recoveredValuePaise: s.recovered_value,
    },
  };
}

async function countReminders(db: DbOrTx): Promise<number> {
  const [c] = await rows<{ n: number }>(db, sql`select count(*)::int as n from cart_reminders`);
  return c?.n ?? 0;
}
