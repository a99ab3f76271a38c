// One order in full, for the shopper's account page and the admin's order window: the shipment progress, the
// courier and tracking, the address, the tracking history, the items and the totals. The two views differ where
// their readers differ (`view`): the shopper reads 'Shipping' and a timeline, newest first, and the payment under
// the totals; the admin reads the customer's contacts, a 'Tracking' card with the history as a table, and the
// totals under the items. The page around it adds its own heading, back button or actions, and hands in how to
// download the order's GST invoice and credit notes (`onDownload`; without it they are not offered).
import { safeHref } from '@chamak/shared/links';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { customerProgressStep } from '@chamak/shared/shipment';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import { PinIcon, TruckIcon } from '../icons.tsx';
import { Img } from '../img.tsx';
import { rupees } from '../price.tsx';
import { orderPaymentLabel, paymentMethodLabel } from './format.ts';
import { OrderProgress, type OrderView } from './order-progress.tsx';
import { RefundsList } from './refunds-list.tsx';
import { type DownloadDocument, hasTaxDocuments, TaxDocuments } from './tax-documents.tsx';

export type { OrderView };

const styles = {
  shopper: {
    card: 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5',
    title: 'text-sm font-bold tracking-wide text-slate-500 uppercase',
  },
  admin: {
    card: 'rounded-xl border border-slate-200 bg-white p-4',
    title: 'mb-2 text-xs font-bold tracking-wide text-slate-500 uppercase',
  },
} as const;

/**
 * SPEC shows the shopper the bar only for an order with a shipment id (one made through the courier
 * integration); an order the admin ships by hand (D13) has none, so it also shows once the status has moved
 * past step 1.
 */
export const showsProgress = (order: Order) =>
  order.shipment_order_id != null || customerProgressStep(order.status) > 1;

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Subtotal, each discount by name, delivery charge, the COD fee when charged, total. SPEC: subtotal = total
 * minus the charges, plus what the discounts took off. A free-delivery offer shows as the charge it waived
 * and its minus line, so the figures add up as the shopper's quote did.
 */
export function Totals({ order, view }: { order: Order; view: OrderView }) {
  const totalPaise = rupeesToPaise(order.totalPrice);
  const deliveryPaise = rupeesToPaise(order.delivery_charge);
  const codPaise = rupeesToPaise(order.codFee);
  const discounts = order.discounts ?? [];
  const off = (kind: 'lines' | 'delivery') =>
    discounts.filter((d) => d.kind === kind).reduce((sum, d) => sum + rupeesToPaise(d.amount), 0);
  const minus = (kind: 'lines' | 'delivery') =>
    discounts
      .filter((d) => d.kind === kind)
      .map((d, i) => (
        <Row
          key={`${kind}-${i}`}
          label={d.code && !d.label.includes(d.code) ? `${d.code} – ${d.label}` : d.label}
        >
          <span className="whitespace-nowrap text-emerald-800">−{formatRupees(rupeesToPaise(d.amount))}</span>
        </Row>
      ));
  return (
    <>
      <Row label={t('Subtotal')}>{formatRupees(totalPaise - deliveryPaise - codPaise + off('lines'))}</Row>
      {minus('lines')}
      <Row label={t('Delivery charge')}>{formatRupees(deliveryPaise + off('delivery'))}</Row>
      {minus('delivery')}
      {codPaise > 0 && (
        <Row label={view === 'admin' ? t('COD fee') : t('Cash on delivery fee')}>
          {formatRupees(codPaise)}
        </Row>
      )}
      <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
        <dt className="font-bold text-slate-900">{t('Total')}</dt>
        <dd className="font-bold text-slate-900">{formatRupees(totalPaise)}</dd>
      </div>
      {/* A cash order that paid part online first (decision 0338): what was paid, and what the courier collects. */}
      {order.paymentMethod === 'cod' && (order.advance ?? 0) > 0 && (
        <>
          <Row label={t('Paid online')}>{formatRupees(rupeesToPaise(order.advance))}</Row>
          <Row label={t('To pay on delivery')}>{formatRupees(totalPaise - rupeesToPaise(order.advance))}</Row>
        </>
      )}
    </>
  );
}

