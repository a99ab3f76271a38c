// Refunds (decisions 0120-0122) through the real routes and database: the sandbox gateway's refund and its
// signed refund.processed webhook, partial then full refunds, idempotency, every refusal, manual refunds of
// collected cash, credit notes and mails, refunds racing each other and a webhook racing the admin's refund.
import type { Order } from '@chamak/shared/orders';
import type { RefundReply } from '@chamak/shared/refunds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from './gateway.ts';

let t: TestApp;
let admin: { token: string };
let sandbox: SandboxGateway;

beforeAll(async () => {
  t = await testApp();
  admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  sandbox = t.app.gateway as SandboxGateway;
});
afterAll(() => t?.close());

/** A customer's online order, paid through the sandbox checkout: its id and total in paise. */
async function paidOrder(quantity = 2): Promise<{ user: TestUser; orderId: number; totalPaise: number }> {
  const user = await signupAndLogin(t.app);
  await addToCart(t.app, user, await sizeInStock(t.database.db, quantity + 5), quantity);
  const created = await checkout(t.app, user, 'online');
  expect(created.statusCode).toBe(200);
  const data = created.json().data as { order_id: string; orderId: number; amount: number };
  const proof = sandbox.pay(data.order_id);
  const verified = await t.app.inject(
    as(user.token, { method: 'POST', url: '/api/order/verify-payment', payload: proof }),
  );
  expect(verified.statusCode).toBe(200);
  return { user, orderId: data.orderId, totalPaise: data.amount };
}

async function codOrder(): Promise<{ user: TestUser; orderId: number; totalPaise: number }> {
  const user = await signupAndLogin(t.app);
  await addToCart(t.app, user, await sizeInStock(t.database.db, 5), 1);
  const placed = await checkout(t.app, user, 'cod');
  expect(placed.statusCode).toBe(200);
  const orderId = placed.json().orderId as number;
  const [o] = await rows<{ total: number }>(
    t.database.db,
    sql`select total_paise as total from orders where id = ${orderId}`,
  );
  return { user, orderId, totalPaise: o!.total };
}

const refund = (
  orderId: number,
  body: Record<string, unknown>,
  key?: string,
  token: string | undefined = admin.token,
) =>
  t.app.inject(
    as(token, {
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      payload: body,
      headers: key ? { 'idempotency-key': key } : {},
    }),
  );

const orderOf = async (user: TestUser, orderId: number) =>
  (await t.app.inject(as(user.token, { url: `/api/order/get/${orderId}` }))).json() as Order;

const paymentStatusOf = async (orderId: number) =>
  (
    await rows<{ s: string }>(
      t.database.db,
      sql`select payment_status as s from orders where id = ${orderId}`,
    )
  )[0]!.s;

const creditNotesOf = (orderId: number) =>
  rows<{
    total: number;
    document: { lines: { description: string; amountPaise: number; quantity: number }[] };
  }>(
    t.database.db,
    sql`select total_paise as total, document from tax_documents where order_id = ${orderId} and kind = 'credit_note' order by id`,
  );

/** The mails about one order (to the address the order was placed with). */
const mailsAbout = (orderId: number) =>
  rows<{ to: string; subject: string; text: string }>(
    t.database.db,
    sql`select "to", subject, text from mail_outbox where subject like ${`%order #${orderId} %`} order by id`,
  );

