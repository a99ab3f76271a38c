// @vitest-environment happy-dom
// The wishlist (SPEC sections 2, 4, 5 and 8): a guest's browser list (duplicates refused), a customer's server
// list, Add to Cart and remove from the table, and the empty state.
import type { ProductSummary } from '@chamak/shared/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '../../api/queries.ts';
import { guestWishlist } from '../../lib/guest-store.ts';
import { addToWishlist } from '../../lib/shop-actions.ts';
import { toast } from '../../lib/toast.tsx';
import WishlistPage from './wishlist-page.tsx';

type Call = { method: string; path: string; body: unknown; auth: string | null };
let restore: (() => void) | undefined;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  restore?.();
  restore = undefined;
  localStorage.clear();
  vi.restoreAllMocks();
});

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch with a fake API answering from `handle`; every call is recorded. */
function fakeApi(handle: (call: Call) => unknown) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      auth: new Headers(init?.headers).get('authorization'),
    };
    calls.push(call);
    const data = handle(call);
    if (data instanceof Response) return data;
    return data === undefined ? json({ message: 'Not found.' }, 404) : json(data);
  };
  restore = () => {
    globalThis.fetch = original;
  };
  return calls;
}

function product(id: number, sizes: { pl_id: number; litre: string; price: number; remaining?: number }[]) {
  return {
    id,
    name: `Product ${id}`,
    categoryId: 1,
    sub_cate_id: 1,
    shortDescription: '',
    combos: false,
    averageRatings: 4,
    totalReviews: 2,
    createdAt: '2025-01-01T00:00:00.000Z',
    Category: { id: 1, name: 'Floor Care' },
    subcategory: { sub_cate_id: 1, sub_cate_name: 'Floor Cleaners' },
    productlitres: sizes.map((s, i) => ({
      pl_id: s.pl_id,
      l_id: i + 1,
      litre: { l_id: i + 1, litre: s.litre, total_ml: 500 },
      price: s.price,
      discounted_price: s.price,
      discount: 0,
      total_qty: 50,
      remaining_qty: s.remaining ?? 50,
      productimages: [
        { pi_id: s.pl_id, image: `/media/${s.pl_id}.webp`, srcset: '', width: 400, height: 400 },
      ],
    })),
  } satisfies ProductSummary;
}

const catalogue = [
  product(1, [
    { pl_id: 11, litre: '500 ml', price: 150 },
    { pl_id: 12, litre: '1 L', price: 260 },
  ]),
  product(2, [{ pl_id: 21, litre: '1 L', price: 199, remaining: 0 }]),
];

