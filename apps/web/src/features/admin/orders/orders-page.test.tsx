// @vitest-environment happy-dom
// /admin/orders against the real API on the demo shop: search by id substring, product name or the customer's
// name, e-mail, phone or AWB code (case-insensitive) back to page 1; 12 to a page with 'Showing x to y of n results', at most 5 page buttons,
// ellipsis and last page; each page, search and filter asked of the server and kept in the URL; the details
// modal (no shipping badge without Shiprocket, D14 steps, RTO/Cancelled state, COD fee line, no empty actions
// box); cancel asks first; the load failure
// message. Orders are placed through the real checkout; many at once are copies of a placed one (SQL, as the
// API's own orders tests make them); what only an outside service sets (a Shiprocket order id) or what takes
// many steps (a status, a refund due) is set on the order row.
import type { AdminOrdersPage } from '@chamak/shared/admin-orders';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { shopDay } from '@chamak/shared/shop-time';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates.ts';
import { currentLocation, recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import {
  copyOrderRows,
  type OrderRowChange,
  placeOrder as placeOrderFor,
  setOrderRow,
} from '../../../test/admin-orders.ts';
import { useRealApi } from '../../../test/real-api.ts';
import OrdersPage from './orders-page.tsx';

const api = useRealApi();
let toasts: ReturnType<typeof recordToasts>;
beforeEach(async () => {
  await api.logInAdmin();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const placeOrder = (plId = 1, quantity = 2, address: Record<string, string> = {}) =>
  placeOrderFor(api, plId, quantity, address);
const copyOrder = (from: number, count: number) => copyOrderRows(api, from, count);
const setOrder = (id: number, set: OrderRowChange) => setOrderRow(api, id, set);
const admin = async <T,>(method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) => {
  const res = await api.as(await api.adminToken(), { method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
};
/** The list as the server pages it for `query`. */
const serverPage = (query = '') => admin<AdminOrdersPage>('GET', `/api/admin/orders?${query}`);
const isList = (path: string) => path.startsWith('/admin/orders?');
const searchLabel = 'Search orders by order ID, product, customer name, phone, e-mail or AWB code';

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const showing = () => screen.getByText(/^Showing/).textContent;
/** Waits for the pager's 'Showing ...' line to say `text` (the next page comes from the server). */
const shows = (text: string) => waitFor(() => expect(showing()).toBe(text));
const listRequests = () => api.calls.filter((c) => isList(c.path)).map((c) => c.path);

describe('the orders list', () => {
  it('shows 12 cards a page with the order, date, customer, total in rupees and item count', async () => {
    const id = await placeOrder(1, 2, { firstName: 'Meera', lastName: 'Nair' });
    const order = await admin<Order>('GET', `/api/order/get/${id}`);
    renderAdminPage(<OrdersPage />, '/admin/orders');
    const card = (await screen.findByRole('heading', { name: `Order #${id}` })).closest('article')!;
    expect(within(card).getByText('Meera Nair')).toBeTruthy();
    expect(within(card).getByText(formatRupees(Math.round(order.totalPrice * 100)))).toBeTruthy();
    expect(within(card).getByText('2 items')).toBeTruthy();
    expect(within(card).getByText(formatDate(order.createdAt))).toBeTruthy();
    // The shop's first orders fit one page: no pagination at all.
    expect((await serverPage()).total).toBeLessThanOrEqual(12);
    expect(screen.queryByRole('navigation', { name: 'Orders pages' })).toBeNull();
  });

  it("says 'Showing x to y of n results' and shows 5 page buttons, an ellipsis and the last page", async () => {
    const id = await placeOrder();
    await copyOrder(id, Math.max(0, 96 - (await serverPage()).total));
    const { total, totalPages: last } = await serverPage();
    expect(last).toBeGreaterThanOrEqual(8);
    renderAdminPage(<OrdersPage />, '/admin/orders');
    await screen.findByRole('heading', { name: `Order #${id}` });
    expect(cardTitles()).toHaveLength(12);
    expect(showing()).toBe(`Showing 1 to 12 of ${total} results`);
    const pager = screen.getByRole('navigation', { name: 'Orders pages' });
    const numbers = within(pager)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(numbers).toEqual(['Previous', '1', '2', '3', '4', '5', String(last), 'Next']);
    expect(within(pager).getByText('…')).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: `Page ${last} (last)` }));
    await shows(`Showing ${12 * (last - 1) + 1} to ${total} of ${total} results`);
    expect(listRequests()).toEqual(['/admin/orders?page=1', `/admin/orders?page=${last}`]);
    expect(within(pager).queryByText('…')).toBeNull();
    expect(
      within(pager)
        .getByRole('button', { name: `Page ${last}` })
        .getAttribute('aria-current'),
    ).toBe('page');
    const lastPage = await serverPage(`page=${last}`);
    expect(cardTitles()[0]).toBe(`Order #${lastPage.orders[0]!.id}`);
  });

  it('searches by order id substring or product name, case-insensitively, and goes back to page 1', async () => {
    // Two orders of Neem & Tulsi (demo size 4) among at least 40.
    const neem = [await placeOrder(4, 1), await placeOrder(4, 1)];
    const { total } = await serverPage();
    if (total < 40) await copyOrder(neem[0]!, 40 - total);
    const all = (await serverPage()).total;
    renderAdminPage(<OrdersPage />, '/admin/orders');
    await screen.findByRole('heading', { name: `Order #${neem[1]}` });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await shows(`Showing 25 to 36 of ${all} results`);
    expect(currentLocation()).toBe('/admin/orders?page=3');

    const search = screen.getByRole('searchbox', { name: searchLabel });
    fireEvent.change(search, { target: { value: '3' } });
    // Ids containing 3, as the server counts them, back on page 1 (a short number is an order number).
    const withThree = (await serverPage('search=3')).total;
    expect(withThree).toBeGreaterThan(12);
    await shows(`Showing 1 to 12 of ${withThree} results`);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(currentLocation()).toBe('/admin/orders?search=3');

    fireEvent.change(search, { target: { value: 'N' } });
    fireEvent.change(search, { target: { value: 'NEEM & tul' } });
    // The search goes to the server once typing stops, not once per letter.
    await waitFor(() => expect(listRequests().at(-1)).toBe('/admin/orders?search=NEEM+%26+tul&page=1'));
    expect(listRequests().filter((p) => p.includes('search=N&'))).toEqual([]);
    const byName = await serverPage('search=NEEM+%26+tul');
    expect(byName.orders.map((o) => o.id)).toEqual(expect.arrayContaining(neem));
    await waitFor(() => expect(cardTitles()).toEqual(byName.orders.map((o) => `Order #${o.id}`)));

    // The newest order's id is in no other id; '#' is dropped before asking.
    const newest = Math.max(...(await serverPage()).orders.map((o) => o.id));
    fireEvent.change(search, { target: { value: `#${newest}` } });
    await waitFor(() => expect(cardTitles()).toEqual([`Order #${newest}`]));
    expect(screen.queryByText(/^Showing/)).toBeNull();

    fireEvent.change(search, { target: { value: 'no such thing' } });
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it("finds an order by its customer's name, e-mail, phone or AWB code typed in the search", async () => {
    const id = await placeOrder(1, 1, {
      firstName: 'Zoya',
      lastName: 'Qureshi',
      email: 'zoya.q@inbox.example',
      phone: '9988776655',
    });
    const other = await placeOrder();
    await admin('PATCH', `/api/order/${id}/shipment`, { courier_name: 'Delhivery', awb_code: 'AWB5550123' });
    renderAdminPage(<OrdersPage />, '/admin/orders');
    await screen.findByRole('heading', { name: `Order #${other}` });
    const search = screen.getByRole('searchbox', { name: searchLabel });
    // The shop's demo orders are other people's: each search leaves only Zoya's.
    for (const typed of ['zoya qureshi', 'Zoya.Q@inbox.example', '+91 99887 76655', 'awb5550123']) {
      fireEvent.change(search, { target: { value: typed } });
      await waitFor(() =>
        expect(currentLocation()).toBe(`/admin/orders?${new URLSearchParams({ search: typed })}`),
      );
      await waitFor(() => expect(cardTitles()).toEqual([`Order #${id}`]));
    }
  });

  it('filters by status and payment method', async () => {
    await placeOrder();
    const inTransit = await placeOrder();
    const paidInTransit = await placeOrder();
    await setOrder(inTransit, { status: 4 });
    await setOrder(paidInTransit, { status: 4, online: 'paid' });
    const byStatus = await serverPage('status=4');
    const byBoth = await serverPage('status=4&paymentMethod=online');
    expect(byStatus.orders.map((o) => o.id)).toEqual(expect.arrayContaining([paidInTransit, inTransit]));
    expect(byBoth.orders.map((o) => o.id)).toContain(paidInTransit);
    expect(byBoth.orders.map((o) => o.id)).not.toContain(inTransit);
    renderAdminPage(<OrdersPage />, '/admin/orders');
    await screen.findByRole('heading', { name: `Order #${paidInTransit}` });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '4' } });
    await waitFor(() => expect(cardTitles()).toEqual(byStatus.orders.map((o) => `Order #${o.id}`)));
    fireEvent.change(screen.getByRole('combobox', { name: 'Payment' }), { target: { value: 'online' } });
    await waitFor(() => expect(cardTitles()).toEqual(byBoth.orders.map((o) => `Order #${o.id}`)));
    expect(listRequests().at(-1)).toBe('/admin/orders?status=4&paymentMethod=online&page=1');
    expect(currentLocation()).toBe('/admin/orders?status=4&payment=online');
  });

  it('opens the page the URL names and pulls a page past the end back to the last', async () => {
    const id = await placeOrder();
    const { total } = await serverPage();
    if (total <= 24) await copyOrder(id, 25 - total);
    const { total: all, totalPages: last } = await serverPage();
    renderAdminPage(<OrdersPage />, '/admin/orders?page=2');
    await shows(`Showing 13 to 24 of ${all} results`);
    cleanup();
    renderAdminPage(<OrdersPage />, `/admin/orders?page=${last + 5}`);
    await shows(`Showing ${12 * (last - 1) + 1} to ${all} of ${all} results`);
    expect(currentLocation()).toBe(`/admin/orders?page=${last}`);
  });

  it("exports the filtered orders as CSV with the admin's token, under the server's file name", async () => {
    const out = await placeOrder();
    await setOrder(out, { status: 6 });
    const matching = await serverPage('status=6');
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:orders';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let savedAs = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs = this.download;
    });
    renderAdminPage(<OrdersPage />, '/admin/orders?status=6');
    await screen.findByRole('heading', { name: `Order #${out}` });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = api.callsTo('/order/export.csv?status=6')[0]!;
    expect(call).toMatchObject({ status: 200, auth: `Bearer ${await api.adminToken()}` });
    // Named for the shop's day (India time), which is the next UTC day from 18:30 UTC on.
    expect(savedAs).toBe(`chamak-orders-${shopDay(new Date())}.csv`);
    const [header, ...lines] = (await saved[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const firstCell = (line: string) => line.split(',')[0]!.replaceAll('"', '');
    expect(firstCell(header!)).toBe('Order');
    expect(lines.map((l) => Number(firstCell(l)))).toEqual(matching.orders.map((o) => o.id));
  });

  it("says 'Failed to load orders.' when the list cannot be read", async () => {
    api.failNext((c) => isList(c.path));
    renderAdminPage(<OrdersPage />, '/admin/orders');
    expect(await screen.findByText('Failed to load orders.')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Failed to load orders.');
  });
});

describe('the order details modal', () => {
  /** The open modal, once its order has arrived. */
  const dialog = async (id: number) => {
    const found = await screen.findByRole('dialog', { name: `Order #${id}` });
    await within(found).findByRole('region', { name: 'Order actions' });
    return found;
  };

  it('opens from ?order={id} with the address, items and the summary with the COD fee, and no shipping badge', async () => {
    // 400001 is one of the demo shop's PIN codes that pay the COD fee.
    const id = await placeOrder(1, 2, { city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' });
    await admin('PATCH', `/api/order/${id}/shipment`, {
      courier_name: 'Delhivery',
      awb_code: 'DLV123',
      track_url: 'https://track.example/DLV123',
      etd: '2026-11-28',
    });
    await admin('POST', `/api/order/${id}/tracking`, {
      activity: 'Arrived at hub',
      location: 'Pune',
      date: '2026-11-22T10:00:00.000Z',
    });
    await setOrder(id, { status: 4 });
    const order = await admin<Order>('GET', `/api/order/get/${id}`);
    expect(order.codFee).toBeGreaterThan(0);
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = within(await dialog(id));
    // Shipped by hand in a shop without Shiprocket, as every order there is: no badge says so (decision 0300).
    await waitFor(() => expect(api.callsTo('/admin/shipping')[0]?.status).toBe(200));
    expect(modal.queryByText('Manual Order')).toBeNull();
    expect(modal.queryByText('Shipped by hand')).toBeNull();
    // Status: the first shipment track's current status.
    expect(modal.getAllByText('In Transit').length).toBeGreaterThan(0);
    expect(modal.getByText(order.email)).toBeTruthy();
    expect(modal.getByText(/Mumbai, Maharashtra 400001/)).toBeTruthy();
    expect(modal.getByText('Delhivery')).toBeTruthy();
    expect(modal.getByText('DLV123')).toBeTruthy();
    expect(modal.getByText('28 Nov 2026')).toBeTruthy();
    expect(modal.getByRole('link', { name: 'Track Shipment' }).getAttribute('href')).toBe(
      'https://track.example/DLV123',
    );
    expect(modal.getByText('Arrived at hub')).toBeTruthy();
    const item = order.OrderItems[0]!;
    const price = formatRupees(Math.round(item.price * 100));
    expect(modal.getByText(new RegExp(`Size 500 ml · Qty 2 × ${price.replace('.', '\\.')}`))).toBeTruthy();
    // Subtotal = total - delivery charge - COD fee, each as the server stored it.
    const rupees = (value: number) => formatRupees(Math.round(value * 100));
    const summary = (label: string) =>
      modal.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summary('Subtotal')).toBe(rupees(order.totalPrice - order.delivery_charge - order.codFee));
    expect(summary('Delivery charge')).toBe(rupees(order.delivery_charge));
    expect(summary('COD fee')).toBe('₹30.00');
    expect(summary('Total')).toBe(rupees(order.totalPrice));
  });

  it("marks an order that owes the shopper a refund with a 'Refund due' badge, in the list and in its window", async () => {
    const owed = await placeOrder();
    const paid = await placeOrder();
    await setOrder(owed, { status: 11, online: 'refund_due' });
    await setOrder(paid, { online: 'paid' });
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${owed}`);
    const modal = within(await dialog(owed));
    expect(modal.getByText('Refund due')).toBeTruthy();
    const card = (id: number) =>
      screen
        .getAllByRole('heading', { name: `Order #${id}` })
        .map((h) => h.closest('article'))
        .find(Boolean)!;
    await waitFor(() => expect(within(card(owed)).getByText('Refund due')).toBeTruthy());
    expect(within(card(owed)).getByText('Cancelled')).toBeTruthy();
    expect(within(card(paid)).queryByText('Refund due')).toBeNull();
  });

  it('names the Shiprocket order, and has no COD fee line for an order without one', async () => {
    const id = await placeOrder();
    await setOrder(id, { online: 'paid', shipment: 'SR-991' });
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = within(await dialog(id));
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
    const id = await placeOrder();
    await setOrder(id, { status });
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = within(await dialog(id));
    const bar = modal.getByRole('list', { name: 'Shipment progress' });
    const current = within(bar)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toContain(step);
    expect(modal.queryByTestId('rto-or-cancelled')).toBeNull();
  });

  it('shows RTO In Transit (9) as a return state, not as progress', async () => {
    const id = await placeOrder();
    await setOrder(id, { status: 9 });
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = within(await dialog(id));
    expect(modal.queryByRole('list', { name: 'Shipment progress' })).toBeNull();
    expect(modal.getByTestId('rto-or-cancelled').textContent).toContain('Return to origin · RTO In Transit');
  });

  it('asks before cancelling, then cancels and reloads the list', async () => {
    const id = await placeOrder();
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = within(await dialog(id));
    fireEvent.click(modal.getByRole('button', { name: 'Cancel order' }));
    const confirm = within(await screen.findByRole('dialog', { name: `Cancel order #${id}?` }));
    expect(writes(api)).toEqual([]);
    const listLoads = listRequests().length;
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(writes(api)).toEqual([{ method: 'POST', path: `/order/${id}/cancel`, body: {} }]),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Order cancelled'));
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(listLoads));
    expect((await admin<Order>('GET', `/api/order/get/${id}`)).statusLabel).toBe('Cancelled');
  });

  it('shows no actions box for a cancelled order with nothing left to do', async () => {
    const id = await placeOrder();
    await admin('POST', `/api/order/${id}/cancel`);
    const order = await admin<Order>('GET', `/api/order/get/${id}`);
    expect(order).toMatchObject({ statusLabel: 'Cancelled', refundable: 0 });
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = within(await screen.findByRole('dialog', { name: `Order #${id}` }));
    await modal.findByText(order.email);
    await waitFor(() => expect(api.callsTo('/admin/shipping')[0]?.status).toBe(200));
    expect(modal.queryByRole('region', { name: 'Order actions' })).toBeNull();
    expect(modal.queryAllByRole('button').map((b) => b.textContent)).not.toContain('Cancel order');
  });

  it('does not offer a Shiprocket shipment while Shiprocket is not configured', async () => {
    const id = await placeOrder();
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = within(await dialog(id));
    expect(modal.getByRole('button', { name: 'Update shipment' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/admin/shipping')[0]?.status).toBe(200));
    expect(modal.queryByRole('button', { name: 'Create Shiprocket shipment' })).toBeNull();
  });

  it('sends only the shipment fields that changed', async () => {
    const id = await placeOrder();
    await admin('PATCH', `/api/order/${id}/shipment`, { courier_name: 'Delhivery' });
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = within(await dialog(id));
    fireEvent.click(modal.getByRole('button', { name: 'Update shipment' }));
    fireEvent.change(modal.getByLabelText('AWB code'), { target: { value: ' AWB42 ' } });
    fireEvent.change(modal.getByLabelText('Status'), { target: { value: '3' } });
    fireEvent.change(modal.getByLabelText('Tracking URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save shipment' }));
    expect(await modal.findByText('The tracking URL must be a web address (http or https)')).toBeTruthy();
    expect(writes(api)).toEqual([]);
    fireEvent.change(modal.getByLabelText('Tracking URL'), { target: { value: 'https://t.example/42' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save shipment' }));
    await waitFor(() =>
      expect(writes(api)).toEqual([
        {
          method: 'PATCH',
          path: `/order/${id}/shipment`,
          body: { status: 3, awb_code: 'AWB42', track_url: 'https://t.example/42' },
        },
      ]),
    );
    await waitFor(() => expect(api.callsTo(`/order/${id}/shipment`)[0]?.status).toBe(200));
    const saved = await admin<Order>('GET', `/api/order/get/${id}`);
    expect(saved).toMatchObject({ status: 3, awb_code: 'AWB42', courier_name: 'Delhivery' });
  });

  it('offers only the statuses the order-state table lets the order move to', async () => {
    const inTransit = await placeOrder();
    const delivered = await placeOrder();
    await setOrder(inTransit, { status: 4 });
    await setOrder(delivered, { status: 7 });
    const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.text);
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${inTransit}`);
    let modal = within(await dialog(inTransit));
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
    // A delivered order's shipment is over: no shipment action at all (decision 0181).
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${delivered}`);
    modal = within(await dialog(delivered));
    for (const name of [
      'Update shipment',
      'Add tracking event',
      'Create Shiprocket shipment',
      'Cancel order',
    ])
      expect(modal.queryByRole('button', { name })).toBeNull();
  });
});