describe('refunds through the sandbox gateway', () => {
  it('refunds part, then the rest by default: pending, processed by the signed webhook, with credit notes and mails', async () => {
    const { user, orderId, totalPaise } = await paidOrder();
    const first = await refund(orderId, { amount: 100.5, reason: 'One bottle leaked' }, 'refund-key-0001');
    expect(first.statusCode).toBe(201);
    const made = first.json() as RefundReply;
    // The sandbox answers pending and delivers refund.processed through the webhook route at once: on a busy
    // machine the webhook may be handled before this answer is written, which then already says processed.
    expect(made.refund).toMatchObject({
      orderId,
      amount: 100.5,
      status: expect.stringMatching(/^(pending|processed)$/),
      method: 'gateway',
      reason: 'One bottle leaked',
    });
    expect(made.refundable).toBe((totalPaise - 10050) / 100);
    await sandbox.settled();
    const after = await orderOf(user, orderId);
    expect(after.paymentStatus).toBe('partially_refunded');
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({
      status: 'processed',
      statusLabel: 'Refunded',
      providerRefundId: expect.stringMatching(/^rfnd_sbx/),
      processedAt: expect.any(String),
    });
    expect(sandbox.refunds.filter((r) => r.notes.order_id === String(orderId))).toHaveLength(1);
    // A credit note of exactly the refund, as a share of every line of the invoice: value only, no goods came
    // back, so no quantity and no unit price (decision 0303).
    const notes = await creditNotesOf(orderId);
    expect(notes.map((n) => n.total)).toEqual([10050]);
    for (const l of notes[0]!.document.lines) {
      expect(l.description).toMatch(/ \(refund, value only\)$/);
      expect(l).toMatchObject({ quantity: 0, unitPricePaise: 0 });
    }
    expect(after.creditNotes).toHaveLength(1);

    // The rest, amount left out: all that is left.
    const rest = await refund(orderId, { reason: 'Customer changed their mind' }, 'refund-key-0002');
    expect(rest.statusCode).toBe(201);
    expect(rest.json().refund.amount).toBe((totalPaise - 10050) / 100);
    expect(rest.json().refundable).toBe(0);
    await sandbox.settled();
    expect(await paymentStatusOf(orderId)).toBe('refunded');
    const all = await creditNotesOf(orderId);
    expect(all.reduce((s, n) => s + n.total, 0)).toBe(totalPaise);
    expect(all[1]!.document.lines.every((l) => l.quantity === 0)).toBe(true);
    const view = await orderOf(user, orderId);
    expect(view.refunds.map((r) => r.status)).toEqual(['processed', 'processed']);
    expect(view.refundable).toBe(0);

    // Nothing left: refused, nothing recorded.
    const more = await refund(orderId, { amount: 1, reason: 'Again' }, 'refund-key-0003');
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toContain('paymen');
    const subjects = (await mailsAbout(orderId)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('is on its way'))).toHaveLength(2);
    expect(subjects.filter((s) => s.includes('is done'))).toHaveLength(2);
  });

  it('answers the same Idempotency-Key with the same refund, never a second one', async () => {
    const { orderId } = await paidOrder();
    const a = await refund(orderId, { amount: 50, reason: 'Late delivery' }, 'same-key-12345');
    const b = await refund(orderId, { amount: 50, reason: 'Late delivery' }, 'same-key-12345');
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(200);
    expect(b.json().refund.id).toBe(a.json().refund.id);
    // Concurrent repeats of one key: still one refund.
    const many = await Promise.all(
      Array.from({ length: 4 }, () => refund(orderId, { amount: 20, reason: 'Twice' }, 'same-key-67890')),
    );
    expect(many.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(many.map((r) => r.json().refund.id)).size).toBe(1);
    await sandbox.settled();
    const list = await t.app.inject(as(admin.token, { url: `/api/admin/orders/${orderId}/refunds` }));
    expect(list.json().map((r: { amount: number }) => r.amount)).toEqual([50, 20]);
    expect(sandbox.refunds.filter((r) => r.notes.order_id === String(orderId))).toHaveLength(2);
    // The key of another refund: refused for another amount or order.
    expect((await refund(orderId, { amount: 30, reason: 'x' }, 'same-key-12345')).statusCode).toBe(409);
    const other = await paidOrder(1);
    expect((await refund(other.orderId, { reason: 'x' }, 'same-key-12345')).statusCode).toBe(409);
  });

  it('never refunds more than was paid less what was refunded, however many ask at once', async () => {
    const { orderId, totalPaise } = await paidOrder();
    const share = Math.floor((totalPaise * 0.4) / 100);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        refund(orderId, { amount: share, reason: `Race ${i}` }, `race-key-${i}-abcdef`),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().message).toMatch(/^At most ₹/);
    await sandbox.settled();
    const [sum] = await rows<{ n: number; total: number }>(
      t.database.db,
      sql`select count(*)::int as n, sum(amount_paise)::int as total from refunds where order_id = ${orderId}`,
    );
    expect(sum).toEqual({ n: 2, total: share * 200 });
    expect(await paymentStatusOf(orderId)).toBe('partially_refunded');
  });

  it('a cancelled paid order is refunded by the cancellation itself, with no second credit note', async () => {
    const { user, orderId, totalPaise } = await paidOrder(1);
    const cancelled = await t.app.inject(
      as(admin.token, { method: 'POST', url: `/api/order/${orderId}/cancel` }),
    );
    expect(cancelled.statusCode).toBe(200);
    await sandbox.settled();
    expect(await paymentStatusOf(orderId)).toBe('refunded');
    const order = await orderOf(user, orderId);
    expect(order.refundable).toBe(0);
    expect(order.refunds.map((r) => r.amount)).toEqual([totalPaise / 100]);
    // Nothing is left for the admin to refund.
    const res = await refund(orderId, { reason: 'Order cancelled' }, 'cancelled-key-01');
    expect(res.statusCode).toBe(409);
    // The cancellation's credit note covers the whole invoice already.
    expect((await creditNotesOf(orderId)).map((n) => n.total)).toEqual([totalPaise]);
  });
});

