// The order's status link (decision 0321): /order-status/<order id>.<expiry>.<signature>, signed with the app's
// secret under a purpose of its own, so whoever got the confirmation mail or an order message can follow the
// order on any device without signing in. It works until the end of the order's return window: counted at
// issue from the latest promised delivery day (or now, when there is no promise or it has passed), and, once
// the order is delivered, from its delivery, whichever ends later.
import { timingSafeEqual } from 'node:crypto';
import { orderStatusPath } from '@chamak/shared/order-status';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { orderSettingsOf } from '../settings/index.ts';
import type { LinkSigner } from './phone-stop.ts';

const day = 24 * 3600 * 1000;
const purpose = 'order-status';

// 22 characters (132 bits), as the stop link: short in an SMS, hopeless to guess.
const signatureOf = (tokens: LinkSigner, orderId: number, expSeconds: number) =>
  tokens.mac(purpose, `${orderId}.${expSeconds}`).slice(0, 22);

/** The token of an order's link that works until `expiresAt`. */
export function orderStatusToken(tokens: LinkSigner, orderId: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${orderId}.${exp}.${signatureOf(tokens, orderId, exp)}`;
}

/** The order and expiry a token names, when its signature is the app's; else null (forged or changed). */
export function readOrderStatusToken(
  tokens: LinkSigner,
  token: string,
): { orderId: number; expiresAt: Date } | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]+)$/.exec(token);
  if (!match) return null;
  const orderId = Number(match[1]);
  const exp = Number(match[2]);
  const expected = Buffer.from(signatureOf(tokens, orderId, exp));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { orderId, expiresAt: new Date(exp * 1000) };
}

/**
 * When a link issued now for the order stops working: the return window's days after the later of now and the
 * end of the latest promised delivery day (India time), or after its delivery once delivered. Null when there is
 * no such order.
 */
export async function orderStatusExpiry(
  ctx: { db: DbOrTx },
  orderId: number,
  now: Date,
): Promise<Date | null> {
  const [order] = await rows<{ promised_to: string | null; delivered_at: Date | string | null }>(
    ctx.db,
    sql`select promised_to::text as promised_to, delivered_at from orders where id = ${orderId}`,
  );
  if (!order) return null;
  const { returnWindowDays } = await orderSettingsOf(ctx);
  const promised = order.promised_to ? new Date(`${order.promised_to}T23:59:59+05:30`).getTime() : 0;
  const from = order.delivered_at
    ? new Date(order.delivered_at).getTime()
    : Math.max(now.getTime(), promised);
  return new Date(from + returnWindowDays * day);
}

/** The order's status link at the shop's address, or null when there is no such order. */
export async function orderStatusLink(
  ctx: { db: DbOrTx; tokens: LinkSigner; publicUrl?: string | undefined; now?: Date },
  orderId: number,
): Promise<string | null> {
  const expiresAt = await orderStatusExpiry(ctx, orderId, ctx.now ?? new Date());
  if (!expiresAt) return null;
  const base = (ctx.publicUrl ?? '').replace(/\/+$/, '');
  return `${base}${orderStatusPath}/${orderStatusToken(ctx.tokens, orderId, expiresAt)}`;
}
