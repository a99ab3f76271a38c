// Shipping (D13): by default the admin ships by hand (courier, AWB, tracking URL, estimated delivery, status and
// tracking events); with Shiprocket configured, it creates the shipment and its tracking fills the same fields.
// Every status change e-mails the customer (D12). RTO Delivered, by hand or from Shiprocket, hands the order to
// the orders module's returnedToOrigin in the same transaction (decision 0126).
import { canMoveTo, isPlaced, OrderStatus } from '@chamak/shared/order-state';
import { type ShipmentStatus, shipmentStatusLabel } from '@chamak/shared/shipment';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';
import { Conflict, NotFound, Unprocessable } from '../../plugins/errors.ts';
import { type MailTransport, sendMail } from '../mail/service.ts';
import { assertCanMove, notFinal } from '../orders/order-state.ts';
import { returnedToOrigin } from '../orders/service.ts';
import type { ShippingProvider, Tracking } from './shiprocket.ts';

/** `cache`: a parcel returned to origin puts stock back, which shows in the catalogue. */
export type ShippingCtx = {
  db: Db;
  shipping: ShippingProvider | null;
  mailer?: MailTransport | null;
  cache?: CacheInvalidator;
};

/** Inside the status change's transaction: RTO Delivered gives the order back to the shop (once). */
async function afterStatus(tx: DbOrTx, orderId: number, status: number | undefined): Promise<boolean> {
  return status === OrderStatus.RtoDelivered && returnedToOrigin(tx, orderId);
}

type MailCtx = { db: DbOrTx; mailer?: MailTransport | null };

async function statusMail(ctx: MailCtx, orderId: number, status: number) {
  const [o] = await rows<{ email: string; first_name: string; track_url: string | null }>(
    ctx.db,
    sql`select email, first_name, track_url from orders where id = ${orderId}`,
  );
  if (!o?.email) return;
  await sendMail(ctx, {
    to: o.email,
    subject: `Order #${orderId}: ${shipmentStatusLabel(status)}`,
    text: `Hello ${o.first_name},\n\nYour Chamak order #${orderId} is now: ${shipmentStatusLabel(status)}.${o.track_url ? `\nTrack it here: ${o.track_url}` : ''}\n\nChamak`,
  });
}

