import type { CartItem } from '@chamak/shared/cart';
import { deliveryChargePaise } from '@chamak/shared/delivery';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { checkout } from '../../test/checkout.ts';

let t: TestApp;
let me: TestUser;
let other: TestUser;
type Size = { product_id: number; pl_id: number; remaining: number; name: string; label: string };
let roomy: Size;
let scarce: Size;
let secondSize: Size;

beforeAll(async () => {
  t = await testApp();
  me = await signupAndLogin(t.app);
  other = await signupAndLogin(t.app);
  const sizes = await rows<Size>(
    t.database.db,
    sql`select pl.product_id, pl.id as pl_id, pl.remaining_qty as remaining, p.name, l.label
      from product_litres pl join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id order by pl.id`,
  );
  roomy = sizes.find((s) => s.remaining >= 50)!;
  secondSize = sizes.find((s) => s.remaining >= 50 && s.product_id !== roomy.product_id)!;
  await t.database.db.execute(
    sql`update product_litres set remaining_qty = 3 where id = ${sizes.at(-1)!.pl_id}`,
  );
  scarce = { ...sizes.at(-1)!, remaining: 3 };
});
afterAll(() => t?.close());

const add = (user: TestUser | undefined, body: Record<string, unknown>) =>
  t.app.inject(as(user?.token, { method: 'POST', url: '/api/cart/add', payload: body }));
const cartOf = async (user: TestUser) =>
  (
    await t.app.inject(
      as(user.token, { method: 'POST', url: '/api/cart/get', payload: { userId: user.userId } }),
    )
  ).json() as CartItem[];

