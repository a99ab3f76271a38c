// One order in the 'Manage Orders' grid (SPEC section 2): Order #id, date, customer, total, item count, and a
// 'Refund due' badge when the shop owes the money back (decision 0004).
import type { Order } from '@chamak/shared/orders';
import { rupees } from '../../../components/price.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { Badge } from '../list-kit/table.tsx';
import {
  itemCount,
  orderStatusText,
  owesRefund,
  paymentMethodLabel,
  paymentStatusLabel,
  statusTone,
} from './filters.ts';

export function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const count = itemCount(order);
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="text-base font-bold text-slate-900">Order #{order.id}</h2>
          <p className="text-sm text-slate-500">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge tone={statusTone(order.status)}>{orderStatusText(order)}</Badge>
          {owesRefund(order) && <Badge tone="red">{paymentStatusLabel(order.paymentStatus)}</Badge>}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="sr-only">Customer</dt>
          <dd className="truncate font-medium text-slate-800">
            {order.firstName} {order.lastName}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Total</dt>
          <dd className="font-bold text-slate-900">{rupees(order.totalPrice)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Items</dt>
          <dd className="font-medium text-slate-800">
            {count} {count === 1 ? 'item' : 'items'}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">Payment</dt>
          <dd className="text-xs text-slate-500">{paymentMethodLabel[order.paymentMethod]}</dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`View details of order #${order.id}`}
        className="mt-4 inline-flex items-center justify-center rounded-lg border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
      >
        View details
      </button>
    </article>
  );
}
