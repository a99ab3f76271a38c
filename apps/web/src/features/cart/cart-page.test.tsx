// @vitest-environment happy-dom
// The cart (SPEC sections 2, 4, 8 and 9): guest and customer carts, the stepper's limits, the Order Summary
// showing the server's quote (decision 0050), and where Proceed to Checkout leads.
import type { CartItem } from '@chamak/shared/cart';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestCart } from '../../lib/guest-store.ts';
import { addToCart } from '../../lib/shop-actions.ts';
import { toast } from '../../lib/toast.tsx';
import CartPage from './cart-page.tsx';
import { type Call, fakeApi, json, logIn, makeLine, renderAt } from './test-harness.tsx';

let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  localStorage.clear();
  vi.restoreAllMocks();
});

const stored = () => JSON.parse(localStorage.getItem('guestCart') ?? '[]') as unknown[];

/** Prices a guest's `cartDatas` from `catalogue`, as the server does (unknown lines are left out). */
function pricing(catalogue: CartItem[]) {
  return (call: Call) => {
    if (call.path !== '/cart/get') return undefined;
    const { cartDatas } = call.body as {
      cartDatas: { productId: number; pl_id: number; quantity: number }[];
    };
    return cartDatas.flatMap((item) => {
      const line = catalogue.find((l) => l.productId === item.productId && l.pl_id === item.pl_id);
      return line ? [{ ...line, quantity: item.quantity }] : [];
    });
  };
}

function renderCart() {
  return renderAt(<CartPage />, '/cart');
}

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const figure = (term: string) => {
  const dt = summary().getByText((_, el) => el?.tagName === 'DT' && el.textContent!.startsWith(term));
  return dt.parentElement!.querySelector('dd')!.textContent;
};

describe('guest cart', () => {
  it('adds to the quantity when the same product and size is added again', async () => {
    const navigate = vi.fn() as unknown as NavigateFunction;
    await addToCart(navigate, { productId: 1, pl_id: 11, quantity: 1 });
    await addToCart(navigate, { productId: 1, pl_id: 11, quantity: 2 });
    await addToCart(navigate, { productId: 1, pl_id: 12, quantity: 1 });
    expect(stored()).toEqual([
      { productId: 1, pl_id: 11, quantity: 3 },
      { productId: 1, pl_id: 12, quantity: 1 },
    ]);

    api = fakeApi(
      pricing([makeLine(1, 11, { size: '250 ml' }), makeLine(1, 12, { size: '1 L', totalMl: 1000 })]),
    );
    renderCart();
    const items = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Quantity of Product 1 (250 ml)' }).textContent).toContain('3');
    expect(screen.getByRole('group', { name: 'Quantity of Product 1 (1 L)' }).textContent).toContain('1');
    // The guest's list is priced without a token.
    const get = api.calls.find((c) => c.path === '/cart/get')!;
    expect(get.auth).toBeNull();
    expect(get.body).toEqual({ cartDatas: stored() });
  });

  it("toasts 'Item added to cart' and goes to /cart after 500 ms", async () => {
    const success = vi.spyOn(toast, 'success');
    const navigate = vi.fn();
    await addToCart(navigate as unknown as NavigateFunction, { productId: 4, pl_id: 41, quantity: 1 });
    expect(success).toHaveBeenCalledWith('Item added to cart');
    expect(navigate).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 550));
    expect(navigate).toHaveBeenCalledWith('/cart');
  });

  it('never lets minus go below 1', async () => {
    guestCart.add({ productId: 2, pl_id: 21, quantity: 2 });
    api = fakeApi(pricing([makeLine(2, 21)]));
    renderCart();
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of Product 2 (250 ml)' });
    expect(minus).toHaveProperty('disabled', false);
    fireEvent.click(minus);
    expect(stored()).toEqual([{ productId: 2, pl_id: 21, quantity: 1 }]);
    expect(minus).toHaveProperty('disabled', true);
    fireEvent.click(minus);
    expect(stored()).toEqual([{ productId: 2, pl_id: 21, quantity: 1 }]);
    // Even a direct write is held at 1.
    guestCart.setQuantity(21, 0);
    expect(stored()).toEqual([{ productId: 2, pl_id: 21, quantity: 1 }]);
  });

  it('stops plus at the stock and says when a line asks for more than is left', async () => {
    guestCart.add({ productId: 3, pl_id: 31, quantity: 4 });
    api = fakeApi(
      pricing([makeLine(3, 31, { name: 'Floor Cleaner', size: '1 L', totalMl: 1000, remaining: 3 })]),
    );
    renderCart();
    expect(await screen.findByText('Only 3 left in stock for Floor Cleaner (1 L).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase quantity of Floor Cleaner (1 L)' })).toHaveProperty(
      'disabled',
      true,
    );
    const error = vi.spyOn(toast, 'error');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(error).toHaveBeenCalledWith('Only 3 left in stock for Floor Cleaner (1 L).');
    expect(screen.getByTestId('location').textContent).toBe('/cart');
  });

  it('removes a line from the browser list', async () => {
    guestCart.add({ productId: 1, pl_id: 11, quantity: 1 });
    guestCart.add({ productId: 2, pl_id: 21, quantity: 1 });
    api = fakeApi(pricing([makeLine(1, 11), makeLine(2, 21)]));
    const success = vi.spyOn(toast, 'success');
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Product 1 (250 ml) from cart' }));
    expect(success).toHaveBeenCalledWith('Item removed from cart');
    expect(stored()).toEqual([{ productId: 2, pl_id: 21, quantity: 1 }]);
    expect(screen.queryByRole('button', { name: 'Remove Product 1 (250 ml) from cart' })).toBeNull();
  });

  it('drops lines whose product the server no longer has', async () => {
    guestCart.add({ productId: 1, pl_id: 11, quantity: 1 });
    guestCart.add({ productId: 9, pl_id: 91, quantity: 2 });
    api = fakeApi(pricing([makeLine(1, 11)]));
    renderCart();
    await screen.findByRole('list', { name: 'Cart items' });
    await waitFor(() => expect(stored()).toEqual([{ productId: 1, pl_id: 11, quantity: 1 }]));
  });
});

