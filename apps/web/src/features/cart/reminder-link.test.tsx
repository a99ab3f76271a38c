// @vitest-environment happy-dom
// The links of a cart reminder on the cart page, against the real API: a logged-out visitor is sent to log in
// and back; the shopper gets the lines back with a notice (and the token leaves the address bar); another
// account's link puts nothing in the cart; the stop link asks, and turns reminders off without logging in only
// when its button is pressed.
import { cartReminderMessages } from '@chamak/shared/cart-reminders';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { runCartReminders } from '../../../../api/src/modules/cart-reminders/reminders.ts';
import type { TestUser } from '../../../../api/src/test/auth.ts';
import { currentLocation } from '../../test/admin.tsx';
import { addToServerCart, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CartPage from './cart-page.tsx';

const api = useRealApi();
afterEach(cleanup);

/** A shopper reminded of a cart left five hours ago, who then emptied it; answers the link's token. */
async function remindedAndEmptied(user: TestUser): Promise<string> {
  const size = await demoSize(api, 1);
  await addToServerCart(api, user, size, 2);
  await api.database.db.execute(
    sql`update cart_changes set changed_at = now() - interval '5 hours' where user_id = ${user.userId}`,
  );
  await runCartReminders({ db: api.database.db, publicUrl: 'http://localhost' }, new Date());
  const [mail] = await rows<{ text: string }>(
    api.database.db,
    sql`select text from mail_outbox where "to" = ${user.email} order by id desc limit 1`,
  );
  const token = /\/cart\?restore=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reminder was written');
  await api.database.db.execute(sql`delete from cart_items where user_id = ${user.userId}`);
  return token;
}

describe('the restore link on the cart page', () => {
  it('sends a logged-out visitor to log in and back to the link', async () => {
    const owner = await api.newCustomer({ offers: true });
    const token = await remindedAndEmptied(owner);
    renderPage(<CartPage />, '/cart', `/cart?restore=${token}`);
    await waitFor(() =>
      expect(currentLocation()).toBe(`/login?next=${encodeURIComponent(`/cart?restore=${token}`)}`),
    );
    expect(api.callsTo('/cart/restore')).toEqual([]);
  });

  it('puts the lines back for the shopper, says so and clears the token from the address', async () => {
    const owner = await api.logInCustomer({ fullname: 'Kavya Nair', offers: true });
    const token = await remindedAndEmptied(owner);
    const size = await demoSize(api, 1);
    renderPage(<CartPage />, '/cart', `/cart?restore=${token}`);
    expect(await screen.findByText('Your cart is back.')).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Cart items' }));
    expect(items.getAllByRole('listitem')).toHaveLength(1);
    expect(items.getAllByText(size.name, { exact: false }).length).toBeGreaterThan(0);
    expect(currentLocation()).toBe('/cart');
    expect(api.callsTo('/cart/restore')).toHaveLength(1);
  });

  it("refuses another account's link and puts nothing in the cart", async () => {
    const owner = await api.newCustomer({ offers: true });
    const token = await remindedAndEmptied(owner);
    await api.logInCustomer();
    renderPage(<CartPage />, '/cart', `/cart?restore=${token}`);
    expect(await screen.findByText(cartReminderMessages.linkInvalid)).toBeTruthy();
    expect(await screen.findByText('Your Cart is Currently Empty.')).toBeTruthy();
  });

  it('stops the reminders from the link without logging in, only once the button is pressed', async () => {
    const owner = await api.newCustomer({ offers: true });
    const token = await remindedAndEmptied(owner);
    const optedOut = async () =>
      (
        await rows<{ off: boolean }>(
          api.database.db,
          sql`select reminders_opt_out_at is not null as off from users where id = ${owner.userId}`,
        )
      )[0]!.off;
    renderPage(<CartPage />, '/cart', `/cart?stop=${token}`);
    const button = await screen.findByRole('button', { name: 'Stop reminders' });
    expect(screen.getByRole('heading', { name: 'Stop reminder e-mails?' })).toBeTruthy();
    // Opening the page (as a mail scanner running its scripts does) calls nothing and stops nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('/cart-reminders/stop')).toEqual([]);
    expect(await optedOut()).toBe(false);
    expect(currentLocation()).toBe('/cart');

    await userEvent.click(button);
    expect(await screen.findByText(cartReminderMessages.stopped)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop reminders' })).toBeNull();
    expect(api.callsTo('/cart-reminders/stop')).toHaveLength(1);
    expect(await optedOut()).toBe(true);
  });
});
