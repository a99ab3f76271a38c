// /admin: seven counters, the cash on delivery still to collect and the RTO rate (decision 0127) with its returns to
// origin by payment, PIN area and COD risk score and the cash orders paid online instead (decision 0335), revenue and
// orders for 30 days, orders waiting to ship, sizes low in stock, the 5 newest users and quick links (SPEC
// sections 2 and 9), a warning once the day's sign-in codes near their daily cap (decision 0316), and the
// subscription and reorder-reminder figures (decisions 0326, 0327); everything refreshes every 5 minutes.
import type { DashboardView } from '@chamak/shared/dashboard';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { OrderStatus } from '@chamak/shared/order-state';
import { shipmentStatusLabel } from '@chamak/shared/shipment';
import { codeCapLevel, type SignInCodesToday } from '@chamak/shared/sign-in-code-log';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { rupees } from '../../../components/price.tsx';
import { Loading } from '../../../components/states.tsx';
import { formatDate, formatDateTime, formatShortDate } from '../../../lib/dates.ts';
import { Badge } from '../list-kit/table.tsx';
import { adminPath } from '../nav.ts';
import { staffMeQuery } from '../staff/api.ts';
import { subscriptionFiguresQuery } from '../subscriptions/api.ts';
import { SubscriptionFigures } from '../subscriptions/figures.tsx';
import { AdminPageHeader, buttonClass } from '../ui.tsx';
import { type Counters, countersQuery, dashboardQuery } from './api.ts';
import { sumPaise } from './chart-scale.ts';
import { LowStockCard } from './low-stock-card.tsx';
import { ReturnsToOrigin, rateText } from './returns-to-origin.tsx';
import { RevenueChart } from './revenue-chart.tsx';

const counters: { key: keyof Counters; label: string; page: string }[] = [
  { key: 'products', label: 'Products', page: 'products' },
  { key: 'orders', label: 'Orders', page: 'orders' },
  { key: 'category', label: 'Categories', page: 'categories' },
  { key: 'subcat', label: 'SubCategories', page: 'subcategory' },
  { key: 'users', label: 'Users', page: 'users' },
  { key: 'contact', label: 'Contact requests', page: 'contact' },
  { key: 'reviews', label: 'Reviews', page: 'reviews' },
];

const quickLinks = [
  { label: 'Add or edit products', page: 'products' },
  { label: 'Manage orders', page: 'orders' },
  { label: 'Ratings and reviews', page: 'ratings' },
  { label: 'Contact requests', page: 'contact' },
  { label: 'Users', page: 'users' },
  { label: 'Home page banners', page: 'banner' },
  { label: 'Shop settings', page: 'settings' },
  { label: 'Mail outbox', page: 'outbox' },
];

