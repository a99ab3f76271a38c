// E-way bills (CGST Rules 2017, rules 138 to 138D; decision 0345): when an order's consignment needs one, the
// transport details the admin gives for it, the e-way bill number the portal gave back, and the JSON of the NIC
// e-way bill portal's bulk generation that the admin uploads there. Amounts in the shop are integer paise; the
// portal's JSON takes rupees with 2 decimals. The JSON's shape is also written as a JSON Schema beside the
// module that makes it (apps/api/src/modules/eway-bill/eway-bill-schema.json).
import { z } from 'zod';
import { ewayBillInterStateThresholdPaise } from './gst-settings.ts';
import type { InvoiceDocument } from './invoices.ts';

export { ewayBillInterStateThresholdPaise };

/** The portal's longest distance between the two PIN codes, in km (its JSON schema's maximum). */
export const maxEwayBillDistanceKm = 4000;

export const ewayBillMessages = {
  distance: `Distance must be a whole number of km from 1 to ${maxEwayBillDistanceKm}`,
  transporterId: 'Transporter ID must be a 15-character GSTIN or TRANSIN, like 27AAPFU0939F1ZV',
  transporterName: 'Transporter name must be at most 100 characters',
  vehicleNo: 'Vehicle number must be like MH12AB1234 (or 22BH1234AB, or a temporary TR/TM number)',
  mode: 'Mode must be road, rail, air or ship',
  vehicleType: 'Vehicle type must be regular or over-dimensional cargo',
  transDocNo: "Transport document number must be up to 15 letters, digits, '/' or '-'",
  transDocDate: 'Transport document date must be a date like 2026-11-30',
  roadNeedsVehicle: 'By road, give the vehicle number or the transporter ID',
  otherNeedsDocument: 'By rail, air or ship, give the transport document number and date',
  number: 'E-way bill number must be 12 digits',
  date: 'E-way bill date must be a date like 2026-11-30',
  validUntil: 'Valid until must be a date like 2026-12-01',
  validBeforeDate: 'Valid until cannot be before the e-way bill date',
} as const;

/** The portal's pattern for a GSTIN or a TRANSIN (an unregistered transporter's enrolment id): 15 characters. */
export const transporterIdPattern = /^[0-9]{2}[0-9A-Z]{13}$/;

/**
 * The vehicle numbers the portal takes, written without spaces or dashes: a state's series (MH12AB1234,
 * MH121234, DL1C1234, ABC1234), the Bharat series (22BH1234AB), and temporary, defence and other registrations
 * (TR, TM, DF, BP followed by their number).
 */
export const vehicleNoPatterns = [
  /^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}$/,
  /^[A-Z]{3}[0-9]{4}$/,
  /^[0-9]{2}BH[0-9]{4}[A-Z]{1,2}$/,
  /^(TR|TM|DF|BP)[0-9A-Z]{4,13}$/,
];

/** A vehicle number as the portal wants it: capitals, no spaces or dashes. */
export const normalVehicleNo = (raw: string) => raw.toUpperCase().replace(/[\s-]/g, '');

export const isVehicleNo = (raw: string) => vehicleNoPatterns.some((p) => p.test(normalVehicleNo(raw)));

const isoDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: message,
      },
    );

/** How the goods travel (the portal's transMode 1 to 4). */
export const ewayBillModes = ['road', 'rail', 'air', 'ship'] as const;
export type EwayBillMode = (typeof ewayBillModes)[number];
export const ewayBillModeCode: Record<EwayBillMode, string> = { road: '1', rail: '2', air: '3', ship: '4' };

