// /admin/reports: GSTR-1 for a month (decisions 0115 and 0343), from the invoices and credit notes issued in it (the
// shop's time zone, India unless the settings name another; this month unless ?month= says otherwise): the net
// figures, then each table: B2B invoices (4A), B2C large (5), B2C small (7), credit notes to registered (CDNR) and
// unregistered (CDNUR) buyers, the HSN summary's B2B and B2C halves (12), the totals and the documents issued (13).
// Each table has its CSV download; "All tables (CSV)" saves them in one file and "GSTR-1 JSON" the file the GST
// portal's offline tool imports.
import { type Gstr1Table, gstr1TableTitles, placeOfSupplyLabel } from '@chamak/shared/gst-report';
import { formatRupees } from '@chamak/shared/money';
import { defaultTimeZone, timeZoneLabel } from '@chamak/shared/shop-time';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { queries } from '../../../api/queries.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { AdminTable, type Column, ListStates, td } from '../list-kit/table.tsx';
import { useErrorToast } from '../list-kit/use-list.ts';
import { AdminPageHeader, BusyButton, buttonClass } from '../ui.tsx';
import {
  currentMonth,
  downloadGstCsv,
  downloadGstr1Json,
  type GstReport,
  type Gstr1Document,
  type GstTotals,
  gstReportQuery,
  type HsnSummaryRow,
  isReportMonth,
} from './api.ts';

/** "November 2026" for 2026-11. */
function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

const amount = `${td} text-right tabular-nums whitespace-nowrap`;
const right = 'text-right';
const taxColumns: Column[] = [
  ['Taxable value', right],
  ['CGST', right],
  ['SGST', right],
  ['IGST', right],
];

function TaxCells({ row }: { row: Omit<GstTotals, 'totalPaise'> }) {
  return (
    <>
      <td className={amount}>{formatRupees(row.taxablePaise)}</td>
      <td className={amount}>{formatRupees(row.cgstPaise)}</td>
      <td className={amount}>{formatRupees(row.sgstPaise)}</td>
      <td className={amount}>{formatRupees(row.igstPaise)}</td>
    </>
  );
}

/** A table's section: its title, what it holds, its CSV download, and the table or "None this month." */
function Section({
  table,
  title,
  note,
  empty = false,
  onDownload,
  children,
}: {
  table?: Gstr1Table;
  title: string;
  note?: string;
  empty?: boolean;
  onDownload?: (table: Gstr1Table) => Promise<void>;
  children: ReactNode;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!table || !onDownload) return;
    setBusy(true);
    try {
      await onDownload(table);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-bold text-slate-900">
            {title}
          </h2>
          {note && <p className="text-sm text-slate-600">{note}</p>}
        </div>
        {table && onDownload && (
          <BusyButton
            type="button"
            busy={busy}
            busyText="Downloading..."
            className={`${buttonClass.secondary} px-3 py-1.5`}
            onClick={download}
            disabled={empty}
            aria-label={`Download ${title} as CSV`}
          >
            CSV
          </BusyButton>
        )}
      </div>
      {empty ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
          None this month.
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** The month's net figures at a glance. */
function NetFigures({ net }: { net: GstTotals }) {
  const figures = [
    ['Taxable value', net.taxablePaise],
    ['CGST', net.cgstPaise],
    ['SGST', net.sgstPaise],
    ['IGST', net.igstPaise],
    ['Total value', net.totalPaise],
  ] as const;
  return (
    <dl aria-label="Net for the month" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([label, paise]) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-1 text-lg font-bold text-slate-900 tabular-nums">{formatRupees(paise)}</dd>
        </div>
      ))}
    </dl>
  );
}

function B2cTable({ report }: { report: GstReport }) {
  return (
    <AdminTable
      focusable
      caption={gstr1TableTitles.b2cs}
      columns={['Place of supply', 'Supply type', ['Rate', right], ...taxColumns]}
      minWidth="min-w-[760px]"
    >
      {report.b2c.map((row) => (
        <tr key={`${row.stateCode}-${row.intraState}-${row.ratePercent}`}>
          <td className={td}>{placeOfSupplyLabel(row)}</td>
          <td className={td}>{row.intraState ? 'Intra-state' : 'Inter-state'}</td>
          <td className={amount}>{row.ratePercent}%</td>
          <TaxCells row={row} />
        </tr>
      ))}
    </AdminTable>
  );
}

