// @vitest-environment happy-dom
// Admin → Abandoned carts and Shop Settings → Cart reminders against the real API (decisions 0244-0248): carts
// left five hours ago are reminded by the real job, one shopper then orders; the page lists both with value,
// reminders and outcome, and the 30 days' recovery rate; the settings form saves the delay and the offer, and
// refuses a delay out of range before sending.
import { cartReminderMessages } from '@chamak/shared/cart-reminders';
import { formatRupees } from '@chamak/shared/money';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCartReminders } from '../../../../../api/src/modules/cart-reminders/reminders.ts';
import { checkout } from '../../../../../api/src/test/checkout.ts';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { addToServerCart, demoSize } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import { CartRemindersForm } from '../settings/cart-reminders-form.tsx';
import AbandonedCartsPage from './abandoned-carts-page.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

/** A shopper whose cart of `quantity` was last changed five hours ago, reminded by the job just now. */
async function remindedShopper(fullname: string, plId: number, quantity: number) {
  const user = await api.newCustomer({ fullname, offers: true });
  const size = await demoSize(api, plId);
  await addToServerCart(api, user, size, quantity);
  await api.database.db.execute(
    sql`update cart_changes set changed_at = now() - interval '5 hours' where user_id = ${user.userId}`,
  );
  await runCartReminders({ db: api.database.db, publicUrl: 'http://localhost' }, new Date());
  return { user, size };
}

describe('Admin → Abandoned carts', () => {
  it('lists reminded carts with value, reminders and whether an order followed, and the recovery rate', async () => {
    const left = await remindedShopper('Anita Rao', 1, 2);
    const buyer = await remindedShopper('Vikram Sethi', 2, 1);
    const placed = await checkout(api.app, buyer.user, 'cod');
    expect(placed.statusCode).toBe(200);

    renderAdminPage(<AbandonedCartsPage />, '/admin/abandoned-carts');
    const table = within(await screen.findByRole('table', { name: 'Abandoned carts' }));
    const rowOf = (name: string) => table.getByText(name).closest('tr') as HTMLElement;
    await table.findByText('Anita Rao');
    const anita = within(rowOf('Anita Rao'));
    expect(anita.getByText(left.user.email)).toBeTruthy();
    expect(anita.getByText(formatRupees(left.size.pricePaise * 2))).toBeTruthy();
    expect(anita.getByText('Not recovered')).toBeTruthy();
    expect(anita.getByText('Cart left')).toBeTruthy();
    const vikram = within(rowOf('Vikram Sethi'));
    expect(vikram.getByText('Recovered')).toBeTruthy();
    const orderId = placed.json().orderId as number;
    expect(vikram.getByRole('link', { name: `Order #${orderId}` }).getAttribute('href')).toBe(
      `/admin/orders?order=${orderId}`,
    );

    const figures = within(screen.getByRole('region', { name: 'Last 30 days' }));
    expect(figures.getByText('Recovery rate')).toBeTruthy();
    expect(figures.getByText('50%')).toBeTruthy();
    expect(figures.getByText(formatRupees(left.size.pricePaise * 2 + buyer.size.pricePaise))).toBeTruthy();
  });
});

describe('Shop Settings → Cart reminders', () => {
  it('saves the delay, payment reminders and the offer to mention; a delay out of range stays in the form', async () => {
    const toasts = recordToasts();
    const created = await api.as(await api.adminToken(), {
      method: 'POST',
      url: '/api/admin/promotions',
      payload: { name: 'Free delivery this week', action: 'free_delivery' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const promotionId = created.json().id as number;

    renderAdminPage(<CartRemindersForm />, '/admin/settings');
    const form = within(await screen.findByRole('region', { name: 'Cart reminders' }));
    const hours = form.getByLabelText('First reminder after') as HTMLInputElement;
    await waitFor(() => expect(hours.disabled).toBe(false));
    expect(hours.value).toBe('4');
    expect((form.getByLabelText('Remind shoppers of carts they left') as HTMLInputElement).checked).toBe(
      true,
    );

    fireEvent.change(hours, { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Save cart reminders' }));
    expect(await form.findByText(cartReminderMessages.delayHours)).toBeTruthy();
    expect(writes(api)).toEqual([]);

    fireEvent.change(hours, { target: { value: '6' } });
    fireEvent.click(form.getByLabelText(/^Ask to complete an online payment/));
    fireEvent.change(form.getByLabelText('Offer to mention'), { target: { value: String(promotionId) } });
    fireEvent.click(form.getByRole('button', { name: 'Save cart reminders' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(cartReminderMessages.saved));
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: '/admin/cart-reminders/settings',
        body: { enabled: true, delayHours: 6, paymentReminders: false, promotionId },
      },
    ]);
    const stored = await api.as(await api.adminToken(), { url: '/api/admin/cart-reminders/settings' });
    expect(stored.json()).toMatchObject({ delayHours: 6, paymentReminders: false, promotionId });
  });
});