/** PUT /api/admin/orders/:id/eway-bill/transport: Part B, the transporter and the vehicle, and the distance. */
export const ewayBillTransportBody = z
  .object({
    transporterName: z
      .string({ error: ewayBillMessages.transporterName })
      .trim()
      .max(100, { error: ewayBillMessages.transporterName })
      .default(''),
    transporterId: z
      .string({ error: ewayBillMessages.transporterId })
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || transporterIdPattern.test(v), { error: ewayBillMessages.transporterId })
      .default(''),
    mode: z.enum(ewayBillModes, { error: ewayBillMessages.mode }),
    vehicleNo: z
      .string({ error: ewayBillMessages.vehicleNo })
      .trim()
      .refine((v) => v === '' || isVehicleNo(v), { error: ewayBillMessages.vehicleNo })
      .transform((v) => normalVehicleNo(v))
      .default(''),
    vehicleType: z.enum(['regular', 'odc'], { error: ewayBillMessages.vehicleType }).default('regular'),
    transDocNo: z
      .string({ error: ewayBillMessages.transDocNo })
      .trim()
      .regex(/^[A-Za-z0-9/-]{0,15}$/, { error: ewayBillMessages.transDocNo })
      .default(''),
    transDocDate: z.union([z.literal(''), isoDay(ewayBillMessages.transDocDate)]).default(''),
    distanceKm: z.coerce
      .number({ error: ewayBillMessages.distance })
      .int({ error: ewayBillMessages.distance })
      .min(1, { error: ewayBillMessages.distance })
      .max(maxEwayBillDistanceKm, { error: ewayBillMessages.distance }),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.mode === 'road' && !b.vehicleNo && !b.transporterId)
      ctx.addIssue({ code: 'custom', path: ['vehicleNo'], message: ewayBillMessages.roadNeedsVehicle });
    if (b.mode !== 'road' && (!b.transDocNo || !b.transDocDate))
      ctx.addIssue({ code: 'custom', path: ['transDocNo'], message: ewayBillMessages.otherNeedsDocument });
  });
export type EwayBillTransportBody = z.input<typeof ewayBillTransportBody>;
export type EwayBillTransport = z.output<typeof ewayBillTransportBody>;

/** PUT /api/admin/orders/:id/eway-bill/number: the number the portal gave, its date and the last day it is valid. */
export const ewayBillNumberBody = z
  .object({
    number: z
      .string({ error: ewayBillMessages.number })
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{12}$/, { error: ewayBillMessages.number })),
    date: isoDay(ewayBillMessages.date),
    validUntil: isoDay(ewayBillMessages.validUntil),
  })
  .strict()
  .refine((b) => b.validUntil >= b.date, { path: ['validUntil'], error: ewayBillMessages.validBeforeDate });
export type EwayBillNumberBody = z.input<typeof ewayBillNumberBody>;

/** GET /api/admin/eway-bills?orders=1,2,3: which of these orders need an e-way bill (for the orders list). */
export const ewayBillFlagsQuery = z.object({
  orders: z
    .string({ error: 'orders must be order ids separated by commas' })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: 'orders must be up to 100 order ids separated by commas' })
    .transform((v) => v.split(',').map(Number)),
});

export const ewayBillFlag = z.object({
  orderId: z.number().int(),
  /** The consignment is above its threshold: an e-way bill must go with it. */
  required: z.boolean(),
  /** The e-way bill number entered, if any. */
  number: z.string().nullable(),
});
export type EwayBillFlag = z.infer<typeof ewayBillFlag>;
export const ewayBillFlags = z.object({ flags: z.array(ewayBillFlag) });
export type EwayBillFlags = z.infer<typeof ewayBillFlags>;

const transportView = z.object({
  transporterName: z.string(),
  transporterId: z.string(),
  mode: z.enum(ewayBillModes),
  vehicleNo: z.string(),
  vehicleType: z.enum(['regular', 'odc']),
  transDocNo: z.string(),
  transDocDate: z.string(),
  distanceKm: z.number().int(),
});

/** GET /api/admin/orders/:id/eway-bill: whether the order needs one, from what, and what is recorded so far. */
export const ewayBillView = z.object({
  orderId: z.number().int(),
  /** The order's tax invoice, which the e-way bill is made from; null before it has one (nothing to flag). */
  invoice: z.object({ number: z.string(), date: z.string() }).nullable(),
  required: z.boolean(),
  interState: z.boolean(),
  /** Rule 138's consignment value: the invoice's value of taxable goods, tax included. */
  consignmentValuePaise: z.number().int(),
  thresholdPaise: z.number().int(),
  fromPin: z.string(),
  toPin: z.string().nullable(),
  /** The distance of an earlier e-way bill between the same two PIN codes, to prefill the form; null if none. */
  knownDistanceKm: z.number().int().nullable(),
  transport: transportView.nullable(),
  number: z.string().nullable(),
  date: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** What stops the JSON from being made (no transport details yet, no delivery PIN): empty when it can be. */
  missing: z.array(z.string()),
});
export type EwayBillView = z.infer<typeof ewayBillView>;

