// Naming why stock moves (decision 0349): the stock_movements trigger reads the reason, note, order and actor a
// transaction set here, so a writer of remaining_qty calls this first in the same transaction. It sits with the
// stock's writers (stock.ts); the inventory module, which reads the ledger, imports it from here.

import type { StockReason } from '@chamak/shared/inventory';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export type StockContext = {
  reason: StockReason;
  note?: string;
  orderId?: number | null;
  actorUserId?: number | null;
};

/** Sets the transaction's stock-movement context (is_local: it ends with the transaction). */
export async function nameStockMovement(tx: DbOrTx, context: StockContext): Promise<void> {
  await tx.execute(sql`select set_config('chamak.stock_reason', ${context.reason}, true),
    set_config('chamak.stock_note', ${(context.note ?? '').slice(0, 500)}, true),
    set_config('chamak.stock_order', ${context.orderId == null ? '' : String(context.orderId)}, true),
    set_config('chamak.stock_actor', ${context.actorUserId == null ? '' : String(context.actorUserId)}, true)`);
}
