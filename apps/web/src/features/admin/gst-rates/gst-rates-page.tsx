// GST Rates (/admin/gst-rates, decision 0342): the changes scheduled ahead (each cancellable until its day), every
// product's HSN code and rate in force with the day it started and its next change, and the changes already made.
// A change starts at midnight in the shop's time zone; an order keeps the rate in force when it was placed.
import type { GstRateChange, ProductGstRate } from '@chamak/shared/gst-rates';
import { addDays, dayInWords, timeZoneLabel } from '@chamak/shared/shop-time';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DocumentTitle } from '../../../components/page-meta.tsx';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { actionButton, Badge, dangerAction, ListStates, SearchBox, th } from '../list-kit/table.tsx';
import { AdminPageHeader, BusyButton, buttonClass, Modal } from '../ui.tsx';
import { gstRatesApi, gstRatesQuery, useGstRateWrite } from './api.ts';
import { ScheduleForm } from './schedule-form.tsx';

const rateText = (hsn: string | null, rate: number | null) =>
  `${hsn ?? 'No HSN'} · ${rate === null ? 'no rate' : `${rate}%`}`;

/** A cell: a card's block on a phone, a table cell from the tablet up. */
const cell = 'min-w-0 sm:table-cell sm:border-t sm:border-slate-100 sm:px-4 sm:py-3 sm:align-middle';

function Section({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {note && <p className="mt-0.5 mb-3 text-sm text-slate-600">{note}</p>}
      {!note && <div className="mb-3" />}
      {children}
    </section>
  );
}

function ScheduledChanges({
  changes,
  onCancel,
}: {
  changes: readonly GstRateChange[];
  onCancel: (change: GstRateChange) => void;
}) {
  if (changes.length === 0)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">
        No changes scheduled.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {changes.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="min-w-0 flex-1 basis-64">
            <p className="font-medium break-words text-slate-900">{c.productName}</p>
            <p className="text-sm text-slate-700">
              <span className="font-semibold">{rateText(c.hsnCode, c.gstRate)}</span> from{' '}
              <span className="whitespace-nowrap">{c.effectiveDay ? dayInWords(c.effectiveDay) : ''}</span>
            </p>
          </div>
          <Badge tone="amber">Scheduled</Badge>
          <button
            type="button"
            className={dangerAction}
            onClick={() => onCancel(c)}
            aria-label={`Cancel the change of ${c.productName}`}
          >
            Cancel
          </button>
        </li>
      ))}
    </ul>
  );
}

