// Shipping (D13): by default the admin ships by hand (courier, AWB, tracking URL, estimated delivery, status and
// tracking events); with Shiprocket configured, it creates the shipment and its tracking fills the same fields.
// Every status change e-mails the customer (D12). RTO Delivered, by hand or from Shiprocket, hands the order to
// the orders module's returnedToOrigin in the same transaction (decision 0126).
import {
  canMoveTo,
  isPlaced,
  OrderStatus,
  shippingStopped,
  shippingStoppedMessage,
} from '@chamak/shared/order-state';
import {
  type ShipmentStatus,
  shipmentClosed,
  shipmentClosedMessage,
  shipmentStatusLabel,
} from '@chamak/shared/shipment';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, NotFound, Unprocessable } from '../../plugins/errors.ts';
import type { ShippingProvider, Tracking } from '../delivery/index.ts';
import { type MailTransport, sendTemplate, shipmentStatusMail } from '../mail/index.ts';
import { eventOfStatus, type LinkSigner, type PhoneChannels, sendOrderMessage } from '../notify/index.ts';
import {
  assertCanMove,
  assertNotHeld,
  courierActor,
  isHeld,
  notFinal,
  type OrderActor,
  orderMailFacts,
  recordOrderFact,
  recordShipmentDetails,
  returnedToOrigin,
  transition,
} from '../orders/index.ts';
import { recordCourierAttempts } from './failed-deliveries.ts';

export type ShippingCtx = {
  db: Db;
  shipping: ShippingProvider | null;
  mailer?: MailTransport | null;
  /** The shop's address, for the order's page in the status mails. */
  publicUrl?: string;
  /** SMS and WhatsApp senders for the shopper's order messages (decision 0214), and where their failures go. */
  phone?: PhoneChannels;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** After a status change has committed: the shopper's phone message for it, when its event has one (a subscriber). */
export async function statusMessage(
  ctx: Pick<ShippingCtx, 'db' | 'phone' | 'log' | 'publicUrl'> & { tokens?: LinkSigner },
  orderId: number,
  status: number,
) {
  const event = eventOfStatus(status);
  if (event) await sendOrderMessage(ctx, orderId, event);
}

/**
 * Moves the order's status through the orders module's transition (which stamps Delivered once: the return window
 * counts from it, D15), and for RTO Delivered gives the order back to the shop (once). The shopper's mail and
 * message of the new status follow after commit (subscriptions.ts).
 */
async function moveStatus(tx: DbOrTx, orderId: number, to: ShipmentStatus, actor: OrderActor): Promise<void> {
  await transition(tx, orderId, { event: 'status', to }, actor);
  if (to === OrderStatus.RtoDelivered) await returnedToOrigin(tx, orderId, actor);
}

type MailCtx = { db: DbOrTx; mailer?: MailTransport | null; publicUrl?: string | undefined };

/** The shopper's mail of a status: the status, the courier and tracking link when known, the order itself. */
export async function statusMail(ctx: MailCtx, orderId: number, status: number) {
  const order = await orderMailFacts(ctx.db, orderId);
  if (!order?.email) return;
  await sendTemplate(ctx, order.email, shipmentStatusMail(order, shipmentStatusLabel(status)));
}

/** A placed order, locked until the caller's transaction ends so two status changes apply one after the other. */
async function placedOrder(db: DbOrTx, orderId: number) {
  const [o] = await rows<{
    id: number;
    status: number;
    cancelled_at: Date | null;
    payment_status: string;
    confirmation_due_at: Date | null;
    confirmed_at: Date | null;
  }>(
    db,
    sql`select id, status, cancelled_at, payment_status, confirmation_due_at, confirmed_at from orders
      where id = ${orderId} for update`,
  );
  if (!o || !isPlaced(o.payment_status)) throw new NotFound('Order not found.');
  return o;
}

export type ManualShipment = {
  courier_name?: string | null;
  awb_code?: string | null;
  track_url?: string | null;
  etd?: string | null;
  status?: ShipmentStatus;
};

const useCancel = 'To cancel an order use Cancel order, which also puts its stock back.';

/** Refuses a status the admin may not set on this order: Cancelled by hand (422), or a move the table forbids (409). */
function assertAdminMove(
  order: { status: number; cancelled_at: Date | null; payment_status: string },
  to: ShipmentStatus | undefined,
) {
  if (to === undefined) return;
  if (to === OrderStatus.Cancelled && order.status !== OrderStatus.Cancelled)
    throw new Unprocessable(useCancel);
  if (order.cancelled_at && to !== OrderStatus.Cancelled)
    throw new Unprocessable('A cancelled order cannot move on.', 'ORDER_CANCELLED');
  assertNotStopped(order, to);
  assertCanMove(order.status, to);
}

/**
 * A cancelled order's shipment takes no more writes (409, decision 0181): no fields, no events. A delivered one
 * cannot move (the table says so) and gets no Shiprocket shipment; a correction of its courier or AWB stays.
 */
function assertNotCancelled(order: { status: number; cancelled_at: Date | null }) {
  if (order.cancelled_at || order.status === OrderStatus.Cancelled)
    throw new Conflict(shipmentClosedMessage(OrderStatus.Cancelled), 'ORDER_CANCELLED');
}

/** A live order refunded in full before it shipped does not move on (409, decision 0132). */
function assertNotStopped(order: { status: number; payment_status: string }, to: number) {
  if (to !== order.status && shippingStopped({ paymentStatus: order.payment_status, status: order.status }))
    throw new Conflict(shippingStoppedMessage, 'SHIPPING_STOPPED');
}

/** The admin's manual shipping: set any of the fields; a new status (one the order-state table allows) is mailed. */
export async function updateShipment(
  ctx: ShippingCtx,
  orderId: number,
  input: ManualShipment,
  actor: OrderActor = { kind: 'admin' },
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const order = await placedOrder(tx, orderId);
    assertAdminMove(order, input.status);
    assertNotCancelled(order);
    // A cash order waiting for its shopper's confirmation does not move on (decision 0250).
    if (input.status !== undefined && input.status !== order.status) assertNotHeld(order);
    await recordShipmentDetails(tx, orderId, {
      courierName: input.courier_name,
      awbCode: input.awb_code,
      trackUrl: input.track_url,
      etd: input.etd,
    });
    if (input.status !== undefined && input.status !== order.status)
      await moveStatus(tx, orderId, input.status, actor);
  });
  return { message: 'Shipment updated' };
}

