// The GST report for GSTR-1 (decisions 0115 and 0343): a month's invoices and credit notes (issued in that month,
// the shop's time) in GSTR-1's tables: B2B invoices (4A), B2C large (5), B2C small (7), credit notes to
// registered (9B CDNR) and unregistered (CDNUR) buyers, the HSN summary split into B2B and B2C (12) and the
// documents issued (13). Amounts in paise; the portal's JSON and the CSV files are written from this.
import { z } from 'zod';
import { defaultTimeZone, shopMonth } from './shop-time.ts';

/** YYYY-MM, e.g. 2026-11. */
export const reportMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
export const reportMonthMessage = 'month must be a month as YYYY-MM, e.g. 2026-11';

const reportMonth = z
  .string({ error: reportMonthMessage })
  .regex(reportMonthPattern, { error: reportMonthMessage });

/** GET /api/admin/reports/gst?month=YYYY-MM and the GSTR-1 JSON file of the same month. */
export const gstReportQuery = z.object({ month: reportMonth });
export type GstReportQuery = z.infer<typeof gstReportQuery>;

/** GSTR-1's tables, each of which the CSV route writes on its own (`table=`); without one, every table in one file. */
export const gstr1Tables = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn-b2b', 'hsn-b2c', 'docs'] as const;
export type Gstr1Table = (typeof gstr1Tables)[number];
export const gstr1TableMessage = `table must be one of ${gstr1Tables.join(', ')}`;

/** GET /api/admin/reports/gst.csv?month=YYYY-MM[&table=b2b]. */
export const gstReportCsvQuery = z.object({
  month: reportMonth,
  table: z.enum(gstr1Tables, { error: gstr1TableMessage }).optional(),
});
export type GstReportCsvQuery = z.infer<typeof gstReportCsvQuery>;

/** The title of each table, as on screen and in the CSV files. */
export const gstr1TableTitles: Record<Gstr1Table, string> = {
  b2b: 'B2B invoices (4A)',
  b2cl: 'B2C large invoices (5)',
  b2cs: 'B2C small (7)',
  cdnr: 'Credit notes to registered buyers (9B, CDNR)',
  cdnur: 'Credit notes to unregistered buyers (9B, CDNUR)',
  'hsn-b2b': 'HSN summary, B2B (12)',
  'hsn-b2c': 'HSN summary, B2C (12)',
  docs: 'Documents issued (13)',
};

const paise = z.number().int();

/** Taxable value and tax, net of credit notes where a report row says so. */
export const gstAmounts = z.object({
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
});
export type GstAmounts = z.infer<typeof gstAmounts>;

/** A document's lines at one rate, summed: GSTR-1's item of an invoice or note. */
export const rateAmounts = gstAmounts.extend({ ratePercent: z.number() });
export type RateAmounts = z.infer<typeof rateAmounts>;

/**
 * One invoice or credit note as GSTR-1 lists it (B2B, B2C large, CDNR, CDNUR): its number, date, buyer, place of
 * supply, value (tax included) and its taxable value and tax by rate.
 */
export const gstr1Document = z.object({
  number: z.string(),
  /** ISO date-time of issue. */
  issuedAt: z.string(),
  /** The day of issue in the shop's time zone, dd-mm-yyyy (as GSTR-1 writes dates). */
  date: z.string(),
  /** The buyer's GSTIN: B2B invoices and CDNR notes; null for unregistered buyers. */
  gstin: z.string().nullable(),
  /** The buyer's (legal) name. */
  name: z.string(),
  state: z.string(),
  /** The place of supply's two-digit GST state code. */
  stateCode: z.string(),
  intraState: z.boolean(),
  /** The document's value: taxable value plus tax. */
  valuePaise: paise,
  /** A credit note's invoice (number and dd-mm-yyyy date); null for an invoice. */
  against: z.object({ number: z.string(), date: z.string() }).nullable(),
  items: z.array(rateAmounts),
});
export type Gstr1Document = z.infer<typeof gstr1Document>;

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

/** One row of the HSN summary: an HSN (or SAC) code, cut to the settings' digits, and a rate. */
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
  /** The month's first instant and the next month's, in the shop's time zone (ISO date-times). */
  from: z.string(),
  to: z.string(),
  /** The seller's GSTIN as the settings hold it now; null until set. */
  gstin: z.string().nullable(),
  /** The digits the HSN summary's codes are cut to (the GST settings). */
  hsnDigits: z.union([z.literal(4), z.literal(6)]),
  /** An inter-state invoice to an unregistered buyer above this value (paise) is B2C large (rule 59(4)). */
  b2clLimitPaise: paise,
  /** Invoices to registered buyers (4A). */
  b2b: z.array(gstr1Document),
  /** Inter-state invoices to unregistered buyers above the limit (5). */
  b2cl: z.array(gstr1Document),
  /** B2C small (7): every other supply to unregistered buyers, by place of supply and rate, credit notes netted. */
  b2c: z.array(b2cSummaryRow),
  /** Credit notes to registered buyers (9B). */
  cdnr: z.array(gstr1Document),
  /** Credit notes to unregistered buyers against B2C large invoices (9B); the others are netted into B2C small. */
  cdnur: z.array(gstr1Document),
  /** The HSN summary of supplies to registered buyers (invoices and their credit notes netted). */
  hsnB2b: z.array(hsnSummaryRow),
  /** The HSN summary of supplies to unregistered buyers, credit notes netted. */
  hsnB2c: z.array(hsnSummaryRow),
  totals: z.object({ invoices: gstTotals, creditNotes: gstTotals, net: gstTotals }),
  documents: z.array(documentSummaryRow),
});
export type GstReport = z.infer<typeof gstReport>;

/** The CSV file (text/csv): one table, or every table one after the other. */
export const gstReportCsv = z.string();

/** The GSTR-1 JSON file for the GST portal's offline tool (application/json, the schema in gstr1.schema.json). */
export const gstr1JsonFile = z.string();

/** The month that holds `at` in `timeZone` (India time unless the settings name another zone), as YYYY-MM. */
export function indiaMonth(at: Date, timeZone: string = defaultTimeZone): string {
  return shopMonth(at, timeZone);
}

/** "27-Maharashtra", the way GSTR-1 names a place of supply. */
export const placeOfSupplyLabel = (row: Pick<B2cSummaryRow, 'state' | 'stateCode'>) =>
  `${row.stateCode}-${row.state}`;

/**
 * The value above which an inter-state invoice to an unregistered buyer is reported invoice by invoice (B2C large,
 * GSTR-1 table 5): ₹1 lakh for invoices from 1 August 2024 (CGST rule 59(4) as amended by notification 12/2024 -
 * Central Tax), ₹2.5 lakh before. `day` is the invoice's YYYY-MM-DD in the shop's time zone.
 */
export function b2clLimitPaise(day: string): number {
  return day >= '2024-08-01' ? 1_00_000_00 : 2_50_000_00;
}
