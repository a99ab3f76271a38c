// The shopper's cancellation through the real routes (decisions 0130-0131): the owner
// cancels a placed order before it is shipped and within the settings' window (409 saying why not, 404 for
// another's order); stock goes back, a paid online order is refunded in full through the sandbox gateway once
// however often cancel is called (and when the gateway does not answer at first), the credit note is not doubled,
// and the shopper and the shop are mailed.
import { cancelMessages } from '@chamak/shared/cancellation';
import type { Order } from '@chamak/shared/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { type SandboxGateway, sandboxGateway } from '../payments/gateway.ts';
import { cancelRefundKey } from './service.ts';

let t: TestApp;
let admin: string;
let sandbox: SandboxGateway;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  sandbox = t.app.gateway as SandboxGateway;
});
afterAll(() => t?.close());

const cancel = (token: string | undefined, id: number) =>
  t.app.inject(as(token, { method: 'POST', url: `/api/order/${id}/cancel` }));
const view = async (token: string, id: number) =>
  (await t.app.inject(as(token, { url: `/api/order/get/${id}` }))).json() as Order;
const remaining = async (plId: number) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select remaining_qty as n from product_litres where id = ${plId}`,
    )
  )[0]!.n;
const mailsAbout = (orderId: number) =>
  rows<{ to: string; subject: string; text: string }>(
    t.database.db,
    sql`select "to", subject, text from mail_outbox where subject like ${`%#${orderId} %cancelled%`} order by id`,
  );
const refundRows = (orderId: number) =>
  rows<{ amount_paise: number; status: string; idempotency_key: string }>(
    t.database.db,
    sql`select amount_paise, status, idempotency_key from refunds where order_id = ${orderId}`,
  );
const documents = async (orderId: number, kind: string) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tax_documents where order_id = ${orderId} and kind = ${kind}`,
    )
  )[0]!.n;
const age = (id: number, hours: number) =>
  t.database.db.execute(
    sql`update orders set created_at = now() - make_interval(secs => ${hours * 3600}) where id = ${id}`,
  );
const setStatus = (id: number, status: number) =>
  t.app.inject(as(admin, { method: 'PATCH', url: `/api/order/${id}/shipment`, payload: { status } }));

/** A new customer's order of 2 units of one size: COD placed at once, online paid in the sandbox. */
async function order(method: 'cod' | 'online'): Promise<{ id: number; plId: number; u: TestUser }> {
  const u = await signupAndLogin(t.app);
  const size = await sizeInStock(t.database.db, 10);
  await addToCart(t.app, u, size, 2);
  const placed = await checkout(t.app, u, method);
  expect(placed.statusCode).toBe(200);
  if (method === 'cod') return { id: placed.json().orderId, plId: size.pl_id, u };
  const { orderId, order_id } = placed.json().data as { orderId: number; order_id: string };
  const paid = (
    await t.app.inject(
      as(u.token, { method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id } }),
    )
  ).json();
  const verified = await t.app.inject(
    as(u.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: { ...paid, userId: u.userId, paymentMethod: 'online' },
    }),
  );
  expect(verified.statusCode).toBe(200);
  return { id: orderId, plId: size.pl_id, u };
}

