// Cancelling an order (decisions 0130, 0131): stock back, discounts released, credit note, mails, and a paid online
// order's full refund owed, asked after commit by the payments module's subscriber.
import { shopperCancel } from '@chamak/shared/cancellation';
import { codConfirmationMessages } from '@chamak/shared/cod-confirmation';
import { canMoveTo, isPlaced, OrderStatus, statusMoveRefused } from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appendEvent } from '../../events/bus.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';
import { creditRefund } from '../invoices/index.ts';
import {
  type MailTransport,
  orderCancelledMail,
  orderCancelledShopMail,
  sendTemplate,
} from '../mail/index.ts';
import { releaseDiscounts } from '../promotions/index.ts';
import { orderSettingsOf, shopEmailOf } from '../settings/index.ts';
import type { OrdersCtx } from './context.ts';
import { orderMailFacts } from './mail-facts.ts';
import { releaseOrderStock } from './order-placed.ts';
import { actorOf, systemActor, transition } from './transition.ts';
import { orderById } from './views.ts';

/**
 * Cancels an order, giving back its stock; a paid order then owes a refund. An order with a GST invoice gets a
 * credit note for the whole of it, in the same transaction (decision 0111). Cancelling twice changes nothing.
 *
 * `by`: who asks. An admin may cancel any order the state machine lets go to Cancelled; the shopper only their own
 * placed order, before it is shipped and within the settings' window (decision 0130; another's order is 404, a
 * refusal 409 saying why). The shopper and the shop are mailed in the same transaction. After it commits, a paid
 * online order is refunded in full through the gateway under a key made from the order, so cancelling again (a
 * retry after no answer) asks for the same refund, never a second one (decision 0131).
 */
export async function cancelOrder(
  ctx: OrdersCtx,
  orderId: number,
  by?: Actor,
  /** The COD-confirmation job (decision 0252): cancel only if still unconfirmed with its window ended by then. */
  options: { unconfirmedBy?: Date } = {},
): Promise<{ message: string }> {
  const shopper = by && by.role !== 'admin' ? by : null;
  const window = shopper ? await orderSettingsOf(ctx) : null;
  const owes = await ctx.db.transaction(async (tx) => {
    const [order] = await rows<{
      user_id: number | null;
      created_at: Date | string;
      cancelled_at: Date | null;
      stock_reserved_at: Date | null;
      payment_method: 'online' | 'cod';
      payment_status: string;
      status: number;
      returned_to_origin_at: Date | null;
      total_paise: number;
      email: string;
      first_name: string;
      confirmation_due_at: Date | string | null;
      confirmed_at: Date | string | null;
      advance_paise: number;
    }>(
      tx,
      sql`select user_id, created_at, cancelled_at, stock_reserved_at, payment_method, payment_status, status,
        returned_to_origin_at, total_paise, email, first_name, confirmation_due_at, confirmed_at, advance_paise
        from orders where id = ${orderId} for update`,
    );
    if (!order) throw new NotFound('Order not found.');
    if (shopper && (order.user_id !== shopper.userId || !isPlaced(order.payment_status)))
      throw new NotFound('Order not found.');
    if (order.cancelled_at) {
      // Cancelling again asks again for the refund the first one owed (the same key: never a second refund).
      if (owesRefund(order)) await appendEvent(tx, 'order.refund_owed', { orderId });
      return owesRefund(order);
    }
    let reason: string | null = null;
    if (options.unconfirmedBy) {
      const due = order.confirmation_due_at ? new Date(order.confirmation_due_at) : null;
      // Confirmed while the job looked, or not due: the shopper's confirmation wins.
      if (!due || order.confirmed_at || due.getTime() > options.unconfirmedBy.getTime())
        throw new Conflict(codConfirmationMessages.already, 'ORDER_ALREADY_CONFIRMED');
      reason = codConfirmationMessages.expiredReason(due);
    }
    if (shopper) {
      const check = shopperCancel(
        { status: order.status, cancelled: false, placedAt: new Date(order.created_at) },
        window!,
      );
      if (!check.ok) throw new Conflict(check.reason, check.code);
    }
    if (!canMoveTo(order.status, OrderStatus.Cancelled))
      throw new Conflict(
        order.status === OrderStatus.Delivered
          ? 'A delivered order cannot be cancelled; start a return instead.'
          : statusMoveRefused(order.status, OrderStatus.Cancelled),
        order.status === OrderStatus.Delivered ? 'ORDER_ALREADY_SHIPPED' : 'STATUS_MOVE_REFUSED',
      );
    if (order.stock_reserved_at) await releaseOrderStock(tx, orderId);
    // Its codes' and offers' uses come back when the promotion says so (decision 0153).
    await releaseDiscounts(tx, orderId);
    const { after: cancelled } = await transition(
      tx,
      orderId,
      { event: 'cancelled' },
      by ? actorOf(by) : systemActor,
      { reason },
    );
    const payment = cancelled.paymentStatus;
    // A parcel returned to origin had its credit note then (decision 0126). What refunds before the cancellation
    // credited is not credited again: the note is for what the invoice has left (decision 0132).
    if (!order.returned_to_origin_at)
      await creditRefund(tx, { orderId, amountPaise: order.total_paise, reason: 'Order cancelled' });
    const after = { ...order, payment_status: payment };
    // The full refund through the gateway is the payments module's, after commit (subscriptions.ts).
    if (owesRefund(after)) await appendEvent(tx, 'order.refund_owed', { orderId });
    return owesRefund(after);
  });
  if (!owes) return { message: 'Order cancelled' };
  // The refund was asked as the cancellation committed; one not gone through is retried and shows in the order window.
  const [refund] = await rows<{ status: string; provider_refund_id: string | null }>(
    ctx.db,
    sql`select status, provider_refund_id from refunds where idempotency_key = ${cancelRefundKey(orderId)}`,
  );
  const late =
    refund && (refund.status === 'failed' || (refund.status === 'pending' && !refund.provider_refund_id));
  return { message: late ? `Order cancelled. ${cancelMessagesRefundLater}` : 'Order cancelled' };
}

