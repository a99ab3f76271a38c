// /admin/orders, 'Manage Orders' (SPEC section 2, D13, D14): search by order id, product name, the customer's
// name, e-mail or phone, or the AWB code (SPEC's placeholder kept; the box's label names them all), filters by
// status and payment method, 3-column cards 12 to a page, the details modal (also opened by ?order={id}),
// and the filtered orders as CSV. The server searches, filters and pages (decision 0060); the search, the
// filters and the page are kept in the URL. Cards or a table with bulk actions (decision 0353): the choice is in the
// URL (?view=table) and remembered in the browser for the next visit.
import { adminOrdersPerPage, paymentNotCompletedLabel } from '@chamak/shared/admin-orders';
import { awaitingConfirmationLabel } from '@chamak/shared/cod-confirmation';
import { shopDay } from '@chamak/shared/shop-time';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paymentMethodLabel } from '../../../components/orders/format.ts';
import { OrderCard } from '../../../components/orders/order-card.tsx';
import { downloadFile } from '../../../lib/files.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { ListStates, SearchBox } from '../list-kit/table.tsx';
import { useErrorToast } from '../list-kit/use-list.ts';
import { AdminPageHeader, BusyButton, buttonClass, inputClass } from '../ui.tsx';
import {
  awaitingConfirmationFilter,
  filterQuery,
  notCompleted,
  type OrderFilter,
  ordersPageQuery,
} from './api.ts';
import { EwayBillFlag, useEwayBillFlags } from './eway-bill-flag.tsx';
import { statusOptions } from './filters.ts';
import { OrderModal } from './order-modal.tsx';
import { OrdersTable } from './orders-table.tsx';

const ordersLoadFailed = 'Failed to load orders.';
const viewKey = 'chamak-admin-orders-view';