describe('refusals', () => {
  it('answers 400 naming the field, 401/403 to non-admins and 404 for no such order', async () => {
    const { user, orderId } = await paidOrder(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: -5, reason: 'x' }, 'amount must be more than 0'],
      [{ amount: 0, reason: 'x' }, 'amount must be more than 0'],
      [{ amount: 10.005, reason: 'x' }, 'amount must have at most two decimals'],
      [{ amount: '10', reason: 'x' }, 'amount must be a number'],
      [{ amount: 10 }, 'reason is required'],
      [{ amount: 10, reason: '   ' }, 'reason is required'],
    ];
    for (const [body, message] of cases) {
      const res = await refund(orderId, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const badKey = await refund(orderId, { reason: 'x' }, 'short');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toContain('Idempotency-Key');
    expect((await refund(orderId, { reason: 'x' }, undefined, user.token)).statusCode).toBe(403);
    expect((await refund(orderId, { reason: 'x' }, undefined, '')).statusCode).toBe(401);
    expect((await refund(99_999_999, { reason: 'x' })).statusCode).toBe(404);
    expect(
      (await t.app.inject(as(admin.token, { url: '/api/admin/orders/99999999/refunds' }))).statusCode,
    ).toBe(404);
    // None of them refunded anything.
    expect((await orderOf(user, orderId)).refunds).toEqual([]);
  });

  it('refuses (409) an order whose money the shop never took', async () => {
    const user = await signupAndLogin(t.app);
    await addToCart(t.app, user, await sizeInStock(t.database.db, 5), 1);
    const pending = (await checkout(t.app, user, 'online')).json().data.orderId as number;
    const res = await refund(pending, { reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Payment pending');
    const cod = await codOrder();
    const notCollected = await refund(cod.orderId, { reason: 'x', reference: 'UPI-123456' });
    expect(notCollected.statusCode).toBe(409);
    expect(notCollected.json().message).toContain('Pay on delivery');
    await t.database.db.execute(sql`update orders set status = 7 where id = ${cod.orderId}`);
    const delivered = await refund(cod.orderId, { reason: 'x', reference: 'UPI-123456' });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().message).toContain('once its cash is collected');
    expect(await paymentStatusOf(cod.orderId)).toBe('cod');
  });
});

describe('manual refunds of collected cash', () => {
  it('records a UPI/bank reference, processed at once, with its credit note and mail', async () => {
    const { orderId, totalPaise } = await codOrder();
    // Delivered and its cash collected (the cash-collection call is tested with it, decision 0125).
    await t.database.db.execute(
      sql`update orders set status = 7, payment_status = 'cod_collected' where id = ${orderId}`,
    );
    const noReference = await refund(orderId, { amount: 20, reason: 'Damaged cap' });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toContain('reference is required');
    const res = await refund(
      orderId,
      { amount: 20, reason: 'Damaged cap', reference: 'UPI 4242 9911' },
      'manual-key-0001',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Refund recorded',
      paymentStatus: 'partially_refunded',
      refund: { method: 'manual', status: 'processed', reference: 'UPI 4242 9911', providerRefundId: null },
      refundable: (totalPaise - 2000) / 100,
    });
    expect((await creditNotesOf(orderId)).map((n) => n.total)).toEqual([2000]);
    const rest = await refund(orderId, { reason: 'Returned', reference: 'NEFT N123456' });
    expect(rest.json().paymentStatus).toBe('refunded');
    const mails = await mailsAbout(orderId);
    expect(mails.every((m) => m.to === 'kavya@example.com')).toBe(true);
    expect(mails.filter((m) => m.subject.includes('is done'))).toHaveLength(2);
    expect(mails.some((m) => m.text.includes('reference UPI 4242 9911'))).toBe(true);
    // No gateway was asked.
    expect(sandbox.refunds.some((r) => r.notes.order_id === String(orderId))).toBe(false);
  });
});

