// One order in a list of orders, the shopper's Order History and the admin's 'Manage Orders' grid alike: number,
// date, status (and 'Refund due' when the shop owes the money back, decision 0004), a few item pictures and
// names, total, item count and payment method, and 'View details'. The admin's card also names the customer.
import { isPlaced } from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import { Img } from '../img.tsx';
import { rupees } from '../price.tsx';
import { Badge } from './badge.tsx';
import {
  itemCount,
  orderStatusText,
  orderTone,
  owesRefund,
  paymentMethodLabel,
  paymentStatusLabel,
} from './format.ts';

type Props = {
  order: Order;
  onOpen: (orderId: number) => void;
  /** The card title's heading level under the page's own headings. */
  headingLevel?: 2 | 3;
  /** Show who placed the order (the admin's grid). */
  showCustomer?: boolean;
};

export function OrderCard({ order, onOpen, headingLevel = 3, showCustomer = false }: Props) {
  const count = itemCount(order);
  const shown = order.OrderItems.slice(0, 3);
  const more = order.OrderItems.length - shown.length;
  const headingId = `order-${order.id}-heading`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-brand/40 hover:shadow-md sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <Heading id={headingId} className="font-bold text-slate-900">
            {t('Order #{id}', { id: String(order.id) })}
          </Heading>
          <p className="text-sm text-slate-500">
            {t('Placed on')} <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
          {showCustomer && (
            <p className="mt-1 truncate text-sm font-medium text-slate-800">
              <span className="sr-only">{t('Customer:')} </span>
              <span>
                {order.firstName} {order.lastName}
              </span>
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {/* An online checkout never paid is not an order: its payment, not a shipment status (decision 0180). */}
          {isPlaced(order.paymentStatus) ? (
            <Badge tone={orderTone(order)}>{orderStatusText(order)}</Badge>
          ) : (
            <Badge tone="amber">{paymentStatusLabel(order.paymentStatus)}</Badge>
          )}
          {owesRefund(order) && <Badge tone="red">{paymentStatusLabel(order.paymentStatus)}</Badge>}
        </div>
      </div>
      <div className="flex items-center gap-3">
        <ul className="flex -space-x-3" aria-label={t('Items')}>
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
            <span>{t('{count, plural, one {# item} other {# items}}', { count })}</span> ·{' '}
            <span>{paymentMethodLabel[order.paymentMethod]}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={() => onOpen(order.id)}
          aria-label={t('View details of order #{id}', { id: String(order.id) })}
          className="rounded-xl border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        >
          {t('View details')}
        </button>
      </div>
    </article>
  );
}
