// A parcel back at the shop (RTO Delivered): stock back once, money kept owed back, credit note (decision 0126).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { creditRefund } from '../invoices/index.ts';
import { releaseOrderStock } from './order-placed.ts';
import { courierActor, type OrderActor, transition } from './transition.ts';

/**
 * A parcel back at the shop (RTO Delivered), inside the caller's transaction, exactly once per order (decision
 * 0126): its units go back into stock, the order is marked returned to origin, money kept online becomes a
 * refund due, and an invoiced order gets a credit note for what its invoice has not yet credited.
 * Answers whether it did anything; the stock given back announces itself (stock.rose) for after commit.
 */
export async function returnedToOrigin(
  tx: DbOrTx,
  orderId: number,
  actor: OrderActor = courierActor,
): Promise<boolean> {
  const [order] = await rows<{
    returned_to_origin_at: Date | null;
    stock_reserved_at: Date | null;
    payment_status: string;
    total_paise: number;
  }>(
    tx,
    sql`select returned_to_origin_at, stock_reserved_at, payment_status, total_paise from orders where id = ${orderId} for update`,
  );
  if (!order || order.returned_to_origin_at) return false;
  if (order.stock_reserved_at) await releaseOrderStock(tx, orderId, 'rto');
  // As for a cancelled order: money kept online (all of it, or what a refund left) is owed back.
  await transition(tx, orderId, { event: 'returned_to_origin' }, actor);
  // The whole invoice, or what a refund before the return left uncredited; nothing without an invoice.
  await creditRefund(tx, { orderId, amountPaise: order.total_paise, reason: 'Returned to origin' });
  return true;
}
