// @vitest-environment happy-dom
// The cart (SPEC sections 2, 4, 8 and 9) against the real API on the demo shop: guest and customer carts, the
// stepper's limits, the Order Summary showing the server's quote (decision 0050), and where Proceed to
// Checkout leads.
import { formatRupees } from '@chamak/shared/money';
import type { CartQuote } from '@chamak/shared/pricing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import type { NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestCart } from '../../lib/guest-store.ts';
import { addToCart } from '../../lib/shop-actions.ts';
import { toast } from '../../lib/toast.tsx';
import { addToServerCart, type DemoSize, demoSize, setStock } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CheckoutPage from '../checkout/checkout-page.tsx';
import CartPage from './cart-page.tsx';

const api = useRealApi();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const stored = () => JSON.parse(localStorage.getItem('guestCart') ?? '[]') as unknown[];
const putInGuestCart = (size: DemoSize, quantity = 1) =>
  guestCart.add({ productId: size.productId, pl_id: size.pl_id, quantity });

// Demo sizes: Citrus Burst 500 ml and 1 L, Neem & Tulsi 500 ml, Fresh Linen 500 ml.
const citrus500 = () => demoSize(api, 1);
const citrus1L = () => demoSize(api, 2);
const neem500 = () => demoSize(api, 4);
const linen500 = () => demoSize(api, 6);

function renderCart() {
  return renderPage(<CartPage />, '/cart');
}

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const figure = (term: string) => {
  const dt = summary().getByText((_, el) => el?.tagName === 'DT' && el.textContent!.startsWith(term));
  return dt.parentElement!.querySelector('dd')!.textContent;
};
const figures = () => ({
  subtotal: figure('Subtotal'),
  delivery: figure('Delivery Charge'),
  total: figure('Total'),
});
/** The last quote the server answered the page. */
const lastQuote = () => api.callsTo('/cart/quote').at(-1)?.response as CartQuote | undefined;

