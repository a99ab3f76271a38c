// The cash of a delivered cash-on-delivery order, recorded as collected (decision 0125).
import { canPaymentMoveTo, OrderStatus, orderStatusLabel } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';
import { type OrderActor, systemActor, transition } from './transition.ts';

export const codMessages = {
  collected: 'Cash collected',
  already: 'The cash for this order was already recorded as collected.',
  notCod: 'Only a cash-on-delivery order has cash to collect.',
  cancelled: 'A cancelled order has no cash to collect.',
  notDelivered: (status: number) =>
    `Cash is collected on delivery; this order is ${orderStatusLabel(status)}.`,
};

/**
 * The admin records the cash of a delivered cash-on-delivery order as collected: payment cod -> cod_collected
 * (decision 0125). Recording it again changes nothing; any other order answers 409 saying why.
 */
export async function markCodCollected(
  ctx: { db: Db },
  orderId: number,
  actor: OrderActor = systemActor,
): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await rows<{
      status: number;
      payment_method: string;
      payment_status: string;
      cancelled_at: Date | null;
    }>(
      tx,
      sql`select status, payment_method, payment_status, cancelled_at from orders where id = ${orderId} for update`,
    );
    if (!order) throw new NotFound('Order not found.');
    if (order.payment_method !== 'cod') throw new Conflict(codMessages.notCod);
    if (order.payment_status === 'cod_collected') return { message: codMessages.already };
    if (order.cancelled_at) throw new Conflict(codMessages.cancelled);
    if (order.status !== OrderStatus.Delivered) throw new Conflict(codMessages.notDelivered(order.status));
    if (!canPaymentMoveTo(order.payment_status, 'cod_collected'))
      throw new Conflict(
        `This order's payment is ${order.payment_status}; there is no cash to collect.`,
        'STATUS_MOVE_REFUSED',
      );
    await transition(tx, orderId, { event: 'cash_collected' }, actor);
    return { message: codMessages.collected };
  });
}
