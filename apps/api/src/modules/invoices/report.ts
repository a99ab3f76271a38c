// The GST report for GSTR-1: the invoices and credit notes issued in a month (the shop's time), read from their
// snapshots, which never change once issued. Each line of each document is added at its place of supply, rate
// and HSN code; a credit note's lines are subtracted in the month it is issued (decision 0115). The sections:
// B2C (small) by place of supply and rate, the HSN summary, totals and the documents issued (first and last
// number and count per series), on screen and as one CSV file.
import {
  type B2cSummaryRow,
  type DocumentSummaryRow,
  type GstAmounts,
  type GstReport,
  type GstTotals,
  type HsnSummaryRow,
  placeOfSupplyLabel,
} from '@chamak/shared/gst-report';
import { paiseToRupees } from '@chamak/shared/money';
import { monthRange } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { csvCell } from '../../lib/csv.ts';
import { rows } from '../../lib/sql.ts';
import { timeZoneOf } from '../settings/index.ts';

/** One kind of document's lines at one place of supply, rate and HSN code, summed (sums come back as text). */
type LineGroup = {
  kind: 'invoice' | 'credit_note';
  state: string;
  state_code: string;
  intra_state: boolean;
  rate: number;
  hsn: string;
  uqc: string;
  descriptions: string[];
  quantity: string | number;
  taxable: string | number;
  cgst: string | number;
  sgst: string | number;
  igst: string | number;
};

/**
 * The units a document line adds to the HSN summary: its quantity, except a credit note's value-only line (money
 * back with no goods back, decision 0303), which has none. Credit notes issued before value-only lines had a
 * quantity wrote such a line as one unit described "<line> (refund)" at a unit price of its whole value; those
 * count no units either. (The column sums come back as text.)
 */
const lineUnits = sql`case when d.kind = 'credit_note' and l->>'description' like '% (refund)'
    and (l->>'quantity')::int = 1 and l->>'unitPricePaise' = l->>'amountPaise' then 0
  else (l->>'quantity')::bigint end`;

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

/** The GST report of `month` (YYYY-MM, checked by the route's schema). */
export async function gstReport(ctx: { db: DbOrTx }, month: string): Promise<GstReport> {
  // The month's first instant and the next month's in the shop's time zone (India unless set, decision 0298).
  const { from, to } = monthRange(month, await timeZoneOf(ctx));
  const issued = sql`issued_at >= ${from.toISOString()}::timestamptz and issued_at < ${to.toISOString()}::timestamptz`;
  const groups = await rows<LineGroup>(
    ctx.db,
    sql`select d.kind, min(d.document->'placeOfSupply'->>'state') as state,
        d.document->'placeOfSupply'->>'stateCode' as state_code, (d.document->>'intraState')::boolean as intra_state,
        (l->>'ratePercent')::float8 as rate, l->>'hsn' as hsn, l->>'unit' as uqc,
        array_agg(distinct l->>'description') as descriptions,
        sum(${lineUnits}) as quantity, sum((l->>'taxablePaise')::bigint) as taxable,
        sum((l->>'cgstPaise')::bigint) as cgst, sum((l->>'sgstPaise')::bigint) as sgst,
        sum((l->>'igstPaise')::bigint) as igst
      from tax_documents d cross join lateral jsonb_array_elements(d.document->'lines') as l
      where ${issued}
      group by d.kind, state_code, intra_state, rate, hsn, uqc`,
  );
  const series = await rows<{ kind: 'invoice' | 'credit_note'; count: number; first: string; last: string }>(
    ctx.db,
    sql`select kind, count(*)::int as count,
        (array_agg(number order by financial_year, sequence))[1] as first,
        (array_agg(number order by financial_year desc, sequence desc))[1] as last
      from tax_documents where ${issued} group by kind`,
  );

  const b2c = new Map<string, B2cSummaryRow>();
  const hsn = new Map<string, HsnSummaryRow & { names: Set<string> }>();
  const totals = { invoices: zero(), creditNotes: zero(), net: zero() };
  for (const g of groups) {
    const sign = g.kind === 'credit_note' ? -1 : 1;
    const amounts: GstAmounts = {
      taxablePaise: Number(g.taxable),
      cgstPaise: Number(g.cgst),
      sgstPaise: Number(g.sgst),
      igstPaise: Number(g.igst),
    };
    const placeKey = `${g.state_code}|${g.intra_state}|${g.rate}`;
    const place = b2c.get(placeKey) ?? {
      state: g.state,
      stateCode: g.state_code,
      intraState: g.intra_state,
      ratePercent: g.rate,
      ...noAmounts(),
    };
    b2c.set(placeKey, addInto(place, amounts, sign));
    const codeKey = `${g.hsn}|${g.rate}|${g.uqc}`;
    const code = hsn.get(codeKey) ?? {
      hsn: g.hsn,
      description: '',
      uqc: g.uqc,
      quantity: 0,
      ratePercent: g.rate,
      ...zero(),
      names: new Set<string>(),
    };
    code.quantity += sign * Number(g.quantity);
    for (const name of g.descriptions) code.names.add(name);
    hsn.set(codeKey, addInto(code, amounts, sign));
    addInto(sign > 0 ? totals.invoices : totals.creditNotes, amounts, 1);
    addInto(totals.net, amounts, sign);
  }

  const documents: DocumentSummaryRow[] = (['invoice', 'credit_note'] as const).map((kind) => {
    const found = series.find((s) => s.kind === kind);
    return {
      kind,
      nature: documentNature[kind],
      first: found?.first ?? null,
      last: found?.last ?? null,
      count: found?.count ?? 0,
    };
  });

  return {
    month,
    from: from.toISOString(),
    to: to.toISOString(),
    b2c: [...b2c.values()].sort(
      (a, b) => a.stateCode.localeCompare(b.stateCode) || a.ratePercent - b.ratePercent,
    ),
    hsn: [...hsn.values()]
      .map(({ names, ...row }) => ({
        ...row,
        description: names.size === 1 ? [...names][0]! : `${isSac(row.hsn) ? 'SAC' : 'HSN'} ${row.hsn}`,
      }))
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.ratePercent - b.ratePercent),
    totals,
    documents,
  };
}

