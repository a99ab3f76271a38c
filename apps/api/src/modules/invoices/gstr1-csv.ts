// The month's GSTR-1 tables as CSV (decisions 0115 and 0343): one table per file (`table=b2b` ...), or every table
// one after the other in one file with the totals. The columns follow the names of the offline tool's templates,
// with the tax amounts beside each rate so that every row can be checked against the invoices; amounts in rupees
// with two decimals, dates dd-mm-yyyy, every cell quoted and formula-safe as in the orders export.
import {
  type GstAmounts,
  type GstReport,
  type Gstr1Document,
  type Gstr1Table,
  gstr1Tables,
  gstr1TableTitles,
  type HsnSummaryRow,
  placeOfSupplyLabel,
} from '@chamak/shared/gst-report';
import { paiseToRupees } from '@chamak/shared/money';
import { csvCell } from '../../lib/csv.ts';

type Cell = string | number | null;

/**
 * A CSV cell as the orders export writes it (quoted, formula-safe), except that a plain number stays a number:
 * netted figures may be negative, and "-100.00" cannot run as a formula, so it needs no quote mark in front.
 */
const cell = (value: Cell) => (/^-\d+(\.\d+)?$/.test(String(value)) ? `"${value}"` : csvCell(value));
const csvLine = (values: Cell[]) => `${values.map(cell).join(',')}\r\n`;
const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);
const taxCells = (a: GstAmounts) => [rupees(a.igstPaise), rupees(a.cgstPaise), rupees(a.sgstPaise), '0.00'];
const taxHeaders = ['Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount'];

/** One row per rate of each document: the offline tool's layout. */
const perRate = (docs: Gstr1Document[], cells: (d: Gstr1Document) => Cell[]) =>
  docs.flatMap((d) =>
    d.items.map((item) => [...cells(d), item.ratePercent, rupees(item.taxablePaise), ...taxCells(item)]),
  );
const rateHeaders = ['Rate', 'Taxable Value', ...taxHeaders];

const hsnTable = (rows: HsnSummaryRow[]) => ({
  header: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    ...taxHeaders,
  ],
  rows: rows.map((r) => [
    r.hsn,
    r.description,
    r.uqc,
    r.quantity,
    rupees(r.totalPaise),
    r.ratePercent,
    rupees(r.taxablePaise),
    ...taxCells(r),
  ]),
});

/** A table's header and rows. */
function table(report: GstReport, name: Gstr1Table): { header: Cell[]; rows: Cell[][] } {
  switch (name) {
    case 'b2b':
      return {
        header: [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Reverse Charge',
          'Invoice Type',
          ...rateHeaders,
        ],
        rows: perRate(report.b2b, (d) => [
          d.gstin,
          d.name,
          d.number,
          d.date,
          rupees(d.valuePaise),
          placeOfSupplyLabel(d),
          'N',
          'Regular B2B',
        ]),
      };
    case 'b2cl':
      return {
        header: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', ...rateHeaders],
        rows: perRate(report.b2cl, (d) => [d.number, d.date, rupees(d.valuePaise), placeOfSupplyLabel(d)]),
      };
    case 'b2cs':
      return {
        header: ['Type', 'Place Of Supply', 'Supply Type', ...rateHeaders],
        rows: report.b2c.map((r) => [
          'OE',
          placeOfSupplyLabel(r),
          r.intraState ? 'Intra-state' : 'Inter-state',
          r.ratePercent,
          rupees(r.taxablePaise),
          ...taxCells(r),
        ]),
      };
    case 'cdnr':
      return {
        header: [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Reverse Charge',
          'Note Supply Type',
          'Note Value',
          'Invoice Number',
          'Invoice date',
          ...rateHeaders,
        ],
        rows: perRate(report.cdnr, (d) => [
          d.gstin,
          d.name,
          d.number,
          d.date,
          'C',
          placeOfSupplyLabel(d),
          'N',
          'Regular B2B',
          rupees(d.valuePaise),
          d.against?.number ?? null,
          d.against?.date ?? null,
        ]),
      };
    case 'cdnur':
      return {
        header: [
          'UR Type',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Note Value',
          'Invoice Number',
          'Invoice date',
          ...rateHeaders,
        ],
        rows: perRate(report.cdnur, (d) => [
          'B2CL',
          d.number,
          d.date,
          'C',
          placeOfSupplyLabel(d),
          rupees(d.valuePaise),
          d.against?.number ?? null,
          d.against?.date ?? null,
        ]),
      };
    case 'hsn-b2b':
      return hsnTable(report.hsnB2b);
    case 'hsn-b2c':
      return hsnTable(report.hsnB2c);
    case 'docs':
      return {
        header: [
          'Nature of Document',
          'Sr. No. From',
          'Sr. No. To',
          'Total Number',
          'Cancelled',
          'Net issued',
        ],
        rows: report.documents.map((d) => [d.nature, d.first, d.last, d.count, 0, d.count]),
      };
  }
}

const bom = '\uFEFF';

/** One table as a CSV file (a BOM so spreadsheets read it as UTF-8): its header and rows. */
export function gstr1TableCsv(report: GstReport, name: Gstr1Table): string {
  const { header, rows } = table(report, name);
  return bom + [header, ...rows].map(csvLine).join('');
}

/** Every table in one file: a title line, then each table under its title, then the totals. */
export function gstReportCsv(report: GstReport): string {
  const out = [
    bom + csvLine(['GSTR-1', report.month]),
    csvLine(['Issued on or after', report.from, 'and before', report.to]),
  ];
  for (const name of gstr1Tables) {
    const { header, rows } = table(report, name);
    out.push('\r\n', csvLine([gstr1TableTitles[name]]), ...[header, ...rows].map(csvLine));
  }
  const totals = [
    ['Invoices', report.totals.invoices],
    ['Credit notes', report.totals.creditNotes],
    ['Net', report.totals.net],
  ] as const;
  out.push(
    '\r\n',
    csvLine(['Totals']),
    csvLine(['', 'Taxable Value', ...taxHeaders.slice(0, 3), 'Total Value']),
    ...totals.map(([label, t]) =>
      csvLine([label, rupees(t.taxablePaise), ...taxCells(t).slice(0, 3), rupees(t.totalPaise)]),
    ),
  );
  return out.join('');
}
