// /admin/abandoned-carts (decision 0248): the carts the shop reminded (and the online payments it asked to
// complete), newest first: the shopper, the items and their value, the cart's last change, the reminders sent,
// whether the link was used and whether an order followed within 7 days; above them, the last 30 days' recovery
// rate. The reminders' settings are under Shop Settings → Cart reminders.
import { formatRupees } from '@chamak/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { pageFigures } from '../list-kit/pager.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { AdminTable, Badge, ListStates, td } from '../list-kit/table.tsx';
import { useErrorToast } from '../list-kit/use-list.ts';
import { adminPath } from '../nav.ts';
import { AdminPageHeader } from '../ui.tsx';
import {
  type AbandonedCart,
  abandonedCartsPerPage,
  abandonedCartsQuery,
  type AbandonedCartsPage as CartsPage,
} from './api.ts';

const loadFailed = 'Failed to load the abandoned carts.';
const amount = `${td} text-right tabular-nums whitespace-nowrap`;

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** The recovery figures of the last 30 days. */
function Recovery({ figures }: { figures: CartsPage['last30Days'] }) {
  const items = [
    ['Recovery rate', percent(figures.rate)],
    ['Reminded', String(figures.reminded)],
    ['Recovered', String(figures.recovered)],
    ['Value reminded', formatRupees(figures.remindedValuePaise)],
    ['Orders recovered', formatRupees(figures.recoveredValuePaise)],
  ] as const;
  return (
    <section aria-labelledby="recovery-title" className="mb-6">
      <h2 id="recovery-title" className="mb-2 text-sm font-semibold text-slate-700">
        Last 30 days
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Outcome({ cart }: { cart: AbandonedCart }) {
  if (cart.recoveredOrderId !== null)
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge tone="green">Recovered</Badge>
        <Link
          to={`${adminPath('orders')}?order=${cart.recoveredOrderId}`}
          className="text-xs font-medium text-brand hover:underline"
        >
          Order #{cart.recoveredOrderId}
        </Link>
      </div>
    );
  return cart.restoredAt ? (
    <Badge tone="amber">Link opened</Badge>
  ) : (
    <Badge tone="slate">Not recovered</Badge>
  );
}

function CartRow({ cart }: { cart: AbandonedCart }) {
  return (
    <tr>
      <td className={td}>
        <span className="block font-medium text-slate-900">{cart.shopper}</span>
        <a href={`mailto:${cart.email}`} className="block text-xs break-all text-brand hover:underline">
          {cart.email}
        </a>
      </td>
      <td className={td}>
        {cart.kind === 'cart' ? 'Cart left' : <span>Payment not finished (#{cart.orderId ?? '?'})</span>}
      </td>
      <td className={amount}>{cart.items}</td>
      <td className={amount}>{formatRupees(cart.valuePaise)}</td>
      <td className={`${td} whitespace-nowrap`}>{formatDateTime(cart.lastChangeAt)}</td>
      <td className={td}>
        <span className="block tabular-nums">{cart.remindersSent}</span>
        <span className="block text-xs whitespace-nowrap text-slate-500">
          last {formatDateTime(cart.lastSentAt)}
        </span>
      </td>
      <td className={td}>
        <Outcome cart={cart} />
      </td>
    </tr>
  );
}

export default function AbandonedCartsPage() {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery(abandonedCartsQuery(page));
  useErrorToast(error, loadFailed);
  const figures = pageFigures(data?.page ?? page, data?.total ?? 0, abandonedCartsPerPage);
  return (
    <div className="max-w-6xl">
      <AdminPageHeader
        title="Abandoned Carts"
        description="Carts of logged-in shoppers that were reminded after sitting unchanged, and online payments they were asked to complete. A cart counts as recovered when its shopper orders within 7 days of the first reminder. Settings: Shop Settings → Cart reminders."
      />
      {data && <Recovery figures={data.last30Days} />}
      <ListStates
        pending={isPending}
        failed={!!error && !data}
        empty={data?.carts.length === 0}
        failedText={loadFailed}
        emptyText="No carts have been reminded yet."
      >
        <AdminTable
          caption="Abandoned carts"
          columns={[
            'Shopper',
            'Reminder',
            ['Items', 'text-right'],
            ['Value', 'text-right'],
            'Last change',
            'Reminders sent',
            'Outcome',
          ]}
          minWidth="min-w-[880px]"
        >
          {data?.carts.map((cart) => (
            <CartRow key={cart.id} cart={cart} />
          ))}
        </AdminTable>
        <AdminPager {...figures} onPage={setPage} label="Abandoned carts pages" />
      </ListStates>
    </div>
  );
}
