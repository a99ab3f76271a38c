// /admin/subscriptions (decision 0326): every subscription, newest first, by status (All, Active, Paused,
// Cancelled: kept in the URL as ?status=) and searched by customer or product (?search=), 20 to a page: the
// customer, the size and quantity, how often it renews and its next debit at today's prices, the status with
// its reason, the mandate at the gateway (and the renewals whose debit failed), and the orders it placed (links
// to the order window). An active one can be paused and an active or paused one cancelled, each with a reason
// the customer is shown. Above the list, the subscription figures the dashboard shows.
import { formatRupees } from '@chamak/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { dayMonthYear, formatDate } from '../../../lib/dates.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { useServerList } from '../list-kit/server-list.ts';
import { AdminTable, Badge, ListStates, SearchBox, type Tone, td } from '../list-kit/table.tsx';
import { adminPath } from '../nav.ts';
import { AdminPageHeader } from '../ui.tsx';
import {
  type AdminSubscriptionRow,
  type AdminSubscriptionsPage,
  subscriptionFiguresQuery,
  subscriptionFilters,
  subscriptionKeys,
  subscriptionsPath,
} from './api.ts';
import { SubscriptionFigures } from './figures.tsx';
import { type ReasonAsk, ReasonDialog } from './reason-dialog.tsx';

const perPage = 20;
const loadFailed = 'Failed to load the subscriptions.';
/** The orders a row lists; the rest are counted. */
const ordersShown = 3;

const statusBadge: Record<AdminSubscriptionRow['status'], { tone: Tone; label: string }> = {
  pending: { tone: 'slate', label: 'Awaiting first payment' },
  active: { tone: 'green', label: 'Active' },
  paused: { tone: 'amber', label: 'Paused' },
  cancelled: { tone: 'red', label: 'Cancelled' },
};

const pausedByText: Record<NonNullable<AdminSubscriptionRow['pausedBy']>, string> = {
  shopper: 'by the customer',
  admin: 'by the shop',
  'failed-debits': 'after failed debits',
};

const mandateTone: Record<AdminSubscriptionRow['mandate'], Tone> = {
  'awaiting first payment': 'amber',
  active: 'green',
  'revoke pending': 'amber',
  revoked: 'slate',
};

const filterTabs = [
  { value: '', label: 'All' },
  ...subscriptionFilters.map((s) => ({ value: s, label: statusBadge[s].label })),
];

/** "8 Dec 2026" for the shop's yyyy-mm-dd, read as that calendar day wherever the browser is. */
function dueDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? dayMonthYear(new Date(y, m - 1, d)) : day;
}

const rowAction =
  'rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand';