describe('guest cart', () => {
  it('adds to the quantity when the same product and size is added again', async () => {
    const [small, large] = [await citrus500(), await citrus1L()];
    const navigate = vi.fn() as unknown as NavigateFunction;
    await addToCart(navigate, { productId: small.productId, pl_id: small.pl_id, quantity: 1 });
    await addToCart(navigate, { productId: small.productId, pl_id: small.pl_id, quantity: 2 });
    await addToCart(navigate, { productId: large.productId, pl_id: large.pl_id, quantity: 1 });
    expect(stored()).toEqual([
      { productId: small.productId, pl_id: small.pl_id, quantity: 3 },
      { productId: large.productId, pl_id: large.pl_id, quantity: 1 },
    ]);

    renderCart();
    const items = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('group', { name: `Quantity of ${small.label}` }).textContent).toContain('3');
    expect(screen.getByRole('group', { name: `Quantity of ${large.label}` }).textContent).toContain('1');
    // The guest's list is priced without a token.
    const get = api.callsTo('/cart/get')[0]!;
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
    const size = await neem500();
    putInGuestCart(size, 2);
    renderCart();
    const minus = await screen.findByRole('button', { name: `Decrease quantity of ${size.label}` });
    expect(minus).toHaveProperty('disabled', false);
    fireEvent.click(minus);
    const one = [{ productId: size.productId, pl_id: size.pl_id, quantity: 1 }];
    expect(stored()).toEqual(one);
    expect(minus).toHaveProperty('disabled', true);
    fireEvent.click(minus);
    expect(stored()).toEqual(one);
    // Even a direct write is held at 1.
    guestCart.setQuantity(size.pl_id, 0);
    expect(stored()).toEqual(one);
  });

  it('stops plus at the stock and says when a line asks for more than is left', async () => {
    const size = await linen500();
    await setStock(api, size.pl_id, 3);
    try {
      putInGuestCart(size, 4);
      renderCart();
      const message = `Only 3 left in stock for ${size.label}.`;
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByRole('button', { name: `Increase quantity of ${size.label}` })).toHaveProperty(
        'disabled',
        true,
      );
      const error = vi.spyOn(toast, 'error');
      fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
      expect(error).toHaveBeenCalledWith(message);
      expect(screen.getByTestId('location').textContent).toBe('/cart');
    } finally {
      await setStock(api, size.pl_id, size.remaining);
    }
  });

  it('removes a line from the browser list', async () => {
    const [first, second] = [await citrus500(), await neem500()];
    putInGuestCart(first);
    putInGuestCart(second);
    const success = vi.spyOn(toast, 'success');
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${first.label} from cart` }));
    expect(success).toHaveBeenCalledWith('Item removed from cart');
    expect(stored()).toEqual([{ productId: second.productId, pl_id: second.pl_id, quantity: 1 }]);
    expect(screen.queryByRole('button', { name: `Remove ${first.label} from cart` })).toBeNull();
  });

  it('drops lines whose product the server no longer has', async () => {
    const size = await citrus500();
    putInGuestCart(size);
    guestCart.add({ productId: 99_999, pl_id: 999_999, quantity: 2 });
    renderCart();
    await screen.findByRole('list', { name: 'Cart items' });
    await waitFor(() =>
      expect(stored()).toEqual([{ productId: size.productId, pl_id: size.pl_id, quantity: 1 }]),
    );
  });
});

describe('Order Summary', () => {
  it("shows a guest's cart as the server quotes it, asking with the browser's lines and quantities", async () => {
    const [first, second] = [await citrus500(), await neem500()];
    putInGuestCart(first, 2);
    putInGuestCart(second);
    renderCart();
    await screen.findByRole('list', { name: 'Cart items' });
    await waitFor(() => expect(figure('Total')).not.toBe('Calculating…'));
    // 2 x ₹161 + ₹199 = ₹521 for 1,500 ml, which the demo shop's delivery rule charges ₹199.
    const quote = lastQuote()!;
    expect(quote).toMatchObject({ subtotalPaise: 52100, volumeMl: 1500 });
    expect(figures()).toEqual({
      subtotal: '₹521.00',
      delivery: formatRupees(quote.deliveryPaise),
      total: formatRupees(quote.totalPaise),
    });
    expect(quote.totalPaise).toBe(52100 + quote.deliveryPaise + quote.codFeePaise);
    expect(summary().getByText(/Cart volume 1,500 ml\./)).toBeTruthy();
    const asked = api.callsTo('/cart/quote')[0]!;
    expect(asked.body).toEqual({
      cartDatas: [
        { productId: first.productId, pl_id: first.pl_id, quantity: 2 },
        { productId: second.productId, pl_id: second.pl_id, quantity: 1 },
      ],
    });
    expect(asked.auth).toBeNull();
  });

  it('says "Includes GST of ₹109.84" as the server quotes it, and nothing once the shop has no GSTIN', async () => {
    // Prices include 18 % GST: 2 x ₹161 holds ₹49.12, ₹199 holds ₹30.36, and so does the ₹199 delivery.
    putInGuestCart(await citrus500(), 2);
    putInGuestCart(await neem500());
    renderCart();
    await screen.findByRole('list', { name: 'Cart items' });
    const note = await summary().findByText(/^Includes GST of/);
    expect(note.textContent).toBe('Includes GST of ₹109.84');
    expect(lastQuote()).toMatchObject({ gstPaise: 10984, totalPaise: 52100 + 19900 });
    expect(lastQuote()!.taxes.map((t) => t.label)).toEqual(['CGST', 'SGST']);
    expect(figure('Total')).toBe('₹720.00');
    cleanup();

    const admin = await api.adminToken();
    const seller = (await api.as(admin, { method: 'GET', url: '/api/settings' })).json().seller;
    const save = (gstin: string | undefined) =>
      api.as(admin, { method: 'PUT', url: '/api/admin/settings', payload: { seller: { ...seller, gstin } } });
    expect((await save(undefined)).statusCode).toBe(200);
    try {
      renderCart();
      await screen.findByRole('list', { name: 'Cart items' });
      await waitFor(() => expect(figure('Total')).toBe('₹720.00'));
      expect(lastQuote()!.gstPaise).toBe(0);
      expect(summary().queryByText(/Includes GST/)).toBeNull();
    } finally {
      expect((await save(seller.gstin)).statusCode).toBe(200);
    }
  });

  it('says why the server will not price the cart: a product without GST details, named, and no figures', async () => {
    const [first, second] = [await citrus500(), await linen500()];
    putInGuestCart(first);
    putInGuestCart(second);
    const read = await api.database.db.execute(
      sql`select hsn_code from products where id = ${second.productId}`,
    );
    const hsnCode = (read as unknown as { rows: { hsn_code: string }[] }).rows[0]!.hsn_code;
    await api.database.db.execute(sql`update products set hsn_code = null where id = ${second.productId}`);
    try {
      renderCart();
      await screen.findByRole('list', { name: 'Cart items' });
      const alert = await summary().findByRole('alert');
      expect(alert.textContent).toContain(second.name);
      expect(alert.textContent).toContain('cannot be sold yet');
      expect(figures()).toEqual({ subtotal: '—', delivery: '—', total: '—' });
      expect(api.callsTo('/cart/quote').at(-1)!.status).toBe(422);
    } finally {
      await api.database.db.execute(
        sql`update products set hsn_code = ${hsnCode} where id = ${second.productId}`,
      );
    }
  });

  it("asks again for a customer's quote when a quantity changes, showing the previous one meanwhile", async () => {
    const size = await citrus500();
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, size, 2);
    renderCart();
    await waitFor(() => expect(lastQuote()?.subtotalPaise).toBe(2 * size.pricePaise));
    const first = lastQuote()!;
    await waitFor(() => expect(figure('Total')).toBe(formatRupees(first.totalPaise)));
    expect(api.callsTo('/cart/quote')[0]!.body).toEqual({ userId: shopper.userId });

    const gate = api.hold((c) => c.path === '/cart/quote');
    fireEvent.click(await screen.findByRole('button', { name: `Decrease quantity of ${size.label}` }));
    await waitFor(() => expect(gate.held).toBe(1));
    expect(figure('Total')).toBe(formatRupees(first.totalPaise));
    gate.release();
    await waitFor(() => expect(lastQuote()?.subtotalPaise).toBe(size.pricePaise));
    const second = lastQuote()!;
    await waitFor(() => expect(figure('Total')).toBe(formatRupees(second.totalPaise)));
    expect(figures()).toEqual({
      subtotal: formatRupees(size.pricePaise),
      delivery: formatRupees(second.deliveryPaise),
      total: formatRupees(second.totalPaise),
    });
  });

  it('shows Calculating… until the first quote arrives', async () => {
    putInGuestCart(await citrus500());
    const gate = api.hold((c) => c.path === '/cart/quote');
    renderCart();
    await screen.findByRole('list', { name: 'Cart items' });
    await waitFor(() => expect(gate.held).toBe(1));
    expect(figure('Total')).toBe('Calculating…');
  });
});

describe('Proceed to Checkout', () => {
  it('is not offered for an empty cart: its message and Continue Shopping alone, no Order Summary of ₹0.00', async () => {
    renderCart();
    expect(await screen.findByText('Your Cart is Currently Empty.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Continue Shopping/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/products']);
    expect(screen.queryByRole('region', { name: 'Order Summary' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
    expect(screen.queryByText('₹0.00')).toBeNull();
    // An empty browser cart asks the server nothing.
    expect(api.callsTo('/cart/get')).toHaveLength(0);
    expect(api.callsTo('/cart/quote')).toHaveLength(0);
  });

  it('goes once the last line is removed', async () => {
    putInGuestCart(await citrus500());
    renderCart();
    await screen.findByRole('button', { name: 'Proceed to Checkout' });
    fireEvent.click(screen.getByRole('button', { name: /^Remove / }));
    await screen.findByText('Your Cart is Currently Empty.');
    expect(screen.queryByRole('region', { name: 'Order Summary' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('takes a guest (no token) to /checkout, where they sign in with their mobile number (D25)', async () => {
    putInGuestCart(await citrus500());
    renderCart();
    const proceed = await screen.findByRole('button', { name: 'Proceed to Checkout' });
    await waitFor(() =>
      expect(api.callsTo('/auth/otp/status')[0]?.response).toMatchObject({ enabled: true }),
    );
    fireEvent.click(proceed);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
    // Where the shop does not offer it, SPEC's /login?next=/checkout stays (checkout/sign-in-off.test.tsx).
  });

  it('takes a customer to /checkout with the cart items in navigation state', async () => {
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, await citrus500());
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
    const served = api.callsTo('/cart/get')[0]!.response as { cartId: number }[];
    expect(served).toHaveLength(1);
    expect(JSON.parse(screen.getByTestId('location-state').textContent!)).toEqual({ cartItems: served });
  });
});

describe("customer's cart", () => {
  it('loads with the userId and token, updates a quantity on the server and reloads', async () => {
    const size = await citrus500();
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, size, 2);
    const success = vi.spyOn(toast, 'success');
    renderCart();
    const minus = await screen.findByRole('button', { name: `Decrease quantity of ${size.label}` });
    const get = api.callsTo('/cart/get')[0]!;
    expect(get.body).toEqual({ userId: shopper.userId });
    expect(get.auth).toBe(`Bearer ${shopper.token}`);
    const [line] = get.response as { cartId: number }[];

    fireEvent.click(minus);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Quantity updated'));
    expect(api.callsTo(`/cart/update/${line!.cartId}`, 'PUT')[0]).toMatchObject({
      body: { quantity: 1 },
      status: 200,
    });
    // Reloaded: the second load answers the new quantity.
    await waitFor(() =>
      expect(api.callsTo('/cart/get')[1]?.response).toEqual([expect.objectContaining({ quantity: 1 })]),
    );
    await waitFor(() => expect(minus).toHaveProperty('disabled', true));
  });

  it("shows the server's message when a quantity change is refused, and keeps the old quantity", async () => {
    const size = await linen500();
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, size, 3);
    const error = vi.spyOn(toast, 'error');
    renderCart();
    const plus = await screen.findByRole('button', { name: `Increase quantity of ${size.label}` });
    // Sold elsewhere while the page is open: only the 3 in this cart are left.
    await setStock(api, size.pl_id, 3);
    try {
      fireEvent.click(plus);
      const message = `Only 3 left in stock for ${size.label}.`;
      await waitFor(() => expect(error).toHaveBeenCalledWith(message));
      expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ status: 409, response: { message } });
      await waitFor(() =>
        expect(screen.getByRole('group', { name: `Quantity of ${size.label}` }).textContent).toContain('3'),
      );
    } finally {
      await setStock(api, size.pl_id, size.remaining);
    }
  });

  it("removes a line on the server, toasts 'Item removed from cart' and reloads", async () => {
    const [first, second] = [await citrus500(), await neem500()];
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, first);
    await addToServerCart(api, shopper, second);
    const success = vi.spyOn(toast, 'success');
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${first.label} from cart` }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Item removed from cart'));
    expect(api.calls.find((c) => c.method === 'DELETE')).toMatchObject({ status: 200 });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Remove ${first.label} from cart` })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: `Remove ${second.label} from cart` })).toBeTruthy();
    const cart = await api.as(shopper.token, {
      method: 'POST',
      url: '/api/cart/get',
      payload: { userId: shopper.userId },
    });
    expect((cart.json() as { pl_id: number }[]).map((l) => l.pl_id)).toEqual([second.pl_id]);
  });

  it("shows 'Failed to fetch cart items' with a Retry that loads again", async () => {
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, await citrus500());
    // The connection drops for the first load and its one retry.
    api.failNext((c) => c.path === '/cart/get', 2);
    renderCart();
    expect(await screen.findByText('Failed to fetch cart items', {}, { timeout: 4000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Cart items' })).toBeTruthy();
  });
});

describe('Subscribe and save from the cart', () => {
  it('offers a subscribable line "Deliver every N days, save X%", which opens the subscription checkout for that size and quantity', async () => {
    const [offered, notOffered] = [await neem500(), await linen500()];
    await api.database.db.execute(
      sql`update product_litres set subscribable = true, subscription_intervals = '{30,60}', subscriber_discount = 10
        where id = ${offered.pl_id}`,
    );
    await api.database.db.execute(
      sql`update product_litres set subscribable = false where id = ${notOffered.pl_id}`,
    );
    const shopper = await api.logInCustomer({ fullname: 'Asha Rani Verma', phone: '9876543210' });
    await addToServerCart(api, shopper, offered, 2);
    await addToServerCart(api, shopper, notOffered);
    renderCart();
    const link = await screen.findByRole('link', {
      name: `Subscribe to ${offered.label}: deliver every 30 days, save 10%`,
    });
    expect(link.textContent).toBe('Deliver every 30 days, save 10%');
    // Only the size offered by subscription has it.
    expect(screen.getAllByRole('link', { name: /^Subscribe to / })).toHaveLength(1);
    fireEvent.click(link);
    const target = `/checkout?subscribe=${offered.pl_id}&productId=${offered.productId}&quantity=2&every=30`;
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(target));

    // Where it leads: the checkout in subscription mode, for that size, 2 of it, every 30 days.
    cleanup();
    renderPage(<CheckoutPage />, '/checkout', target);
    const summary = within(await screen.findByRole('region', { name: 'Your subscription' }));
    expect(summary.getByText(offered.name)).toBeTruthy();
    expect(summary.getByText(offered.size, { exact: false })).toBeTruthy();
    expect(summary.getByText('Quantity').parentElement!.textContent).toBe('Quantity 2');
    expect((summary.getByLabelText('Deliver every') as HTMLSelectElement).value).toBe('30');
  });
});