function HsnTable({ caption, rows }: { caption: string; rows: HsnSummaryRow[] }) {
  return (
    <AdminTable
      focusable
      caption={caption}
      columns={[
        'HSN',
        'Description',
        'UQC',
        ['Quantity', right],
        ['Rate', right],
        ...taxColumns,
        ['Total value', right],
      ]}
      minWidth="min-w-[960px]"
    >
      {rows.map((row) => (
        <tr key={`${row.hsn}-${row.ratePercent}-${row.uqc}`}>
          <td className={`${td} tabular-nums`}>{row.hsn}</td>
          <td className={td}>{row.description}</td>
          <td className={td}>{row.uqc}</td>
          <td className={amount}>{row.quantity}</td>
          <td className={amount}>{row.ratePercent}%</td>
          <TaxCells row={row} />
          <td className={amount}>{formatRupees(row.totalPaise)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** A document's taxable value and tax over its rates. */
const documentAmounts = (d: Gstr1Document) =>
  d.items.reduce(
    (sum, i) => ({
      taxablePaise: sum.taxablePaise + i.taxablePaise,
      cgstPaise: sum.cgstPaise + i.cgstPaise,
      sgstPaise: sum.sgstPaise + i.sgstPaise,
      igstPaise: sum.igstPaise + i.igstPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
const rates = (d: Gstr1Document) => d.items.map((i) => `${i.ratePercent}%`).join(', ');

/**
 * Invoices or credit notes listed one by one: B2B and CDNR with the buyer's GSTIN and name, a credit note with the
 * invoice it reduces under its number.
 */
function DocumentTable({
  caption,
  documents,
  buyer,
  notes,
}: {
  caption: string;
  documents: Gstr1Document[];
  buyer: boolean;
  notes: boolean;
}) {
  const columns: Column[] = [
    ...(buyer ? ['Buyer'] : []),
    notes ? 'Note' : 'Invoice',
    'Date',
    'Place of supply',
    ['Rates', right],
    ['Value', right],
    ...taxColumns,
  ];
  return (
    <AdminTable
      focusable
      caption={caption}
      columns={columns}
      minWidth={buyer ? 'min-w-[1040px]' : 'min-w-[880px]'}
    >
      {documents.map((d) => (
        <tr key={d.number}>
          {buyer && (
            <td className={td}>
              <span className="block font-mono text-xs whitespace-nowrap text-slate-900">{d.gstin}</span>
              <span className="block">{d.name}</span>
            </td>
          )}
          <td className={`${td} whitespace-nowrap`}>
            {d.number}
            {d.against && (
              <span className="block text-xs text-slate-500">
                against {d.against.number} of {d.against.date}
              </span>
            )}
          </td>
          <td className={`${td} whitespace-nowrap tabular-nums`}>{d.date}</td>
          <td className={td}>{placeOfSupplyLabel(d)}</td>
          <td className={amount}>{rates(d)}</td>
          <td className={amount}>{formatRupees(d.valuePaise)}</td>
          <TaxCells row={documentAmounts(d)} />
        </tr>
      ))}
    </AdminTable>
  );
}

function TotalsTable({ totals }: { totals: GstReport['totals'] }) {
  const rows = [
    ['Invoices', totals.invoices],
    ['Credit notes', totals.creditNotes],
    ['Net', totals.net],
  ] as const;
  return (
    <AdminTable focusable caption="Totals" columns={['Documents', ...taxColumns, ['Total value', right]]}>
      {rows.map(([label, row]) => (
        <tr key={label} className={label === 'Net' ? 'font-semibold' : undefined}>
          <th scope="row" className={`${td} text-left`}>
            {label}
          </th>
          <TaxCells row={row} />
          <td className={amount}>{formatRupees(row.totalPaise)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

function DocumentsTable({ documents }: { documents: GstReport['documents'] }) {
  return (
    <AdminTable
      focusable
      caption={gstr1TableTitles.docs}
      columns={['Nature of document', 'From', 'To', ['Total number', right], ['Cancelled', right]]}
    >
      {documents.map((d) => (
        <tr key={d.kind}>
          <th scope="row" className={`${td} text-left font-normal`}>
            {d.nature}
          </th>
          <td className={`${td} whitespace-nowrap`}>{d.first ?? '—'}</td>
          <td className={`${td} whitespace-nowrap`}>{d.last ?? '—'}</td>
          <td className={amount}>{d.count}</td>
          <td className={amount}>0</td>
        </tr>
      ))}
    </AdminTable>
  );
}

export default function GstReportPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  // The month's edges are the shop's midnights: this month is asked for once the settings say which zone.
  const settings = useQuery(queries.settings());
  const timeZone = settings.data?.time.timeZone ?? (settings.isError ? defaultTimeZone : null);
  const thisMonth = timeZone ? currentMonth(timeZone) : null;
  const month = isReportMonth(asked) ? asked : thisMonth;
  const report = useQuery({ ...gstReportQuery(month ?? ''), enabled: month !== null });
  useErrorToast(report.error, 'Failed to load the GST report.');
  const [downloading, setDownloading] = useState<'csv' | 'json' | null>(null);
  const pickerId = useId();
  const data = report.data;
  const issuedNone = data ? data.documents.every((d) => d.count === 0) : false;

  const chooseMonth = (value: string) => {
    if (!isReportMonth(value)) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('month', value);
        return next;
      },
      { replace: true },
    );
  };
  /** Runs a download, saying why when the server refuses (the JSON file needs the seller's GSTIN). */
  const saving = async (save: () => Promise<void>) => {
    try {
      await save();
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to download the GST report.'));
    }
  };
  const downloadAll = async (kind: 'csv' | 'json') => {
    if (!month) return;
    setDownloading(kind);
    await saving(() => (kind === 'csv' ? downloadGstCsv(month) : downloadGstr1Json(month)));
    setDownloading(null);
  };
  const downloadTable = (table: Gstr1Table) => saving(() => downloadGstCsv(month ?? '', table));

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="GST (GSTR-1)"
        description={`Reports · ${month ? monthName(month) : 'This month'} (${timeZoneLabel(timeZone ?? defaultTimeZone)}): every GSTR-1 table from the invoices and credit notes issued in the month, as CSV or as the JSON file the GST portal's offline tool imports.`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={pickerId} className="text-sm font-medium text-slate-700">
              Month
            </label>
            <input
              id={pickerId}
              type="month"
              value={month ?? ''}
              max={thisMonth ?? undefined}
              onChange={(e) => chooseMonth(e.target.value)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20"
            />
            <BusyButton
              type="button"
              busy={downloading === 'csv'}
              busyText="Downloading..."
              className={buttonClass.secondary}
              onClick={() => downloadAll('csv')}
              disabled={!data}
            >
              All tables (CSV)
            </BusyButton>
            <BusyButton
              type="button"
              busy={downloading === 'json'}
              busyText="Downloading..."
              className={buttonClass.primary}
              onClick={() => downloadAll('json')}
              disabled={!data || issuedNone}
            >
              GSTR-1 JSON
            </BusyButton>
          </div>
        }
      />
      <ListStates
        pending={report.isPending}
        failed={report.isError}
        empty={issuedNone}
        failedText="Failed to load the GST report."
        emptyText={`No invoices or credit notes were issued in ${month ? monthName(month) : 'this month'}.`}
      >
        {data && (
          <>
            <NetFigures net={data.totals.net} />
            <Section
              table="b2b"
              title={gstr1TableTitles.b2b}
              note="Invoices to buyers with a GSTIN, one by one."
              empty={data.b2b.length === 0}
              onDownload={downloadTable}
            >
              <DocumentTable caption={gstr1TableTitles.b2b} documents={data.b2b} buyer notes={false} />
            </Section>
            <Section
              table="b2cl"
              title={gstr1TableTitles.b2cl}
              note={`Invoices to buyers without a GSTIN in another state, above ${formatRupees(data.b2clLimitPaise)} each.`}
              empty={data.b2cl.length === 0}
              onDownload={downloadTable}
            >
              <DocumentTable
                caption={gstr1TableTitles.b2cl}
                documents={data.b2cl}
                buyer={false}
                notes={false}
              />
            </Section>
            <Section
              table="b2cs"
              title={gstr1TableTitles.b2cs}
              note="Every other sale to buyers without a GSTIN, by place of supply and rate, net of their credit notes."
              empty={data.b2c.length === 0}
              onDownload={downloadTable}
            >
              <B2cTable report={data} />
            </Section>
            <Section
              table="cdnr"
              title={gstr1TableTitles.cdnr}
              note="Credit notes to buyers with a GSTIN, one by one."
              empty={data.cdnr.length === 0}
              onDownload={downloadTable}
            >
              <DocumentTable caption={gstr1TableTitles.cdnr} documents={data.cdnr} buyer notes />
            </Section>
            <Section
              table="cdnur"
              title={gstr1TableTitles.cdnur}
              note="Credit notes of B2C large invoices; the other credit notes to buyers without a GSTIN are netted in B2C small."
              empty={data.cdnur.length === 0}
              onDownload={downloadTable}
            >
              <DocumentTable caption={gstr1TableTitles.cdnur} documents={data.cdnur} buyer={false} notes />
            </Section>
            <Section
              table="hsn-b2b"
              title={gstr1TableTitles['hsn-b2b']}
              note={`Supplies to buyers with a GSTIN by HSN (${data.hsnDigits} digits, from the GST settings) and rate, net of credit notes.`}
              empty={data.hsnB2b.length === 0}
              onDownload={downloadTable}
            >
              <HsnTable caption={gstr1TableTitles['hsn-b2b']} rows={data.hsnB2b} />
            </Section>
            <Section
              table="hsn-b2c"
              title={gstr1TableTitles['hsn-b2c']}
              note={`Supplies to buyers without a GSTIN by HSN (${data.hsnDigits} digits; SAC for delivery and COD fees) and rate, net of credit notes.`}
              empty={data.hsnB2c.length === 0}
              onDownload={downloadTable}
            >
              <HsnTable caption={gstr1TableTitles['hsn-b2c']} rows={data.hsnB2c} />
            </Section>
            <Section title="Totals" note="The month's invoices, its credit notes, and what remains.">
              <TotalsTable totals={data.totals} />
            </Section>
            <Section
              table="docs"
              title={gstr1TableTitles.docs}
              note="The first and last number of each series."
              onDownload={downloadTable}
            >
              <DocumentsTable documents={data.documents} />
            </Section>
          </>
        )}
      </ListStates>
    </div>
  );
}
