// Editing a placed order before pickup (decision 0355): a new delivery address, quantities changed, lines removed
// or sizes added, re-quoted through the pricing pipeline (quoteOrder: the order's own lines at the prices and GST
// data they were placed with, added sizes at today's), the stock difference taken or given back, the invoice
// credited in full and issued again, the totals updated and the timeline told, in one transaction with the order
// locked. A preview runs the same steps and rolls them back. A paid online order's lower total is refunded by the
// difference after commit; a higher one keeps what was paid as the advance and collects the rest on delivery
// (decision 0356).
import { randomUUID } from 'node:crypto';
import { formatRupees } from '@chamak/shared/money';
import {
  type OrderEditAmounts,
  type OrderEditBody,
  type OrderEditResult,
  orderEditBody,
  orderEditMessages,
} from '@chamak/shared/order-edit';
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appendEvent } from '../../events/bus.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../plugins/errors.ts';
import { giveBackStock, type StockLine, takeStock } from '../catalogue/index.ts';
import { estimateDelivery, parcelWeightKg } from '../delivery/index.ts';
import { creditRefund } from '../invoices/index.ts';
import { type PlacedLine, type Quote, quoteOrder } from '../pricing/index.ts';
import { codeOfOrder, replaceOrderDiscounts } from '../promotions/index.ts';
import type { OrdersCtx } from './context.ts';
import { issueOrderInvoice } from './order-placed.ts';
import { assertStateOfPin } from './place-order.ts';
import { actorOf, recordOrderFact, transition } from './transition.ts';

/** The reason the credit note and the new invoice give. */
export const editedReason = 'Order edited before pickup';

type EditRow = {
  id: number;
  user_id: number | null;
  status: number;
  payment_method: 'online' | 'cod';
  payment_status: string;
  cancelled: boolean;
  awb_code: string | null;
  subtotal_paise: number;
  discount_paise: number;
  delivery_charge_paise: number;
  cod_fee_paise: number;
  total_paise: number;
  cgst_paise: number | null;
  sgst_paise: number | null;
  igst_paise: number | null;
  place_of_supply: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  apt: string;
  city: string;
  state: string;
  postal_code: string;
  advance_paise: number;
  /** Whether the online payment (or a cash order's advance) was taken. */
  paid: boolean;
};

type ItemRow = PlacedLine & { itemId: number };

/** Thrown inside the transaction to roll a preview back with its answer. */
class PreviewDone extends Error {
  constructor(readonly result: OrderEditResult) {
    super('preview');
  }
}

function refuseUneditable(row: EditRow) {
  if (row.cancelled || row.status === OrderStatus.Cancelled)
    throw new Conflict(orderEditMessages.cancelled, 'ORDER_CANCELLED');
  if (['refunded', 'partially_refunded', 'refund_due'].includes(row.payment_status))
    throw new Conflict(orderEditMessages.refunded, 'ORDER_NOT_EDITABLE');
  if (row.status !== OrderStatus.Placed || row.awb_code)
    throw new Conflict(orderEditMessages.pickedUp, 'ORDER_ALREADY_SHIPPED');
  if (['pending', 'failed'].includes(row.payment_status) || (row.advance_paise > 0 && !row.paid))
    throw new Conflict(orderEditMessages.unpaid, 'ORDER_NOT_EDITABLE');
}

const amountsOf = (o: {
  subtotal: number;
  discount: number;
  delivery: number;
  codFee: number;
  total: number;
  cgst: number | null;
  sgst: number | null;
  igst: number | null;
  placeOfSupply: string | null;
}): OrderEditAmounts => ({
  subtotalPaise: o.subtotal,
  discountPaise: o.discount,
  deliveryPaise: o.delivery,
  codFeePaise: o.codFee,
  totalPaise: o.total,
  cgstPaise: o.cgst,
  sgstPaise: o.sgst,
  igstPaise: o.igst,
  placeOfSupply: o.placeOfSupply,
});

