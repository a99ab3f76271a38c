// The orders table's bulk actions (decision 0353): many orders marked packed or shipped at once, each through the
// state machine (transition) in its own transaction, so an order that cannot move is answered with its reason and
// the others move; and the chosen orders as CSV.
import {
  type BulkOrderResult,
  type BulkOrderStatusReply,
  type BulkOrderTarget,
  bulkOrderTargetLabels,
  bulkOrderTargetStatus,
} from '@chamak/shared/bulk-actions';
import { paiseToRupees } from '@chamak/shared/money';
import {
  isPlaced,
  type OrderStatusCode,
  orderPaymentLabel,
  orderStatusLabel,
  shippingStopped,
  shippingStoppedMessage,
} from '@chamak/shared/order-state';
import { shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { csvCell } from '../../lib/csv.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { Conflict, HttpError, NotFound } from '../../plugins/errors.ts';
import { timeZoneOf } from '../settings/index.ts';
import { csvDate } from './export-csv.ts';
import { lockOrderState, type OrderActor, transition } from './transition.ts';

/** Moves one order to `status` in its own transaction: 'moved', or 'unchanged' when it is there already. */
async function markOne(db: Db, orderId: number, status: number, actor: OrderActor) {
  return db.transaction(async (tx) => {
    const order = await lockOrderState(tx, orderId);
    if (!order || !isPlaced(order.paymentStatus)) throw new NotFound('No such order.');
    if (order.status === status) return 'unchanged' as const;
    // As the order window refuses it (decision 0132): refunded in full before it left, it is cancelled, not shipped.
    if (shippingStopped(order)) throw new Conflict(shippingStoppedMessage, 'SHIPPING_STOPPED');
    await transition(tx, orderId, { event: 'status', to: status as OrderStatusCode }, actor);
    return 'moved' as const;
  });
}

/** Marks each order packed or shipped; answers for each: moved, already there, or refused with the reason. */
export async function markOrders(
  ctx: { db: Db },
  body: { orderIds: number[]; to: BulkOrderTarget },
  actor: OrderActor,
): Promise<BulkOrderStatusReply> {
  const status = bulkOrderTargetStatus[body.to];
  const label = bulkOrderTargetLabels[body.to];
  const results: BulkOrderResult[] = [];
  for (const orderId of body.orderIds) {
    try {
      const outcome = await markOne(ctx.db, orderId, status, actor);
      results.push({
        orderId,
        outcome,
        message: outcome === 'moved' ? `Marked ${label}.` : `Already ${orderStatusLabel(status)}.`,
      });
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      results.push({ orderId, outcome: 'refused', message: e.message });
    }
  }
  const moved = results.filter((r) => r.outcome === 'moved').length;
  const refused = results.filter((r) => r.outcome === 'refused').length;
  const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;
  return {
    message: `${orders(moved)} marked ${label}${refused ? `; ${orders(refused)} could not be` : ''}.`,
    results,
  };
}

export const selectionCsvHeader = ['Order', 'Time', 'Customer', 'Phone', 'Payment', 'Status', 'Total (₹)'];

type SelectionRow = {
  id: number;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  phone: string;
  payment_method: 'online' | 'cod';
  payment_status: string;
  status: number;
  total_paise: number;
};

const methodLabel = { online: 'Online', cod: 'Cash on delivery' } as const;
const line = (values: (string | number)[]) => `${values.map(csvCell).join(',')}\r\n`;

/** The chosen placed orders as CSV, newest first; ids of no placed order are left out. */
export async function selectionCsv(
  ctx: { db: DbOrTx; now?: Date },
  orderIds: number[],
): Promise<{ fileName: string; text: string; count: number }> {
  const [found, timeZone] = await Promise.all([
    rows<SelectionRow>(
      ctx.db,
      sql`select id, created_at, first_name, last_name, phone, payment_method, payment_status, status, total_paise
        from orders where id = any(${arrayLiteral(orderIds)}::int[]) order by created_at desc, id desc`,
    ),
    timeZoneOf(ctx),
  ]);
  const placed = found.filter((o) => isPlaced(o.payment_status));
  const body = placed
    .map((o) =>
      line([
        o.id,
        csvDate(o.created_at, timeZone),
        `${o.first_name} ${o.last_name}`.trim(),
        o.phone,
        `${methodLabel[o.payment_method]}, ${orderPaymentLabel({ paymentStatus: o.payment_status, status: o.status })}`,
        orderStatusLabel(o.status),
        paiseToRupees(o.total_paise).toFixed(2),
      ]),
    )
    .join('');
  return {
    fileName: `chamak-orders-selected-${shopDay(ctx.now ?? new Date(), timeZone)}.csv`,
    text: `\uFEFF${line(selectionCsvHeader)}${body}`,
    count: placed.length,
  };
}
