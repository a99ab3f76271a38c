// /order-confirmation/{id} (D19): where a cash order or a verified payment lands. Its customer only: a guest
// is asked to log in first, anyone else (another customer, an administrator, an id that is not an order)
// reads the not-found page. It says the order is placed and shows its number, items, discounts and totals
// (the shared order view), payment, delivery address, when to expect it (the dates the order was placed with,
// in the words the product page, cart and checkout used: decision 0295), and links to follow it and to its
// invoice. A cash order held for confirmation asks for it here; the mailed link (?confirm=<token>) opens the
// link's own view, which needs no sign-in (link-confirmation.tsx).
import { awaitingConfirmation } from '@chamak/shared/cod-confirmation';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError, request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { CheckIcon, PinIcon, TruckIcon } from '../../components/icons.tsx';
import { AwaitingConfirmation } from '../../components/orders/awaiting-confirmation.tsx';
import { orderPaymentLabel, paymentMethodLabel } from '../../components/orders/format.ts';
import { ItemList, Totals } from '../../components/orders/order-details.tsx';
import { PayNowOffer } from '../../components/orders/pay-now-offer.tsx';
import { TaxDocuments } from '../../components/orders/tax-documents.tsx';
import { DocumentTitle } from '../../components/page-meta.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { downloadFile } from '../../lib/files.ts';
import { msg, t } from '../../lib/i18n.ts';
import { usePurchase } from '../../lib/measurement.ts';
import { loginPath, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { LinkConfirmation } from './link-confirmation.tsx';

export const confirmationLoadFailed = msg('Failed to load order details.');
const downloadFailed = msg('Failed to download the document. Please try again.');

const confirmationQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...keys.all, 'order-confirmation', orderId] as const,
    queryFn: ({ signal }) => request<Order>(`/order/get/${orderId}`, { signal }),
    // Another shopper's order, or none, is 404: final.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });

async function downloadDocument(path: string, fallbackName: string): Promise<void> {
  try {
    await downloadFile(path, fallbackName);
  } catch (error) {
    toast.error(error instanceof ApiError && error.message ? error.message : t(downloadFailed));
  }
}

const orderId = (value: string | undefined) => (/^[1-9]\d{0,8}$/.test(value ?? '') ? Number(value) : null);

export default function OrderConfirmationPage() {
  const id = orderId(useParams().id);
  const token = useSearchParams()[0].get('confirm');
  if (token && id !== null) return <LinkConfirmation orderId={id} token={token} />;
  return <SignedInConfirmation id={id} />;
}

function SignedInConfirmation({ id }: { id: number | null }) {
  const s = useSession();
  const userId = s.token && s.userId ? Number(s.userId) : null;
  const query = useQuery({ ...confirmationQuery(id ?? 0), enabled: id !== null && userId !== null });

  if (!s.loggedIn) return <Navigate to={loginPath(id ? paths.orderConfirmation(id) : paths.home)} replace />;
  // Only the order's customer reads it: an administrator or another customer is told nothing about it.
  if (id === null || userId === null) return <NotFound />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.isError)
    return <ErrorState message={t(confirmationLoadFailed)} onRetry={() => query.refetch()} />;
  if (!query.data) return <Loading text={t('Loading order details...')} />;
  if (query.data.userId !== userId) return <NotFound />;
  return <Confirmation order={query.data} />;
}

export function NotFound() {
  return (
    <>
      <DocumentTitle title={`${t('Page not found')} | Chamak`} />
      <meta name="robots" content="noindex" />
      <PageHeader
        title={t('Page not found')}
        crumbs={[{ label: t('Home'), to: paths.home }, { label: t('Not found') }]}
      />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-slate-700">{t('We could not find that page.')}</p>
        <Link
          to={paths.home}
          className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-white"
        >
          {t('Go to Home')}
        </Link>
      </div>
    </>
  );
}

