// Test helpers for checkout: a cart, profile and settings, a fake API behind fetch (answers may be held back
// to see the page while it waits), and a render with router, query client and toasts.
import type { CartItem } from '@chamak/shared/cart';
import { defaultCodSettings, type PaymentsConfig } from '@chamak/shared/checkout';
import { rupeesToPaise } from '@chamak/shared/money';
import type { CartQuote } from '@chamak/shared/pricing';
import { defaultDelivery, defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../../lib/toast.tsx';
import CheckoutPage from './checkout-page.tsx';

export const userId = 7;

const line = (
  cartId: number,
  productId: number,
  name: string,
  size: string,
  totalMl: number,
  price: number,
  quantity: number,
): CartItem => ({
  cartId,
  productId,
  pl_id: cartId * 10,
  quantity,
  Product: { id: productId, name, combos: false },
  productlitre: {
    pl_id: cartId * 10,
    litre: { l_id: 1, litre: size, total_ml: totalMl },
    price: price + 20,
    discounted_price: price,
    discount: 10,
    remaining_qty: 50,
    productimages: [{ pi_id: cartId, image: `/media/p${productId}.webp`, srcset: '' }],
  },
});

/** 2 x ₹170.05 (500 ml) + 1 x ₹359.10 (1 L): ₹699.20, 2000 ml so ₹199 delivery, ₹898.20 in all. */
export const cartItems: CartItem[] = [
  line(1, 48, 'Cotton Crisp Starch Spray', '500 ml', 500, 170.05, 2),
  line(2, 11, 'Bachelor Starter Combo', '1 L', 1000, 359.1, 1),
];

export const profile = {
  user: {
    id: userId,
    fullname: 'Asha Rani Verma',
    username: 'asha',
    email: 'asha@example.com',
    phone: '9876543210',
    status: 'active',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
};

/** What a shopper types into the shipping block. */
export const shipping = {
  Address: '14 MG Road',
  'Apartment, suite, landmark': 'Flat 3B',
  City: 'Bengaluru',
  'PIN Code': '560099',
};

export type Call = { method: string; path: string; body: unknown };
type Answer = unknown | Response | Promise<unknown | Response>;
type Handler = (call: Call) => Answer;

export const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

/** A promise the test settles when it wants to, to see the page while it waits. */
export function held<T = unknown>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/**
 * The server's quote (POST /api/cart/quote) of `cart` at its prices: the shared delivery rule's ₹199 from
 * 1000 ml (₹99 under), the ₹30 COD fee for PIN 110001, and COD refused for PIN 744101.
 */
export function quoteOf(
  body: { paymentMethod?: string; postalCode?: string },
  cart: readonly CartItem[] = cartItems,
): CartQuote {
  const blocked = body.paymentMethod === 'cod' && body.postalCode === '744101';
  const codFeePaise = body.paymentMethod === 'cod' && body.postalCode === '110001' ? 3000 : 0;
  const lines = cart
    .filter((item) => item.productId > 0)
    .map((item) => {
      const unitPaise = rupeesToPaise(item.productlitre.discounted_price);
      return {
        productId: item.productId,
        pl_id: item.pl_id,
        name: item.Product.name,
        size: item.productlitre.litre.litre,
        totalMl: item.productlitre.litre.total_ml,
        quantity: item.quantity,
        unitPaise,
        linePaise: unitPaise * item.quantity,
      };
    });
  const subtotalPaise = lines.reduce((sum, l) => sum + l.linePaise, 0);
  const volumeMl = lines.reduce((sum, l) => sum + l.totalMl * l.quantity, 0);
  const deliveryPaise = volumeMl < 1000 ? 9900 : 19900;
  return {
    lines,
    subtotalPaise,
    offers: [],
    volumeMl,
    deliveryPaise,
    codFeePaise,
    taxes: [],
    totalPaise: subtotalPaise + deliveryPaise + codFeePaise,
    codAvailable: !blocked,
    codMessage: blocked ? 'Cash on delivery is not available for this PIN code. Please pay online.' : null,
  };
}

/**
 * Replaces fetch with the shop's API: settings, the cart, the profile, the quote (quoteOf the cart unless
 * `quote` answers otherwise) and the payment gateway (Razorpay unless `gateway` says otherwise) answer by
 * default, the rest (orders and payments) from `handle`. Every call is recorded.
 */
export function fakeApi(
  handle: Handler = () => json(404, { message: 'Not found.' }),
  cart = cartItems,
  gateway: PaymentsConfig['gateway'] = 'razorpay',
  quote: Handler = (call) => quoteOf(call.body as { paymentMethod?: string; postalCode?: string }, cart),
) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const call = { method, path, body };
    calls.push(call);
    let answer: Answer;
    if (path === '/settings')
      answer = { shop: defaultShopIdentity, delivery: defaultDelivery, cod: defaultCodSettings };
    else if (path === '/cart/get') answer = cart;
    else if (path === `/users/profile/${userId}`) answer = profile;
    else if (path === '/payments/config')
      answer = { gateway, keyId: gateway === 'off' ? '' : 'rzp_test_key' } satisfies PaymentsConfig;
    else if (path === '/cart/quote') answer = quote(call);
    else answer = handle(call);
    const data = await answer;
    return data instanceof Response ? data : json(200, data);
  };
  return {
    calls,
    to: (path: string) => calls.filter((c) => c.path === path),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders /checkout with a fresh query client; the current URL is in testid "location". */
export function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

export function logIn() {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', String(userId));
}