describe('Order Summary', () => {
  /** A quote as the server answers it; its figures are deliberately not what the lines would add up to. */
  const quoteOf = (subtotalPaise: number, deliveryPaise: number, totalPaise: number, volumeMl = 750) => ({
    lines: [],
    subtotalPaise,
    offers: [],
    volumeMl,
    deliveryPaise,
    codFeePaise: 0,
    taxes: [],
    totalPaise,
    codAvailable: true,
    codMessage: null,
  });
  const figures = () => ({
    subtotal: figure('Subtotal'),
    delivery: figure('Delivery Charge'),
    total: figure('Total'),
  });

  it("shows a guest's cart as the server quotes it, asking with the browser's lines and quantities", async () => {
    const lines = [makeLine(1, 11, { quantity: 2 }), makeLine(2, 21)];
    for (const l of lines) guestCart.add({ productId: l.productId, pl_id: l.pl_id, quantity: l.quantity });
    api = fakeApi((call) =>
      call.path === '/cart/quote' ? quoteOf(12345000, 4900, 12349900, 1500) : pricing(lines)(call),
    );
    renderCart();
    await screen.findByRole('list', { name: 'Cart items' });
    await waitFor(() => expect(figure('Total')).not.toBe('Calculating…'));
    expect(figures()).toEqual({ subtotal: '₹1,23,450.00', delivery: '₹49.00', total: '₹1,23,499.00' });
    expect(summary().getByText(/Cart volume 1,500 ml\./)).toBeTruthy();
    const asked = api.calls.find((c) => c.path === '/cart/quote')!;
    expect(asked.body).toEqual({
      cartDatas: [
        { productId: 1, pl_id: 11, quantity: 2 },
        { productId: 2, pl_id: 21, quantity: 1 },
      ],
    });
    expect(asked.auth).toBeNull();
  });

  it("asks again for a customer's quote when a quantity changes, showing the previous one meanwhile", async () => {
    logIn(7);
    let quantity = 2;
    let release: (() => void) | undefined;
    api = fakeApi((call) => {
      if (call.path === '/cart/get') return [makeLine(1, 11, { cartId: 501, quantity })];
      if (call.method === 'PUT') {
        quantity = (call.body as { quantity: number }).quantity;
        return { message: 'Quantity updated' };
      }
      if (call.path !== '/cart/quote') return undefined;
      if (quantity === 2) return quoteOf(20000, 9900, 29900);
      return new Promise<Response>((resolve) => {
        release = () => resolve(json(quoteOf(10000, 9900, 19900)));
      });
    });
    renderCart();
    await waitFor(() => expect(figure('Total')).toBe('₹299.00'));
    expect(api.calls.find((c) => c.path === '/cart/quote')!.body).toEqual({ userId: 7 });
    fireEvent.click(await screen.findByRole('button', { name: 'Decrease quantity of Product 1 (250 ml)' }));
    await waitFor(() => expect(release).toBeDefined());
    expect(figure('Total')).toBe('₹299.00');
    release!();
    await waitFor(() => expect(figure('Total')).toBe('₹199.00'));
    expect(figures()).toEqual({ subtotal: '₹100.00', delivery: '₹99.00', total: '₹199.00' });
  });

  it('shows Calculating… until the first quote arrives, and an empty cart as ₹0.00 without asking', async () => {
    api = fakeApi(() => undefined);
    renderCart();
    await screen.findByText('Your Cart is Currently Empty.');
    expect(figures()).toEqual({ subtotal: '₹0.00', delivery: '₹0.00', total: '₹0.00' });
    expect(api.calls.filter((c) => c.path === '/cart/quote')).toHaveLength(0);
    cleanup();
    api.restore();
    guestCart.add({ productId: 1, pl_id: 11, quantity: 1 });
    api = fakeApi((call) =>
      call.path === '/cart/quote' ? new Promise<Response>(() => {}) : pricing([makeLine(1, 11)])(call),
    );
    renderCart();
    await screen.findByRole('list', { name: 'Cart items' });
    expect(figure('Total')).toBe('Calculating…');
  });
});