const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';
const cardTitle = 'flex items-center gap-2 text-sm font-bold tracking-wide text-slate-500 uppercase';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Confirmation({ order }: { order: Order }) {
  const promise = order.promisedDelivery;
  const trackHref = `${paths.trackOrder}?tab=orders&order=${order.id}`;
  const totalPaise = rupeesToPaise(order.totalPrice);
  // The purchase told to the browser pixel under the server's event id, only with consent (decision 0364).
  usePurchase(order.id, totalPaise);
  const paid = order.paymentMethod === 'online';
  // A cash order that paid part online first (decision 0338): what was paid and what is left for the door.
  const advancePaise = order.paymentMethod === 'cod' ? rupeesToPaise(order.advance ?? 0) : 0;
  const held = awaitingConfirmation(order);

  return (
    <>
      <DocumentTitle title={`${t('Order #{id} placed', { id: String(order.id) })} | Chamak`} />
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
        <section aria-labelledby="confirmation-title" className="text-center">
          <span
            aria-hidden="true"
            className={`mx-auto grid size-16 place-items-center rounded-full ${held ? 'bg-amber-100 text-amber-700' : 'bg-emerald-100 text-emerald-700'}`}
          >
            <CheckIcon width={34} height={34} />
          </span>
          <h1 id="confirmation-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
            {held
              ? t('Thank you! One more step: confirm your order.')
              : t('Thank you! Your order is placed.')}
          </h1>
          <p className="mt-2 text-slate-600">
            {t('Order')} <strong className="text-slate-900">#{order.id}</strong> · {t('placed on')}{' '}
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
          <p className="mt-1 text-sm text-slate-500">
            {held
              ? t('We have e-mailed the details and a link to confirm it to')
              : t('We have e-mailed the details to')}{' '}
            <span className="break-all">{order.email}</span>.
          </p>
        </section>

        {held && (
          <div className="mt-8">
            <AwaitingConfirmation order={order} />
          </div>
        )}

        {order.paymentMethod === 'cod' && (
          <div className="mt-8">
            <PayNowOffer orderId={order.id} />
          </div>
        )}

        {promise && !held && (
          <p className="mt-8 flex items-center gap-3 rounded-2xl bg-emerald-50 px-4 py-4 font-semibold text-emerald-900 sm:px-6">
            <TruckIcon width={24} height={24} className="shrink-0" />
            <span>{promise.message}</span>
          </p>
        )}

        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <section aria-labelledby="confirmation-payment" className={card}>
            <h2 id="confirmation-payment" className={cardTitle}>
              {t('Payment')}
            </h2>
            <dl className="mt-3 text-sm">
              <Row label={t('Method')}>{paymentMethodLabel[order.paymentMethod]}</Row>
              <Row label={t('Status')}>{orderPaymentLabel(order)}</Row>
              {advancePaise > 0 ? (
                <>
                  <Row label={t('Paid online')}>{formatRupees(advancePaise)}</Row>
                  <Row label={t('To pay on delivery')}>{formatRupees(totalPaise - advancePaise)}</Row>
                </>
              ) : (
                <Row label={paid ? t('Amount paid') : t('To pay on delivery')}>
                  {formatRupees(totalPaise)}
                </Row>
              )}
            </dl>
          </section>
          <section aria-labelledby="confirmation-address" className={card}>
            <h2 id="confirmation-address" className={cardTitle}>
              <PinIcon width={18} height={18} /> {t('Delivery address')}
            </h2>
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
              {order.phone}
            </address>
          </section>
        </div>

        <section aria-labelledby="confirmation-items" className={`${card} mt-5`}>
          <h2 id="confirmation-items" className={cardTitle}>
            {t('Items')}
          </h2>
          <ItemList order={order} view="shopper" />
          <dl className="mt-3 border-t border-slate-100 pt-3 text-sm">
            <Totals order={order} view="shopper" />
          </dl>
        </section>

        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Link
            to={trackHref}
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark"
          >
            <TruckIcon width={20} height={20} /> {t('Track your order')}
          </Link>
          {order.invoice && (
            <div className="flex justify-center">
              <TaxDocuments order={order} onDownload={downloadDocument} />
            </div>
          )}
          <Link
            to={paths.products}
            className="inline-flex items-center justify-center rounded-xl border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50 sm:ml-auto"
          >
            {t('Continue shopping')}
          </Link>
        </div>
      </div>
    </>
  );
}