export async function addTrackingEvent(
  ctx: ShippingCtx,
  orderId: number,
  event: { date?: string; activity: string; location?: string; status?: ShipmentStatus },
  actor: OrderActor = { kind: 'admin' },
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const order = await placedOrder(tx, orderId);
    if (event.status === OrderStatus.Cancelled && order.status !== OrderStatus.Cancelled)
      throw new Unprocessable(useCancel);
    assertNotCancelled(order);
    if (event.status !== undefined) {
      if (event.status !== order.status) assertNotHeld(order);
      assertNotStopped(order, event.status);
      assertCanMove(order.status, event.status);
    }
    await tx.execute(sql`insert into shipment_events (order_id, date, activity, location, status)
      values (${orderId}, ${event.date ?? new Date().toISOString()}, ${event.activity}, ${event.location ?? ''}, ${event.status ?? null})`);
    if (event.status !== undefined && event.status !== order.status)
      await moveStatus(tx, orderId, event.status, actor);
  });
  return { message: 'Tracking event added' };
}

/** Creates the Shiprocket shipment of a placed order and stores its ids, AWB and courier. */
export async function createShipment(
  ctx: ShippingCtx,
  orderId: number,
  actor: OrderActor = { kind: 'admin' },
): Promise<{ message: string }> {
  if (!ctx.shipping) throw new Unprocessable('Shiprocket is not configured: ship this order by hand.');
  const order = await placedOrder(ctx.db, orderId);
  if (order.cancelled_at) throw new Unprocessable('A cancelled order cannot be shipped.', 'ORDER_CANCELLED');
  if (shipmentClosed(order.status))
    throw new Conflict(shipmentClosedMessage(order.status), 'SHIPPING_STOPPED');
  if (shippingStopped({ paymentStatus: order.payment_status, status: order.status }))
    throw new Conflict(shippingStoppedMessage, 'SHIPPING_STOPPED');
  assertNotHeld(order);
  const [o] = await rows<Record<string, string | number | null>>(
    ctx.db,
    sql`select * from orders where id = ${orderId}`,
  );
  if (o!.shipment_order_id) throw new Conflict('This order already has a shipment.', 'SHIPMENT_EXISTS');
  // An order the admin already moved past Pickup Generated by hand keeps its status (the table never goes back).
  const pickup =
    order.status !== OrderStatus.PickupGenerated && canMoveTo(order.status, OrderStatus.PickupGenerated);
  const items = await rows<{
    name: string;
    pl: number | null;
    quantity: number;
    price: number;
    discount: number;
    total_ml: number;
  }>(
    ctx.db,
    sql`select product_name as name, product_litre_id as pl, quantity, price_paise as price, discount_paise as discount,
      total_ml from order_items where order_id = ${orderId} order by id`,
  );
  const shipment = await ctx.shipping.createShipment({
    id: orderId,
    createdAt: new Date(o!.created_at as string).toISOString(),
    paymentMethod: o!.payment_method as 'online' | 'cod',
    subtotalPaise: Number(o!.subtotal_paise),
    totalPaise: Number(o!.total_paise),
    // A cash order's advance paid online (decision 0338) is not collected again at the door.
    ...(Number(o!.advance_paise) > 0 && o!.paid_at ? { advancePaise: Number(o!.advance_paise) } : {}),
    firstName: String(o!.first_name),
    lastName: String(o!.last_name),
    email: String(o!.email),
    phone: String(o!.phone),
    address: String(o!.address),
    apt: String(o!.apt),
    city: String(o!.city),
    state: String(o!.state),
    postalCode: String(o!.postal_code),
    items: items.map((i) => ({
      name: i.name,
      sku: `PL-${i.pl ?? 'x'}`,
      units: i.quantity,
      // The unit price less the line's share of the discounts (decision 0150): the items add up to what is paid.
      pricePaise: Math.round((i.price * i.quantity - i.discount) / i.quantity),
      totalMl: i.total_ml,
    })),
  });
  await ctx.db.transaction(async (tx) => {
    await recordShipmentDetails(tx, orderId, {
      shipmentOrderId: shipment.shipmentOrderId,
      shipmentId: shipment.shipmentId,
      awbCode: shipment.awbCode,
      courierName: shipment.courierName,
    });
    await recordOrderFact(tx, orderId, 'shipment_created', actor, {
      reference: shipment.awbCode ? `AWB ${shipment.awbCode}` : `Shipment ${shipment.shipmentId}`,
      reason: shipment.courierName ?? null,
    });
    if (pickup) await moveStatus(tx, orderId, OrderStatus.PickupGenerated, actor);
  });
  return { message: 'Shipment created' };
}

