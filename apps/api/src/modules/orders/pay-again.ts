// Paying again for an online order whose payment failed or was left unfinished (decision 0294): the same order and
// its provider order are opened again for the amount the order stored, so a retry never makes a second order and
// the browser never names the amount.
import { checkoutMessages } from '@chamak/shared/messages';
import { paiseToRupees } from '@chamak/shared/money';
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, HttpError, NotFound, Unprocessable } from '../../plugins/errors.ts';
import { checkStockLeft } from '../catalogue/index.ts';
import type { OrdersCtx } from './context.ts';
import { stockLinesOf } from './order-placed.ts';
import type { CreatedOnlineOrder } from './place-order.ts';

export const payAgainMessages = {
  reopened: 'Payment reopened',
  paid: 'This order is paid already.',
  notOnline: 'This order is paid on delivery, not online.',
  cancelled: 'This order was cancelled, so it cannot be paid. Please place a new order.',
  notAwaiting: 'This order is not waiting for a payment.',
} as const;

/**
 * The shopper's own online order, still waiting for its money (payment pending or failed, not cancelled), with its
 * provider order for the stored total: the checkout's Try again opens the payment window with it. Someone else's
 * order is as good as missing (404). Stock is asked first, so a sold-out order is said (409) before anyone pays.
 * An order whose provider order was never made (the payment service did not answer) gets one now.
 */
export async function payAgain(ctx: OrdersCtx, orderId: number, actor: Actor): Promise<CreatedOnlineOrder> {
  if (ctx.gateway.kind === 'off')
    throw new Unprocessable(checkoutMessages.onlinePaymentOff, 'ONLINE_PAYMENT_OFF');
  const [order] = await rows<{
    user_id: number | null;
    payment_method: string;
    payment_status: string;
    cancelled: boolean;
    provider_order_id: string | null;
    subtotal_paise: number;
    total_paise: number;
  }>(
    ctx.db,
    sql`select user_id, payment_method, payment_status, cancelled_at is not null as cancelled, provider_order_id,
        subtotal_paise, total_paise from orders where id = ${orderId}`,
  );
  if (!order || order.user_id === null || order.user_id !== actor.userId)
    throw new NotFound('Order not found.');
  if (order.payment_method !== 'online')
    throw new Conflict(payAgainMessages.notOnline, 'ORDER_NOT_AWAITING_PAYMENT');
  if (order.cancelled) throw new Conflict(payAgainMessages.cancelled, 'ORDER_CANCELLED');
  if (order.payment_status !== 'pending' && order.payment_status !== 'failed')
    throw new Conflict(
      order.payment_status === 'paid' ? payAgainMessages.paid : payAgainMessages.notAwaiting,
      'ORDER_NOT_AWAITING_PAYMENT',
    );
  await checkStockLeft(ctx.db, await stockLinesOf(ctx.db, orderId));
  const lines = await rows<{ name: string; size: string; quantity: number; price: number }>(
    ctx.db,
    sql`select product_name as name, litre_label as size, quantity, price_paise as price
      from order_items where order_id = ${orderId} order by id`,
  );
  let providerOrderId = order.provider_order_id;
  if (!providerOrderId) {
    try {
      providerOrderId = (
        await ctx.gateway.createOrder({
          amountPaise: order.total_paise,
          receipt: String(orderId),
          notes: {
            products: lines
              .map((l) => `${l.name} (${l.size}) x${l.quantity}`)
              .join(', ')
              .slice(0, 250),
          },
        })
      ).id;
    } catch (error) {
      throw new HttpError(502, 'The payment service is not answering. Please try again in a minute.', {
        cause: error,
      });
    }
    // Two tries at once: the first provider order stored is the one both open.
    const [stored] = await rows<{ id: string }>(
      ctx.db,
      sql`update orders set provider_order_id = coalesce(provider_order_id, ${providerOrderId})
        where id = ${orderId} returning provider_order_id as id`,
    );
    providerOrderId = stored!.id;
  }
  return {
    message: payAgainMessages.reopened,
    data: {
      products: lines.map((l) => ({ ...l, price: paiseToRupees(l.price) })),
      totalAmount: paiseToRupees(order.subtotal_paise),
      finalAmount: paiseToRupees(order.total_paise),
      order_id: providerOrderId,
      orderId,
      amount: order.total_paise,
      currency: 'INR',
      key: ctx.gateway.keyId,
      gateway: ctx.gateway.kind,
    },
  };
}