function Panel({
  title,
  action,
  children,
  className = '',
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The dashboard's lists stay short; the full lists are a click away. */
const listMax = 8;

function More({ to, count, what }: { to: string; count: number; what: string }) {
  return (
    <Link
      to={to}
      className="mt-2 border-t border-slate-100 pt-3 text-center text-sm font-semibold text-brand hover:underline"
    >
      and {count} more {what}
    </Link>
  );
}

const linkClass = 'text-sm font-semibold text-brand hover:underline';
const quiet = 'py-6 text-center text-sm text-slate-500';

export default function DashboardPage() {
  const counts = useQuery(countersQuery());
  const board = useQuery(dashboardQuery());
  // A role without subscriptions.read (Fulfilment, Catalogue) gets no Subscriptions panel, and no refused call.
  const mayReadSubscriptions =
    useQuery(staffMeQuery()).data?.permissions.includes('subscriptions.read') ?? false;
  const subscriptions = useQuery({ ...subscriptionFiguresQuery(), enabled: mayReadSubscriptions });
  const updatedAt = Math.max(counts.dataUpdatedAt, board.dataUpdatedAt);
  const refreshing = counts.isFetching || board.isFetching || subscriptions.isFetching;
  const data = board.data;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Dashboard"
        description={
          updatedAt
            ? `Updated ${formatDateTime(new Date(updatedAt).toISOString())} · refreshes every 5 minutes`
            : 'Refreshes every 5 minutes'
        }
        actions={
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={refreshing}
            onClick={() => {
              void counts.refetch();
              void board.refetch();
              void subscriptions.refetch();
            }}
          >
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </button>
        }
      />

      {data?.signInCodes && <CodeCapWarning today={data.signInCodes} />}

      <section aria-label="Counters">
        {counts.isError ? (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            The counters could not be loaded.
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
            {counters.map((c) => (
              <li key={c.key} className="last:col-span-2 sm:last:col-span-1">
                <Link
                  to={adminPath(c.page)}
                  className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand/40 hover:shadow-md"
                >
                  <span className="block text-2xl font-extrabold text-slate-900 tabular-nums">
                    {counts.data ? counts.data[c.key].toLocaleString('en-IN') : '–'}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{c.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <AfterSale data={data} failed={board.isError} />

      <ReturnsToOrigin figures={data?.returnsToOrigin30Days} failed={board.isError} />

      {mayReadSubscriptions && (
        <Panel
          title="Subscriptions"
          action={
            <Link to={adminPath('subscriptions')} className={linkClass}>
              All subscriptions
            </Link>
          }
        >
          {subscriptions.data ? (
            <SubscriptionFigures figures={subscriptions.data} compact />
          ) : (
            <p className={quiet}>{subscriptions.isError ? 'Not available.' : 'Loading...'}</p>
          )}
        </Panel>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <Panel title="Last 30 days" className="lg:col-span-2">
          {data ? (
            <>
              <Totals days={data.last30Days} />
              <RevenueChart days={data.last30Days} />
            </>
          ) : board.isError ? (
            <p role="alert" className="py-10 text-center text-sm text-red-700">
              The figures could not be loaded.
            </p>
          ) : (
            <Loading />
          )}
        </Panel>
        <Panel title="Quick links">
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {quickLinks.map((q) => (
              <li key={q.page}>
                <Link
                  to={adminPath(q.page)}
                  className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-700 hover:border-brand/40 hover:bg-indigo-50 hover:text-brand"
                >
                  {q.label}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Panel
          title="Waiting to ship"
          action={
            <Link to={adminPath('orders')} className={linkClass}>
              All orders
            </Link>
          }
        >
          {!data ? (
            <p className={quiet}>{board.isError ? 'Not available.' : 'Loading...'}</p>
          ) : data.waitingToShip.length === 0 ? (
            <p className={quiet}>Nothing waiting: every order is on its way.</p>
          ) : (
            <ul className="-mx-1 divide-y divide-slate-100">
              {data.waitingToShip.slice(0, listMax).map((o) => (
                <li key={o.id}>
                  <Link
                    to={`${adminPath('orders')}?order=${o.id}`}
                    className="flex items-center justify-between gap-3 rounded-lg px-1 py-2.5 hover:bg-slate-50"
                  >
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold text-slate-900">
                        Order #{o.id} <span className="font-normal text-slate-600">· {o.name}</span>
                      </span>
                      <span className="block text-xs text-slate-500">
                        {formatShortDate(o.createdAt)} · {o.paymentMethod === 'cod' ? 'COD' : 'Paid online'} ·{' '}
                        {shipmentStatusLabel(o.status)}
                      </span>
                    </span>
                    <span className="shrink-0 text-sm font-semibold text-slate-900">{rupees(o.total)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data && data.waitingToShip.length > listMax && (
            <More to={adminPath('orders')} count={data.waitingToShip.length - listMax} what="orders" />
          )}
        </Panel>

        <Panel
          title="Low in stock"
          action={
            <Link to={adminPath('products')} className={linkClass}>
              Products
            </Link>
          }
        >
          {!data ? (
            <p className={quiet}>{board.isError ? 'Not available.' : 'Loading...'}</p>
          ) : data.lowStock.length === 0 ? (
            <p className={quiet}>Every size has stock to spare.</p>
          ) : (
            <ul className="-mx-1 divide-y divide-slate-100">
              {data.lowStock.slice(0, listMax).map((s) => (
                <li key={`${s.productId}-${s.size}`}>
                  <Link
                    to={`${adminPath('products')}?edit=${s.productId}`}
                    className="flex items-center justify-between gap-3 rounded-lg px-1 py-2.5 hover:bg-slate-50"
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-slate-900" title={s.name}>
                        {s.name}
                      </span>
                      <span className="block text-xs text-slate-500">{s.size}</span>
                    </span>
                    <Badge tone={s.remaining === 0 ? 'red' : 'amber'}>
                      {s.remaining === 0 ? 'Out of stock' : `${s.remaining} left`}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data && data.lowStock.length > listMax && (
            <More to={adminPath('products')} count={data.lowStock.length - listMax} what="sizes" />
          )}
        </Panel>

        <LowStockCard />

        <Panel
          title="Newest users"
          action={
            <Link to={adminPath('users')} className={linkClass}>
              All users
            </Link>
          }
        >
          {!data ? (
            <p className={quiet}>{board.isError ? 'Not available.' : 'Loading...'}</p>
          ) : data.newestUsers.length === 0 ? (
            <p className={quiet}>No users yet.</p>
          ) : (
            <ul className="-mx-1 divide-y divide-slate-100">
              {data.newestUsers.slice(0, 5).map((u) => (
                <li key={u.id}>
                  <Link
                    to={`${adminPath('users')}?search=${encodeURIComponent(u.email)}`}
                    className="flex items-center justify-between gap-3 rounded-lg px-1 py-2.5 hover:bg-slate-50"
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-slate-900">{u.fullname}</span>
                      <span className="block truncate text-xs text-slate-500">
                        {u.email} · joined {formatDate(u.createdAt)}
                      </span>
                    </span>
                    <Badge tone={u.status === 'active' ? 'green' : 'amber'}>
                      {u.status === 'active' ? 'Active' : u.status === 'pending' ? 'Pending' : u.status}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}

/** Settings → Sign-in by mobile number, where the daily cap is raised. */
const capSettings = `${adminPath('settings')}#settings-sign-in-by-mobile-number`;

/**
 * From 80 % of the day's cap of sign-in codes: how many went, and that at the cap nobody signs in by mobile number
 * until the shop's midnight; once reached, in red. Nothing below 80 %.
 */
function CodeCapWarning({ today }: { today: SignInCodesToday }) {
  const level = codeCapLevel(today);
  if (!level) return null;
  const count = today.count.toLocaleString('en-IN');
  const cap = today.dailyCap.toLocaleString('en-IN');
  const reached = level === 'reached';
  const settingsLink = (
    <Link to={capSettings} className="font-semibold underline">
      Settings → Sign-in by mobile
    </Link>
  );
  return (
    <p
      role={reached ? 'alert' : 'status'}
      className={`rounded-2xl border p-4 text-sm ${reached ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}
    >
      <strong>
        Sign-in codes: {count} of {cap} today.
      </strong>{' '}
      {reached ? (
        <>The daily cap is reached: nobody can sign in by mobile number until tomorrow; raise the cap in </>
      ) : (
        <>At {cap}, nobody can sign in by mobile number until tomorrow; raise the cap in </>
      )}
      {settingsLink}.
    </p>
  );
}

/** COD outstanding (delivered, cash not yet recorded) and the RTO rate of 30 days (decisions 0125, 0127). */
function AfterSale({ data, failed }: { data: DashboardView | undefined; failed: boolean }) {
  const cod = data?.codOutstanding;
  const rto = data?.rto30Days;
  const pending = failed ? 'Not available.' : 'Loading...';
  const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';
  return (
    <section aria-label="Cash and returns" className="grid gap-3 sm:grid-cols-2">
      <div className={card}>
        <dl>
          <dt className="text-sm text-slate-600">COD outstanding</dt>
          <dd className="text-2xl font-extrabold text-slate-900 tabular-nums">
            {cod ? formatRupees(rupeesToPaise(cod.amount)) : '–'}
          </dd>
          <dd className="mt-1 text-xs text-slate-500">
            {!cod
              ? pending
              : cod.orders === 0
                ? 'No delivered order waits for its cash.'
                : `${cod.orders.toLocaleString('en-IN')} delivered ${cod.orders === 1 ? 'order' : 'orders'} awaiting cash`}
          </dd>
        </dl>
        <Link
          to={`${adminPath('orders')}?status=${OrderStatus.Delivered}&payment=cod`}
          className={`mt-2 inline-block ${linkClass}`}
        >
          Delivered COD orders
        </Link>
      </div>
      <div className={card}>
        <dl>
          <dt className="text-sm text-slate-600">RTO rate, last 30 days</dt>
          <dd className="text-2xl font-extrabold text-slate-900 tabular-nums">
            {rto ? rateText(rto.rate) : '–'}
          </dd>
          <dd className="mt-1 text-xs text-slate-500">
            {!rto
              ? pending
              : rto.shipped === 0
                ? 'No order placed in the last 30 days has shipped yet.'
                : `${rto.returned.toLocaleString('en-IN')} of ${rto.shipped.toLocaleString('en-IN')} shipped ${rto.shipped === 1 ? 'order' : 'orders'} returned to origin`}
          </dd>
        </dl>
      </div>
      {data && data.awaitingConfirmation > 0 && (
        <div className={`${card} sm:col-span-2`}>
          <dl>
            <dt className="text-sm text-slate-600">Cash orders awaiting confirmation</dt>
            <dd className="text-2xl font-extrabold text-amber-700 tabular-nums">
              {data.awaitingConfirmation.toLocaleString('en-IN')}
            </dd>
            <dd className="mt-1 text-xs text-slate-500">
              Not shipped until the shopper (or you, after a call) confirms them.
            </dd>
          </dl>
          <Link
            to={`${adminPath('orders')}?status=awaiting-confirmation`}
            className={`mt-2 inline-block ${linkClass}`}
          >
            Orders awaiting confirmation
          </Link>
        </div>
      )}
    </section>
  );
}

/**
 * The 30 days' figures: revenue, orders and the average of the orders the shop kept (cancelled, fully refunded and
 * returned orders are in none of them), and the cancelled orders apart.
 */
function Totals({ days }: { days: { orders: number; revenue: number; cancelled: number }[] }) {
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const cancelled = days.reduce((n, d) => n + d.cancelled, 0);
  const revenuePaise = sumPaise(days.map((d) => d.revenue));
  const figures = [
    { label: 'Revenue', value: formatRupees(revenuePaise) },
    { label: 'Orders', value: orders.toLocaleString('en-IN') },
    { label: 'Average order', value: orders ? formatRupees(Math.round(revenuePaise / orders)) : '—' },
    { label: 'Cancelled', value: cancelled.toLocaleString('en-IN') },
  ];
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label} className="rounded-xl bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-500">{f.label}</dt>
          <dd className="text-base font-bold text-slate-900 tabular-nums sm:text-lg">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
