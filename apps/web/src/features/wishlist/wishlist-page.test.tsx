// @vitest-environment happy-dom
// The wishlist (SPEC sections 2, 4, 5 and 8) against the real API on the demo shop: a guest's browser list
// (duplicates refused), a customer's server list, Add to Cart and remove from the table, and the empty state.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestWishlist } from '../../lib/guest-store.ts';
import { addToWishlist } from '../../lib/shop-actions.ts';
import { toast } from '../../lib/toast.tsx';
import { demoSize, setStock } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import WishlistPage from './wishlist-page.tsx';

const api = useRealApi();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Demo products: Citrus Burst (500 ml, 1 L and 5 L; sizes 1-3) and Fresh Linen (500 ml only; size 6).
const citrus = { id: 1, name: 'Citrus Burst Multi-Surface Cleaner' };
const linen = { id: 3, name: 'Fresh Linen Multi-Surface Spray' };

const renderWishlist = () => renderPage(<WishlistPage />, '/wishlist');
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('guest wishlist', () => {
  it("refuses a duplicate with 'Product is already added to wishlist'", async () => {
    const navigate = vi.fn() as unknown as NavigateFunction;
    const success = vi.spyOn(toast, 'success');
    const info = vi.spyOn(toast, 'info');
    await addToWishlist(navigate, citrus.id);
    expect(success).toHaveBeenCalledWith('Product added to wishlist!');
    await addToWishlist(navigate, citrus.id);
    expect(info).toHaveBeenCalledWith('Product is already added to wishlist');
    expect(stored('guestWishlist')).toEqual([{ productId: citrus.id }]);
    // A guest is never sent to /login for it, and nothing goes to the server.
    expect(navigate).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the browser list as a table, adds a size to the cart and removes an item', async () => {
    const linenSize = await demoSize(api, 6);
    const large = await demoSize(api, 2);
    await setStock(api, linenSize.pl_id, 0);
    try {
      guestWishlist.add(citrus.id);
      guestWishlist.add(linen.id);
      guestWishlist.add(99_999);
      const success = vi.spyOn(toast, 'success');
      renderWishlist();
      await screen.findByRole('table');
      expect(rows()).toHaveLength(2);
      const get = api.callsTo('/wishlist/get')[0]!;
      expect(get.body).toEqual({
        wishlistDatas: [{ productId: citrus.id }, { productId: linen.id }, { productId: 99_999 }],
      });
      expect(get.auth).toBeNull();
      // The product the server does not have leaves the browser list.
      await waitFor(() =>
        expect(stored('guestWishlist')).toEqual([{ productId: citrus.id }, { productId: linen.id }]),
      );

      fireEvent.change(screen.getByLabelText(`Size of ${citrus.name}`), {
        target: { value: String(large.pl_id) },
      });
      fireEvent.click(screen.getByRole('button', { name: `Add to Cart: ${citrus.name} (1 L)` }));
      expect(stored('guestCart')).toEqual([{ productId: citrus.id, pl_id: large.pl_id, quantity: 1 }]);
      expect(success).toHaveBeenCalledWith('Item added to cart');

      // A product with no size in stock cannot be added.
      const soldOut = within(rows()[1]!).getByRole('button', { name: 'Out of stock' });
      expect(soldOut).toHaveProperty('disabled', true);

      fireEvent.click(screen.getByRole('button', { name: `Remove ${citrus.name} from wishlist` }));
      expect(success).toHaveBeenCalledWith('Item removed from wishlist');
      expect(stored('guestWishlist')).toEqual([{ productId: linen.id }]);
      expect(rows()).toHaveLength(1);
    } finally {
      await setStock(api, linenSize.pl_id, linenSize.remaining);
    }
  });

  it('shows the empty state with a Continue Shopping link', async () => {
    renderWishlist();
    expect(await screen.findByText('Your Wishlist is Currently Empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    expect(api.calls).toHaveLength(0);
  });
});

describe("customer's wishlist", () => {
  it('loads by userId, removes on the server and reloads', async () => {
    const shopper = await api.logInCustomer();
    for (const productId of [citrus.id, linen.id]) {
      const added = await api.as(shopper.token, {
        method: 'POST',
        url: '/api/wishlist/add',
        payload: { productId, userId: shopper.userId },
      });
      expect(added.statusCode).toBeLessThan(300);
    }
    const success = vi.spyOn(toast, 'success');
    renderWishlist();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(2);
    const get = api.callsTo('/wishlist/get')[0]!;
    expect(get.body).toEqual({ userId: shopper.userId });
    expect(get.auth).toBe(`Bearer ${shopper.token}`);
    fireEvent.click(screen.getByRole('button', { name: `Remove ${citrus.name} from wishlist` }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Item removed from wishlist'));
    expect(api.calls.find((c) => c.method === 'DELETE')).toMatchObject({ status: 200 });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: `Remove ${citrus.name} from wishlist` })).toBeNull();
  });

  it("adds on the server and goes to /wishlist; a duplicate shows the server's message and stays", async () => {
    const shopper = await api.logInCustomer();
    const navigate = vi.fn();
    const success = vi.spyOn(toast, 'success');
    const info = vi.spyOn(toast, 'info');
    await addToWishlist(navigate as unknown as NavigateFunction, citrus.id);
    expect(api.callsTo('/wishlist/add')[0]).toMatchObject({
      body: { productId: citrus.id, userId: shopper.userId },
      auth: `Bearer ${shopper.token}`,
    });
    expect(success).toHaveBeenCalledWith('Product added to wishlist!');
    expect(navigate).toHaveBeenCalledWith('/wishlist');
    await addToWishlist(navigate as unknown as NavigateFunction, citrus.id);
    expect(api.callsTo('/wishlist/add')[1]).toMatchObject({
      status: 409,
      response: { message: 'Product is already added to wishlist' },
    });
    expect(info).toHaveBeenCalledWith('Product is already added to wishlist');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(stored('guestWishlist')).toEqual([]);
  });

  it("shows 'Failed to fetch wishlist items' with Retry", async () => {
    await api.logInCustomer();
    // The connection drops for the first load and its one retry.
    api.failNext((c) => c.path === '/wishlist/get', 2);
    renderWishlist();
    expect(await screen.findByText('Failed to fetch wishlist items', {}, { timeout: 4000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your Wishlist is Currently Empty.')).toBeTruthy();
    expect(api.callsTo('/wishlist/get').at(-1)).toMatchObject({ status: 200, response: [] });
  });
});
