// /checkout (SPEC section 2): 'Check Out' for a logged-in customer, built from the server's cart, so a reload
// works without navigation state. A shopper who is not signed in first signs in here with a code sent to their
// mobile number (D25, sign-in-step.tsx), or goes to /login and comes back where the shop does not offer that.
// With ?subscribe=<pl_id> it is the checkout of one size by subscription instead (subscribe-checkout.tsx).
import { checkoutMessages } from '@chamak/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { queries } from '../../api/queries.ts';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { t } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { checkoutProfileQuery, paymentsConfigQuery } from './api.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutSignInStep } from './sign-in-step.tsx';
import { SubscribeCheckout, subscribeRequestOf } from './subscribe-checkout.tsx';
import { validItems } from './summary.ts';

const crumbs = () => [{ label: t('Home'), to: paths.home }, { label: t('Check Out') }];

function Notice({ text, link, linkText }: { text: string; link: string; linkText: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <p className="text-lg font-medium text-slate-900">{text}</p>
      <Link
        to={link}
        className="rounded-xl bg-brand px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {linkText}
      </Link>
    </div>
  );
}

function Checkout({ userId }: { userId: string }) {
  // The shared cart query, always refetched here: checkout shows the server's latest prices.
  const cart = useQuery({ ...queries.cart(userId), refetchOnMount: 'always' });
  const profile = useQuery(checkoutProfileQuery(userId));
  const settings = useQuery(queries.settings());
  const payments = useQuery(paymentsConfigQuery());

  if (cart.isPending) return <Loading />;
  if (cart.isError)
    return <ErrorState message={t('Failed to fetch cart items')} onRetry={() => void cart.refetch()} />;
  if (cart.data.length === 0)
    return (
      <Notice text={t(checkoutMessages.cartEmpty)} link={paths.products} linkText={t('Continue Shopping')} />
    );
  if (validItems(cart.data).length === 0)
    return <Notice text={t(checkoutMessages.noValidItems)} link={paths.cart} linkText={t('Back to Cart')} />;
  return (
    <CheckoutForm
      userId={userId}
      items={cart.data}
      profile={profile.data?.user}
      cod={settings.data}
      gateway={payments.data?.gateway}
    />
  );
}

export default function CheckoutPage() {
  const session = useSession();
  const userId = session.userId;
  const [params] = useSearchParams();
  const subscribing = subscribeRequestOf(params);
  if (!session.token || !userId || !/^[1-9]\d*$/.test(userId)) return <CheckoutSignInStep />;
  return (
    <>
      <PageHeader title={t('Check Out')} crumbs={crumbs()} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        {subscribing ? (
          <SubscribeCheckout userId={userId} request={subscribing} />
        ) : (
          <Checkout userId={userId} />
        )}
      </div>
    </>
  );
}
