// @vitest-environment happy-dom
// /admin/orders: search by id substring or product name (case-insensitive) back to page 1; 12 to a page with
// 'Showing x to y of n results', at most 5 page buttons, ellipsis and last page; each page, search and filter
// asked of the server (here its stand-in) and kept in the URL; the details modal (Manual
// Order, D14 steps, RTO/Cancelled state, COD fee line); cancel asks first; the load failure message.
import type { Order } from '@chamak/shared/orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, fakeApi, recordToasts, renderAdminPage, reply } from '../list-kit/test-kit.tsx';
import OrdersPage from './orders-page.tsx';
import { makeOrder, makeOrders } from './test-fixtures.ts';

let api: ReturnType<typeof fakeApi> | undefined;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  localStorage.clear();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

/** GET /api/admin/orders as the server answers it: filtered, searched (id substring or product name), 12 a page. */
function ordersPage(orders: Order[], path: string) {
  const q = new URL(path, 'http://x').searchParams;
  const term = (q.get('search') ?? '').toLowerCase();
  const matching = orders.filter(
    (o) =>
      (!q.get('status') || o.status === Number(q.get('status'))) &&
      (!q.get('paymentMethod') || o.paymentMethod === q.get('paymentMethod')) &&
      (!term ||
        String(o.id).includes(term) ||
        o.OrderItems.some((item) => item.Product.name.toLowerCase().includes(term))),
  );
  const page = Number(q.get('page') ?? 1);
  return {
    orders: matching.slice((page - 1) * 12, page * 12),
    total: matching.length,
    page,
    totalPages: Math.max(1, Math.ceil(matching.length / 12)),
  };
}
const isList = (path: string) => path.startsWith('/admin/orders?');

