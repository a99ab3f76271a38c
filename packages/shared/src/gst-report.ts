// The GST report for GSTR-1 (decision 0115): a month's B2C supplies by place of supply and rate (GSTR-1 table
// 7, "B2C small"), the HSN summary (table 12) and the documents issued (table 13), read from the invoices and
// credit notes issued in that month (India time), credit notes subtracted. Amounts in paise.
import { z } from 'zod';
import { defaultTimeZone, shopMonth } from './shop-time.ts';

/** YYYY-MM, e.g. 2026-11. */
export const reportMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
export const reportMonthMessage = 'month must be a month as YYYY-MM, e.g. 2026-11';

/** GET /api/admin/reports/gst?month=YYYY-MM and its CSV twin. */
export const gstReportQuery = z.object({
  month: z.string({ error: reportMonthMessage }).regex(reportMonthPattern, { error: reportMonthMessage }),
});
export type GstReportQuery = z.infer<typeof gstReportQuery>;

const paise = z.number().int();

/** Taxable value and tax, net of credit notes where a report row says so. */
export const gstAmounts = z.object({
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
});
export type GstAmounts = z.infer<typeof gstAmounts>;

/** One row of the B2C (small) summary: a place of supply and a rate. */
export const b2cSummaryRow = gstAmounts.extend({
  state: z.string(),
  /** The state's two-digit GST code. */
  stateCode: z.string(),
  /** Within the seller's state (CGST + SGST) or not (IGST). */
  intraState: z.boolean(),
  ratePercent: z.number(),
});
export type B2cSummaryRow = z.infer<typeof b2cSummaryRow>;

/** One row of the HSN summary: an HSN (or SAC) code and a rate. */
export const hsnSummaryRow = gstAmounts.extend({
  hsn: z.string(),
  /** The product's (or fee's) name when every line of the code had the same one, else "HSN <code>" ("SAC <code>"). */
  description: z.string(),
  /** Unique quantity code, e.g. NOS. */
  uqc: z.string(),
  quantity: z.number().int(),
  ratePercent: z.number(),
  /** Taxable value plus tax. */
  totalPaise: paise,
});
export type HsnSummaryRow = z.infer<typeof hsnSummaryRow>;

export const gstTotals = gstAmounts.extend({ totalPaise: paise });
export type GstTotals = z.infer<typeof gstTotals>;

/** A series' documents issued in the month (GSTR-1 table 13); first and last are null when none was. */
export const documentSummaryRow = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  /** GSTR-1's name for the series: "Invoices for outward supply" or "Credit note". */
  nature: z.string(),
  first: z.string().nullable(),
  last: z.string().nullable(),
  count: z.number().int(),
});
export type DocumentSummaryRow = z.infer<typeof documentSummaryRow>;

export const gstReport = z.object({
  month: z.string(),
  /** The month's first instant and the next month's, India time (ISO date-times). */
  from: z.string(),
  to: z.string(),
  /** Net of the month's credit notes, by place of supply and rate. */
  b2c: z.array(b2cSummaryRow),
  /** Net of the month's credit notes, by HSN code and rate. */
  hsn: z.array(hsnSummaryRow),
  totals: z.object({ invoices: gstTotals, creditNotes: gstTotals, net: gstTotals }),
  documents: z.array(documentSummaryRow),
});
export type GstReport = z.infer<typeof gstReport>;

/** The CSV file (text/csv): every section of the report, one after the other. */
export const gstReportCsv = z.string();

/** The month that holds `at` in `timeZone` (India time unless the settings name another zone), as YYYY-MM. */
export function indiaMonth(at: Date, timeZone: string = defaultTimeZone): string {
  return shopMonth(at, timeZone);
}

/** "27-Maharashtra", the way GSTR-1 names a place of supply. */
export const placeOfSupplyLabel = (row: Pick<B2cSummaryRow, 'state' | 'stateCode'>) =>
  `${row.stateCode}-${row.state}`;
