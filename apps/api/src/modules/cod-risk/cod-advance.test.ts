// Part of a cash order paid online first (decision 0338), through the real routes, the sandbox gateway and the
// database: from the COD rules' advance step the checkout's quote asks for the delivery charge and COD fee (or a
// share) online; placing without it is refused and writes nothing; with it, the order waits for that payment, is
// placed as cash on delivery for the rest once paid, and its invoice says both; cancelled, the advance goes back
// through the gateway; delivered and collected, a full refund is the advance through the gateway and the cash by
// hand, and the credit notes add up to the invoice, to the paisa.
import { codRiskMessages, defaultCodRiskSettings } from '@chamak/shared/cod-risk';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { CartQuote } from '@chamak/shared/pricing';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';

let t: TestApp;
let admin: string;
let sandbox: SandboxGateway;

beforeAll(async () => {
  t = await testApp({ clock: () => new Date('2026-11-24T06:30:00Z') });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  sandbox = t.app.gateway as SandboxGateway;
  // Every cash order (any score from 1) pays its delivery charge and COD fee online first.
  const saved = await inject(admin, {
    method: 'PUT',
    url: '/api/admin/settings/cod-risk',
    payload: { ...defaultCodRiskSettings, advanceFrom: 1 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t?.close());

const inject = (token: string | undefined, options: InjectOptions) => t.app.inject(as(token, options));

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A shopper with two units in the cart, delivering to a PIN code with a COD fee (Delhi). */
async function shopperWithCart(): Promise<TestUser> {
  const user = await signupAndLogin(t.app, { phone: checkoutAddress.phone });
  await addToCart(t.app, user, await sizeInStock(t.database.db, 20), 2);
  return user;
}
const delhi = { city: 'New Delhi', state: 'Delhi', postalCode: '110001' };

async function cashQuote(user: TestUser): Promise<CartQuote> {
  const res = await inject(user.token, {
    method: 'POST',
    url: '/api/cart/quote',
    payload: {
      userId: user.userId,
      paymentMethod: 'cod',
      postalCode: delhi.postalCode,
      phone: checkoutAddress.phone,
      address: checkoutAddress.address,
      apt: checkoutAddress.apt,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CartQuote;
}

const ordersOf = async (userId: number) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id = ${userId}`,
    )
  )[0]!.n;

/** The cash order with its advance: created for the advance, paid in the sandbox, verified. */
async function placeWithAdvance(user: TestUser) {
  const created = await inject(user.token, {
    method: 'POST',
    url: '/api/order/order',
    payload: { ...checkoutAddress, ...delhi, userId: user.userId, paymentMethod: 'cod' },
  });
  expect(created.statusCode, created.body).toBe(200);
  const data = created.json().data as {
    orderId: number;
    order_id: string;
    amount: number;
    finalAmount: number;
  };
  const verified = await inject(user.token, {
    method: 'POST',
    url: '/api/order/verify-payment',
    payload: sandbox.pay(data.order_id),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const [o] = await rows<{ total: number; delivery: number; fee: number; payment: string; advance: number }>(
    t.database.db,
    sql`select total_paise as total, delivery_charge_paise as delivery, cod_fee_paise as fee,
        payment_status as payment, advance_paise as advance from orders where id = ${data.orderId}`,
  );
  return { id: data.orderId, created: data, ...o! };
}

const orderView = async (token: string, id: number) =>
  (await inject(token, { method: 'GET', url: `/api/order/get/${id}` })).json() as Order;

const refundsOf = (id: number) =>
  rows<{ amount: number; method: string; status: string }>(
    t.database.db,
    sql`select amount_paise as amount, method, status from refunds where order_id = ${id} order by id`,
  );
const credited = async (id: number) =>
  (
    await rows<{ credited: number; invoiced: number }>(
      t.database.db,
      sql`select coalesce(sum(total_paise) filter (where kind = 'credit_note'), 0)::int as credited,
          coalesce(sum(total_paise) filter (where kind = 'invoice'), 0)::int as invoiced
        from tax_documents where order_id = ${id}`,
    )
  )[0]!;

describe('a cash order that pays part online first', () => {
  it('is quoted with its advance, refused without it, and placed as cash for the rest once paid', async () => {
    const user = await shopperWithCart();
    const quote = await cashQuote(user);
    const advance = quote.deliveryPaise + quote.codFeePaise;
    expect(quote.codFeePaise).toBeGreaterThan(0);
    expect(quote.codAvailable).toBe(true);
    expect(quote.codAdvancePaise).toBe(advance);
    expect(quote.codNotice).toBe(codRiskMessages.advance(advance, quote.totalPaise - advance));

    // Placed as plain cash on delivery (an old page): refused, nothing written.
    const before = await ordersOf(user.userId);
    const plain = await checkout(t.app, user, 'cod', delhi);
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toMatchObject({
      code: 'COD_ADVANCE_REQUIRED',
      message: codRiskMessages.advanceNeeded(advance),
    });
    expect(await ordersOf(user.userId)).toBe(before);

    const order = await placeWithAdvance(user);
    expect(order.created.amount).toBe(advance);
    expect(order).toMatchObject({ payment: 'cod', advance, total: quote.totalPaise });
    const view = await orderView(user.token, order.id);
    expect(view.paymentMethod).toBe('cod');
    expect(view.advance).toBe(advance / 100);
    expect(view.invoice).not.toBeNull();
    const timeline = await rows<{ event: string }>(
      t.database.db,
      sql`select event from order_events where order_id = ${order.id} order by id`,
    );
    expect(timeline.map((e) => e.event)).toEqual(['checkout_started', 'advance_paid']);

    // Paying all of it online instead is not offered: the rest is cash.
    const payNow = await inject(user.token, { method: 'GET', url: `/api/order/${order.id}/pay-now` });
    expect(payNow.json()).toMatchObject({ state: 'closed', savingPaise: 0 });
    const start = await inject(user.token, {
      method: 'POST',
      url: `/api/order/${order.id}/pay-now`,
      payload: {},
    });
    expect(start.statusCode).toBe(409);
    const pdf = (await inject(user.token, { method: 'GET', url: `/api/order/${order.id}/invoice` }))
      .rawPayload;
    const text = await textOf(pdf);
    expect(text).toContain('Part paid online, the rest in cash on delivery');
    expect(text).toContain(`Paid online: ${formatRupees(advance)}`);
    expect(text).toContain(`Due in cash on delivery: ${formatRupees(order.total - advance)}`);

    // A cash order that needs no advance is not taken through the payment window.
    await inject(admin, {
      method: 'PUT',
      url: '/api/admin/settings/cod-risk',
      payload: defaultCodRiskSettings,
    });
    try {
      const other = await shopperWithCart();
      const refused = await inject(other.token, {
        method: 'POST',
        url: '/api/order/order',
        payload: { ...checkoutAddress, ...delhi, userId: other.userId, paymentMethod: 'cod' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'COD_ADVANCE_NOT_NEEDED',
        message: codRiskMessages.noAdvance,
      });
    } finally {
      await inject(admin, {
        method: 'PUT',
        url: '/api/admin/settings/cod-risk',
        payload: { ...defaultCodRiskSettings, advanceFrom: 1 },
      });
    }
  });

  it('gives the advance back through the gateway when cancelled, and credits the whole invoice', async () => {
    const user = await shopperWithCart();
    const order = await placeWithAdvance(user);
    const cancelled = await inject(user.token, { method: 'POST', url: `/api/order/${order.id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect
      .poll(() => refundsOf(order.id))
      .toEqual([{ amount: order.advance, method: 'gateway', status: 'processed' }]);
    const [after] = await rows<{ payment: string }>(
      t.database.db,
      sql`select payment_status as payment from orders where id = ${order.id}`,
    );
    expect(after!.payment).toBe('refunded');
    expect(await credited(order.id)).toEqual({ credited: order.total, invoiced: order.total });
  });

  it('refunds a delivered one in full as the advance through the gateway, then the cash by hand', async () => {
    const user = await shopperWithCart();
    const order = await placeWithAdvance(user);
    const patch = (status: number) =>
      inject(admin, { method: 'PATCH', url: `/api/order/${order.id}/shipment`, payload: { status } });
    expect((await patch(7)).statusCode).toBe(200);
    const refund = (payload: object) =>
      inject(admin, { method: 'POST', url: `/api/admin/orders/${order.id}/refunds`, payload });
    // Cash not collected yet: only the advance can go back.
    expect((await orderView(admin, order.id)).refundable).toBe(order.advance / 100);
    expect(
      (await inject(admin, { method: 'POST', url: `/api/admin/orders/${order.id}/cod-collected` }))
        .statusCode,
    ).toBe(200);
    expect((await orderView(admin, order.id)).refundable).toBe(order.total / 100);

    const tooMuch = await refund({ amount: (order.advance + 100) / 100, reason: 'Damaged' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      `First refund the ${formatRupees(order.advance)} paid online in advance (at most that, through the payment service); the cash part is refunded after it, by hand with its reference.`,
    );
    expect((await refund({ amount: order.advance / 100, reason: 'Damaged' })).statusCode).toBe(201);
    // The sandbox answers pending and processes it through its signed webhook, as Razorpay does.
    await sandbox.settled();
    const cash = await refund({ reason: 'Damaged', reference: 'UPI-4471' });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(await refundsOf(order.id)).toEqual([
      { amount: order.advance, method: 'gateway', status: 'processed' },
      { amount: order.total - order.advance, method: 'manual', status: 'processed' },
    ]);
    const view = await orderView(admin, order.id);
    expect(view.paymentStatus).toBe('refunded');
    expect(view.refundable).toBe(0);
    expect(await credited(order.id)).toEqual({ credited: order.total, invoiced: order.total });
  });

  it('asks a share of the total, rounded up to whole rupees, when the shop sets a percentage', async () => {
    await inject(admin, {
      method: 'PUT',
      url: '/api/admin/settings/cod-risk',
      payload: { ...defaultCodRiskSettings, advanceFrom: 1, advance: { kind: 'percent', percent: 15 } },
    });
    try {
      const user = await shopperWithCart();
      const quote = await cashQuote(user);
      expect(quote.codAdvancePaise).toBe(Math.ceil((quote.totalPaise * 15) / 10_000) * 100);
    } finally {
      await inject(admin, {
        method: 'PUT',
        url: '/api/admin/settings/cod-risk',
        payload: { ...defaultCodRiskSettings, advanceFrom: 1 },
      });
    }
  });
});
