// A B2B tax invoice or credit note as the Invoice Registration Portal's e-invoice JSON (schema version 1.1),
// from the issued document's snapshot alone (decision 0344). Our prices include GST; the portal's figures are
// tax-exclusive rupees: each line's taxable value is its AssAmt, its discount is taken out of the price before
// tax, and TotItemVal is what the buyer paid for the line, so the sums tie to the document's totals to the paisa.
import type { InvoiceDocument, InvoiceLine } from '@chamak/shared/invoices';

export type EinvoiceParty = {
  Gstin: string;
  LglNm: string;
  TrdNm?: string;
  Pos?: string;
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
  Stcd: string;
  Ph?: string;
  Em?: string;
};

export type EinvoiceItem = {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty?: number;
  Unit?: string;
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
};

export type EinvoiceJson = {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: 'INV' | 'CRN'; No: string; Dt: string };
  SellerDtls: EinvoiceParty;
  BuyerDtls: EinvoiceParty & { Pos: string };
  ShipDtls?: Omit<EinvoiceParty, 'Pos' | 'Ph' | 'Em' | 'Gstin'> & { Gstin?: string };
  ItemList: EinvoiceItem[];
  ValDtls: {
    AssVal: number;
    CgstVal: number;
    SgstVal: number;
    IgstVal: number;
    Discount: number;
    OthChrg: number;
    RndOffAmt: number;
    TotInvVal: number;
  };
  RefDtls?: { InvRm?: string; PrecDocDtls: { InvNo: string; InvDt: string }[] };
};

/** Why a document cannot be an e-invoice (a 422 for the admin), or null. */
export class NotAnEinvoice extends Error {}

const rupees = (paise: number) => paise / 100;
/** Paise of a rupee figure of the JSON (never off by float noise). */
export const paiseOf = (value: number) => Math.round(value * 100);

