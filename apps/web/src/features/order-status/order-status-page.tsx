// /order-status/:token (decision 0321): the order's page its confirmation mail and messages link to, opened on any
// device without a sign-in. It shows the order's number, status and progress, the delivery promise, the courier and
// tracking, the items and totals and the order's way; never the name, address, e-mail or phone (the server does
// not send them), and it offers the sign-in for the address and the invoice.

import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { orderPaymentLabel } from '@chamak/shared/order-state';
import { type OrderStatusView, orderStatusMessages } from '@chamak/shared/order-status';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { TruckIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { Badge } from '../../components/orders/badge.tsx';
import { paymentMethodLabel, statusTone } from '../../components/orders/format.ts';
import { Row, ShippingFacts } from '../../components/orders/order-details.tsx';
import { OrderProgress } from '../../components/orders/order-progress.tsx';
import { Loading } from '../../components/states.tsx';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { paths } from '../../paths.ts';
import { orderStatusQuery } from './api.ts';

/** SPEC's order status messages (shared/order-status.ts), marked for translation and keyed by their English. */
const statusTexts: Readonly<Record<string, string>> = {
  'This link has expired or is not valid. Sign in to see your orders.': msg(
    'This link has expired or is not valid. Sign in to see your orders.',
  ),
  'Sign in to see the address and invoice': msg('Sign in to see the address and invoice'),
};
const shown = (message: string) => t(statusTexts[message] ?? message);

const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5';
const title = 'text-sm font-bold tracking-wide text-slate-500 uppercase';

/** Back to this order once signed in (the account's order page has the address and the invoice). */
const signInPath = (orderId?: number) =>
  orderId === undefined
    ? paths.login
    : `${paths.login}?next=${encodeURIComponent(`${paths.trackOrder}?tab=orders&order=${orderId}`)}`;

function SignInLink({ orderId, children }: { orderId?: number; children: ReactNode }) {
  return (
    <Link to={signInPath(orderId)} className="font-semibold text-brand hover:text-brand-dark hover:underline">
      {children}
    </Link>
  );
}

function Invalid({ message }: { message: string }) {
  return (
    <div className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('Order status')}</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {message}
        </p>
        <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          <SignInLink>{t('Sign in')}</SignInLink>
          <Link to={paths.home} className="font-semibold text-brand hover:text-brand-dark hover:underline">
            {t('Go to the shop')}
          </Link>
        </p>
      </div>
    </div>
  );
}

function Shipment({ order }: { order: OrderStatusView }) {
  const s = order.shipment;
  return (
    <section aria-labelledby="status-shipping" className={card}>
      <h2 id="status-shipping" className={`${title} flex items-center gap-2`}>
        <TruckIcon width={18} height={18} /> {t('Shipping')}
      </h2>
      <ShippingFacts
        promise={order.promisedDelivery}
        courier={s.courier}
        awb={s.awb}
        etd={s.etd}
        trackUrl={s.trackUrl}
      />
      {s.activities.length > 0 && (
        <ol className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm">
          {s.activities.map((a, i) => (
            <li key={`${a.date}-${i}`}>
              <p className="font-semibold text-slate-900">{a.activity}</p>
              <p className="text-slate-600">
                {a.location && <span>{a.location} · </span>}
                <time dateTime={a.date}>{formatDateTime(a.date)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Items({ order }: { order: OrderStatusView }) {
  const deliveryPaise = rupeesToPaise(order.deliveryCharge);
  const codPaise = rupeesToPaise(order.codFee);
  const discountPaise = rupeesToPaise(order.discount);
  return (
    <section aria-labelledby="status-items" className={card}>
      <h2 id="status-items" className={title}>
        {t('Items')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {order.items.map((item, i) => (
          <li key={`${item.name}-${item.size}-${i}`} className="flex items-center gap-3 py-3 sm:gap-4">
            <Img
              src={item.image}
              alt=""
              width={64}
              height={64}
              className="size-14 shrink-0 rounded-xl border border-slate-200 bg-slate-100 object-cover sm:size-16"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{item.name}</p>
              <p className="text-sm text-slate-500">
                {t('Size: {size} · Qty: {quantity} × {price}', {
                  size: item.size,
                  quantity: item.quantity,
                  price: formatRupees(rupeesToPaise(item.price)),
                })}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900">
              <span className="sr-only">{t('Subtotal')} </span>
              {formatRupees(rupeesToPaise(item.price) * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 border-t border-slate-100 pt-2 text-sm">
        <Row label={t('Subtotal')}>{formatRupees(rupeesToPaise(order.subtotal))}</Row>
        {discountPaise > 0 && (
          <Row label={t('Discounts')}>
            <span className="text-emerald-800">−{formatRupees(discountPaise)}</span>
          </Row>
        )}
        <Row label={t('Delivery charge')}>{formatRupees(deliveryPaise)}</Row>
        {codPaise > 0 && <Row label={t('Cash on delivery fee')}>{formatRupees(codPaise)}</Row>}
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">{t('Total')}</dt>
          <dd className="font-bold text-slate-900">{formatRupees(rupeesToPaise(order.total))}</dd>
        </div>
        <Row label={t('Payment method')}>{paymentMethodLabel[order.paymentMethod]}</Row>
        <Row label={t('Payment status')}>{orderPaymentLabel(order)}</Row>
      </dl>
    </section>
  );
}

function Timeline({ order }: { order: OrderStatusView }) {
  return (
    <section aria-labelledby="status-history" className={card}>
      <h2 id="status-history" className={title}>
        {t('Order history')}
      </h2>
      <ol className="mt-3 flex flex-col gap-2 text-sm">
        {order.timeline.map((e, i) => (
          <li key={`${e.at}-${i}`} className="flex flex-col sm:flex-row sm:gap-4">
            <time dateTime={e.at} className="text-xs text-slate-600 sm:w-44 sm:shrink-0 sm:text-sm">
              {formatDateTime(e.at)}
            </time>
            <span className="font-medium text-slate-900">{e.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function OrderStatusPage() {
  const token = useParams().token ?? '';
  const query = useQuery(orderStatusQuery(token));
  if (query.isError)
    return (
      <Invalid
        message={
          query.error instanceof ApiError && query.error.status === 404
            ? shown(orderStatusMessages.invalid)
            : t('The order could not be loaded. Please try again.')
        }
      />
    );
  if (!query.data) return <Loading text={t('Loading your order...')} />;
  const order = query.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('Order #{id}', { id: String(order.id) })}</h1>
          <p className="text-sm text-slate-500">
            {withParts(t('Placed on {date}'), {
              date: <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>,
            })}
          </p>
        </div>
        <Badge tone={statusTone(order.status)} large>
          {order.statusLabel}
        </Badge>
      </div>
      <p className="rounded-2xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
        <SignInLink orderId={order.id}>{shown(orderStatusMessages.signIn)}</SignInLink>.{' '}
        {withParts(t('This page works without signing in until {date}.'), {
          date: <time dateTime={order.linkExpiresAt}>{formatDate(order.linkExpiresAt)}</time>,
        })}
      </p>
      <section aria-label={t('Order status')} className={card}>
        {order.cancelled ? (
          <OrderProgress status={order.status} view="admin" />
        ) : (
          <OrderProgress status={order.status} view="shopper" />
        )}
      </section>
      <Shipment order={order} />
      <Items order={order} />
      <Timeline order={order} />
    </div>
  );
}