/** A placed order, locked until the caller's transaction ends so two status changes apply one after the other. */
async function placedOrder(db: DbOrTx, orderId: number) {
  const [o] = await rows<{ id: number; status: number; cancelled_at: Date | null; payment_status: string }>(
    db,
    sql`select id, status, cancelled_at, payment_status from orders where id = ${orderId} for update`,
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
  order: { status: number; cancelled_at: Date | null },
  to: ShipmentStatus | undefined,
) {
  if (to === undefined) return;
  if (to === OrderStatus.Cancelled && order.status !== OrderStatus.Cancelled)
    throw new Unprocessable(useCancel);
  if (order.cancelled_at && to !== OrderStatus.Cancelled)
    throw new Unprocessable('A cancelled order cannot move on.');
  assertCanMove(order.status, to);
}

/** The admin's manual shipping: set any of the fields; a new status (one the order-state table allows) is mailed. */
export async function updateShipment(
  ctx: ShippingCtx,
  orderId: number,
  input: ManualShipment,
): Promise<{ message: string }> {
  const restocked = await ctx.db.transaction(async (tx) => {
    const order = await placedOrder(tx, orderId);
    assertAdminMove(order, input.status);
    await tx.execute(sql`update orders set
      courier_name = ${input.courier_name === undefined ? sql`courier_name` : input.courier_name},
      awb_code = ${input.awb_code === undefined ? sql`awb_code` : input.awb_code},
      track_url = ${input.track_url === undefined ? sql`track_url` : input.track_url},
      etd = ${input.etd === undefined ? sql`etd` : input.etd},
      status = ${input.status ?? sql`status`},
      updated_at = now()
    where id = ${orderId}`);
    if (input.status !== undefined && input.status !== order.status)
      await statusMail({ db: tx, mailer: ctx.mailer }, orderId, input.status);
    return afterStatus(tx, orderId, input.status);
  });
  if (restocked) ctx.cache?.invalidate('catalogue');
  return { message: 'Shipment updated' };
}

export async function addTrackingEvent(
  ctx: ShippingCtx,
  orderId: number,
  event: { date?: string; activity: string; location?: string; status?: ShipmentStatus },
): Promise<{ message: string }> {
  const restocked = await ctx.db.transaction(async (tx) => {
    const order = await placedOrder(tx, orderId);
    if (event.status === OrderStatus.Cancelled && order.status !== OrderStatus.Cancelled)
      throw new Unprocessable(useCancel);
    if (event.status !== undefined) assertCanMove(order.status, event.status);
    await tx.execute(sql`insert into shipment_events (order_id, date, activity, location, status)
      values (${orderId}, ${event.date ?? new Date().toISOString()}, ${event.activity}, ${event.location ?? ''}, ${event.status ?? null})`);
    if (event.status !== undefined && event.status !== order.status) {
      await tx.execute(
        sql`update orders set status = ${event.status}, updated_at = now() where id = ${orderId}`,
      );
      await statusMail({ db: tx, mailer: ctx.mailer }, orderId, event.status);
    }
    return afterStatus(tx, orderId, event.status);
  });
  if (restocked) ctx.cache?.invalidate('catalogue');
  return { message: 'Tracking event added' };
}

/** Creates the Shiprocket shipment of a placed order and stores its ids, AWB and courier. */
export async function createShipment(ctx: ShippingCtx, orderId: number): Promise<{ message: string }> {
  if (!ctx.shipping) throw new Unprocessable('Shiprocket is not configured: ship this order by hand.');
  const order = await placedOrder(ctx.db, orderId);
  if (order.cancelled_at) throw new Unprocessable('A cancelled order cannot be shipped.');
  const [o] = await rows<Record<string, string | number | null>>(
    ctx.db,
    sql`select * from orders where id = ${orderId}`,
  );
  if (o!.shipment_order_id) throw new Conflict('This order already has a shipment.');
  // An order the admin already moved past Pickup Generated by hand keeps its status (the table never goes back).
  const pickup =
    order.status !== OrderStatus.PickupGenerated && canMoveTo(order.status, OrderStatus.PickupGenerated);
  const items = await rows<{
    name: string;
    pl: number | null;
    quantity: number;
    price: number;
    total_ml: number;
  }>(
    ctx.db,
    sql`select product_name as name, product_litre_id as pl, quantity, price_paise as price, total_ml from order_items where order_id = ${orderId}`,
  );
  const shipment = await ctx.shipping.createShipment({
    id: orderId,
    createdAt: new Date(o!.created_at as string).toISOString(),
    paymentMethod: o!.payment_method as 'online' | 'cod',
    subtotalPaise: Number(o!.subtotal_paise),
    totalPaise: Number(o!.total_paise),
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
      pricePaise: i.price,
      totalMl: i.total_ml,
    })),
  });
  await ctx.db.execute(sql`update orders set shipment_order_id = ${shipment.shipmentOrderId}, shipment_id = ${shipment.shipmentId},
      awb_code = ${shipment.awbCode}, courier_name = ${shipment.courierName}, status = ${pickup ? OrderStatus.PickupGenerated : sql`status`},
      updated_at = now()
    where id = ${orderId}`);
  if (pickup) await statusMail(ctx, orderId, OrderStatus.PickupGenerated);
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
  await ctx.db.execute(sql`update orders set etd = coalesce(${tracking.etd}, etd), track_url = coalesce(${tracking.trackUrl}, track_url),
    updated_at = now() where id = ${order.id}`);
  // Reports come late and out of order: only a move the order-state table allows is applied.
  const to = tracking.status;
  if (to !== null && to !== order.status && canMoveTo(order.status, to)) {
    const restocked = await ctx.db.transaction(async (tx) => {
      // Locked and read again: a webhook and the periodic sync may report the same move at once.
      const [now] = await rows<{ status: number }>(
        tx,
        sql`select status from orders where id = ${order.id} for update`,
      );
      if (!now || now.status === to || !canMoveTo(now.status, to)) return false;
      await tx.execute(sql`update orders set status = ${to} where id = ${order.id}`);
      await statusMail({ db: tx, mailer: ctx.mailer }, order.id, to);
      return afterStatus(tx, order.id, to);
    });
    if (restocked) ctx.cache?.invalidate('catalogue');
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
