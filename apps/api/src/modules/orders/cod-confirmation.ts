// Cash-on-delivery confirmation (decisions 0250-0253): which cash orders are held at placement,
// the shopper's (link or signed-in) and the admin's confirmation, and what the link's page may show. The job that
// cancels the orders left unconfirmed is unconfirmed-orders.ts.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type CodConfirmationSettings,
  type ConfirmationView,
  codConfirmationMessages,
  confirmationPath,
} from '@chamak/shared/cod-confirmation';
import { deliveryMessages } from '@chamak/shared/delivery-estimate';
import { paiseToRupees } from '@chamak/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';
import { type MessageCause, sendOrderMessage } from '../notify/index.ts';
import { codConfirmationSettingsOf } from '../settings/index.ts';
import { orderConfirmed } from './order-placed.ts';
import { type PayNowOffer, sendPayNowOffer } from './pay-now-link.ts';
import type { OrdersCtx } from './service.ts';
import { actorOf, recordOrderFact, systemActor, transition } from './transition.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** The hold a cash order gets at placement: the link's token (only its hash is stored) and the deadline. */
export type Hold = { token: string; dueAt: Date };

/**
 * Whether a cash order of `totalPaise` by this customer waits for confirmation under the settings: above the
 * threshold, or (when asked) from an account with no delivered order yet (decision 0251).
 */
