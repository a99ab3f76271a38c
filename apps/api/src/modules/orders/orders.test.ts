import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@chamak/shared/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { checkoutAddress } from '../../test/checkout.ts';
import { hmacHex, razorpayGateway, type SandboxGateway } from '../payments/gateway.ts';

let t: TestApp;
let admin: { token: string };
type Size = { product_id: number; pl_id: number; remaining: number; price: number; total_ml: number };
let sizes: Size[];

const address = checkoutAddress;

beforeAll(async () => {
  t = await testApp();
  admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  sizes = await rows<Size>(
    t.database.db,
    sql`select pl.product_id, pl.id as pl_id, pl.remaining_qty as remaining, pl.discounted_price_paise as price, l.total_ml
      from product_litres pl join litres l on l.id = pl.litre_id where pl.remaining_qty >= 20 order by pl.id limit 6`,
  );
});
afterAll(() => t?.close());

const stockOf = async (plId: number) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select remaining_qty as n from product_litres where id = ${plId}`,
    )
  )[0]!.n;
const addToCart = (u: TestUser, s: Size, quantity: number) =>
  t.app.inject(
    as(u.token, {
      method: 'POST',
      url: '/api/cart/add',
      payload: { userId: u.userId, productId: s.product_id, pl_id: s.pl_id, quantity },
    }),
  );
const verify = (u: TestUser, payload: Record<string, unknown>) =>
  t.app.inject(as(u.token, { method: 'POST', url: '/api/order/verify-payment', payload }));
const create = (u: TestUser, extra: Record<string, unknown> = {}) =>
  t.app.inject(
    as(u.token, {
      method: 'POST',
      url: '/api/order/order',
      payload: { ...address, userId: u.userId, paymentMethod: 'online', ...extra },
    }),
  );

describe('cash on delivery', () => {
  it('places the order at the server’s prices, takes stock, empties the cart and mails a confirmation', async () => {
    const u = await signupAndLogin(t.app);
    const [a, b] = sizes;
    await addToCart(u, a!, 2);
    await addToCart(u, b!, 1);
    const before = [await stockOf(a!.pl_id), await stockOf(b!.pl_id)];
    const res = await verify(u, {
      ...address,
      userId: u.userId,
      paymentMethod: 'cod',
      totalPrice: 1,
      finalPrice: 1,
      amount: 100,
      delivery_charge: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Order placed successfully');
    const orderId = res.json().orderId as number;
    expect([await stockOf(a!.pl_id), await stockOf(b!.pl_id)]).toEqual([before[0]! - 2, before[1]! - 1]);
    const cart = (
      await t.app.inject(as(u.token, { method: 'POST', url: '/api/cart/get', payload: { userId: u.userId } }))
    ).json();
    expect(cart).toEqual([]);

    const order = (await t.app.inject(as(u.token, { url: `/api/order/get/${orderId}` }))).json() as Order;
    const subtotal = a!.price * 2 + b!.price;
    const volume = a!.total_ml * 2 + b!.total_ml;
    const delivery = volume < 1000 ? 9900 : 19900;
    expect(Math.round(order.subtotal * 100)).toBe(subtotal);
    expect(Math.round(order.delivery_charge * 100)).toBe(delivery);
    expect(Math.round(order.totalPrice * 100)).toBe(subtotal + delivery);
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'cod',
      status: 1,
      statusLabel: 'Order Placed',
      shipment_order_id: null,
      ...address,
    });
    expect(order.OrderItems).toHaveLength(2);
    expect(order.OrderItems[0]!.productlitre.litre.litre).toBeTruthy();
    const [mail] = await rows<{ subject: string }>(
      t.database.db,
      sql`select subject from mail_outbox where "to" = ${address.email} order by id desc limit 1`,
    );
    expect(mail!.subject).toBe(`Your Chamak order #${orderId} is confirmed`);

    const history = (
      await t.app.inject(as(u.token, { url: `/api/order/getuserorder/${u.userId}` }))
    ).json() as Order[];
    expect(history.map((o) => o.id)).toEqual([orderId]);
  });

  it('adds the COD fee for listed PIN codes and refuses COD where it is switched off', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(u, sizes[2]!, 1);
    const blocked = await verify(u, {
      ...address,
      postalCode: '744101',
      state: 'Andaman and Nicobar Islands',
      userId: u.userId,
      paymentMethod: 'cod',
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe(
      'Cash on delivery is not available for this PIN code. Please pay online.',
    );
    const withFee = await verify(u, {
      ...address,
      postalCode: '560001',
      state: 'Karnataka',
      userId: u.userId,
      paymentMethod: 'cod',
    });
    expect(withFee.statusCode).toBe(200);
    const order = (
      await t.app.inject(as(u.token, { url: `/api/order/get/${withFee.json().orderId}` }))
    ).json() as Order;
    expect(order.codFee).toBe(30);
    expect(Math.round(order.totalPrice * 100)).toBe(
      Math.round((order.subtotal + order.delivery_charge + 30) * 100),
    );
  });

  it('refuses an empty cart and every bad field with SPEC’s message', async () => {
    const u = await signupAndLogin(t.app);
    const empty = await verify(u, { ...address, userId: u.userId, paymentMethod: 'cod' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Your cart is empty.');
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'First name is required'],
      [{ postalCode: '' }, 'PIN code is required'],
      [{ state: 'Select State' }, 'Please select a valid state'],
      [{ state: 'Atlantis' }, 'Please select a valid state'],
      [{ email: 'kavya@' }, 'Invalid email format'],
      [{ phone: '12345' }, 'Phone number must be 10 digits'],
      [{ postalCode: '012345' }, 'Please enter a valid 6-digit PIN code'],
    ];
    for (const [change, message] of cases) {
      const res = await verify(u, { ...address, userId: u.userId, paymentMethod: 'cod', ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('never lets one customer order for another or read their orders', async () => {
    const u = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    await addToCart(u, sizes[3]!, 1);
    expect((await verify(other, { ...address, userId: u.userId, paymentMethod: 'cod' })).statusCode).toBe(
      403,
    );
    const placed = await verify(u, { ...address, userId: u.userId, paymentMethod: 'cod' });
    expect(
      (await t.app.inject(as(other.token, { url: `/api/order/get/${placed.json().orderId}` }))).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject(as(other.token, { url: `/api/order/getuserorder/${u.userId}` }))).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/order/getuserorder/${u.userId}` })).statusCode).toBe(401);
    expect((await t.app.inject(as(other.token, { url: '/api/order/getall' }))).statusCode).toBe(403);
    const all = (
      await t.app.inject(as(admin.token, { url: `/api/order/getall?search=${placed.json().orderId}` }))
    ).json() as Order[];
    expect(all.map((o) => o.id)).toContain(placed.json().orderId);
  });
});

describe('online payment (sandbox gateway, real signatures)', () => {
  it('creates a provider order for the server’s total, then verifies and marks it paid once', async () => {
    const u = await signupAndLogin(t.app);
    const s = sizes[4]!;
    await addToCart(u, s, 3);
    const before = await stockOf(s.pl_id);
    const created = await create(u, { amount: 1, totalPrice: 1 });
    expect(created.statusCode).toBe(200);
    const data = created.json().data;
    const expectedTotal = s.price * 3 + (s.total_ml * 3 < 1000 ? 9900 : 19900);
    expect(data.amount).toBe(expectedTotal);
    expect(Math.round(data.finalAmount * 100)).toBe(expectedTotal);
    expect(data).toMatchObject({
      currency: 'INR',
      gateway: 'sandbox',
      order_id: expect.stringMatching(/^order_sbx/),
    });
    expect(await stockOf(s.pl_id)).toBe(before);
    // nothing is in the history until it is paid
    expect((await t.app.inject(as(u.token, { url: `/api/order/getuserorder/${u.userId}` }))).json()).toEqual(
      [],
    );

    const paid = (
      await t.app.inject(
        as(u.token, {
          method: 'POST',
          url: '/api/payments/sandbox/pay',
          payload: { order_id: data.order_id },
        }),
      )
    ).json();
    const first = await verify(u, paid);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Payment verified successfully');
    const again = await verify(u, paid);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderId).toBe(first.json().orderId);
    expect(await stockOf(s.pl_id)).toBe(before - 3);
    const order = (
      await t.app.inject(as(u.token, { url: `/api/order/get/${data.orderId}` }))
    ).json() as Order;
    expect(order.paymentStatus).toBe('paid');
    expect(
      (
        await t.app.inject(
          as(u.token, { method: 'POST', url: '/api/cart/get', payload: { userId: u.userId } }),
        )
      ).json(),
    ).toEqual([]);
  });

  it('refuses a tampered signature, payment id or order id with nothing paid', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(u, sizes[5]!, 1);
    const data = (await create(u)).json().data;
    const paid = (
      await t.app.inject(
        as(u.token, {
          method: 'POST',
          url: '/api/payments/sandbox/pay',
          payload: { order_id: data.order_id },
        }),
      )
    ).json();
    const other = (await create(u)).json().data;
    for (const tampered of [
      {
        ...paid,
        razorpay_signature: paid.razorpay_signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a')),
      },
      { ...paid, razorpay_payment_id: `${paid.razorpay_payment_id}x` },
      { ...paid, razorpay_order_id: other.order_id },
      { ...paid, razorpay_signature: 'not-hex' },
    ]) {
      const res = await verify(u, tampered);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Payment could not be verified. Nothing has been charged to your order.',
      );
    }
    const [order] = await rows<{ payment_status: string }>(
      t.database.db,
      sql`select payment_status from orders where id = ${data.orderId}`,
    );
    expect(order!.payment_status).toBe('pending');
  });

  it('records a failed sandbox payment, only for the order’s own customer, and never after it is paid', async () => {
    const u = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    await addToCart(u, sizes[0]!, 1);
    const data = (await create(u)).json().data;
    const fail = (who: TestUser) =>
      t.app.inject(
        as(who.token, {
          method: 'POST',
          url: '/api/payments/sandbox/fail',
          payload: { order_id: data.order_id },
        }),
      );
    expect((await fail(other)).statusCode).toBe(403);
    expect((await fail(u)).statusCode).toBe(200);
    const [order] = await rows<{ payment_status: string }>(
      t.database.db,
      sql`select payment_status from orders where id = ${data.orderId}`,
    );
    expect(order!.payment_status).toBe('failed');
    // paying after a failed attempt still works (the shopper retries in the same window)
    const paid = (t.app.gateway as SandboxGateway).pay(data.order_id);
    expect((await verify(u, paid)).statusCode).toBe(200);
    await fail(u);
    const [after] = await rows<{ payment_status: string }>(
      t.database.db,
      sql`select payment_status from orders where id = ${data.orderId}`,
    );
    expect(after!.payment_status).toBe('paid');
  });

  it('will not pay someone else’s order', async () => {
    const u = await signupAndLogin(t.app);
    const thief = await signupAndLogin(t.app);
    await addToCart(u, sizes[5]!, 1);
    const data = (await create(u)).json().data;
    expect(
      (
        await t.app.inject(
          as(thief.token, {
            method: 'POST',
            url: '/api/payments/sandbox/pay',
            payload: { order_id: data.order_id },
          }),
        )
      ).statusCode,
    ).toBe(403);
    const paid = (t.app.gateway as SandboxGateway).pay(data.order_id);
    expect((await verify(thief, paid)).statusCode).toBe(403);
  });
});

/** A signed webhook delivery, as Razorpay sends it (the raw text, when given, is sent and signed as it is). */
const deliver = (body: object | string, eventId: string, sign = true) => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': sign ? (t.app.gateway as SandboxGateway).signWebhook(raw) : 'bad',
    },
    payload: raw,
  });
};
const captured = (orderId: string, paymentId: string, amount: number) => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
});

describe('the Razorpay webhook (D7)', () => {
  it('reconciles a payment whose browser never came back, once, and only forward', async () => {
    const u = await signupAndLogin(t.app);
    const s = sizes[0]!;
    await addToCart(u, s, 1);
    const data = (await create(u)).json().data;
    const before = await stockOf(s.pl_id);
    expect((await deliver(captured(data.order_id, 'pay_web1', data.amount), 'evt_1', false)).statusCode).toBe(
      400,
    );
    expect((await deliver(captured(data.order_id, 'pay_web1', data.amount + 100), 'evt_0')).statusCode).toBe(
      200,
    );
    expect(await stockOf(s.pl_id)).toBe(before);
    expect((await deliver(captured(data.order_id, 'pay_web1', data.amount), 'evt_1')).statusCode).toBe(200);
    expect((await deliver(captured(data.order_id, 'pay_web1', data.amount), 'evt_1')).json().status).toBe(
      'duplicate',
    );
    expect((await deliver(captured(data.order_id, 'pay_web1', data.amount), 'evt_2')).statusCode).toBe(200);
    expect(await stockOf(s.pl_id)).toBe(before - 1);
    await deliver(
      {
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_web1', order_id: data.order_id } } },
      },
      'evt_3',
    );
    const [order] = await rows<{ payment_status: string }>(
      t.database.db,
      sql`select payment_status from orders where id = ${data.orderId}`,
    );
    expect(order!.payment_status).toBe('paid');
  });

  it('marks a pending order failed on payment.failed', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(u, sizes[1]!, 1);
    const data = (await create(u)).json().data;
    await deliver(
      { event: 'payment.failed', payload: { payment: { entity: { id: 'pay_f', order_id: data.order_id } } } },
      'evt_fail_1',
    );
    const [order] = await rows<{ payment_status: string }>(
      t.database.db,
      sql`select payment_status from orders where id = ${data.orderId}`,
    );
    expect(order!.payment_status).toBe('failed');
  });
});

describe('a webhook that fails while being applied (decision 0003)', () => {
  const paymentOf = async (orderId: number) =>
    (
      await rows<{ payment_status: string; provider_payment_id: string | null; reserved: boolean }>(
        t.database.db,
        sql`select payment_status, provider_payment_id, stock_reserved_at is not null as reserved from orders where id = ${orderId}`,
      )
    )[0]!;
  const eventsNamed = async (id: string) =>
    (
      await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from payment_events where id = ${id}`,
      )
    )[0]!.n;

  it('answers 5xx and keeps no record, so the redelivery applies it: paid once, stock taken once', async () => {
    const u = await signupAndLogin(t.app);
    const s = sizes[1]!;
    await addToCart(u, s, 2);
    const data = (await create(u)).json().data;
    const before = await stockOf(s.pl_id);
    // Applying fails for real: the product's sales counter cannot go past PostgreSQL's integer range.
    const [{ sold } = { sold: 0 }] = await rows<{ sold: number }>(
      t.database.db,
      sql`select units_sold as sold from products where id = ${s.product_id}`,
    );
    await t.database.db.execute(sql`update products set units_sold = 2147483647 where id = ${s.product_id}`);
    const event = captured(data.order_id, 'pay_retry1', data.amount);
    const failed = await deliver(event, 'evt_retry_1');
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(failed.json()).toEqual({ message: 'Something Went Wrong', code: 'INTERNAL_ERROR' });
    expect(await eventsNamed('evt_retry_1')).toBe(0);
    expect(await paymentOf(data.orderId)).toMatchObject({ payment_status: 'pending', reserved: false });
    expect(await stockOf(s.pl_id)).toBe(before);

    await t.database.db.execute(sql`update products set units_sold = ${sold} where id = ${s.product_id}`);
    const redelivered = await deliver(event, 'evt_retry_1');
    expect(redelivered.statusCode).toBe(200);
    expect(redelivered.json()).toEqual({ status: 'ok' });
    expect((await deliver(event, 'evt_retry_1')).json()).toEqual({ status: 'duplicate' });
    expect((await deliver(event, 'evt_retry_2')).json()).toEqual({ status: 'ok' });
    expect(await paymentOf(data.orderId)).toEqual({
      payment_status: 'paid',
      provider_payment_id: 'pay_retry1',
      reserved: true,
    });
    expect(await stockOf(s.pl_id)).toBe(before - 2);
    expect(await eventsNamed('evt_retry_1')).toBe(1);
    const mails = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_outbox where subject = ${`Your Chamak order #${data.orderId} is confirmed`}`,
    );
    expect(mails[0]!.n).toBe(1);
  });

  it('refuses a NUL character with 400, escaped or raw, so the provider stops; nothing is applied', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(u, sizes[2]!, 1);
    const data = (await create(u)).json().data;
    const event = captured(data.order_id, 'pay_nul', data.amount);
    // JSON.stringify writes a NUL as the six characters \u0000; the raw body carries the byte itself.
    const escapedValue = JSON.stringify(captured(data.order_id, 'pay_nul\u0000', data.amount));
    expect(escapedValue).toContain('pay_nul\\u0000');
    const escapedKey = JSON.stringify({ ...event, 'note\u0000': 1 });
    const rawByte = JSON.stringify(event).replace('pay_nul', 'pay_nul\u0000');
    expect(Buffer.from(rawByte).includes(0)).toBe(true);
    for (const [body, id] of [
      [escapedValue, 'evt_nul_1'],
      [escapedKey, 'evt_nul_2'],
      [rawByte, 'evt_nul_3'],
    ] as const) {
      const res = await deliver(body, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Text may not contain NUL characters.',
        code: 'VALIDATION_FAILED',
      });
      expect(await eventsNamed(id)).toBe(0);
    }
    expect((await paymentOf(data.orderId)).payment_status).toBe('pending');
  });
});

describe('a cancelled order never becomes paid (decision 0004)', () => {
  const cancelledOnlineOrder = async (s: Size) => {
    const u = await signupAndLogin(t.app);
    await addToCart(u, s, 2);
    const data = (await create(u)).json().data;
    const cancel = await t.app.inject(
      as(admin.token, { method: 'POST', url: `/api/order/${data.orderId}/cancel` }),
    );
    expect(cancel.statusCode).toBe(200);
    return { u, data };
  };
  const stateOf = async (orderId: number) =>
    (
      await rows<{
        status: number;
        payment_status: string;
        provider_payment_id: string | null;
        paid: boolean;
        reserved: boolean;
      }>(
        t.database.db,
        sql`select status, payment_status, provider_payment_id, paid_at is not null as paid, stock_reserved_at is not null as reserved
          from orders where id = ${orderId}`,
      )
    )[0]!;
  const soldOf = async (productId: number) =>
    (
      await rows<{ n: number }>(
        t.database.db,
        sql`select units_sold as n from products where id = ${productId}`,
      )
    )[0]!.n;

  it('paid through verify-payment: the payment is recorded as a refund due, the order stays cancelled, stock untouched', async () => {
    const s = sizes[5]!;
    const { u, data } = await cancelledOnlineOrder(s);
    const stock = await stockOf(s.pl_id);
    const sold = await soldOf(s.product_id);
    const paid = (t.app.gateway as SandboxGateway).pay(data.order_id);
    for (let i = 0; i < 2; i++) {
      const res = await verify(u, paid);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'This order was cancelled before your payment arrived. Your payment will be refunded in full within 7 business days.',
        code: 'PAID_AFTER_CANCELLATION',
      });
    }
    expect(await stateOf(data.orderId)).toEqual({
      status: 11,
      payment_status: 'refund_due',
      provider_payment_id: paid.razorpay_payment_id,
      paid: true,
      reserved: false,
    });
    expect(await stockOf(s.pl_id)).toBe(stock);
    expect(await soldOf(s.product_id)).toBe(sold);
    // The admin sees it, marked as owing a refund.
    const listed = (await t.app.inject(as(admin.token, { url: '/api/order/getall' }))).json() as Order[];
    expect(listed.find((o) => o.id === data.orderId)).toMatchObject({
      status: 11,
      statusLabel: 'Cancelled',
      paymentStatus: 'refund_due',
    });
  });

  it('paid through a late payment.captured webhook: acknowledged, recorded as a refund due, stock untouched', async () => {
    const s = sizes[4]!;
    const { data } = await cancelledOnlineOrder(s);
    const stock = await stockOf(s.pl_id);
    const sold = await soldOf(s.product_id);
    const res = await deliver(captured(data.order_id, 'pay_late1', data.amount), 'evt_late_1');
    expect(res.statusCode).toBe(200);
    expect((await deliver(captured(data.order_id, 'pay_late1', data.amount), 'evt_late_2')).statusCode).toBe(
      200,
    );
    expect(await stateOf(data.orderId)).toEqual({
      status: 11,
      payment_status: 'refund_due',
      provider_payment_id: 'pay_late1',
      paid: true,
      reserved: false,
    });
    expect(await stockOf(s.pl_id)).toBe(stock);
    expect(await soldOf(s.product_id)).toBe(sold);
    const mails = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_outbox where subject = ${`Your Chamak order #${data.orderId} is confirmed`}`,
    );
    expect(mails[0]!.n).toBe(0);
  });
});

describe('stock (D6)', () => {
  it('sells the last unit once when two shoppers race for it', async () => {
    const s = sizes[2]!;
    await t.database.db.execute(sql`update product_litres set remaining_qty = 1 where id = ${s.pl_id}`);
    const [a, b] = [await signupAndLogin(t.app), await signupAndLogin(t.app)];
    await addToCart(a, s, 1);
    await addToCart(b, s, 1);
    const results = await Promise.all(
      [a, b].map((u) => verify(u, { ...address, userId: u.userId, paymentMethod: 'cod' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toMatch(/out of stock/);
    expect(await stockOf(s.pl_id)).toBe(0);
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_items oi join orders o on o.id = oi.order_id where oi.product_litre_id = ${s.pl_id} and o.payment_status = 'cod' and o.created_at > now() - interval '1 minute'`,
    );
    expect(count!.n).toBeGreaterThanOrEqual(1);
  });

  it('records a refund due when stock ran out while the shopper paid', async () => {
    const s = sizes[3]!;
    await t.database.db.execute(sql`update product_litres set remaining_qty = 5 where id = ${s.pl_id}`);
    const u = await signupAndLogin(t.app);
    await addToCart(u, s, 2);
    const data = (await create(u)).json().data;
    await t.database.db.execute(sql`update product_litres set remaining_qty = 1 where id = ${s.pl_id}`);
    const paid = (t.app.gateway as SandboxGateway).pay(data.order_id);
    const res = await verify(u, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/refunded/);
    const [order] = await rows<{ payment_status: string }>(
      t.database.db,
      sql`select payment_status from orders where id = ${data.orderId}`,
    );
    expect(order!.payment_status).toBe('refund_due');
    expect(await stockOf(s.pl_id)).toBe(1);
  });

  it("gives stock back when an admin cancels, once; another customer's cancel is 404", async () => {
    const s = sizes[4]!;
    const u = await signupAndLogin(t.app);
    await addToCart(u, s, 2);
    const before = await stockOf(s.pl_id);
    const placed = await verify(u, { ...address, userId: u.userId, paymentMethod: 'cod' });
    expect(await stockOf(s.pl_id)).toBe(before - 2);
    expect(
      (
        await t.app.inject(
          as((await signupAndLogin(t.app)).token, {
            method: 'POST',
            url: `/api/order/${placed.json().orderId}/cancel`,
          }),
        )
      ).statusCode,
    ).toBe(404);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject(
        as(admin.token, { method: 'POST', url: `/api/order/${placed.json().orderId}/cancel` }),
      );
      expect(res.statusCode).toBe(200);
    }
    expect(await stockOf(s.pl_id)).toBe(before);
    const order = (
      await t.app.inject(as(u.token, { url: `/api/order/get/${placed.json().orderId}` }))
    ).json() as Order;
    expect(order).toMatchObject({ status: 11, statusLabel: 'Cancelled' });
  });
});

describe('the Razorpay adapter', () => {
  it('creates orders over the Orders API with basic auth and checks signatures with the key secret', async () => {
    const seen: { auth?: string; body?: unknown } = {};
    const fake = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        seen.auth = req.headers.authorization;
        seen.body = JSON.parse(body);
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            id: 'order_FAKE123',
            amount: 24900,
            currency: 'INR',
            receipt: '42',
            status: 'created',
          }),
        );
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    try {
      const gateway = razorpayGateway({
        keyId: 'rzp_test_abc',
        keySecret: 'secret123',
        webhookSecret: 'whsec',
        baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`,
      });
      const order = await gateway.createOrder({
        amountPaise: 24900,
        receipt: '42',
        notes: { products: 'x' },
      });
      expect(order.id).toBe('order_FAKE123');
      expect(seen.auth).toBe(`Basic ${Buffer.from('rzp_test_abc:secret123').toString('base64')}`);
      expect(seen.body).toEqual({ amount: 24900, currency: 'INR', receipt: '42', notes: { products: 'x' } });
      const signature = hmacHex('secret123', 'order_FAKE123|pay_1');
      expect(gateway.verifyPaymentSignature('order_FAKE123', 'pay_1', signature)).toBe(true);
      expect(gateway.verifyPaymentSignature('order_FAKE123', 'pay_2', signature)).toBe(false);
      expect(gateway.verifyWebhookSignature(Buffer.from('{"a":1}'), hmacHex('whsec', '{"a":1}'))).toBe(true);
      expect(gateway.verifyWebhookSignature(Buffer.from('{"a":2}'), hmacHex('whsec', '{"a":1}'))).toBe(false);
    } finally {
      fake.close();
    }
  });
});

describe('the checkout quote', () => {
  it('gives the server’s summary, with the COD fee for listed PIN codes and a message where COD is off', async () => {
    const u = await signupAndLogin(t.app);
    const s = sizes[5]!;
    await t.database.db.execute(sql`update product_litres set remaining_qty = 50 where id = ${s.pl_id}`);
    await addToCart(u, s, 1);
    const quote = (body: object) =>
      t.app.inject(
        as(u.token, { method: 'POST', url: '/api/order/quote', payload: { userId: u.userId, ...body } }),
      );
    const online = (await quote({ paymentMethod: 'online' })).json();
    const delivery = s.total_ml < 1000 ? 99 : 199;
    expect(online).toMatchObject({
      subtotal: s.price / 100,
      delivery_charge: delivery,
      codFee: 0,
      total: s.price / 100 + delivery,
      codAvailable: true,
    });
    const fee = (await quote({ paymentMethod: 'cod', postalCode: '560001' })).json();
    expect(fee.codFee).toBe(30);
    expect(fee.total).toBeCloseTo(online.total + 30, 2);
    const blocked = (await quote({ paymentMethod: 'cod', postalCode: '744101' })).json();
    expect(blocked).toMatchObject({
      codAvailable: false,
      codMessage: 'Cash on delivery is not available for this PIN code. Please pay online.',
      codFee: 0,
    });
    const other = await signupAndLogin(t.app);
    expect(
      (
        await t.app.inject(
          as(other.token, { method: 'POST', url: '/api/order/quote', payload: { userId: u.userId } }),
        )
      ).statusCode,
    ).toBe(403);
    const settings = (await t.app.inject('/api/settings')).json();
    expect(settings.cod).toMatchObject({ feePaise: 3000, enabled: true });
    expect(settings.cod.feePinCodes).toContain('560001');
  });
});
