// /order-confirmation/{id}?confirm=<token>: the page the COD-confirmation link opens (decision 0250). It
// needs no sign-in (the link is often opened from WhatsApp on a phone that is not signed in): the token lets
// it show the order's first name, items, total and deadline, and confirm it. Opening the page confirms
// nothing; the button does (a mail scanner following links must not confirm orders).
import type { ConfirmationView } from '@chamak/shared/cod-confirmation';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError, request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { useConfirmOrder } from '../../components/orders/awaiting-confirmation.tsx';
import { DocumentTitle } from '../../components/page-meta.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';

const linkQuery = (orderId: number, token: string) =>
  queryOptions({
    queryKey: [...keys.all, 'order-confirmation-link', orderId, token] as const,
    queryFn: ({ signal }) =>
      request<ConfirmationView>(`/order/${orderId}/confirmation?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';

export function LinkConfirmation({ orderId, token }: { orderId: number; token: string }) {
  const query = useQuery(linkQuery(orderId, token));
  const confirm = useConfirmOrder(orderId, token);
  const shell = (title: string, body: React.ReactNode) => (
    <>
      <DocumentTitle title={`${title} | Chamak`} />
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">{body}</div>
    </>
  );
  if (query.error instanceof ApiError && query.error.status < 500)
    return shell(
      t('Confirmation link'),
      <section className={`${card} text-center`} aria-labelledby="link-title">
        <h1 id="link-title" className="text-xl font-bold text-slate-900">
          {t('This link does not work')}
        </h1>
        <p className="mt-2 text-slate-600">{query.error.message}</p>
        <Link
          to={paths.trackOrder}
          className="mt-6 inline-block rounded-xl bg-brand px-5 py-3 font-semibold text-white"
        >
          {t('Go to your orders')}
        </Link>
      </section>,
    );
  if (query.isError)
    return shell(
      t('Confirmation link'),
      <ErrorState message={t('Failed to load the order.')} onRetry={() => query.refetch()} />,
    );
  if (!query.data) return shell(t('Confirmation link'), <Loading text={t('Loading your order...')} />);
  const view = query.data;
  const total = formatRupees(rupeesToPaise(view.totalPrice));
  const trackHref = `${paths.trackOrder}?tab=orders&order=${view.orderId}`;
  const values = { id: String(view.orderId), name: view.firstName, total };

  const heading =
    view.state === 'confirmed'
      ? t('Thank you! Your order is confirmed.')
      : view.state === 'cancelled'
        ? t('This order was cancelled')
        : t('Please confirm your order');
  return shell(
    t('Order #{id}', values),
    <section aria-labelledby="link-title" className="text-center">
      <span
        aria-hidden="true"
        className={`mx-auto grid size-16 place-items-center rounded-full ${
          view.state === 'confirmed'
            ? 'bg-emerald-100 text-emerald-700'
            : view.state === 'cancelled'
              ? 'bg-slate-100 text-slate-500'
              : 'bg-amber-100 text-amber-700'
        }`}
      >
        <CheckIcon width={34} height={34} />
      </span>
      <h1 id="link-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-2 text-slate-600">
        {view.state === 'confirmed'
          ? `${t('Thank you, {name}. We are packing order #{id}; you pay {total} on delivery.', values)}${view.promisedDelivery ? ` ${view.promisedDelivery}.` : ''}`
          : view.state === 'cancelled'
            ? t(
                'Order #{id} was not confirmed in time, so it was cancelled and nothing was charged. You are welcome to order again.',
                values,
              )
            : t(
                'Hello {name}, please confirm your cash-on-delivery order #{id} of {total} so we can pack it.',
                values,
              )}
      </p>
      {view.state === 'awaiting' && (
        <p className="mt-1 text-sm text-slate-500">
          {t('Confirm by')} <time dateTime={view.dueAt}>{formatDateTime(view.dueAt)}</time>
          {t(', or it is cancelled.')}
        </p>
      )}

      <div className={`${card} mt-6 text-left`}>
        <h2 className="text-sm font-bold tracking-wide text-slate-500 uppercase">
          {t('Order #{id}', values)}
        </h2>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {view.items.map((item) => (
            <li key={`${item.name}-${item.size}`} className="flex justify-between gap-4 py-2">
              <span className="text-slate-800">
                {item.name} ({item.size})
              </span>
              <span className="shrink-0 text-slate-600">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-slate-100 pt-3 font-semibold text-slate-900">
          <span>{t('To pay on delivery')}</span>
          <span>{total}</span>
        </p>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {view.state === 'awaiting' ? (
          <button
            type="button"
            onClick={() => confirm.mutate()}
            disabled={confirm.isPending}
            className="rounded-xl bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark disabled:opacity-60"
          >
            {confirm.isPending ? t('Confirming...') : t('Confirm my order')}
          </button>
        ) : (
          <Link
            to={view.state === 'confirmed' ? trackHref : paths.products}
            className="rounded-xl bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark"
          >
            {view.state === 'confirmed' ? t('Track your order') : t('Continue shopping')}
          </Link>
        )}
      </div>
    </section>,
  );
}