function RatesInForce({
  products,
  onSchedule,
}: {
  products: readonly ProductGstRate[];
  onSchedule: (product: ProductGstRate) => void;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase();
  const shown = words ? products.filter((p) => p.name.toLowerCase().includes(words)) : products;
  const columns = ['Product', 'HSN', 'Rate', 'Since', 'Next change', ''];
  return (
    <>
      <div className="mb-3">
        <SearchBox
          id={`${id}-search`}
          value={filter}
          onChange={setFilter}
          label="Filter products"
          placeholder="Filter products"
        />
      </div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="block w-full text-left text-sm sm:table">
          <caption className="sr-only">Rates in force</caption>
          <thead className="hidden sm:table-header-group">
            <tr>
              {columns.map((label) => (
                <th
                  key={label || 'actions'}
                  scope="col"
                  className="bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {label || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block sm:table-row-group">
            {shown.length === 0 && (
              <tr className="block sm:table-row">
                <td
                  colSpan={columns.length}
                  className="block px-4 py-8 text-center text-slate-600 sm:table-cell"
                >
                  No product matches.
                </td>
              </tr>
            )}
            {shown.map((p) => (
              <tr
                key={p.id}
                className="grid grid-cols-3 gap-x-3 gap-y-1 border-t border-slate-100 p-4 first:border-t-0 sm:table-row sm:p-0"
              >
                <td className={`${cell} col-span-3 font-medium break-words text-slate-900`}>{p.name}</td>
                <td className={`${cell} tabular-nums text-slate-700`}>
                  <span className="text-xs text-slate-500 sm:hidden">HSN </span>
                  {p.hsnCode ?? '—'}
                </td>
                <td className={`${cell} font-semibold tabular-nums text-slate-900`}>
                  {p.gstRate === null ? '—' : `${p.gstRate}%`}
                </td>
                <td className={`${cell} text-slate-700`}>
                  <span className="text-xs text-slate-500 sm:hidden">Since </span>
                  <span className="whitespace-nowrap">{p.since ? dayInWords(p.since) : 'the start'}</span>
                </td>
                <td className={`${cell} col-span-2 text-slate-700`}>
                  {p.next ? (
                    <span>
                      <span className="font-semibold text-amber-800">
                        {rateText(p.next.hsnCode, p.next.gstRate)}
                      </span>{' '}
                      <span className="whitespace-nowrap">from {dayInWords(p.next.day)}</span>
                    </span>
                  ) : (
                    <span className="text-slate-500">None scheduled</span>
                  )}
                </td>
                <td className={`${cell} -ml-2.5 text-right sm:ml-0`}>
                  <button
                    type="button"
                    className={actionButton}
                    onClick={() => onSchedule(p)}
                    aria-label={`Schedule a change for ${p.name}`}
                  >
                    Schedule
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function History({ changes }: { changes: readonly GstRateChange[] }) {
  if (changes.length === 0)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">
        No changes yet: every product has had its rate from the start.
      </p>
    );
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">Changes made</caption>
        <thead className="hidden sm:table-header-group">
          <tr>
            {['From', 'Product', 'HSN · rate', 'State'].map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {changes.map((c) => (
            <tr
              key={c.id}
              className="grid grid-cols-2 gap-x-3 gap-y-1 border-t border-slate-100 p-4 first:border-t-0 sm:table-row sm:p-0"
            >
              <td className={`${cell} whitespace-nowrap text-slate-700`}>
                {c.effectiveDay ? dayInWords(c.effectiveDay) : ''}
              </td>
              <td className={`${cell} col-span-2 font-medium break-words text-slate-900 max-sm:order-first`}>
                {c.productName}
              </td>
              <td className={`${cell} col-span-2 whitespace-nowrap text-slate-700 max-sm:order-last`}>
                {rateText(c.hsnCode, c.gstRate)}
              </td>
              <td className={`${cell} text-right sm:text-left`}>
                <Badge tone={c.state === 'in force' ? 'green' : 'slate'}>
                  {c.state === 'in force' ? 'In force' : 'Replaced'}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function GstRatesPage() {
  const view = useQuery(gstRatesQuery());
  const [form, setForm] = useState<{ key: number; first: ProductGstRate | null } | null>(null);
  const [cancelling, setCancelling] = useState<GstRateChange | null>(null);
  const cancel = useGstRateWrite((c: GstRateChange) => gstRatesApi.cancel(c.id));
  const open = (first: ProductGstRate | null) => setForm({ key: Date.now(), first });
  const data = view.data;
  const zone = data ? timeZoneLabel(data.timeZone) : 'India time';

  return (
    <div>
      <DocumentTitle title="GST Rates | Chamak Admin" />
      <AdminPageHeader
        title="GST Rates"
        description={`Each product's HSN code and GST rate, and changes scheduled from a day (at midnight, ${zone}). An order keeps the rate in force when it was placed; its refunds are credited at that rate.`}
        actions={
          <button type="button" className={buttonClass.primary} onClick={() => open(null)} disabled={!data}>
            Schedule a Change
          </button>
        }
      />
      <ListStates
        pending={view.isPending}
        failed={view.isError}
        empty={false}
        failedText="Failed to load the GST rates."
        emptyText=""
      >
        {data && (
          <>
            <Section title="Scheduled changes" note={`Today is ${dayInWords(data.today)}.`}>
              <ScheduledChanges changes={data.scheduled} onCancel={setCancelling} />
            </Section>
            <Section
              title="Changes made"
              note="Newest first; the rate each product started with is not listed."
            >
              <History changes={data.history} />
            </Section>
            <Section title="Rates in force">
              <RatesInForce products={data.products} onSchedule={open} />
            </Section>
            {form && (
              <ScheduleForm
                key={form.key}
                open
                products={data.products}
                first={form.first}
                startDay={addDays(data.today, 1)}
                zoneLabel={zone}
                onClose={() => setForm(null)}
              />
            )}
          </>
        )}
      </ListStates>
      <Modal
        open={cancelling !== null}
        title="Cancel this change?"
        onClose={() => setCancelling(null)}
        footer={
          <>
            <button type="button" className={buttonClass.secondary} onClick={() => setCancelling(null)}>
              Keep It
            </button>
            <BusyButton
              type="button"
              busy={cancel.isPending}
              busyText="Cancelling..."
              className={buttonClass.danger}
              onClick={() => {
                if (!cancelling) return;
                cancel.mutate(cancelling, {
                  onSuccess: (reply) => toast.success(reply.message),
                  onError: (error) => toast.error(errorMessage(error, 'Something Went Wrong')),
                  onSettled: () => setCancelling(null),
                });
              }}
            >
              Cancel Change
            </BusyButton>
          </>
        }
      >
        {cancelling && (
          <p className="text-slate-700">
            {cancelling.productName} will stay at its rate in force instead of{' '}
            {rateText(cancelling.hsnCode, cancelling.gstRate)} from{' '}
            {cancelling.effectiveDay ? dayInWords(cancelling.effectiveDay) : ''}.
          </p>
        )}
      </Modal>
    </div>
  );
}
