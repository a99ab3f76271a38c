// The cart page (/cart, SPEC section 2): the customer's server cart or the guest's browser cart, a stepper and
// remove per line, Continue Shopping, and the Order Summary leading to checkout (for a guest too where the shop
// offers sign-in by mobile number there, D25; else through /login).

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { queries } from '../../api/queries.ts';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { DeliveryCheck } from '../../components/delivery-check.tsx';
import { DiscountCode } from '../../components/discount-code.tsx';
import { CartIcon } from '../../components/icons.tsx';
import { Loading } from '../../components/states.tsx';
import { cartCode, useCartCode } from '../../lib/cart-code.ts';
import { t } from '../../lib/i18n.ts';
import { otpStatusQuery } from '../../lib/otp-status.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { useApplyCode, useCart, useCartActions, useCartQuote } from './api.ts';
import { CartLine } from './cart-line.tsx';
import { OrderSummary } from './order-summary.tsx';
import { ReminderLinkNotice } from './reminder-link.tsx';
import { stockProblem } from './summary.ts';

const continueLink =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-brand px-5 py-2.5 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white';

/** The server's reason for not pricing the cart (e.g. a product it cannot sell yet). */
const serverProblem = (error: Error) =>
  error instanceof ApiError && error.status === 422
    ? error.message
    : t('Could not price your cart. Please try again.');

export default function CartPage() {
  const navigate = useNavigate();
  const cart = useCart();
  const actions = useCartActions(cart.userId);
  const settings = useQuery(queries.settings());
  const queryClient = useQueryClient();
  // Asked at once, so it is known by the time the shopper proceeds.
  useQuery(otpStatusQuery());
  // The settings only word the delivery note; the figures are the server's quote.
  const delivery = settings.data?.delivery ?? null;
  const { lines } = cart;
  const quote = useCartQuote(cart);
  const code = useCartCode();
  const applyCode = useApplyCode(cart);
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);

  async function proceed() {
    const problem = lines.map(stockProblem).find((p) => p !== null);
    if (problem) {
      toast.error(problem);
      return;
    }
    // A guest signs in on the checkout page itself where the shop offers sign-in by code (D25), else on /login
    // first; a tap before the shop's answer has come waits for it, so the guest never passes through the other.
    if (cart.userId === null) {
      const offered = await queryClient.ensureQueryData(otpStatusQuery()).then(
        (status) => status.enabled,
        () => false,
      );
      if (!offered) {
        navigate(`${paths.login}?next=${paths.checkout}`);
        return;
      }
    }
    // SPEC: checkout receives the cart items in navigation state (it reloads them from the server anyway).
    navigate(paths.checkout, { state: { cartItems: lines } });
  }

  return (
    <>
      <PageHeader
        title={t('Cart Page')}
        crumbs={[{ label: t('Home'), to: paths.home }, { label: t('Cart Page') }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <ReminderLinkNotice />
        {cart.loading ? (
          <Loading text={t('Loading your cart...')} />
        ) : cart.failed ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-red-700">{t('Failed to fetch cart items')}</p>
            <button
              type="button"
              onClick={cart.retry}
              className="rounded-xl bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark"
            >
              {t('Retry')}
            </button>
          </div>
        ) : (
          // An empty cart has nothing to sum up or check out: its message alone, without the Order Summary.
          <div
            className={`grid items-start gap-8 ${lines.length > 0 ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}`}
          >
            <section aria-labelledby="cart-items-title">
              <h2 id="cart-items-title" className="sr-only">
                {t('Items in your cart')}
              </h2>
              {lines.length === 0 ? (
                <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
                  <span className="grid size-16 place-items-center rounded-full bg-white text-brand shadow-sm">
                    <CartIcon width={30} height={30} />
                  </span>
                  <p className="text-lg font-semibold text-slate-900">{t('Your Cart is Currently Empty.')}</p>
                  <Link to={paths.products} className={continueLink}>
                    {t('Continue Shopping')}
                  </Link>
                </div>
              ) : (
                <>
                  <div
                    aria-hidden="true"
                    className="hidden grid-cols-[6rem_minmax(0,1fr)_9rem_8.5rem_2.5rem] gap-x-4 border-b border-slate-200 pb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid"
                  >
                    <span className="col-span-2">{t('Product')}</span>
                    <span>{t('Price')}</span>
                    <span>{t('Quantity')}</span>
                    <span />
                  </div>
                  <ul
                    aria-label={t('Cart items')}
                    className="divide-y divide-slate-200 border-b border-slate-200"
                  >
                    {lines.map((line) => (
                      <CartLine
                        key={`${line.productId}:${line.pl_id}`}
                        line={line}
                        busy={line.cartId !== null && line.cartId === actions.busyLine}
                        onQuantity={(quantity) => actions.setQuantity(line, quantity)}
                        onRemove={() => actions.remove(line)}
                      />
                    ))}
                  </ul>
                  <div className="mt-6 max-w-md">
                    <DeliveryCheck volumeMl={quote.data?.volumeMl} />
                  </div>
                  <div className="mt-6">
                    <Link to={paths.products} className={continueLink}>
                      <span aria-hidden="true">←</span> {t('Continue Shopping')}
                    </Link>
                  </div>
                </>
              )}
            </section>
            {lines.length > 0 && (
              <OrderSummary
                quote={quote.error ? undefined : quote.data}
                itemCount={itemCount}
                delivery={delivery}
                problem={quote.error ? serverProblem(quote.error) : null}
                onProceed={proceed}
                codeField={
                  <DiscountCode
                    applied={code}
                    quote={quote.isPlaceholderData ? undefined : quote.data}
                    onApply={applyCode}
                    onRemove={cartCode.clear}
                  />
                }
              />
            )}
          </div>
        )}
      </div>
    </>
  );
}