const rupeeAmount = z.number().multipleOf(0.01);

/** One consignment of the portal's bulk JSON (field names as the portal's bulk generation tool writes them). */
export const ewayBillJsonBill = z.object({
  userGstin: z.string(),
  supplyType: z.literal('O'),
  subSupplyType: z.literal(1),
  subSupplyDesc: z.string(),
  docType: z.enum(['INV', 'BIL', 'CHL']),
  docNo: z.string(),
  docDate: z.string(),
  transType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  fromGstin: z.string(),
  fromTrdName: z.string(),
  fromAddr1: z.string(),
  fromAddr2: z.string(),
  fromPlace: z.string(),
  fromPincode: z.number().int(),
  fromStateCode: z.number().int(),
  actualFromStateCode: z.number().int(),
  toGstin: z.string(),
  toTrdName: z.string(),
  toAddr1: z.string(),
  toAddr2: z.string(),
  toPlace: z.string(),
  toPincode: z.number().int(),
  toStateCode: z.number().int(),
  actualToStateCode: z.number().int(),
  totalValue: rupeeAmount,
  cgstValue: rupeeAmount,
  sgstValue: rupeeAmount,
  igstValue: rupeeAmount,
  cessValue: rupeeAmount,
  TotNonAdvolVal: rupeeAmount,
  OthValue: rupeeAmount,
  totInvValue: rupeeAmount,
  transMode: z.string(),
  transDistance: z.number().int(),
  transporterName: z.string(),
  transporterId: z.string(),
  transDocNo: z.string(),
  transDocDate: z.string(),
  vehicleNo: z.string(),
  vehicleType: z.enum(['R', 'O']),
  mainHsnCode: z.number().int(),
  itemList: z.array(
    z.object({
      itemNo: z.number().int(),
      productName: z.string(),
      productDesc: z.string(),
      hsnCode: z.number().int(),
      quantity: z.number(),
      qtyUnit: z.string(),
      taxableAmount: rupeeAmount,
      sgstRate: z.number(),
      cgstRate: z.number(),
      igstRate: z.number(),
      cessRate: z.number(),
      cessNonAdvol: z.number(),
    }),
  ),
});
export type EwayBillJsonBill = z.infer<typeof ewayBillJsonBill>;

/** GET /api/admin/orders/:id/eway-bill.json: the file the admin uploads to the portal's bulk generation. */
export const ewayBillJson = z.object({ version: z.string(), billLists: z.array(ewayBillJsonBill) });
export type EwayBillJson = z.infer<typeof ewayBillJson>;

/** An invoice line that is goods (an HSN code) rather than a service (a SAC, chapter 99: the delivery fee). */
export const isGoodsLine = (line: { hsn: string }) => !line.hsn.startsWith('99');

/**
 * Rule 138's consignment value of an invoice: the value of its supply (section 15, which counts the delivery and
 * COD fees charged with the goods) with the tax charged on it, less the value of exempt (0 %) goods on the same
 * invoice. Credit notes do not lower it: the e-way bill goes with the goods as invoiced.
 */
export function consignmentValuePaise(doc: Pick<InvoiceDocument, 'lines'>): number {
  return doc.lines.filter((l) => l.ratePercent > 0).reduce((sum, l) => sum + l.amountPaise, 0);
}

/**
 * Whether a consignment needs an e-way bill: its value is above the threshold (rule 138(1): "exceeding"), which is
 * ₹50,000 between states and the state's own limit within one (the shop's setting).
 */
export function ewayBillRequired(input: {
  consignmentValuePaise: number;
  interState: boolean;
  intraStateThresholdPaise: number;
}): boolean {
  const threshold = input.interState ? ewayBillInterStateThresholdPaise : input.intraStateThresholdPaise;
  return input.consignmentValuePaise > threshold;
}

/** Paise as the portal's rupees: a number with at most 2 decimals. */
export const portalRupees = (paise: number) => Math.round(paise) / 100;

/** An ISO date (or date-time) as the portal's dd/mm/yyyy, in India's calendar for a date-time. */
export function portalDate(iso: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? iso
    : new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
