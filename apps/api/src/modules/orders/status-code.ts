// Following an order by its number and mobile (decision 0322): a visitor who is not signed in asks for a code to the
// order's mobile number and, typing it back, gets the order's status link (decision 0321) on this device. The code
// goes only to the order's own number; every request gets the same answer, so nobody learns whose order it is.

import type {
  OrderStatusVerifyReply,
  orderStatusCodeBody,
  orderStatusVerifyBody,
} from '@chamak/shared/order-status';
import type { OtpRequestReply } from '@chamak/shared/phone-sign-in';
import { signInPhone } from '@chamak/shared/phone-sign-in';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rows } from '../../lib/sql.ts';
import { type PhoneSignInCtx, requestCode, useCode } from '../accounts/index.ts';
import { type LinkSigner, orderStatusExpiry, orderStatusToken } from '../notify/index.ts';
import { placedOrder } from './order-state.ts';

export type StatusCodeCtx = { codes: PhoneSignInCtx; tokens: LinkSigner };

/**
 * Whether the order is placed and its address's mobile is `phone` (10 digits); an order of a deleted account has
 * none. Its status page shows only placed orders, so a code for any other would open nothing.
 */
async function isOrderPhone(ctx: { db: PhoneSignInCtx['db'] }, orderId: number, phone: string) {
  const [order] = await rows<{ phone: string }>(
    ctx.db,
    sql`select o.phone from orders o where o.id = ${orderId} and ${placedOrder}`,
  );
  return Boolean(order && signInPhone(order.phone) === phone);
}

/**
 * POST /api/order-status/code: a code to the number when it is the order's, else nothing sent and nothing stored;
 * the limits are counted and the answer is the same either way.
 */
export async function sendOrderStatusCode(
  ctx: StatusCodeCtx,
  body: z.output<typeof orderStatusCodeBody>,
  address: string,
): Promise<OtpRequestReply> {
  const phone = signInPhone(body.phone);
  const send = phone !== null && (await isOrderPhone(ctx.codes, body.orderId, phone));
  return requestCode(ctx.codes, body.phone, address, { purpose: 'order-status', send });
}

/** POST /api/order-status/verify: the right code opens the order's status link (its token). */
export async function verifyOrderStatusCode(
  ctx: StatusCodeCtx,
  body: z.output<typeof orderStatusVerifyBody>,
): Promise<OrderStatusVerifyReply> {
  await useCode(ctx.codes, body, 'order-status', (phone) => isOrderPhone(ctx.codes, body.orderId, phone));
  const now = ctx.codes.clock();
  const expiresAt = await orderStatusExpiry(ctx.codes, body.orderId, now);
  // The order was just found placed with this number; an expiry is there unless it vanished in between.
  if (!expiresAt) throw new Error(`order ${body.orderId} has no status link`);
  return { token: orderStatusToken(ctx.tokens, body.orderId, expiresAt) };
}
