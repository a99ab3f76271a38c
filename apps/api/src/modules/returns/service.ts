// Returns (issue 13 item 5, D15): the shopper asks, within the return window after delivery, to send back some or
// all units of an order with a reason and photos; the admin approves (a manual or Shiprocket reverse pickup) or
// rejects, marks the parcel received (the resellable units go back into stock, once) and refunds the return's
// value through the refunds service (gateway, or a manual reference for collected cash), whose processed refund
// issues the credit note. Each step mails the shopper. This module writes only its own tables (returns,
// return_items); it reads the order it belongs to and moves stock and money through their modules.
import { formatRupees, paiseToRupees } from '@chamak/shared/money';
import { isPlaced, OrderStatus } from '@chamak/shared/order-state';
import type { Refund } from '@chamak/shared/refunds';
import {
  canReturnMoveTo,
  maxReturnPhotos,
  notInOrder,
  type OrderReturn,
  type OrderReturnsReply,
  type ReturnReason,
  type ReturnStatus,
  returnAdminMessages,
  returnMessages,
  returnMoveRefused,
  returnReasonLabels,
  returnRequestBody,
  returnStatusLabels,
} from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';
import { Conflict, HttpError, Invalid, NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { UploadedFile } from '../../plugins/uploads.ts';
import { giveBackStock } from '../catalogue/stock.ts';
import type { ShippingProvider } from '../delivery/shiprocket.ts';
import { type MailTransport, sendTemplate } from '../mail/service.ts';
import { returnRequestedMail, returnRequestedShopMail, returnStepMail } from '../mail/templates/returns.tsx';
import { imageUrl, removeImage, storeImage } from '../media/images.ts';
import { actorOf as orderActorOf, recordOrderFact } from '../orders/transition.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { createRefund, refundByKey, refundsOfOrders } from '../payments/refunds.ts';
import { orderSettingsOf, sellerIdentityOf, shopEmailOf } from '../settings/service.ts';

/** The admin's steps of a return, for the order's timeline. */
const adminActor = { kind: 'admin' } as const;

export type ReturnsCtx = {
  db: Db;
  storage: Storage;
  gateway: PaymentGateway;
  shipping: ShippingProvider | null;
  mailer?: MailTransport | null;
  cache?: CacheInvalidator;
  publicUrl?: string;
};
type TxCtx = ReturnsCtx & { db: DbOrTx };

const day = 24 * 3600 * 1000;

type OrderRow = {
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
};

type OrderItemRow = {
  id: number;
  product_id: number | null;
  product_litre_id: number | null;
  product_name: string;
  litre_label: string;
  quantity: number;
  price_paise: number;
  discount_paise: number;
};

type ReturnRow = {
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

type ReturnItemRow = {
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
  email, first_name, last_name`;

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
async function ownOrder(
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

const itemsOf = (db: DbOrTx, orderId: number) =>
  rows<OrderItemRow>(
    db,
    sql`select id, product_id, product_litre_id, product_name, litre_label, quantity, price_paise, discount_paise
      from order_items where order_id = ${orderId} order by id`,
  );

/** Units of each order item in returns not rejected (open, or done): they cannot be asked for again. */
async function unitsTaken(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const taken = await rows<{ order_item_id: number; units: number }>(
    db,
    sql`select ri.order_item_id, sum(ri.quantity)::int as units from return_items ri
      join returns r on r.id = ri.return_id
      where r.order_id = ${orderId} and r.status <> 'rejected' group by ri.order_item_id`,
  );
  return new Map(taken.map((t) => [t.order_item_id, t.units]));
}

/**
 * The value of units `from` (0-based) to `from + count` of a line at the price paid after its discounts: the
 * line's value shared out over its units with the largest remainder (all remainders are equal, so the first
 * units carry the odd paise), so the units of a line always add up to the line exactly, however it is returned.
 */
export function unitsValue(
  line: Pick<OrderItemRow, 'price_paise' | 'quantity' | 'discount_paise'>,
  from: number,
  count: number,
): number {
  const value = line.price_paise * line.quantity - line.discount_paise;
  const base = Math.floor(value / line.quantity);
  const odd = value - base * line.quantity;
  const withOdd = Math.max(0, Math.min(from + count, odd) - Math.min(from, odd));
  return base * count + withOdd;
}

type Window =
  | { ok: true; returnBy: Date }
  | { ok: false; reason: string; returnBy: Date | null; status: 409 };

/** Whether the order may be returned now (delivered, not cancelled or returned to origin, within the window). */
function returnWindow(order: OrderRow, days: number, now = new Date()): Window {
  if (
    order.status !== OrderStatus.Delivered ||
    order.cancelled_at ||
    order.returned_to_origin_at ||
    !order.delivered_at
  )
    return { ok: false, reason: returnMessages.notDelivered, returnBy: null, status: 409 };
  const returnBy = new Date(new Date(order.delivered_at).getTime() + days * day);
  if (days <= 0 || now.getTime() >= returnBy.getTime())
    return { ok: false, reason: returnMessages.windowPassed(days), returnBy, status: 409 };
  return { ok: true, returnBy };
}

const lineName = (i: { product_name: string; litre_label: string }) => `${i.product_name} (${i.litre_label})`;

/** The message of the first problem, named by its field as the JSON routes' 400s are. */
function fieldProblem(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'The form is not valid.';
  const where = issue.path.map(String).join('.');
  return where && !issue.message.toLowerCase().startsWith(where.toLowerCase())
    ? `${where}: ${issue.message}`
    : issue.message;
}

/** The request's fields (multipart text) as the shared contract reads them; 400 naming the field otherwise. */
export function parseReturnFields(fields: Record<string, string>) {
  let items: unknown;
  try {
    items = JSON.parse(fields.items ?? '');
  } catch {
    throw new Invalid('items must be a list of { orderItemId, quantity }');
  }
  const parsed = returnRequestBody.safeParse({
    items,
    reason: fields.reason,
    details: fields.details,
  });
  if (!parsed.success) throw new Invalid(fieldProblem(parsed.error.issues[0]));
  // Two lines for one item count together.
  const wanted = new Map<number, number>();
  for (const i of parsed.data.items) wanted.set(i.orderItemId, (wanted.get(i.orderItemId) ?? 0) + i.quantity);
  return { ...parsed.data, items: [...wanted].map(([orderItemId, quantity]) => ({ orderItemId, quantity })) };
}

/** The lines asked for, checked against what is left of each (409 saying what); each with its value. */
function checkUnits(
  items: OrderItemRow[],
  taken: Map<number, number>,
  wanted: { orderItemId: number; quantity: number }[],
) {
  const lines = wanted.map((w) => {
    const item = items.find((i) => i.id === w.orderItemId);
    if (!item) throw new Invalid(notInOrder(w.orderItemId));
    return { item, quantity: w.quantity, before: taken.get(item.id) ?? 0 };
  });
  if (lines.every((l) => l.before >= l.item.quantity))
    throw new Conflict(returnMessages.alreadyReturned, 'RETURN_QUANTITY_EXCEEDED');
  for (const l of lines) {
    const left = l.item.quantity - l.before;
    if (l.quantity > left)
      throw new Conflict(returnMessages.tooMany(lineName(l.item), left), 'RETURN_QUANTITY_EXCEEDED');
  }
  return lines.map((l) => ({ ...l, amountPaise: unitsValue(l.item, l.before, l.quantity) }));
}

/**
 * The shopper's return request (POST /api/order/{id}/returns). Checked once before the photos are stored (so a
 * refused request stores nothing) and again with the order's row locked, so two requests for the same units
 * cannot both pass; the return, its lines and the mails are written in that transaction.
 */
export async function requestReturn(
  ctx: ReturnsCtx,
  orderId: number,
  actor: Actor,
  input: { fields: Record<string, string>; photos: UploadedFile[] },
): Promise<{ message: string; return: OrderReturn }> {
  const settings = await orderSettingsOf(ctx);
  const early = await ownOrder(ctx.db, orderId, actor, { ownerOnly: true });
  const earlyWindow = returnWindow(early, settings.returnWindowDays);
  if (!earlyWindow.ok) throw new Conflict(earlyWindow.reason, 'RETURN_WINDOW_CLOSED');
  const body = parseReturnFields(input.fields);
  if (input.photos.length > maxReturnPhotos) throw new Invalid(`photos: ${returnMessages.tooManyPhotos}`);
  checkUnits(await itemsOf(ctx.db, orderId), await unitsTaken(ctx.db, orderId), body.items);

  const photos: string[] = [];
  try {
    for (const photo of input.photos) photos.push(await storeImage(ctx.storage, 'returns', photo.data));
  } catch (error) {
    await Promise.all(photos.map((key) => removeImage(ctx.storage, key)));
    if (error instanceof Invalid) throw new Invalid(`photos: ${error.message}`, error.code);
    throw error;
  }
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const order = await ownOrder(tx, orderId, actor, { lock: true, ownerOnly: true });
      const window = returnWindow(order, settings.returnWindowDays);
      if (!window.ok) throw new Conflict(window.reason, 'RETURN_WINDOW_CLOSED');
      const lines = checkUnits(await itemsOf(tx, orderId), await unitsTaken(tx, orderId), body.items);
      const amount = lines.reduce((sum, l) => sum + l.amountPaise, 0);
      const [made] = await rows<{ id: number }>(
        tx,
        sql`insert into returns (order_id, user_id, reason, details, photos, amount_paise)
          values (${orderId}, ${order.user_id}, ${body.reason}, ${body.details}, ${JSON.stringify(photos)}::jsonb, ${amount})
          returning id`,
      );
      for (const l of lines)
        await tx.execute(sql`insert into return_items (return_id, order_item_id, quantity, amount_paise)
          values (${made!.id}, ${l.item.id}, ${l.quantity}, ${l.amountPaise})`);
      await recordOrderFact(tx, orderId, 'return_requested', orderActorOf(actor), {
        reason: body.reason,
        reference: `Return ${made!.id}`,
      });
      await requestedMails({ ...ctx, db: tx }, order, made!.id, lines, amount, body.reason, body.details);
      return made!.id;
    });
    return { message: returnMessages.requested, return: await returnView(ctx, id) };
  } catch (error) {
    await Promise.all(photos.map((key) => removeImage(ctx.storage, key)));
    throw error;
  }
}

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
      photos: r.photos.map((key) => imageUrl(ctx.storage, key)!),
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

const returnItemsOf = (db: DbOrTx, returnIds: number[]) =>
  rows<ReturnItemRow>(
    db,
    sql`select ri.return_id, ri.order_item_id, ri.quantity, ri.resellable_qty, ri.amount_paise,
        oi.product_name, oi.litre_label, oi.product_id, oi.product_litre_id
      from return_items ri join order_items oi on oi.id = ri.order_item_id
      where ri.return_id = any(${arrayLiteral(returnIds)}::int[]) order by ri.id`,
  );

async function returnView(ctx: { db: DbOrTx; storage: Storage }, id: number): Promise<OrderReturn> {
  const [found] = await returnViews(ctx, sql`r.id = ${id}`);
  if (!found) throw new NotFound(returnAdminMessages.notFound);
  const { customerName: _name, customerEmail: _email, ...view } = found;
  return view;
}

/** GET /api/admin/returns: every return, newest first, optionally of one status. */
export function adminReturns(ctx: ReturnsCtx, status?: ReturnStatus) {
  return returnViews(ctx, status ? sql`r.status = ${status}` : sql`true`);
}

/** The return, its row locked until the transaction ends; 404 when there is none. */
async function lockReturn(tx: DbOrTx, id: number): Promise<ReturnRow> {
  const [r] = await rows<ReturnRow>(tx, sql`select * from returns where id = ${id} for update`);
  if (!r) throw new NotFound(returnAdminMessages.notFound);
  return r;
}

function assertMove(from: ReturnStatus, to: ReturnStatus) {
  if (!canReturnMoveTo(from, to)) throw new Conflict(returnMoveRefused(from, to), 'STATUS_MOVE_REFUSED');
}

/**
 * The admin approves a requested return: the shopper sends the parcel back (manual), or Shiprocket collects it
 * (a reverse pickup booked through its Create Return Order API, when the shop has Shiprocket; 409 otherwise).
 */
export async function approveReturn(
  ctx: ReturnsCtx,
  id: number,
  input: { pickup: 'manual' | 'shiprocket' },
): Promise<{ message: string; return: OrderReturn }> {
  if (input.pickup === 'shiprocket' && !ctx.shipping?.createReturn)
    throw new Conflict(returnAdminMessages.shiprocketOff);
  // Checked first, so no pickup is booked for a return that cannot be approved.
  const before = await ctx.db.transaction(async (tx) => {
    const r = await lockReturn(tx, id);
    assertMove(r.status, 'approved');
    return r;
  });
  let booked: { shipmentId: string; awbCode: string | null } | null = null;
  if (input.pickup === 'shiprocket') {
    try {
      booked = await ctx.shipping!.createReturn!(await reversePickupOf(ctx.db, before));
    } catch (error) {
      throw new HttpError(502, returnAdminMessages.shiprocketFailed, { cause: error });
    }
  }
  await ctx.db.transaction(async (tx) => {
    const r = await lockReturn(tx, id);
    assertMove(r.status, 'approved');
    await tx.execute(sql`update returns set status = 'approved', pickup = ${input.pickup},
        pickup_shipment_id = ${booked?.shipmentId ?? null}, pickup_awb = ${booked?.awbCode ?? null},
        approved_at = now(), updated_at = now() where id = ${id}`);
    await recordOrderFact(tx, r.order_id, 'return_approved', adminActor, {
      reference: booked?.awbCode ? `Return ${id}, pickup AWB ${booked.awbCode}` : `Return ${id}`,
      reason: input.pickup === 'shiprocket' ? 'Reverse pickup booked' : 'The shopper sends it back',
    });
    await returnMail({ ...ctx, db: tx }, r, 'approved', {
      pickup: input.pickup,
      awb: booked?.awbCode ?? null,
    });
  });
  return { message: returnMessages.approved, return: await returnView(ctx, id) };
}

/** What Shiprocket needs to collect a return: the shopper's address and the units coming back. */
async function reversePickupOf(db: DbOrTx, r: ReturnRow) {
  const [o] = await rows<{
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    address: string;
    apt: string;
    city: string;
    state: string;
    postal_code: string;
    created_at: Date | string;
  }>(
    db,
    sql`select first_name, last_name, email, phone, address, apt, city, state, postal_code, created_at
      from orders where id = ${r.order_id}`,
  );
  const items = await returnItemsOf(db, [r.id]);
  const [ml] = await rows<{ ml: number }>(
    db,
    sql`select coalesce(sum(oi.total_ml * ri.quantity), 0)::int as ml from return_items ri
      join order_items oi on oi.id = ri.order_item_id where ri.return_id = ${r.id}`,
  );
  const seller = await sellerIdentityOf({ db });
  const lines = seller.registeredAddress;
  return {
    // The shop's registered address, read as printed: the last line holds the state and PIN code, the line
    // before it ends with the city.
    to: {
      name: seller.tradeName,
      address: lines.slice(0, Math.max(1, lines.length - 1)).join(', '),
      city: lines.length >= 2 ? (lines[lines.length - 2]!.split(',').pop() ?? '').trim() : seller.state,
      state: seller.state,
      postalCode: /\b(\d{6})\b/.exec(lines.join(' '))?.[1] ?? '',
      email: seller.customerCare.email,
      phone: seller.customerCare.phone,
    },
    returnId: r.id,
    orderId: r.order_id,
    orderDate: new Date(o!.created_at).toISOString(),
    firstName: o!.first_name,
    lastName: o!.last_name,
    email: o!.email,
    phone: o!.phone,
    address: o!.address,
    apt: o!.apt,
    city: o!.city,
    state: o!.state,
    postalCode: o!.postal_code,
    totalPaise: r.amount_paise,
    totalMl: ml!.ml,
    items: items.map((i) => ({
      name: lineName(i),
      sku: `PL-${i.product_litre_id ?? 'x'}`,
      units: i.quantity,
      pricePaise: Math.round(i.amount_paise / i.quantity),
    })),
  };
}

/** The admin rejects a requested return, saying why (the shopper reads it); its units may be asked for again. */
export async function rejectReturn(
  ctx: ReturnsCtx,
  id: number,
  input: { reason: string },
): Promise<{ message: string; return: OrderReturn }> {
  await ctx.db.transaction(async (tx) => {
    const r = await lockReturn(tx, id);
    assertMove(r.status, 'rejected');
    await tx.execute(sql`update returns set status = 'rejected', reject_reason = ${input.reason},
        rejected_at = now(), updated_at = now() where id = ${id}`);
    await recordOrderFact(tx, r.order_id, 'return_rejected', adminActor, {
      reason: input.reason,
      reference: `Return ${id}`,
    });
    await returnMail({ ...ctx, db: tx }, r, 'rejected', { why: input.reason });
  });
  return { message: returnMessages.rejected, return: await returnView(ctx, id) };
}

/**
 * The parcel is back: per line, how many units can be sold again (none when not given). Those go back into stock
 * through the stock module in the same transaction as the move to received, so at most once.
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
    if (back.length > 0) await giveBackStock(tx, back);
    await tx.execute(sql`update returns set status = 'received', received_at = now(), updated_at = now()
      where id = ${id}`);
    await recordOrderFact(tx, r.order_id, 'return_received', adminActor, { reference: `Return ${id}` });
    await returnMail({ ...ctx, db: tx }, r, 'received', {});
  });
  return { message: returnMessages.received, return: await returnView(ctx, id) };
}

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
  input: { reference?: string },
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

/** The request's mails: the shopper's receipt and the shop's copy to review. */
async function requestedMails(
  ctx: TxCtx,
  order: OrderRow,
  returnId: number,
  lines: { item: OrderItemRow; quantity: number; amountPaise: number }[],
  amountPaise: number,
  reason: ReturnReason,
  details: string,
) {
  const request = {
    returnId,
    orderId: order.id,
    firstName: order.first_name,
    lastName: order.last_name,
    reason: returnReasonLabels[reason],
    details,
    lines: lines.map((l) => ({
      name: l.item.product_name,
      size: l.item.litre_label,
      quantity: l.quantity,
      amountPaise: l.amountPaise,
    })),
    amountPaise,
  };
  if (order.email) await sendTemplate(ctx, order.email, returnRequestedMail(request));
  const shop = await shopEmailOf(ctx);
  if (shop) await sendTemplate(ctx, shop, returnRequestedShopMail(request));
}

/** The shopper's mail at each step the admin takes. */
async function returnMail(
  ctx: TxCtx,
  r: ReturnRow,
  step: 'approved' | 'rejected' | 'received' | 'refunded',
  about: { pickup?: 'manual' | 'shiprocket'; awb?: string | null; why?: string; refund?: number },
) {
  const [o] = await rows<{ email: string; first_name: string }>(
    ctx.db,
    sql`select email, first_name from orders where id = ${r.order_id}`,
  );
  if (!o?.email) return;
  const body = {
    approved:
      about.pickup === 'shiprocket'
        ? `We have approved your return. A courier will come to collect the items${about.awb ? ` (AWB ${about.awb})` : ''}: pack them securely, with the bottles closed, and keep them ready at the delivery address.`
        : 'We have approved your return. Please pack the items securely, with the bottles closed, and keep them ready: we will call you to arrange the pickup (or reply to this mail to send them yourself).',
    rejected: `We are sorry: we cannot accept your return. ${about.why ?? ''}`.trim(),
    received: `Your returned items have reached us. We are checking them and will refund ${formatRupees(r.amount_paise)} shortly.`,
    refunded: `We have refunded ${formatRupees(Math.round((about.refund ?? paiseToRupees(r.amount_paise)) * 100))} for your return; you will get a separate mail when the money reaches you.`,
  }[step];
  await sendTemplate(
    ctx,
    o.email,
    returnStepMail(
      { returnId: r.id, orderId: r.order_id, firstName: o.first_name },
      { label: returnStatusLabels[step], words: body },
    ),
  );
}
