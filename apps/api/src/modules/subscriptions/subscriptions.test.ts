// Subscribe and save through the real routes (decision 0326): subscribing places the first order priced with the
// subscriber discount on a mandate order, its sandbox payment registers the token and starts the subscription one
// interval on; the shopper lists, skips, pauses, resumes and cancels (the mandate revoked at the gateway); every
// bad input is refused with its message and leaves nothing behind; nobody reaches another shopper's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkoutAddress, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';

const today = new Date('2026-12-01T06:30:00Z');
let t: TestApp;
let sandbox: SandboxGateway;
let size: SizeInStock & { price: number };
let shopper: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await testApp({ clock: () => today });
  sandbox = t.app.gateway as SandboxGateway;
  const found = await sizeInStock(t.database.db, 20);
  await t.database.db.execute(
    sql`update product_litres set subscribable = true, subscription_intervals = '{30,60}', subscriber_discount = 10
      where id = ${found.pl_id}`,
  );
  // Nothing else in the shop discounts it: the subscriber discount is the only one in these figures.
  await t.database.db.execute(sql`update promotions set active = false`);
  const [priced] = await rows<{ price: number }>(
    t.database.db,
    sql`select discounted_price_paise as price from product_litres where id = ${found.pl_id}`,
  );
  size = { ...found, price: priced!.price };
  shopper = await signupAndLogin(t.app, { fullname: 'Asha Subscriber' });
  stranger = await signupAndLogin(t.app, { fullname: 'Someone Else' });
});
afterAll(() => t.close());

const subscribe = (user: TestUser | null, body: Record<string, unknown> = {}) =>
  t.app.inject(
    as(user?.token, {
      method: 'POST',
      url: '/api/subscriptions',
      payload: {
        ...checkoutAddress,
        productId: size.product_id,
        pl_id: size.pl_id,
        quantity: 2,
        intervalDays: 30,
        method: 'upi',
        ...body,
      },
    }),
  );

const listOf = async (user: TestUser) => {
  const res = await t.app.inject(
    as(user.token, { method: 'GET', url: `/api/users/${user.userId}/subscriptions` }),
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    id: number;
    status: string;
    nextDueOn: string | null;
    nextAmountPaise: number;
  }[];
};

const act = (user: TestUser, id: number, verb: string, payload?: object) =>
  t.app.inject(
    as(user.token, {
      method: 'POST',
      url: `/api/subscriptions/${id}/${verb}`,
      ...(payload ? { payload } : {}),
    }),
  );

const countOf = async (table: 'subscriptions' | 'orders') =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!
    .n;