/** Serves the list a page at a time and each order by id. */
function serve(orders: Order[]) {
  api = fakeApi((call) => {
    if (isList(call.path)) return ordersPage(orders, call.path);
    const one = /^\/order\/get\/(\d+)$/.exec(call.path);
    if (one)
      return orders.find((o) => o.id === Number(one[1])) ?? reply(404, { message: 'Order not found.' });
    if (call.method === 'POST') return { message: 'Order cancelled' };
    return reply(404, { message: 'Not found.' });
  });
  return api;
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const showing = () => screen.getByText(/^Showing/).textContent;
/** Waits for the pager's 'Showing ...' line to say `text` (the next page comes from the server). */
const shows = (text: string) => waitFor(() => expect(showing()).toBe(text));
const listRequests = () => api!.calls.filter((c) => isList(c.path)).map((c) => c.path);

describe('the orders list', () => {
  it('shows 12 cards a page with the order, date, customer, total in rupees and item count', async () => {
    serve([makeOrder(7, { totalPrice: 123456, firstName: 'Meera', lastName: 'Nair' }), ...makeOrders(3)]);
    renderAdminPage(<OrdersPage />, '/admin/orders');
    const card = (await screen.findByRole('heading', { name: 'Order #7' })).closest('article')!;
    expect(within(card).getByText('Meera Nair')).toBeTruthy();
    expect(within(card).getByText('₹1,23,456.00')).toBeTruthy();
    expect(within(card).getByText('2 items')).toBeTruthy();
    expect(within(card).getByText('8 Nov 2026')).toBeTruthy();
    // Four orders fit one page: no pagination at all.
    expect(screen.queryByRole('navigation', { name: 'Orders pages' })).toBeNull();
  });

  it("says 'Showing x to y of n results' and shows 5 page buttons, an ellipsis and the last page", async () => {
    serve(makeOrders(96));
    renderAdminPage(<OrdersPage />, '/admin/orders');
    await screen.findByRole('heading', { name: 'Order #96' });
    expect(cardTitles()).toHaveLength(12);
    expect(showing()).toBe('Showing 1 to 12 of 96 results');
    const pager = screen.getByRole('navigation', { name: 'Orders pages' });
    const numbers = within(pager)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(numbers).toEqual(['Previous', '1', '2', '3', '4', '5', '8', 'Next']);
    expect(within(pager).getByText('…')).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: 'Page 8 (last)' }));
    await shows('Showing 85 to 96 of 96 results');
    expect(listRequests()).toEqual(['/admin/orders?page=1', '/admin/orders?page=8']);
    expect(within(pager).queryByText('…')).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Page 8' }).getAttribute('aria-current')).toBe('page');
    expect(cardTitles()[0]).toBe('Order #12');
  });

  it('searches by order id substring or product name, case-insensitively, and goes back to page 1', async () => {
    serve(makeOrders(40));
    renderAdminPage(<OrdersPage />, '/admin/orders');
    await screen.findByRole('heading', { name: 'Order #40' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await shows('Showing 25 to 36 of 40 results');
    expect(currentLocation()).toBe('/admin/orders?page=3');

    const search = screen.getByRole('searchbox', { name: 'Search orders by order ID or product name' });
    fireEvent.change(search, { target: { value: '3' } });
    // Ids containing 3: 3, 13, 23, 30-39: 13 orders, back on page 1.
    await shows('Showing 1 to 12 of 13 results');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(currentLocation()).toBe('/admin/orders?search=3');

    fireEvent.change(search, { target: { value: 'F' } });
    fireEvent.change(search, { target: { value: 'FRIDGE & micro' } });
    // The search goes to the server once typing stops, not once per letter.
    await waitFor(() => expect(listRequests().at(-1)).toBe('/admin/orders?search=FRIDGE+%26+micro&page=1'));
    expect(listRequests().filter((p) => p.includes('search=F&'))).toEqual([]);
    // Product 0 of the fixture's three goes to every id divisible by 3: 13 of 40.
    await waitFor(() => expect(cardTitles()).not.toContain('Order #13'));
    expect(showing()).toBe('Showing 1 to 12 of 13 results');
    expect(cardTitles()).toContain('Order #39');

    fireEvent.change(search, { target: { value: '#12' } });
    await waitFor(() => expect(cardTitles()).toEqual(['Order #12']));
    expect(screen.queryByText(/^Showing/)).toBeNull();

    fireEvent.change(search, { target: { value: 'no such thing' } });
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it('filters by status and payment method', async () => {
    serve([
      makeOrder(1),
      makeOrder(2, { status: 4 }),
      makeOrder(3, { status: 4, paymentMethod: 'online', paymentStatus: 'paid' }),
    ]);
    renderAdminPage(<OrdersPage />, '/admin/orders');
    await screen.findByRole('heading', { name: 'Order #1' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '4' } });
    await waitFor(() => expect(cardTitles()).toEqual(['Order #2', 'Order #3']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Payment' }), { target: { value: 'online' } });
    await waitFor(() => expect(cardTitles()).toEqual(['Order #3']));
    expect(listRequests().at(-1)).toBe('/admin/orders?status=4&paymentMethod=online&page=1');
    expect(currentLocation()).toBe('/admin/orders?status=4&payment=online');
  });

  it('opens the page the URL names and pulls a page past the end back to the last', async () => {
    serve(makeOrders(30));
    renderAdminPage(<OrdersPage />, '/admin/orders?page=2');
    await shows('Showing 13 to 24 of 30 results');
    cleanup();
    renderAdminPage(<OrdersPage />, '/admin/orders?page=9');
    await shows('Showing 25 to 30 of 30 results');
    expect(currentLocation()).toBe('/admin/orders?page=3');
  });

  it("says 'Failed to load orders.' when the list cannot be read", async () => {
    api = fakeApi(() => reply(500, { message: 'boom' }));
    renderAdminPage(<OrdersPage />, '/admin/orders');
    expect(await screen.findByText('Failed to load orders.')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Failed to load orders.');
  });
});

describe('the order details modal', () => {
  /** The open modal, once its order has arrived. */
  const dialog = async (id: number) => {
    const found = await screen.findByRole('dialog', { name: `Order #${id}` });
    await within(found).findByRole('button', { name: 'Update shipment' });
    return found;
  };

  it("opens from ?order={id} with 'Manual Order', the address, items and the summary with the COD fee", async () => {
    serve([
      makeOrder(3, {
        codFee: 30,
        totalPrice: 629,
        delivery_charge: 99,
        courier_name: 'Delhivery',
        awb_code: 'DLV123',
        tracking: {
          tracking_data: {
            shipment_status: 4,
            etd: '2026-11-28',
            track_url: 'https://track.example/DLV123',
            shipment_track: [{ current_status: 'Reached Pune hub' }],
            shipment_track_activities: [
              { date: '2026-11-22T10:00:00.000Z', activity: 'Arrived at hub', location: 'Pune' },
            ],
          },
        },
        status: 4,
      }),
    ]);
    renderAdminPage(<OrdersPage />, '/admin/orders?order=3');
    const modal = within(await dialog(3));
    expect(modal.getByText('Manual Order')).toBeTruthy();
    // Status: the first shipment track's current status.
    expect(modal.getByText('Reached Pune hub')).toBeTruthy();
    expect(modal.getByText('asha@example.com')).toBeTruthy();
    expect(modal.getByText(/Pune, Maharashtra 411001/)).toBeTruthy();
    expect(modal.getByText('Delhivery')).toBeTruthy();
    expect(modal.getByText('DLV123')).toBeTruthy();
    expect(modal.getByText('28 Nov 2026')).toBeTruthy();
    expect(modal.getByRole('link', { name: 'Track Shipment' }).getAttribute('href')).toBe(
      'https://track.example/DLV123',
    );
    expect(modal.getByText('Arrived at hub')).toBeTruthy();
    expect(modal.getByText(/Size 500 ml · Qty 2 × ₹250.00/)).toBeTruthy();
    // Subtotal = total - delivery charge - COD fee.
    const summary = (label: string) =>
      modal.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summary('Subtotal')).toBe('₹500.00');
    expect(summary('Delivery charge')).toBe('₹99.00');
    expect(summary('COD fee')).toBe('₹30.00');
    expect(summary('Total')).toBe('₹629.00');
  });

  it("marks an order that owes the shopper a refund with a 'Refund due' badge, in the list and in its window", async () => {
    serve([
      makeOrder(12, { status: 11, paymentMethod: 'online', paymentStatus: 'refund_due' }),
      makeOrder(13, { status: 1, paymentMethod: 'online', paymentStatus: 'paid' }),
    ]);
    renderAdminPage(<OrdersPage />, '/admin/orders?order=12');
    const modal = within(await dialog(12));
    expect(modal.getByText('Refund due')).toBeTruthy();
    const card = (id: number) =>
      screen
        .getAllByRole('heading', { name: `Order #${id}` })
        .map((h) => h.closest('article'))
        .find(Boolean)!;
    expect(within(card(12)).getByText('Refund due')).toBeTruthy();
    expect(within(card(12)).getByText('Cancelled')).toBeTruthy();
    expect(within(card(13)).queryByText('Refund due')).toBeNull();
  });

  it("has no 'Manual Order' label and no COD fee line for a Shiprocket order without one", async () => {
    serve([makeOrder(4, { shipment_order_id: 'SR-991', paymentMethod: 'online', paymentStatus: 'paid' })]);
    renderAdminPage(<OrdersPage />, '/admin/orders?order=4');
    const modal = within(await dialog(4));
    expect(modal.queryByText('Manual Order')).toBeNull();
    expect(modal.getByText('Shiprocket order SR-991')).toBeTruthy();
    expect(modal.queryByText('COD fee')).toBeNull();
    expect(modal.getByRole('button', { name: 'Update shipment' })).toBeTruthy();
    expect(modal.queryByRole('button', { name: 'Create Shiprocket shipment' })).toBeNull();
  });

  it.each([
    [1, 'Order Placed'],
    [3, 'Pickup Generated'],
    [5, 'Pickup Generated'],
    [4, 'In Transit'],
    [6, 'In Transit'],
    [7, 'Delivered'],
  ])('puts status %i on the step %s (D14)', async (status, step) => {
    serve([makeOrder(5, { status })]);
    renderAdminPage(<OrdersPage />, '/admin/orders?order=5');
    const modal = within(await dialog(5));
    const bar = modal.getByRole('list', { name: 'Shipment progress' });
    const current = within(bar)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toContain(step);
    expect(modal.queryByTestId('rto-or-cancelled')).toBeNull();
  });

  it('shows RTO In Transit (9) as a return state, not as progress', async () => {
    serve([makeOrder(9, { status: 9 })]);
    renderAdminPage(<OrdersPage />, '/admin/orders?order=9');
    const modal = within(await dialog(9));
    expect(modal.queryByRole('list', { name: 'Shipment progress' })).toBeNull();
    expect(modal.getByTestId('rto-or-cancelled').textContent).toContain('Return to origin · RTO In Transit');
  });

  it('asks before cancelling, then cancels and reloads the list', async () => {
    const orders = [makeOrder(6)];
    const calls = serve(orders);
    renderAdminPage(<OrdersPage />, '/admin/orders?order=6');
    const modal = within(await dialog(6));
    fireEvent.click(modal.getByRole('button', { name: 'Cancel order' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Cancel order #6?' }));
    expect(calls.writes()).toEqual([]);
    const listLoads = calls.calls.filter((c) => isList(c.path)).length;
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(calls.writes()).toEqual([{ method: 'POST', path: '/order/6/cancel', body: {} }]),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Order cancelled'));
    await waitFor(() => expect(calls.calls.filter((c) => isList(c.path)).length).toBeGreaterThan(listLoads));
  });

  it("shows the server's reason when Shiprocket is not configured", async () => {
    api = fakeApi((call) => {
      if (isList(call.path)) return ordersPage([makeOrder(8)], call.path);
      if (call.path === '/order/get/8') return makeOrder(8);
      return reply(422, { message: 'Shiprocket is not configured: ship this order by hand.' });
    });
    renderAdminPage(<OrdersPage />, '/admin/orders?order=8');
    const modal = within(await dialog(8));
    fireEvent.click(modal.getByRole('button', { name: 'Create Shiprocket shipment' }));
    expect(await modal.findByText('Shiprocket is not configured: ship this order by hand.')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Shiprocket is not configured: ship this order by hand.');
  });

  it('sends only the shipment fields that changed', async () => {
    const calls = serve([makeOrder(2, { courier_name: 'Delhivery' })]);
    renderAdminPage(<OrdersPage />, '/admin/orders?order=2');
    const modal = within(await dialog(2));
    fireEvent.click(modal.getByRole('button', { name: 'Update shipment' }));
    fireEvent.change(modal.getByLabelText('AWB code'), { target: { value: ' AWB42 ' } });
    fireEvent.change(modal.getByLabelText('Status'), { target: { value: '3' } });
    fireEvent.change(modal.getByLabelText('Tracking URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save shipment' }));
    expect(await modal.findByText('The tracking URL must be a web address (http or https)')).toBeTruthy();
    expect(calls.writes()).toEqual([]);
    fireEvent.change(modal.getByLabelText('Tracking URL'), { target: { value: 'https://t.example/42' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save shipment' }));
    await waitFor(() =>
      expect(calls.writes()).toEqual([
        {
          method: 'PATCH',
          path: '/order/2/shipment',
          body: { status: 3, awb_code: 'AWB42', track_url: 'https://t.example/42' },
        },
      ]),
    );
  });

  it('offers only the statuses the order-state table lets the order move to', async () => {
    serve([makeOrder(5, { status: 4 }), makeOrder(6, { status: 7 })]);
    const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.text);
    renderAdminPage(<OrdersPage />, '/admin/orders?order=5');
    let modal = within(await dialog(5));
    fireEvent.click(modal.getByRole('button', { name: 'Update shipment' }));
    expect(options(modal.getByLabelText('Status'))).toEqual([
      'In Transit',
      'Out for Delivery',
      'Delivered',
      'RTO Initiated',
    ]);
    fireEvent.click(modal.getByRole('button', { name: 'Add tracking event' }));
    expect(options(modal.getByLabelText("Also set the order's status (optional)"))).toEqual([
      'Keep In Transit',
      'Out for Delivery',
      'Delivered',
      'RTO Initiated',
    ]);
    cleanup();
    renderAdminPage(<OrdersPage />, '/admin/orders?order=6');
    modal = within(await dialog(6));
    fireEvent.click(modal.getByRole('button', { name: 'Update shipment' }));
    expect(options(modal.getByLabelText('Status'))).toEqual(['Delivered']);
    expect(modal.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