export async function needsConfirmation(
  tx: DbOrTx,
  settings: CodConfirmationSettings,
  order: { userId: number; totalPaise: number },
): Promise<boolean> {
  if (!settings.enabled) return false;
  if (settings.abovePaise !== null && order.totalPaise > settings.abovePaise) return true;
  if (!settings.firstTimeBuyers) return false;
  const [delivered] = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from orders where user_id = ${order.userId}
      and (delivered_at is not null or status = 7) limit 1`,
  );
  return !delivered;
}

/**
 * Inside the placing transaction, before the order is placed: holds the cash order when the settings say so, or
 * when its risk score reached the COD rules' confirmation step (`byScore`, decision 0338; the confirmation
 * settings' hours apply), storing its deadline and its token's hash. Answers the hold (with the token, for the
 * mail and the message), or null when the order goes on at once.
 */
export async function holdIfNeeded(
  tx: DbOrTx,
  orderId: number,
  order: { userId: number; totalPaise: number; byScore?: boolean },
  now: Date,
): Promise<Hold | null> {
  const settings = await codConfirmationSettingsOf({ db: tx });
  if (!order.byScore && !(await needsConfirmation(tx, settings, order))) return null;
  const token = randomBytes(24).toString('base64url');
  const dueAt = new Date(now.getTime() + settings.hours * 3_600_000);
  await transition(
    tx,
    orderId,
    { event: 'held', dueAt, tokenHash: hashOf(token).toString('hex') },
    systemActor,
  );
  return { token, dueAt };
}

/**
 * After the placement commits: the confirmation link by SMS/WhatsApp, where the settings and opt-outs allow and
 * the message limits admit it (the shopper's account and address are its cause, decision 0288). Refused, the
 * reason goes on the order's timeline and is answered, for the shopper to read; the order stands either way.
 */
export async function sendConfirmationMessage(
  ctx: Pick<OrdersCtx, 'db' | 'phone' | 'publicUrl' | 'log'>,
  orderId: number,
  hold: Hold,
  cause: { userId: number; address?: string | undefined },
): Promise<string | null> {
  const base = (ctx.publicUrl ?? '').replace(/\/+$/, '');
  const results = await sendOrderMessage(
    ctx,
    orderId,
    'cod_confirmation',
    `${base}${confirmationPath(orderId, hold.token)}`,
    { userId: cause.userId, address: cause.address ?? null },
  );
  const refused = results.find((r) => r.refused)?.refused ?? null;
  if (refused)
    await recordOrderFact(ctx.db, orderId, 'note', systemActor, {
      reason: `Confirmation link not sent by SMS or WhatsApp: ${refused}`,
    });
  return refused;
}

type HeldRow = {
  id: number;
  user_id: number | null;
  first_name: string;
  total_paise: number;
  confirmation_due_at: Date | string | null;
  confirmed_at: Date | string | null;
  confirmation_token_hash: string | null;
  cancelled_at: Date | string | null;
  /** The promised delivery dates as 'YYYY-MM-DD' text (decision 0295). */
  promised_from: string | null;
  promised_to: string | null;
};

/** Whether `token` is the order's: compared as hashes in constant time. */
function tokenMatches(row: HeldRow, token: string): boolean {
  if (!row.confirmation_token_hash) return false;
  const stored = Buffer.from(row.confirmation_token_hash, 'hex');
  const given = hashOf(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

async function heldRow(db: DbOrTx, orderId: number, lock: boolean): Promise<HeldRow | undefined> {
  const [row] = await rows<HeldRow>(
    db,
    sql`select id, user_id, first_name, total_paise, confirmation_due_at, confirmed_at, confirmation_token_hash,
      cancelled_at, promised_from::text as promised_from, promised_to::text as promised_to
      from orders where id = ${orderId} ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

/** Who confirms: the link's holder (its token), the signed-in owner, or an admin. */
export type Confirmer = { token: string } | { actor: Actor };

/**
 * Confirms a held cash order: it goes on (its invoice is issued and the order-confirmed mail queued, in the same
 * transaction), and after the commit its pay-now offer goes by SMS/WhatsApp with the mail's link (decision 0337;
 * the shopper's confirmation is its cause, the admin's makes it the shop's own). Idempotent: confirming again
 * answers that it is already confirmed and changes nothing. A wrong token, or someone else's order, is 404; an
 * order that needs no confirmation, or was cancelled, 409.
 */
export async function confirmOrder(
  ctx: Pick<OrdersCtx, 'db' | 'mailer' | 'publicUrl' | 'tokens' | 'now' | 'phone' | 'log'>,
  orderId: number,
  who: Confirmer,
): Promise<{ message: string }> {
  // The transaction's answer, with the offer to send once it commits (none when already confirmed).
  type Confirmed = { message: string; offer?: { payNow: PayNowOffer; cause?: MessageCause } };
  const { message, offer } = await ctx.db.transaction(async (tx): Promise<Confirmed> => {
    const row = await heldRow(tx, orderId, true);
    if (!row) throw new NotFound('Order not found.');
    let by: 'shopper' | 'admin';
    if ('token' in who) {
      if (!tokenMatches(row, who.token)) throw new NotFound(codConfirmationMessages.linkInvalid);
      by = 'shopper';
    } else if (who.actor.role === 'admin') by = 'admin';
    else if (row.user_id === who.actor.userId) by = 'shopper';
    else throw new NotFound('Order not found.');
    if (!row.confirmation_due_at) throw new Conflict(codConfirmationMessages.notHeld);
    if (row.confirmed_at) return { message: codConfirmationMessages.already };
    if (row.cancelled_at) throw new Conflict(codConfirmationMessages.cancelled, 'ORDER_CANCELLED');
    await transition(
      tx,
      orderId,
      { event: 'confirmed', by },
      'token' in who ? { kind: 'shopper' } : actorOf(who.actor),
    );
    const payNow = await orderConfirmed(tx, orderId, {
      mailer: ctx.mailer,
      publicUrl: ctx.publicUrl,
      ...(ctx.tokens ? { tokens: ctx.tokens } : {}),
      ...(ctx.now ? { now: ctx.now } : {}),
    });
    const cause = by === 'shopper' ? { cause: { userId: row.user_id } } : {};
    return { message: codConfirmationMessages.confirmed, ...(payNow ? { offer: { payNow, ...cause } } : {}) };
  });
  if (offer) await sendPayNowOffer(ctx, orderId, offer.payNow, offer.cause);
  return { message };
}

/** What the link's page shows without a sign-in: the first name, total, items and where the order stands. */
export async function confirmationView(
  ctx: { db: DbOrTx },
  orderId: number,
  token: string,
): Promise<ConfirmationView> {
  const row = await heldRow(ctx.db, orderId, false);
  if (!row?.confirmation_due_at || !tokenMatches(row, token))
    throw new NotFound(codConfirmationMessages.linkInvalid);
  const items = await rows<{ name: string; size: string; quantity: number }>(
    ctx.db,
    sql`select product_name as name, litre_label as size, quantity from order_items where order_id = ${orderId}
      order by id`,
  );
  return {
    orderId: row.id,
    firstName: row.first_name,
    totalPrice: paiseToRupees(row.total_paise),
    items,
    state: row.cancelled_at ? 'cancelled' : row.confirmed_at ? 'confirmed' : 'awaiting',
    dueAt: new Date(row.confirmation_due_at).toISOString(),
    promisedDelivery:
      row.promised_from && row.promised_to
        ? deliveryMessages.deliverBy(row.promised_from, row.promised_to)
        : null,
  };
}
