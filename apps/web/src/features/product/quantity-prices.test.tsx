// @vitest-environment happy-dom
// Quantity prices and cartons on the product page against the real API on the demo shop (decision 0341): a size
// with tiers shows "6+ units ₹X each" and "24+ units ₹Y each", the tier the quantity reaches marked; Add a carton
// puts a carton's units in the cart; Subscribe and save estimates from the tier's price; a size without tiers or a
// carton shows neither.
import { formatRupees } from '@chamak/shared/money';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { guestCart } from '../../lib/guest-store.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import ProductDetailsPage from './product-details-page.tsx';

const api = useRealApi();

afterEach(() => cleanup());

type Sizes = { product_id: number; name: string; bulk: number; plain: number; price: number };
let product: Sizes;
let six: number;
let twentyFour: number;

beforeAll(async () => {
  // A demo product with two sizes or more: the first with tiers at 6+ and 24+ and a carton of 12, the other none.
  const [found] = await rows<Sizes>(
    api.database.db,
    sql`select pl.product_id, p.name, pl.id as bulk, pl.discounted_price_paise as price,
        (select min(o.id) from product_litres o where o.product_id = pl.product_id and o.id <> pl.id)::int as plain
      from product_litres pl join products p on p.id = pl.product_id
      where not p.combos and (select count(*) from product_litres o where o.product_id = pl.product_id) > 1
      order by pl.id limit 1`,
  );
  product = found!;
  six = product.price - 1_000;
  twentyFour = product.price - 2_000;
  await api.database.db.execute(
    sql`update product_litres set remaining_qty = 50,
        price_tiers = case when id = ${product.bulk}
          then ${JSON.stringify([
            { minUnits: 6, unitPaise: six },
            { minUnits: 24, unitPaise: twentyFour },
          ])}::jsonb else '[]'::jsonb end,
        carton_units = case when id = ${product.bulk} then 12 end,
        subscribable = (id = ${product.bulk}),
        subscription_intervals = case when id = ${product.bulk} then '{30}'::int[] else '{}'::int[] end,
        subscriber_discount = case when id = ${product.bulk} then 10 else 0 end
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
const chips = () =>
  screen.getByRole('heading', { name: 'Buy more, pay less' }).parentElement!.querySelectorAll('li');
const marked = () =>
  [...chips()].filter((li) => li.getAttribute('aria-current') === 'true').map((li) => li.textContent);

it('shows the tiers below the price, marks the one the quantity reaches, and adds a carton of 12', async () => {
  await open(product.bulk);
  expect([...chips()].map((li) => li.textContent)).toEqual([
    `6+ units ${formatRupees(six)} each`,
    `24+ units ${formatRupees(twentyFour)} each`,
  ]);
  expect(marked()).toEqual([]);
  const quantity = screen.getByLabelText('Quantity', { exact: true });
  fireEvent.change(quantity, { target: { value: '6' } });
  fireEvent.blur(quantity);
  await waitFor(() => expect(marked()).toEqual([`6+ units ${formatRupees(six)} each`]));
  fireEvent.change(quantity, { target: { value: '30' } });
  fireEvent.blur(quantity);
  await waitFor(() => expect(marked()).toEqual([`24+ units ${formatRupees(twentyFour)} each`]));

  // Subscribing to 30 units: the subscriber's estimate starts from the 24+ price, as the server's quote does.
  fireEvent.click(screen.getByRole('radio', { name: 'Subscribe: deliver every 30 days, save 10%' }));
  const each = twentyFour - Math.floor((twentyFour * 10) / 100);
  const estimate = await screen.findByText(formatRupees(each));
  expect(estimate.closest('p')!.textContent).toContain('each as a subscriber');

  fireEvent.click(screen.getByRole('button', { name: 'Add a carton (12)' }));
  await waitFor(() =>
    expect(guestCart.items()).toEqual([
      expect.objectContaining({ productId: product.product_id, pl_id: product.bulk, quantity: 12 }),
    ]),
  );
});

it('shows neither for a size without tiers or a carton', async () => {
  await open(product.plain);
  expect(screen.queryByRole('heading', { name: 'Buy more, pay less' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Add a carton/ })).toBeNull();
});
