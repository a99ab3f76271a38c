// Returns as the shopper and the admin read them: an order's returns with what may still be returned, every return
// for the admin, and one return as each step answers it.
import { paiseToRupees } from '@chamak/shared/money';
import type { Refund } from '@chamak/shared/refunds';
import {
  type OrderReturn,
  type OrderReturnsReply,
  type ReturnStatus,
  returnAdminMessages,
  returnMessages,
  returnReasonLabels,
  returnStatusLabels,
} from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { refundsOfOrders } from '../payments/index.ts';
import { orderSettingsOf } from '../settings/index.ts';
import { returnPhotoPath } from './return-photos.ts';
import {
  itemsOf,
  ownOrder,
  type ReturnRow,
  type ReturnsCtx,
  returnItemsOf,
  unitsTaken,
} from './return-rows.ts';
import { returnWindow } from './return-window.ts';

/** GET /api/order/{id}/returns: the order's returns, whether another may be asked now, and what is left. */
export async function orderReturns(
  ctx: ReturnsCtx,
  orderId: number,
  actor: Actor,
): Promise<OrderReturnsReply> {
  const order = await ownOrder(ctx.db, orderId, actor);
  const [settings, items, taken, list] = await Promise.all([
    orderSettingsOf(ctx),
    itemsOf(ctx.db, orderId),
    unitsTaken(ctx.db, orderId),
    returnViews(ctx, sql`r.order_id = ${orderId}`),
  ]);
  const window = returnWindow(order, settings.returnWindowDays);
  const returnable = items.map((i) => ({
    orderItemId: i.id,
    quantity: window.ok ? Math.max(0, i.quantity - (taken.get(i.id) ?? 0)) : 0,
  }));
  const anyLeft = items.some((i) => i.quantity > (taken.get(i.id) ?? 0));
  const reason = !window.ok ? window.reason : anyLeft ? null : returnMessages.alreadyReturned;
  return {
    returns: list,
    canReturn: reason === null,
    reason,
    returnBy: window.returnBy?.toISOString() ?? null,
    returnable,
  };
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Returns as the shopper and the admin see them, newest first, with their lines and refunds. */
async function returnViews(
  ctx: { db: DbOrTx; storage: Storage },
  where: ReturnType<typeof sql>,
): Promise<(OrderReturn & { customerName: string; customerEmail: string })[]> {
  const found = await rows<ReturnRow & { customer_name: string; customer_email: string }>(
    ctx.db,
    sql`select r.*, trim(o.first_name || ' ' || o.last_name) as customer_name, o.email as customer_email
      from returns r join orders o on o.id = r.order_id where ${where} order by r.created_at desc, r.id desc`,
  );
  return shapeReturns(ctx, found);
}

/** Rows of returns (with their customer) as the shopper and the admin see them, with their lines and refunds. */
export async function shapeReturns(
  ctx: { db: DbOrTx; storage: Storage },
  found: (ReturnRow & { customer_name: string; customer_email: string })[],
): Promise<(OrderReturn & { customerName: string; customerEmail: string })[]> {
  if (found.length === 0) return [];
  const [items, refunds] = await Promise.all([
    returnItemsOf(
      ctx.db,
      found.map((r) => r.id),
    ),
    refundsOfOrders(ctx.db, [...new Set(found.map((r) => r.order_id))]),
  ]);
  return found.map((r) => {
    const refund: Refund | undefined = r.refund_id
      ? refunds.get(r.order_id)?.find((f) => f.id === r.refund_id)
      : undefined;
    return {
      id: r.id,
      orderId: r.order_id,
      status: r.status,
      statusLabel: returnStatusLabels[r.status],
      reason: r.reason,
      reasonLabel: returnReasonLabels[r.reason],
      details: r.details,
      photos: r.photos.map((_key, i) => returnPhotoPath(r.id, i + 1)),
      items: items
        .filter((i) => i.return_id === r.id)
        .map((i) => ({
          orderItemId: i.order_item_id,
          name: i.product_name,
          size: i.litre_label,
          quantity: i.quantity,
          resellableQty: i.resellable_qty,
          amount: paiseToRupees(i.amount_paise),
        })),
      amount: paiseToRupees(r.amount_paise),
      pickup: r.pickup,
      pickupAwb: r.pickup_awb,
      rejectReason: r.reject_reason,
      refund: refund ? { id: refund.id, status: refund.status, amount: refund.amount } : null,
      createdAt: new Date(r.created_at).toISOString(),
      approvedAt: iso(r.approved_at),
      rejectedAt: iso(r.rejected_at),
      receivedAt: iso(r.received_at),
      refundedAt: iso(r.refunded_at),
      customerName: r.customer_name,
      customerEmail: r.customer_email,
    };
  });
}
export async function returnView(ctx: { db: DbOrTx; storage: Storage }, id: number): Promise<OrderReturn> {
  const [found] = await returnViews(ctx, sql`r.id = ${id}`);
  if (!found) throw new NotFound(returnAdminMessages.notFound);
  const { customerName: _name, customerEmail: _email, ...view } = found;
  return view;
}

/** GET /api/admin/returns: every return, newest first, optionally of one status. */
export function adminReturns(ctx: ReturnsCtx, status?: ReturnStatus) {
  return returnViews(ctx, status ? sql`r.status = ${status}` : sql`true`);
}