function SubscriptionRow({ s, onAsk }: { s: AdminSubscriptionRow; onAsk: (ask: ReasonAsk) => void }) {
  const badge = statusBadge[s.status];
  const running = s.status === 'active' || s.status === 'paused';
  return (
    <tr className="hover:bg-slate-50/60">
      <td className={td}>
        <span className="block min-w-40 font-medium text-slate-900">{s.customer.name}</span>
        <a
          href={`mailto:${s.customer.email}`}
          className="block text-xs break-words text-brand hover:underline"
        >
          {s.customer.email}
        </a>
        {s.customer.phone && <span className="block text-xs text-slate-500">{s.customer.phone}</span>}
      </td>
      <td className={td}>
        <span className="block min-w-36 font-medium text-slate-900">{s.name}</span>
        <span className="block text-xs text-slate-500">
          {s.size} × {s.quantity} · {s.method === 'upi' ? 'UPI AutoPay' : 'Card'} · {s.city}
        </span>
      </td>
      <td className={`${td} whitespace-nowrap`}>
        <span className="block font-medium text-slate-900">Every {s.intervalDays} days</span>
        {s.nextDueOn ? (
          <span className="block text-xs text-slate-600">
            next {dueDate(s.nextDueOn)} ·{' '}
            <span className="tabular-nums">{formatRupees(s.nextAmountPaise)}</span>
          </span>
        ) : (
          <span className="block text-xs text-slate-500">no debit due</span>
        )}
      </td>
      <td className={td}>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        {s.status === 'paused' && s.pausedBy && (
          <span className="mt-1 block text-xs text-slate-500">{pausedByText[s.pausedBy]}</span>
        )}
        {s.statusReason && (
          <span className="mt-1 block max-w-56 text-xs text-slate-600">“{s.statusReason}”</span>
        )}
        {/* Under the status, as on the users page: the table still fits a laptop screen without scrolling sideways. */}
        {running && (
          <div className="mt-1 -ml-2.5 flex flex-wrap">
            {s.status === 'active' && (
              <button
                type="button"
                className={`${rowAction} text-brand hover:bg-indigo-50`}
                aria-label={`Pause subscription #${s.id} of ${s.customer.name}`}
                onClick={() => onAsk({ move: 'pause', subscription: s })}
              >
                Pause
              </button>
            )}
            <button
              type="button"
              className={`${rowAction} text-red-700 hover:bg-red-50`}
              aria-label={`Cancel subscription #${s.id} of ${s.customer.name}`}
              onClick={() => onAsk({ move: 'cancel', subscription: s })}
            >
              Cancel
            </button>
          </div>
        )}
      </td>
      <td className={td}>
        <Badge tone={mandateTone[s.mandate]}>{s.mandate.charAt(0).toUpperCase() + s.mandate.slice(1)}</Badge>
        {s.failedDebits > 0 && (
          <span className="mt-1 block text-xs font-medium whitespace-nowrap text-red-700">
            {s.failedDebits} failed {s.failedDebits === 1 ? 'debit' : 'debits'}
          </span>
        )}
      </td>
      <td className={td}>
        {s.orders.length === 0 ? (
          <span className="text-slate-500">None yet</span>
        ) : (
          <ul className="space-y-1">
            {s.orders.slice(0, ordersShown).map((o) => (
              <li key={o.id} className="whitespace-nowrap">
                <Link
                  to={`${adminPath('orders')}?order=${o.id}`}
                  className="font-semibold text-brand hover:underline"
                >
                  Order #{o.id}
                </Link>
                <span className="block text-xs text-slate-500">
                  {formatDate(o.placedAt)} · {formatRupees(o.totalPaise)}
                  {o.paymentStatus !== 'paid' && ` · payment ${o.paymentStatus}`}
                </span>
              </li>
            ))}
            {s.orders.length > ordersShown && (
              <li className="text-xs text-slate-500">and {s.orders.length - ordersShown} earlier</li>
            )}
          </ul>
        )}
      </td>
    </tr>
  );
}

export default function SubscriptionsPage() {
  const id = useId();
  // The server filters, searches and pages the subscriptions; the status, the search and the page are in the URL.
  const list = useServerList<AdminSubscriptionsPage, 'status'>({
    queryKey: subscriptionKeys.list(),
    path: subscriptionsPath,
    pageSize: perPage,
    filters: ['status'],
    allowed: { status: subscriptionFilters },
    loadFailed,
  });
  const { data, isPending, error, pager } = list;
  const figures = useQuery(subscriptionFiguresQuery());
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const status = list.filters.status;
  const searching = list.search.trim() !== '';

  return (
    <div>
      <AdminPageHeader
        title="Subscriptions"
        description="Subscribe and save: each renews as an ordinary order, debited on the customer’s UPI AutoPay or card mandate. Pausing or cancelling here shows the customer your reason."
      />
      {figures.data && (
        <section aria-labelledby={`${id}-figures`} className="mb-6">
          <h2 id={`${id}-figures`} className="mb-2 text-sm font-semibold text-slate-700">
            Subscription figures
          </h2>
          <SubscriptionFigures figures={figures.data} />
        </section>
      )}
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Status</legend>
          {filterTabs.map((t) => (
            <button
              key={t.value}
              type="button"
              aria-pressed={status === t.value}
              className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${status === t.value ? 'bg-brand text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
              onClick={() => list.setFilter('status', t.value)}
            >
              {t.label}
            </button>
          ))}
        </fieldset>
        <SearchBox
          id={`${id}-search`}
          label="Search subscriptions"
          placeholder="Search by customer or product..."
          value={list.search}
          onChange={list.setSearch}
        />
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error) && !data}
        empty={data?.total === 0}
        failedText={loadFailed}
        emptyText={
          searching
            ? 'No subscriptions match your search.'
            : status
              ? `No ${statusBadge[status as AdminSubscriptionRow['status']].label.toLowerCase()} subscriptions.`
              : 'No subscriptions yet. Shoppers subscribe on a product page, to sizes offered by subscription.'
        }
      >
        <AdminTable
          caption="Subscriptions"
          minWidth="min-w-[900px]"
          columns={['Customer', 'Product', 'Renews', 'Status', 'Mandate', 'Orders']}
        >
          {(data?.items ?? []).map((s) => (
            <SubscriptionRow key={s.id} s={s} onAsk={setAsk} />
          ))}
        </AdminTable>
      </ListStates>
      <AdminPager {...pager} onPage={list.setPage} label="Subscriptions pages" />
      <ReasonDialog ask={ask} onClose={() => setAsk(null)} />
    </div>
  );
}
