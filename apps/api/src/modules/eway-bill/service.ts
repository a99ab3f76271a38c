// E-way bills (rule 138, decision 0345): whether an order's consignment needs one (its invoice's value against the
// threshold: ₹50,000 between states, the shop's setting within one), the transport details and the number the
// admin records, and the NIC portal's bulk-generation JSON made from the order's tax invoice alone, so its values
// are the invoice's to the paisa. The portal is not called: the admin uploads the file and types the number back.

import { defaultZoneSettings, type ZoneSettings } from '@chamak/shared/delivery-estimate';
import {
  consignmentValuePaise,
  type EwayBillFlag,
  type EwayBillJson,
  type EwayBillJsonBill,
  type EwayBillNumberBody,
  type EwayBillTransport,
  type EwayBillView,
  ewayBillInterStateThresholdPaise,
  ewayBillModeCode,
  ewayBillRequired,
  isGoodsLine,
  portalRupees,
} from '@chamak/shared/eway-bill';
import { gstStateCode } from '@chamak/shared/gst';
import type { InvoiceDocument, InvoiceParty } from '@chamak/shared/invoices';
import { shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ewayBills } from '../../db/schema/index.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { Conflict, NotFound, Unprocessable } from '../../plugins/errors.ts';
import { placeOfPin } from '../delivery/index.ts';
import { getSettings, gstSettingsOf, timeZoneOf } from '../settings/index.ts';

export type EwayBillCtx = { db: DbOrTx };

/** The portal bulk-generation tool's format version the JSON is written for (its own files carry this one). */
export const portalJsonVersion = '1.0.0621';

type InvoiceRow = { id: number; number: string; issued_at: Date; document: InvoiceDocument };
type OrderRow = { id: number; postal_code: string; cancelled_at: Date | null };
type BillRow = {
  transporter_name: string;
  transporter_id: string;
  mode: 'road' | 'rail' | 'air' | 'ship';
  vehicle_no: string;
  vehicle_type: 'regular' | 'odc';
  trans_doc_no: string;
  trans_doc_date: string | null;
  distance_km: number;
  from_pin: string;
  to_pin: string;
  number: string | null;
  bill_date: string | null;
  valid_until: string | null;
};

const billColumns = sql`transporter_name, transporter_id, mode, vehicle_no, vehicle_type, trans_doc_no,
  trans_doc_date::text as trans_doc_date, distance_km, from_pin, to_pin, number, bill_date::text as bill_date,
  valid_until::text as valid_until`;

/** The order's tax invoice (the newest: a re-priced order's first one was credited in full), or null. */
async function invoiceOf(db: DbOrTx, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await rows<InvoiceRow>(
    db,
    sql`select id, number, issued_at, document from tax_documents where order_id = ${orderId} and kind = 'invoice'
      order by id desc limit 1`,
  );
  return row ?? null;
}

async function orderOf(db: DbOrTx, orderId: number): Promise<OrderRow> {
  const [row] = await rows<OrderRow>(
    db,
    sql`select id, postal_code, cancelled_at from orders where id = ${orderId}`,
  );
  if (!row) throw new NotFound('Order not found.');
  return row;
}

async function billOf(db: DbOrTx, orderId: number): Promise<BillRow | null> {
  const [row] = await rows<BillRow>(
    db,
    sql`select ${billColumns} from eway_bills where order_id = ${orderId}`,
  );
  return row ?? null;
}

/** Where parcels leave from: the pickup PIN of the delivery settings (the one Shiprocket's couriers are asked about). */
async function pickupPinOf(db: DbOrTx): Promise<string> {
  const { zones } = await getSettings(db, { zones: defaultZoneSettings as ZoneSettings });
  return zones.pickupPin;
}

/** The PIN code the goods go to: the invoice's ship-to, else its buyer's, else the order's delivery address. */
function deliveryPinOf(doc: InvoiceDocument, order: OrderRow): string | null {
  const pin = doc.shipTo?.pinCode ?? doc.buyer.pinCode ?? order.postal_code;
  return /^\d{6}$/.test(pin?.trim() ?? '') ? pin.trim() : null;
}

