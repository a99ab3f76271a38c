// @vitest-environment happy-dom
// "Notify me" on the product page against the real API on the demo shop: an out-of-stock size offers it, a
// size in stock does not; a guest's e-mail is checked before sending and then saved, and the guest is told to
// confirm from their e-mail; the mailed link's page confirms on a click, never on load; a logged-in shopper
// asks with one click and the alert is the account's.
import { stockAlertMessages } from '@chamak/shared/stock-alerts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import ProductDetailsPage from './product-details-page.tsx';

const api = useRealApi();

afterEach(() => cleanup());

type Size = { product_id: number; pl_id: number; name: string; other: number };
let sold: Size;

beforeAll(async () => {
  // A demo product with two sizes or more: its first size is sold out, another stays in stock.
  const found = await rows<Size>(
    api.database.db,
    sql`select pl.product_id, pl.id as pl_id, p.name,
        (select min(o.id) from product_litres o where o.product_id = pl.product_id and o.id <> pl.id)::int as other
      from product_litres pl join products p on p.id = pl.product_id
      where (select count(*) from product_litres o where o.product_id = pl.product_id) > 1
      order by pl.id limit 1`,
  );
  sold = found[0]!;
  await api.database.db.execute(sql`update product_litres set remaining_qty = 0 where id = ${sold.pl_id}`);
  await api.database.db.execute(sql`update product_litres set remaining_qty = 20 where id = ${sold.other}`);
});

const alerts = () =>
  rows<{ email: string; user_id: number | null; confirmed: boolean }>(
    api.database.db,
    sql`select email, user_id, confirmed_at is not null as confirmed from stock_alerts
      where product_litre_id = ${sold.pl_id} order by id`,
  );

const open = async (plId: number, extra = '') => {
  renderPage(
    <ProductDetailsPage />,
    '/product-details/:id',
    `/product-details/${sold.product_id}?size=${plId}${extra}`,
  );
  await screen.findByRole('heading', { level: 1, name: sold.name });
};

it('a size in stock has no Notify me', async () => {
  await open(sold.other);
  expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
});

it("a guest's e-mail is checked, then saved, and the form says so", async () => {
  await open(sold.pl_id);
  const button = await screen.findByRole('button', { name: 'Notify me' });
  fireEvent.click(button);
  expect(await screen.findByText(stockAlertMessages.emailRequired)).toBeTruthy();
  const email = screen.getByLabelText('Your e-mail');
  fireEvent.change(email, { target: { value: 'not-an-email' } });
  fireEvent.click(button);
  expect(await screen.findByText(stockAlertMessages.emailInvalid)).toBeTruthy();
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(api.callsTo('/stock-alerts', 'POST')).toHaveLength(0);

  fireEvent.change(email, { target: { value: 'Guest.Shopper@example.com' } });
  fireEvent.click(button);
  const told = await screen.findByText(stockAlertMessages.confirmSent);
  expect(told.closest('[role="status"]')?.textContent).toMatch(/^Check your e-mail to confirm/);
  expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  expect(await alerts()).toEqual([{ email: 'guest.shopper@example.com', user_id: null, confirmed: false }]);
});

it("the confirmation mail's link opens the page with a button that confirms; opening it alone confirms nothing", async () => {
  const [mail] = await rows<{ text: string }>(
    api.database.db,
    sql`select text from mail_outbox where "to" = 'guest.shopper@example.com' and subject like 'Confirm your alert:%'`,
  );
  const link = /\/product-details\/(\d+)\?size=(\d+)&alert=([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(link?.slice(1, 3)).toEqual([String(sold.product_id), String(sold.pl_id)]);
  await open(sold.pl_id, `&alert=${link![3]}`);
  const button = await screen.findByRole('button', { name: 'Confirm my alert' });
  expect(screen.getByRole('heading', { name: 'Confirm your back-in-stock alert' })).toBeTruthy();
  expect(api.callsTo('/stock-alerts/confirm', 'POST')).toEqual([]);
  expect((await alerts())[0]!.confirmed).toBe(false);
  fireEvent.click(button);
  expect(await screen.findByText(stockAlertMessages.confirmed)).toBeTruthy();
  expect(api.callsTo('/stock-alerts/confirm', 'POST')).toMatchObject([
    { body: { token: link![3] }, status: 200 },
  ]);
  expect(await alerts()).toEqual([{ email: 'guest.shopper@example.com', user_id: null, confirmed: true }]);
});

it('a wrong confirmation link says so', async () => {
  await open(sold.pl_id, '&alert=not-a-real-token');
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm my alert' }));
  expect(await screen.findByText(stockAlertMessages.linkInvalid)).toBeTruthy();
});

it('a logged-in shopper asks with one click, for the account', async () => {
  const me = await api.logInCustomer();
  await open(sold.pl_id);
  expect(screen.queryByLabelText('Your e-mail')).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: 'Notify me' }));
  await waitFor(() => expect(screen.getByText(stockAlertMessages.added)).toBeTruthy());
  expect(await alerts()).toContainEqual({
    email: me.email.toLowerCase(),
    user_id: me.userId,
    confirmed: true,
  });
});
