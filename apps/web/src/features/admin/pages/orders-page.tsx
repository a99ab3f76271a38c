// /admin/orders, 'Manage Orders' (SPEC section 2, D13, D14): search by order id or product name, filters by
// status and payment method, 3-column cards 12 to a page, the details modal (also opened by ?order={id}),
// and the filtered orders as CSV.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { paginate } from '../list-kit/pager.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { ListStates, SearchBox } from '../list-kit/table.tsx';
import { useErrorToast } from '../list-kit/use-list.ts';
import { downloadOrdersCsv, type OrderFilter, ordersQuery } from '../orders/api.ts';
import { filterOrders, pageSize, paymentMethodLabel, statusOptions } from '../orders/filters.ts';
import { OrderCard } from '../orders/order-card.tsx';
import { OrderModal } from '../orders/order-modal.tsx';
import { AdminPageHeader, BusyButton, buttonClass, inputClass } from '../ui.tsx';

const ordersLoadFailed = 'Failed to load orders.';

export default function OrdersPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<OrderFilter>({ search: '', status: '', paymentMethod: '' });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const { data: orders, isPending, error } = useQuery(ordersQuery());
  useErrorToast(error, ordersLoadFailed);

  const shown = useMemo(() => filterOrders(orders ?? [], filter), [orders, filter]);
  const paged = paginate(shown, page, pageSize);
  // Every change of the search or a filter starts again at page 1 (SPEC section 2).
  const change = (patch: Partial<OrderFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
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
      await downloadOrdersCsv(filter);
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to export orders.'));
    } finally {
      setExporting(false);
    }
  };
  const filtered = Boolean(filter.search.trim() || filter.status || filter.paymentMethod);

  return (
    <div>
      <AdminPageHeader
        title="Manage Orders"
        description={
          !orders
            ? undefined
            : filtered
              ? `${shown.length} of ${orders.length} orders match`
              : `${orders.length} ${orders.length === 1 ? 'order' : 'orders'}`
        }
        actions={
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
        }
      />
      <div className="mb-5 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:flex-row sm:flex-wrap sm:items-center">
        <div className="sm:min-w-64 sm:flex-1">
          <SearchBox
            id={`${id}-search`}
            label="Search orders by order ID or product name"
            placeholder="Search by Order ID or Product Name..."
            value={filter.search}
            onChange={(search) => change({ search })}
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
              {statusOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 sm:w-44">
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
            </select>
          </label>
        </div>
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={paged.total === 0}
        failedText={ordersLoadFailed}
        emptyText="No orders found"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Orders">
          {paged.rows.map((order) => (
            <li key={order.id} className="flex">
              <div className="w-full">
                <OrderCard order={order} onOpen={() => open(order.id)} />
              </div>
            </li>
          ))}
        </ul>
      </ListStates>
      <AdminPager {...paged} onPage={setPage} label="Orders pages" />

      <OrderModal
        orderId={orderId}
        fromList={orders?.find((o) => o.id === orderId)}
        onClose={() => open(null)}
      />
    </div>
  );
}
