// GST tax invoices and credit notes: issued inside the transaction that places an order (or cancels one),
// numbered gap-free per financial year, kept as a snapshot in tax_documents and printed from that snapshot
// alone. This module writes only its own tables: the orders module gathers an order's figures (its own tables)
// and hands them over, the seller comes from the settings service; it reads the order's language itself.
import { discountOfUnits } from '@chamak/shared/discounts';
import { gstStateCode, taxedAmount } from '@chamak/shared/gst';
import { isLanguage, type Language } from '@chamak/shared/i18n/languages';
import { type InvoiceDocument, type InvoiceLine, invoiceProblem } from '@chamak/shared/invoices';
import { intraState as isIntraState, sellerStateOf } from '@chamak/shared/seller';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxDocuments } from '../../db/schema/index.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { Unprocessable } from '../../plugins/errors.ts';
import { sellerIdentityOf, timeZoneOf } from '../settings/index.ts';
import { takeDocumentNumber } from './numbering.ts';
import { invoicePdf } from './pdf.ts';
import { einvoiceStampOf } from './pdf-einvoice.ts';

/** SAC 996812 (courier services): the delivery and COD fees, taxed with the goods at the highest line rate. */
export const feeSac = '996812';

/** One line of a placed order with the GST breakup copied at placement (order_items). */
export type InvoiceOrderLine = {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  /** The line's share of the order's discounts (order_items.discount_paise; none: 0); its GST is on what is left. */
  discountPaise?: number;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** What the invoice needs of a placed order, gathered by the orders module from its own rows. */
export type InvoiceOrder = {
  orderId: number;
  /**
   * The recipient: a business buyer's legal name, GSTIN and the billing address of its registration (a B2B
   * invoice), or the person and delivery address.
   */
  buyer: {
    name: string;
    address: string[];
    state: string;
    gstin?: string;
    pinCode?: string;
    phone?: string;
    email?: string;
  };
  /** A B2B order's delivery address and who receives it (the invoice's ship-to); absent for B2C. */
  shipTo?: { name: string; address: string[]; state: string; pinCode?: string; phone?: string };
  /** The delivery state the tax was worked out for (orders.place_of_supply). */
  placeOfSupply: string;
  paymentMethod: 'online' | 'cod';
  /** A cash order's part paid online first (decision 0338); 0 for none. */
  advancePaise?: number;
  lines: InvoiceOrderLine[];
  /** Delivery charge, COD fee: each with its amount (tax included); zero amounts are left off. */
  fees: { description: string; amountPaise: number }[];
  feeRatePercent: number;
  /** The order's stored totals: the invoice must add up to exactly these. */
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
};

export type IssuedDocument = { id: number; number: string };

/** A fee as an invoice line: one unit of the fee, its tax inside at the fee rate (as the quote worked it out). */
function feeLine(
  fee: { description: string; amountPaise: number },
  ratePercent: number,
  intraState: boolean,
): InvoiceLine {
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = taxedAmount(
    fee.amountPaise,
    ratePercent,
    intraState,
  );
  return {
    description: fee.description,
    hsn: feeSac,
    quantity: 1,
    unit: 'OTH',
    unitPricePaise: fee.amountPaise,
    amountPaise: fee.amountPaise,
    taxablePaise,
    ratePercent,
    cgstPaise,
    sgstPaise,
    igstPaise,
  };
}

/**
 * An order priced before CGST and SGST were equal halves (decision 0302) and paid after (an online order) stored
 * its fees' tax the earlier way, in its totals only: the last fee line takes what the stored totals leave beside
 * the other lines, so the invoice still adds up to what was charged. Unchanged when the lines already add up.
 */
function feesAsStored(lines: InvoiceLine[], fees: number, totals: InvoiceOrder['totals']): InvoiceLine[] {
  if (fees === 0) return lines;
  const sum = sumLines(lines);
  const keys = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;
  if (keys.every((k) => sum[k] === totals[k])) return lines;
  const last = lines.at(-1)!;
  const adjusted = { ...last };
  for (const k of keys) adjusted[k] = last[k] + totals[k] - sum[k];
  // Only a paisa moved between the taxable value and the halves; anything else is a disagreement to refuse.
  if (keys.some((k) => adjusted[k] < 0 || Math.abs(adjusted[k] - last[k]) > 1)) return lines;
  return [...lines.slice(0, -1), adjusted];
}

function sumLines(lines: readonly InvoiceLine[]): InvoiceDocument['totals'] {
  const totals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const l of lines) {
    totals.taxablePaise += l.taxablePaise;
    totals.cgstPaise += l.cgstPaise;
    totals.sgstPaise += l.sgstPaise;
    totals.igstPaise += l.igstPaise;
    totals.totalPaise += l.amountPaise;
  }
  return totals;
}

