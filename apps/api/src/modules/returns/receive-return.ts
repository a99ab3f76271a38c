// The returned parcel is back: the resellable units go back into stock through the stock module, in the same
// transaction as the move to received, so at most once.
import {
  mustCountOnReceipt,
  type OrderReturn,
  returnAdminMessages,
  returnMessages,
} from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import { Invalid } from '../../plugins/errors.ts';
import { giveBackStock } from '../catalogue/index.ts';
import { recordOrderFact } from '../orders/index.ts';
import { returnMail } from './return-mails.ts';
import {
  adminActor,
  assertMove,
  lineName,
  lockReturn,
  type ReturnsCtx,
  returnItemsOf,
} from './return-rows.ts';
import { returnView } from './return-views.ts';

/**
 * The parcel is back: per line, how many units can be sold again. A damaged, leaking or wrong-item return must
 * count every line (400 naming the first line left out: nothing spoilt goes back by default, decision 0303); for
 * another reason a line left out counts none. Those go back into stock through the stock module in the same
 * transaction as the move to received, so at most once.
 */
export async function receiveReturn(
  ctx: ReturnsCtx,
  id: number,
  input: { items: { orderItemId: number; resellable: number }[] },
): Promise<{ message: string; return: OrderReturn }> {
  await ctx.db.transaction(async (tx) => {
    const r = await lockReturn(tx, id);
    assertMove(r.status, 'received');
    const items = await returnItemsOf(tx, [id]);
    const resellable = new Map<number, number>();
    for (const given of input.items) {
      const line = items.find((i) => i.order_item_id === given.orderItemId);
      if (!line) throw new Invalid(returnAdminMessages.notInReturn(given.orderItemId));
      const total = (resellable.get(line.order_item_id) ?? 0) + given.resellable;
      if (total > line.quantity)
        throw new Invalid(returnAdminMessages.tooManyResellable(lineName(line), line.quantity));
      resellable.set(line.order_item_id, total);
    }
    if (mustCountOnReceipt(r.reason)) {
      const uncounted = items.find((i) => !resellable.has(i.order_item_id));
      if (uncounted)
        throw new Invalid(
          returnAdminMessages.resellableRequired(lineName(uncounted), uncounted.quantity, r.reason),
        );
    }
    for (const line of items)
      await tx.execute(sql`update return_items set resellable_qty = ${resellable.get(line.order_item_id) ?? 0}
        where return_id = ${id} and order_item_id = ${line.order_item_id}`);
    const back = items
      .filter((i) => (resellable.get(i.order_item_id) ?? 0) > 0)
      .map((i) => ({
        sizeId: i.product_litre_id,
        productId: i.product_id,
        quantity: resellable.get(i.order_item_id)!,
        name: i.product_name,
        label: i.litre_label,
      }));
    // Those waiting for these sizes are mailed, and the catalogue's cached answers go, after commit.
    if (back.length > 0)
      await giveBackStock(tx, back, { reason: 'return', orderId: r.order_id, note: `Return ${id}` });
    await tx.execute(sql`update returns set status = 'received', received_at = now(), updated_at = now()
      where id = ${id}`);
    await recordOrderFact(tx, r.order_id, 'return_received', adminActor, { reference: `Return ${id}` });
    await returnMail({ ...ctx, db: tx }, r, 'received', {});
  });
  return { message: returnMessages.received, return: await returnView(ctx, id) };
}
