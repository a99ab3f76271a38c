// An online payment's outcome on its order: kept (paid, stock taken), owed back (cancelled first or sold out), or
// failed; and who the provider order belongs to. The browser's verify call and the gateway's webhook both land here.
import { checkoutMessages } from '@chamak/shared/messages';
import { canPaymentMoveTo } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appendEvent } from '../../events/bus.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../plugins/errors.ts';
import type { MailTransport } from '../mail/index.ts';
import type { LinkSigner } from '../notify/index.ts';
import type { OrdersCtx } from './context.ts';
import { orderPlaced } from './order-placed.ts';
import { convertOnPayment, orderOfPayNow } from './pay-now.ts';
import { actorOf, gatewayActor, transition } from './transition.ts';

type MailCtx = {
  db: DbOrTx;
  mailer?: MailTransport | null;
  publicUrl?: string;
  /** The app's token signer: the confirmation mail's status link (decision 0321). */
  tokens?: LinkSigner;
};
/** What recording a payment did to its order. */
export type PaymentOutcome =
  /** Newly paid: stock taken; the confirmation mail is due once the transaction commits. */
  | { orderId: number; result: 'paid' }
  /** This order's payment was recorded before: nothing changed. */
  | { orderId: number; result: 'already' }
  /** Paid, but the order cannot be fulfilled (sold out meanwhile, or cancelled first): it owes a refund. */
  | { orderId: number; result: 'refund_due'; reason: string };

/**
 * Records an online payment on its order, inside the caller's transaction when given one (as a savepoint, so a
 * refused payment undoes only its own writes). Idempotent: the same payment recorded twice (browser and
 * webhook, or a retried request) makes one paid order. Only ever moves an order forward, and a cancelled order
 * never becomes paid: its payment is recorded as owing a refund and its stock is left alone (decision 0004).
 * A newly paid order's confirmation mail is queued in the same transaction, so it goes out only after commit.
 */
export async function recordPayment(
  ctx: MailCtx,
  input: { providerOrderId: string; paymentId: string; amountPaise?: number },
  actor?: Actor,
): Promise<PaymentOutcome> {
  // A cash order's pay-now payment (decision 0337) converts that order.
  if ((await orderOfPayNow(ctx.db, input.providerOrderId)) !== undefined)
    return convertOnPayment(ctx, input, actor ? { actor } : undefined);
  const outcome = await ctx.db.transaction(async (tx): Promise<PaymentOutcome> => {
    const [order] = await rows<{
      id: number;
      user_id: number | null;
      payment_status: string;
      cancelled: boolean;
      total: number;
      payment_method: 'online' | 'cod';
      advance: number;
    }>(
      tx,
      sql`select id, user_id, payment_status, cancelled_at is not null as cancelled, total_paise as total,
          payment_method, advance_paise as advance
        from orders where provider_order_id = ${input.providerOrderId} for update`,
    );
    if (!order) throw new NotFound('Order not found.');
    if (actor && actor.role !== 'admin' && order.user_id !== actor.userId) throw new Forbidden();
    // A cash order's advance (decision 0338) is paid online, the rest in cash: its payment is the advance.
    const advance = order.payment_method === 'cod' && order.advance > 0;
    const due = advance ? order.advance : order.total;
    if (input.amountPaise !== undefined && input.amountPaise !== due)
      throw new Invalid(checkoutMessages.paymentInvalid, 'PAYMENT_NOT_VERIFIED');
    if (order.payment_status === 'refund_due' && order.cancelled)
      return { orderId: order.id, result: 'refund_due', reason: checkoutMessages.cancelledBeforePayment };
    // Paid already, or past paid (owed back, refunded): this payment was recorded before.
    const kept = advance ? 'cod' : 'paid';
    if (order.payment_status === kept || !canPaymentMoveTo(order.payment_status, kept))
      return { orderId: order.id, result: 'already' };
    const by = actor ? actorOf(actor) : gatewayActor;
    const owesRefund = (db: DbOrTx, reason: string) =>
      transition(db, order.id, { event: 'paid_not_kept', paymentId: input.paymentId }, by, { reason });
    if (order.cancelled) {
      // The shop cancelled first (and gave the stock back, or never took it): keep the money on record, owed back.
      await owesRefund(tx, checkoutMessages.cancelledBeforePayment);
      return { orderId: order.id, result: 'refund_due', reason: checkoutMessages.cancelledBeforePayment };
    }
    try {
      // A savepoint: if stock ran out while the shopper paid, the order stays on record as owing a refund.
      await tx.transaction(async (sp) => {
        await transition(
          sp,
          order.id,
          { event: advance ? 'advance_paid' : 'paid', paymentId: input.paymentId },
          by,
        );
        // Paid at the discounted total: the order keeps its discounts even if a limit was reached meanwhile.
        await orderPlaced(sp, order.id, {
          mailer: ctx.mailer,
          publicUrl: ctx.publicUrl,
          ...(ctx.tokens ? { tokens: ctx.tokens } : {}),
          paid: true,
        });
      });
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      // Never placed (sold out meanwhile, or its code used by another order first): the payment is owed back and
      // the order is cancelled, so it is neither shipped nor counted as the shopper's order (a first order's code).
      await owesRefund(tx, error.message);
      await transition(tx, order.id, { event: 'cancelled' }, by, { reason: error.message });
      return { orderId: order.id, result: 'refund_due', reason: error.message };
    }
    return { orderId: order.id, result: 'paid' };
  });
  return outcome;
}

/** Verify-payment: records the payment. A payment that owes a refund answers 409 with why and that the money comes back. */
export async function confirmPayment(
  ctx: OrdersCtx,
  input: { providerOrderId: string; paymentId: string; amountPaise?: number },
  actor?: Actor,
): Promise<{ message: string; orderId: number }> {
  const outcome = await recordPayment(ctx, input, actor);
  if (outcome.result === 'refund_due')
    throw new Conflict(`${outcome.reason} ${checkoutMessages.refundPromise}`, 'PAID_AFTER_CANCELLATION');
  return { message: checkoutMessages.paymentVerified, orderId: outcome.orderId };
}

/** The provider order's customer (null for a guest's), or undefined when there is no such order. */
export async function orderOwnerOf(
  ctx: { db: DbOrTx },
  providerOrderId: string,
): Promise<{ userId: number | null } | undefined> {
  const [order] = await rows<{ user_id: number | null }>(
    ctx.db,
    sql`select user_id from orders where provider_order_id = ${providerOrderId}`,
  );
  return order && { userId: order.user_id };
}
/** A failed payment: a pending order is marked failed, a failed one's failure told again; anything further along is left alone. */
export async function failPayment(ctx: { db: DbOrTx }, providerOrderId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [order] = await rows<{ id: number; payment_status: string }>(
      tx,
      sql`select id, payment_status from orders where provider_order_id = ${providerOrderId}
        and payment_status in ('pending', 'failed') for update`,
    );
    if (!order) return;
    if (order.payment_status === 'pending')
      await transition(tx, order.id, { event: 'payment_failed' }, gatewayActor);
    // Failed again (a subscription's debit tried once more): the state stays, the fact is told again.
    else await appendEvent(tx, 'payment.failed', { orderId: order.id });
  });
}