/** Stores an issued document, its figures in columns (the report reads them) and the whole snapshot. */
async function insertDocument(
  tx: DbOrTx,
  doc: InvoiceDocument,
  numbering: { financialYear: string; sequence: number },
  invoiceId: number | null,
): Promise<number> {
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      orderId: doc.orderId,
      kind: doc.kind,
      number: doc.number,
      financialYear: numbering.financialYear,
      sequence: numbering.sequence,
      invoiceId,
      issuedAt: new Date(doc.issuedAt),
      taxablePaise: doc.totals.taxablePaise,
      cgstPaise: doc.totals.cgstPaise,
      sgstPaise: doc.totals.sgstPaise,
      igstPaise: doc.totals.igstPaise,
      totalPaise: doc.totals.totalPaise,
      document: doc,
    })
    .returning({ id: taxDocuments.id });
  return row!.id;
}

/**
 * The language the order was placed in (orders.language, written by the orders module; reads are not walled),
 * for the snapshot: its PDF prints the fixed words in that language too. Undefined for a language the shop no
 * longer has.
 */
async function orderLanguage(db: DbOrTx, orderId: number): Promise<Language | undefined> {
  const [row] = await rows<{ language: string }>(db, sql`select language from orders where id = ${orderId}`);
  return row && isLanguage(row.language) ? row.language : undefined;
}

/**
 * Issues the tax invoice of a placed order, in the placing transaction (the orderPlaced step): the snapshot of
 * seller, buyer, lines and amounts, numbered in the invoice series. Null when the shop has no GSTIN or the order
 * was priced without GST (decision 0110). Throws when the figures do not add up to the order's own, rolling the
 * placement back: an order is never placed with an invoice that disagrees with it.
 */
export async function issueInvoice(
  tx: DbOrTx,
  order: InvoiceOrder,
  at = new Date(),
): Promise<IssuedDocument | null> {
  const issue = await prepareInvoice(tx, order, at);
  return issue ? issue() : null;
}

/**
 * issueInvoice in two steps: everything but the number now (the seller read from settings, the lines), and the
 * function that numbers and stores it, so a placement holds the shop-wide invoice counter for two statements
 * (decision 0292). Null when there is no invoice to issue.
 */
export async function prepareInvoice(
  tx: DbOrTx,
  order: InvoiceOrder,
  at = new Date(),
): Promise<(() => Promise<IssuedDocument>) | null> {
  const seller = await sellerIdentityOf({ db: tx });
  const gstin = seller.gstin?.trim();
  if (!gstin || order.lines.length === 0) return null;
  const sellerState = sellerStateOf(seller);
  // As the order was taxed: CGST + SGST or IGST as stored (the seller may have moved since the quote); an order
  // without tax (all lines at 0 %) by comparing the states.
  const { cgstPaise, sgstPaise, igstPaise } = order.totals;
  const intraState =
    igstPaise + cgstPaise + sgstPaise > 0
      ? igstPaise === 0
      : isIntraState(sellerState.state, order.placeOfSupply);
  const placeOfSupply = {
    state: order.placeOfSupply,
    stateCode: gstStateCode(order.placeOfSupply) ?? '97',
  };
  const fees = order.fees.filter((f) => f.amountPaise > 0);
  const lines: InvoiceLine[] = feesAsStored(
    [
      ...order.lines.map((l) => ({
        description: l.description,
        hsn: l.hsnCode,
        quantity: l.quantity,
        unit: 'NOS',
        unitPricePaise: l.unitPricePaise,
        ...(l.discountPaise ? { discountPaise: l.discountPaise } : {}),
        amountPaise: l.unitPricePaise * l.quantity - (l.discountPaise ?? 0),
        taxablePaise: l.taxablePaise,
        ratePercent: l.ratePercent,
        cgstPaise: l.cgstPaise,
        sgstPaise: l.sgstPaise,
        igstPaise: l.igstPaise,
      })),
      ...fees.map((f) => feeLine(f, order.feeRatePercent, intraState)),
    ],
    fees.length,
    order.totals,
  );
  // The financial year of the number is the shop's (India unless the settings name another zone, decision 0298).
  const timeZone = await timeZoneOf({ db: tx });
  const language = await orderLanguage(tx, order.orderId);
  return async () => {
    const numbering = await takeDocumentNumber(tx, 'invoice', seller.invoicePrefix, at, timeZone);
    const doc: InvoiceDocument = {
      kind: 'invoice',
      number: numbering.number,
      issuedAt: at.toISOString(),
      orderId: order.orderId,
      seller: {
        legalName: seller.legalName,
        name: seller.tradeName,
        gstin,
        address: seller.registeredAddress,
        state: sellerState.state,
        stateCode: sellerState.stateCode,
        phone: seller.customerCare.phone,
        email: seller.customerCare.email,
      },
      buyer: { ...order.buyer, stateCode: gstStateCode(order.buyer.state) ?? '97' },
      ...(order.shipTo && {
        shipTo: { ...order.shipTo, stateCode: gstStateCode(order.shipTo.state) ?? '97' },
      }),
      placeOfSupply,
      intraState,
      lines,
      // The order's own totals: invoiceProblem then proves the lines add up to exactly what was charged.
      totals: order.totals,
      paymentMethod: order.paymentMethod,
      ...(order.advancePaise ? { advancePaise: order.advancePaise } : {}),
      ...(language && { language }),
    };
    const problem = invoiceProblem(doc);
    if (problem) throw new Error(`invoice of order ${order.orderId} does not add up: ${problem}`);
    const id = await insertDocument(tx, doc, numbering, null);
    return { id, number: doc.number };
  };
}

