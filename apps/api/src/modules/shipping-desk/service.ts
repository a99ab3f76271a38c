// The shipping desk's reads (decision 0350): the orders to pack, filtered by status, payment and the shop day they
// were placed on, and each chosen order's parcel: its lines with their sizes, SKUs and weights, the address, the
// cash to collect and the courier. Nothing here writes; printing refuses the whole batch when one order cannot
// carry a label, so no half-printed batch goes to the packers.
import { isOrderStatus, OrderStatus, orderStatusLabel, shippingStopped } from '@chamak/shared/order-state';
import {
  type ShippingDeskKind,
  type ShippingDeskList,
  type ShippingDeskQuery,
  shippingDeskMessages as say,
} from '@chamak/shared/shipping-desk';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { NotFound, Unprocessable } from '../../plugins/errors.ts';
import { heldOrder, placedOrder, waitingToShip } from '../orders/index.ts';
import { sellerIdentityOf, timeZoneOf } from '../settings/index.ts';

export type DeskCtx = { db: DbOrTx };

/** The most orders the desk's list shows: the newest first. */
const listLimit = 300;

/** What an order's row says is missing for a label: the address's street, city, PIN code or the phone. */
export function missingForLabel(o: {
  address: string;
  city: string;
  postal_code: string;
  phone: string;
}): string[] {
  const missing: string[] = [];
  if (!o.address.trim()) missing.push('street address');
  if (!o.city.trim()) missing.push('city');
  if (!/^\d{6}$/.test(o.postal_code.trim())) missing.push('6-digit PIN code');
  if (o.phone.replace(/\D/g, '').length < 10) missing.push('phone number');
  return missing;
}

/** What the courier collects: a cash order's total less what was paid online in advance (decision 0338). */
export function codToCollect(o: {
  payment_method: string;
  total_paise: number;
  advance_paise: number;
  paid_at: Date | string | null;
  cod_collected_at: Date | string | null;
}): number | null {
  if (o.payment_method !== 'cod' || o.cod_collected_at) return null;
  return o.total_paise - (o.advance_paise > 0 && o.paid_at ? o.advance_paise : 0);
}

type ListRow = {
  id: number;
  created_at: Date;
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  postal_code: string;
  phone: string;
  payment_method: 'online' | 'cod';
  payment_status: string;
  total_paise: number;
  advance_paise: number;
  paid_at: Date | null;
  cod_collected_at: Date | null;
  status: number;
  cancelled_at: Date | null;
  held: boolean;
  courier_name: string | null;
  awb_code: string | null;
  units: number;
  weight_grams: number | null;
  weight_known: boolean;
};

/** Why an order is not packed at all (cancelled, held for confirmation, refunded before it shipped), or null. */
function blockerOf(o: ListRow): string | null {
  if (o.cancelled_at || o.status === OrderStatus.Cancelled) return say.cancelled(o.id);
  if (o.held) return say.held(o.id);
  if (shippingStopped({ paymentStatus: o.payment_status, status: o.status })) return say.refunded(o.id);
  return null;
}

/** Why an order cannot be labelled now (not packed, or no address to print), or null. */
function problemOf(o: ListRow): string | null {
  const missing = missingForLabel(o);
  return blockerOf(o) ?? (missing.length > 0 ? say.noAddress(o.id, missing) : null);
}

const orderColumns = sql`o.id, o.created_at, o.first_name, o.last_name, o.address, o.city, o.postal_code, o.phone,
  o.payment_method, o.payment_status, o.total_paise, o.advance_paise, o.paid_at, o.cod_collected_at, o.status,
  o.cancelled_at, ${heldOrder} as held, o.courier_name, o.awb_code,
  (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as units,
  (select sum(pl.weight_grams * i.quantity)::int from order_items i
    left join product_litres pl on pl.id = i.product_litre_id where i.order_id = o.id) as weight_grams,
  (select bool_and(pl.weight_grams is not null) from order_items i
    left join product_litres pl on pl.id = i.product_litre_id where i.order_id = o.id) as weight_known`;

