// The rows the return verbs share: the module's context, the order, its items and the returns as stored, read and
// locked the same way by every step (request, views, approve, reject, receive, refund, mails).
import { isPlaced, OrderStatus } from '@chamak/shared/order-state';
import {
  canReturnMoveTo,
  type ReturnReason,
  type ReturnStatus,
  returnAdminMessages,
  returnMoveRefused,
} from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { ShippingProvider } from '../delivery/index.ts';
import type { MailTransport } from '../mail/index.ts';
import type { PaymentGateway } from '../payments/index.ts';

/** The admin's steps of a return, for the order's timeline. */
export const adminActor = { kind: 'admin' } as const;

export type ReturnsCtx = {
  db: Db;
  storage: Storage;
  gateway: PaymentGateway;
  shipping: ShippingProvider | null;
  mailer?: MailTransport | null;
  publicUrl?: string;
};
export type TxCtx = ReturnsCtx & { db: DbOrTx };

export type OrderRow = {
  id: number;
  user_id: number | null;
  status: number;
  payment_status: string;
  payment_method: 'online' | 'cod';
  cancelled_at: Date | string | null;
  returned_to_origin_at: Date | string | null;
  delivered_at: Date | string | null;
  email: string;
  first_name: string;
  last_name: string;
  /** The language the order was placed in (orders.language): the shopper's return mails speak it. */
  language: string;
};

export type OrderItemRow = {
  id: number;
  product_id: number | null;
  product_litre_id: number | null;
  product_name: string;
  litre_label: string;
  quantity: number;
  price_paise: number;
  discount_paise: number;
};

export type ReturnRow = {
  id: number;
  order_id: number;
  user_id: number | null;
  status: ReturnStatus;
  reason: ReturnReason;
  details: string;
  photos: string[];
  pickup: 'manual' | 'shiprocket' | null;
  pickup_shipment_id: string | null;
  pickup_awb: string | null;
  reject_reason: string | null;
  amount_paise: number;
  refund_id: number | null;
  approved_at: Date | string | null;
  rejected_at: Date | string | null;
  received_at: Date | string | null;
  refunded_at: Date | string | null;
  created_at: Date | string;
};

export type ReturnItemRow = {
  return_id: number;
  order_item_id: number;
  quantity: number;
  resellable_qty: number | null;
  amount_paise: number;
  product_name: string;
  litre_label: string;
  product_id: number | null;
  product_litre_id: number | null;
};

const orderColumns = sql`id, user_id, status, payment_status, payment_method, cancelled_at, returned_to_origin_at,
  coalesce(delivered_at, case when status = ${OrderStatus.Delivered} then updated_at end) as delivered_at,
  email, first_name, last_name, language`;

async function orderOf(db: DbOrTx, orderId: number, lock?: boolean): Promise<OrderRow | undefined> {
  const [o] = await rows<OrderRow>(
    db,
    sql`select ${orderColumns} from orders where id = ${orderId} ${lock ? sql`for update` : sql``}`,
  );
  return o;
}

/**
 * The order for its owner (or, to read, an admin): 404 for no such order, another shopper's, or one never placed.
 * Only the owner asks for a return.
 */
export async function ownOrder(
  db: DbOrTx,
  orderId: number,
  actor: Actor,
  use: { lock?: boolean; ownerOnly?: boolean } = {},
): Promise<OrderRow> {
  const order = await orderOf(db, orderId, use.lock);
  if (!order || !isPlaced(order.payment_status)) throw new NotFound('Order not found.');
  const admin = actor.role === 'admin' && !use.ownerOnly;
  if (!admin && order.user_id !== actor.userId) throw new NotFound('Order not found.');
  return order;
}

export const itemsOf = (db: DbOrTx, orderId: number) =>
  rows<OrderItemRow>(
    db,
    sql`select id, product_id, product_litre_id, product_name, litre_label, quantity, price_paise, discount_paise
      from order_items where order_id = ${orderId} order by id`,
  );

/** Units of each order item in returns not rejected (open, or done): they cannot be asked for again. */
export async function unitsTaken(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const taken = await rows<{ order_item_id: number; units: number }>(
    db,
    sql`select ri.order_item_id, sum(ri.quantity)::int as units from return_items ri
      join returns r on r.id = ri.return_id
      where r.order_id = ${orderId} and r.status <> 'rejected' group by ri.order_item_id`,
  );
  return new Map(taken.map((t) => [t.order_item_id, t.units]));
}

export const lineName = (i: { product_name: string; litre_label: string }) =>
  `${i.product_name} (${i.litre_label})`;

export const returnItemsOf = (db: DbOrTx, returnIds: number[]) =>
  rows<ReturnItemRow>(
    db,
    sql`select ri.return_id, ri.order_item_id, ri.quantity, ri.resellable_qty, ri.amount_paise,
        oi.product_name, oi.litre_label, oi.product_id, oi.product_litre_id
      from return_items ri join order_items oi on oi.id = ri.order_item_id
      where ri.return_id = any(${arrayLiteral(returnIds)}::int[]) order by ri.id`,
  );

/** The return, its row locked until the transaction ends; 404 when there is none. */
export async function lockReturn(tx: DbOrTx, id: number): Promise<ReturnRow> {
  const [r] = await rows<ReturnRow>(tx, sql`select * from returns where id = ${id} for update`);
  if (!r) throw new NotFound(returnAdminMessages.notFound);
  return r;
}

export function assertMove(from: ReturnStatus, to: ReturnStatus) {
  if (!canReturnMoveTo(from, to)) throw new Conflict(returnMoveRefused(from, to), 'STATUS_MOVE_REFUSED');
}
