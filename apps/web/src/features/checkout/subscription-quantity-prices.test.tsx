// @vitest-environment happy-dom
// A subscription of 6 units or more of a size with quantity prices (decision 0341): the subscription checkout's
// summary prices each unit at the tier the quantity reaches, as the server's quote does, with the subscriber
// discount taken off that; below the first tier, the size's own price.
import { cleanup, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DemoSize, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CheckoutPage from './checkout-page.tsx';

const api = useRealApi();

afterEach(() => cleanup());

let size: DemoSize;
let six: number;

beforeAll(async () => {
  size = await demoSize(api, 1);
  six = size.pricePaise - 1_000;
  await api.database.db.execute(
    sql`update product_litres set remaining_qty = 50, subscribable = true, subscription_intervals = '{30}',
        subscriber_discount = 10, price_tiers = ${JSON.stringify([{ minUnits: 6, unitPaise: six }])}::jsonb
      where id = ${size.pl_id}`,
  );
  await api.database.db.execute(sql`update promotions set active = false`);
});

const rupees = (paise: number) =>
  `₹${Math.floor(paise / 100).toLocaleString('en-IN')}.${String(paise % 100).padStart(2, '0')}`;

async function summaryFor(quantity: number) {
  await api.logInCustomer({ fullname: 'Asha Rani Verma', phone: '9876543210' });
  renderPage(
    <CheckoutPage />,
    '/checkout',
    `/checkout?subscribe=${size.pl_id}&productId=${size.productId}&quantity=${quantity}&every=30`,
  );
  return within(await screen.findByRole('region', { name: 'Your subscription' }));
}

describe('a subscription at a quantity price', () => {
  it('prices 6 units at the 6+ price, the subscriber discount off that', async () => {
    const summary = await summaryFor(6);
    expect(summary.getByText(`${size.size} · ${rupees(six)} each`)).toBeTruthy();
    const discount = Math.floor((6 * six * 10) / 100);
    expect(summary.getByText(`-${rupees(discount)}`)).toBeTruthy();
    expect(summary.getByText(rupees(6 * six - discount))).toBeTruthy();
  });

  it('prices 5 units at the size’s own price', async () => {
    const summary = await summaryFor(5);
    expect(summary.getByText(`${size.size} · ${rupees(size.pricePaise)} each`)).toBeTruthy();
  });
});