describe('Proceed to Checkout', () => {
  it("is refused with 'Your cart is empty.' when the cart is empty", async () => {
    api = fakeApi(() => undefined);
    const error = vi.spyOn(toast, 'error');
    renderCart();
    expect(await screen.findByText('Your Cart is Currently Empty.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Continue Shopping/ })[0]!.getAttribute('href')).toBe(
      '/products',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(error).toHaveBeenCalledWith('Your cart is empty.');
    expect(screen.getByTestId('location').textContent).toBe('/cart');
    // An empty browser cart asks the server nothing.
    expect(api.calls.filter((c) => c.path === '/cart/get')).toHaveLength(0);
  });

  it('sends a guest (no token) to /login?next=/checkout', async () => {
    guestCart.add({ productId: 1, pl_id: 11, quantity: 1 });
    api = fakeApi(pricing([makeLine(1, 11)]));
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?next=/checkout');
  });

  it('takes a customer to /checkout with the cart items in navigation state', async () => {
    logIn(7);
    const line = makeLine(1, 11, { cartId: 501 });
    api = fakeApi((call) => (call.path === '/cart/get' ? [line] : undefined));
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
    expect(JSON.parse(screen.getByTestId('location-state').textContent!)).toEqual({ cartItems: [line] });
  });
});

describe("customer's cart", () => {
  it('loads with the userId and token, updates a quantity on the server and reloads', async () => {
    logIn(7);
    let quantity = 2;
    api = fakeApi((call) => {
      if (call.path === '/cart/get') return [makeLine(1, 11, { cartId: 501, quantity })];
      if (call.method === 'PUT' && call.path === '/cart/update/501') {
        quantity = (call.body as { quantity: number }).quantity;
        return { message: 'Quantity updated' };
      }
      return undefined;
    });
    const success = vi.spyOn(toast, 'success');
    renderCart();
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of Product 1 (250 ml)' });
    const get = api.calls.find((c) => c.path === '/cart/get')!;
    expect(get.body).toEqual({ userId: 7 });
    expect(get.auth).toBe('Bearer test-token');

    fireEvent.click(minus);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Quantity updated'));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ quantity: 1 });
    await waitFor(() => expect(api!.calls.filter((c) => c.path === '/cart/get')).toHaveLength(2));
    await waitFor(() => expect(minus).toHaveProperty('disabled', true));
  });

  it("shows the server's message when a quantity change is refused, and keeps the old quantity", async () => {
    logIn(7);
    api = fakeApi((call) => {
      if (call.path === '/cart/get')
        return [
          makeLine(1, 11, { cartId: 501, quantity: 3, remaining: 10, name: 'Floor Cleaner', size: '1 L' }),
        ];
      if (call.method === 'PUT')
        return json({ message: 'Only 3 left in stock for Floor Cleaner (1 L).' }, 409);
      return undefined;
    });
    const error = vi.spyOn(toast, 'error');
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Floor Cleaner (1 L)' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Only 3 left in stock for Floor Cleaner (1 L).'));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Quantity of Floor Cleaner (1 L)' }).textContent).toContain(
        '3',
      ),
    );
  });

  it("removes a line on the server, toasts 'Item removed from cart' and reloads", async () => {
    logIn(7);
    let lines = [makeLine(1, 11, { cartId: 501 }), makeLine(2, 21, { cartId: 502 })];
    api = fakeApi((call) => {
      if (call.path === '/cart/get') return lines;
      if (call.method === 'DELETE' && call.path === '/cart/remove/501') {
        lines = lines.filter((l) => l.cartId !== 501);
        return { message: 'Item removed from cart' };
      }
      return undefined;
    });
    const success = vi.spyOn(toast, 'success');
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Product 1 (250 ml) from cart' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Item removed from cart'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Product 1 (250 ml) from cart' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Remove Product 2 (250 ml) from cart' })).toBeTruthy();
  });

  it("shows 'Failed to fetch cart items' with a Retry that loads again", async () => {
    logIn(7);
    let fail = true;
    api = fakeApi((call) => {
      if (call.path !== '/cart/get') return undefined;
      return fail ? json({ message: 'Something Went Wrong' }, 500) : [makeLine(1, 11, { cartId: 501 })];
    });
    renderCart();
    expect(await screen.findByText('Failed to fetch cart items', {}, { timeout: 4000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Cart items' })).toBeTruthy();
  });
});
