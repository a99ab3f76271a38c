// @vitest-environment happy-dom
// The orders page's filters and shipment actions on /admin/orders, against the real API with Shiprocket
// configured (its API stood in for at the edge, as the shop's server calls it): 'Create Shiprocket shipment'
// is offered and works on a live order, no shipment action on a delivered, cancelled or unpaid one (decision
// 0181); the 'Payment not completed' filter lists the online checkouts never paid, kept in the URL (0180);
// the status filter in SPEC's order (0182); 'Shipped by hand' on an order that left without Shiprocket (0300).
import type { Order } from '@chamak/shared/orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rows } from '../../../../../api/src/lib/sql.ts';
import { checkout } from '../../../../../api/src/test/checkout.ts';
import { currentLocation, recordToasts, renderAdminPage } from '../../../test/admin.tsx';
import { placeOrder, setOrderRow } from '../../../test/admin-orders.ts';
import { addToServerCart, demoSize } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import OrdersPage from './orders-page.tsx';

const shiprocket = {
  email: 'ops@chamak.example',
  password: 'shiprocket-test',
  pickupLocation: 'Primary',
  webhookToken: undefined,
  syncMinutes: 0,
};
const api = useRealApi({ config: { shiprocket } });
let toasts: ReturnType<typeof recordToasts>;
beforeEach(async () => {
  await api.logInAdmin();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Shiprocket's API as the shop's server calls it: login, the adhoc order, and the pickup. */
function shiprocketStandIn() {
  const asked: string[] = [];
  api.outside(async (url) => {
    const path = url.pathname.replace('/v1/external', '');
    asked.push(path);
    const json = (body: object) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (path === '/auth/login') return json({ token: 'sr-token' });
    if (path === '/orders/create/adhoc')
      return json({ order_id: 7701, shipment_id: 8801, awb_code: 'SRAWB1', courier_name: 'Delhivery' });
    if (path === '/courier/generate/pickup') return json({ pickup_status: 1 });
    return new Response('{}', { status: 404 });
  });
  return asked;
}

const dialog = async (id: number) => {
  const found = await screen.findByRole('dialog', { name: `Order #${id}` });
  await within(found).findByRole('region', { name: 'Order actions' });
  return within(found);
};
/** The open window once its order has arrived, for an order that may have no actions. */
const opened = async (id: number) => {
  const found = within(await screen.findByRole('dialog', { name: `Order #${id}` }));
  await found.findAllByText(/^Placed/);
  return found;
};
const shipmentButtons = ['Update shipment', 'Add tracking event', 'Create Shiprocket shipment'];

/** An online checkout of a fresh shopper, never paid. */
async function unpaidCheckout(): Promise<number> {
  const shopper = await api.newCustomer();
  await addToServerCart(api, shopper, await demoSize(api, 1), 1);
  const res = await checkout(api.app, shopper, 'online');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { orderId: number } }).data.orderId;
}

