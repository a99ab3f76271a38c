import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../../test/auth.ts';

let t: TestApp;
let me: TestUser;
let other: TestUser;
let productIds: number[];

beforeAll(async () => {
  t = await testApp();
  me = await signupAndLogin(t.app);
  other = await signupAndLogin(t.app);
  productIds = (
    await rows<{ id: number }>(t.database.db, sql`select id from products order by id limit 3`)
  ).map((p) => p.id);
});
afterAll(() => t?.close());

const addFor = (user: TestUser, productId: number, userId = user.userId) =>
  t.app.inject(as(user.token, { method: 'POST', url: '/api/wishlist/add', payload: { userId, productId } }));

describe('wishlist', () => {
  it('adds a product once: a duplicate is refused with SPEC’s message', async () => {
    const first = await addFor(me, productIds[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Product added to wishlist!');
    const again = await addFor(me, productIds[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Product is already added to wishlist');
  });

  it('lists the customer’s items with their products, and prices a guest’s list', async () => {
    await addFor(me, productIds[1]!);
    const mine = (
      await t.app.inject(
        as(me.token, { method: 'POST', url: '/api/wishlist/get', payload: { userId: me.userId } }),
      )
    ).json();
    expect(mine.map((w: { productId: number }) => w.productId)).toEqual([productIds[0], productIds[1]]);
    expect(mine[0].Product.productlitres.length).toBeGreaterThan(0);
    const guest = (
      await t.app.inject({
        method: 'POST',
        url: '/api/wishlist/get',
        payload: { wishlistDatas: [{ productId: productIds[2] }, { productId: 999999 }] },
      })
    ).json();
    expect(guest).toHaveLength(1);
    expect(guest[0]).toMatchObject({ id: null, productId: productIds[2] });
  });

  it('keeps others out and removes one’s own item', async () => {
    expect((await addFor(other, productIds[2]!, me.userId)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject(
          as(other.token, { method: 'POST', url: '/api/wishlist/get', payload: { userId: me.userId } }),
        )
      ).statusCode,
    ).toBe(403);
    const mine = (
      await t.app.inject(
        as(me.token, { method: 'POST', url: '/api/wishlist/get', payload: { userId: me.userId } }),
      )
    ).json();
    expect(
      (await t.app.inject(as(other.token, { method: 'DELETE', url: `/api/wishlist/remove/${mine[0].id}` })))
        .statusCode,
    ).toBe(404);
    const removed = await t.app.inject(
      as(me.token, { method: 'DELETE', url: `/api/wishlist/remove/${mine[0].id}` }),
    );
    expect(removed.json().message).toBe('Item removed from wishlist');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/wishlist/remove/${mine[1].id}` })).statusCode,
    ).toBe(401);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await addFor(me, 999999)).statusCode).toBe(404);
  });
});
