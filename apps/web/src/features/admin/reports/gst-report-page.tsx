// /admin/reports: the GST report for GSTR-1 (decision 0115). A month (the shop's time zone, India unless the
// settings name another; this month unless ?month= says otherwise) of B2C supplies from the invoices and credit notes issued in it, credit notes subtracted: the
// net figures, B2C (small) by place of supply and rate (table 7), the HSN summary (table 12), the totals and the
// documents issued (table 13); Download CSV saves the server's file of the same month.
import { placeOfSupplyLabel } from '@chamak/shared/gst-report';
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
  type GstReport,
  type GstTotals,
  gstReportQuery,
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

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <div>
        <h2 id={id} className="text-base font-bold text-slate-900">
          {title}
        </h2>
        {note && <p className="text-sm text-slate-600">{note}</p>}
      </div>
      {children}
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
      caption="B2C (small) by place of supply and rate"
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

function HsnTable({ report }: { report: GstReport }) {
  return (
    <AdminTable
      caption="HSN summary"
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
      {report.hsn.map((row) => (
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

function TotalsTable({ totals }: { totals: GstReport['totals'] }) {
  const rows = [
    ['Invoices', totals.invoices],
    ['Credit notes', totals.creditNotes],
    ['Net', totals.net],
  ] as const;
  return (
    <AdminTable caption="Totals" columns={['Documents', ...taxColumns, ['Total value', right]]}>
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
      caption="Documents issued"
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
  const [downloading, setDownloading] = useState(false);
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
  const download = async () => {
    setDownloading(true);
    try {
      if (month) await downloadGstCsv(month);
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to download the GST report.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="GST (GSTR-1)"
        description={`Reports · B2C supplies of ${month ? monthName(month) : 'this month'} (${timeZoneLabel(timeZone ?? defaultTimeZone)}) from the invoices and credit notes issued in it; credit notes are subtracted.`}
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
              busy={downloading}
              busyText="Downloading..."
              className={buttonClass.secondary}
              onClick={download}
              disabled={!data}
            >
              Download CSV
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
              title="B2C (small) by place of supply and rate"
              note="GSTR-1 table 7: taxable value and tax of each state and rate, net of credit notes."
            >
              <B2cTable report={data} />
            </Section>
            <Section
              title="HSN summary"
              note="GSTR-1 table 12: each HSN (SAC for delivery and COD fees) and rate, net of credit notes."
            >
              <HsnTable report={data} />
            </Section>
            <Section title="Totals" note="The month's invoices, its credit notes, and what remains.">
              <TotalsTable totals={data.totals} />
            </Section>
            <Section
              title="Documents issued"
              note="GSTR-1 table 13: the first and last number of each series."
            >
              <DocumentsTable documents={data.documents} />
            </Section>
          </>
        )}
      </ListStates>
    </div>
  );
}
