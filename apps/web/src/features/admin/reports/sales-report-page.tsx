// /admin/reports/sales: sales at a glance (decision 0347) for a range of the shop's days (the last 30 unless
// ?from=&to= say otherwise), by day, week or month: the range's figures, then revenue by period, goods by product
// and size and by category, orders by postal zone, new and returning customers with the repeat rate, and the
// monthly cohorts. Each as a chart (SVG, drawn here) beside its table, and each table as a CSV download.
import { formatRupees } from '@chamak/shared/money';
import { salesGrains } from '@chamak/shared/sales-report';
import { defaultTimeZone, timeZoneLabel } from '@chamak/shared/shop-time';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { queries } from '../../../api/queries.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { type Column, ListStates, td, th } from '../list-kit/table.tsx';
import { useErrorToast } from '../list-kit/use-list.ts';
import { AdminPageHeader, BusyButton, buttonClass } from '../ui.tsx';
import {
  downloadSalesCsv,
  last30Days,
  type SalesFigures,
  type SalesGrain,
  type SalesRange,
  type SalesReport,
  type SalesTable,
  salesReportQuery,
} from './sales-api.ts';
import { BarChart, ColumnChart } from './sales-charts.tsx';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isGrain = (value: string | null): value is SalesGrain => salesGrains.includes(value as SalesGrain);
const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
/** ₹1.2L, ₹35K: a chart's scale, short. */
const shortRupees = (paise: number) => {
  const rupees = paise / 100;
  if (rupees >= 100_000) return `₹${(rupees / 100_000).toFixed(1)}L`;
  if (rupees >= 1000) return `₹${(rupees / 1000).toFixed(1)}K`;
  return `₹${Math.round(rupees)}`;
};
const grainNames: Record<SalesGrain, string> = { day: 'Day', week: 'Week of', month: 'Month' };

/** In the tab order: a table's scroller the keyboard must reach to scroll it sideways on a phone. */
const scrollerFocus = { tabIndex: 0 } as const;
const amount = `${td} text-right tabular-nums whitespace-nowrap`;
const right = 'text-right';