/**
 * A part of an invoice to credit: its line (1 = the first) and how many units; all of it without `quantity`.
 * `amountPaise` is what those units were worth as paid (tax included), when the caller valued them (a return,
 * decision 0171): it must be a value that many units of the line can have when the line is shared out over its
 * units by the largest remainder. Without it, some units of a discounted line carry their share of its discount
 * rounded up (decision 0150).
 */
export type CreditedLine = { line: number; quantity?: number; amountPaise?: number };

/**
 * Whether `units` of a line can be worth `amountPaise`: the line's value shared over its units by the largest
 * remainder gives each unit `floor(value / quantity)` paise and the first `value % quantity` units one more, so
 * any run of `units` units is worth the base times `units` plus one paisa for each odd unit among them.
 */
export function unitsCanBeWorth(line: InvoiceLine, units: number, amountPaise: number): boolean {
  const base = Math.floor(line.amountPaise / line.quantity);
  const odd = line.amountPaise - base * line.quantity;
  const least = base * units + Math.max(0, units - (line.quantity - odd));
  const most = base * units + Math.min(units, odd);
  return Number.isInteger(amountPaise) && amountPaise >= least && amountPaise <= most;
}

/** The lines of a credit note of these parts of an invoice (422 for a line or quantity it does not have). */
function creditedLines(source: InvoiceDocument, credited: CreditedLine[]): InvoiceLine[] {
  return credited.map(({ line, quantity, amountPaise }) => {
    const original = source.lines[line - 1];
    if (!original) throw new Unprocessable(`The invoice has no line ${line}.`);
    const units = quantity ?? original.quantity;
    if (!Number.isInteger(units) || units < 1 || units > original.quantity)
      throw new Unprocessable(`Line ${line} has ${original.quantity} units; cannot credit ${units}.`);
    if (amountPaise !== undefined && !unitsCanBeWorth(original, units, amountPaise))
      throw new Unprocessable(
        `${units} of the ${original.quantity} units of line ${line} cannot be worth ${amountPaise} paise.`,
      );
    if (units === original.quantity) return original;
    // Some units of a discounted line: what the caller valued them at, or their share of its discount (rounded
    // up: never credit more than was paid).
    const amount =
      amountPaise ??
      original.unitPricePaise * units -
        discountOfUnits(original.discountPaise ?? 0, original.quantity, units);
    const discountPaise = original.unitPricePaise * units - amount;
    const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = taxedAmount(
      amount,
      original.ratePercent,
      source.intraState,
    );
    const { discountPaise: _, ...rest } = original;
    return {
      ...rest,
      quantity: units,
      ...(discountPaise > 0 ? { discountPaise } : {}),
      amountPaise: amount,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
    };
  });
}

