// @vitest-environment happy-dom
// The shopper's "Cancel order" on their order page against the real API: shown with the deadline while the
// server allows it, a confirmation dialog that says where the money goes (Keep the order changes nothing),
// then the order reads Cancelled with its refund listed; a refusal (the window closed meanwhile) shows the
// server's reason and the button goes.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxGateway } from '../../../../api/src/modules/payments/gateway.ts';
import { checkout } from '../../../../api/src/test/checkout.ts';
import { toast } from '../../lib/toast.tsx';
import { addToServerCart, demoSize, placeCodOrder } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import TrackOrderPage from './track-order-page.tsx';

const api = useRealApi();

let toasts: { success: ReturnType<typeof vi.spyOn>; error: ReturnType<typeof vi.spyOn> };
beforeEach(() => {
  toasts = {
    success: vi.spyOn(toast, 'success').mockImplementation(() => {}),
    error: vi.spyOn(toast, 'error').mockImplementation(() => {}),
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
const orderOf = async (token: string, id: number) =>
  (await api.as(token, { method: 'GET', url: `/api/order/get/${id}` })).json() as Order;
const setWindow = async (hours: number) => {
  const res = await api.as(await api.adminToken(), {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { orders: { cancelWindowHours: hours } },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const openOrder = async (id: number) => {
  renderPage(<TrackOrderPage />, '/track-order', `/track-order?tab=orders&order=${id}`);
  expect(await screen.findByRole('heading', { name: `Order #${id}` })).toBeTruthy();
};

describe('Cancel order', () => {
  it('cancels a paid order after confirming, then shows it Cancelled with the refund', async () => {
    const me = await api.logInCustomer();
    await addToServerCart(api, me, await demoSize(api, 1), 2);
    const created = (await checkout(api.app, me, 'online')).json().data as {
      order_id: string;
      orderId: number;
    };
    const proof = (api.app.gateway as SandboxGateway).pay(created.order_id);
    const paid = await api.as(me.token, { method: 'POST', url: '/api/order/verify-payment', payload: proof });
    expect(paid.statusCode, paid.body).toBe(200);
    const id = created.orderId;
    const before = await orderOf(me.token, id);
    const total = formatRupees(rupeesToPaise(before.totalPrice));

    await openOrder(id);
    expect(
      screen
        .getByText(/You can cancel this order until/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe(before.cancelDeadline);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    let dialog = within(await screen.findByRole('dialog', { name: `Cancel order #${id}?` }));
    expect(dialog.getByText(new RegExp(`The ${total} you paid is refunded in full`))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep the order' }));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`/order/${id}/cancel`, 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = within(await screen.findByRole('dialog', { name: `Cancel order #${id}?` }));
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, cancel the order' }));
    await eventually(() => expect(toasts.success).toHaveBeenCalledWith('Order cancelled'));
    expect(api.callsTo(`/order/${id}/cancel`, 'POST')).toHaveLength(1);
    await eventually(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const refunds = await screen.findByRole('list', { name: `Refunds of order #${id}` });
    expect(within(refunds).getByText(total)).toBeTruthy();
    expect((await orderOf(me.token, id)).status).toBe(11);
  });

  it('shows the order Cancelled with the message, without waiting for the order to be read again', async () => {
    const me = await api.logInCustomer();
    const { order } = await placeCodOrder(api, await demoSize(api, 1), 1, me);
    const id = order.orderId as number;
    await openOrder(id);
    expect(screen.getAllByText('Order Placed').length).toBeGreaterThan(0);
    // A busy shop: every read of the shopper's orders after this point stays unanswered for now.
    const reads = api.hold((c) => c.method === 'GET' && c.path.startsWith('/order/'));
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
      const dialog = within(await screen.findByRole('dialog', { name: `Cancel order #${id}?` }));
      fireEvent.click(dialog.getByRole('button', { name: 'Yes, cancel the order' }));
      await eventually(() => expect(toasts.success).toHaveBeenCalledWith('Order cancelled'));
      await eventually(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
      expect(screen.queryByText('Order Placed')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
      expect(screen.queryByText(/You can cancel this order until/)).toBeNull();
      // All of that came from the cancel's answer: the reloads asked for are still waiting.
      expect(reads.held).toBeGreaterThan(0);
    } finally {
      reads.release();
    }
    expect((await orderOf(me.token, id)).status).toBe(11);
  });

  it('shows no button once the window is closed, and a refusal meanwhile says why', async () => {
    const me = await api.logInCustomer();
    const { order } = await placeCodOrder(api, await demoSize(api, 1), 1, me);
    const id = order.orderId as number;
    await openOrder(id);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Cancel order #${id}?` }));
    expect(dialog.getByText(/cash on delivery, so nothing was charged/)).toBeTruthy();
    // The shop closes the window while the dialog is open.
    await setWindow(0);
    try {
      fireEvent.click(dialog.getByRole('button', { name: 'Yes, cancel the order' }));
      await eventually(() =>
        expect(toasts.error).toHaveBeenCalledWith(
          'This order can no longer be cancelled: the shop is not taking cancellations.',
        ),
      );
      await eventually(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
      expect((await orderOf(me.token, id)).status).toBe(1);
      cleanup();
      await openOrder(id);
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    } finally {
      await setWindow(12);
    }
  });
});
