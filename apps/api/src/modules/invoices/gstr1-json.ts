// The month's GSTR-1 as the JSON file the GST portal's offline tool imports ("Prepare offline", decision 0343),
// written from the report (report.ts) and described by gstr1.schema.json: gstin, fp (MMYYYY), version, hash, then
// b2b, b2cl, b2cs, cdnr, cdnur, hsn (hsn_b2b and hsn_b2c, Table 12 since 2025) and doc_issue. Amounts in rupees
// (paise / 100, so never more than two decimals), dates dd-mm-yyyy, places of supply as two-digit state codes. A
// table with nothing in it is left out, as the offline tool's own files do. No cess is charged: csamt is 0.
import type { GstReport, Gstr1Document, HsnSummaryRow, RateAmounts } from '@chamak/shared/gst-report';
import { Unprocessable } from '../../plugins/errors.ts';

/** The offline tool's format version its files carry, and the placeholder it writes for their hash. */
export const gstr1Version = 'GST3.2.4';
export const gstr1Hash = 'hash';

/** Paise as rupees: an exact two-decimal number (12345 -> 123.45). */
const rupees = (paise: number) => paise / 100;

/** 2025-10 -> 102025. */
export const filingPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** An item's details: IGST between states, CGST and SGST within one; never both. */
function itemDetails(item: RateAmounts, intraState: boolean) {
  return {
    rt: item.ratePercent,
    txval: rupees(item.taxablePaise),
    ...(intraState
      ? { camt: rupees(item.cgstPaise), samt: rupees(item.sgstPaise) }
      : { iamt: rupees(item.igstPaise) }),
    csamt: 0,
  };
}

const items = (doc: Gstr1Document) =>
  doc.items.map((item, i) => ({ num: i + 1, itm_det: itemDetails(item, doc.intraState) }));

/** Documents grouped under a key (the buyer's GSTIN, the place of supply), in the order the key first appears. */
function groupBy<T>(
  docs: Gstr1Document[],
  key: (d: Gstr1Document) => string,
  entry: (d: Gstr1Document) => T,
) {
  const groups = new Map<string, T[]>();
  for (const d of docs) groups.set(key(d), [...(groups.get(key(d)) ?? []), entry(d)]);
  return [...groups.entries()];
}

/** The HSN row's description: the portal takes at most 30 characters. */
const hsnRows = (rows: HsnSummaryRow[]) =>
  rows.map((r, i) => ({
    num: i + 1,
    hsn_sc: r.hsn,
    desc: r.description.slice(0, 30),
    uqc: r.uqc,
    qty: r.quantity,
    rt: r.ratePercent,
    txval: rupees(r.taxablePaise),
    iamt: rupees(r.igstPaise),
    camt: rupees(r.cgstPaise),
    samt: rupees(r.sgstPaise),
    csamt: 0,
  }));

const docNumbers = { invoice: 1, credit_note: 5 } as const;
const docTypes = { invoice: 'Invoices for outward supply', credit_note: 'Credit Note' } as const;

/** The month's GSTR-1 JSON (an object; the route sends it as a file). Refuses (422) without the seller's GSTIN. */
export function gstr1Json(report: GstReport) {
  if (!report.gstin)
    throw new Unprocessable("Set the seller's GSTIN in Settings before downloading the GSTR-1 file.");
  const sections = {
    b2b: groupBy(
      report.b2b,
      (d) => d.gstin!,
      (d) => ({
        inum: d.number,
        idt: d.date,
        val: rupees(d.valuePaise),
        pos: d.stateCode,
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(d),
      }),
    ).map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: groupBy(
      report.b2cl,
      (d) => d.stateCode,
      (d) => ({ inum: d.number, idt: d.date, val: rupees(d.valuePaise), itms: items(d) }),
    ).map(([pos, inv]) => ({ pos, inv })),
    b2cs: report.b2c
      .filter((r) => r.taxablePaise !== 0 || r.cgstPaise + r.sgstPaise + r.igstPaise !== 0)
      .map((r) => ({
        sply_ty: r.intraState ? 'INTRA' : 'INTER',
        pos: r.stateCode,
        typ: 'OE',
        ...itemDetails(r, r.intraState),
      })),
    cdnr: groupBy(
      report.cdnr,
      (d) => d.gstin!,
      (d) => ({
        ntty: 'C',
        nt_num: d.number,
        nt_dt: d.date,
        val: rupees(d.valuePaise),
        pos: d.stateCode,
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(d),
      }),
    ).map(([ctin, nt]) => ({ ctin, nt })),
    cdnur: report.cdnur.map((d) => ({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: d.number,
      nt_dt: d.date,
      val: rupees(d.valuePaise),
      pos: d.stateCode,
      itms: items(d),
    })),
  };
  const hsn = { hsn_b2b: hsnRows(report.hsnB2b), hsn_b2c: hsnRows(report.hsnB2c) };
  const issued = report.documents.filter((d) => d.count > 0 && d.first && d.last);
  return {
    gstin: report.gstin,
    fp: filingPeriod(report.month),
    version: gstr1Version,
    hash: gstr1Hash,
    ...Object.fromEntries(Object.entries(sections).filter(([, rows]) => rows.length > 0)),
    ...(hsn.hsn_b2b.length + hsn.hsn_b2c.length > 0 && { hsn }),
    ...(issued.length > 0 && {
      doc_issue: {
        doc_det: issued.map((d) => ({
          doc_num: docNumbers[d.kind],
          doc_typ: docTypes[d.kind],
          docs: [{ num: 1, from: d.first, to: d.last, totnum: d.count, cancel: 0, net_issue: d.count }],
        })),
      },
    }),
  };
}
