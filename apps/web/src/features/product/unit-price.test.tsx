// @vitest-environment happy-dom
// The unit sale price on the product page against the real API on the demo shop (decision 0339): beside the price
// of the chosen size, of the price the shopper pays, per ml below a litre and per L from one; in the Legal
// Metrology declarations, of the MRP; both follow the size chosen. A combo shows none.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import ProductDetailsPage from './product-details-page.tsx';

const api = useRealApi();

afterEach(() => cleanup());

type Size = { pl_id: number; label: string; ml: number; price: number; mrp: number };
let product: { id: number; name: string; small: Size; large: Size };

beforeAll(async () => {
  // A demo product with a size below a litre and one of a litre or more, both sold by volume.
  const sizes = await rows<Size & { product_id: number; name: string }>(
    api.database.db,
    sql`select pl.product_id, p.name, pl.id as pl_id, l.label, l.total_ml as ml,
        pl.discounted_price_paise as price, pl.price_paise as mrp
      from product_litres pl join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
      where not p.combos and l.label ~ '(ml|L)$' order by pl.product_id, l.total_ml`,
  );
  const id = sizes.find(
    (s) => s.ml < 1000 && sizes.some((o) => o.product_id === s.product_id && o.ml >= 1000),
  )!.product_id;
  const mine = sizes.filter((s) => s.product_id === id);
  product = { id, name: mine[0]!.name, small: mine[0]!, large: mine.at(-1)! };
});

/** Rupees to two decimals as the shop writes them (demo prices are below ₹1,000 a unit). */
const rupees = (paise: number) => `₹${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

it('shows beside the price the price per ml or per L of the chosen size, and of the MRP in the declarations', async () => {
  const { small, large } = product;
  renderPage(
    <ProductDetailsPage />,
    '/product-details/:id',
    `/product-details/${product.id}?size=${small.pl_id}`,
  );
  await screen.findByRole('heading', { level: 1, name: product.name });
  const perMl = rupees(Math.round(small.price / small.ml));
  expect(screen.getByText(`(${perMl}/ml)`)).toBeTruthy();
  const legal = within(await screen.findByRole('region', { name: /Product information/ }));
  const row = () => legal.getByText('Unit sale price').closest('div')!.querySelector('dd')!.textContent;
  expect(row()).toBe(`${rupees(Math.round(small.mrp / small.ml))}/ml`);

  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${large.label}\\b`) }));
  const perL = rupees(Math.round((large.price * 1000) / large.ml));
  expect(await screen.findByText(`(${perL}/L)`)).toBeTruthy();
  expect(screen.queryByText(`(${perMl}/ml)`)).toBeNull();
  expect(row()).toBe(`${rupees(Math.round((large.mrp * 1000) / large.ml))}/L`);
});

it('shows none for a combo, sold as one unit of several products', async () => {
  const [combo] = await rows<{ id: number; name: string }>(
    api.database.db,
    sql`select id, name from products where combos order by id limit 1`,
  );
  renderPage(<ProductDetailsPage />, '/product-details/:id', `/product-details/${combo!.id}`);
  await screen.findByRole('heading', { level: 1, name: combo!.name });
  await screen.findByRole('region', { name: /Product information/ });
  expect(screen.getByText('Inclusive of all taxes')).toBeTruthy();
  expect(screen.queryByText(/\/(ml|L|g|kg)\)$/)).toBeNull();
  expect(screen.queryByText('Unit sale price')).toBeNull();
});
