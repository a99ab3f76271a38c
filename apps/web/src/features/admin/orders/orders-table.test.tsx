// @vitest-environment happy-dom
// Manage Orders as a table (decision 0353) against the real API: ?view=table shows number, customer and total with
// a checkbox per row; the page's checkbox chooses them all; Mark shipped moves the orders that can move and lists
// the one refused, by number and reason, keeping it chosen.
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { placeOrder, setOrderRow } from '../../../test/admin-orders.ts';
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

describe('the orders table', () => {
  it('marks the chosen orders shipped and names the one that cannot be, with the reason', async () => {
    const ids = [await placeOrder(api, 1, 1, { firstName: 'Anita' }), await placeOrder(api, 1, 1)];
    const delivered = await placeOrder(api, 1, 1);
    await setOrderRow(api, delivered, { status: 7 });
    renderAdminPage(<OrdersPage />, '/admin/orders?view=table');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const first = await orderOf(ids[0]!);
    const row = within(table)
      .getByRole('checkbox', { name: `Select order #${ids[0]}` })
      .closest('tr')!;
    expect(within(row).getAllByText(`Anita ${first.lastName}`).length).toBeGreaterThan(0);
    expect(within(row).getAllByText(formatRupees(Math.round(first.totalPrice * 100))).length).toBeGreaterThan(
      0,
    );

    fireEvent.click(screen.getByLabelText('Select all orders on this page'));
    const all = [...ids, delivered];
    for (const id of all)
      expect(
        (screen.getByRole('checkbox', { name: `Select order #${id}` }) as HTMLInputElement).checked,
      ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      `#${delivered}: An order that is Delivered cannot move to Picked Up.`,
    );
    const sent = writes(api).find((w) => w.path === '/admin/orders/bulk/status');
    expect(sent?.body).toMatchObject({ to: 'shipped', orderIds: expect.arrayContaining(all) });
    for (const id of ids) expect((await orderOf(id)).status).toBe(5);
    expect((await orderOf(delivered)).status).toBe(7);
    expect(toasts.error).toHaveBeenCalledWith(expect.stringContaining('could not be'));
    // The refused order stays chosen; the others are done.
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: `Select order #${delivered}` }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(
      (screen.getByRole('checkbox', { name: `Select order #${ids[0]}` }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});