function isInterState(doc: InvoiceDocument): boolean {
  return !doc.intraState;
}

/** The flag of one invoiced order: a cancelled order's goods do not move, so it needs none. */
function flagOf(doc: InvoiceDocument, cancelled: boolean, intraStateThresholdPaise: number): boolean {
  return (
    !cancelled &&
    ewayBillRequired({
      consignmentValuePaise: consignmentValuePaise(doc),
      interState: isInterState(doc),
      intraStateThresholdPaise,
    })
  );
}

/** Which of these orders need an e-way bill, and the number entered for each (the orders list's flags). */
export async function ewayBillFlags(
  ctx: EwayBillCtx,
  orderIds: number[],
): Promise<{ flags: EwayBillFlag[] }> {
  if (orderIds.length === 0) return { flags: [] };
  const { ewayBillIntraStateThresholdPaise } = await gstSettingsOf(ctx);
  const found = await rows<{
    order_id: number;
    cancelled_at: Date | null;
    document: InvoiceDocument | null;
    number: string | null;
  }>(
    ctx.db,
    sql`select o.id as order_id, o.cancelled_at, d.document, e.number
      from orders o
      left join lateral (select document from tax_documents t where t.order_id = o.id and t.kind = 'invoice'
        order by t.id desc limit 1) d on true
      left join eway_bills e on e.order_id = o.id
      where o.id = any(${arrayLiteral(orderIds)}::int[]) order by o.id`,
  );
  return {
    flags: found.map((r) => ({
      orderId: r.order_id,
      required: r.document
        ? flagOf(r.document, r.cancelled_at !== null, ewayBillIntraStateThresholdPaise)
        : false,
      number: r.number,
    })),
  };
}

/** The distance of the latest other order's e-way bill between the same two PIN codes, or null. */
async function knownDistance(
  db: DbOrTx,
  orderId: number,
  fromPin: string,
  toPin: string | null,
): Promise<number | null> {
  if (!toPin) return null;
  const [row] = await rows<{ distance_km: number }>(
    db,
    sql`select distance_km from eway_bills where from_pin = ${fromPin} and to_pin = ${toPin}
      and order_id <> ${orderId} order by updated_at desc limit 1`,
  );
  return row?.distance_km ?? null;
}

function transportOf(bill: BillRow): EwayBillView['transport'] {
  return {
    transporterName: bill.transporter_name,
    transporterId: bill.transporter_id,
    mode: bill.mode,
    vehicleNo: bill.vehicle_no,
    vehicleType: bill.vehicle_type,
    transDocNo: bill.trans_doc_no,
    transDocDate: bill.trans_doc_date ?? '',
    distanceKm: bill.distance_km,
  };
}

/** The admin's view of an order's e-way bill: the flag and why, what is recorded, what the JSON still needs. */
export async function ewayBillView(ctx: EwayBillCtx, orderId: number): Promise<EwayBillView> {
  const order = await orderOf(ctx.db, orderId);
  const [invoice, bill, settings, pickupPin, timeZone] = await Promise.all([
    invoiceOf(ctx.db, orderId),
    billOf(ctx.db, orderId),
    gstSettingsOf(ctx),
    pickupPinOf(ctx.db),
    timeZoneOf(ctx),
  ]);
  const threshold = (interState: boolean) =>
    interState ? ewayBillInterStateThresholdPaise : settings.ewayBillIntraStateThresholdPaise;
  if (!invoice)
    return {
      orderId,
      invoice: null,
      required: false,
      interState: false,
      consignmentValuePaise: 0,
      thresholdPaise: settings.ewayBillIntraStateThresholdPaise,
      fromPin: pickupPin,
      toPin: null,
      knownDistanceKm: null,
      transport: null,
      number: null,
      date: null,
      validUntil: null,
      missing: ['The order has no tax invoice yet.'],
    };
  const doc = invoice.document;
  const toPin = deliveryPinOf(doc, order);
  const fromPin = bill?.from_pin ?? pickupPin;
  const missing: string[] = [];
  if (!toPin) missing.push('The delivery address has no 6-digit PIN code.');
  if (!bill) missing.push('Save the transport details first.');
  return {
    orderId,
    invoice: { number: invoice.number, date: shopDay(new Date(invoice.issued_at), timeZone) },
    required: flagOf(doc, order.cancelled_at !== null, settings.ewayBillIntraStateThresholdPaise),
    interState: isInterState(doc),
    consignmentValuePaise: consignmentValuePaise(doc),
    thresholdPaise: threshold(isInterState(doc)),
    fromPin,
    toPin,
    knownDistanceKm: await knownDistance(ctx.db, orderId, fromPin, toPin),
    transport: bill ? transportOf(bill) : null,
    number: bill?.number ?? null,
    date: bill?.bill_date ?? null,
    validUntil: bill?.valid_until ?? null,
    missing,
  };
}