function Table({
  caption,
  columns,
  minWidth = 'min-w-[560px]',
  children,
}: {
  caption: string;
  columns: Column[];
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div
        className="max-h-[28rem] overflow-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand/40"
        {...scrollerFocus}
      >
        <table className={`w-full text-left text-sm ${minWidth}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0">
            <tr>
              {columns.map((column) => {
                const [label, extra] = typeof column === 'string' ? [column, ''] : column;
                return (
                  <th key={label} scope="col" className={extra ? `${th} ${extra}` : th}>
                    {label}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** A section: title, note, its CSV download, then the chart and the table side by side on a wide screen. */
function Section({
  table,
  title,
  note,
  empty,
  range,
  chart,
  children,
}: {
  table: SalesTable;
  title: string;
  note: string;
  empty: boolean;
  range: SalesRange;
  chart?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadSalesCsv(range, table);
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to download the table.'));
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
          <p className="text-sm text-slate-600">{note}</p>
        </div>
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
      </div>
      {empty ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
          None in these days.
        </p>
      ) : (
        <div className={chart ? 'grid min-w-0 items-start gap-4 xl:grid-cols-2' : 'min-w-0'}>
          {chart}
          {children}
        </div>
      )}
    </section>
  );
}

function Figures({ totals, repeat }: { totals: SalesFigures; repeat: SalesReport['repeat'] }) {
  const figures = [
    ['Revenue', formatRupees(totals.revenuePaise)],
    ['Orders', String(totals.orders)],
    ['Average order', formatRupees(totals.averagePaise)],
    ['Cash on delivery', percent(totals.codShare)],
    ['Discounts', formatRupees(totals.discountPaise)],
    ['Refunded', formatRupees(totals.refundedPaise)],
    ['Cancelled', String(totals.cancelled)],
    ['Repeat customers', percent(repeat.rate)],
  ] as const;
  return (
    <dl aria-label="The range at a glance" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-1 text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Report({ report, range }: { report: SalesReport; range: SalesRange }) {
  const grain = grainNames[report.grain];
  const periodLabel = (p: string) => (report.grain === 'month' ? p : p.slice(5));
  return (
    <>
      <Figures totals={report.totals} repeat={report.repeat} />
      <Section
        table="periods"
        title={`Revenue by ${report.grain}`}
        note="Orders kept (not cancelled, refunded in full or returned), charged after discounts, less refunds, on the day they were placed. Cash orders count before the cash is collected."
        empty={report.totals.orders === 0 && report.totals.cancelled === 0}
        range={range}
        chart={
          <ColumnChart
            title={`Revenue by ${report.grain}`}
            description={`Revenue after discounts and refunds for each ${report.grain} from ${report.from} to ${report.to}; the table beside it has the figures.`}
            labels={report.periods.map((p) => periodLabel(p.period))}
            series={[
              { name: 'Revenue', colour: '#4f46e5', values: report.periods.map((p) => p.revenuePaise) },
            ]}
            format={shortRupees}
          />
        }
      >
        <Table
          caption={`Revenue by ${report.grain}`}
          columns={[
            grain,
            ['Orders', right],
            ['Revenue', right],
            ['Average', right],
            ['COD', right],
            ['Refunded', right],
            ['Cancelled', right],
          ]}
        >
          {report.periods.map((p) => (
            <tr key={p.period}>
              <th scope="row" className={`${td} text-left font-normal whitespace-nowrap tabular-nums`}>
                {p.period}
              </th>
              <td className={amount}>{p.orders}</td>
              <td className={amount}>{formatRupees(p.revenuePaise)}</td>
              <td className={amount}>{p.orders ? formatRupees(p.averagePaise) : '—'}</td>
              <td className={amount}>{percent(p.codShare)}</td>
              <td className={amount}>{formatRupees(p.refundedPaise)}</td>
              <td className={amount}>{p.cancelled}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" className={`${td} text-left`}>
              Total
            </th>
            <td className={amount}>{report.totals.orders}</td>
            <td className={amount}>{formatRupees(report.totals.revenuePaise)}</td>
            <td className={amount}>{formatRupees(report.totals.averagePaise)}</td>
            <td className={amount}>{percent(report.totals.codShare)}</td>
            <td className={amount}>{formatRupees(report.totals.refundedPaise)}</td>
            <td className={amount}>{report.totals.cancelled}</td>
          </tr>
        </Table>
      </Section>
      <Section
        table="products"
        title="By product and size"
        note="Goods after discounts (without delivery and COD fees; a refund is the order's, not a line's)."
        empty={report.products.length === 0}
        range={range}
        chart={
          <BarChart
            title="Goods by product and size"
            description="The best-selling sizes by goods value after discounts; the table beside it lists them all."
            rows={report.products.map((p) => ({ label: `${p.name} · ${p.size}`, value: p.goodsPaise }))}
            format={formatRupees}
          />
        }
      >
        <Table
          caption="By product and size"
          columns={['Product', 'Size', ['Orders', right], ['Units', right], ['Goods', right]]}
        >
          {report.products.map((p) => (
            <tr key={`${p.productId}-${p.sizeId}-${p.name}`}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {p.name}
              </th>
              <td className={`${td} whitespace-nowrap`}>{p.size}</td>
              <td className={amount}>{p.orders}</td>
              <td className={amount}>{p.units}</td>
              <td className={amount}>{formatRupees(p.goodsPaise)}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section
        table="categories"
        title="By category"
        note="Goods after discounts by the product's category today."
        empty={report.categories.length === 0}
        range={range}
        chart={
          <BarChart
            title="Goods by category"
            description="Goods value after discounts by category; the table beside it has the figures."
            rows={report.categories.map((c) => ({ label: c.name, value: c.goodsPaise }))}
            format={formatRupees}
            colour="#0f766e"
          />
        }
      >
        <Table
          caption="By category"
          columns={['Category', ['Orders', right], ['Units', right], ['Goods', right]]}
        >
          {report.categories.map((c) => (
            <tr key={`${c.categoryId}-${c.name}`}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {c.name}
              </th>
              <td className={amount}>{c.orders}</td>
              <td className={amount}>{c.units}</td>
              <td className={amount}>{formatRupees(c.goodsPaise)}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section
        table="zones"
        title="By PIN zone"
        note="India's postal zones, by the first digit of the delivery PIN code."
        empty={report.zones.length === 0}
        range={range}
        chart={
          <BarChart
            title="Revenue by PIN zone"
            description="Revenue after discounts and refunds by postal zone; the table beside it has the figures."
            rows={report.zones.map((z) => ({ label: `${z.zone} · ${z.name}`, value: z.revenuePaise }))}
            format={formatRupees}
            colour="#b45309"
          />
        }
      >
        <Table
          caption="By PIN zone"
          columns={['Zone', 'Region', ['Orders', right], ['Revenue', right], ['COD orders', right]]}
        >
          {report.zones.map((z) => (
            <tr key={z.zone}>
              <th scope="row" className={`${td} text-left font-normal tabular-nums`}>
                {z.zone}
              </th>
              <td className={td}>{z.name}</td>
              <td className={amount}>{z.orders}</td>
              <td className={amount}>{formatRupees(z.revenuePaise)}</td>
              <td className={amount}>{z.codOrders}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section
        table="customers"
        title="New and returning customers"
        note={`Customers by phone number: new in the ${report.grain} of their first kept order, returning after. ${report.repeat.repeaters} of ${report.repeat.customers} customers in these days have ordered twice or more (${percent(report.repeat.rate)}).`}
        empty={report.customers.length === 0}
        range={range}
        chart={
          <ColumnChart
            title="New and returning customers"
            description={`New and returning customers for each ${report.grain} with orders; the table beside it has the figures.`}
            labels={report.customers.map((c) => periodLabel(c.period))}
            series={[
              { name: 'New', colour: '#4f46e5', values: report.customers.map((c) => c.newCustomers) },
              {
                name: 'Returning',
                colour: '#0f766e',
                values: report.customers.map((c) => c.returningCustomers),
              },
            ]}
            format={(v) => String(v)}
          />
        }
      >
        <Table
          caption="New and returning customers"
          columns={[
            grain,
            ['New', right],
            ['Returning', right],
            ['From new', right],
            ['From returning', right],
          ]}
        >
          {report.customers.map((c) => (
            <tr key={c.period}>
              <th scope="row" className={`${td} text-left font-normal whitespace-nowrap tabular-nums`}>
                {c.period}
              </th>
              <td className={amount}>{c.newCustomers}</td>
              <td className={amount}>{c.returningCustomers}</td>
              <td className={amount}>{formatRupees(c.newRevenuePaise)}</td>
              <td className={amount}>{formatRupees(c.returningRevenuePaise)}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section
        table="cohorts"
        title="Monthly cohorts"
        note="Customers by the month of their first kept order, and the share of them who ordered again in each later month."
        empty={report.cohorts.length === 0}
        range={range}
      >
        <Cohorts cohorts={report.cohorts} />
      </Section>
    </>
  );
}

function Cohorts({ cohorts }: { cohorts: SalesReport['cohorts'] }) {
  const width = Math.max(0, ...cohorts.map((c) => c.again.length));
  return (
    <Table
      caption="Monthly cohorts"
      columns={[
        'First order',
        ['Customers', right],
        ...Array.from({ length: width }, (_, i): Column => [`+${i + 1} mo`, right]),
      ]}
      minWidth="min-w-[360px]"
    >
      {cohorts.map((c) => (
        <tr key={c.month}>
          <th scope="row" className={`${td} text-left font-normal tabular-nums`}>
            {c.month}
          </th>
          <td className={amount}>{c.customers}</td>
          {Array.from({ length: width }, (_, i) => {
            const again = c.again[i];
            const share = again === undefined || c.customers === 0 ? null : again / c.customers;
            return (
              <td
                key={i}
                className={amount}
                style={share ? { background: `rgba(79, 70, 229, ${0.08 + share * 0.5})` } : undefined}
              >
                {again === undefined ? '' : `${percent(share)} (${again})`}
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

export default function SalesReportPage() {
  const [params, setParams] = useSearchParams();
  const settings = useQuery(queries.settings());
  const timeZone = settings.data?.time.timeZone ?? (settings.isError ? defaultTimeZone : null);
  const fallback = timeZone ? last30Days(timeZone) : null;
  const asked = { from: params.get('from'), to: params.get('to'), grain: params.get('grain') };
  const range: SalesRange | null =
    isDay(asked.from) && isDay(asked.to)
      ? { from: asked.from, to: asked.to, grain: isGrain(asked.grain) ? asked.grain : 'day' }
      : fallback && { ...fallback, grain: isGrain(asked.grain) ? asked.grain : 'day' };
  const report = useQuery({
    ...salesReportQuery(range ?? { from: '', to: '', grain: 'day' }),
    enabled: range !== null,
  });
  useErrorToast(report.error, 'Failed to load the sales report.');
  const fromId = useId();
  const toId = useId();
  const grainId = useId();
  const choose = (key: 'from' | 'to' | 'grain', value: string) => {
    if (!range || !value) return;
    setParams(
      () => new URLSearchParams({ from: range.from, to: range.to, grain: range.grain, [key]: value }),
      { replace: true },
    );
  };
  const input =
    'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20';

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Sales"
        description={`Reports · ${range ? `${range.from} to ${range.to}` : 'The last 30 days'} (${timeZoneLabel(timeZone ?? defaultTimeZone)}): orders, revenue after discounts and refunds, what sells where, and who comes back.`}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col">
              <label htmlFor={fromId} className="text-xs font-medium text-slate-700">
                From
              </label>
              <input
                id={fromId}
                type="date"
                value={range?.from ?? ''}
                max={range?.to}
                onChange={(e) => choose('from', e.target.value)}
                className={input}
              />
            </div>
            <div className="flex flex-col">
              <label htmlFor={toId} className="text-xs font-medium text-slate-700">
                To
              </label>
              <input
                id={toId}
                type="date"
                value={range?.to ?? ''}
                min={range?.from}
                onChange={(e) => choose('to', e.target.value)}
                className={input}
              />
            </div>
            <div className="flex flex-col">
              <label htmlFor={grainId} className="text-xs font-medium text-slate-700">
                By
              </label>
              <select
                id={grainId}
                value={range?.grain ?? 'day'}
                onChange={(e) => choose('grain', e.target.value)}
                className={input}
              >
                <option value="day">Day</option>
                <option value="week">Week</option>
                <option value="month">Month</option>
              </select>
            </div>
          </div>
        }
      />
      <ListStates
        pending={report.isPending}
        failed={report.isError}
        empty={false}
        failedText={report.error ? errorMessage(report.error, 'Failed to load the sales report.') : ''}
        emptyText=""
      >
        {report.data && range && <Report report={report.data} range={range} />}
      </ListStates>
    </div>
  );
}
