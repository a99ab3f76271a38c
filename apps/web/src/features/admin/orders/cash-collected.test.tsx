// @vitest-environment happy-dom
// The order window's "Mark cash collected" against the real API (decision 0125): offered only
// for a delivered cash-on-delivery order whose cash is not yet recorded; it asks first, naming the amount, and
// records nothing until confirmed; then the window says "Cash collected" and the button is gone; an order not
// yet delivered has no such button.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
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
  it('asks first with the amount, then records the cash of a delivered COD order and shows it collected', async () => {
    const id = await placeOrder(api);
    await admin('PATCH', `/api/order/${id}/shipment`, { status: 7 });
    const cash = formatRupees(
      rupeesToPaise(((await admin('GET', `/api/order/get/${id}`)) as Order).totalPrice),
    );
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
    const modal = await dialog(id);
    expect(modal.getAllByText(/Pay on delivery/).length).toBeGreaterThan(0);
    fireEvent.click(modal.getByRole('button', { name: 'Mark cash collected' }));
    // The question names the amount the courier handed over; "Not yet" records nothing.
    let ask = within(await screen.findByRole('dialog', { name: `Record ${cash} collected?` }));
    expect(
      ask.getByText(new RegExp(`handed over ${cash.replace(/[.$]/g, '\\$&')} in cash for order #${id}`)),
    ).toBeTruthy();
    fireEvent.click(ask.getByRole('button', { name: 'Not yet' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `Record ${cash} collected?` })).toBeNull(),
    );
    expect(writes(api)).toEqual([]);
    fireEvent.click(modal.getByRole('button', { name: 'Mark cash collected' }));
    ask = within(await screen.findByRole('dialog', { name: `Record ${cash} collected?` }));
    expect(writes(api)).toEqual([]);
    fireEvent.click(ask.getByRole('button', { name: `Record ${cash} collected` }));
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
