// A limited code's limits hold whatever the order of checkouts and payments (decision 0291): one shopper opening
// several online checkouts with a one-use code, a per-customer code or a first-order code and paying each (in turn
// and at once) ends with one order carrying it, the others' payments owed back in full with the reason; a
// shopper's open checkouts hold one use between them, so they never lock the code away from everyone else.
import { promotionMessages } from '@chamak/shared/promotions';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoPromotions } from '../../../../../tools/demo-data/demo-promotions.ts';
import { promotions } from '../../db/schema/index.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { codeTakenMessage } from '../promotions/index.ts';

let t: TestApp;
let size: { product_id: number; pl_id: number };

beforeAll(async () => {
  t = await testApp();
  size = await sizeInStock(t.database.db, 5);
  await t.database.db.execute(sql`update product_litres set remaining_qty = 1000 where id = ${size.pl_id}`);
});
afterAll(() => t?.close());
afterEach(async () => {
  await t.database.db.update(promotions).set({ active: false });
});

let codes = 0;
async function promo(over: Partial<typeof promotions.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(promotions)
    .values({ name: '10% off', code: `LIMIT${++codes}Y`, action: 'percent', percent: 10, ...over })
    .returning();
  return row! as typeof row & { code: string };
}

async function shopper(): Promise<TestUser> {
  const u = await signupAndLogin(t.app);
  await addToCart(t.app, u, size, 1);
  return u;
}

/** An online checkout with the code: the provider order to pay. */
async function openCheckout(u: TestUser, code: string) {
  const res = await checkout(t.app, u, 'online', { code } as never);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { orderId: number; order_id: string; amount: number };
}

/** Pays a provider order in the sandbox and verifies it as the browser does. */
async function pay(u: TestUser, orderId: string) {
  const paid = (
    await t.app.inject(
      as(u.token, { method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id: orderId } }),
    )
  ).json();
  return t.app.inject(
    as(u.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: { ...paid, userId: u.userId, paymentMethod: 'online' },
    }),
  );
}

/** The orders that keep the promotion: redeemed, and paid or placed as cash. */
const keptWith = (promotionId: number) =>
  rows<{ order_id: number; payment_status: string }>(
    t.database.db,
    sql`select d.order_id, o.payment_status from order_discounts d join orders o on o.id = d.order_id
      where d.promotion_id = ${promotionId} and d.redeemed_at is not null and d.released_at is null order by d.order_id`,
  );
const paymentOf = async (orderId: number) =>
  (
    await rows<{ s: string }>(
      t.database.db,
      sql`select payment_status as s from orders where id = ${orderId}`,
    )
  )[0]!.s;

