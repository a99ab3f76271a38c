// The cart page (/cart, SPEC section 2): the customer's server cart or the guest's browser cart, a stepper and
// remove per line, Continue Shopping, and the Order Summary leading to checkout (for a guest too where the shop
// offers sign-in by mobile number there, D25; else through /login).

import { cartFirstPaintScript } from '@chamak/shared/cart-first-paint';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { queries } from '../../api/queries.ts';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { DeliveryCheck } from '../../components/delivery-check.tsx';
import { DiscountCode } from '../../components/discount-code.tsx';
import { CartIcon } from '../../components/icons.tsx';
import { Loading } from '../../components/states.tsx';
import { cartCode, useCartCode } from '../../lib/cart-code.ts';
import { hydrated, hydration, nextTask } from '../../lib/hydration.ts';
import { t } from '../../lib/i18n.ts';
import { otpStatusQuery } from '../../lib/otp-status.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { type CartState, useApplyCode, useCart, useCartActions, useCartQuote } from './api.ts';
import { CartLine } from './cart-line.tsx';
import { OrderSummary } from './order-summary.tsx';
import { ReminderLinkNotice } from './reminder-link.tsx';
import { stockProblem } from './summary.ts';

const continueLink =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-brand px-5 py-2.5 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white';

/** An empty cart: its message and the way back to the products. */
function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-white text-brand shadow-sm">
        <CartIcon width={30} height={30} />
      </span>
      <p className="text-lg font-semibold text-slate-900">{t('Your Cart is Currently Empty.')}</p>
      <Link to={paths.products} className={continueLink}>
        {t('Continue Shopping')}
      </Link>
    </div>
  );
}

/**
 * What the page shows. The server cannot see the browser's cart, so its page holds both first views, the empty
 * cart and "Loading your cart...", and an inline script shows the one that is true here from the first paint
 * (shared/cart-first-paint.ts). The browser hydrates that same page ('server'), then shows the cart it holds.
 */
function useCartView(cart: CartState): 'server' | 'loading' | 'failed' | 'empty' | 'lines' {
  const [fromServer, setFromServer] = useState(() => import.meta.env.SSR || hydration.now);
  useEffect(() => {
    if (!fromServer) return;
    // Once the page is hydrated, in a task of its own: hydration changes nothing on the page, and neither makes
    // the other a longer task.
    let live = true;
    void hydrated.then(nextTask).then(() => {
      if (live) setFromServer(false);
    });
    return () => {
      live = false;
    };
  }, [fromServer]);
  if (fromServer) return 'server';
  if (cart.loading) return 'loading';
  if (cart.failed) return 'failed';
  return cart.lines.length === 0 ? 'empty' : 'lines';
}

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
  const view = useCartView(cart);

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
        {/* Each view keeps its place, so the empty cart the server painted stays the same element once started. */}
        {view === 'server' && (
          // A constant of ours, allowed by its hash in the Content-Security-Policy.
          <script dangerouslySetInnerHTML={{ __html: cartFirstPaintScript }} />
        )}
        {(view === 'server' || view === 'loading') && (
          <div className={view === 'server' ? 'hidden [[data-holds-cart]_&]:block' : undefined}>
            <Loading text={t('Loading your cart...')} />
          </div>
        )}
        {view === 'failed' && (
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
        )}
        {(view === 'server' || view === 'empty') && (
          // An empty cart has nothing to sum up or check out: its message alone, without the Order Summary.
          <section
            aria-labelledby="cart-items-title"
            className={view === 'server' ? '[[data-holds-cart]_&]:hidden' : undefined}
          >
            <h2 id="cart-items-title" className="sr-only">
              {t('Items in your cart')}
            </h2>
            <EmptyCart />
          </section>
        )}
        {view === 'lines' && (
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-labelledby="cart-items-title">
              <h2 id="cart-items-title" className="sr-only">
                {t('Items in your cart')}
              </h2>
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
                    unitPaise={
                      // The server's unit price for this quantity (a quantity price, decision 0341).
                      quote.data?.lines.find((q) => q.pl_id === line.pl_id && q.quantity === line.quantity)
                        ?.unitPaise
                    }
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
            </section>
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
          </div>
        )}
      </div>
    </>
  );
}
