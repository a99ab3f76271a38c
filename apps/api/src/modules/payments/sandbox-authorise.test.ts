// The sandbox window's Pay for a subscription's first order (decision 0326): POST /api/payments/sandbox/authorise
// answers a signed payment that registers the mandate, so verifying it starts the subscription; only the order's
// own shopper may, and a guest may not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { checkoutAddress, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;
let shopper: TestUser;
let stranger: TestUser;
let providerOrder = '';
let subscriptionId = 0;

beforeAll(async () => {
  t = await testApp();
  const size = await sizeInStock(t.database.db, 5);
  await t.database.db.execute(
    sql`update product_litres set subscribable = true, subscription_intervals = '{30}', subscriber_discount = 10
      where id = ${size.pl_id}`,
  );
  shopper = await signupAndLogin(t.app, { fullname: 'Asha Subscriber' });
  stranger = await signupAndLogin(t.app, { fullname: 'Someone Else' });
  const res = await t.app.inject(
    as(shopper.token, {
      method: 'POST',
      url: '/api/subscriptions',
      payload: {
        ...checkoutAddress,
        productId: size.product_id,
        pl_id: size.pl_id,
        quantity: 1,
        intervalDays: 30,
        method: 'upi',
      },
    }),
  );
  expect(res.statusCode).toBe(200);
  providerOrder = res.json().data.order_id;
  subscriptionId = res.json().data.subscriptionId;
});
afterAll(() => t.close());

const authorise = (user: TestUser | null) =>
  t.app.inject(
    as(user?.token, {
      method: 'POST',
      url: '/api/payments/sandbox/authorise',
      payload: { order_id: providerOrder },
    }),
  );

describe('the sandbox window paying a subscription’s first order', () => {
  it('refuses a guest and another shopper', async () => {
    expect((await authorise(null)).statusCode).toBe(401);
    expect((await authorise(stranger)).statusCode).toBe(403);
  });

  it('answers a payment that registers the mandate: verifying it starts the subscription', async () => {
    const res = await authorise(shopper);
    expect(res.statusCode).toBe(200);
    const proof = res.json() as Record<string, string>;
    expect(proof.razorpay_order_id).toBe(providerOrder);
    const verified = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: { ...proof, paymentMethod: 'online', userId: shopper.userId },
      }),
    );
    expect(verified.statusCode).toBe(200);
    const [stored] = await rows<{ status: string; token: string | null }>(
      t.database.db,
      sql`select status, mandate_token_id as token from subscriptions where id = ${subscriptionId}`,
    );
    expect(stored).toMatchObject({ status: 'active', token: expect.stringMatching(/^token_sbx/) });
  });
});
