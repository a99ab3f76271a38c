// @vitest-environment happy-dom
// The order window for refunded orders and uncollected cash against the real API (decision 0132): a cash order
// returned to origin reads "Not collected (returned)", never "Pay on delivery"; a paid order refunded in full
// before it shipped offers no shipping actions (it says to cancel) but still offers Cancel order.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../../../../../api/src/modules/payments/gateway.ts';
import { checkout } from '../../../../../api/src/test/checkout.ts';
import { renderAdminPage } from '../../../test/admin.tsx';
import { placeOrder } from '../../../test/admin-orders.ts';
import { addToServerCart, demoSize } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import OrdersPage from './orders-page.tsx';

const api = useRealApi();
beforeEach(async () => {
  await api.logInAdmin();
});
afterEach(cleanup);

const admin = async (method: 'POST' | 'PATCH', url: string, payload: object, headers = {}) => {
  const res = await api.as(await api.adminToken(), { method, url, payload, headers });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const orderWindow = async (id: number) => {
  renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
  const found = await screen.findByRole('dialog', { name: `Order #${id}` });
  await within(found).findByRole('button', { name: 'Cancel order' });
  return within(found);
};

describe('the order window after the sale', () => {
  it('says the cash of a parcel returned to origin was not collected', async () => {
    const id = await placeOrder(api);
    for (const status of [5, 8, 10]) await admin('PATCH', `/api/order/${id}/shipment`, { status });
    const modal = await orderWindow(id);
    expect((await modal.findAllByText(/Not collected \(returned\)/)).length).toBeGreaterThan(0);
    expect(modal.queryByText(/Pay on delivery/)).toBeNull();
  });

  it('offers no shipping for an order refunded in full before it shipped, only Cancel order', async () => {
    const buyer = await api.newCustomer();
    await addToServerCart(api, buyer, await demoSize(api, 1), 1);
    const data = (await checkout(api.app, buyer, 'online')).json().data as {
      order_id: string;
      orderId: number;
    };
    const sandbox = api.app.gateway as SandboxGateway;
    const paid = await api.as(buyer.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: sandbox.pay(data.order_id),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await admin(
      'POST',
      `/api/admin/orders/${data.orderId}/refunds`,
      { reason: 'Out of stock' },
      {
        'idempotency-key': `web-full-refund-${data.orderId}`,
      },
    );
    await sandbox.settled();

    const modal = await orderWindow(data.orderId);
    expect(modal.getByText(/refunded in full before it shipped, so it is not shipped/)).toBeTruthy();
    for (const name of ['Update shipment', 'Add tracking event', 'Create Shiprocket shipment'])
      expect(modal.queryByRole('button', { name })).toBeNull();
    expect(modal.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(modal.getAllByText(/Refunded/).length).toBeGreaterThan(0);
  });
});