/** The server's answer to a guest's `wishlistDatas`: products it knows, in the order asked. */
function guestLookup(call: Call) {
  if (call.path !== '/wishlist/get') return undefined;
  const { wishlistDatas } = call.body as { wishlistDatas: { productId: number }[] };
  return wishlistDatas.flatMap(({ productId }) => {
    const p = catalogue.find((c) => c.id === productId);
    return p ? [{ id: null, productId, Product: p }] : [];
  });
}

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderWishlist() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/wishlist']}>
        <Routes>
          <Route
            path="/wishlist"
            element={
              <>
                <WishlistPage />
                <Probe />
              </>
            }
          />
          <Route path="*" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('guest wishlist', () => {
  it("refuses a duplicate with 'Product is already added to wishlist'", async () => {
    const navigate = vi.fn() as unknown as NavigateFunction;
    const success = vi.spyOn(toast, 'success');
    const info = vi.spyOn(toast, 'info');
    await addToWishlist(navigate, 1);
    expect(success).toHaveBeenCalledWith('Product added to wishlist!');
    await addToWishlist(navigate, 1);
    expect(info).toHaveBeenCalledWith('Product is already added to wishlist');
    expect(stored('guestWishlist')).toEqual([{ productId: 1 }]);
    // A guest is never sent to /login for it, and nothing goes to the server.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the browser list as a table, adds a size to the cart and removes an item', async () => {
    guestWishlist.add(1);
    guestWishlist.add(2);
    guestWishlist.add(99);
    const calls = fakeApi(guestLookup);
    const success = vi.spyOn(toast, 'success');
    renderWishlist();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(2);
    expect(calls[0]!.body).toEqual({
      wishlistDatas: [{ productId: 1 }, { productId: 2 }, { productId: 99 }],
    });
    expect(calls[0]!.auth).toBeNull();
    // The product the server no longer has leaves the browser list.
    await waitFor(() => expect(stored('guestWishlist')).toEqual([{ productId: 1 }, { productId: 2 }]));

    fireEvent.change(screen.getByLabelText('Size of Product 1'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Product 1 (1 L)' }));
    expect(stored('guestCart')).toEqual([{ productId: 1, pl_id: 12, quantity: 1 }]);
    expect(success).toHaveBeenCalledWith('Item added to cart');

    // A product with no size in stock cannot be added.
    const soldOut = within(rows()[1]!).getByRole('button', { name: 'Out of stock' });
    expect(soldOut).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 1 from wishlist' }));
    expect(success).toHaveBeenCalledWith('Item removed from wishlist');
    expect(stored('guestWishlist')).toEqual([{ productId: 2 }]);
    expect(rows()).toHaveLength(1);
  });

  it('shows the empty state with a Continue Shopping link', async () => {
    const calls = fakeApi(() => undefined);
    renderWishlist();
    expect(await screen.findByText('Your Wishlist is Currently Empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    expect(calls).toHaveLength(0);
  });
});

describe("customer's wishlist", () => {
  beforeEach(() => {
    localStorage.setItem('token', 'test-token');
    localStorage.setItem('userId', '7');
  });

  it('loads by userId, removes on the server and reloads', async () => {
    let items: WishlistItem[] = [
      { id: 301, productId: 1, Product: catalogue[0]! },
      { id: 302, productId: 2, Product: catalogue[1]! },
    ];
    const calls = fakeApi((call) => {
      if (call.path === '/wishlist/get') return items;
      if (call.method === 'DELETE' && call.path === '/wishlist/remove/301') {
        items = items.filter((i) => i.id !== 301);
        return { message: 'Item removed from wishlist' };
      }
      return undefined;
    });
    const success = vi.spyOn(toast, 'success');
    renderWishlist();
    await screen.findByRole('table');
    expect(calls[0]!.body).toEqual({ userId: 7 });
    expect(calls[0]!.auth).toBe('Bearer test-token');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 1 from wishlist' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Item removed from wishlist'));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it("adds on the server and goes to /wishlist; a duplicate shows the server's message and stays", async () => {
    let added = false;
    const calls = fakeApi((call) => {
      if (call.path !== '/wishlist/add') return undefined;
      if (added) return json({ message: 'Product is already added to wishlist' }, 409);
      added = true;
      return { message: 'Product added to wishlist!', id: 301 };
    });
    const navigate = vi.fn();
    const success = vi.spyOn(toast, 'success');
    const info = vi.spyOn(toast, 'info');
    await addToWishlist(navigate as unknown as NavigateFunction, 1);
    expect(calls[0]!.body).toEqual({ productId: 1, userId: 7 });
    expect(success).toHaveBeenCalledWith('Product added to wishlist!');
    expect(navigate).toHaveBeenCalledWith('/wishlist');
    await addToWishlist(navigate as unknown as NavigateFunction, 1);
    expect(info).toHaveBeenCalledWith('Product is already added to wishlist');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(stored('guestWishlist')).toEqual([]);
  });

  it("shows 'Failed to fetch wishlist items' with Retry", async () => {
    let fail = true;
    fakeApi((call) =>
      call.path !== '/wishlist/get' ? undefined : fail ? json({ message: 'Nope' }, 403) : [],
    );
    renderWishlist();
    expect(await screen.findByText('Failed to fetch wishlist items')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your Wishlist is Currently Empty.')).toBeTruthy();
  });
});
