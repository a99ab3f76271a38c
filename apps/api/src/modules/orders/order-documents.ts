// An order's GST invoice and credit notes as PDFs, for its customer or an admin.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { NotFound } from '../../plugins/errors.ts';
import { documentPdf } from '../invoices/index.ts';

/**
 * An order's tax invoice, or its n-th credit note, as a PDF for the order's customer or an admin: 404 for no
 * such order or document (an order not yet placed has no invoice). Another customer's order answers the very
 * same 404 as a missing one, so nobody can count the shop's order ids by the difference.
 */
export async function orderDocumentPdf(
  ctx: { db: DbOrTx },
  orderId: number,
  actor: Actor,
  which: { kind: 'invoice' } | { kind: 'credit_note'; n: number },
): Promise<{ fileName: string; pdf: Buffer }> {
  const [order] = await rows<{ user_id: number | null }>(
    ctx.db,
    sql`select user_id from orders where id = ${orderId}`,
  );
  if (!order || (actor.role !== 'admin' && order.user_id !== actor.userId))
    throw new NotFound('Order not found.');
  const found = await documentPdf(ctx.db, orderId, which);
  if (!found)
    throw new NotFound(
      which.kind === 'invoice' ? 'This order has no invoice.' : 'This order has no such credit note.',
    );
  return found;
}