describe('subscribing', () => {
  let subscriptionId = 0;

  it('places the first order with the subscriber discount on a mandate, and starts once it is paid', async () => {
    // Subscribed to from the cart (its line links to the subscription checkout): once paid, the line goes, as an
    // ordinary order's lines do.
    await addToCart(t.app, shopper, size, 1);
    const cartSizes = async () =>
      (
        await rows<{ pl: number }>(
          t.database.db,
          sql`select product_litre_id as pl from cart_items where user_id = ${shopper.userId}`,
        )
      ).map((r) => r.pl);
    expect(await cartSizes()).toContain(size.pl_id);
    const res = await subscribe(shopper);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ currency: 'INR', gateway: 'sandbox', method: 'upi', recurring: true });
    subscriptionId = data.subscriptionId;
    const [order] = await rows<{
      total_paise: number;
      subtotal_paise: number;
      discount_paise: number;
      payment_status: string;
    }>(
      t.database.db,
      sql`select total_paise, subtotal_paise, discount_paise, payment_status from orders where id = ${data.orderId}`,
    );
    const discount = Math.floor((2 * size.price * 10) / 100);
    expect(order).toMatchObject({
      subtotal_paise: 2 * size.price,
      discount_paise: discount,
      payment_status: 'pending',
    });
    expect(data.amount).toBe(order!.total_paise);
    // The mandate's cap covers twice the first order, at least ₹2,000, at most ₹15,000.
    expect(data.maxAmount).toBe(Math.min(15_000_00, Math.max(2 * order!.total_paise, 2_000_00)));
    const lines = await rows<{ label: string; promotion_id: number | null; amount_paise: number }>(
      t.database.db,
      sql`select label, promotion_id, amount_paise from order_discounts where order_id = ${data.orderId}`,
    );
    expect(lines).toEqual([
      { label: 'Subscriber discount (10%)', promotion_id: null, amount_paise: discount },
    ]);
    // Not started, so not listed, until the first payment registers the mandate.
    expect(await listOf(shopper)).toEqual([]);

    const paid = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: sandbox.mandates.authorise(data.order_id),
      }),
    );
    expect(paid.statusCode).toBe(200);
    expect(await cartSizes()).not.toContain(size.pl_id);
    const [started] = await listOf(shopper);
    expect(started).toMatchObject({
      id: subscriptionId,
      status: 'active',
      nextDueOn: '2026-12-31',
      quantity: 2,
      intervalDays: 30,
      intervalsOffered: [30, 60],
      discountPercent: 10,
      method: 'upi',
      nextAmountPaise: 2 * size.price - discount,
      postalCode: checkoutAddress.postalCode,
    });
    // Its picture as an address the browser can load, not the storage key.
    const image = (started as unknown as { image: string | null }).image;
    if (image) expect(image).toMatch(/^(\/|http).*\.webp$/);
    const [stored] = await rows<{ token: string; customer: string }>(
      t.database.db,
      sql`select mandate_token_id as token, gateway_customer_id as customer from subscriptions where id = ${subscriptionId}`,
    );
    expect(stored!.token).toMatch(/^token_sbx/);
    expect(stored!.customer).toMatch(/^cust_sbx/);
  });

  it('skips, pauses, resumes and cancels, revoking the mandate', async () => {
    const skipped = await act(shopper, subscriptionId, 'skip');
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({
      message: 'The next delivery is skipped.',
      data: { nextDueOn: '2027-01-30' },
    });

    const paused = await act(shopper, subscriptionId, 'pause', { reason: 'Going away for a month' });
    expect(paused.json().data).toMatchObject({
      status: 'paused',
      pausedBy: 'shopper',
      statusReason: 'Going away for a month',
    });
    const resumed = await act(shopper, subscriptionId, 'resume');
    // Its date was still ahead, so it stays.
    expect(resumed.json().data).toMatchObject({ status: 'active', nextDueOn: '2027-01-30', pausedBy: null });

    const cancelled = await act(shopper, subscriptionId, 'cancel', {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Subscription cancelled. No further payments will be taken.',
      data: { status: 'cancelled', nextDueOn: null },
    });
    const [stored] = await rows<{ token: string; revoked: boolean }>(
      t.database.db,
      sql`select mandate_token_id as token, mandate_revoked_at is not null as revoked from subscriptions where id = ${subscriptionId}`,
    );
    expect(stored!.revoked).toBe(true);
    expect(sandbox.mandates.cancelled.has(stored!.token)).toBe(true);
    // Cancelled is final.
    const again = await act(shopper, subscriptionId, 'resume');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This subscription is cancelled or not started yet, so it cannot be changed.',
      code: 'SUBSCRIPTION_NOT_CHANGEABLE',
    });
  });

  it('never starts when its first order is paid without a mandate, which stands as a one-off order', async () => {
    const buyer = await signupAndLogin(t.app, { fullname: 'One Off' });
    const res = await subscribe(buyer);
    expect(res.statusCode).toBe(200);
    const paid = await t.app.inject(
      as(buyer.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: sandbox.pay(res.json().data.order_id),
      }),
    );
    expect(paid.statusCode).toBe(200);
    expect(await listOf(buyer)).toEqual([]);
    const [stored] = await rows<{ status: string; paid: string }>(
      t.database.db,
      sql`select s.status, o.payment_status as paid from subscriptions s join orders o on o.id = s.first_order_id
        where s.id = ${res.json().data.subscriptionId}`,
    );
    expect(stored).toEqual({ status: 'pending', paid: 'paid' });
  });

  it('keeps another shopper and guests out', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/subscriptions', payload: {} });
    expect(guest.statusCode).toBe(401);
    const theirs = await t.app.inject(
      as(stranger.token, { method: 'GET', url: `/api/users/${shopper.userId}/subscriptions` }),
    );
    expect(theirs.statusCode).toBe(403);
    const [id] = (await listOf(shopper)).map((s) => s.id);
    for (const verb of ['skip', 'pause', 'resume', 'cancel']) {
      const res = await act(stranger, id!, verb);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Subscription not found' });
    }
  });
});