function rememberedView(): 'cards' | 'table' {
  try {
    return localStorage.getItem(viewKey) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

/** Cards | Table: two toggle buttons, the one showing pressed. */
function ViewSwitch({
  view,
  onChange,
}: {
  view: 'cards' | 'table';
  onChange: (v: 'cards' | 'table') => void;
}) {
  const option = (v: 'cards' | 'table', label: string) => (
    <button
      type="button"
      aria-pressed={view === v}
      onClick={() => onChange(v)}
      className={`px-3 py-2 text-sm font-medium ${view === v ? 'bg-brand text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="inline-flex overflow-hidden rounded-lg border border-slate-300">
      <legend className="sr-only">Show orders as</legend>
      {option('cards', 'Cards')}
      {option('table', 'Table')}
    </fieldset>
  );
}
/** Typing waits this long before the server is asked, so a word is one request, not one per letter. */
const searchDelayMs = 250;

export default function OrdersPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter: OrderFilter = {
    search: params.get('search') ?? '',
    status: params.get('status') ?? '',
    paymentMethod: params.get('payment') ?? '',
  };
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const asked = params.get('view');
  const view = asked === 'table' || asked === 'cards' ? asked : rememberedView();
  const [typed, setTyped] = useState(filter.search);
  const [exporting, setExporting] = useState(false);
  const { data, isPending, error } = useQuery(ordersPageQuery(filter, page));
  useErrorToast(error, ordersLoadFailed);

  const setParam = (changes: Record<string, string>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [key, value] of Object.entries(changes))
          if (value && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );
  // Every change of the search or a filter starts again at page 1 (SPEC section 2).
  const change = (patch: Partial<OrderFilter>) => {
    const { paymentMethod, ...rest } = patch;
    setParam({ ...rest, ...(paymentMethod === undefined ? {} : { payment: paymentMethod }), page: '1' });
  };
  useEffect(() => {
    if (typed === filter.search) return;
    const timer = setTimeout(() => change({ search: typed }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);

  // A search from elsewhere (the top bar links to ?search=) shows in the box.
  useEffect(() => setTyped(filter.search), [filter.search]);
  // A page past the end (an old link, or the last order of the last page gone) goes to the last page.
  useEffect(() => {
    if (data && data.total > 0 && page > data.totalPages) setParam({ page: String(data.totalPages) });
  }, [data]);

  // The pager follows the page on screen: while the next one loads, the last one stays with its figures.
  const total = data?.total ?? 0;
  const shownPage = Math.min(data?.page ?? page, data?.totalPages ?? page);
  const from = total === 0 ? 0 : (shownPage - 1) * adminOrdersPerPage + 1;
  const pager = {
    page: shownPage,
    pages: data?.totalPages ?? 1,
    total,
    from,
    to: Math.min(total, from + (data?.orders.length ?? 0) - 1),
  };

  const openId = Number(params.get('order'));
  const orderId = Number.isInteger(openId) && openId > 0 ? openId : null;
  const open = (idToOpen: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (idToOpen == null) next.delete('order');
        else next.set('order', String(idToOpen));
        return next;
      },
      { replace: idToOpen == null },
    );

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The server names the file for the shop's day; the fallback (India's day) only if it does not.
      await downloadFile(
        `/order/export.csv${filterQuery(filter)}`,
        `chamak-orders-${shopDay(new Date())}.csv`,
      );
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to export orders.'));
    } finally {
      setExporting(false);
    }
  };
  const filtered = Boolean(filter.search.trim() || filter.status || filter.paymentMethod);
  const orders = data?.orders;
  const ewayBillFlags = useEwayBillFlags(orders);
  // Online checkouts never paid are attempts, not orders: the count says so (decision 0180).
  const attempts = filter.paymentMethod === notCompleted;
  const counted = (n: number) =>
    attempts
      ? `${n} ${n === 1 ? 'checkout' : 'checkouts'} with the payment not completed`
      : `${n} ${n === 1 ? 'order' : 'orders'}`;

  return (
    <div>
      <AdminPageHeader
        title="Manage Orders"
        description={
          !data
            ? undefined
            : attempts
              ? counted(total)
              : filtered
                ? `${total} ${total === 1 ? 'order matches' : 'orders match'}`
                : counted(total)
        }
        actions={
          <>
            <Link className={buttonClass.primary} to="/admin/orders/new">
              Create order
            </Link>
            <ViewSwitch
              view={view}
              onChange={(v) => {
                try {
                  localStorage.setItem(viewKey, v);
                } catch {
                  // A browser that keeps nothing still switches, by the URL.
                }
                setParam({ view: v });
              }}
            />
            <BusyButton
              type="button"
              busy={exporting}
              busyText="Exporting..."
              className={buttonClass.secondary}
              onClick={exportCsv}
              disabled={!orders}
            >
              Export CSV
            </BusyButton>
          </>
        }
      />
      <div className="mb-5 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:flex-row sm:flex-wrap sm:items-center">
        <div className="sm:min-w-64 sm:flex-1">
          <SearchBox
            id={`${id}-search`}
            label="Search orders by order ID, product, customer name, phone, e-mail or AWB code"
            placeholder="Search by Order ID or Product Name..."
            value={typed}
            onChange={setTyped}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 sm:w-44">
            Status
            <select
              className={inputClass}
              value={filter.status}
              onChange={(e) => change({ status: e.target.value })}
            >
              <option value="">All statuses</option>
              <option value={awaitingConfirmationFilter}>{awaitingConfirmationLabel}</option>
              {statusOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 sm:w-56">
            Payment
            <select
              className={inputClass}
              value={filter.paymentMethod}
              onChange={(e) => change({ paymentMethod: e.target.value })}
            >
              <option value="">All payments</option>
              {(['online', 'cod'] as const).map((m) => (
                <option key={m} value={m}>
                  {paymentMethodLabel[m]}
                </option>
              ))}
              <option value={notCompleted}>{paymentNotCompletedLabel}</option>
            </select>
          </label>
        </div>
      </div>

      {filter.status === awaitingConfirmationFilter && (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Cash orders waiting for the shopper to confirm them through the link they were sent. They are not
          shipped until confirmed; open one to confirm it after a call. Unconfirmed in time, they are
          cancelled and their stock goes back.
        </p>
      )}
      {attempts && (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Online checkouts whose payment was abandoned or failed. They are not orders: the dashboard and the
          list of orders do not count them, and nothing was taken from stock.
        </p>
      )}
      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={orders?.length === 0}
        failedText={ordersLoadFailed}
        emptyText={attempts ? 'No checkouts with the payment not completed' : 'No orders found'}
      >
        {view === 'table' ? (
          <OrdersTable orders={orders ?? []} onOpen={open} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Orders">
            {(orders ?? []).map((order) => (
              <li key={order.id} className="flex">
                <div className="w-full">
                  <EwayBillFlag flag={ewayBillFlags.get(order.id)} />
                  <OrderCard order={order} onOpen={open} headingLevel={2} showCustomer />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <AdminPager {...pager} onPage={(p) => setParam({ page: String(p) })} label="Orders pages" />

      <OrderModal
        orderId={orderId}
        fromList={orders?.find((o) => o.id === orderId)}
        onClose={() => open(null)}
      />
    </div>
  );
}
