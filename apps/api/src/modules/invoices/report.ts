// The GST report for GSTR-1: the invoices and credit notes issued in a month (the shop's time), read from their
// snapshots, which never change once issued (decision 0115), sorted into GSTR-1's tables (decision 0343): a
// document whose buyer has a GSTIN is B2B (4A; its credit notes CDNR, 9B); an inter-state invoice to anyone else
// above the B2C large limit is B2CL (5; its credit notes CDNUR); every other supply to unregistered buyers is
// summed into B2C small (7) by place of supply and rate, its credit notes subtracted. The HSN summary (12) is
// split the same way into B2B and B2C, its codes cut to the digits the GST settings choose. A credit note counts
// in the month it is issued. The JSON and CSV files are written from this report (gstr1-json.ts, gstr1-csv.ts).
import {
  type B2cSummaryRow,
  b2clLimitPaise,
  type DocumentSummaryRow,
  type GstAmounts,
  type GstReport,
  type Gstr1Document,
  type Gstr1Table,
  type GstTotals,
  type HsnSummaryRow,
  type RateAmounts,
} from '@chamak/shared/gst-report';
import type { InvoiceDocument, InvoiceLine } from '@chamak/shared/invoices';
import { monthRange, shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { gstSettingsOf, sellerIdentityOf, timeZoneOf } from '../settings/index.ts';
import { gstReportCsv, gstr1TableCsv } from './gstr1-csv.ts';
import { gstr1Json } from './gstr1-json.ts';

/** A document issued in the month, with its invoice's value and date when it is a credit note. */
type IssuedRow = {
  kind: 'invoice' | 'credit_note';
  issued_at: string | Date;
  document: InvoiceDocument;
  invoice_total: number | null;
  invoice_issued_at: string | Date | null;
};

/**
 * The units a document line adds to the HSN summary: its quantity, except a credit note's value-only line (money
 * back with no goods back, decision 0303), which has none. Credit notes issued before value-only lines had a
 * quantity wrote such a line as one unit described "<line> (refund)" at a unit price of its whole value; those
 * count no units either.
 */
const lineUnits = (kind: IssuedRow['kind'], l: InvoiceLine) =>
  kind === 'credit_note' &&
  l.description.endsWith(' (refund)') &&
  l.quantity === 1 &&
  l.unitPricePaise === l.amountPaise
    ? 0
    : l.quantity;

/** Services are classified by SAC codes, which all start with 99 (996812: courier services); goods by HSN. */
const isSac = (code: string) => code.startsWith('99');

const documentNature = { invoice: 'Invoices for outward supply', credit_note: 'Credit note' } as const;

const noAmounts = (): GstAmounts => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
const zero = (): GstTotals => ({ ...noAmounts(), totalPaise: 0 });

/** Adds `amounts` times `sign` (1, or -1 for a credit note) into `into`. */
function addInto<T extends GstAmounts>(into: T, amounts: GstAmounts, sign: number): T {
  into.taxablePaise += sign * amounts.taxablePaise;
  into.cgstPaise += sign * amounts.cgstPaise;
  into.sgstPaise += sign * amounts.sgstPaise;
  into.igstPaise += sign * amounts.igstPaise;
  if ('totalPaise' in into)
    into.totalPaise =
      (into.totalPaise as number) +
      sign * (amounts.taxablePaise + amounts.cgstPaise + amounts.sgstPaise + amounts.igstPaise);
  return into;
}

/** An HSN summary row being summed, with the names of the lines it holds. */
type HsnGroup = HsnSummaryRow & { names: Set<string> };

/** 2025-10-01 as GSTR-1 writes it: 01-10-2025. */
const gstr1Date = (day: string) => day.split('-').reverse().join('-');

/** A document's lines summed by rate, lowest rate first. */
function itemsByRate(lines: InvoiceLine[]): RateAmounts[] {
  const byRate = new Map<number, RateAmounts>();
  for (const l of lines) {
    const item = byRate.get(l.ratePercent) ?? { ratePercent: l.ratePercent, ...noAmounts() };
    byRate.set(l.ratePercent, addInto(item, l, 1));
  }
  return [...byRate.values()].sort((a, b) => a.ratePercent - b.ratePercent);
}

/** The GST report of `month` (YYYY-MM, checked by the route's schema). */
export async function gstReport(ctx: { db: DbOrTx }, month: string): Promise<GstReport> {
  const [timeZone, gst, seller] = await Promise.all([
    timeZoneOf(ctx),
    gstSettingsOf(ctx),
    sellerIdentityOf(ctx),
  ]);
  // The month's first instant and the next month's in the shop's time zone (India unless set, decision 0298).
  const { from, to } = monthRange(month, timeZone);
  const issued = sql`issued_at >= ${from.toISOString()}::timestamptz and issued_at < ${to.toISOString()}::timestamptz`;
  const documents = await rows<IssuedRow>(
    ctx.db,
    sql`select d.kind, d.issued_at, d.document, i.total_paise as invoice_total, i.issued_at as invoice_issued_at
      from tax_documents d left join tax_documents i on i.id = d.invoice_id
      where d.issued_at >= ${from.toISOString()}::timestamptz
        and d.issued_at < ${to.toISOString()}::timestamptz
      order by d.issued_at, d.id`,
  );
  const series = await rows<{ kind: 'invoice' | 'credit_note'; count: number; first: string; last: string }>(
    ctx.db,
    sql`select kind, count(*)::int as count,
        (array_agg(number order by financial_year, sequence))[1] as first,
        (array_agg(number order by financial_year desc, sequence desc))[1] as last
      from tax_documents where ${issued} group by kind`,
  );

  const dayOf = (at: string | Date) => shopDay(new Date(at), timeZone);
  /** An inter-state invoice to an unregistered buyer above the limit of its day: B2C large. */
  const isLarge = (doc: Pick<InvoiceDocument, 'intraState'>, valuePaise: number, at: string | Date) =>
    !doc.intraState && valuePaise > b2clLimitPaise(dayOf(at));

  const b2b: Gstr1Document[] = [];
  const b2cl: Gstr1Document[] = [];
  const cdnr: Gstr1Document[] = [];
  const cdnur: Gstr1Document[] = [];
  const b2c = new Map<string, B2cSummaryRow>();
  const hsn = { b2b: new Map<string, HsnGroup>(), b2c: new Map<string, HsnGroup>() };
  const totals = { invoices: zero(), creditNotes: zero(), net: zero() };

  for (const row of documents) {
    const doc = row.document;
    const sign = row.kind === 'credit_note' ? -1 : 1;
    const gstin = doc.buyer.gstin || null;
    const listed: Gstr1Document = {
      number: doc.number,
      issuedAt: new Date(row.issued_at).toISOString(),
      date: gstr1Date(dayOf(row.issued_at)),
      gstin,
      name: doc.buyer.name,
      state: doc.placeOfSupply.state,
      stateCode: doc.placeOfSupply.stateCode,
      intraState: doc.intraState,
      valuePaise: doc.totals.totalPaise,
      against: doc.against
        ? { number: doc.against.number, date: gstr1Date(dayOf(doc.against.issuedAt)) }
        : null,
      items: itemsByRate(doc.lines),
    };
    // A document is listed on its own in one table, or is B2C small: summed by place of supply and rate.
    const table =
      row.kind === 'invoice'
        ? gstin
          ? b2b
          : isLarge(doc, doc.totals.totalPaise, row.issued_at)
            ? b2cl
            : null
        : gstin
          ? cdnr
          : row.invoice_total !== null &&
              row.invoice_issued_at !== null &&
              isLarge(doc, row.invoice_total, row.invoice_issued_at)
            ? cdnur
            : null;
    if (table) table.push(listed);
    else
      for (const item of listed.items) {
        const key = `${listed.stateCode}|${listed.intraState}|${item.ratePercent}`;
        const place = b2c.get(key) ?? {
          state: listed.state,
          stateCode: listed.stateCode,
          intraState: listed.intraState,
          ratePercent: item.ratePercent,
          ...noAmounts(),
        };
        b2c.set(key, addInto(place, item, sign));
      }

    const section = gstin ? hsn.b2b : hsn.b2c;
    for (const l of doc.lines) {
      const code = l.hsn.slice(0, gst.hsnDigits);
      const key = `${code}|${l.ratePercent}|${l.unit}`;
      const summary = section.get(key) ?? {
        hsn: code,
        description: '',
        uqc: l.unit,
        quantity: 0,
        ratePercent: l.ratePercent,
        ...zero(),
        names: new Set<string>(),
      };
      summary.quantity += sign * lineUnits(row.kind, l);
      summary.names.add(l.description);
      section.set(key, addInto(summary, l, sign));
    }
    addInto(sign > 0 ? totals.invoices : totals.creditNotes, doc.totals, 1);
    addInto(totals.net, doc.totals, sign);
  }

  const documentsIssued: DocumentSummaryRow[] = (['invoice', 'credit_note'] as const).map((kind) => {
    const found = series.find((s) => s.kind === kind);
    return {
      kind,
      nature: documentNature[kind],
      first: found?.first ?? null,
      last: found?.last ?? null,
      count: found?.count ?? 0,
    };
  });
  const hsnRows = (section: Map<string, HsnGroup>) =>
    [...section.values()]
      .map(({ names, ...row }) => ({
        ...row,
        description: names.size === 1 ? [...names][0]! : `${isSac(row.hsn) ? 'SAC' : 'HSN'} ${row.hsn}`,
      }))
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.ratePercent - b.ratePercent);

  return {
    month,
    from: from.toISOString(),
    to: to.toISOString(),
    gstin: seller.gstin || null,
    hsnDigits: gst.hsnDigits,
    b2clLimitPaise: b2clLimitPaise(`${month}-01`),
    b2b,
    b2cl,
    b2c: [...b2c.values()].sort(
      (a, b) => a.stateCode.localeCompare(b.stateCode) || a.ratePercent - b.ratePercent,
    ),
    cdnr,
    cdnur,
    hsnB2b: hsnRows(hsn.b2b),
    hsnB2c: hsnRows(hsn.b2c),
    totals,
    documents: documentsIssued,
  };
}

/** `month`'s CSV file: one table, or every table and the totals. */
export async function gstReportFile(ctx: { db: DbOrTx }, month: string, table?: Gstr1Table): Promise<string> {
  const report = await gstReport(ctx, month);
  return table ? gstr1TableCsv(report, table) : gstReportCsv(report);
}

/** `month`'s GSTR-1 JSON file for the offline tool, as text (422 without the seller's GSTIN). */
export async function gstr1File(ctx: { db: DbOrTx }, month: string): Promise<string> {
  return JSON.stringify(gstr1Json(await gstReport(ctx, month)));
}
