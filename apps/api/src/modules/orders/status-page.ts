// The order's status page without a sign-in (decision 0321): the signed link of the confirmation mail and the
// order's messages opens it on any device. It answers what following the delivery needs (number, status, items,
// totals, the delivery promise, the shipment and the order's way) and never who or where the shopper is: no name,
// address, e-mail or phone, and no invoice (those need the sign-in).

import { OrderStatus } from '@chamak/shared/order-state';
import { type OrderStatusView, orderStatusMessages } from '@chamak/shared/order-status';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { type LinkSigner, orderStatusExpiry, readOrderStatusToken } from '../notify/index.ts';
import { placedOrder } from './order-state.ts';
import { shopperEvents } from './timeline.ts';
import { orderViews } from './views.ts';

export type OrderStatusCtx = { db: DbOrTx; storage: Storage; tokens: LinkSigner; now?: Date };

/**
 * GET /api/order-status/{token}: the order its link names. 404 with one message for a forged or changed link,
 * an order not placed, and a link past its time: the end of the return window it was issued with, or, for an
 * order delivered since, the end of the window counted from its delivery, whichever is later.
 */
export async function orderStatusByToken(ctx: OrderStatusCtx, token: string): Promise<OrderStatusView> {
  const link = readOrderStatusToken(ctx.tokens, token);
  if (!link) throw new NotFound(orderStatusMessages.invalid);
  const now = ctx.now ?? new Date();
  // Counted from the epoch, the expiry is the delivery's window for a delivered order, else no later than the
  // link's own (which counted from the later of its issue and the promise).
  const sinceDelivery = await orderStatusExpiry(ctx, link.orderId, new Date(0));
  const validUntil = new Date(Math.max(link.expiresAt.getTime(), sinceDelivery?.getTime() ?? 0));
  if (!sinceDelivery || now.getTime() >= validUntil.getTime())
    throw new NotFound(orderStatusMessages.invalid);
  const [order] = await orderViews(ctx, sql`o.id = ${link.orderId} and ${placedOrder}`);
  if (!order) throw new NotFound(orderStatusMessages.invalid);
  const track = order.tracking.tracking_data;
  // Built field by field from the order's view: nothing of the shopper's name, address or contact is copied.
  return {
    id: order.id,
    createdAt: order.createdAt,
    status: order.status,
    statusLabel: order.statusLabel,
    cancelled: order.status === OrderStatus.Cancelled,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    items: order.OrderItems.map((i) => ({
      name: i.Product.name,
      size: i.productlitre.litre.litre,
      quantity: i.quantity,
      price: i.price,
      image: i.productlitre.productimages[0]?.image ?? null,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryCharge: order.delivery_charge,
    codFee: order.codFee,
    total: order.totalPrice,
    promisedDelivery: order.promisedDelivery,
    shipment: {
      courier: order.courier_name,
      awb: order.awb_code,
      trackUrl: track.track_url,
      etd: track.etd,
      activities: track.shipment_track_activities,
    },
    timeline: await shopperEvents(ctx.db, order.id),
    linkExpiresAt: validUntil.toISOString(),
  };
}
