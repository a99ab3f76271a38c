// The checkout's first step for a shopper who is not signed in (D25): the mobile number and its one-time code, in
// place of the address form. The code signs them in and merges their browser cart, and the same page then goes on
// to the address and payment (the session change re-renders it; no reload, no navigation). Where the shop does not
// offer sign-in by code, SPEC's way stays: to /login, and back here afterwards.
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { PhoneSignIn } from '../../components/phone-sign-in.tsx';
import { Loading } from '../../components/states.tsx';
import { useGuestCart } from '../../lib/guest-store.ts';
import { msg, t } from '../../lib/i18n.ts';
import { otpStatusQuery } from '../../lib/phone-sign-in.ts';
import { loginPath } from '../../lib/session.ts';
import { paths } from '../../paths.ts';

/** SPEC's way to check out without a session: log in, then back here. */
const toCheckout = `${paths.login}?next=${paths.checkout}`;

const crumbs = () => [{ label: t('Home'), to: paths.home }, { label: t('Check Out') }];

const steps = [msg('Mobile'), msg('Address'), msg('Payment')];

/** Where the shopper is: the first of the three steps, the others still to come on this page. */
function Steps() {
  return (
    <ol
      aria-label={t('Checkout steps')}
      className="mb-6 flex items-center gap-2 text-xs font-semibold sm:text-sm"
    >
      {steps.map((label, i) => (
        <li
          key={label}
          aria-current={i === 0 ? 'step' : undefined}
          className={`flex items-center gap-2 whitespace-nowrap ${i === 0 ? 'text-brand' : 'text-slate-500'}`}
        >
          {i > 0 && <span aria-hidden="true" className="h-px w-4 bg-slate-300 sm:w-8" />}
          <span
            aria-hidden="true"
            className={`grid size-6 shrink-0 place-items-center rounded-full border-2 ${
              i === 0 ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white'
            }`}
          >
            {i + 1}
          </span>
          {t(label)}
        </li>
      ))}
    </ol>
  );
}

export function CheckoutSignInStep() {
  const otp = useQuery(otpStatusQuery());
  // A checkout with a question (a subscription: subscribe-checkout.tsx) comes back to the same one.
  const { pathname, search } = useLocation();
  const toLogin = search ? loginPath(pathname + search) : toCheckout;
  const lines = useGuestCart();
  const items = lines.reduce((n, line) => n + line.quantity, 0);

  if (otp.isError || otp.data?.enabled === false) return <Navigate to={toLogin} replace />;
  return (
    <>
      <PageHeader title={t('Check Out')} crumbs={crumbs()} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        {otp.isPending ? (
          <Loading />
        ) : (
          <section
            aria-labelledby="checkout-sign-in-title"
            className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <Steps />
            <h2 id="checkout-sign-in-title" className="text-xl font-bold text-slate-900">
              {t('Your mobile number')}
            </h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">
              {t('No password needed: a code sent to your number signs you in.')}
              {items > 0 &&
                ` ${t('Your cart ({count, plural, one {# item} other {# items}}) comes with you.', { count: items })}`}
            </p>
            <PhoneSignIn onSignedIn={() => {}} verifyLabel={t('Verify and continue')} />
            <p className="mt-6 text-center text-sm text-slate-600">
              {t('Have a password?')}{' '}
              <Link to={toLogin} className="font-semibold text-brand hover:text-brand-dark hover:underline">
                {t('Log in with e-mail')}
              </Link>
            </p>
          </section>
        )}
      </div>
    </>
  );
}