/**
 * The cancel route's answer: the cancellation's message and the order as its asker may now see it (after the
 * refund was asked, so a paid order's refund is in it), so the page shows the new state with the message.
 */
export async function cancelOrderAndView(
  ctx: OrdersCtx,
  orderId: number,
  by: Actor,
): Promise<{ message: string; order: Order }> {
  const { message } = await cancelOrder(ctx, orderId, by);
  return { message, order: await orderById(ctx, orderId, by) };
}

/** The refund could not be started (no answer, or a refusal): it is on record for the admin's order window. */
const cancelMessagesRefundLater = 'The refund has not gone through yet; the shop will see to it.';

/** One refund per cancelled order: a retried cancel answers the refund it made (the gateway's idempotency key). */
export const cancelRefundKey = (orderId: number) => `order-${orderId}-cancel`;

/**
 * A cancelled online order whose money the shop still holds is refunded in full through the gateway; so is a cash
 * order's advance paid online (decision 0338).
 */
function owesRefund(order: {
  payment_method: string;
  payment_status: string;
  advance_paise: number;
}): boolean {
  return (
    (order.payment_method === 'online' || order.advance_paise > 0) && order.payment_status === 'refund_due'
  );
}

/** The cancellation mails (D12): the shopper's, and the shop's copy to its own address; a subscriber, after commit. */
export async function cancellationMails(
  ctx: { db: DbOrTx; mailer?: MailTransport | null; publicUrl?: string },
  cancelled: { orderId: number; byShopper: boolean; reason: string | null; refundDue: boolean },
): Promise<void> {
  const facts = await orderMailFacts(ctx.db, cancelled.orderId);
  if (!facts) return;
  const [order] = await rows<{ total_paise: number; renewal: boolean }>(
    ctx.db,
    // What comes back: all of it, or the advance a cash order paid online (decision 0338).
    sql`select case when payment_method = 'cod' and advance_paise > 0 then advance_paise else total_paise end
        as total_paise, exists (select 1 from subscription_cycles c where c.order_id = o.id) as renewal
      from orders o where id = ${cancelled.orderId}`,
  );
  // A subscription's renewal dropped before its debit (skipped, paused, sold out): the subscription's own mail
  // says so, and nothing was taken.
  if (order?.renewal && !cancelled.refundDue) return;
  const about = {
    byShopper: cancelled.byShopper,
    refundPaise: cancelled.refundDue && order ? order.total_paise : null,
    ...(cancelled.reason ? { reason: cancelled.reason } : {}),
  };
  if (facts.email) await sendTemplate(ctx, facts.email, orderCancelledMail(facts, about));
  const shop = await shopEmailOf(ctx);
  if (shop) await sendTemplate(ctx, shop, orderCancelledShopMail(facts, about));
}