/** The desk's list: placed orders by status, payment and the shop days they were placed on, newest first. */
export async function deskOrders(
  ctx: DeskCtx,
  q: ShippingDeskQuery,
  shiprocket: boolean,
): Promise<ShippingDeskList> {
  const tz = await timeZoneOf(ctx);
  const status =
    q.status === 'to-ship'
      ? sql`and ${waitingToShip} and o.cancelled_at is null and not ${heldOrder}`
      : q.status === 'all'
        ? sql``
        : isOrderStatus(Number(q.status))
          ? sql`and o.status = ${Number(q.status)}`
          : sql`and false`;
  const payment = q.payment === 'all' ? sql`` : sql`and o.payment_method = ${q.payment}`;
  const from = q.from ? sql`and (o.created_at at time zone ${tz})::date >= ${q.from}::date` : sql``;
  const to = q.to ? sql`and (o.created_at at time zone ${tz})::date <= ${q.to}::date` : sql``;
  const found = await rows<ListRow>(
    ctx.db,
    sql`select ${orderColumns} from orders o where ${placedOrder} ${status} ${payment} ${from} ${to}
      order by o.created_at desc, o.id desc limit ${listLimit + 1}`,
  );
  return {
    orders: found.slice(0, listLimit).map((o) => ({
      id: o.id,
      placedAt: new Date(o.created_at).toISOString(),
      customer: `${o.first_name} ${o.last_name}`.trim(),
      city: o.city,
      postalCode: o.postal_code,
      paymentMethod: o.payment_method,
      codPaise: codToCollect(o),
      status: o.status,
      statusLabel: orderStatusLabel(o.status),
      units: o.units,
      weightGrams: o.weight_known ? o.weight_grams : null,
      courierName: o.courier_name,
      awbCode: o.awb_code,
      problem: problemOf(o),
    })),
    truncated: found.length > listLimit,
    shiprocket,
  };
}

export type ParcelLine = {
  name: string;
  size: string;
  sku: string | null;
  quantity: number;
  /** The unit price less the line's share of the discounts (decision 0150), as the courier declares it. */
  unitPaise: number;
  totalMl: number;
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
  sizeId: number | null;
};

/** One chosen order as its slip and label print it. */
export type Parcel = {
  id: number;
  placedAt: Date;
  paymentMethod: 'online' | 'cod';
  codPaise: number | null;
  totalPaise: number;
  subtotalPaise: number;
  advancePaise: number;
  paid: boolean;
  status: number;
  receiver: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    apt: string;
    city: string;
    state: string;
    postalCode: string;
  };
  courierName: string | null;
  awbCode: string | null;
  shipmentOrderId: string | null;
  shipmentId: string | null;
  lines: ParcelLine[];
  /** The parcel's weight from its sizes, or null when a size's is not set (`weightMissing` names them). */
  weightGrams: number | null;
  weightMissing: string[];
  problem: string | null;
  /** Why it is not packed at all (a slip is refused too), or null. */
  blocker: string | null;
};

/** Who sends: the seller of the settings (trade name, registered address, customer-care phone, GSTIN). */
export type Sender = { name: string; lines: string[]; pin: string; phone: string; gstin: string | null };

export async function senderOf(ctx: DeskCtx): Promise<Sender> {
  const seller = await sellerIdentityOf(ctx);
  const pin = /\b(\d{6})\b/.exec(seller.registeredAddress.join(' '))?.[1] ?? '';
  return {
    name: seller.tradeName,
    lines: seller.registeredAddress,
    pin,
    phone: seller.customerCare.phone,
    gstin: seller.gstin ?? null,
  };
}

