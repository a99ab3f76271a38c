// A GST tax invoice or credit note as it was issued (CGST Rules 2017 rule 46 for a B2C invoice, rule 53 for a
// credit note): a snapshot of seller, buyer, lines, rates and amounts, so later edits of products or settings
// never change an issued document. Amounts in integer paise; prices are tax-inclusive and every line's
// taxable value plus its tax is exactly its amount, so the total is what the shopper paid.
import { z } from 'zod';
import { languages } from './i18n/languages.ts';

const paise = z.number().int();

export const invoiceParty = z.object({
  name: z.string(),
  /** Address lines as printed. */
  address: z.array(z.string()),
  state: z.string(),
  /** The state's two-digit GST code. */
  stateCode: z.string(),
  /** A registered business buyer's GSTIN (a B2B invoice, rule 46(b)); the seller's always. */
  gstin: z.string().optional(),
  /** The address's PIN code, where known (e-invoice and e-way bill data need it). */
  pinCode: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type InvoiceParty = z.infer<typeof invoiceParty>;

export const invoiceLine = z.object({
  description: z.string(),
  /** HSN for goods, SAC for services (delivery and COD fees are taxed with the goods). */
  hsn: z.string(),
  /**
   * Units supplied (or, on a credit note, returned or never supplied). 0 on a credit note's value-only line: money
   * given back with no goods coming back (a goodwill or part refund, decision 0303), which has no units and no
   * unit price, only its value.
   */
  quantity: z.number().int().nonnegative(),
  /** Unit quantity code, e.g. NOS (numbers) or OTH. */
  unit: z.string(),
  /** Price of one unit, tax included (0 on a value-only line). */
  unitPricePaise: paise,
  /** The line's share of the order's discounts, tax included; absent or 0 without one. */
  discountPaise: paise.optional(),
  /**
   * quantity × unitPricePaise less discountPaise, tax included: what the shopper paid for the line (a value-only
   * line: the value credited).
   */
  amountPaise: paise,
  taxablePaise: paise,
  ratePercent: z.number(),
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceDocument = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  /** E.g. CH/2026-27/000123 (at most 16 characters). */
  number: z.string().max(16),
  /** ISO date-time of issue. */
  issuedAt: z.string(),
  orderId: z.number().int(),
  /** For a credit note: the invoice it reduces, and why. */
  against: z.object({ number: z.string(), issuedAt: z.string() }).optional(),
  reason: z.string().optional(),
  seller: invoiceParty.extend({
    legalName: z.string(),
    gstin: z.string(),
  }),
  /**
   * The recipient. For a business buyer (a B2B invoice: `buyer.gstin` is set) the legal name and the billing
   * address of its GST registration; otherwise the person and the delivery address.
   */
  buyer: invoiceParty,
  /** A B2B invoice's delivery address and the person receiving it, when the goods go elsewhere than the billing address. */
  shipTo: invoiceParty.optional(),
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string() }),
  /** Within the seller's state: CGST + SGST; otherwise IGST. */
  intraState: z.boolean(),
  lines: z.array(invoiceLine),
  totals: z.object({
    taxablePaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
    igstPaise: paise,
    totalPaise: paise,
  }),
  paymentMethod: z.enum(['online', 'cod']),
  /**
   * A cash order's part paid online before it was placed (decision 0338): the invoice says what was paid and what
   * is due in cash on delivery. Absent or 0: none.
   */
  advancePaise: paise.optional(),
  /**
   * The language the order was placed in: a Hindi order's PDF prints its fixed words in Hindi beside the English
   * (a credit note keeps its invoice's). Absent (documents issued before orders had a language): English.
   */
  language: z.enum(languages).optional(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocument>;

/** Why a document's figures do not add up, or null: each line and the totals, to the paisa. */
export function invoiceProblem(doc: InvoiceDocument): string | null {
  const sum = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const [i, line] of doc.lines.entries()) {
    const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
    const discount = line.discountPaise ?? 0;
    if (line.quantity === 0) {
      if (doc.kind !== 'credit_note') return `line ${i + 1}: an invoice line needs a quantity`;
      if (line.unitPricePaise !== 0 || discount !== 0 || line.amountPaise <= 0)
        return `line ${i + 1}: a value-only line has a value and no unit price or discount`;
    } else {
      if (discount < 0 || discount > line.quantity * line.unitPricePaise)
        return `line ${i + 1}: discount is more than the line`;
      if (line.amountPaise !== line.quantity * line.unitPricePaise - discount)
        return `line ${i + 1}: amount is not quantity × price less discount`;
    }
    if (line.taxablePaise + tax !== line.amountPaise)
      return `line ${i + 1}: taxable value and tax do not add up`;
    if (doc.intraState ? line.igstPaise !== 0 : line.cgstPaise + line.sgstPaise !== 0)
      return `line ${i + 1}: ${doc.intraState ? 'IGST within a state' : 'CGST/SGST between states'}`;
    sum.taxablePaise += line.taxablePaise;
    sum.cgstPaise += line.cgstPaise;
    sum.sgstPaise += line.sgstPaise;
    sum.igstPaise += line.igstPaise;
    sum.totalPaise += line.amountPaise;
  }
  for (const key of Object.keys(sum) as (keyof typeof sum)[])
    if (sum[key] !== doc.totals[key]) return `totals: ${key} is not the sum of the lines`;
  return null;
}
