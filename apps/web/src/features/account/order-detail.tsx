// One order in full (SPEC section 2): the progress bar, courier and tracking, address, items and totals,
// payment method and state; 'Failed to load order details.' when it cannot be read.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { customerProgressStep } from '@chamak/shared/shipment';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ChevronLeftIcon, PinIcon, TruckIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { rupees } from '../../components/price.tsx';
import { Loading } from '../../components/states.tsx';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { toast } from '../../lib/toast.tsx';
import { accountKeys, orderQuery } from './api.ts';
import { paymentMethodLabel, paymentStatusLabel, statusTone } from './format.ts';
import { OrderProgress } from './order-progress.tsx';

export const orderLoadFailed = 'Failed to load order details.';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5';
const cardTitle = 'text-sm font-bold tracking-wide text-slate-500 uppercase';

/**
 * SPEC shows the bar only for an order with a shipment id (one made through the courier integration); an
 * order the admin ships by hand (D13) has none, so it also shows once the status has moved past step 1.
 */
export const showsProgress = (order: Order) =>
  order.shipment_order_id != null || customerProgressStep(order.status) > 1;

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-1 rounded-lg py-1 pr-2 text-sm font-semibold text-brand hover:underline"
    >
      <ChevronLeftIcon width={18} height={18} />
      Back to orders
    </button>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function OrderDetail({
  orderId,
  userId,
  onBack,
}: {
  orderId: number;
  userId: number;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...orderQuery(orderId),
    // The list already holds this order: show it at once while the fresh copy loads.
    placeholderData: () =>
      queryClient.getQueryData<Order[]>(accountKeys.orders(userId))?.find((o) => o.id === orderId),
  });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (query.isError) toast.error(orderLoadFailed);
  }, [query.isError]);

  const loaded = query.data !== undefined;
  // Focus the order's title when it opens, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        <BackButton onBack={onBack} />
        <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-red-700">
          <p>{orderLoadFailed}</p>
          <button
            type="button"
            onClick={() => query.refetch()}
            className="rounded-md border border-red-300 px-4 py-2 text-sm hover:bg-red-50"
          >
            Retry
          </button>
        </div>
      </div>
    );
  }
  if (!query.data) return <Loading text="Loading order details..." />;

  const order = query.data;
  const tracking = order.tracking.tracking_data;
  const currentStatus = tracking.shipment_track[0]?.current_status || order.statusLabel;
  const activities = [...tracking.shipment_track_activities].sort(
    (a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0),
  );
  const hasShipping = Boolean(order.courier_name || order.awb_code || tracking.etd || tracking.track_url);

  return (
    <div className="flex flex-col gap-5">
      <BackButton onBack={onBack} />

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            Order #{order.id}
          </h3>
          <p className="text-sm text-slate-500">
            Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone(order.status)}`}>
          {currentStatus}
        </span>
      </div>

      <section aria-label="Order status" className={card}>
        {showsProgress(order) ? (
          <OrderProgress status={order.status} />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">Status</dt>
              <dd className="font-semibold text-slate-900">{order.statusLabel}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Payment</dt>
              <dd className="font-semibold text-slate-900">{paymentStatusLabel(order.paymentStatus)}</dd>
            </div>
          </dl>
        )}
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        <section aria-labelledby={`shipping-${order.id}`} className={card}>
          <h4 id={`shipping-${order.id}`} className={`${cardTitle} flex items-center gap-2`}>
            <TruckIcon width={18} height={18} /> Shipping
          </h4>
          {hasShipping ? (
            <>
              <dl className="mt-3 text-sm">
                <Row label="Courier">{order.courier_name || '—'}</Row>
                <Row label="AWB code">{order.awb_code || '—'}</Row>
                <Row label="Estimated delivery">{tracking.etd ? formatDate(tracking.etd) : '—'}</Row>
              </dl>
              {tracking.track_url && (
                <a
                  href={tracking.track_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 inline-flex items-center gap-2 rounded-xl bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
                >
                  Track Shipment
                  <span className="sr-only"> (opens in a new tab)</span>
                  <span aria-hidden="true">↗</span>
                </a>
              )}
            </>
          ) : (
            <p className="mt-3 text-sm text-slate-600">
              Courier details appear here once your order is handed to the courier.
            </p>
          )}
        </section>

        <section aria-labelledby={`address-${order.id}`} className={card}>
          <h4 id={`address-${order.id}`} className={`${cardTitle} flex items-center gap-2`}>
            <PinIcon width={18} height={18} /> Delivery address
          </h4>
          <address className="mt-3 text-sm leading-relaxed text-slate-700 not-italic">
            <strong className="font-semibold text-slate-900">
              {order.firstName} {order.lastName}
            </strong>
            <br />
            {order.address}
            {order.apt && <>, {order.apt}</>}
            <br />
            {order.city}, {order.state} {order.postalCode}
            <br />
            {order.phone} · {order.email}
          </address>
        </section>
      </div>

      <section aria-labelledby={`history-${order.id}`} className={card}>
        <h4 id={`history-${order.id}`} className={cardTitle}>
          Tracking history
        </h4>
        {activities.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No tracking updates yet.</p>
        ) : (
          <ol className="mt-4 flex flex-col">
            {activities.map((a, i) => (
              <li key={`${a.date}-${i}`} className="relative flex gap-4 pb-5 last:pb-0">
                {i < activities.length - 1 && (
                  <span aria-hidden="true" className="absolute top-4 left-[7px] h-full w-0.5 bg-slate-200" />
                )}
                <span
                  aria-hidden="true"
                  className={`relative mt-1 size-4 shrink-0 rounded-full border-4 ${i === 0 ? 'border-brand bg-white' : 'border-slate-300 bg-white'}`}
                />
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-slate-900">{a.activity}</p>
                  <p className="text-slate-600">
                    {a.location && <span>{a.location} · </span>}
                    <time dateTime={a.date}>{formatDateTime(a.date)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`items-${order.id}`} className={card}>
        <h4 id={`items-${order.id}`} className={cardTitle}>
          Items
        </h4>
        <ul className="mt-2 divide-y divide-slate-100">
          {order.OrderItems.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-3 sm:gap-4">
              <Img
                src={item.productlitre.productimages[0]?.image}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-xl bg-slate-100 object-cover"
              />
              <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{item.Product.name}</p>
                  <p className="text-sm text-slate-500">
                    Size: {item.productlitre.litre.litre} · Qty: {item.quantity} × {rupees(item.price)}
                  </p>
                </div>
                <p className="mt-1 font-semibold text-slate-900 sm:mt-0 sm:shrink-0">
                  {formatRupees(rupeesToPaise(item.price) * item.quantity)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`summary-${order.id}`} className={card}>
        <h4 id={`summary-${order.id}`} className={cardTitle}>
          Summary
        </h4>
        <dl className="mt-2 text-sm">
          <Row label="Subtotal">{rupees(order.subtotal)}</Row>
          <Row label="Delivery charge">{rupees(order.delivery_charge)}</Row>
          {order.codFee > 0 && <Row label="Cash on delivery fee">{rupees(order.codFee)}</Row>}
          <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
            <dt className="font-bold text-slate-900">Total</dt>
            <dd className="font-bold text-slate-900">{rupees(order.totalPrice)}</dd>
          </div>
        </dl>
        <dl className="mt-3 border-t border-slate-100 pt-2 text-sm">
          <Row label="Payment method">{paymentMethodLabel[order.paymentMethod]}</Row>
          <Row label="Payment status">{paymentStatusLabel(order.paymentStatus)}</Row>
        </dl>
      </section>
    </div>
  );
}
