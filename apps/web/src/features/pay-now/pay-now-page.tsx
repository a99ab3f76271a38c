// /order/{id}/pay-now[?token=]: a cash order paid online instead (decision 0337). The mailed link's token lets it
// open without a sign-in (the link is often opened from a phone's mail or messages); without one, the signed-in
// owner's. It shows the order, its cash total, its online total and what paying now saves; Pay opens the payment
// window (Razorpay, or the sandbox's) for the amount the server quotes, and the verified payment makes the order
// prepaid. A link that no longer works (paid, shipped, cancelled, expired, wrong) says why.
import type { PaymentProof } from '@chamak/shared/checkout';
import { formatRupees } from '@chamak/shared/money';
import type { PayNowReply, PayNowStarted, PayNowView } from '@chamak/shared/pay-now';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError, request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { DocumentTitle } from '../../components/page-meta.tsx';
import { SandboxCheckout } from '../../components/sandbox-checkout.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import { openRazorpayCheckout, paymentFailed, scriptFailed } from '../../lib/payment-window.ts';
import { razorpayOptions } from '../../lib/razorpay-options.ts';
import { loginPath, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';

const payNowQuery = (orderId: number, token: string | null) =>
  queryOptions({
    queryKey: [...keys.all, 'pay-now', orderId, token ?? 'owner'] as const,
    queryFn: ({ signal }) =>
      request<PayNowView>(`/order/${orderId}/pay-now${token ? `?token=${encodeURIComponent(token)}` : ''}`, {
        signal,
      }),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

const withToken = (token: string | null) => (token ? { token } : {});

const startPayment = (orderId: number, token: string | null) =>
  request<PayNowStarted>(`/order/${orderId}/pay-now`, { body: withToken(token) });
const sandboxPayNow = (providerOrderId: string, token: string | null) =>
  request<PaymentProof>('/payments/sandbox/pay-now', {
    body: { order_id: providerOrderId, ...withToken(token) },
  });
const verifyPayNow = (orderId: number, proof: PaymentProof, token: string | null) =>
  request<PayNowReply>(`/order/${orderId}/pay-now/verify`, { body: { ...proof, ...withToken(token) } });

const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;

const idOf = (value: string | undefined) => (/^[1-9]\d{0,8}$/.test(value ?? '') ? Number(value) : null);

export default function PayNowPage() {
  const orderId = idOf(useParams().id);
  const token = useSearchParams()[0].get('token');
  const session = useSession();
  if (orderId === null) return <Navigate to={paths.home} replace />;
  // Without the link's token the page is the owner's: sign in first.
  if (!token && !session.loggedIn) return <Navigate to={loginPath(paths.payNow(orderId))} replace />;
  return <PayNow orderId={orderId} token={token} />;
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <DocumentTitle title={`${title} | Chamak`} />
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">{children}</div>
    </>
  );
}

function PayNow({ orderId, token }: { orderId: number; token: string | null }) {
  const queryClient = useQueryClient();
  const query = useQuery(payNowQuery(orderId, token));
  const [session, setSession] = useState<PayNowStarted | null>(null);
  const [paying, setPaying] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const title = t('Pay online');

  const refusal =
    query.error instanceof ApiError && query.error.status < 500
      ? query.error.message
      : query.data?.state === 'closed'
        ? query.data.message
        : null;
  if (refusal !== null)
    return (
      <Shell title={title}>
        <section className={`${card} text-center`} aria-labelledby="pay-now-title">
          <h1 id="pay-now-title" className="text-xl font-bold text-slate-900">
            {t('This link does not work')}
          </h1>
          <p className="mt-2 text-slate-600">{refusal}</p>
          <Link
            to={paths.trackOrder}
            className="mt-6 inline-block rounded-xl bg-brand px-5 py-3 font-semibold text-white"
          >
            {t('Go to your orders')}
          </Link>
        </section>
      </Shell>
    );
  if (query.isError)
    return (
      <Shell title={title}>
        <ErrorState message={t('Failed to load the order.')} onRetry={() => query.refetch()} />
      </Shell>
    );
  if (!query.data)
    return (
      <Shell title={title}>
        <Loading text={t('Loading your order...')} />
      </Shell>
    );
  const view = query.data;
  const values = { id: String(view.orderId), name: view.firstName };
  const saving = formatRupees(view.savingPaise);

  const done = async (message: string) => {
    setSession(null);
    setPaying(false);
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: keys.all });
  };
  const stop = (message: string) => {
    setSession(null);
    setPaying(false);
    toast.error(message);
    void query.refetch();
  };
  const verify = async (proof: PaymentProof) => {
    try {
      await done((await verifyPayNow(orderId, proof, token)).message);
    } catch (error) {
      stop(messageOf(error, paymentFailed));
    }
  };

  async function pay() {
    if (paying) return;
    setPaying(true);
    let started: PayNowStarted;
    try {
      started = await startPayment(orderId, token);
    } catch (error) {
      stop(messageOf(error, paymentFailed));
      return;
    }
    if (started.gateway === 'sandbox') {
      setSession(started);
      return;
    }
    const opened = await openRazorpayCheckout((window) => razorpayOptions(started, started.payer, window), {
      paid: (proof) => void verify(proof),
      dismissed: () => setPaying(false),
      failed: (message) => stop(message),
    });
    if (!opened) stop(scriptFailed);
  }

  if (view.state === 'paid')
    return (
      <Shell title={title}>
        <section aria-labelledby="pay-now-title" className="text-center">
          <span
            aria-hidden="true"
            className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700"
          >
            <CheckIcon width={34} height={34} />
          </span>
          <h1 id="pay-now-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('Thank you! Order #{id} is paid.', values)}
          </h1>
          <p className="mt-2 text-slate-600">
            {t('You paid {amount} online. Nothing is to be paid on delivery.', {
              amount: formatRupees(view.onlinePaise),
            })}
          </p>
          <Items view={view} />
          <Link
            to={`${paths.trackOrder}?tab=orders&order=${view.orderId}`}
            className="mt-6 inline-block rounded-xl bg-brand px-5 py-3 font-semibold text-white"
          >
            {t('Track your order')}
          </Link>
        </section>
      </Shell>
    );

  return (
    <Shell title={title}>
      <section aria-labelledby="pay-now-title">
        <h1 id="pay-now-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('Pay now and save {amount}', { amount: saving })}
        </h1>
        <p className="mt-2 text-center text-slate-600">
          {t(
            'Hello {name}, order #{id} is to be paid in cash on delivery. Pay for it online now and it costs less.',
            values,
          )}
        </p>
        <Items view={view} />
        <dl className={`${card} mt-4 text-sm`}>
          <div className="flex justify-between gap-4 py-1.5">
            <dt className="text-slate-600">{t('Cash on delivery')}</dt>
            <dd className="text-right font-medium text-slate-500 tabular-nums line-through">
              {formatRupees(view.cashPaise)}
            </dd>
          </div>
          {view.codFeePaise > 0 && (
            <div className="flex justify-between gap-4 py-1.5">
              <dt className="text-slate-600">{t('Cash on delivery fee, not charged online')}</dt>
              <dd className="text-right font-medium whitespace-nowrap text-emerald-700 tabular-nums">
                −{formatRupees(view.codFeePaise)}
              </dd>
            </div>
          )}
          {view.savingPaise > view.codFeePaise && (
            <div className="flex justify-between gap-4 py-1.5">
              <dt className="text-slate-600">{t('Offers for paying online')}</dt>
              <dd className="text-right font-medium whitespace-nowrap text-emerald-700 tabular-nums">
                −{formatRupees(view.savingPaise - view.codFeePaise)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-slate-100 py-1.5 pt-3">
            <dt className="font-semibold text-slate-900">{t('Pay online now')}</dt>
            <dd className="text-right text-lg font-bold text-slate-900 tabular-nums">
              {formatRupees(view.onlinePaise)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 py-1.5">
            <dt className="font-semibold text-emerald-800">{t('You save')}</dt>
            <dd className="text-right font-bold text-emerald-700 tabular-nums">{saving}</dd>
          </div>
        </dl>
        <button
          ref={payButton}
          type="button"
          onClick={() => void pay()}
          disabled={paying}
          className="mt-5 w-full rounded-xl bg-brand px-5 py-3.5 text-lg font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
        >
          {paying
            ? t('Opening the payment...')
            : t('Pay {amount}', { amount: formatRupees(view.onlinePaise) })}
        </button>
        <p className="mt-3 text-center text-xs text-slate-500">
          {view.dueAt
            ? t('This link works until {date}, or until your parcel ships.', {
                date: formatDateTime(view.dueAt),
              })
            : t('You can pay online until your parcel ships.')}{' '}
          {t('Not now? Your order stays cash on delivery.')}
        </p>
      </section>
      {session && (
        <SandboxCheckout
          session={{ order: { amount: session.amount, order_id: session.order_id }, payer: session.payer }}
          onPay={async () => {
            try {
              await verify(await sandboxPayNow(session.order_id, token));
            } catch (error) {
              stop(messageOf(error, paymentFailed));
            }
          }}
          onFail={() => stop(paymentFailed)}
          onClose={() => {
            setSession(null);
            setPaying(false);
          }}
          returnFocus={payButton}
        />
      )}
    </Shell>
  );
}

function Items({ view }: { view: PayNowView }) {
  return (
    <div className={`${card} mt-6 text-left`}>
      <h2 className="text-sm font-bold tracking-wide text-slate-500 uppercase">
        {t('Order #{id}', { id: String(view.orderId) })}
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
    </div>
  );
}
