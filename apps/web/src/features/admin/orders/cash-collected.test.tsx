// @vitest-environment happy-dom
// The order window's "Mark cash collected" against the real API (decision 0125): offered only
// for a delivered cash-on-delivery order whose cash is not yet recorded; one click records it, the window says
// "Cash collected" and the button is gone; an order not yet delivered has no such button.
import type { Order } from '@chamak/shared/orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { placeOrder } from '../../../test/admin-orders.ts';
import { useRealApi } from '../../../test/real-api.ts';
import OrdersPage from './orders-page.tsx';

const api = useRealApi();
let toasts: ReturnType<typeof recordToasts>;
beforeEach(async () => {
  await api.logInAdmin();
  toasts = recordToasts();
});
afterEach(cleanup);

const admin = async (method: 'GET' | 'PATCH', url: string, payload?: object) => {
  const res = await api.as(await api.adminToken(), { method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const dialog = async (id: number) => {
  const found = await screen.findByRole('dialog', { name: `Order #${id}` });
  await within(found).findByRole('region', { name: 'Order actions' });
  return within(found);
};

describe('Mark cash collected', () => {
  it('records the cash of a delivered COD order and shows it collected', async () => {
    const id = await placeOrder(api);
    await admin('PATCH', `/api/order/${id}/shipment`, { status: 7 });
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = await dialog(id);
    expect(modal.getAllByText(/Pay on delivery/).length).toBeGreaterThan(0);
    fireEvent.click(modal.getByRole('button', { name: 'Mark cash collected' }));
    await waitFor(() =>
      expect(writes(api)).toEqual([{ method: 'POST', path: `/admin/orders/${id}/cod-collected`, body: {} }]),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Cash collected'));
    await waitFor(() => expect(modal.queryByRole('button', { name: 'Mark cash collected' })).toBeNull());
    expect((await modal.findAllByText(/Cash collected/)).length).toBeGreaterThan(0);
    expect(((await admin('GET', `/api/order/get/${id}`)) as Order).paymentStatus).toBe('cod_collected');
  });

  it('is not offered before delivery', async () => {
    const id = await placeOrder(api);
    await admin('PATCH', `/api/order/${id}/shipment`, { status: 6 });
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = await dialog(id);
    expect(modal.getByRole('button', { name: 'Add tracking event' })).toBeTruthy();
    expect(modal.queryByRole('button', { name: 'Mark cash collected' })).toBeNull();
  });
});
