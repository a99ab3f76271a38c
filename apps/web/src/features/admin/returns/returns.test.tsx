// @vitest-environment happy-dom
// The admin's returns against the real API (decision 0141): in the order window a requested return is approved
// (manual pickup), marked received with one of two units resellable (stock goes up by one; a damaged return starts
// with no count and cannot be confirmed without one, decision 0303; another return starts with all), and refunded (a cash
// order asks for its UPI/bank reference first); a rejection needs a reason, which the return then shows; each move
// asks first and sends nothing until confirmed; /admin/returns lists returns by status with a link to the order.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { type OrderReturnsReply, type ReturnReason, returnAdminMessages } from '@chamak/shared/returns';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { demoSize, placeCodOrder } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import OrdersPage from '../orders/orders-page.tsx';
import ReturnsPage from './returns-page.tsx';

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

const admin = () => api.adminToken();

/** A fresh customer's cash order of `quantity` units of demo size 1, delivered and its cash collected. */
async function deliveredCashOrder(quantity: number) {
  const { user, order } = await placeCodOrder(api, await demoSize(api, 1), quantity);
  const id = order.orderId as number;
  for (const [method, url, payload] of [
    ['PATCH', `/api/order/${id}/shipment`, { status: 7 }],
    ['POST', `/api/admin/orders/${id}/cod-collected`, {}],
  ] as const) {
    const res = await api.as(await admin(), { method, url, payload });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { user, id };
}

/** The shopper's request through the real multipart route: every unit of the order's lines. */
async function requestReturn(token: string, orderId: number, reason: ReturnReason = 'damaged') {
  const before = (
    await api.as(token, { method: 'GET', url: `/api/order/${orderId}/returns` })
  ).json() as OrderReturnsReply;
  const form = new FormData();
  form.append('items', JSON.stringify(before.returnable));
  form.append('reason', reason);
  form.append('details', 'Two bottles arrived leaking');
  const body = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await api.as(token, {
    method: 'POST',
    url: `/api/order/${orderId}/returns`,
    headers: { 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { return: { id: number; amount: number } }).return;
}

const orderWindow = async (id: number) => {
  renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
  const found = await screen.findByRole('dialog', { name: `Order #${id}` });
  await within(found).findByRole('heading', { name: 'Returns' });
  return within(found);
};

const returnCard = (modal: ReturnType<typeof within>, id: number) =>
  within(modal.getByRole('heading', { name: `Return #${id}` }).closest('article')!);

const confirmDialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

const orderOf = async (id: number) =>
  (await api.as(await admin(), { method: 'GET', url: `/api/order/get/${id}` })).json() as Order;

describe('Returns in the order window', () => {
  it('approves, receives (one unit back in stock) and refunds a cash order’s return', async () => {
    const { user, id } = await deliveredCashOrder(2);
    const ret = await requestReturn(user.token, id);
    const money = formatRupees(rupeesToPaise(ret.amount));
    const modal = await orderWindow(id);
    let card = returnCard(modal, ret.id);
    expect(card.getByText('Return requested')).toBeTruthy();
    expect(card.getByText('Customer says:')).toBeTruthy();
    expect(card.queryByRole('button', { name: /^Mark received/ })).toBeNull();

    // Approve: asks first (Back sends nothing), manual pickup by default.
    fireEvent.click(card.getByRole('button', { name: `Approve (return #${ret.id})` }));
    let dialog = await confirmDialog(`Approve return #${ret.id}?`);
    expect((dialog.getByLabelText(/^Manual/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Approve/ })).toBeNull());
    expect(writes(api)).toEqual([]);
    fireEvent.click(card.getByRole('button', { name: `Approve (return #${ret.id})` }));
    dialog = await confirmDialog(`Approve return #${ret.id}?`);
    fireEvent.click(dialog.getByRole('button', { name: 'Approve return' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Return approved'));
    expect(writes(api)).toEqual([
      { method: 'POST', path: `/admin/returns/${ret.id}/approve`, body: { pickup: 'manual' } },
    ]);
    await waitFor(() => expect(returnCard(modal, ret.id).getByText('Return approved')).toBeTruthy());

    // Received: one of the two units can be sold again, and only that one goes back into stock. A damaged
    // return's count is not chosen for the admin: confirming without one sends nothing and says what is missing.
    const stockBefore = (await demoSize(api, 1)).remaining;
    card = returnCard(modal, ret.id);
    fireEvent.click(card.getByRole('button', { name: `Mark received (return #${ret.id})` }));
    dialog = await confirmDialog(`Mark return #${ret.id} received?`);
    const resellable = dialog.getByLabelText('Can be sold again') as HTMLSelectElement;
    expect(resellable.value).toBe('');
    expect(resellable.selectedOptions[0]?.textContent).toBe('Choose');
    const beforeReceive = writes(api).length;
    fireEvent.click(dialog.getByRole('button', { name: 'Mark received' }));
    expect(await dialog.findByText('Choose how many of the 2 can be sold again (0 if none).')).toBeTruthy();
    expect(resellable.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toHaveLength(beforeReceive);
    expect((await demoSize(api, 1)).remaining).toBe(stockBefore);
    fireEvent.change(resellable, { target: { value: '1' } });
    expect(dialog.queryByText(/^Choose how many/)).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Return received'));
    expect(writes(api).at(-1)).toMatchObject({
      path: `/admin/returns/${ret.id}/receive`,
      body: { items: [{ resellable: 1 }] },
    });
    expect((await demoSize(api, 1)).remaining).toBe(stockBefore + 1);
    await waitFor(() =>
      expect(returnCard(modal, ret.id).getByText('1 back in stock', { exact: false })).toBeTruthy(),
    );

    // Refund: a cash order's needs its UPI/bank reference before anything is sent.
    card = returnCard(modal, ret.id);
    fireEvent.click(card.getByRole('button', { name: `Refund ${money} (return #${ret.id})` }));
    dialog = await confirmDialog(`Refund ${money} for return #${ret.id}?`);
    expect(dialog.getByText(/This was a cash order/)).toBeTruthy();
    const sent = writes(api).length;
    fireEvent.click(dialog.getByRole('button', { name: `Refund ${money}` }));
    expect(await dialog.findByText(/Enter the UPI or bank transfer reference/)).toBeTruthy();
    expect(writes(api)).toHaveLength(sent);
    fireEvent.change(dialog.getByLabelText('UPI or bank reference'), { target: { value: 'UPI 4455667788' } });
    fireEvent.click(dialog.getByRole('button', { name: `Refund ${money}` }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Return refunded'));
    expect(writes(api).at(-1)).toEqual({
      method: 'POST',
      path: `/admin/returns/${ret.id}/refund`,
      body: { reference: 'UPI 4455667788' },
    });
    await waitFor(() => expect(returnCard(modal, ret.id).getByText('Return refunded')).toBeTruthy());
    card = returnCard(modal, ret.id);
    expect(card.queryByRole('button')).toBeNull();
    // The refund's own state beside its amount (the stepper says Refunded too).
    expect(card.getByText(`Refund ${money}`).nextElementSibling?.textContent).toBe('Refunded');
    const order = await orderOf(id);
    expect(order.refunds.at(-1)).toMatchObject({ amount: ret.amount, method: 'manual', status: 'processed' });
  });

  it('offers every unit of a return for another reason as resellable, and sends that count', async () => {
    const { user, id } = await deliveredCashOrder(2);
    const ret = await requestReturn(user.token, id);
    // A return for another reason (one the shop's settings may or may not take from shoppers).
    await api.database.db.execute(sql`update returns set reason = 'other' where id = ${ret.id}`);
    const approved = await api.as(await admin(), {
      method: 'POST',
      url: `/api/admin/returns/${ret.id}/approve`,
      payload: { pickup: 'manual' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const modal = await orderWindow(id);
    fireEvent.click(
      returnCard(modal, ret.id).getByRole('button', { name: `Mark received (return #${ret.id})` }),
    );
    const dialog = await confirmDialog(`Mark return #${ret.id} received?`);
    expect((dialog.getByLabelText('Can be sold again') as HTMLSelectElement).value).toBe('2');
    fireEvent.click(dialog.getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Return received'));
    expect(writes(api).at(-1)).toMatchObject({
      path: `/admin/returns/${ret.id}/receive`,
      body: { items: [{ resellable: 2 }] },
    });
  });

  it('rejects a return only with a reason, which the return then shows', async () => {
    const { user, id } = await deliveredCashOrder(1);
    const ret = await requestReturn(user.token, id, 'wrong_item');
    const modal = await orderWindow(id);
    fireEvent.click(returnCard(modal, ret.id).getByRole('button', { name: `Reject (return #${ret.id})` }));
    const dialog = await confirmDialog(`Reject return #${ret.id}?`);
    fireEvent.click(dialog.getByRole('button', { name: 'Reject return' }));
    expect(await dialog.findByText('reason is required')).toBeTruthy();
    expect(dialog.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toEqual([]);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'The seal is intact.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject return' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Return rejected'));
    expect(writes(api)).toEqual([
      { method: 'POST', path: `/admin/returns/${ret.id}/reject`, body: { reason: 'The seal is intact.' } },
    ]);
    await waitFor(() => expect(returnCard(modal, ret.id).getByText('Return rejected')).toBeTruthy());
    const card = returnCard(modal, ret.id);
    expect(card.getByRole('note').textContent).toBe('Why it was rejected: The seal is intact.');
    expect(card.queryByRole('button')).toBeNull();
  });
  it('shows the server’s refusal of a Shiprocket pickup in the window, and the return stays requested', async () => {
    const { user, id } = await deliveredCashOrder(1);
    const ret = await requestReturn(user.token, id);
    const modal = await orderWindow(id);
    fireEvent.click(returnCard(modal, ret.id).getByRole('button', { name: `Approve (return #${ret.id})` }));
    const dialog = await confirmDialog(`Approve return #${ret.id}?`);
    fireEvent.click(dialog.getByLabelText(/^Shiprocket reverse pickup/));
    fireEvent.click(dialog.getByRole('button', { name: 'Approve return' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(returnAdminMessages.shiprocketOff);
    expect(toasts.error).toHaveBeenCalledWith(returnAdminMessages.shiprocketOff);
    expect(writes(api)).toEqual([
      { method: 'POST', path: `/admin/returns/${ret.id}/approve`, body: { pickup: 'shiprocket' } },
    ]);
    expect(api.callsTo(`/admin/returns/${ret.id}/approve`)[0]!.status).toBe(409);
    const still = (
      await api.as(await admin(), { method: 'GET', url: `/api/order/${id}/returns` })
    ).json() as OrderReturnsReply;
    expect(still.returns.find((r) => r.id === ret.id)?.status).toBe('requested');
    // Manual still works from the same window.
    fireEvent.click(dialog.getByLabelText(/^Manual/));
    fireEvent.click(dialog.getByRole('button', { name: 'Approve return' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Return approved'));
  });
});

describe('/admin/returns', () => {
  it('lists returns with their order, customer and amount, filtered by status', async () => {
    const { user, id } = await deliveredCashOrder(1);
    const ret = await requestReturn(user.token, id, 'leaking');
    await api.database.db.execute(
      sql`update returns set created_at = now() - interval '3 days' where id = ${ret.id}`,
    );
    renderAdminPage(<ReturnsPage />, '/admin/returns?status=requested');
    const table = within(await screen.findByRole('table', { name: 'Returns' }));
    const row = within(table.getByText(`#${ret.id}`).closest('tr')!);
    expect(row.getByRole('link', { name: `Order #${id}` }).getAttribute('href')).toBe(
      `/admin/orders?order=${id}`,
    );
    const [listed] = (
      (await api.as(await admin(), { method: 'GET', url: '/api/admin/returns' })).json() as {
        id: number;
        customerName: string;
        customerEmail: string;
      }[]
    ).filter((r) => r.id === ret.id);
    expect(row.getByText(listed!.customerName)).toBeTruthy();
    expect(row.getByText(listed!.customerEmail)).toBeTruthy();
    expect(row.getByText(formatRupees(rupeesToPaise(ret.amount)))).toBeTruthy();
    expect(row.getByText('Leaking')).toBeTruthy();
    expect(row.getByText('3 days')).toBeTruthy();
    expect(row.getByRole('link', { name: `Review return #${ret.id}` })).toBeTruthy();
    // The server filters and pages them: one page of 12, of the status in the address.
    expect(api.callsTo('/admin/returns?page=1&pageSize=12&status=requested')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refunded' } });
    await waitFor(() =>
      expect(api.callsTo('/admin/returns?page=1&pageSize=12&status=refunded')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByText(`#${ret.id}`)).toBeNull());
  });
});