/** An order's invoice for an e-way bill write: 404 for no order, 422 before it has an invoice. */
async function invoicedOrder(db: DbOrTx, orderId: number) {
  const order = await orderOf(db, orderId);
  const invoice = await invoiceOf(db, orderId);
  if (!invoice) throw new Unprocessable('This order has no tax invoice yet, so it has no e-way bill.');
  return { order, invoice };
}

/** Saves the transport details (Part B) and the distance, between the pickup PIN and the delivery PIN of now. */
export async function saveEwayBillTransport(
  ctx: EwayBillCtx,
  orderId: number,
  body: EwayBillTransport,
  adminId: number,
): Promise<{ message: string }> {
  const { order, invoice } = await invoicedOrder(ctx.db, orderId);
  const toPin = deliveryPinOf(invoice.document, order);
  if (!toPin) throw new Unprocessable('The delivery address has no 6-digit PIN code.');
  const fromPin = await pickupPinOf(ctx.db);
  const values = {
    transporterName: body.transporterName,
    transporterId: body.transporterId,
    mode: body.mode,
    vehicleNo: body.vehicleNo,
    vehicleType: body.vehicleType,
    transDocNo: body.transDocNo,
    transDocDate: body.transDocDate || null,
    distanceKm: body.distanceKm,
    fromPin,
    toPin,
    updatedAt: new Date(),
    updatedBy: adminId,
  };
  await ctx.db
    .insert(ewayBills)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: ewayBills.orderId, set: values });
  return { message: 'Transport details saved' };
}

/** Records the number the portal gave, its date and last valid day (after the transport details). */
export async function saveEwayBillNumber(
  ctx: EwayBillCtx,
  orderId: number,
  body: EwayBillNumberBody,
  adminId: number,
): Promise<{ message: string }> {
  await invoicedOrder(ctx.db, orderId);
  const [other] = await rows<{ order_id: number }>(
    ctx.db,
    sql`select order_id from eway_bills where number = ${body.number} and order_id <> ${orderId}`,
  );
  if (other)
    throw new Conflict(`E-way bill ${body.number} is already recorded for order #${other.order_id}.`);
  const updated = await rows<{ id: number }>(
    ctx.db,
    sql`update eway_bills set number = ${body.number}, bill_date = ${body.date}, valid_until = ${body.validUntil},
      updated_at = now(), updated_by = ${adminId} where order_id = ${orderId} returning id`,
  );
  if (updated.length === 0)
    throw new Unprocessable('Save the transport details first: the e-way bill number goes with them.');
  return { message: 'E-way bill number saved' };
}

/** An address's lines as the portal's two address fields (at most 120 characters each). */
function addressLines(lines: string[]): [string, string] {
  const clean = lines.map((l) => l.trim()).filter(Boolean);
  return [(clean[0] ?? '').slice(0, 120), clean.slice(1).join(', ').slice(0, 120)];
}

/** The 6-digit PIN code in an address's lines (the seller's registered address ends with it), or null. */
function pinIn(lines: string[]): string | null {
  for (const line of [...lines].reverse()) {
    const m = /\b(\d{6})\b/.exec(line);
    if (m) return m[1]!;
  }
  return null;
}

const stateCodeOf = (party: Pick<InvoiceParty, 'stateCode' | 'state'>) =>
  Number(party.stateCode || gstStateCode(party.state) || 97);

