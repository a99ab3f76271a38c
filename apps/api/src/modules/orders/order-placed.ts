// The one step that makes an order placed (docs/decisions/0041): run inside the placing transaction, for cash on
// delivery when the order is created and for an online order when its payment is confirmed. Later features hook
// in here, in the same transaction (invoice number, coupon redemption), so they happen exactly when an order does.
import { formatRupees } from '@chamak/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';
import { removeFromCart } from '../cart/service.ts';
import { giveBackStock, type StockLine, takeStock } from '../catalogue/stock.ts';
import { type MailTransport, sendMail } from '../mail/service.ts';

/** An order's lines as stock lines, in size order. */
async function stockLinesOf(tx: DbOrTx, orderId: number): Promise<StockLine[]> {
  return rows<StockLine>(
    tx,
    sql`select product_litre_id as "sizeId", product_id as "productId", quantity, product_name as name,
        litre_label as label from order_items where order_id = ${orderId} order by product_litre_id, id`,
  );
}

/**
 * Queues the order's confirmation in the outbox, inside the order's own transaction: the mail exists exactly
 * when the order does, and the mail worker sees it (and sends it) only once that transaction has committed.
 */
async function confirmationMail(ctx: { db: DbOrTx; mailer?: MailTransport | null }, orderId: number) {
  const [o] = await rows<{ email: string; first_name: string; total: number; method: string }>(
    ctx.db,
    sql`select email, first_name, total_paise as total, payment_method as method from orders where id = ${orderId}`,
  );
  if (!o?.email) return;
  await sendMail(ctx, {
    to: o.email,
    subject: `Your Chamak order #${orderId} is confirmed`,
    text: `Hello ${o.first_name},\n\nThank you for your order #${orderId} of ${formatRupees(o.total)} (${o.method === 'cod' ? 'cash on delivery' : 'paid online'}). We pack orders in 2-3 business days and you can follow it under Profile > Order History.\n\nChamak`,
  });
}

/**
 * The order is placed: its stock is taken (through the stock module, locked in the one global order), those
 * sizes leave the customer's cart, and its confirmation mail is queued. Throws Conflict when stock ran out,
 * rolling back the caller's transaction (or savepoint): nothing of it stays.
 */
export async function orderPlaced(
  tx: DbOrTx,
  orderId: number,
  options: { mailer?: MailTransport | null } = {},
): Promise<void> {
  const [order] = await rows<{ user_id: number | null }>(
    tx,
    sql`select user_id from orders where id = ${orderId}`,
  );
  if (!order) throw new NotFound('Order not found.');
  const lines = await stockLinesOf(tx, orderId);
  await takeStock(tx, lines);
  await tx.execute(
    sql`update orders set stock_reserved_at = now(), updated_at = now() where id = ${orderId}`,
  );
  if (order.user_id !== null)
    await removeFromCart(
      tx,
      order.user_id,
      lines.flatMap((l) => (l.sizeId === null ? [] : [l.sizeId])),
    );
  await confirmationMail({ db: tx, mailer: options.mailer }, orderId);
}

/** Gives back the stock an order took (cancelling it), through the stock module. */
export async function releaseOrderStock(tx: DbOrTx, orderId: number): Promise<void> {
  await giveBackStock(tx, await stockLinesOf(tx, orderId));
  await tx.execute(sql`update orders set stock_reserved_at = null where id = ${orderId}`);
}