/** A text field: no double quotes (the schema refuses them), spaces tidied, cut to the field's length. */
function text(value: string, max: number): string {
  return value.replace(/"/g, "'").replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** dd/mm/yyyy on the shop's calendar. */
export function portalDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

const pinIn = (lines: string[]) => {
  for (const line of [...lines].reverse()) {
    const match = /\b([1-9]\d{5})\b/.exec(line);
    if (match) return match[1]!;
  }
  return undefined;
};

/**
 * An address as the portal's fields: the first line, the lines between, and the place (the last line without its
 * PIN code and state; the town of the line before when that leaves nothing but the state).
 */
function addressFields(lines: string[], state: string): { Addr1: string; Addr2?: string; Loc: string } {
  const clean = lines.map((l) => l.trim()).filter(Boolean);
  const last = clean.length > 1 ? clean.at(-1)! : '';
  const middle = clean.slice(1, -1);
  let loc = last
    .replace(/\b[1-9]\d{5}\b/, '')
    .replace(new RegExp(`\\b${state.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i'), '')
    .replace(/[\s,-]+$/, '')
    .replace(/^[\s,-]+/, '');
  if (loc.length < 3) loc = middle.at(-1)?.split(',').at(-1)?.trim() ?? '';
  if (loc.length < 3) loc = state;
  const addr2 = text(middle.join(', '), 100);
  return {
    Addr1: text(clean[0] ?? '', 100),
    ...(addr2.length >= 3 ? { Addr2: addr2 } : {}),
    Loc: text(loc, 50),
  };
}

/** Digits of a phone number the portal takes (6-12): an Indian number's last ten beyond that. */
function phoneDigits(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '') ?? '';
  const kept = digits.length > 12 ? digits.slice(-10) : digits;
  return kept.length >= 6 ? kept : undefined;
}

const emailOf = (email: string | undefined) =>
  email && /^[a-zA-Z0-9+_.-]+@[a-zA-Z0-9.-]+$/.test(email) && email.length <= 100 ? email : undefined;

/** A line of the document as the portal's item, its figures tax-exclusive. */
function itemOf(line: InvoiceLine, i: number, intraState: boolean): EinvoiceItem {
  const discountPaise = line.discountPaise ?? 0;
  // The discount with its tax taken out, at the line's rate; the gross is the taxable value plus that discount.
  const discountExcl = discountPaise > 0 ? Math.round((discountPaise * 100) / (100 + line.ratePercent)) : 0;
  const gross = line.taxablePaise + discountExcl;
  const valueOnly = line.quantity === 0;
  return {
    SlNo: String(i + 1),
    PrdDesc: text(line.description, 300).padEnd(3, '.'),
    IsServc: line.hsn.startsWith('99') ? 'Y' : 'N',
    HsnCd: line.hsn,
    // A credit note's value-only line (decision 0303) has no units: its value is its price.
    ...(valueOnly ? {} : { Qty: line.quantity, Unit: line.unit }),
    UnitPrice: valueOnly ? rupees(gross) : Math.round((gross * 10) / line.quantity) / 1000,
    TotAmt: rupees(gross),
    Discount: rupees(discountExcl),
    AssAmt: rupees(line.taxablePaise),
    GstRt: line.ratePercent,
    IgstAmt: rupees(intraState ? 0 : line.igstPaise),
    CgstAmt: rupees(line.cgstPaise),
    SgstAmt: rupees(line.sgstPaise),
    TotItemVal: rupees(line.amountPaise),
  };
}

/** The e-invoice JSON of a B2B invoice or credit note. Throws NotAnEinvoice for a B2C one or a missing PIN. */
export function einvoiceJsonOf(doc: InvoiceDocument, timeZone: string): EinvoiceJson {
  const buyerGstin = doc.buyer.gstin?.trim();
  if (!buyerGstin)
    throw new NotAnEinvoice(
      `${doc.number} is not a B2B document: its buyer has no GSTIN, so it needs no e-invoice.`,
    );
  const sellerPin = pinIn(doc.seller.address);
  if (!sellerPin)
    throw new NotAnEinvoice(
      "The seller's registered address has no PIN code; add it in Shop Settings → Seller.",
    );
  const buyerPin = doc.buyer.pinCode ?? pinIn(doc.buyer.address);
  if (!buyerPin) throw new NotAnEinvoice(`${doc.number}: the buyer's billing address has no PIN code.`);
  const seller: EinvoiceParty = {
    Gstin: doc.seller.gstin,
    LglNm: text(doc.seller.legalName, 100),
    ...(doc.seller.name && text(doc.seller.name, 100).length >= 3
      ? { TrdNm: text(doc.seller.name, 100) }
      : {}),
    ...addressFields(doc.seller.address, doc.seller.state),
    Pin: Number(sellerPin),
    Stcd: doc.seller.stateCode,
    ...(phoneDigits(doc.seller.phone) ? { Ph: phoneDigits(doc.seller.phone) } : {}),
    ...(emailOf(doc.seller.email) ? { Em: emailOf(doc.seller.email) } : {}),
  };
  const buyer = {
    Gstin: buyerGstin,
    LglNm: text(doc.buyer.name, 100).padEnd(3, '.'),
    Pos: doc.placeOfSupply.stateCode,
    ...addressFields(doc.buyer.address, doc.buyer.state),
    Pin: Number(buyerPin),
    Stcd: doc.buyer.stateCode,
    ...(phoneDigits(doc.buyer.phone) ? { Ph: phoneDigits(doc.buyer.phone) } : {}),
    ...(emailOf(doc.buyer.email) ? { Em: emailOf(doc.buyer.email) } : {}),
  };
  const shipTo = doc.shipTo;
  const shipPin = shipTo && (shipTo.pinCode ?? pinIn(shipTo.address));
  const items = doc.lines.map((line, i) => itemOf(line, i, doc.intraState));
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: {
      Typ: doc.kind === 'invoice' ? 'INV' : 'CRN',
      No: doc.number,
      Dt: portalDate(doc.issuedAt, timeZone),
    },
    SellerDtls: seller,
    BuyerDtls: buyer,
    ...(shipTo && shipPin
      ? {
          ShipDtls: {
            ...(shipTo.gstin ? { Gstin: shipTo.gstin } : {}),
            LglNm: text(shipTo.name, 100).padEnd(3, '.'),
            ...addressFields(shipTo.address, shipTo.state),
            Pin: Number(shipPin),
            Stcd: shipTo.stateCode,
          },
        }
      : {}),
    ItemList: items,
    ValDtls: {
      AssVal: rupees(doc.totals.taxablePaise),
      CgstVal: rupees(doc.totals.cgstPaise),
      SgstVal: rupees(doc.totals.sgstPaise),
      IgstVal: rupees(doc.totals.igstPaise),
      // Our discounts are the lines' own (taken off each line), never one on the whole invoice.
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: 0,
      TotInvVal: rupees(doc.totals.totalPaise),
    },
    ...(doc.kind === 'credit_note' && doc.against
      ? {
          RefDtls: {
            ...(doc.reason && text(doc.reason, 100).length >= 3 ? { InvRm: text(doc.reason, 100) } : {}),
            PrecDocDtls: [{ InvNo: doc.against.number, InvDt: portalDate(doc.against.issuedAt, timeZone) }],
          },
        }
      : {}),
  };
}

/**
 * Where the JSON's figures disagree with themselves or with the document (the portal's own arithmetic checks,
 * and our totals to the paisa), or null.
 */
export function tieProblem(json: EinvoiceJson, doc: InvoiceDocument): string | null {
  const sum = { ass: 0, cgst: 0, sgst: 0, igst: 0, item: 0 };
  for (const item of json.ItemList) {
    const [tot, discount, ass, cgst, sgst, igst, value] = [
      item.TotAmt,
      item.Discount,
      item.AssAmt,
      item.CgstAmt,
      item.SgstAmt,
      item.IgstAmt,
      item.TotItemVal,
    ].map(paiseOf) as [number, number, number, number, number, number, number];
    const at = `item ${item.SlNo}`;
    if (ass !== tot - discount) return `${at}: AssAmt is not TotAmt less Discount`;
    if (value !== ass + cgst + sgst + igst) return `${at}: TotItemVal is not AssAmt plus the taxes`;
    // The portal allows a rupee between the unit price times the quantity and the gross amount.
    if (item.Qty !== undefined && Math.abs(item.UnitPrice * item.Qty - item.TotAmt) > 1)
      return `${at}: UnitPrice × Qty is more than ₹1 from TotAmt`;
    sum.ass += ass;
    sum.cgst += cgst;
    sum.sgst += sgst;
    sum.igst += igst;
    sum.item += value;
  }
  const v = json.ValDtls;
  const checks: [string, number, number][] = [
    ['AssVal', paiseOf(v.AssVal), sum.ass],
    ['CgstVal', paiseOf(v.CgstVal), sum.cgst],
    ['SgstVal', paiseOf(v.SgstVal), sum.sgst],
    ['IgstVal', paiseOf(v.IgstVal), sum.igst],
    ['TotInvVal', paiseOf(v.TotInvVal), sum.item],
    ['AssVal', paiseOf(v.AssVal), doc.totals.taxablePaise],
    ['CgstVal', paiseOf(v.CgstVal), doc.totals.cgstPaise],
    ['SgstVal', paiseOf(v.SgstVal), doc.totals.sgstPaise],
    ['IgstVal', paiseOf(v.IgstVal), doc.totals.igstPaise],
    ['TotInvVal', paiseOf(v.TotInvVal), doc.totals.totalPaise],
  ];
  for (const [name, got, want] of checks)
    if (got !== want) return `ValDtls.${name} is ${got / 100}, the items and the document say ${want / 100}`;
  const computed =
    paiseOf(v.AssVal) +
    paiseOf(v.CgstVal) +
    paiseOf(v.SgstVal) +
    paiseOf(v.IgstVal) -
    paiseOf(v.Discount) +
    paiseOf(v.OthChrg) +
    paiseOf(v.RndOffAmt);
  if (computed !== paiseOf(v.TotInvVal)) return 'ValDtls.TotInvVal is not the values added up';
  return null;
}