/** Where a PIN code is: its district and its state's GST code, when India Post's directory knows it. */
async function placeOf(pin: string): Promise<{ place: string; stateCode: number | null }> {
  const place = await placeOfPin(pin).catch(() => null);
  const code = place ? gstStateCode(place.state) : undefined;
  return { place: place?.city ?? '', stateCode: code ? Number(code) : null };
}

/** The portal's date: dd/mm/yyyy of a day (yyyy-mm-dd). */
const portalDay = (day: string) => day.split('-').reverse().join('/');

/**
 * The portal's bill of one invoice: its goods lines as items, the delivery and COD fees (services, chapter 99)
 * in OthValue with their tax, so totalValue + the taxes + OthValue is the invoice's total exactly.
 */
export function portalBill(input: {
  doc: InvoiceDocument;
  docDate: string;
  transport: EwayBillView['transport'] & {};
  fromPin: string;
  toPin: string;
  from: { place: string; stateCode: number | null };
  to: { place: string; stateCode: number | null };
}): EwayBillJsonBill {
  const { doc, transport } = input;
  const goods = doc.lines.filter(isGoodsLine);
  const fees = doc.lines.filter((l) => !isGoodsLine(l));
  const sum = (
    lines: typeof doc.lines,
    key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'amountPaise',
  ) => lines.reduce((total, l) => total + l[key], 0);
  const sellerPin = pinIn(doc.seller.address);
  const dispatchedElsewhere = sellerPin !== null && sellerPin !== input.fromPin;
  const shipTo = doc.shipTo;
  // 1 regular, 2 bill to / ship to, 3 bill from / dispatch from, 4 both (the portal's transaction types).
  const transType = (1 + (shipTo ? 1 : 0) + (dispatchedElsewhere ? 2 : 0)) as 1 | 2 | 3 | 4;
  const [fromAddr1, fromAddr2] = dispatchedElsewhere ? ['', ''] : addressLines(doc.seller.address);
  const [toAddr1, toAddr2] = addressLines((shipTo ?? doc.buyer).address);
  const sellerState = stateCodeOf(doc.seller);
  const biggest = [...goods].sort((a, b) => b.amountPaise - a.amountPaise)[0];
  return {
    userGstin: doc.seller.gstin,
    supplyType: 'O',
    subSupplyType: 1,
    subSupplyDesc: '',
    docType: 'INV',
    docNo: doc.number,
    docDate: input.docDate,
    transType,
    fromGstin: doc.seller.gstin,
    fromTrdName: (doc.seller.name || doc.seller.legalName).slice(0, 100),
    fromAddr1,
    fromAddr2,
    fromPlace: input.from.place.slice(0, 50),
    fromPincode: Number(input.fromPin),
    fromStateCode: sellerState,
    actualFromStateCode: input.from.stateCode ?? sellerState,
    toGstin: doc.buyer.gstin?.trim() || 'URP',
    toTrdName: doc.buyer.name.slice(0, 100),
    toAddr1,
    toAddr2,
    toPlace: input.to.place.slice(0, 50),
    toPincode: Number(input.toPin),
    // Bill-to: the buyer's state (for an unregistered buyer the place of supply); actual: where the goods go.
    toStateCode: doc.buyer.gstin ? stateCodeOf(doc.buyer) : Number(doc.placeOfSupply.stateCode),
    actualToStateCode: shipTo
      ? stateCodeOf(shipTo)
      : (input.to.stateCode ?? Number(doc.placeOfSupply.stateCode)),
    totalValue: portalRupees(sum(goods, 'taxablePaise')),
    cgstValue: portalRupees(sum(goods, 'cgstPaise')),
    sgstValue: portalRupees(sum(goods, 'sgstPaise')),
    igstValue: portalRupees(sum(goods, 'igstPaise')),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: portalRupees(sum(fees, 'amountPaise')),
    totInvValue: portalRupees(doc.totals.totalPaise),
    transMode: ewayBillModeCode[transport.mode],
    transDistance: transport.distanceKm,
    transporterName: transport.transporterName,
    transporterId: transport.transporterId,
    transDocNo: transport.transDocNo,
    transDocDate: transport.transDocDate ? portalDay(transport.transDocDate) : '',
    vehicleNo: transport.mode === 'road' ? transport.vehicleNo : '',
    vehicleType: transport.vehicleType === 'odc' ? 'O' : 'R',
    mainHsnCode: Number(biggest?.hsn ?? 0),
    itemList: goods.map((l, i) => ({
      itemNo: i + 1,
      productName: l.description.slice(0, 100),
      productDesc: l.description.slice(0, 100),
      hsnCode: Number(l.hsn),
      quantity: l.quantity,
      qtyUnit: l.unit,
      taxableAmount: portalRupees(l.taxablePaise),
      sgstRate: doc.intraState ? l.ratePercent / 2 : 0,
      cgstRate: doc.intraState ? l.ratePercent / 2 : 0,
      igstRate: doc.intraState ? 0 : l.ratePercent,
      cessRate: 0,
      cessNonAdvol: 0,
    })),
  };
}

