// A cash order's pay-now link and what paying now saves (decision 0337): the link's token (only its sha256 kept,
// like the COD confirmation link) and the order re-quoted for online payment at its own prices. The confirmation
// mail offers it (order-placed.ts) and, after the commit, the same link goes by SMS/WhatsApp (sendPayNowOffer);
// the page and the conversion are pay-now.ts.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { shopDiscountPrefix } from '@chamak/shared/admin-create-order';
import { formatRupees } from '@chamak/shared/money';
import { OrderStatus } from '@chamak/shared/order-state';
import { payNowLinkDays } from '@chamak/shared/pay-now';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, Unprocessable } from '../../plugins/errors.ts';
import { type MessageCause, type NotifyResult, sendOrderMessage } from '../notify/index.ts';
import { type PlacedOrder, type Quote, quoteOrder } from '../pricing/index.ts';
import { codeOfOrder } from '../promotions/index.ts';
import type { OrdersCtx } from './context.ts';

export const hashOf = (token: string) => createHash('sha256').update(token).digest();

export type PayNowRow = {
  id: number;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  status: number;
  payment_method: 'online' | 'cod';
  payment_status: string;
  cancelled: boolean;
  held: boolean;
  total_paise: number;
  cod_fee_paise: number;
  postal_code: string;
  state: string;
  place_of_supply: string | null;
  delivery_charge_paise: number;
  pay_now_token_hash: string | null;
  pay_now_due_at: Date | string | null;
  pay_now_order_id: string | null;
  pay_now_paise: number | null;
  converted: boolean;
  /** Part paid online before placing (decision 0338): such an order pays its rest in cash, not all of it again. */
  advance_paise: number;
};

export const rowColumns = sql`id, user_id, first_name, last_name, email, phone, status, payment_method, payment_status,
  cancelled_at is not null as cancelled,
  (confirmation_due_at is not null and confirmed_at is null and cancelled_at is null) as held,
  total_paise, cod_fee_paise, postal_code, state, place_of_supply, delivery_charge_paise, pay_now_token_hash,
  pay_now_due_at, pay_now_order_id, pay_now_paise, advance_paise,
  exists (select 1 from order_events e where e.order_id = orders.id and e.event = 'converted_to_prepaid') as converted`;

export async function payNowRow(db: DbOrTx, orderId: number, lock = false): Promise<PayNowRow | undefined> {
  const [row] = await rows<PayNowRow>(
    db,
    sql`select ${rowColumns} from orders where id = ${orderId} ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

export function tokenMatches(row: PayNowRow, token: string): boolean {
  if (!row.pay_now_token_hash) return false;
  const stored = Buffer.from(row.pay_now_token_hash, 'hex');
  const given = hashOf(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/** The order as re-quoting reads it: its own lines at their prices, its delivery charge before any waiver. */
async function placedOrderOf(db: DbOrTx, row: PayNowRow): Promise<PlacedOrder> {
  const lines = await rows<PlacedOrder['lines'][number]>(
    db,
    sql`select product_id as "productId", product_litre_id as "sizeId", product_name as name, litre_label as label,
        total_ml as "totalMl", image, price_paise as "pricePaise", quantity, hsn_code as "hsnCode",
        gst_rate as "gstRate"
      from order_items where order_id = ${row.id} order by id`,
  );
  const [waived] = await rows<{ paise: number }>(
    db,
    sql`select coalesce(sum(amount_paise), 0)::int as paise from order_discounts
      where order_id = ${row.id} and kind = 'delivery'`,
  );
  return {
    id: row.id,
    userId: row.user_id,
    lines,
    deliveryPaise: row.delivery_charge_paise + waived!.paise,
    postalCode: row.postal_code,
    state: row.state,
    placeOfSupply: row.place_of_supply,
    code: await codeOfOrder(db, row.id),
    shopDiscount: await shopDiscountOf(db, row.id),
  };
}

/** The discount the shop gave an order it created (decision 0354), kept through a re-quote; null for most. */
async function shopDiscountOf(db: DbOrTx, orderId: number) {
  const [found] = await rows<{ label: string; amountPaise: number }>(
    db,
    sql`select label, amount_paise as "amountPaise" from order_discounts
      where order_id = ${orderId} and promotion_id is null and kind = 'lines'
        and starts_with(label, ${shopDiscountPrefix}) order by id limit 1`,
  );
  return found ?? null;
}

/** The order quoted for online payment, or null when its quote fails (an offer's rule no longer holds, say). */
export async function onlineQuoteOf(db: DbOrTx, row: PayNowRow): Promise<Quote | null> {
  try {
    return await quoteOrder(db, await placedOrderOf(db, row), 'online');
  } catch (error) {
    if (error instanceof Unprocessable || error instanceof Conflict) return null;
    throw error;
  }
}

/** What paying a cash order online now saves (its cash total less its online quote's total; 0 or more). */
export async function payNowSaving(
  db: DbOrTx,
  orderId: number,
): Promise<{ cashPaise: number; onlinePaise: number; savingPaise: number } | null> {
  const row = await payNowRow(db, orderId);
  if (row?.payment_method !== 'cod' || row.payment_status !== 'cod' || row.cancelled || row.advance_paise > 0)
    return null;
  const quote = await onlineQuoteOf(db, row);
  if (!quote) return null;
  return {
    cashPaise: row.total_paise,
    onlinePaise: quote.total,
    savingPaise: Math.max(0, row.total_paise - quote.total),
  };
}

/**
 * A new pay-now link for a cash order, in the caller's transaction: a random token (only its sha256 kept), working
 * for payNowLinkDays or until the parcel ships or the order is cancelled. A newer link replaces an older one.
 */
export async function mintPayNowLink(
  tx: DbOrTx,
  orderId: number,
  now: Date,
): Promise<{ token: string; dueAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const dueAt = new Date(now.getTime() + payNowLinkDays * 86_400_000);
  await tx.execute(sql`update orders set pay_now_token_hash = ${hashOf(token).toString('hex')},
      pay_now_due_at = ${dueAt.toISOString()} where id = ${orderId}`);
  return { token, dueAt };
}

/** A cash order's pay-now offer as its mail and message make it: the link (with its token) and the saving. */
export type PayNowOffer = { link: string; savingPaise: number };

/**
 * After the commit that placed a cash order, or confirmed a held one: its pay-now offer by SMS/WhatsApp (notify
 * event cod_pay_now; the values: first name, order number, the saving in rupees and the link the order-confirmed
 * mail carries, one token for both), where the settings route it, the shopper has not opted out and the message
 * limits admit it (`cause`: the shopper's action, else the shop's own). Nothing goes unless the order is still
 * Placed, cash on delivery, unpaid, confirmed and not cancelled, with nothing paid in advance: the link would be
 * refused. A message not sent is logged (sendOrderMessage); the order stands either way.
 */
export async function sendPayNowOffer(
  ctx: Pick<OrdersCtx, 'db' | 'phone' | 'publicUrl' | 'log'>,
  orderId: number,
  offer: PayNowOffer,
  cause?: MessageCause,
): Promise<NotifyResult[]> {
  if ((!ctx.phone?.sms && !ctx.phone?.whatsapp) || offer.savingPaise <= 0) return [];
  const row = await payNowRow(ctx.db, orderId);
  if (
    row?.status !== OrderStatus.Placed ||
    row.payment_method !== 'cod' ||
    row.payment_status !== 'cod' ||
    row.cancelled ||
    row.held ||
    row.advance_paise > 0
  )
    return [];
  return sendOrderMessage(ctx, orderId, 'cod_pay_now', [formatRupees(offer.savingPaise), offer.link], cause);
}
