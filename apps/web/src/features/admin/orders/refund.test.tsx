// @vitest-environment happy-dom
// The order window's Refund (decision 0120) against the real API: a paid sandbox order refunded in part (the
// amount offered is what is left; a review step says what will happen; the refund is listed with its state and
// the gateway's id); bad amounts and a missing reason stop at the form with nothing sent; a collected cash order
// asks for the UPI/bank reference and records the refund at once; an order with nothing to refund offers none.
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rows } from '../../../../../api/src/lib/sql.ts';
import type { SandboxGateway } from '../../../../../api/src/modules/payments/gateway.ts';
import { checkout } from '../../../../../api/src/test/checkout.ts';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { placeOrder } from '../../../test/admin-orders.ts';
import { addToServerCart, demoSize } from '../../../test/demo-shop.ts';
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

const orderOf = async (id: number) =>
  (await api.as(await api.adminToken(), { method: 'GET', url: `/api/order/get/${id}` })).json() as Order;

/** An online order paid through the sandbox checkout, as the shopper's browser pays it. */
async function paidOrder(): Promise<number> {
  const buyer = await api.newCustomer();
  await addToServerCart(api, buyer, await demoSize(api, 1), 2);
  const created = await checkout(api.app, buyer, 'online');
  const data = created.json().data as { order_id: string; orderId: number };
  const proof = (api.app.gateway as SandboxGateway).pay(data.order_id);
  const verified = await api.as(buyer.token, {
    method: 'POST',
    url: '/api/order/verify-payment',
    payload: proof,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return data.orderId;
}

const orderWindow = async (id: number) => {
  renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
  const found = await screen.findByRole('dialog', { name: `Order #${id}` });
  await within(found).findByRole('region', { name: 'Order actions' });
  return within(found);
};

describe('Refund in the order window', () => {
  it('refunds part of a paid order after a review step, and lists it', async () => {
    const id = await paidOrder();
    const total = (await orderOf(id)).totalPrice;
    const modal = await orderWindow(id);
    fireEvent.click(modal.getByRole('button', { name: 'Refund' }));
    const form = within(await screen.findByRole('dialog', { name: `Refund order #${id}` }));
    const amount = form.getByLabelText('Amount (₹)') as HTMLInputElement;
    expect(amount.value).toBe(total.toFixed(2));
    expect(
      form.getByText(`Up to ${formatRupees(Math.round(total * 100))}, what is left to refund.`),
    ).toBeTruthy();
    expect(form.queryByLabelText('UPI or bank reference')).toBeNull();
    fireEvent.change(amount, { target: { value: '100.50' } });
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'One bottle leaked' } });
    fireEvent.click(form.getByRole('button', { name: 'Review refund' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Refund ₹100.50?' }));
    expect(confirm.getByText(/original payment method through the payment gateway/)).toBeTruthy();
    expect(writes(api)).toEqual([]);
    fireEvent.click(confirm.getByRole('button', { name: 'Refund ₹100.50' }));
    await waitFor(() =>
      expect(writes(api)).toEqual([
        {
          method: 'POST',
          path: `/admin/orders/${id}/refunds`,
          body: { amount: 100.5, reason: 'One bottle leaked' },
        },
      ]),
    );
    // Pending until the sandbox's webhook lands, which on a loaded machine can be before the reply is read.
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        expect.stringMatching(/^(Refund initiated|Refunded): ₹100\.50$/),
      ),
    );
    // The window lists the refund; the sandbox's webhook then marks it processed on the server.
    const list = await modal.findByRole('list', { name: `Refunds of order #${id}` });
    expect(within(list).getByText('₹100.50')).toBeTruthy();
    await (api.app.gateway as SandboxGateway).settled();
    const after = await orderOf(id);
    expect(after.paymentStatus).toBe('partially_refunded');
    expect(after.refunds[0]).toMatchObject({ amount: 100.5, status: 'processed' });
    const [sent] = await rows<{ key: string }>(
      api.database.db,
      sql`select idempotency_key as key from refunds where order_id = ${id}`,
    );
    expect(sent!.key).toMatch(/^refund-[0-9a-f]{32}$/);
  });

  it('stops at the form for a bad amount or no reason, sending nothing', async () => {
    const id = await paidOrder();
    const total = (await orderOf(id)).totalPrice;
    const modal = await orderWindow(id);
    fireEvent.click(modal.getByRole('button', { name: 'Refund' }));
    const form = within(await screen.findByRole('dialog', { name: `Refund order #${id}` }));
    const amount = form.getByLabelText('Amount (₹)');
    for (const [value, message] of [
      ['abc', 'Enter an amount in rupees, like 250 or 99.50'],
      ['10.555', 'Enter an amount in rupees, like 250 or 99.50'],
      ['0', 'The amount must be more than ₹0'],
      [(total + 1).toFixed(2), `At most ${formatRupees(Math.round(total * 100))} can be refunded`],
    ] as const) {
      fireEvent.change(amount, { target: { value } });
      fireEvent.click(form.getByRole('button', { name: 'Review refund' }));
      expect(await form.findByText(message)).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
    }
    expect(form.getByText('Say why the money goes back')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /^Refund ₹/ })).toBeNull();
    expect(writes(api)).toEqual([]);
  });

  it('records a cash order’s refund with its UPI reference', async () => {
    const id = await placeOrder(api);
    await api.database.db.execute(
      sql`update orders set status = 7, payment_status = 'cod_collected' where id = ${id}`,
    );
    const modal = await orderWindow(id);
    fireEvent.click(modal.getByRole('button', { name: 'Refund' }));
    const form = within(await screen.findByRole('dialog', { name: `Refund order #${id}` }));
    fireEvent.change(form.getByLabelText('Amount (₹)'), { target: { value: '50' } });
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'Cap broken' } });
    fireEvent.click(form.getByRole('button', { name: 'Review refund' }));
    expect(await form.findByText('Enter the UPI or bank transfer reference of the refund')).toBeTruthy();
    fireEvent.change(form.getByLabelText('UPI or bank reference'), { target: { value: 'UPI 998877' } });
    fireEvent.click(form.getByRole('button', { name: 'Review refund' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Refund ₹50.00?' }));
    expect(confirm.getByText(/reference UPI 998877/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Refund ₹50.00' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Refund recorded: ₹50.00'));
    const list = await modal.findByRole('list', { name: `Refunds of order #${id}` });
    expect(within(list).getByText('UPI/bank reference UPI 998877')).toBeTruthy();
    expect(within(list).getByText('Refunded')).toBeTruthy();
    expect((await orderOf(id)).paymentStatus).toBe('partially_refunded');
  });

  it('is not offered while nothing can be refunded', async () => {
    const id = await placeOrder(api);
    const modal = await orderWindow(id);
    expect(modal.getByRole('button', { name: 'Add tracking event' })).toBeTruthy();
    expect(modal.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