/** The portal's bulk-generation JSON of an order's e-way bill; 422 naming what is missing. */
export async function ewayBillJsonOf(
  ctx: EwayBillCtx,
  orderId: number,
): Promise<{ fileName: string; json: EwayBillJson }> {
  const { order, invoice } = await invoicedOrder(ctx.db, orderId);
  const bill = await billOf(ctx.db, orderId);
  if (!bill) throw new Unprocessable('Save the transport details first: the JSON needs them.');
  const toPin = deliveryPinOf(invoice.document, order);
  if (!toPin) throw new Unprocessable('The delivery address has no 6-digit PIN code.');
  const timeZone = await timeZoneOf(ctx);
  const [from, to] = await Promise.all([placeOf(bill.from_pin), placeOf(toPin)]);
  const json: EwayBillJson = {
    version: portalJsonVersion,
    billLists: [
      portalBill({
        doc: invoice.document,
        docDate: portalDay(shopDay(new Date(invoice.issued_at), timeZone)),
        transport: transportOf(bill)!,
        fromPin: bill.from_pin,
        toPin,
        from,
        to,
      }),
    ],
  };
  return { fileName: `eway-bill-${invoice.number.replace(/[^A-Za-z0-9-]/g, '-')}.json`, json };
}

/** What the e-way bill slip prints: the number and its dates, with the invoice and transport it belongs to. */
export type EwayBillSlip = {
  number: string;
  date: string;
  validUntil: string;
  invoice: { number: string; date: string; totalPaise: number };
  seller: { name: string; gstin: string };
  buyer: { name: string; gstin: string };
  fromPin: string;
  toPin: string;
  transport: NonNullable<EwayBillView['transport']>;
  courier: { name: string | null; awb: string | null };
  orderId: number;
};

/** The slip's facts of an order with an e-way bill number; 404 without one. */
export async function ewayBillSlipOf(ctx: EwayBillCtx, orderId: number): Promise<EwayBillSlip> {
  const { invoice } = await invoicedOrder(ctx.db, orderId);
  const bill = await billOf(ctx.db, orderId);
  if (!bill?.number || !bill.bill_date || !bill.valid_until)
    throw new NotFound('This order has no e-way bill number yet.');
  const [courier] = await rows<{ courier_name: string | null; awb_code: string | null }>(
    ctx.db,
    sql`select courier_name, awb_code from orders where id = ${orderId}`,
  );
  const timeZone = await timeZoneOf(ctx);
  const doc = invoice.document;
  return {
    number: bill.number,
    date: bill.bill_date,
    validUntil: bill.valid_until,
    invoice: {
      number: invoice.number,
      date: shopDay(new Date(invoice.issued_at), timeZone),
      totalPaise: doc.totals.totalPaise,
    },
    seller: { name: doc.seller.legalName, gstin: doc.seller.gstin },
    buyer: { name: doc.buyer.name, gstin: doc.buyer.gstin?.trim() || 'URP' },
    fromPin: bill.from_pin,
    toPin: bill.to_pin,
    transport: transportOf(bill)!,
    courier: { name: courier?.courier_name ?? null, awb: courier?.awb_code ?? null },
    orderId,
  };
}