/** The chosen orders as parcels, in the order chosen; 404 naming any that is not a placed order. */
export async function parcelsOf(ctx: DeskCtx, orderIds: number[]): Promise<Parcel[]> {
  const found = await rows<
    ListRow & {
      email: string;
      apt: string;
      state: string;
      subtotal_paise: number;
      shipment_order_id: string | null;
      shipment_id: string | null;
    }
  >(
    ctx.db,
    sql`select ${orderColumns}, o.email, o.apt, o.state, o.subtotal_paise, o.shipment_order_id, o.shipment_id
      from orders o where ${placedOrder} and o.id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  const missing = orderIds.filter((id) => !found.some((o) => o.id === id));
  if (missing.length > 0) throw new NotFound(say.notFound(missing));
  const lines = await rows<{
    order_id: number;
    name: string;
    size: string;
    sku: string | null;
    quantity: number;
    price_paise: number;
    discount_paise: number;
    total_ml: number;
    weight_grams: number | null;
    length_cm: number | null;
    breadth_cm: number | null;
    height_cm: number | null;
    size_id: number | null;
  }>(
    ctx.db,
    sql`select i.order_id, i.product_name as name, i.litre_label as size, pl.sku, i.quantity, i.price_paise, i.discount_paise, i.total_ml,
      pl.weight_grams, pl.length_cm, pl.breadth_cm, pl.height_cm, pl.id as size_id
      from order_items i left join product_litres pl on pl.id = i.product_litre_id
      where i.order_id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by i.order_id, i.id`,
  );
  return orderIds.map((id) => {
    const o = found.find((f) => f.id === id)!;
    const own = lines
      .filter((l) => l.order_id === id)
      .map((l) => ({
        name: l.name,
        size: l.size,
        sku: l.sku,
        quantity: l.quantity,
        unitPaise: Math.round((l.price_paise * l.quantity - l.discount_paise) / l.quantity),
        totalMl: l.total_ml,
        weightGrams: l.weight_grams,
        lengthCm: l.length_cm,
        breadthCm: l.breadth_cm,
        heightCm: l.height_cm,
        sizeId: l.size_id,
      }));
    const weightMissing = [
      ...new Set(own.filter((l) => l.weightGrams === null).map((l) => `${l.name} ${l.size}`)),
    ];
    return {
      id,
      placedAt: new Date(o.created_at),
      paymentMethod: o.payment_method,
      codPaise: codToCollect(o),
      totalPaise: o.total_paise,
      subtotalPaise: o.subtotal_paise,
      advancePaise: o.advance_paise,
      paid: o.paid_at !== null,
      status: o.status,
      receiver: {
        firstName: o.first_name,
        lastName: o.last_name,
        email: o.email,
        phone: o.phone,
        address: o.address,
        apt: o.apt,
        city: o.city,
        state: o.state,
        postalCode: o.postal_code,
      },
      courierName: o.courier_name,
      awbCode: o.awb_code,
      shipmentOrderId: o.shipment_order_id,
      shipmentId: o.shipment_id,
      lines: own,
      weightGrams:
        weightMissing.length === 0 ? own.reduce((s, l) => s + (l.weightGrams ?? 0) * l.quantity, 0) : null,
      weightMissing,
      problem: problemOf(o),
      blocker: blockerOf(o),
    };
  });
}

/**
 * The parcels to print: every chosen order must be one the shop packs (placed, not cancelled, held or refunded
 * before shipping) and, for labels, have an address, PIN code and phone. One bad order refuses the whole batch
 * (422 naming each), so a batch is printed whole or not at all.
 */
export async function printableParcels(
  ctx: DeskCtx,
  orderIds: number[],
  kind: ShippingDeskKind,
): Promise<Parcel[]> {
  const parcels = await parcelsOf(ctx, orderIds);
  const labels = kind !== 'slips';
  // A slip needs no address: for slips alone, only an order that is not packed at all is refused.
  const problems = parcels
    .map((p) => (labels ? p.problem : p.blocker))
    .filter((m): m is string => m !== null);
  if (problems.length > 0)
    throw new Unprocessable(
      `${problems.join(' ')} Nothing was printed: take ${problems.length === 1 ? 'it' : 'them'} out of the selection or fix ${problems.length === 1 ? 'it' : 'them'}.`,
    );
  return parcels;
}