/** The order's lines (also the confirmation page's). */
export function ItemList({ order, view }: { order: Order; view: OrderView }) {
  // The shopper reads 'Size: 1 L · Qty: 2', the admin's denser window 'Size 1 L · Qty 2'.
  const sep = view === 'shopper' ? ': ' : ' ';
  return (
    <ul className="mt-2 divide-y divide-slate-100">
      {order.OrderItems.map((item) => (
        <li key={item.id} className="flex items-center gap-3 py-3 sm:gap-4">
          <Img
            src={item.productlitre.productimages[0]?.image}
            alt=""
            width={64}
            height={64}
            className="size-14 shrink-0 rounded-xl border border-slate-200 bg-slate-100 object-cover sm:size-16"
          />
          <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{item.Product.name}</p>
              <p className="text-sm text-slate-500">
                {t('Size')}
                {sep}
                {item.productlitre.litre.litre} · {t('Qty')}
                {sep}
                {item.quantity} × {rupees(item.price)}
              </p>
            </div>
            <p className="mt-1 font-semibold text-slate-900 sm:mt-0 sm:shrink-0">
              <span className="sr-only">{t('Subtotal')} </span>
              {formatRupees(rupeesToPaise(item.price) * item.quantity)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function AddressLines({ order }: { order: Order }) {
  return (
    <>
      {order.address}
      {order.apt && <>, {order.apt}</>}
      <br />
      {order.city}, {order.state} {order.postalCode}
    </>
  );
}

/** The tracking address as a link; nothing (or a dash in the table) for one that is not http(s). */
/**
 * A parcel's shipping facts, for its shopper's order page and its public status page alike: the delivery promise the
 * order was placed with, the courier, AWB and estimate with the tracking link, or the line saying they come with the
 * courier.
 */
export function ShippingFacts({
  promise,
  courier,
  awb,
  etd,
  trackUrl,
}: {
  promise: { message: string } | null;
  courier: string | null | undefined;
  awb: string | null | undefined;
  etd: string | null | undefined;
  trackUrl: string | null | undefined;
}) {
  const hasShipping = Boolean(courier || awb || etd || trackUrl);
  return (
    <>
      {promise && (
        <p className="mt-3 text-sm font-semibold text-emerald-800">
          {promise.message}
          <span className="block text-xs font-normal text-slate-500">
            {t('As promised when you ordered')}
          </span>
        </p>
      )}
      {hasShipping ? (
        <>
          <dl className="mt-3 text-sm">
            <Row label={t('Courier')}>{courier || '—'}</Row>
            <Row label={t('AWB code')}>{awb || '—'}</Row>
            <Row label={t('Estimated delivery')}>{etd ? formatDate(etd) : '—'}</Row>
          </dl>
          {trackUrl && <TrackShipmentLink url={trackUrl} button />}
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          {t('Courier details appear here once your order is handed to the courier.')}
        </p>
      )}
    </>
  );
}

export function TrackShipmentLink({ url, button }: { url: string; button: boolean }) {
  const href = safeHref(url);
  if (!href) return button ? null : <>—</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={
        button
          ? 'mt-4 inline-flex items-center gap-2 rounded-xl bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark'
          : 'font-semibold text-brand hover:underline'
      }
    >
      {t('Track Shipment')}
      {button && (
        <>
          <span className="sr-only"> {t('(opens in a new tab)')}</span>
          <span aria-hidden="true">↗</span>
        </>
      )}
    </a>
  );
}

export function OrderDetails({
  order,
  view,
  onDownload,
}: {
  order: Order;
  view: OrderView;
  onDownload?: DownloadDocument;
}) {
  return view === 'shopper' ? (
    <ShopperDetails order={order} onDownload={onDownload} />
  ) : (
    <AdminDetails order={order} onDownload={onDownload} />
  );
}

function ShopperDetails({ order, onDownload }: { order: Order; onDownload?: DownloadDocument }) {
  const { card, title } = styles.shopper;
  const tracking = order.tracking.tracking_data;
  const activities = [...tracking.shipment_track_activities].sort(
    (a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0),
  );
  return (
    <>
      <section aria-label={t('Order status')} className={card}>
        {showsProgress(order) ? (
          <OrderProgress status={order.status} view="shopper" />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">{t('Status')}</dt>
              <dd className="font-semibold text-slate-900">{order.statusLabel}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('Payment')}</dt>
              <dd className="font-semibold text-slate-900">{orderPaymentLabel(order)}</dd>
            </div>
          </dl>
        )}
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        <section aria-labelledby={`shipping-${order.id}`} className={card}>
          <h4 id={`shipping-${order.id}`} className={`${title} flex items-center gap-2`}>
            <TruckIcon width={18} height={18} /> {t('Shipping')}
          </h4>
          <ShippingFacts
            promise={order.promisedDelivery}
            courier={order.courier_name}
            awb={order.awb_code}
            etd={tracking.etd}
            trackUrl={tracking.track_url}
          />
        </section>

        <section aria-labelledby={`address-${order.id}`} className={card}>
          <h4 id={`address-${order.id}`} className={`${title} flex items-center gap-2`}>
            <PinIcon width={18} height={18} /> {t('Delivery address')}
          </h4>
          <address className="mt-3 text-sm leading-relaxed text-slate-700 not-italic">
            <strong className="font-semibold text-slate-900">
              {order.firstName} {order.lastName}
            </strong>
            <br />
            <AddressLines order={order} />
            <br />
            {order.phone} · {order.email}
          </address>
        </section>
      </div>

      <section aria-labelledby={`history-${order.id}`} className={card}>
        <h4 id={`history-${order.id}`} className={title}>
          {t('Tracking history')}
        </h4>
        {activities.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('No tracking updates yet.')}</p>
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
        <h4 id={`items-${order.id}`} className={title}>
          {t('Items')}
        </h4>
        <ItemList order={order} view="shopper" />
      </section>

      <section aria-labelledby={`summary-${order.id}`} className={card}>
        <h4 id={`summary-${order.id}`} className={title}>
          {t('Summary')}
        </h4>
        <dl className="mt-2 text-sm">
          <Totals order={order} view="shopper" />
        </dl>
        <dl className="mt-3 border-t border-slate-100 pt-2 text-sm">
          <Row label={t('Payment method')}>{paymentMethodLabel[order.paymentMethod]}</Row>
          <Row label={t('Payment status')}>{orderPaymentLabel(order)}</Row>
        </dl>
        {order.refunds.length > 0 && (
          <div className="mt-3 border-t border-slate-100 pt-3">
            <h5 className="text-sm font-semibold text-slate-800">{t('Refunds')}</h5>
            <RefundsList order={order} view="shopper" />
          </div>
        )}
        {onDownload && hasTaxDocuments(order) && (
          <div className="mt-3 border-t border-slate-100 pt-3">
            <TaxDocuments order={order} onDownload={onDownload} />
          </div>
        )}
      </section>
    </>
  );
}

function AdminDetails({ order, onDownload }: { order: Order; onDownload?: DownloadDocument }) {
  const { card, title } = styles.admin;
  const data = order.tracking.tracking_data;
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-slate-50 px-2 py-4 sm:px-4">
        <OrderProgress status={order.status} view="admin" />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <section className={card} aria-labelledby={`customer-${order.id}`}>
          <h3 id={`customer-${order.id}`} className={title}>
            Customer
          </h3>
          <dl className="text-sm">
            <Row label="Name">
              {order.firstName} {order.lastName}
            </Row>
            <Row label="Email">
              <a className="text-brand hover:underline" href={`mailto:${order.email}`}>
                {order.email}
              </a>
            </Row>
            <Row label="Phone">
              <a className="text-brand hover:underline" href={`tel:${order.phone}`}>
                {order.phone}
              </a>
            </Row>
          </dl>
        </section>
        <section className={card} aria-labelledby={`address-${order.id}`}>
          <h3 id={`address-${order.id}`} className={title}>
            Shipping address
          </h3>
          <address className="text-sm leading-relaxed text-slate-800 not-italic">
            <AddressLines order={order} />
          </address>
        </section>
      </div>

      <section className={card} aria-labelledby={`tracking-${order.id}`}>
        <h3 id={`tracking-${order.id}`} className={title}>
          Tracking
        </h3>
        <dl className="grid gap-x-8 text-sm sm:grid-cols-2">
          <Row label="Courier">{order.courier_name || 'Not assigned yet'}</Row>
          <Row label="AWB code">{order.awb_code || '—'}</Row>
          <Row label="Promised at order">{order.promisedDelivery?.message ?? '—'}</Row>
          <Row label="Estimated delivery">{data.etd ? formatDate(data.etd) : '—'}</Row>
          <Row label="Tracking link">
            {data.track_url ? <TrackShipmentLink url={data.track_url} button={false} /> : '—'}
          </Row>
        </dl>
        <h4 className="mt-4 mb-2 text-sm font-semibold text-slate-800">History</h4>
        {data.shipment_track_activities.length === 0 ? (
          <p className="text-sm text-slate-500">No tracking events yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[420px] text-left text-sm">
              <caption className="sr-only">Tracking history of order #{order.id}</caption>
              <thead>
                <tr className="text-xs text-slate-500 uppercase">
                  <th scope="col" className="py-1.5 pr-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-semibold">
                    Activity
                  </th>
                  <th scope="col" className="py-1.5 font-semibold">
                    Location
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.shipment_track_activities.map((a, i) => (
                  <tr key={`${a.date}-${i}`} className="border-t border-slate-100">
                    <td className="py-2 pr-3 whitespace-nowrap text-slate-600">{formatDateTime(a.date)}</td>
                    <td className="py-2 pr-3 text-slate-900">{a.activity}</td>
                    <td className="py-2 text-slate-600">{a.location || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={card} aria-labelledby={`items-${order.id}`}>
        <h3 id={`items-${order.id}`} className={title}>
          Items
        </h3>
        <ItemList order={order} view="admin" />
        <dl className="mt-2 border-t border-slate-200 pt-2 text-sm">
          <Totals order={order} view="admin" />
        </dl>
      </section>

      {order.refunds.length > 0 && (
        <section className={card} aria-labelledby={`refunds-${order.id}`}>
          <h3 id={`refunds-${order.id}`} className={title}>
            Refunds
          </h3>
          <RefundsList order={order} view="admin" />
        </section>
      )}

      {onDownload && hasTaxDocuments(order) && (
        <section className={card} aria-labelledby={`documents-${order.id}`}>
          <h3 id={`documents-${order.id}`} className={title}>
            GST documents
          </h3>
          <TaxDocuments order={order} onDownload={onDownload} />
        </section>
      )}
    </div>
  );
}