/**
 * A CSV cell as the orders export writes it (quoted, formula-safe), except that a plain number stays a number:
 * netted figures may be negative, and "-100.00" cannot run as a formula, so it needs no quote mark in front.
 */
const cell = (value: string | number | null) =>
  /^-\d+(\.\d+)?$/.test(String(value)) ? `"${value}"` : csvCell(value);
const csvLine = (values: (string | number | null)[]) => `${values.map(cell).join(',')}\r\n`;
const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);
const taxCells = (a: GstAmounts) => [
  rupees(a.taxablePaise),
  rupees(a.cgstPaise),
  rupees(a.sgstPaise),
  rupees(a.igstPaise),
];

/**
 * The report as one CSV file (a BOM so spreadsheets read it as UTF-8): a title line, then each section with a
 * heading line, its header and rows, and a blank line between sections. Amounts in rupees with two decimals;
 * every cell quoted and formula-safe, as in the orders export.
 */
export function gstReportCsv(report: GstReport): string {
  const out = [
    `\uFEFF${csvLine(['GSTR-1 summary (B2C)', report.month])}`,
    csvLine(['Issued on or after', report.from, 'and before', report.to]),
    '\r\n',
    csvLine(['B2C (small): place of supply and rate, credit notes netted']),
    csvLine(['Place of supply', 'Supply type', 'Rate (%)', 'Taxable value', 'CGST', 'SGST', 'IGST']),
    ...report.b2c.map((r) =>
      csvLine([
        placeOfSupplyLabel(r),
        r.intraState ? 'Intra-state' : 'Inter-state',
        r.ratePercent,
        ...taxCells(r),
      ]),
    ),
    '\r\n',
    csvLine(['HSN summary, credit notes netted']),
    csvLine([
      'HSN',
      'Description',
      'UQC',
      'Total quantity',
      'Rate (%)',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total value',
    ]),
    ...report.hsn.map((r) =>
      csvLine([r.hsn, r.description, r.uqc, r.quantity, r.ratePercent, ...taxCells(r), rupees(r.totalPaise)]),
    ),
    '\r\n',
    csvLine(['Totals']),
    csvLine(['', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total value']),
    csvLine(['Invoices', ...taxCells(report.totals.invoices), rupees(report.totals.invoices.totalPaise)]),
    csvLine([
      'Credit notes',
      ...taxCells(report.totals.creditNotes),
      rupees(report.totals.creditNotes.totalPaise),
    ]),
    csvLine(['Net', ...taxCells(report.totals.net), rupees(report.totals.net.totalPaise)]),
    '\r\n',
    csvLine(['Documents issued (GSTR-1 table 13)']),
    csvLine(['Nature of document', 'Sr. No. From', 'Sr. No. To', 'Total number', 'Cancelled', 'Net issued']),
    ...report.documents.map((d) => csvLine([d.nature, d.first, d.last, d.count, 0, d.count])),
  ];
  return out.join('');
}

/** The CSV file of `month`'s report. */
export async function gstReportFile(ctx: { db: DbOrTx }, month: string): Promise<string> {
  return gstReportCsv(await gstReport(ctx, month));
}
