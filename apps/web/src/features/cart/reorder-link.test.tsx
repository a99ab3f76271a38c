// @vitest-environment happy-dom
// A reorder reminder's links on the cart page, against the real API (decision 0325): a logged-out visitor is sent
// to log in and back; the shopper gets the size and quantity bought in the cart with a notice that offers to
// subscribe (and the token leaves the address bar); the link used again says so; the stop link asks, and turns
// reminders off without logging in only when its button is pressed.
import { OrderStatus } from '@chamak/shared/order-state';
import { reorderReminderMessages } from '@chamak/shared/reorder-reminders';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { runReorderReminders } from '../../../../api/src/modules/reorder-reminders/index.ts';
import type { TestUser } from '../../../../api/src/test/auth.ts';
import { currentLocation } from '../../test/admin.tsx';
import { demoSize, placeCodOrder } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CartPage from './cart-page.tsx';

const api = useRealApi();
afterEach(cleanup);

/**
 * `owner` bought 2 of demo size 1 (10 days of supply a unit here), delivered 20 days ago, and was reminded today;
 * answers the reorder link's token.
 */
async function reminded(owner: TestUser): Promise<string> {
  const size = await demoSize(api, 1);
  await api.database.db.execute(sql`update product_litres set supply_days = 10 where id = ${size.pl_id}`);
  const { order } = await placeCodOrder(api, size, 2, owner);
  const admin = await api.adminToken();
  const marked = await api.as(admin, {
    method: 'PATCH',
    url: `/api/order/${order.orderId}/shipment`,
    payload: { status: OrderStatus.Delivered },
  });
  if (marked.statusCode !== 200) throw new Error(marked.body);
  // The test cannot wait 16 days: the delivery is moved back instead.
  await api.database.db.execute(
    sql`update orders set delivered_at = now() - interval '20 days' where id = ${order.orderId as number}`,
  );
  await runReorderReminders({ db: api.database.db, publicUrl: 'http://localhost' }, new Date());
  const [mail] = await rows<{ text: string }>(
    api.database.db,
    sql`select text from mail_outbox where "to" = ${owner.email} and subject like 'Running low%' order by id desc limit 1`,
  );
  const token = /\/cart\?reorder=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reorder reminder was written');
  return token;
}

describe('the reorder link on the cart page', () => {
  it('sends a logged-out visitor to log in and back to the link', async () => {
    const owner = await api.newCustomer({ offers: true });
    const token = await reminded(owner);
    renderPage(<CartPage />, '/cart', `/cart?reorder=${token}`);
    await waitFor(() =>
      expect(currentLocation()).toBe(`/login?next=${encodeURIComponent(`/cart?reorder=${token}`)}`),
    );
    expect(api.callsTo('/reorder-reminders/restore')).toEqual([]);
  });

  it('fills the cart with the size and quantity bought, offers to subscribe, and says so when used again', async () => {
    const owner = await api.logInCustomer({ fullname: 'Kavya Nair', offers: true });
    const token = await reminded(owner);
    const size = await demoSize(api, 1);
    renderPage(<CartPage />, '/cart', `/cart?reorder=${token}`);
    const said = await screen.findByText('It is in your cart. Check out when you are ready.');
    const notice = within(said.closest('[role="status"]') as HTMLElement);
    expect(notice.getByRole('link', { name: 'Subscribe and save' }).getAttribute('href')).toBe(
      `/product-details/${size.productId}?size=${size.pl_id}`,
    );
    const items = within(await screen.findByRole('list', { name: 'Cart items' }));
    expect(items.getAllByRole('listitem')).toHaveLength(1);
    expect(items.getAllByText(size.name, { exact: false }).length).toBeGreaterThan(0);
    expect(currentLocation()).toBe('/cart');
    expect(api.callsTo('/reorder-reminders/restore')).toHaveLength(1);
    cleanup();

    renderPage(<CartPage />, '/cart', `/cart?reorder=${token}`);
    expect(await screen.findByText(reorderReminderMessages.linkUsed)).toBeTruthy();
  });

  it('stops the reminders from the link without logging in, only once the button is pressed', async () => {
    const owner = await api.newCustomer({ offers: true });
    const token = await reminded(owner);
    const optedOut = async () =>
      (
        await rows<{ off: boolean }>(
          api.database.db,
          sql`select reminders_opt_out_at is not null as off from users where id = ${owner.userId}`,
        )
      )[0]!.off;
    renderPage(<CartPage />, '/cart', `/cart?stop=${token}&reminder=reorder`);
    const button = await screen.findByRole('button', { name: 'Stop reminders' });
    // Opening the page (as a mail scanner running its scripts does) calls nothing and stops nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('/reorder-reminders/stop')).toEqual([]);
    expect(await optedOut()).toBe(false);
    expect(currentLocation()).toBe('/cart');

    await userEvent.click(button);
    expect(await screen.findByText(reorderReminderMessages.stopped)).toBeTruthy();
    expect(api.callsTo('/reorder-reminders/stop')).toHaveLength(1);
    expect(api.callsTo('/cart-reminders/stop')).toEqual([]);
    expect(await optedOut()).toBe(true);
  });
});
