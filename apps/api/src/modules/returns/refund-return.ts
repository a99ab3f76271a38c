// Refunding a received return through the refunds service, once per idempotency key, with the returned lines its
// credit note names.
import type { Refund } from '@chamak/shared/refunds';
import {
  type OrderReturn,
  returnAdminMessages,
  returnMessages,
  returnReasonLabels,
} from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockOrderForRefund, recordOrderFact } from '../orders/index.ts';
import { createRefund, refundByKey } from '../payments/index.ts';
import { returnMail } from './return-mails.ts';
import {
  adminActor,
  assertMove,
  itemsOf,
  lockReturn,
  type ReturnRow,
  type ReturnsCtx,
  returnItemsOf,
} from './return-rows.ts';
import { returnView } from './return-views.ts';

/**
 * The invoice lines a return gives back, for its refund's credit note (decision 0170): each returned item's line,
 * its units and their value as the return priced them. The invoice lists the order's items in id order, then its
 * fees (orders/order-placed.ts, invoiceOrderOf), so an item's line is its place among the order's items.
 */
async function creditedLinesOf(db: DbOrTx, r: ReturnRow) {
  const [items, back] = await Promise.all([itemsOf(db, r.order_id), returnItemsOf(db, [r.id])]);
  return back
    .map((b) => ({
      line: items.findIndex((i) => i.id === b.order_item_id) + 1,
      quantity: b.quantity,
      amountPaise: b.amount_paise,
    }))
    .sort((a, b) => a.line - b.line);
}

/** The idempotency keys of a return's refund: the first, then one more after each refund the gateway refused. */
export const returnRefundKey = (returnId: number, attempt = 1) =>
  attempt === 1 ? `return-${returnId}-refund` : `return-${returnId}-refund-${attempt}`;

/**
 * Refunds a received return's value through the refunds service (decision 0120): the gateway for an order paid
 * online, a manual refund with the admin's UPI or bank reference for collected cash. Under the key
 * return-<id>-refund, so a repeated call (a double click, a lost answer) makes one refund; after a refund the
 * gateway refused, the next key. The refund carries the returned lines, so the credit note its processing issues
 * names those units at their value (decision 0170); it also sends the refund mails. The return
 * is refunded as soon as its refund is made (a pending gateway refund counts, and shows its status).
 */
export async function refundReturn(
  ctx: ReturnsCtx,
  id: number,
  input: { reference?: string; limitPaise?: number },
): Promise<{ message: string; return: OrderReturn }> {
  const r = await ctx.db.transaction(async (tx) => {
    const found = await lockReturn(tx, id);
    if (found.status !== 'refunded') assertMove(found.status, 'refunded');
    return found;
  });
  let attempt = 1;
  let live: Refund | null = await refundByKey(ctx.db, returnRefundKey(id, attempt));
  while (live?.status === 'failed') live = await refundByKey(ctx.db, returnRefundKey(id, ++attempt));
  const settled =
    live && (live.status === 'processed' || live.method === 'manual' || live.providerRefundId !== null);
  let note = '';
  if (!settled) {
    const key = returnRefundKey(id, attempt);
    try {
      const made = await createRefund(ctx, {
        orderId: r.order_id,
        amountPaise: r.amount_paise,
        reason: `Return #${id} (${returnReasonLabels[r.reason]})`,
        reference: input.reference,
        idempotencyKey: key,
        creditedLines: await creditedLinesOf(ctx.db, r),
        ...(input.limitPaise === undefined ? {} : { limitPaise: input.limitPaise }),
      });
      live = made.refund;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 502) throw error;
      live = await refundByKey(ctx.db, key);
      // Refused by the gateway (recorded as failed): the return stays received, to be refunded again.
      if (!live || live.status === 'failed') throw error;
      note = returnAdminMessages.refundPending;
    }
  }
  const refund = live!;
  await ctx.db.transaction(async (tx) => {
    // The order's lock first, as every refund of the order takes it: the refund's webhook may be applying now,
    // holding the order and waiting for the refund row this update's foreign key would share-lock (a deadlock).
    await lockOrderForRefund(tx, r.order_id);
    const now = await lockReturn(tx, id);
    if (now.refund_id === refund.id && now.status === 'refunded') return;
    await tx.execute(sql`update returns set status = 'refunded', refund_id = ${refund.id},
        refunded_at = coalesce(refunded_at, now()), updated_at = now() where id = ${id}`);
    if (now.status !== 'refunded') {
      await recordOrderFact(tx, now.order_id, 'return_refunded', adminActor, {
        reference: `Return ${id}, refund ${refund.id}`,
      });
      await returnMail({ ...ctx, db: tx }, now, 'refunded', { refund: refund.amount });
    }
  });
  const message =
    r.status === 'refunded' && settled ? returnAdminMessages.alreadyRefunded : returnMessages.refunded;
  return { message: note ? `${message}. ${note}` : message, return: await returnView(ctx, id) };
}
