// Test helpers for the cart pages: cart lines as the server prices them, a fake API behind fetch, and a
// render with router, query client and toasts.
import type { CartItem } from '@chamak/shared/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../../lib/toast.tsx';

export type Call = { method: string; path: string; body: unknown; auth: string | null };
type Handler = (call: Call) => unknown;

export const settings = (
  delivery = { thresholdMl: 1000, underThresholdPaise: 9900, atOrOverThresholdPaise: 19900 },
) => ({
  shop: { name: 'Chamak', taglines: [] },
  delivery,
});

/** A line of `size` at `price` rupees; cartId null makes it a guest's line. */
export function makeLine(
  productId: number,
  plId: number,
  options: {
    name?: string;
    size?: string;
    totalMl?: number;
    price?: number;
    mrp?: number;
    remaining?: number;
    quantity?: number;
    cartId?: number | null;
  } = {},
): CartItem {
  const price = options.price ?? 100;
  return {
    cartId: options.cartId ?? null,
    productId,
    pl_id: plId,
    quantity: options.quantity ?? 1,
    Product: { id: productId, name: options.name ?? `Product ${productId}`, combos: false },
    productlitre: {
      pl_id: plId,
      litre: { l_id: 1, litre: options.size ?? '250 ml', total_ml: options.totalMl ?? 250 },
      price: options.mrp ?? price,
      discounted_price: price,
      discount: 0,
      remaining_qty: options.remaining ?? 50,
      productimages: [{ pi_id: plId, image: `/media/${plId}.webp`, srcset: '' }],
    },
  };
}

export const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch with a fake API: GET /settings answers the default delivery rule unless `handle` does. */
export function fakeApi(handle: Handler) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      auth: headers.get('authorization'),
    };
    calls.push(call);
    let data = await handle(call);
    if (data === undefined && call.path === '/settings') data = settings();
    if (data instanceof Response) return data;
    if (data === undefined) return json({ message: `No fake for ${call.method} ${call.path}` }, 404);
    return json(data);
  };
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="location-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

/** Renders `page` at `url` with a fresh query client; the URL is in testid "location", its state in "location-state". */
export function renderAt(page: React.ReactNode, path: string, url = path) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {page}
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

export function logIn(userId = 7) {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', String(userId));
}
