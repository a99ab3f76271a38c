// Refunded orders and uncollected cash through the real routes and database (decisions 0132, 0133): a cash
// order returned to origin or cancelled no longer reads "Pay on delivery"; a live order refunded in full before
// it shipped is not shipped (409) but may be cancelled, without a second credit note; the dashboard's revenue
// is net of processed refunds; and a refund made in Razorpay's own dashboard, arriving as a signed
// refund.processed webhook, is recorded once with its credit note and the order's payment status.
import { orderPaymentLabel } from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import type { Refund } from '@chamak/shared/refunds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';

let t: TestApp;
let admin: string;
let sandbox: SandboxGateway;

beforeAll(async () => {
  t = await testApp({
    // Shiprocket configured (never reached: the refusals come first), so creating a shipment is a real choice.
    config: {
      shiprocket: {
        email: 'ops@chamak.example',
        password: 'pw',
        pickupLocation: 'Primary',
        webhookToken: 'gaps-hook-token',
        syncMinutes: 0,
      },
    },
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  sandbox = t.app.gateway as SandboxGateway;
});
afterAll(() => t?.close());

type Placed = { user: TestUser; id: number; plId: number; totalPaise: number; paymentId: string | null };

/** A new customer's order of `quantity` units: cash on delivery placed at once, or online paid in the sandbox. */
async function order(method: 'cod' | 'online', quantity = 2): Promise<Placed> {
  const user = await signupAndLogin(t.app);
  const size = await sizeInStock(t.database.db, quantity + 5);
  await addToCart(t.app, user, size, quantity);
  const placed = await checkout(t.app, user, method);
  expect(placed.statusCode).toBe(200);
  let id: number;
  if (method === 'cod') id = placed.json().orderId;
  else {
    const data = placed.json().data as { orderId: number; order_id: string };
    const verified = await t.app.inject(
      as(user.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: sandbox.pay(data.order_id),
      }),
    );
    expect(verified.statusCode).toBe(200);
    id = data.orderId;
  }
  const [o] = await rows<{ total: number; payment: string | null }>(
    t.database.db,
    sql`select total_paise as total, provider_payment_id as payment from orders where id = ${id}`,
  );
  return { user, id, plId: size.pl_id, totalPaise: o!.total, paymentId: o!.payment };
}

const post = (url: string, payload: object = {}) => t.app.inject(as(admin, { method: 'POST', url, payload }));
const setStatus = (id: number, status: number) =>
  t.app.inject(as(admin, { method: 'PATCH', url: `/api/order/${id}/shipment`, payload: { status } }));
const viewOf = async (user: TestUser, id: number) =>
  (await t.app.inject(as(user.token, { url: `/api/order/get/${id}` }))).json() as Order;
const adminView = async (id: number) =>
  (await t.app.inject(as(admin, { url: `/api/order/get/${id}` }))).json() as Order;
const paymentStatusOf = async (id: number) =>
  (await rows<{ s: string }>(t.database.db, sql`select payment_status as s from orders where id = ${id}`))[0]!
    .s;
const remaining = async (plId: number) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select remaining_qty as n from product_litres where id = ${plId}`,
    )
  )[0]!.n;
const credited = async (id: number) =>
  (
    await rows<{ notes: number; total: number; invoice: number }>(
      t.database.db,
      sql`select count(*) filter (where kind = 'credit_note')::int as notes,
          coalesce(sum(total_paise) filter (where kind = 'credit_note'), 0)::int as total,
          coalesce(sum(total_paise) filter (where kind = 'invoice'), 0)::int as invoice
        from tax_documents where order_id = ${id}`,
    )
  )[0]!;

/** A signed webhook delivery, as Razorpay sends it. */
const deliver = (body: object, eventId: string) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': sandbox.signWebhook(raw),
    },
    payload: raw,
  });
};
const refundProcessed = (id: string, paymentId: string, amount: number) => ({
  event: 'refund.processed',
  payload: { refund: { entity: { id, payment_id: paymentId, amount, notes: [] } } },
});

describe('the payment label of a cash order that will not be collected', () => {
  it('reads "Not collected" once the parcel turns back, is back, or the order is cancelled', async () => {
    const { user, id } = await order('cod', 1);
    expect(orderPaymentLabel(await viewOf(user, id))).toBe('Pay on delivery');
    expect((await setStatus(id, 5)).statusCode).toBe(200);
    expect((await setStatus(id, 8)).statusCode).toBe(200);
    expect(orderPaymentLabel(await viewOf(user, id))).toBe('Not collected (returning)');
    expect((await setStatus(id, 10)).statusCode).toBe(200);
    // The shopper and the admin read the same order.
    expect(orderPaymentLabel(await viewOf(user, id))).toBe('Not collected (returned)');
    expect(orderPaymentLabel(await adminView(id))).toBe('Not collected (returned)');

    const cancelled = await order('cod', 1);
    expect((await post(`/api/order/${cancelled.id}/cancel`)).statusCode).toBe(200);
    expect(orderPaymentLabel(await viewOf(cancelled.user, cancelled.id))).toBe('Not collected (cancelled)');
    // Collected cash keeps its own label.
    const collected = await order('cod', 1);
    expect((await setStatus(collected.id, 7)).statusCode).toBe(200);
    expect((await post(`/api/admin/orders/${collected.id}/cod-collected`)).statusCode).toBe(200);
    expect(orderPaymentLabel(await adminView(collected.id))).toBe('Cash collected');
  });
});

describe('a live order refunded in full before it shipped', () => {
  it('is not shipped (409 for a status move, a tracking status and the Shiprocket shipment) but may be cancelled', async () => {
    const placed = await order('online', 2);
    const stockAfterOrder = await remaining(placed.plId);
    const res = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/orders/${placed.id}/refunds`,
        payload: { reason: 'Out of stock at the warehouse' },
        headers: { 'idempotency-key': `gaps-full-refund-${placed.id}` },
      }),
    );
    expect(res.statusCode).toBe(201);
    // The sandbox's signed refund.processed webhook has come back through the route.
    await sandbox.settled();
    expect(await paymentStatusOf(placed.id)).toBe('refunded');
    expect(await credited(placed.id)).toMatchObject({ notes: 1, total: placed.totalPaise });

    for (const status of [3, 5]) {
      const moved = await setStatus(placed.id, status);
      expect(moved.statusCode).toBe(409);
      expect(moved.json().message).toContain('refunded in full before it shipped');
    }
    const tracked = await post(`/api/order/${placed.id}/tracking`, { activity: 'Packed', status: 3 });
    expect(tracked.statusCode).toBe(409);
    // A note without a status is only a note.
    expect(
      (await post(`/api/order/${placed.id}/tracking`, { activity: 'Held at the shop' })).statusCode,
    ).toBe(200);
    const ship = await post(`/api/order/${placed.id}/ship`);
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toContain('cancel it');
    expect((await adminView(placed.id)).status).toBe(1);

    // Cancelling puts the stock back, refunds nothing more and credits nothing twice.
    const cancelled = await post(`/api/order/${placed.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(await remaining(placed.plId)).toBe(stockAfterOrder + 2);
    expect(await paymentStatusOf(placed.id)).toBe('refunded');
    const view = await adminView(placed.id);
    expect(view.refunds).toHaveLength(1);
    expect(await credited(placed.id)).toMatchObject({ notes: 1, total: placed.totalPaise });
  });

  it('still ships when only part of it was refunded', async () => {
    const placed = await order('online', 2);
    const res = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/orders/${placed.id}/refunds`,
        payload: { amount: 10, reason: 'Goodwill' },
        headers: { 'idempotency-key': `gaps-partial-${placed.id}` },
      }),
    );
    expect(res.statusCode).toBe(201);
    await sandbox.settled();
    expect(await paymentStatusOf(placed.id)).toBe('partially_refunded');
    expect((await setStatus(placed.id, 3)).statusCode).toBe(200);
  });

  it('cancelled after a partial refund gets a credit note for what is left, not the whole invoice again', async () => {
    const placed = await order('online', 1);
    const res = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/orders/${placed.id}/refunds`,
        payload: { amount: 20, reason: 'Price match' },
        headers: { 'idempotency-key': `gaps-credit-note-${placed.id}` },
      }),
    );
    expect(res.statusCode).toBe(201);
    await sandbox.settled();
    expect(await credited(placed.id)).toMatchObject({ notes: 1, total: 2000 });
    expect((await post(`/api/order/${placed.id}/cancel`)).statusCode).toBe(200);
    await sandbox.settled();
    const after = await credited(placed.id);
    expect(after.total).toBe(after.invoice);
    expect(await paymentStatusOf(placed.id)).toBe('refunded');
  });
});

describe("the dashboard's revenue", () => {
  it('is net of processed refunds, on the day the order was placed', async () => {
    const today = async () =>
      (
        (await t.app.inject(as(admin, { url: '/api/admin/dashboard' }))).json().last30Days as {
          revenue: number;
        }[]
      ).at(-1)!.revenue;
    sandbox.deliverWebhooksTo(null);
    let placed: Placed;
    try {
      const before = await today();
      placed = await order('online', 1);
      const withOrder = await today();
      expect(Math.round((withOrder - before) * 100)).toBe(placed.totalPaise);
      // A refund still pending at the gateway gave nothing back yet.
      const res = await t.app.inject(
        as(admin, {
          method: 'POST',
          url: `/api/admin/orders/${placed.id}/refunds`,
          payload: { amount: 15.5, reason: 'Damaged cap' },
          headers: { 'idempotency-key': `gaps-revenue-${placed.id}` },
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().refund.status).toBe('pending');
      expect(await today()).toBe(withOrder);
      const made = res.json().refund as Refund;
      const done = await deliver(
        {
          event: 'refund.processed',
          payload: {
            refund: {
              entity: { id: made.providerRefundId, payment_id: placed.paymentId, amount: 1550, notes: {} },
            },
          },
        },
        `evt_gaps_rev_${placed.id}`,
      );
      expect(done.json().status).toBe('ok');
      expect(Math.round((withOrder - (await today())) * 100)).toBe(1550);
    } finally {
      sandbox.deliverWebhooksTo(async ({ raw, signature, eventId }) => {
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/razorpay/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signature,
            'x-razorpay-event-id': eventId,
          },
          payload: raw,
        });
      });
    }
  });
});

describe("a refund made in Razorpay's own dashboard", () => {
  it('is recorded from its signed refund.processed webhook once, with its credit note and payment status', async () => {
    const placed = await order('online', 2);
    const part = 5000;
    const first = await deliver(refundProcessed('rfnd_outside_1', placed.paymentId!, part), 'evt_outside_1');
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('ok');
    const list = (await t.app.inject(as(admin, { url: `/api/admin/orders/${placed.id}/refunds` }))).json();
    expect(list).toEqual([
      expect.objectContaining({
        amount: part / 100,
        status: 'processed',
        method: 'gateway',
        providerRefundId: 'rfnd_outside_1',
        reason: 'Refunded in Razorpay',
      }),
    ]);
    const [key] = await rows<{ key: string }>(
      t.database.db,
      sql`select idempotency_key as key from refunds where provider_refund_id = 'rfnd_outside_1'`,
    );
    expect(key!.key).toBe('rzp-rfnd_outside_1');
    expect(await paymentStatusOf(placed.id)).toBe('partially_refunded');
    expect(await credited(placed.id)).toMatchObject({ notes: 1, total: part });
    const view = await viewOf(placed.user, placed.id);
    expect(view.refundable).toBe((placed.totalPaise - part) / 100);
    const mails = await rows<{ subject: string }>(
      t.database.db,
      sql`select subject from mail_outbox where subject like ${`%order #${placed.id} is done%`}`,
    );
    expect(mails).toHaveLength(1);

    // The same refund again (a redelivery under a new event id) changes nothing.
    expect(
      (await deliver(refundProcessed('rfnd_outside_1', placed.paymentId!, part), 'evt_outside_2')).statusCode,
    ).toBe(200);
    expect((await adminView(placed.id)).refunds).toHaveLength(1);
    // More than what is left is not the order's: acknowledged, ignored.
    const tooMuch = await deliver(
      refundProcessed('rfnd_outside_2', placed.paymentId!, placed.totalPaise),
      'evt_outside_3',
    );
    expect(tooMuch.json()).toMatchObject({ status: 'ignored' });
    // The rest, refunded in Razorpay too: the order is refunded in full.
    const rest = placed.totalPaise - part;
    expect(
      (await deliver(refundProcessed('rfnd_outside_3', placed.paymentId!, rest), 'evt_outside_4')).json()
        .status,
    ).toBe('ok');
    expect(await paymentStatusOf(placed.id)).toBe('refunded');
    expect(await credited(placed.id)).toMatchObject({ notes: 2, total: placed.totalPaise });
    // A refund.failed for a refund the shop never made is still ignored.
    const failed = await deliver(
      {
        event: 'refund.failed',
        payload: { refund: { entity: { id: 'rfnd_outside_9', payment_id: placed.paymentId, amount: 100 } } },
      },
      'evt_outside_5',
    );
    expect(failed.json().status).toBe('ignored');
  });
});