describe('a refund of the whole order without a return', () => {
  it('credits every line at its value only: the shopper keeps the goods, so the credit note has no quantities', async () => {
    const { orderId, totalPaise } = await codOrder();
    await t.database.db.execute(
      sql`update orders set status = 7, payment_status = 'cod_collected' where id = ${orderId}`,
    );
    const [invoice] = await rows<{ document: { lines: { description: string; amountPaise: number }[] } }>(
      t.database.db,
      sql`select document from tax_documents where order_id = ${orderId} and kind = 'invoice'`,
    );
    const res = await refund(orderId, { reason: 'Goodwill', reference: 'UPI 5151 7272' });
    expect(res.statusCode).toBe(201);
    expect(res.json().paymentStatus).toBe('refunded');
    const [note] = await creditNotesOf(orderId);
    expect(note!.total).toBe(totalPaise);
    // Each invoice line's whole value, as a value-only line (not the invoice's lines with their units).
    expect(note!.document.lines).toEqual(
      invoice!.document.lines.map((l) =>
        expect.objectContaining({
          description: `${l.description} (refund, value only)`,
          quantity: 0,
          unitPricePaise: 0,
          amountPaise: l.amountPaise,
        }),
      ),
    );
  });
});

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

describe('refund webhooks (D7 rules)', () => {
  it('applies refund.processed once, records one made in Razorpay (decision 0133) and refuses bad signatures', async () => {
    const { orderId } = await paidOrder(1);
    const [payment] = await rows<{ id: string }>(
      t.database.db,
      sql`select provider_payment_id as id from orders where id = ${orderId}`,
    );
    const unknown = {
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_dashboard1', payment_id: payment!.id, amount: 100 } } },
    };
    const res = await deliver(unknown, 'evt_refund_unknown');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
    expect((await deliver(unknown, 'evt_refund_unknown')).json().status).toBe('duplicate');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'bad' },
      payload: JSON.stringify(unknown),
    });
    expect(bad.statusCode).toBe(400);
    expect(await paymentStatusOf(orderId)).toBe('partially_refunded');
  });

  it('marks a pending refund failed on refund.failed, which frees its amount again', async () => {
    const { orderId, totalPaise } = await paidOrder(1);
    // Webhooks from the sandbox are held back, so the refund stays pending until our own event.
    sandbox.deliverWebhooksTo(null);
    try {
      const res = await refund(orderId, { reason: 'Wrong item' }, 'failing-key-0001');
      expect(res.json().refund.status).toBe('pending');
      const made = res.json().refund as { id: number; providerRefundId: string };
      const [payment] = await rows<{ id: string }>(
        t.database.db,
        sql`select provider_payment_id as id from orders where id = ${orderId}`,
      );
      const failed = {
        event: 'refund.failed',
        payload: {
          refund: {
            entity: {
              id: made.providerRefundId,
              payment_id: payment!.id,
              amount: totalPaise,
              error_description: 'The bank account is closed',
            },
          },
        },
      };
      expect((await deliver(failed, 'evt_refund_failed_1')).json().status).toBe('ok');
      const list = (
        await t.app.inject(as(admin.token, { url: `/api/admin/orders/${orderId}/refunds` }))
      ).json();
      expect(list[0]).toMatchObject({ status: 'failed', failureReason: 'The bank account is closed' });
      expect(await paymentStatusOf(orderId)).toBe('paid');
      // Its amount can be refunded again; a late refund.processed of the failed one still counts the money.
      const again = await refund(orderId, { reason: 'Wrong item' }, 'failing-key-0002');
      expect(again.statusCode).toBe(201);
      expect(again.json().refund.amount).toBe(totalPaise / 100);
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