/**
 * Issues a credit note against an invoice (CGST Rules rule 53), in the caller's transaction: the whole invoice,
 * or the given lines (a refund or return of some units). Numbered in the credit-note series; its seller, buyer,
 * place of supply and language are the invoice's. Refuses (422) to credit more than the invoice's total over all
 * its credit notes. The invoice row is locked, so two credit notes of one invoice are issued one after the other.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  input: { invoiceId: number; reason: string; lines?: CreditedLine[]; amountPaise?: number },
  at = new Date(),
): Promise<IssuedDocument & { n: number }> {
  const [invoice] = await rows<{ document: InvoiceDocument; total_paise: number }>(
    tx,
    sql`select document, total_paise from tax_documents where id = ${input.invoiceId} and kind = 'invoice' for update`,
  );
  if (!invoice) throw new Error(`no invoice ${input.invoiceId}`);
  const source = invoice.document;
  // A refund of an amount rather than of units credits that share of every line (decision 0121).
  const lines =
    input.amountPaise === undefined
      ? creditedLines(source, input.lines ?? source.lines.map((_, i) => ({ line: i + 1 })))
      : proportionalLines(source, input.amountPaise);
  const totals = sumLines(lines);
  const [before] = await rows<{ total: number }>(
    tx,
    sql`select coalesce(sum(total_paise), 0)::int as total from tax_documents
      where kind = 'credit_note' and invoice_id = ${input.invoiceId}`,
  );
  if (before!.total + totals.totalPaise > invoice.total_paise)
    throw new Unprocessable('The credit notes would exceed the invoice total.');
  const seller = await sellerIdentityOf({ db: tx });
  const numbering = await takeDocumentNumber(
    tx,
    'credit_note',
    seller.creditNotePrefix,
    at,
    await timeZoneOf({ db: tx }),
  );
  const doc: InvoiceDocument = {
    ...source,
    kind: 'credit_note',
    number: numbering.number,
    issuedAt: at.toISOString(),
    against: { number: source.number, issuedAt: source.issuedAt },
    reason: input.reason,
    lines,
    totals,
  };
  const problem = invoiceProblem(doc);
  if (problem) throw new Error(`credit note against ${source.number} does not add up: ${problem}`);
  const id = await insertDocument(tx, doc, numbering, input.invoiceId);
  const [{ n }] = (await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from tax_documents where order_id = ${source.orderId} and kind = 'credit_note'`,
  )) as [{ n: number }];
  return { id, number: doc.number, n };
}

/**
 * An order's invoice (id and number), or null. An order re-priced after its invoice (a cash order paid online,
 * decision 0337) has its first invoice credited in full and a new one: its invoice is the newest.
 */
export async function invoiceOf(db: DbOrTx, orderId: number): Promise<IssuedDocument | null> {
  const [row] = await rows<IssuedDocument>(
    db,
    sql`select id, number from tax_documents where order_id = ${orderId} and kind = 'invoice' order by id desc limit 1`,
  );
  return row ?? null;
}

export type OrderDocuments = {
  invoice: { number: string } | null;
  creditNotes: { n: number; number: string }[];
};

/** The invoice and credit notes (numbered 1, 2, ... per order, in issue order) of each of the given orders. */
export async function documentsOfOrders(
  db: DbOrTx,
  orderIds: number[],
): Promise<Map<number, OrderDocuments>> {
  const found = new Map<number, OrderDocuments>(
    orderIds.map((id) => [id, { invoice: null, creditNotes: [] }]),
  );
  if (orderIds.length === 0) return found;
  const docs = await rows<{ order_id: number; kind: 'invoice' | 'credit_note'; number: string }>(
    db,
    sql`select order_id, kind, number from tax_documents where order_id = any(${arrayLiteral(orderIds)}::int[])
      order by id`,
  );
  for (const d of docs) {
    const own = found.get(d.order_id)!;
    if (d.kind === 'invoice') own.invoice = { number: d.number };
    else own.creditNotes.push({ n: own.creditNotes.length + 1, number: d.number });
  }
  return found;
}

/** The file name of a document: its number with the slashes replaced (CH-26-27-000123.pdf). */
export function documentFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

/**
 * An order's invoice, or its n-th credit note, as a PDF drawn from the stored snapshot; null when it has none.
 */
export async function documentPdf(
  db: DbOrTx,
  orderId: number,
  which: { kind: 'invoice' } | { kind: 'credit_note'; n: number },
): Promise<{ number: string; fileName: string; pdf: Buffer } | null> {
  const [row] = await rows<{ id: number; number: string; document: InvoiceDocument }>(
    db,
    which.kind === 'invoice'
      ? sql`select id, number, document from tax_documents where order_id = ${orderId} and kind = 'invoice'
          order by id desc limit 1`
      : sql`select id, number, document from tax_documents where order_id = ${orderId} and kind = 'credit_note'
          order by id offset ${which.n - 1} limit 1`,
  );
  if (!row) return null;
  // A registered B2B document prints its IRN and signed QR code (decision 0344).
  const pdf = await invoicePdf(row.document, await timeZoneOf({ db }), await einvoiceStampOf(db, row.id));
  return { number: row.number, fileName: documentFileName(row.number), pdf };
}

