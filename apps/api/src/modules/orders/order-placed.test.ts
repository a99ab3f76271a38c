import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { giveBackStock, takeStock } from '../catalogue/stock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

type Stock = { remaining: number; sold: number };
const stockOf = async (plId: number): Promise<Stock> => {
  const [s] = await rows<Stock>(
    t.database.db,
    sql`select pl.remaining_qty as remaining, p.units_sold as sold
      from product_litres pl join products p on p.id = pl.product_id where pl.id = ${plId}`,
  );
  return s!;
};
const count = async (query: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(t.database.db, query))[0]!.n;

describe('orderPlaced (cash on delivery and confirmed payments)', () => {
  it('takes the stock, empties those cart lines and queues the confirmation, in the placing transaction', async () => {
    const u = await signupAndLogin(t.app);
    const a = await sizeInStock(t.database.db, 10);
    const b = await sizeInStock(t.database.db, 10, true);
    await addToCart(t.app, u, a, 2);
    await addToCart(t.app, u, b, 1);
    const [beforeA, beforeB] = [await stockOf(a.pl_id), await stockOf(b.pl_id)];
    const placed = await checkout(t.app, u, 'cod');
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().orderId as number;
    expect(await stockOf(a.pl_id)).toEqual({ remaining: beforeA.remaining - 2, sold: beforeA.sold + 2 });
    expect(await stockOf(b.pl_id)).toEqual({ remaining: beforeB.remaining - 1, sold: beforeB.sold + 1 });
    expect(await count(sql`select count(*)::int as n from cart_items where user_id = ${u.userId}`)).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from mail_outbox where subject = ${`Your Chamak order #${orderId} is confirmed`}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from orders where id = ${orderId} and stock_reserved_at is not null`,
      ),
    ).toBe(1);
  });

  it('leaves nothing behind when one line has sold out: no order, no mail, stock and cart as they were', async () => {
    const u = await signupAndLogin(t.app);
    const a = await sizeInStock(t.database.db, 10);
    const b = await sizeInStock(t.database.db, 10, true);
    await addToCart(t.app, u, a, 1);
    await addToCart(t.app, u, b, 1);
    await t.database.db.execute(sql`update product_litres set remaining_qty = 0 where id = ${b.pl_id}`);
    const beforeA = await stockOf(a.pl_id);
    const orders = await count(sql`select count(*)::int as n from orders`);
    const mails = await count(sql`select count(*)::int as n from mail_outbox`);
    const refused = await checkout(t.app, u, 'cod');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is out of stock\.$/);
    expect(await stockOf(a.pl_id)).toEqual(beforeA);
    expect(await count(sql`select count(*)::int as n from cart_items where user_id = ${u.userId}`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from orders`)).toBe(orders);
    expect(await count(sql`select count(*)::int as n from mail_outbox`)).toBe(mails);
    await t.database.db.execute(sql`update product_litres set remaining_qty = 20 where id = ${b.pl_id}`);
  });

  it('gives the stock back on cancel, through the stock module', async () => {
    const u = await signupAndLogin(t.app);
    const a = await sizeInStock(t.database.db, 10);
    const before = await stockOf(a.pl_id);
    await addToCart(t.app, u, a, 3);
    const orderId = (await checkout(t.app, u, 'cod')).json().orderId as number;
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const cancel = await t.app.inject(
      as(admin.token, { method: 'POST', url: `/api/order/${orderId}/cancel` }),
    );
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(a.pl_id)).toEqual(before);
  });
});

describe('the stock module', () => {
  it('counts two lines of one size together, taking and giving back', async () => {
    const size = await sizeInStock(t.database.db, 4);
    await t.database.db.execute(sql`update product_litres set remaining_qty = 4 where id = ${size.pl_id}`);
    const before = await stockOf(size.pl_id);
    const line = { sizeId: size.pl_id, productId: size.product_id, name: 'Test', label: '1 L' };
    await expect(
      t.database.db.transaction((tx) =>
        takeStock(tx, [
          { ...line, quantity: 3 },
          { ...line, quantity: 2 },
        ]),
      ),
    ).rejects.toThrow('Only 4 left');
    expect(await stockOf(size.pl_id)).toEqual(before);
    const lines = [
      { ...line, quantity: 2 },
      { ...line, quantity: 1 },
    ];
    await t.database.db.transaction((tx) => takeStock(tx, lines));
    expect(await stockOf(size.pl_id)).toEqual({ remaining: 1, sold: before.sold + 3 });
    await t.database.db.transaction((tx) => giveBackStock(tx, lines));
    expect(await stockOf(size.pl_id)).toEqual(before);
  });

  it('takes two products at once, and when the second is short names it and has changed nothing', async () => {
    const a = await sizeInStock(t.database.db, 10);
    const b = await sizeInStock(t.database.db, 10, true);
    await t.database.db.execute(sql`update product_litres set remaining_qty = 2 where id = ${b.pl_id}`);
    const [beforeA, beforeB] = [await stockOf(a.pl_id), await stockOf(b.pl_id)];
    const lineA = { sizeId: a.pl_id, productId: a.product_id, quantity: 3, name: 'First', label: '1 L' };
    const lineB = { sizeId: b.pl_id, productId: b.product_id, quantity: 3, name: 'Second', label: '500 ml' };
    // Inside the transaction, before it rolls back: the first size's stock and sales are as they were.
    let seenInside: Stock[] = [];
    await expect(
      t.database.db.transaction(async (tx) => {
        try {
          await takeStock(tx, [lineA, lineB]);
        } finally {
          seenInside = await rows<Stock>(
            tx,
            sql`select pl.remaining_qty as remaining, p.units_sold as sold
              from product_litres pl join products p on p.id = pl.product_id where pl.id = ${a.pl_id}`,
          );
        }
      }),
    ).rejects.toThrow('Only 2 left');
    expect(seenInside).toEqual([beforeA]);
    await t.database.db.transaction((tx) => takeStock(tx, [lineA, { ...lineB, quantity: 2 }]));
    expect(await stockOf(a.pl_id)).toEqual({ remaining: beforeA.remaining - 3, sold: beforeA.sold + 3 });
    expect(await stockOf(b.pl_id)).toEqual({ remaining: 0, sold: beforeB.sold + 2 });
    // The product card, written by the size table's trigger, carries the stock left.
    const [card] = await rows<{ card: string }>(
      t.database.db,
      sql`select card from product_cards where product_id = ${b.product_id}`,
    );
    const sizes = (JSON.parse(card!.card) as { productlitres: { pl_id: number; remaining_qty: number }[] })
      .productlitres;
    expect(sizes.find((s) => s.pl_id === b.pl_id)?.remaining_qty).toBe(0);
    await t.database.db.transaction((tx) => giveBackStock(tx, [lineA, { ...lineB, quantity: 2 }]));
    expect(await stockOf(a.pl_id)).toEqual(beforeA);
  });

  it('refuses a size no longer sold', async () => {
    await expect(
      t.database.db.transaction((tx) =>
        takeStock(tx, [{ sizeId: null, productId: null, quantity: 1, name: 'Rose Attar', label: '10 ml' }]),
      ),
    ).rejects.toThrow('Rose Attar (10 ml) is no longer sold.');
  });
});
