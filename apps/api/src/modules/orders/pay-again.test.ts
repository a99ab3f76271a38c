// Paying again after a failed online payment (decision 0294), through the real routes with the sandbox gateway:
// the same order and provider order come back for the stored total, paying them makes that order paid (one
// order, never two), and an order that is paid, cash on delivery, cancelled, sold out or someone else's is refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const post = (u: Pick<TestUser, 'token'> | null, url: string, payload?: object) =>
  t.app.inject(as(u?.token, { method: 'POST', url, ...(payload ? { payload } : {}) }));
const payAgain = (u: TestUser | null, orderId: number) => post(u, `/api/order/${orderId}/payment`);

/** A customer's online order whose sandbox payment failed: ours and the provider's ids, and its total. */
async function failedOrder(quantity = 1) {
  const u = await signupAndLogin(t.app);
  await addToCart(t.app, u, await sizeInStock(t.database.db, 10), quantity);
  const created = await checkout(t.app, u, 'online');
  expect(created.statusCode, created.body).toBe(200);
  const { orderId, order_id, amount } = created.json().data as {
    orderId: number;
    order_id: string;
    amount: number;
  };
  expect((await post(u, '/api/payments/sandbox/fail', { order_id })).statusCode).toBe(200);
  return { u, orderId, providerOrderId: order_id, amount };
}

const paymentOf = async (orderId: number) =>
  (
    await rows<{ payment_status: string }>(
      t.database.db,
      sql`select payment_status from orders where id = ${orderId}`,
    )
  )[0]!.payment_status;

describe('paying again for an order whose payment failed', () => {
  it('reopens the same order for its stored total, and paying it makes that one order paid', async () => {
    const { u, orderId, providerOrderId, amount } = await failedOrder(2);
    expect(await paymentOf(orderId)).toBe('failed');
    // The stored total is the server's, whatever happens to the cart meanwhile.
    await t.database.db.execute(sql`delete from cart_items where user_id = ${u.userId}`);

    const again = await payAgain(u, orderId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      orderId,
      order_id: providerOrderId,
      amount,
      currency: 'INR',
      gateway: 'sandbox',
    });
    expect(again.json().data.products).toHaveLength(1);

    const proof = (await post(u, '/api/payments/sandbox/pay', { order_id: providerOrderId })).json();
    const verified = await post(u, '/api/order/verify-payment', {
      ...proof,
      paymentMethod: 'online',
      userId: u.userId,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().orderId).toBe(orderId);
    expect(await paymentOf(orderId)).toBe('paid');
    const orders = await rows<{ id: number }>(
      t.database.db,
      sql`select id from orders where user_id = ${u.userId}`,
    );
    expect(orders.map((o) => o.id)).toEqual([orderId]);

    const paid = await payAgain(u, orderId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({
      message: 'This order is paid already.',
      code: 'ORDER_NOT_AWAITING_PAYMENT',
    });
  });

  it('is the order’s customer’s only: another customer gets 404, a guest 401', async () => {
    const { orderId } = await failedOrder();
    const other = await signupAndLogin(t.app);
    const theirs = await payAgain(other, orderId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Order not found.', code: 'NOT_FOUND' });
    expect((await payAgain(null, orderId)).statusCode).toBe(401);
    expect((await payAgain(other, 2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses a cash order, a cancelled order and a sold-out one', async () => {
    const cash = await signupAndLogin(t.app);
    await addToCart(t.app, cash, await sizeInStock(t.database.db, 10));
    const placed = await checkout(t.app, cash, 'cod');
    expect(placed.statusCode, placed.body).toBe(200);
    const onDelivery = await payAgain(cash, placed.json().orderId);
    expect(onDelivery.statusCode).toBe(409);
    expect(onDelivery.json().code).toBe('ORDER_NOT_AWAITING_PAYMENT');

    const cancelled = await failedOrder();
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const cancelling = await post(admin, `/api/order/${cancelled.orderId}/cancel`, {});
    expect(cancelling.statusCode, cancelling.body).toBe(200);
    const refused = await payAgain(cancelled.u, cancelled.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_CANCELLED');

    const soldOut = await failedOrder();
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = 0
        where id in (select product_litre_id from order_items where order_id = ${soldOut.orderId})`,
    );
    const none = await payAgain(soldOut.u, soldOut.orderId);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('OUT_OF_STOCK');
  });
});