describe('a customer’s cart', () => {
  it('adds, and adding the same product and size adds to its quantity', async () => {
    const first = await add(me, {
      userId: me.userId,
      productId: roomy.product_id,
      pl_id: roomy.pl_id,
      quantity: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Product added to cart!');
    await add(me, { userId: me.userId, productId: roomy.product_id, pl_id: roomy.pl_id, quantity: 2 });
    const cart = await cartOf(me);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      productId: roomy.product_id,
      pl_id: roomy.pl_id,
      quantity: 3,
      Product: { name: roomy.name },
    });
    expect(cart[0]!.productlitre.litre.litre).toBe(roomy.label);
    expect(cart[0]!.productlitre.productimages[0]!.image).toMatch(/^\/media\//);
  });

  it('refuses more than is in stock with a clear message, and an out-of-stock size', async () => {
    const tooMany = await add(me, {
      userId: me.userId,
      productId: scarce.product_id,
      pl_id: scarce.pl_id,
      quantity: 4,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Only 3 left in stock for ${scarce.name} (${scarce.label}).`);
    expect(
      (await add(me, { userId: me.userId, productId: scarce.product_id, pl_id: scarce.pl_id, quantity: 3 }))
        .statusCode,
    ).toBe(200);
    const more = await add(me, {
      userId: me.userId,
      productId: scarce.product_id,
      pl_id: scarce.pl_id,
      quantity: 1,
    });
    expect(more.statusCode).toBe(409);
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = 0 where id = ${secondSize.pl_id}`,
    );
    const none = await add(me, {
      userId: me.userId,
      productId: secondSize.product_id,
      pl_id: secondSize.pl_id,
      quantity: 1,
    });
    expect(none.json().message).toBe('This size is out of stock.');
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = ${secondSize.remaining} where id = ${secondSize.pl_id}`,
    );
  });

  it('refuses a size that belongs to another product, and a zero quantity', async () => {
    const mismatch = await add(me, {
      userId: me.userId,
      productId: secondSize.product_id,
      pl_id: roomy.pl_id,
      quantity: 1,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('That size does not belong to this product.');
    const zero = await add(me, {
      userId: me.userId,
      productId: roomy.product_id,
      pl_id: roomy.pl_id,
      quantity: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Quantity must be at least 1.');
  });

  it('updates a quantity within stock, and never below 1', async () => {
    const line = (await cartOf(me)).find((l) => l.pl_id === roomy.pl_id)!;
    const ok = await t.app.inject(
      as(me.token, { method: 'PUT', url: `/api/cart/update/${line.cartId}`, payload: { quantity: 5 } }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Quantity updated');
    expect((await cartOf(me)).find((l) => l.pl_id === roomy.pl_id)!.quantity).toBe(5);
    const zero = await t.app.inject(
      as(me.token, { method: 'PUT', url: `/api/cart/update/${line.cartId}`, payload: { quantity: 0 } }),
    );
    expect(zero.statusCode).toBe(400);
    const scarceLine = (await cartOf(me)).find((l) => l.pl_id === scarce.pl_id)!;
    const over = await t.app.inject(
      as(me.token, { method: 'PUT', url: `/api/cart/update/${scarceLine.cartId}`, payload: { quantity: 9 } }),
    );
    expect(over.statusCode).toBe(409);
  });

  it('keeps other customers and guests out', async () => {
    expect(
      (await add(undefined, { userId: me.userId, productId: roomy.product_id, pl_id: roomy.pl_id }))
        .statusCode,
    ).toBe(401);
    expect(
      (await add(other, { userId: me.userId, productId: roomy.product_id, pl_id: roomy.pl_id })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject(
          as(other.token, { method: 'POST', url: '/api/cart/get', payload: { userId: me.userId } }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart/get', payload: { userId: me.userId } }))
        .statusCode,
    ).toBe(401);
    const line = (await cartOf(me))[0]!;
    const update = await t.app.inject(
      as(other.token, { method: 'PUT', url: `/api/cart/update/${line.cartId}`, payload: { quantity: 1 } }),
    );
    expect(update.statusCode).toBe(404);
    const remove = await t.app.inject(
      as(other.token, { method: 'DELETE', url: `/api/cart/remove/${line.cartId}` }),
    );
    expect(remove.statusCode).toBe(404);
    expect(remove.json().message).toBe('Item not found in cart');
    expect((await cartOf(me)).find((l) => l.cartId === line.cartId)!.quantity).toBe(line.quantity);
  });

  it('removes a line', async () => {
    const line = (await cartOf(me)).find((l) => l.pl_id === scarce.pl_id)!;
    const res = await t.app.inject(
      as(me.token, { method: 'DELETE', url: `/api/cart/remove/${line.cartId}` }),
    );
    expect(res.json().message).toBe('Item removed from cart');
    expect((await cartOf(me)).some((l) => l.pl_id === scarce.pl_id)).toBe(false);
  });
});

describe('a guest’s cart', () => {
  it('is priced by the server from the browser list, dropping lines that do not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/get',
      payload: {
        cartDatas: [
          { productId: roomy.product_id, pl_id: roomy.pl_id, quantity: 2 },
          { productId: 999999, pl_id: 999999, quantity: 1 },
          { productId: secondSize.product_id, pl_id: roomy.pl_id, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json() as CartItem[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ cartId: null, quantity: 2, pl_id: roomy.pl_id });
    const [stored] = await rows<{ discounted: number; total_ml: number }>(
      t.database.db,
      sql`select pl.discounted_price_paise as discounted, l.total_ml from product_litres pl join litres l on l.id = pl.litre_id where pl.id = ${roomy.pl_id}`,
    );
    expect(Math.round(items[0]!.productlitre.discounted_price * 100)).toBe(stored!.discounted);
    // The browser computes the delivery charge with the very function the server uses.
    expect(
      deliveryChargePaise(
        items.map((i) => ({ totalMl: i.productlitre.litre.total_ml, quantity: i.quantity })),
      ),
    ).toBe(stored!.total_ml * 2 < 1000 ? 9900 : 19900);
  });

  it('says which sizes are offered by subscription, with their intervals and subscriber discount', async () => {
    await t.database.db.execute(
      sql`update product_litres set subscribable = true, subscription_intervals = '{30,60}', subscriber_discount = 10
        where id = ${roomy.pl_id}`,
    );
    await t.database.db.execute(
      sql`update product_litres set subscribable = false where id = ${secondSize.pl_id}`,
    );
    const lines = [
      { productId: roomy.product_id, pl_id: roomy.pl_id, quantity: 1 },
      { productId: secondSize.product_id, pl_id: secondSize.pl_id, quantity: 1 },
    ];
    const guest = (
      await t.app.inject({ method: 'POST', url: '/api/cart/get', payload: { cartDatas: lines } })
    ).json() as CartItem[];
    const customer = await signupAndLogin(t.app);
    for (const line of lines) await add(customer, { userId: customer.userId, ...line });
    for (const items of [guest, await cartOf(customer)]) {
      expect(items.map((i) => [i.pl_id, i.productlitre.subscription])).toEqual([
        [roomy.pl_id, { intervals: [30, 60], discountPercent: 10 }],
        [secondSize.pl_id, null],
      ]);
    }
  });

  it('refuses malformed guest lines with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/get',
      payload: { cartDatas: [{ productId: 'x', pl_id: 1, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('merging a guest’s cart and wishlist at login (D10)', () => {
  it('adds quantities for the same size, keeps the account’s lines, drops duplicates and missing products', async () => {
    const u = await signupAndLogin(t.app);
    await add(u, { userId: u.userId, productId: roomy.product_id, pl_id: roomy.pl_id, quantity: 2 });
    await t.app.inject(
      as(u.token, {
        method: 'POST',
        url: '/api/wishlist/add',
        payload: { userId: u.userId, productId: roomy.product_id },
      }),
    );
    const res = await t.app.inject(
      as(u.token, {
        method: 'POST',
        url: '/api/cart/merge',
        payload: {
          userId: u.userId,
          cartDatas: [
            { productId: roomy.product_id, pl_id: roomy.pl_id, quantity: 3 },
            { productId: secondSize.product_id, pl_id: secondSize.pl_id, quantity: 1 },
            { productId: 424242, pl_id: 424242, quantity: 1 },
          ],
          wishlistDatas: [
            { productId: roomy.product_id },
            { productId: secondSize.product_id },
            { productId: 424242 },
          ],
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const cart = await cartOf(u);
    expect(cart.find((l) => l.pl_id === roomy.pl_id)!.quantity).toBe(5);
    expect(cart.find((l) => l.pl_id === secondSize.pl_id)!.quantity).toBe(1);
    expect(cart).toHaveLength(2);
    const wishlist = (
      await t.app.inject(
        as(u.token, { method: 'POST', url: '/api/wishlist/get', payload: { userId: u.userId } }),
      )
    ).json();
    expect(wishlist.map((w: { productId: number }) => w.productId).sort()).toEqual(
      [roomy.product_id, secondSize.product_id].sort(),
    );
  });

  it('20 concurrent merges with lines in opposite orders, and cash orders on the same sizes, all succeed (decision 0002)', async () => {
    const sizes = await rows<{ product_id: number; pl_id: number }>(
      t.database.db,
      sql`select product_id, id as pl_id from product_litres order by id limit 6`,
    );
    await t.database.db.execute(
      sql`update product_litres set total_qty = 1000, remaining_qty = 1000 where id = any(${arrayLiteral(sizes.map((z) => z.pl_id))}::int[])`,
    );
    const mergers = await Promise.all(Array.from({ length: 5 }, () => signupAndLogin(t.app)));
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signupAndLogin(t.app)));
    for (const buyer of buyers)
      for (const z of sizes)
        expect(
          (await add(buyer, { userId: buyer.userId, productId: z.product_id, pl_id: z.pl_id, quantity: 1 }))
            .statusCode,
        ).toBe(200);
    const lines = sizes.map((z) => ({ productId: z.product_id, pl_id: z.pl_id, quantity: 1 }));
    const reversed = [...lines].reverse();

    const merges = Array.from({ length: 20 }, (_, n) => {
      const u = mergers[n % mergers.length]!;
      return t.app.inject(
        as(u.token, {
          method: 'POST',
          url: '/api/cart/merge',
          payload: { userId: u.userId, cartDatas: n % 2 === 0 ? lines : reversed },
        }),
      );
    });
    const orders = buyers.map((u) => checkout(t.app, u, 'cod'));
    const answers = await Promise.all([...merges, ...orders]);
    expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`)).toEqual(
      answers.map(() => '200 '),
    );

    // Each merger merged four times: every size adds up to 4, nothing more and nothing lost.
    for (const u of mergers) {
      const cart = await cartOf(u);
      expect(cart.map((l) => [l.pl_id, l.quantity]).sort((a, b) => a[0]! - b[0]!)).toEqual(
        sizes.map((z) => [z.pl_id, 4]),
      );
    }
    // Each cash order took one of every size.
    const stock = await rows<{ remaining: number }>(
      t.database.db,
      sql`select remaining_qty as remaining from product_litres where id = any(${arrayLiteral(sizes.map((z) => z.pl_id))}::int[]) order by id`,
    );
    expect(stock.map((z) => z.remaining)).toEqual(sizes.map(() => 1000 - buyers.length));
  });

  it('refuses to merge into someone else’s account', async () => {
    const res = await t.app.inject(
      as(other.token, {
        method: 'POST',
        url: '/api/cart/merge',
        payload: { userId: me.userId, cartDatas: [] },
      }),
    );
    expect(res.statusCode).toBe(403);
  });
});