describe('a limited code across one shopper’s online checkouts', () => {
  it('a one-use code: three checkouts paid in turn make one order with the code; the others are refunded with the reason', async () => {
    const p = await promo({ usageLimit: 1 });
    const u = await shopper();
    const opened = [
      await openCheckout(u, p.code),
      await openCheckout(u, p.code),
      await openCheckout(u, p.code),
    ];
    const answers = [];
    for (const o of opened) answers.push(await pay(u, o.order_id));
    expect(answers.map((a) => a.statusCode)).toEqual([409, 409, 200]);
    for (const refused of answers.slice(0, 2)) {
      expect(refused.json().message).toContain(codeTakenMessage(p.code));
      expect(refused.json().message).toContain('refunded in full');
    }
    expect(await keptWith(p.id)).toEqual([{ order_id: opened[2]!.orderId, payment_status: 'paid' }]);
    // The payments not kept are owed back (the admin's list shows them so), and took no stock.
    for (const o of opened.slice(0, 2)) expect(await paymentOf(o.orderId)).toBe('refund_due');
  });

  it('paid in the other order, the newest checkout keeps the code and a stale one paid later is refused', async () => {
    const p = await promo({ usageLimit: 1 });
    const u = await shopper();
    const first = await openCheckout(u, p.code);
    const second = await openCheckout(u, p.code);
    expect((await pay(u, second.order_id)).statusCode).toBe(200);
    const late = await pay(u, first.order_id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain(codeTakenMessage(p.code));
    expect(await keptWith(p.id)).toEqual([{ order_id: second.orderId, payment_status: 'paid' }]);
  });

  it('three checkouts paid at once: at most one keeps a one-use code', async () => {
    const p = await promo({ usageLimit: 1 });
    const u = await shopper();
    const opened = [
      await openCheckout(u, p.code),
      await openCheckout(u, p.code),
      await openCheckout(u, p.code),
    ];
    const answers = await Promise.all(opened.map((o) => pay(u, o.order_id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    expect(await keptWith(p.id)).toHaveLength(1);
  });

  it('a per-customer limit of one holds across checkouts, and across an online checkout and a cash order', async () => {
    const p = await promo({ perCustomerLimit: 1 });
    const u = await shopper();
    const a = await openCheckout(u, p.code);
    const b = await openCheckout(u, p.code);
    expect((await pay(u, a.order_id)).statusCode).toBe(409);
    expect((await pay(u, b.order_id)).statusCode).toBe(200);
    // The code is now used by this customer: a cash order with it is refused before anything is placed.
    await addToCart(t.app, u, size, 1);
    const cod = await checkout(t.app, u, 'cod', { code: p.code } as never);
    expect(cod.statusCode).toBe(422);
    expect(cod.json().message).toBe(promotionMessages.used);
    expect(await keptWith(p.id)).toEqual([{ order_id: b.orderId, payment_status: 'paid' }]);
  });

  it('a first-order code: a cash order placed while an online checkout waits makes the later payment refused', async () => {
    const p = await promo({ firstOrderOnly: true });
    const u = await shopper();
    const online = await openCheckout(u, p.code);
    const cod = await checkout(t.app, u, 'cod', { code: p.code } as never);
    expect(cod.statusCode).toBe(200);
    const late = await pay(u, online.order_id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain(codeTakenMessage(p.code));
    const kept = await keptWith(p.id);
    expect(kept).toEqual([{ order_id: cod.json().orderId, payment_status: 'cod' }]);
  });

  it('the demo shop’s WELCOME10 is kept by one order however many checkouts are paid', async () => {
    // The tests' seed has no promotions: the demo shop's own WELCOME10, as `npm start` loads it.
    const [welcome] = await t.database.db
      .insert(promotions)
      .values(demoPromotions.find((p) => p.code === 'WELCOME10')!)
      .returning();
    const u = await shopper();
    // WELCOME10 asks for a cart of ₹499 or more.
    const [price] = await rows<{ p: number }>(
      t.database.db,
      sql`select discounted_price_paise as p from product_litres where id = ${size.pl_id}`,
    );
    await addToCart(t.app, u, size, Math.ceil(499_00 / price!.p));
    const opened = [await openCheckout(u, 'WELCOME10'), await openCheckout(u, 'WELCOME10')];
    const answers = [await pay(u, opened[0]!.order_id), await pay(u, opened[1]!.order_id)];
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await keptWith(welcome!.id)).toHaveLength(1);
  });

  it("one shopper's open checkouts hold one use between them, so another shopper still gets the code", async () => {
    const p = await promo({ usageLimit: 2 });
    const u = await shopper();
    for (let i = 0; i < 3; i++) await openCheckout(u, p.code);
    const other = await shopper();
    const q = await t.app.inject(
      as(other.token, {
        method: 'POST',
        url: '/api/cart/quote',
        payload: { userId: other.userId, code: p.code },
      }),
    );
    expect(q.json().codeApplied).toBe(p.code);
    const theirs = await openCheckout(other, p.code);
    expect((await pay(other, theirs.order_id)).statusCode).toBe(200);
    // Both uses are now taken (one paid, one held by the first shopper): a third shopper is told before paying.
    const third = await shopper();
    const refused = await checkout(t.app, third, 'online', { code: p.code } as never);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(promotionMessages.used);
  });
});