/** Applies a tracking report (Shiprocket's API or webhook) to the order with that AWB: forward only. */
export async function applyTracking(ctx: ShippingCtx, awb: string, tracking: Tracking): Promise<boolean> {
  const [order] = await rows<{ id: number; status: number }>(
    ctx.db,
    sql`select id, status from orders where awb_code = ${awb}`,
  );
  if (!order) return false;
  const known = await rows<{ date: string; activity: string }>(
    ctx.db,
    sql`select date::text as date, activity from shipment_events where order_id = ${order.id}`,
  );
  for (const a of tracking.activities) {
    const when = new Date(a.date);
    const date = Number.isNaN(when.getTime()) ? new Date() : when;
    if (known.some((k) => new Date(k.date).getTime() === date.getTime() && k.activity === a.activity))
      continue;
    await ctx.db.execute(sql`insert into shipment_events (order_id, date, activity, location, status)
      values (${order.id}, ${date.toISOString()}, ${a.activity}, ${a.location}, ${a.status})`);
  }
  await recordShipmentDetails(
    ctx.db,
    order.id,
    { etd: tracking.etd, trackUrl: tracking.trackUrl },
    { keepKnown: true },
  );
  // The courier's failed delivery attempts (NDR): each recorded once, and its shopper asked what to do.
  const undelivered = tracking.activities.filter((a) => a.undelivered);
  if (undelivered.length > 0) await recordCourierAttempts(ctx, order.id, awb, undelivered);
  // Reports come late and out of order: only a move the order-state table allows is applied.
  const to = tracking.status;
  if (to !== null && to !== order.status && canMoveTo(order.status, to)) {
    await ctx.db.transaction(async (tx) => {
      // Locked and read again: a webhook and the periodic sync may report the same move at once.
      const [now] = await rows<{
        status: number;
        confirmation_due_at: Date | null;
        confirmed_at: Date | null;
        cancelled_at: Date | null;
      }>(
        tx,
        sql`select status, confirmation_due_at, confirmed_at, cancelled_at from orders where id = ${order.id} for update`,
      );
      // A held cash order has no parcel to move (decision 0250); a report about it is not applied.
      if (!now || now.status === to || !canMoveTo(now.status, to) || isHeld(now)) return;
      await moveStatus(tx, order.id, to as ShipmentStatus, courierActor);
    });
  }
  return true;
}

/** The periodic sync: asks Shiprocket about every shipment still on its way. */
export async function syncShipments(ctx: ShippingCtx): Promise<number> {
  if (!ctx.shipping) return 0;
  const open = await rows<{ awb: string }>(
    ctx.db,
    sql`select o.awb_code as awb from orders o where o.awb_code is not null and o.shipment_order_id is not null and ${notFinal}`,
  );
  let updated = 0;
  for (const { awb } of open) {
    if (await applyTracking(ctx, awb, await ctx.shipping.track(awb))) updated++;
  }
  return updated;
}
