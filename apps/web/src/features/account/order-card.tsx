// One order in the Order History list: number, date, status, a few item pictures, item count and total.
import type { Order } from '@chamak/shared/orders';
import { Img } from '../../components/img.tsx';
import { rupees } from '../../components/price.tsx';
import { formatDate } from '../../lib/dates.ts';
import { itemCount, paymentMethodLabel, statusTone } from './format.ts';

export function OrderCard({ order, onOpen }: { order: Order; onOpen: (id: number) => void }) {
  const count = itemCount(order);
  const shown = order.OrderItems.slice(0, 3);
  const more = order.OrderItems.length - shown.length;
  const headingId = `order-${order.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 transition hover:border-brand/40 hover:shadow-md"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-bold text-slate-900">
            Order #{order.id}
          </h3>
          <p className="text-sm text-slate-500">
            Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusTone(order.status)}`}>
          {order.statusLabel}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <ul className="flex -space-x-3" aria-label="Items">
          {shown.map((item) => (
            <li
              key={item.id}
              className="size-14 overflow-hidden rounded-xl border-2 border-white bg-slate-100 shadow-xs"
            >
              <Img
                src={item.productlitre.productimages[0]?.image}
                alt={item.Product.name}
                width={56}
                height={56}
                className="size-full object-cover"
              />
            </li>
          ))}
          {more > 0 && (
            <li className="grid size-14 place-items-center rounded-xl border-2 border-white bg-slate-100 text-sm font-semibold text-slate-600">
              +{more}
            </li>
          )}
        </ul>
        <p className="line-clamp-2 min-w-0 flex-1 text-sm text-slate-600">
          {order.OrderItems.map((i) => i.Product.name).join(', ')}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{rupees(order.totalPrice)}</p>
          <p className="text-xs text-slate-500">
            {count} {count === 1 ? 'item' : 'items'} · {paymentMethodLabel[order.paymentMethod]}
          </p>
        </div>
        <button
          type="button"
          onClick={() => onOpen(order.id)}
          aria-label={`View details of order #${order.id}`}
          className="rounded-xl border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        >
          View Details
        </button>
      </div>
    </article>
  );
}