/**
 * An amount credited as the same share of every line of the invoice (largest remainders get the odd paise), with
 * the tax inside at the line's rate (decision 0121). No goods come back with it, so each share is a value-only
 * line: no quantity and no unit price, and the GST report's HSN quantities stay as they are (decision 0303).
 */
function proportionalLines(invoice: InvoiceDocument, amountPaise: number): InvoiceLine[] {
  const total = invoice.totals.totalPaise;
  if (!Number.isInteger(amountPaise) || amountPaise < 1 || amountPaise > total)
    throw new Unprocessable(`Cannot credit ${amountPaise} paise of an invoice of ${total}.`);
  const shares = invoice.lines.map((l, i) => {
    const exact = (l.amountPaise * amountPaise) / total;
    return { i, paise: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = amountPaise - shares.reduce((sum, s) => sum + s.paise, 0);
  for (const s of [...shares].sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (left === 0) break;
    s.paise += 1;
    left -= 1;
  }
  return shares
    .filter((s) => s.paise > 0)
    .map(({ i, paise }) => {
      const original = invoice.lines[i]!;
      const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = taxedAmount(
        paise,
        original.ratePercent,
        invoice.intraState,
      );
      // A share of what the line was sold for (after its discount): its value only, no discount on it.
      const { discountPaise: _, ...rest } = original;
      return {
        ...rest,
        description: `${original.description} (${valueOnlyNote})`,
        quantity: 0,
        unitPricePaise: 0,
        amountPaise: paise,
        taxablePaise,
        cgstPaise,
        sgstPaise,
        igstPaise,
      };
    });
}

/** How a value-only line of a credit note is described after its invoice line's description. */
export const valueOnlyNote = 'refund, value only';

/**
 * The credit note of a refund: what of `amountPaise` the order's invoice has not yet credited (a cancelled
 * order's credit note covers its refund already). A refund of units (a return, decision 0170) names its
 * `lines`, each with its value: they are the credit note when they fit the invoice and add up to exactly what
 * is credited. Otherwise, when nothing was credited before and all of it is refunded, the whole invoice as its
 * lines if its goods came back or were never supplied (a cancellation, a return to origin); `noGoodsBack` (money
 * refunded while the shopper keeps the goods) and every other case credit that share of every line as value-only
 * lines (decision 0303). Null when the order has no invoice or nothing is left to credit.
 */
export async function creditRefund(
  tx: DbOrTx,
  input: {
    orderId: number;
    amountPaise: number;
    reason: string;
    lines?: CreditedLine[] | null;
    noGoodsBack?: boolean;
  },
): Promise<(IssuedDocument & { n: number }) | null> {
  const [invoice] = await rows<{
    id: number;
    total_paise: number;
    credited: number;
    document: InvoiceDocument;
  }>(
    tx,
    sql`select i.id, i.total_paise, i.document, coalesce((select sum(c.total_paise) from tax_documents c
        where c.kind = 'credit_note' and c.invoice_id = i.id), 0)::int as credited
      from tax_documents i where i.order_id = ${input.orderId} and i.kind = 'invoice'
      order by i.id desc limit 1 for update`,
  );
  if (!invoice) return null;
  const amount = Math.min(input.amountPaise, invoice.total_paise - invoice.credited);
  if (amount <= 0) return null;
  if (input.lines?.length && unitsAddUpTo(invoice.document, input.lines, amount))
    return issueCreditNote(tx, { invoiceId: invoice.id, reason: input.reason, lines: input.lines });
  const whole = !input.noGoodsBack && invoice.credited === 0 && amount === invoice.total_paise;
  return issueCreditNote(tx, {
    invoiceId: invoice.id,
    reason: input.reason,
    ...(whole ? {} : { amountPaise: amount }),
  });
}

/**
 * Whether the credited units, each valued, fit the invoice and add up to exactly `amountPaise`. A refund's money
 * has gone back by the time its credit note is issued, so lines that would not do fall back to a share of every
 * line (still the refund's amount) rather than holding the refund up.
 */
function unitsAddUpTo(invoice: InvoiceDocument, lines: CreditedLine[], amountPaise: number): boolean {
  if (lines.some((l) => l.amountPaise === undefined)) return false;
  try {
    return sumLines(creditedLines(invoice, lines)).totalPaise === amountPaise;
  } catch (error) {
    if (error instanceof Unprocessable) return false;
    throw error;
  }
}
