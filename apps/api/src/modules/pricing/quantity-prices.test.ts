// Quantity prices in the quote (decision 0341) through the real routes: a line of 6+ or 24+ units of a size with
// tiers is priced at the tier's unit price in the cart quote, the checkout summary and the placed order, and back
// at the selling price below 6; the order stores the tier's unit price and the invoice line carries it; a sale
// price below a tier wins; promotions take their share of the line at the tier price.
import type { InvoiceDocument } from '@chamak/shared/invoices';
import type { CartQuote } from '@chamak/shared/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../../db/schema/index.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout } from '../../test/checkout.ts';

let t: TestApp;
type Size = { product_id: number; pl_id: number; price: number };
/** A size with tiers at 6+ and 24+ units, and its selling price as the seed left it. */
let size: Size;
let six: number;
let twentyFour: number;

beforeAll(async () => {
  t = await testApp();
  const [found] = await rows<Size>(
    t.database.db,
    sql`select product_id, id as pl_id, discounted_price_paise as price from product_litres
      where discounted_price_paise between 10000 and 60000 order by id limit 1`,
  );
  size = found!;
  six = Math.round((size.price * 0.9) / 100) * 100;
  twentyFour = Math.round((size.price * 0.8) / 100) * 100;
  await t.database.db.execute(
    sql`update product_litres set remaining_qty = 1000, total_qty = 1000,
      price_tiers = ${JSON.stringify([
        { minUnits: 6, unitPaise: six },
        { minUnits: 24, unitPaise: twentyFour },
      ])}::jsonb
      where id = ${size.pl_id}`,
  );
});
afterAll(() => t?.close());
afterEach(async () => {
  await t.database.db.update(promotions).set({ active: false });
  await t.database.db.execute(
    sql`update product_litres set discounted_price_paise = ${size.price} where id = ${size.pl_id}`,
  );
});

const guestQuote = async (quantity: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { cartDatas: [{ productId: size.product_id, pl_id: size.pl_id, quantity }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CartQuote;
};
const customerQuote = async (u: TestUser) => {
  const res = await t.app.inject(
    as(u.token, { method: 'POST', url: '/api/cart/quote', payload: { userId: u.userId } }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CartQuote;
};

describe('a line’s unit price by its quantity', () => {
  it('is the selling price up to 5 units, the 6+ price from 6 and the 24+ price from 24, in the line and total', async () => {
    for (const [quantity, unit] of [
      [1, size.price],
      [5, size.price],
      [6, six],
      [23, six],
      [24, twentyFour],
      [60, twentyFour],
    ] as const) {
      const q = await guestQuote(quantity);
      expect(q.lines[0], `${quantity} units`).toMatchObject({ unitPaise: unit, linePaise: unit * quantity });
      expect(q.subtotalPaise).toBe(unit * quantity);
      expect(q.totalPaise).toBe(unit * quantity - q.discountPaise + q.deliveryPaise + q.codFeePaise);
    }
  });

  it('follows the customer’s cart up to 24 and back below 6, in the cart quote and the checkout summary', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(t.app, u, size, 24);
    expect((await customerQuote(u)).lines[0]).toMatchObject({ unitPaise: twentyFour, quantity: 24 });
    const summary = await t.app.inject(
      as(u.token, { method: 'POST', url: '/api/order/quote', payload: { userId: u.userId } }),
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json().subtotal).toBe((twentyFour * 24) / 100);

    const [line] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from cart_items where user_id = ${u.userId}`,
    );
    const down = await t.app.inject(
      as(u.token, { method: 'PUT', url: `/api/cart/update/${line!.id}`, payload: { quantity: 5 } }),
    );
    expect(down.statusCode).toBe(200);
    expect((await customerQuote(u)).lines[0]).toMatchObject({
      unitPaise: size.price,
      linePaise: size.price * 5,
    });
  });

  it('is a sale price below a tier, and still the tier where the tier is lower', async () => {
    const sale = six - 100;
    await t.database.db.execute(
      sql`update product_litres set discounted_price_paise = ${sale} where id = ${size.pl_id}`,
    );
    expect((await guestQuote(3)).lines[0]!.unitPaise).toBe(sale);
    expect((await guestQuote(6)).lines[0]!.unitPaise).toBe(sale);
    expect((await guestQuote(24)).lines[0]!.unitPaise).toBe(twentyFour);
  });

  it('takes a promotion’s share at the tier price', async () => {
    await t.database.db
      .insert(promotions)
      .values({ name: '10% off for all', code: null, action: 'percent', percent: 10 });
    const q = await guestQuote(24);
    expect(q.lines[0]).toMatchObject({
      unitPaise: twentyFour,
      discountPaise: Math.floor((twentyFour * 24) / 10),
    });
    expect(q.totalPaise).toBe(twentyFour * 24 - q.discountPaise + q.deliveryPaise + q.codFeePaise);
  });
});

describe('an order of 6 units', () => {
  it('stores the tier’s unit price, and its invoice line carries it', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(t.app, u, size, 6);
    const placed = await checkout(t.app, u, 'cod');
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId as number;
    const [item] = await rows<{ price: number; quantity: number }>(
      t.database.db,
      sql`select price_paise as price, quantity from order_items where order_id = ${orderId}`,
    );
    expect(item).toEqual({ price: six, quantity: 6 });
    const [doc] = await rows<{ document: InvoiceDocument }>(
      t.database.db,
      sql`select document from tax_documents where order_id = ${orderId} and kind = 'invoice'`,
    );
    const goods = doc!.document.lines.find((l) => l.quantity === 6);
    expect(goods).toMatchObject({ unitPricePaise: six, amountPaise: six * 6 });
  });
});