describe('a subscription refused', () => {
  it('says why, and leaves no subscription and no order behind', async () => {
    const before = { subscriptions: await countOf('subscriptions'), orders: await countOf('orders') };
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { method: 'cod' },
        422,
        'Cash on delivery cannot renew by itself, so it cannot subscribe. Pay by UPI AutoPay or card, or buy once and we will remind you when it is about to run out.',
        'VALIDATION_FAILED',
      ],
      [
        { method: 'cheque' },
        400,
        'Subscriptions renew on UPI AutoPay or a card: please choose one',
        'VALIDATION_FAILED',
      ],
      [
        { intervalDays: 45 },
        400,
        'Choose one of the intervals offered: every 30, 60 days.',
        'INTERVAL_NOT_OFFERED',
      ],
      [{ quantity: 0 }, 400, 'Quantity must be a whole number from 1 to 99', 'VALIDATION_FAILED'],
    ];
    for (const [body, status, message, code] of cases) {
      const res = await subscribe(shopper, body);
      expect([body, res.statusCode]).toEqual([body, status]);
      expect(res.json().code).toBe(code);
      if (message) expect(res.json().message).toContain(message);
    }
    // More than is left.
    await t.database.db.execute(sql`update product_litres set remaining_qty = 1 where id = ${size.pl_id}`);
    const short = await subscribe(shopper, { quantity: 2 });
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = ${size.remaining} where id = ${size.pl_id}`,
    );
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('OUT_OF_STOCK');
    // A size the shop does not offer by subscription.
    const other = await sizeInStock(t.database.db, 5, true);
    await t.database.db.execute(
      sql`update product_litres set subscribable = false where id = ${other.pl_id}`,
    );
    const plain = await subscribe(shopper, { productId: other.product_id, pl_id: other.pl_id });
    expect(plain.statusCode).toBe(422);
    expect(plain.json()).toEqual({
      message: 'This size is not offered by subscription.',
      code: 'SIZE_NOT_SUBSCRIBABLE',
    });
    expect({ subscriptions: await countOf('subscriptions'), orders: await countOf('orders') }).toEqual(
      before,
    );
  });
});

describe('changing a subscription', () => {
  it('changes interval, quantity, next date and address, refusing what subscribing would refuse', async () => {
    const owner = await signupAndLogin(t.app, { fullname: 'Change Maker' });
    const res = await subscribe(owner);
    await t.app.inject(
      as(owner.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: sandbox.mandates.authorise(res.json().data.order_id),
      }),
    );
    const id = res.json().data.subscriptionId as number;
    const patch = (payload: object, user: TestUser = owner) =>
      t.app.inject(as(user.token, { method: 'PATCH', url: `/api/subscriptions/${id}`, payload }));

    const changed = await patch({ intervalDays: 60, quantity: 3, nextDueOn: '2027-01-15' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Subscription changed. It applies from the next notice.',
      data: { intervalDays: 60, quantity: 3, nextDueOn: '2027-01-15' },
    });
    const moved = await patch({
      address: { ...checkoutAddress, city: 'Pune', state: 'Maharashtra', postalCode: '411006' },
    });
    expect(moved.json().data).toMatchObject({ city: 'Pune', postalCode: '411006' });

    const refusals: [object, number, string][] = [
      [{}, 400, 'Nothing to change'],
      [{ intervalDays: 45 }, 400, 'Choose one of the intervals offered: every 30, 60 days.'],
      [{ quantity: 0 }, 400, 'Quantity must be a whole number from 1 to 99'],
      [{ nextDueOn: '2026-12-02' }, 400, 'Choose a next date from 3 December 2026 to 1 December 2027.'],
      [{ nextDueOn: 'soon' }, 400, 'Next date must be a date (yyyy-mm-dd)'],
      [{ address: { ...checkoutAddress, state: 'Goa' } }, 400, 'PIN'],
      [{ pl_id: 999999 }, 400, 'Choose another size of the same product.'],
    ];
    for (const [payload, status, message] of refusals) {
      const refused = await patch(payload);
      expect([payload, refused.statusCode]).toEqual([payload, status]);
      expect(refused.json().message).toContain(message);
    }
    await t.database.db.execute(sql`update product_litres set remaining_qty = 2 where id = ${size.pl_id}`);
    const short = await patch({ quantity: 5 });
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = ${size.remaining} where id = ${size.pl_id}`,
    );
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('OUT_OF_STOCK');
    // Nothing refused changed anything; nobody else may change it.
    expect((await patch({ quantity: 1 }, stranger)).statusCode).toBe(404);
    const [kept] = (await listOf(owner)) as unknown as {
      intervalDays: number;
      quantity: number;
      nextDueOn: string;
      city: string;
    }[];
    expect(kept).toMatchObject({ intervalDays: 60, quantity: 3, nextDueOn: '2027-01-15', city: 'Pune' });
  });
});