describe('the shopper cancels', () => {
  it('a COD order: stock back, Cancelled, no refund, and mails to the shopper and the shop', async () => {
    const { id, plId, u } = await order('cod');
    const afterOrder = await remaining(plId);
    const before = await view(u.token, id);
    expect(before.cancellable).toBe(true);
    const deadline = new Date(before.cancelDeadline!).getTime();
    expect(deadline - new Date(before.createdAt).getTime()).toBe(12 * 3600_000);

    const res = await cancel(u.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Order cancelled');
    expect(await remaining(plId)).toBe(afterOrder + 2);
    const after = await view(u.token, id);
    expect(after).toMatchObject({
      status: 11,
      paymentStatus: 'cod',
      cancellable: false,
      cancelDeadline: null,
    });
    // The answer carries the order as it now stands, so the shopper's page shows it with the message.
    expect(res.json().order).toEqual(after);
    expect(await refundRows(id)).toEqual([]);
    expect(sandbox.refunds.filter((r) => r.notes.order_id === String(id))).toEqual([]);

    const shopEmail = (await t.app.inject({ url: '/api/settings' })).json().shop.email as string;
    const mails = await mailsAbout(id);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [before.email, `Your Chamak order #${id} is cancelled`],
      [shopEmail, `Order #${id} cancelled by the shopper`],
    ]);
    expect(mails[0]!.text).toContain('As you asked, we have cancelled your order');
    expect(mails[0]!.text).toContain('nothing was charged');
    // Cancelling again changes nothing: no more stock, no more mail.
    expect((await cancel(u.token, id)).statusCode).toBe(200);
    expect(await remaining(plId)).toBe(afterOrder + 2);
    expect(await mailsAbout(id)).toHaveLength(2);
  });

  it('a paid order: refunded in full through the gateway once, however often cancel is called', async () => {
    const { id, plId, u } = await order('online');
    const afterOrder = await remaining(plId);
    const total = (await view(u.token, id)).totalPrice;
    const invoices = await documents(id, 'invoice');

    const [first, second] = await Promise.all([cancel(u.token, id), cancel(u.token, id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await cancel(u.token, id)).statusCode).toBe(200);
    await sandbox.settled();

    const asked = sandbox.refunds.filter((r) => r.notes.order_id === String(id));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ amount: Math.round(total * 100), idempotencyKey: cancelRefundKey(id) });
    expect(await refundRows(id)).toEqual([
      { amount_paise: Math.round(total * 100), status: 'processed', idempotency_key: cancelRefundKey(id) },
    ]);
    expect(await remaining(plId)).toBe(afterOrder + 2);
    const after = await view(u.token, id);
    expect(after).toMatchObject({ status: 11, paymentStatus: 'refunded', refundable: 0, cancellable: false });
    expect(after.refunds).toHaveLength(1);
    // The cancellation's credit note covers the invoice; the refund issues none of its own.
    expect(await documents(id, 'credit_note')).toBe(invoices);

    const mails = await mailsAbout(id);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain(`We are refunding ₹${total.toFixed(2)} in full`);
    expect(mails[1]!.text).toContain('A full refund');
  });

  it('is refused with 409 after the window, and allowed again when the admin widens it', async () => {
    const { id, u } = await order('cod');
    await age(id, 13);
    expect((await view(u.token, id)).cancellable).toBe(false);
    const res = await cancel(u.token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(cancelMessages.windowPassed(12));
    expect(res.json().message).toBe(
      'This order can no longer be cancelled: the 12-hour cancellation window has passed.',
    );

    const put = (payload: object) =>
      t.app.inject(as(admin, { method: 'PUT', url: '/api/admin/settings', payload }));
    expect((await put({ orders: { cancelWindowHours: -1 } })).statusCode).toBe(400);
    expect((await put({ orders: { cancelWindowHours: 24 } })).statusCode).toBe(200);
    try {
      // Saved field by field: the return rules saved before stay as they were.
      expect((await t.app.inject({ url: '/api/settings' })).json().orders).toEqual({
        cancelWindowHours: 24,
        returnWindowDays: 7,
        returnReasons: ['damaged', 'leaking', 'wrong_item'],
      });
      const widened = await view(u.token, id);
      expect(widened.cancellable).toBe(true);
      expect(new Date(widened.cancelDeadline!).getTime() - new Date(widened.createdAt).getTime()).toBe(
        24 * 3600_000,
      );
      expect((await cancel(u.token, id)).statusCode).toBe(200);
    } finally {
      expect((await put({ orders: { cancelWindowHours: 12 } })).statusCode).toBe(200);
    }
  });

  it('is allowed at Pickup Generated and refused with 409 once the parcel is picked up', async () => {
    const generated = await order('cod');
    expect((await setStatus(generated.id, 3)).statusCode).toBe(200);
    expect((await cancel(generated.u.token, generated.id)).statusCode).toBe(200);

    const { id, plId, u } = await order('online');
    expect((await setStatus(id, 5)).statusCode).toBe(200);
    const stock = await remaining(plId);
    expect((await view(u.token, id)).cancellable).toBe(false);
    const res = await cancel(u.token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order can no longer be cancelled: it has been shipped.');
    expect(await remaining(plId)).toBe(stock);
    expect(await refundRows(id)).toEqual([]);
    expect((await view(u.token, id)).paymentStatus).toBe('paid');
  });

  it("gets 404 for another customer's order and 401 without a token", async () => {
    const { id, u } = await order('cod');
    const other = await signupAndLogin(t.app);
    const res = await cancel(other.token, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found.');
    expect((await cancel(undefined, id)).statusCode).toBe(401);
    expect((await cancel(u.token, 99_999_999)).statusCode).toBe(404);
    expect((await view(u.token, id)).status).toBe(1);
  });
});

describe('the admin cancels', () => {
  it('as before, past the window and after pickup; a paid order is refunded automatically and the mails say by whom', async () => {
    const { id, plId, u } = await order('online');
    await age(id, 48);
    expect((await setStatus(id, 4)).statusCode).toBe(200);
    const stock = await remaining(plId);
    expect((await cancel(admin, id)).statusCode).toBe(200);
    expect((await cancel(admin, id)).statusCode).toBe(200);
    await sandbox.settled();
    expect(await remaining(plId)).toBe(stock + 2);
    expect(sandbox.refunds.filter((r) => r.notes.order_id === String(id))).toHaveLength(1);
    expect((await view(u.token, id)).paymentStatus).toBe('refunded');
    const mails = await mailsAbout(id);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Chamak order #${id} is cancelled`,
      `Order #${id} cancelled by an admin`,
    ]);
    expect(mails[0]!.text).toContain('We have cancelled your order');
  });

  it('still cannot cancel a delivered order: a move the state table refuses is a 409 that says what to do', async () => {
    const { id } = await order('cod');
    expect((await setStatus(id, 7)).statusCode).toBe(200);
    const refused = await cancel(admin, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'A delivered order cannot be cancelled; start a return instead.',
    );
  });
});

