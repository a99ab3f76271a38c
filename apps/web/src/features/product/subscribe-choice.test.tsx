// @vitest-environment happy-dom
// "Subscribe and save" on the product page against the real API on the demo shop (decisions 0325, 0326): a size
// offered by subscription shows Buy once, chosen, and Subscribe; only once Subscribe is chosen do its intervals,
// the subscriber's price per unit and the Subscribe button show, which opens the checkout in subscription mode for
// that size, quantity and interval. A size not offered by subscription shows none of it.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import ProductDetailsPage from './product-details-page.tsx';

const api = useRealApi();

afterEach(() => cleanup());

type Sizes = { product_id: number; name: string; offered: number; plain: number; price: number };
let product: Sizes;

beforeAll(async () => {
  // A demo product with two sizes or more: its first offered by subscription every 30 or 60 days at 10 % off, the
  // other not at all; both in stock, and no promotion in the figures.
  const [found] = await rows<Sizes>(
    api.database.db,
    sql`select pl.product_id, p.name, pl.id as offered, pl.discounted_price_paise as price,
        (select min(o.id) from product_litres o where o.product_id = pl.product_id and o.id <> pl.id)::int as plain
      from product_litres pl join products p on p.id = pl.product_id
      where not p.combos and (select count(*) from product_litres o where o.product_id = pl.product_id) > 1
      order by pl.id limit 1`,
  );
  product = found!;
  await api.database.db.execute(
    sql`update product_litres set remaining_qty = 50, subscribable = (id = ${product.offered}),
        subscription_intervals = case when id = ${product.offered} then '{30,60}'::int[] else '{}'::int[] end,
        subscriber_discount = case when id = ${product.offered} then 10 else 0 end
      where product_id = ${product.product_id}`,
  );
});

const open = async (plId: number) => {
  renderPage(
    <ProductDetailsPage />,
    '/product-details/:id',
    `/product-details/${product.product_id}?size=${plId}`,
  );
  await screen.findByRole('heading', { level: 1, name: product.name });
};

const rupees = (paise: number) =>
  `₹${Math.floor(paise / 100).toLocaleString('en-IN')}.${String(paise % 100).padStart(2, '0')}`;

it('offers Buy once, chosen, and Subscribe with its intervals for a size offered by subscription', async () => {
  await open(product.offered);
  const choice = within(screen.getByRole('group', { name: 'How would you like to buy?' }));
  const once = choice.getByRole('radio', { name: 'Buy once' }) as HTMLInputElement;
  const subscribe = choice.getByRole('radio', {
    name: 'Subscribe: deliver every 30 days, save 10%',
  }) as HTMLInputElement;
  // Nothing chosen for the shopper: Buy once stays the default, and nothing of the subscription shows yet.
  expect(once.checked).toBe(true);
  expect(subscribe.checked).toBe(false);
  expect(screen.queryByRole('combobox', { name: 'Deliver every' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();

  fireEvent.click(subscribe);
  // Its details' code loads once the page has started (or at once on this click).
  const every = (await choice.findByRole('combobox', { name: 'Deliver every' })) as HTMLSelectElement;
  expect([...every.options].map((o) => o.textContent)).toEqual(['30 days', '60 days']);
  const unit = product.price - Math.floor((product.price * 10) / 100);
  expect(choice.getByText(rupees(unit)).closest('p')!.textContent).toContain('each as a subscriber');
  expect(choice.getByText('Skip, pause or cancel any time. Paid by UPI AutoPay or card.')).toBeTruthy();

  fireEvent.change(every, { target: { value: '60' } });
  expect(choice.getByRole('radio', { name: 'Subscribe: deliver every 60 days, save 10%' })).toBe(subscribe);
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  fireEvent.click(choice.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByTestId('location').textContent).toBe(
    `/checkout?subscribe=${product.offered}&productId=${product.product_id}&quantity=2&every=60`,
  );
});

it('shows nothing of subscriptions for a size that is not offered by subscription', async () => {
  await open(product.plain);
  expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeTruthy();
  expect(screen.queryByRole('group', { name: 'How would you like to buy?' })).toBeNull();
  expect(screen.queryByRole('radio', { name: /Subscribe/ })).toBeNull();
  expect(screen.queryByText(/UPI AutoPay/)).toBeNull();
});
