// Everything SPEC section 2 lists for one order, read-only: the label 'Manual Order' without a shipment id,
// date, status, customer, shipping address, tracking with its history, items, and the summary.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { ReactNode } from 'react';
import { Img } from '../../../components/img.tsx';
import { rupees } from '../../../components/price.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { Badge } from '../list-kit/table.tsx';
import {
  orderStatusText,
  owesRefund,
  paymentMethodLabel,
  paymentStatusLabel,
  statusTone,
} from './filters.ts';
import { AdminOrderProgress } from './order-progress.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-4';
const cardTitle = 'mb-2 text-xs font-bold tracking-wide text-slate-500 uppercase';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The order's heading facts: shipment kind, date, status, payment. */
export function OrderHeadline({ order }: { order: Order }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {order.shipment_order_id == null ? (
        <Badge tone="amber">Manual Order</Badge>
      ) : (
        <Badge tone="brand">Shiprocket order {order.shipment_order_id}</Badge>
      )}
      <span className="text-slate-600">
        Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </span>
      <span className="flex items-center gap-2">
        <span className="text-slate-600">Status</span>
        <Badge tone={statusTone(order.status)}>{orderStatusText(order)}</Badge>
      </span>
      {owesRefund(order) ? (
        <span className="flex items-center gap-2">
          <span className="text-slate-600">{paymentMethodLabel[order.paymentMethod]}</span>
          <Badge tone="red">{paymentStatusLabel(order.paymentStatus)}</Badge>
        </span>
      ) : (
        <span className="text-slate-600">
          {paymentMethodLabel[order.paymentMethod]} · {paymentStatusLabel(order.paymentStatus)}
        </span>
      )}
    </div>
  );
}

export function OrderDetails({ order }: { order: Order }) {
  const data = order.tracking.tracking_data;
  const totalPaise = rupeesToPaise(order.totalPrice);
  const deliveryPaise = rupeesToPaise(order.delivery_charge);
  const codPaise = rupeesToPaise(order.codFee);
  // SPEC: subtotal = total minus delivery charge; the COD fee, when charged, is its own line.
  const subtotalPaise = totalPaise - deliveryPaise - codPaise;
  const courier = order.courier_name ?? null;
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-slate-50 px-2 py-4 sm:px-4">
        <AdminOrderProgress status={order.status} />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <section className={card} aria-labelledby={`customer-${order.id}`}>
          <h3 id={`customer-${order.id}`} className={cardTitle}>
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
          <h3 id={`address-${order.id}`} className={cardTitle}>
            Shipping address
          </h3>
          <address className="text-sm leading-relaxed text-slate-800 not-italic">
            {order.address}
            {order.apt && <>, {order.apt}</>}
            <br />
            {order.city}, {order.state} {order.postalCode}
          </address>
        </section>
      </div>

      <section className={card} aria-labelledby={`tracking-${order.id}`}>
        <h3 id={`tracking-${order.id}`} className={cardTitle}>
          Tracking
        </h3>
        <dl className="grid gap-x-8 text-sm sm:grid-cols-2">
          <Row label="Courier">{courier || 'Not assigned yet'}</Row>
          <Row label="AWB code">{order.awb_code || '—'}</Row>
          <Row label="Estimated delivery">{data.etd ? formatDate(data.etd) : '—'}</Row>
          <Row label="Tracking link">
            {data.track_url ? (
              <a
                href={data.track_url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand hover:underline"
              >
                Track Shipment
              </a>
            ) : (
              '—'
            )}
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
        <h3 id={`items-${order.id}`} className={cardTitle}>
          Items
        </h3>
        <ul className="divide-y divide-slate-100">
          {order.OrderItems.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-3">
              <Img
                src={item.productlitre.productimages[0]?.image}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg border border-slate-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{item.Product.name}</p>
                <p className="text-sm text-slate-600">
                  Size {item.productlitre.litre.litre} · Qty {item.quantity} × {rupees(item.price)}
                </p>
              </div>
              <p className="text-right font-semibold text-slate-900">
                <span className="sr-only">Subtotal </span>
                {formatRupees(rupeesToPaise(item.price) * item.quantity)}
              </p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 border-t border-slate-200 pt-2 text-sm">
          <Row label="Subtotal">{formatRupees(subtotalPaise)}</Row>
          <Row label="Delivery charge">{formatRupees(deliveryPaise)}</Row>
          {codPaise > 0 && <Row label="COD fee">{formatRupees(codPaise)}</Row>}
          <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="font-bold text-slate-900">{formatRupees(totalPaise)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
