// The shipping desk's Shiprocket action (decision 0350): for each chosen order, the courier order where it has
// none (with the weight and box from its sizes), an AWB where it has none, and a pickup request; then the
// courier's labels and manifest for all that got a pickup. Orders go one after another and each step is recorded
// as soon as Shiprocket answers it, so an order that fails is named with its reason, keeps what it got (a retry
// goes on from there) and the others go on. Status moves only through the orders module's transition.
import { canMoveTo, OrderStatus } from '@chamak/shared/order-state';
import {
  type ShippingDeskShipReply,
  type ShippingDeskShipResult,
  shippingDeskMessages as say,
} from '@chamak/shared/shipping-desk';
import type { Db } from '../../db/client.ts';
import { Unprocessable } from '../../plugins/errors.ts';
import type { Parcel as CourierParcel, ShippingProvider } from '../delivery/index.ts';
import { type OrderActor, recordOrderFact, recordShipmentDetails, transition } from '../orders/index.ts';
import { type Parcel, parcelsOf } from './service.ts';

export type ShipCtx = { db: Db; shipping: ShippingProvider | null };

/**
 * The box told to the courier, from the sizes: the weight is their sum (required); the box is as long and wide as
 * the largest size and as high as all units stacked, when every size has dimensions, else the adapter's estimate.
 */
export function courierParcel(p: Parcel): CourierParcel | undefined {
  if (p.weightGrams === null) return undefined;
  const sized = p.lines.every((l) => l.lengthCm && l.breadthCm && l.heightCm);
  const box = sized
    ? {
        lengthCm: Math.max(...p.lines.map((l) => l.lengthCm!)),
        breadthCm: Math.max(...p.lines.map((l) => l.breadthCm!)),
        heightCm: Math.min(
          300,
          p.lines.reduce((s, l) => s + l.heightCm! * l.quantity, 0),
        ),
      }
    : { lengthCm: 30, breadthCm: 20, heightCm: 10 };
  return { weightKg: Math.max(0.05, Math.round(p.weightGrams / 10) / 100), ...box };
}

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** One order through the courier's steps; returns what was done and where it stopped. */
async function shipOne(
  ctx: ShipCtx & { shipping: Required<ShippingProvider> },
  p: Parcel,
  actor: OrderActor,
): Promise<ShippingDeskShipResult & { shipmentId: string | null }> {
  const done: string[] = [];
  let shipmentId = p.shipmentId;
  let awbCode = p.awbCode;
  let courierName = p.courierName;
  const result = (message: string | null) => ({
    orderId: p.id,
    ok: message === null,
    done,
    awbCode,
    courierName,
    message,
    shipmentId,
  });
  if (p.problem) return result(p.problem);
  try {
    if (!shipmentId) {
      const parcel = courierParcel(p);
      if (!parcel) return result(say.weightMissing(p.weightMissing));
      const created = await ctx.shipping.createOrder({
        id: p.id,
        createdAt: p.placedAt.toISOString(),
        paymentMethod: p.paymentMethod,
        subtotalPaise: p.subtotalPaise,
        totalPaise: p.totalPaise,
        ...(p.advancePaise > 0 && p.paid ? { advancePaise: p.advancePaise } : {}),
        ...p.receiver,
        items: p.lines.map((l) => ({
          name: `${l.name} ${l.size}`,
          sku: l.sku ?? `PL-${l.sizeId ?? 'x'}`,
          units: l.quantity,
          pricePaise: l.unitPaise,
          totalMl: l.totalMl,
        })),
        parcel,
      });
      shipmentId = created.shipmentId;
      awbCode = created.awbCode ?? awbCode;
      courierName = created.courierName ?? courierName;
      await ctx.db.transaction(async (tx) => {
        await recordShipmentDetails(tx, p.id, {
          shipmentOrderId: created.shipmentOrderId,
          shipmentId: created.shipmentId,
          ...(created.awbCode ? { awbCode: created.awbCode, courierName: created.courierName } : {}),
        });
        await recordOrderFact(tx, p.id, 'shipment_created', actor, {
          reference: `Shipment ${created.shipmentId}`,
          reason: 'Shipping desk',
        });
      });
      done.push('order created');
    }
    if (!awbCode) {
      const awb = await ctx.shipping.assignAwb(shipmentId);
      awbCode = awb.awbCode;
      courierName = awb.courierName ?? courierName;
      await recordShipmentDetails(ctx.db, p.id, { awbCode, courierName });
      done.push('AWB assigned');
    }
    await ctx.shipping.requestPickup([shipmentId]);
    done.push('pickup requested');
    // Pickup Generated, when the order-state table allows it (an order already past it keeps its status).
    if (p.status !== OrderStatus.PickupGenerated && canMoveTo(p.status, OrderStatus.PickupGenerated))
      await ctx.db.transaction((tx) =>
        transition(tx, p.id, { event: 'status', to: OrderStatus.PickupGenerated }, actor),
      );
    return result(null);
  } catch (e) {
    return result(reasonOf(e));
  }
}

/** The Shiprocket action for the chosen orders: per order what happened, then the labels and manifest. */
export async function shipWithShiprocket(
  ctx: ShipCtx,
  orderIds: number[],
  actor: OrderActor,
): Promise<ShippingDeskShipReply> {
  const provider = ctx.shipping;
  if (
    !provider?.createOrder ||
    !provider.assignAwb ||
    !provider.requestPickup ||
    !provider.generateLabel ||
    !provider.generateManifest
  )
    throw new Unprocessable('Shiprocket is not configured: print the labels and book the courier by hand.');
  const shipping = provider as Required<ShippingProvider>;
  const parcels = await parcelsOf(ctx, orderIds);
  const results: (ShippingDeskShipResult & { shipmentId: string | null })[] = [];
  for (const p of parcels) results.push(await shipOne({ ...ctx, shipping }, p, actor));
  const shipped = results.filter((r) => r.ok && r.shipmentId).map((r) => r.shipmentId!);
  const problems: string[] = [];
  let labelUrl: string | null = null;
  let manifestUrl: string | null = null;
  if (shipped.length > 0) {
    try {
      const label = await shipping.generateLabel(shipped);
      labelUrl = label.url;
      for (const id of label.notCreated)
        problems.push(
          `No courier label for order #${results.find((r) => r.shipmentId === id)?.orderId ?? id}.`,
        );
    } catch (e) {
      problems.push(`Labels: ${reasonOf(e)}`);
    }
    try {
      manifestUrl = (await shipping.generateManifest(shipped)).url;
    } catch (e) {
      problems.push(`Manifest: ${reasonOf(e)}`);
    }
  }
  const failed = results.filter((r) => !r.ok).length;
  return {
    message:
      failed === 0
        ? `Booked ${results.length} ${results.length === 1 ? 'order' : 'orders'} with Shiprocket.`
        : `Booked ${results.length - failed} of ${results.length} orders; ${failed} did not go: see each.`,
    results: results.map(({ shipmentId: _, ...r }) => r),
    labelUrl,
    manifestUrl,
    problems,
  };
}