describe('when the gateway does not answer the refund', () => {
  let u: TestApp;
  let down = false;
  beforeAll(async () => {
    const sandbox = sandboxGateway('cancel-test-secret');
    // The sandbox, but its refund call fails as a dropped connection does while `down` is set.
    const flaky: SandboxGateway = {
      ...sandbox,
      async refund(paymentId, request) {
        if (down) throw new TypeError('fetch failed');
        return sandbox.refund(paymentId, request);
      },
    };
    u = await testApp({ gateway: flaky });
  });
  afterAll(() => u?.close());

  it('the cancellation stands, the refund waits under its key, and cancelling again refunds it once', async () => {
    const buyer = await signupAndLogin(u.app);
    await addToCart(u.app, buyer, await sizeInStock(u.database.db, 10), 1);
    const { orderId, order_id } = (await checkout(u.app, buyer, 'online')).json().data as {
      orderId: number;
      order_id: string;
    };
    const sandbox = u.app.gateway as SandboxGateway;
    const proof = sandbox.pay(order_id);
    const paid = await u.app.inject(
      as(buyer.token, { method: 'POST', url: '/api/order/verify-payment', payload: proof }),
    );
    expect(paid.statusCode).toBe(200);
    const cancelIt = () =>
      u.app.inject(as(buyer.token, { method: 'POST', url: `/api/order/${orderId}/cancel` }));
    const refundsOf = () =>
      rows<{ status: string; provider_refund_id: string | null }>(
        u.database.db,
        sql`select status, provider_refund_id from refunds where order_id = ${orderId}`,
      );

    down = true;
    const first = await cancelIt();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(
      'Order cancelled. The refund has not gone through yet; the shop will see to it.',
    );
    expect(await refundsOf()).toEqual([{ status: 'pending', provider_refund_id: null }]);
    const view = (await u.app.inject(as(buyer.token, { url: `/api/order/get/${orderId}` }))).json() as Order;
    expect(view).toMatchObject({ status: 11, paymentStatus: 'refund_due', refundable: 0 });

    down = false;
    expect((await cancelIt()).json().message).toBe('Order cancelled');
    await sandbox.settled();
    expect(sandbox.refunds.filter((r) => r.notes.order_id === String(orderId))).toHaveLength(1);
    expect(await refundsOf()).toEqual([
      { status: 'processed', provider_refund_id: expect.stringMatching(/^rfnd_sbx/) },
    ]);
    expect((await cancelIt()).statusCode).toBe(200);
    expect(sandbox.refunds.filter((r) => r.notes.order_id === String(orderId))).toHaveLength(1);
  });
});