/** The staff member's name for the timeline. */
async function staffName(tx: DbOrTx, userId: number): Promise<string> {
  const [u] = await rows<{ name: string }>(tx, sql`select fullname as name from users where id = ${userId}`);
  return u?.name || `staff #${userId}`;
}

/**
 * PATCH /api/admin/orders/{id}: the edit, previewed (nothing kept) or applied. Refused after pickup, for a cancelled
 * or refunded order and for an online order not yet paid (decision 0355). A paid online order's lower total is
 * refunded by the difference; a higher one is collected on delivery where cash is taken (decision 0356). Every
 * refusal is 409 or 422 with its words; nothing of a refused edit stays.
 */
export async function editOrder(
  ctx: OrdersCtx,
  orderId: number,
  input: OrderEditBody,
  staff: Actor,
): Promise<OrderEditResult> {
  const body = orderEditBody.parse(input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const result = await edit(ctx, tx, orderId, body, staff);
      if (body.preview) throw new PreviewDone(result);
      return result;
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.result;
    throw error;
  }
}

async function edit(
  ctx: OrdersCtx,
  tx: DbOrTx,
  orderId: number,
  body: ReturnType<typeof orderEditBody.parse>,
  staff: Actor,
): Promise<OrderEditResult> {
  const [row] = await rows<EditRow>(
    tx,
    sql`select id, user_id, status, payment_method, payment_status, cancelled_at is not null as cancelled, awb_code,
        subtotal_paise, discount_paise, delivery_charge_paise, cod_fee_paise, total_paise, cgst_paise, sgst_paise,
        igst_paise, place_of_supply, first_name, last_name, email, phone, address, apt, city, state, postal_code,
        advance_paise, paid_at is not null as paid
      from orders where id = ${orderId} for update`,
  );
  if (!row) throw new NotFound('Order not found.');
  refuseUneditable(row);

  const items = await rows<ItemRow>(
    tx,
    sql`select id as "itemId", product_id as "productId", product_litre_id as "sizeId", product_name as name,
        litre_label as label, total_ml as "totalMl", image, price_paise as "pricePaise", quantity,
        hsn_code as "hsnCode", gst_rate as "gstRate"
      from order_items where order_id = ${orderId} order by id`,
  );
  const wanted = new Map(items.map((i) => [i.itemId, i.quantity]));
  for (const l of body.lines) {
    if (!wanted.has(l.itemId)) throw new Invalid(orderEditMessages.noLine(l.itemId), 'VALIDATION_FAILED');
    wanted.set(l.itemId, l.quantity);
  }
  const kept = items.filter((i) => wanted.get(i.itemId)! > 0);
  const added = await addedLines(tx, body.add);
  if (kept.length + added.length === 0) throw new Unprocessable(orderEditMessages.lastLine, 'UNPROCESSABLE');

  // The address: the same rules as checkout (its PIN code's state, a PIN code delivered to).
  const address = body.address;
  const addressChanged =
    !!address &&
    (address.address !== row.address ||
      address.apt !== row.apt ||
      address.city !== row.city ||
      address.state !== row.state ||
      address.postalCode !== row.postal_code ||
      address.firstName !== row.first_name ||
      address.lastName !== row.last_name ||
      address.email !== row.email ||
      address.phone !== row.phone);
  const to = address ?? { postalCode: row.postal_code, state: row.state };
  const newLines: PlacedLine[] = [
    ...kept.map(({ itemId, ...l }) => ({ ...l, quantity: wanted.get(itemId)! })),
    ...added.map((a) => a.line),
  ];
  if (address && address.postalCode !== row.postal_code) {
    await assertStateOfPin(address);
    const volume = newLines.reduce((sum, l) => sum + l.totalMl * l.quantity, 0);
    const reach = await estimateDelivery(
      { db: tx, shipping: ctx.shipping ?? null, ...(ctx.now ? { now: ctx.now } : {}) },
      { pin: address.postalCode, weightKg: parcelWeightKg(volume), withPlace: true },
    );
    if (!reach.deliverable) throw new Unprocessable(reach.message, 'PIN_NOT_SERVICEABLE');
  } else if (address && address.state !== row.state) await assertStateOfPin(address);

  const linesChanged = added.length > 0 || items.some((i) => wanted.get(i.itemId) !== i.quantity);
  if (!linesChanged && !addressChanged) throw new Unprocessable(orderEditMessages.nothing, 'UNPROCESSABLE');

  // The delivery charge the order was placed with, before any free-delivery offer.
  const [waived] = await rows<{ paise: number }>(
    tx,
    sql`select coalesce(sum(amount_paise), 0)::int as paise from order_discounts
      where order_id = ${orderId} and kind = 'delivery'`,
  );
  const quote: Quote = await quoteOrder(
    tx,
    {
      id: orderId,
      userId: row.user_id,
      lines: newLines,
      deliveryPaise: row.delivery_charge_paise + waived!.paise,
      postalCode: to.postalCode,
      state: to.state,
      // An order placed without GST stays without it; with GST its place of supply is where it now goes.
      placeOfSupply: row.place_of_supply === null ? null : to.state,
      code: await codeOfOrder(tx, orderId),
    },
    row.payment_method,
  );
  const tax = quote.tax;
  const before = amountsOf({
    subtotal: row.subtotal_paise,
    discount: row.discount_paise,
    delivery: row.delivery_charge_paise,
    codFee: row.cod_fee_paise,
    total: row.total_paise,
    cgst: row.cgst_paise,
    sgst: row.sgst_paise,
    igst: row.igst_paise,
    placeOfSupply: row.place_of_supply,
  });
  const after = amountsOf({
    subtotal: quote.subtotal,
    discount: quote.discount,
    delivery: quote.delivery - quote.deliveryWaived,
    codFee: quote.codFee,
    total: quote.total,
    cgst: tax?.totals.cgstPaise ?? null,
    sgst: tax?.totals.sgstPaise ?? null,
    igst: tax?.totals.igstPaise ?? null,
    placeOfSupply: tax?.placeOfSupply ?? null,
  });
  const difference = quote.total - row.total_paise;
  const paidOnline = row.payment_method === 'online';
  // What a cash order's shopper paid online first (decision 0338): never more than the order now costs.
  const advance = row.payment_method === 'cod' && row.advance_paise > 0 && row.paid ? row.advance_paise : 0;
  if (advance > 0 && quote.total < advance)
    throw new Conflict(orderEditMessages.belowAdvance(formatRupees(advance)), 'ORDER_NOT_EDITABLE');
  // A paid online order's rest is collected on delivery, so cash must be taken where it goes.
  const restOnDelivery = paidOnline && difference > 0;
  if (restOnDelivery) {
    const volume = newLines.reduce((sum, l) => sum + l.totalMl * l.quantity, 0);
    const reach = await estimateDelivery(
      { db: tx, shipping: ctx.shipping ?? null, ...(ctx.now ? { now: ctx.now } : {}) },
      { pin: to.postalCode, weightKg: parcelWeightKg(volume) },
    );
    if (!reach.cod.available)
      throw new Conflict(
        orderEditMessages.paidOnlineNoCod(formatRupees(difference), to.postalCode),
        'COD_NOT_AVAILABLE',
      );
  }

  const lines = [
    ...items.map((i) => {
      const at = kept.indexOf(i);
      const q = at < 0 ? undefined : quote.lines[at];
      return {
        itemId: i.itemId,
        sizeId: i.sizeId,
        name: i.name,
        size: i.label,
        unitPaise: i.pricePaise,
        oldQuantity: i.quantity,
        quantity: wanted.get(i.itemId)!,
        discountPaise: q?.discount ?? 0,
        stockChange: wanted.get(i.itemId)! - i.quantity,
        priced: 'as placed' as const,
      };
    }),
    ...added.map((a, n) => ({
      itemId: null,
      sizeId: a.line.sizeId,
      name: a.line.name,
      size: a.line.label,
      unitPaise: a.line.pricePaise,
      oldQuantity: 0,
      quantity: a.line.quantity,
      discountPaise: quote.lines[kept.length + n]?.discount ?? 0,
      stockChange: a.line.quantity,
      priced: 'today' as const,
    })),
  ];
  const [invoice] = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from tax_documents where order_id = ${orderId} and kind = 'invoice' limit 1`,
  );
  const reissueInvoice =
    !!invoice && (linesChanged || before.placeOfSupply !== after.placeOfSupply || addressChanged);
  const payment =
    difference === 0
      ? 'No payment difference.'
      : !paidOnline
        ? orderEditMessages.cashToCollect(
            formatRupees(row.total_paise - advance),
            formatRupees(quote.total - advance),
          )
        : difference < 0
          ? orderEditMessages.refundDifference(formatRupees(-difference))
          : orderEditMessages.restOnDelivery(formatRupees(row.total_paise), formatRupees(difference));

  // The writes (a preview makes them too and rolls them back, so it answers exactly what Save does).
  const by = actorOf(staff);
  const stockOf = (
    l: { sizeId: number | null; productId: number | null; name: string; label: string },
    quantity: number,
  ): StockLine => ({
    sizeId: l.sizeId,
    productId: l.productId,
    name: l.name,
    label: l.label,
    quantity,
  });
  const taken: StockLine[] = [];
  const back: StockLine[] = [];
  for (const i of items) {
    const change = wanted.get(i.itemId)! - i.quantity;
    if (change > 0) taken.push(stockOf(i, change));
    if (change < 0 && i.sizeId !== null) back.push(stockOf(i, -change));
  }
  for (const a of added) taken.push(stockOf(a.line, a.line.quantity));
  const note = `Order ${orderId} edited`;
  if (back.length > 0)
    await giveBackStock(tx, back, { reason: 'cancellation', note, orderId, actorUserId: staff.userId });
  if (taken.length > 0)
    await takeStock(tx, taken, { reason: 'order', note, orderId, actorUserId: staff.userId });

  await tx.execute(sql`update orders set subtotal_paise = ${quote.subtotal}, discount_paise = ${quote.discount},
      delivery_charge_paise = ${quote.delivery - quote.deliveryWaived}, cod_fee_paise = ${quote.codFee},
      total_paise = ${quote.total}, place_of_supply = ${tax?.placeOfSupply ?? null}, fee_gst_rate = ${tax?.feeRate ?? null},
      taxable_paise = ${tax?.totals.taxablePaise ?? null}, cgst_paise = ${tax?.totals.cgstPaise ?? null},
      sgst_paise = ${tax?.totals.sgstPaise ?? null}, igst_paise = ${tax?.totals.igstPaise ?? null},
      ${
        address
          ? sql`first_name = ${address.firstName}, last_name = ${address.lastName}, email = ${address.email},
            phone = ${address.phone}, address = ${address.address}, apt = ${address.apt}, city = ${address.city},
            state = ${address.state}, postal_code = ${address.postalCode},`
          : sql``
      }
      updated_at = now()
    where id = ${orderId}`);
  for (const i of items)
    if (wanted.get(i.itemId)! === 0) await tx.execute(sql`delete from order_items where id = ${i.itemId}`);
  for (const [n, i] of kept.entries()) {
    const l = quote.lines[n]!;
    const t = tax?.lines[n];
    await tx.execute(sql`update order_items set quantity = ${l.quantity}, discount_paise = ${l.discount},
        taxable_paise = ${t?.taxablePaise ?? null}, cgst_paise = ${t?.cgstPaise ?? null},
        sgst_paise = ${t?.sgstPaise ?? null}, igst_paise = ${t?.igstPaise ?? null}
      where id = ${i.itemId}`);
  }
  for (const [n, a] of added.entries()) {
    const l = quote.lines[kept.length + n]!;
    const t = tax?.lines[kept.length + n];
    await tx.execute(sql`insert into order_items (order_id, product_id, product_litre_id, product_name, litre_label,
        total_ml, image, price_paise, quantity, discount_paise, hsn_code, gst_rate, taxable_paise, cgst_paise,
        sgst_paise, igst_paise)
      values (${orderId}, ${a.line.productId}, ${a.line.sizeId}, ${a.line.name}, ${a.line.label}, ${a.line.totalMl},
        ${a.line.image}, ${l.price}, ${l.quantity}, ${l.discount}, ${t?.hsnCode ?? null}, ${t?.ratePercent ?? null},
        ${t?.taxablePaise ?? null}, ${t?.cgstPaise ?? null}, ${t?.sgstPaise ?? null}, ${t?.igstPaise ?? null})`);
  }
  await replaceOrderDiscounts(tx, orderId, quote.offers);
  const who = await staffName(tx, staff.userId);
  // The payment difference: the rest collected on delivery (the method changes before the invoice is issued
  // again), or the difference refunded after commit under a key of this edit's own (a retry asks the same refund).
  if (restOnDelivery)
    await transition(tx, orderId, { event: 'rest_on_delivery', advancePaise: row.total_paise }, by, {
      reason: `Edited by ${who}: ${formatRupees(difference)} more, collected on delivery`,
    });
  if (paidOnline && difference < 0)
    await appendEvent(tx, 'order.edit_refund_owed', {
      orderId,
      amountPaise: -difference,
      key: `order-edit-${orderId}-${randomUUID().slice(0, 8)}`,
    });
  if (reissueInvoice) {
    const credited = await creditRefund(tx, { orderId, amountPaise: row.total_paise, reason: editedReason });
    if (credited) await issueOrderInvoice(tx, orderId);
  }

  const changes: string[] = [];
  if (addressChanged) changes.push(`Address changed by ${who}: ${to.postalCode}, ${to.state}`);
  if (linesChanged)
    changes.push(
      `Lines changed by ${who}: ${lines
        .filter((l) => l.stockChange !== 0)
        .map((l) => `${l.name} (${l.size}) ${l.oldQuantity} → ${l.quantity}`)
        .join('; ')}`,
    );
  if (difference !== 0) changes.push(`Total ${formatRupees(row.total_paise)} → ${formatRupees(quote.total)}`);
  if (difference !== 0) changes.push(payment.replace(/\.$/, ''));
  if (reissueInvoice) changes.push('invoice credited and issued again');
  await recordOrderFact(tx, orderId, 'note', by, { reason: changes.join('. ').slice(0, 1000) });

  return {
    orderId,
    applied: !body.preview,
    lines,
    before,
    after,
    differencePaise: difference,
    payment,
    reissueInvoice,
    addressChanged,
  };
}

/** Sizes added by the edit, at today's price and today's GST rate, each of an active product. */
async function addedLines(
  tx: DbOrTx,
  add: { sizeId: number; quantity: number }[],
): Promise<{ line: PlacedLine }[]> {
  const out: { line: PlacedLine }[] = [];
  for (const a of add) {
    const [found] = await rows<Omit<PlacedLine, 'quantity'>>(
      tx,
      sql`select p.id as "productId", pl.id as "sizeId", p.name, l.label, l.total_ml as "totalMl",
          (select pi.image from product_images pi where pi.product_litre_id = pl.id order by pi.position, pi.id limit 1) as image,
          pl.discounted_price_paise as "pricePaise",
          (select g.hsn_code from gst_rate_at(p.id, now()) g) as "hsnCode",
          (select g.gst_rate from gst_rate_at(p.id, now()) g) as "gstRate"
        from product_litres pl join products p on p.id = pl.product_id and p.status = 'active'
        join litres l on l.id = pl.litre_id where pl.id = ${a.sizeId}`,
    );
    if (!found) throw new Unprocessable(orderEditMessages.noSize, 'PRODUCT_UNAVAILABLE');
    out.push({ line: { ...found, quantity: a.quantity } });
  }
  return out;
}