describe('Create Shiprocket shipment', () => {
  it('is offered on a live order once Shiprocket is configured, and creates the shipment', async () => {
    const asked = shiprocketStandIn();
    const id = await placeOrder(api);
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = await dialog(id);
    fireEvent.click(await modal.findByRole('button', { name: 'Create Shiprocket shipment' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Shipment created'));
    // Placing the order may ask the courier's serviceability for its PIN code (the delivery estimate): the
    // shipment's own calls are the rest.
    expect(asked.filter((p) => !p.startsWith('/courier/serviceability'))).toEqual([
      '/auth/login',
      '/orders/create/adhoc',
      '/courier/generate/pickup',
    ]);
    await waitFor(() =>
      expect(modal.queryByRole('button', { name: 'Create Shiprocket shipment' })).toBeNull(),
    );
    const order = (await api.as(await api.adminToken(), { url: `/api/order/get/${id}` })).json() as Order;
    expect(order).toMatchObject({ shipment_order_id: '7701', awb_code: 'SRAWB1', status: 3 });
  });

  it.each([
    ['delivered', 7],
    ['cancelled', 11],
  ])('offers no shipment action on a %s order', async (_name, status) => {
    const id = await placeOrder(api);
    await setOrderRow(api, id, { status });
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = await opened(id);
    await waitFor(() => expect(api.callsTo('/admin/shipping')[0]?.status).toBe(200));
    for (const name of shipmentButtons) expect(modal.queryByRole('button', { name })).toBeNull();
    expect(modal.queryByRole('form', { name: 'Update shipment' })).toBeNull();
  });
});

describe('how an order was shipped, in its window', () => {
  it("says 'Shipped by hand' once an order left without Shiprocket, and nothing before", async () => {
    const waiting = await placeOrder(api);
    const byHand = await placeOrder(api);
    const send = await api.as(await api.adminToken(), {
      method: 'PATCH',
      url: `/api/order/${byHand}/shipment`,
      payload: { courier_name: 'Blue Dart', awb_code: 'BD4455', status: 4 },
    });
    expect(send.statusCode, send.body).toBe(200);
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${byHand}`);
    let modal = await opened(byHand);
    expect(await modal.findByText('Shipped by hand')).toBeTruthy();
    expect(modal.queryByText('Manual Order')).toBeNull();
    cleanup();
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${waiting}`);
    modal = await dialog(waiting);
    await modal.findByRole('button', { name: 'Create Shiprocket shipment' });
    expect(modal.queryByText('Shipped by hand')).toBeNull();
    expect(modal.queryByText('Manual Order')).toBeNull();
    expect(modal.queryByText(/^Shiprocket order/)).toBeNull();
  });
});

describe("the 'Payment not completed' filter", () => {
  it('lists the online checkouts never paid, apart from the orders, and keeps the choice in the URL', async () => {
    const placed = await placeOrder(api);
    const unpaid = await unpaidCheckout();
    const [{ n }] = (await rows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from orders where payment_method = 'online' and payment_status in ('pending', 'failed')`,
    )) as [{ n: number }];
    renderAdminPage(<OrdersPage />, '/admin/orders');
    await screen.findByRole('heading', { name: `Order #${placed}` });
    expect(screen.queryByRole('heading', { name: `Order #${unpaid}` })).toBeNull();

    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'not-completed' } });
    await screen.findByRole('heading', { name: `Order #${unpaid}` });
    expect(screen.queryByRole('heading', { name: `Order #${placed}` })).toBeNull();
    expect(currentLocation()).toBe('/admin/orders?payment=not-completed');
    expect(api.calls.some((c) => c.path === '/admin/orders?payment=not-completed&page=1')).toBe(true);
    expect(
      screen.getByText(`${n} ${n === 1 ? 'checkout' : 'checkouts'} with the payment not completed`),
    ).toBeTruthy();
    expect(screen.getByText(/Online checkouts whose payment was abandoned or failed/)).toBeTruthy();
    const card = screen.getByRole('article', { name: `Order #${unpaid}` });
    expect(within(card).getByText('Payment pending')).toBeTruthy();
    expect(within(card).queryByText('Order Placed')).toBeNull();
    expect((screen.getByLabelText('Payment') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Payment not completed',
    );

    // Its window offers no shipment: it is not an order the shop ships.
    fireEvent.click(screen.getByRole('button', { name: `View details of order #${unpaid}` }));
    const modal = await dialog(unpaid);
    for (const name of shipmentButtons) expect(modal.queryByRole('button', { name })).toBeNull();
  });

  it('opens on the filter from its address', async () => {
    const unpaid = await unpaidCheckout();
    renderAdminPage(<OrdersPage />, '/admin/orders?payment=not-completed');
    await screen.findByRole('heading', { name: `Order #${unpaid}` });
    expect((screen.getByLabelText('Payment') as HTMLSelectElement).value).toBe('not-completed');
  });
});

describe('the status filter', () => {
  it("lists the statuses in SPEC section 4's order, Picked Up before In Transit, after the held cash orders", async () => {
    renderAdminPage(<OrdersPage />, '/admin/orders');
    const select = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'All statuses',
      // Not a status code: the cash orders awaiting their shopper's confirmation.
      'Awaiting confirmation',
      'Order Placed',
      'Pickup Generated',
      'Picked Up',
      'In Transit',
      'Out for Delivery',
      'Delivered',
      'RTO Initiated',
      'RTO In Transit',
      'RTO Delivered',
      'Cancelled',
    ]);
  });
});
