// Razorpay's Refunds API (decision 0120) against a local stand-in server on 127.0.0.1 that checks the request
// Razorpay documents: POST /v1/payments/{payment_id}/refund, basic auth key:secret, a JSON body in paise with
// speed and notes, and the X-Refund-Idempotency header. Then the shop on that gateway: a refund.processed
// webhook racing the admin's refund call, a refusal, and a gateway that does not answer (retried by the key).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { hmacHex, RefundRefused, razorpayGateway } from './gateway.ts';

type Seen = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };

/** The stand-in: records every request; `onRefund` answers refund calls (default: a pending refund). */
function standIn() {
  const seen: Seen[] = [];
  let refunds = 0;
  const state = {
    seen,
    onRefund: async (_req: Seen, res: ServerResponse, id: string) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          entity: 'refund',
          amount: (_req.body as { amount: number }).amount,
          status: 'pending',
        }),
      );
    },
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const entry = {
        method: req.method!,
        path: req.url!,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : null,
      };
      seen.push(entry);
      if (req.url === '/v1/orders') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `order_rzp${seen.length}`,
            amount: (entry.body as { amount: number }).amount,
          }),
        );
        return;
      }
      if (/^\/v1\/payments\/[^/]+\/refund$/.test(req.url!)) {
        refunds++;
        void state.onRefund(entry, res, `rfnd_rzp${refunds}`);
        return;
      }
      res.writeHead(404).end('{}');
    });
  });
  return { server, state };
}

const keys = { keyId: 'rzp_test_refunds', keySecret: 'key-secret-1', webhookSecret: 'webhook-secret-1' };

describe('the Razorpay refund adapter', () => {
  it('sends the documented request and tells a refusal from no answer', async () => {
    const { server, state } = standIn();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const gateway = razorpayGateway({
        ...keys,
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      });
      const made = await gateway.refund('pay_29QQoUBi66xm2f', {
        amountPaise: 50010,
        idempotencyKey: '550e8400-e29b-41d4-a716-446655440000',
        speed: 'optimum',
        notes: { order_id: '42' },
        receipt: 'refund-7',
      });
      expect(made).toEqual({ id: 'rfnd_rzp1', amount: 50010, status: 'pending' });
      const [request] = state.seen;
      expect(request).toMatchObject({ method: 'POST', path: '/v1/payments/pay_29QQoUBi66xm2f/refund' });
      expect(request!.headers.authorization).toBe(
        `Basic ${Buffer.from('rzp_test_refunds:key-secret-1').toString('base64')}`,
      );
      expect(request!.headers['content-type']).toBe('application/json');
      expect(request!.headers['x-refund-idempotency']).toBe('550e8400-e29b-41d4-a716-446655440000');
      expect(request!.body).toEqual({
        amount: 50010,
        speed: 'optimum',
        notes: { order_id: '42' },
        receipt: 'refund-7',
      });
      // The default speed is normal.
      await gateway.refund('pay_X', { amountPaise: 100, idempotencyKey: 'key-normal-01', notes: {} });
      expect((state.seen[1]!.body as { speed: string }).speed).toBe('normal');

      state.onRefund = async (_req, res) => {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'The refund amount exceeds the amount captured',
            },
          }),
        );
      };
      const refused = gateway.refund('pay_X', { amountPaise: 1, idempotencyKey: 'key-refused-1', notes: {} });
      await expect(refused).rejects.toBeInstanceOf(RefundRefused);
      await expect(refused).rejects.toThrow('exceeds the amount captured');
      state.onRefund = async (_req, res) => {
        res.writeHead(502).end('bad gateway');
      };
      const down = gateway.refund('pay_X', { amountPaise: 1, idempotencyKey: 'key-down-0001', notes: {} });
      await expect(down).rejects.toThrow('Razorpay refund failed: 502');
      await expect(down).rejects.not.toBeInstanceOf(RefundRefused);
    } finally {
      server.close();
    }
  });
});

describe('refunds on Razorpay', () => {
  let t: TestApp;
  let admin: { token: string };
  const { server, state } = standIn();

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t = await testApp({
      gateway: razorpayGateway({
        ...keys,
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      }),
    });
    admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  });
  afterAll(async () => {
    await t?.close();
    server.close();
  });

  /** An order paid on Razorpay (the browser's signed proof): id, payment id and total. */
  async function paidOrder() {
    const user = await signupAndLogin(t.app);
    await addToCart(t.app, user, await sizeInStock(t.database.db, 5), 1);
    const data = (await checkout(t.app, user, 'online')).json().data as {
      order_id: string;
      orderId: number;
      amount: number;
    };
    const paymentId = `pay_rzp${data.orderId}`;
    const verified = await t.app.inject(
      as(user.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: {
          razorpay_order_id: data.order_id,
          razorpay_payment_id: paymentId,
          razorpay_signature: hmacHex(keys.keySecret, `${data.order_id}|${paymentId}`),
        },
      }),
    );
    expect(verified.statusCode).toBe(200);
    return { orderId: data.orderId, paymentId, totalPaise: data.amount };
  }

  const refund = (orderId: number, body: Record<string, unknown>, key: string) =>
    t.app.inject(
      as(admin.token, {
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        payload: body,
        headers: { 'idempotency-key': key },
      }),
    );

  /** Razorpay's refund.processed for a refund, signed with the webhook secret, through the webhook route. */
  const processedWebhook = (entity: Record<string, unknown>, eventId: string) => {
    const raw = JSON.stringify({ event: 'refund.processed', payload: { refund: { entity } } });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': eventId,
        'x-razorpay-signature': hmacHex(keys.webhookSecret, raw),
      },
      payload: raw,
    });
  };

  const refundsOf = (orderId: number) =>
    rows<{ status: string; provider_refund_id: string | null; credit_note_id: number | null }>(
      t.database.db,
      sql`select status, provider_refund_id, credit_note_id from refunds where order_id = ${orderId} order by id`,
    );
  const doneMails = async (orderId: number) =>
    (
      await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from mail_outbox where subject like ${`%order #${orderId} is done`}`,
      )
    )[0]!.n;

  it('processes a refund once when its webhook arrives before, or while, the refund call answers', async () => {
    // Webhook first: Razorpay delivers refund.processed before the refund call has answered the shop.
    const first = await paidOrder();
    let webhookStatus = '';
    state.onRefund = async (req, res, id) => {
      const body = req.body as { amount: number; notes: Record<string, string> };
      const hook = await processedWebhook(
        { id, payment_id: first.paymentId, amount: body.amount, notes: body.notes, status: 'processed' },
        `evt_${id}`,
      );
      webhookStatus = hook.json().status;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id, amount: body.amount, status: 'pending' }));
    };
    const res = await refund(first.orderId, { amount: 30, reason: 'Leaked' }, 'race-webhook-first');
    expect(res.statusCode).toBe(201);
    expect(webhookStatus).toBe('ok');
    expect(res.json()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refund: { status: 'processed' },
    });
    const [made] = await refundsOf(first.orderId);
    expect(made).toMatchObject({
      status: 'processed',
      provider_refund_id: expect.stringMatching(/^rfnd_rzp/),
    });
    expect(made!.credit_note_id).not.toBeNull();
    expect(await doneMails(first.orderId)).toBe(1);
    const sent = state.seen.at(-1)!;
    expect(sent.path).toBe(`/v1/payments/${first.paymentId}/refund`);
    expect(sent.headers['x-refund-idempotency']).toBe('race-webhook-first');
    expect(sent.body).toMatchObject({
      amount: 3000,
      speed: 'normal',
      notes: { order_id: String(first.orderId) },
    });

    // At the same time: the webhook and the answer race; several rounds, each processed exactly once.
    for (let round = 0; round < 4; round++) {
      const order = await paidOrder();
      const hooks: Promise<unknown>[] = [];
      state.onRefund = async (req, res, id) => {
        const body = req.body as { amount: number; notes: Record<string, string> };
        hooks.push(
          processedWebhook(
            { id, payment_id: order.paymentId, amount: body.amount, notes: body.notes, status: 'processed' },
            `evt_${id}`,
          ),
        );
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id, amount: body.amount, status: 'processed' }));
      };
      const answer = await refund(order.orderId, { reason: 'Race' }, `race-round-${round}-key`);
      expect(answer.statusCode).toBe(201);
      await Promise.all(hooks);
      const list = await refundsOf(order.orderId);
      expect(list).toHaveLength(1);
      expect(list[0]!.status).toBe('processed');
      const [o] = await rows<{ s: string }>(
        t.database.db,
        sql`select payment_status as s from orders where id = ${order.orderId}`,
      );
      expect(o!.s).toBe('refunded');
      const notes = await rows<{ total: number }>(
        t.database.db,
        sql`select total_paise as total from tax_documents where order_id = ${order.orderId} and kind = 'credit_note'`,
      );
      expect(notes.map((n) => n.total)).toEqual([order.totalPaise]);
      expect(await doneMails(order.orderId)).toBe(1);
    }
  });

  it('records a refused refund as failed (502), and asks again with the same key after no answer', async () => {
    const refused = await paidOrder();
    state.onRefund = async (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { description: 'The payment has been fully refunded already' } }));
    };
    const res = await refund(refused.orderId, { reason: 'x' }, 'refused-key-0001');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('fully refunded already');
    expect((await refundsOf(refused.orderId)).map((r) => r.status)).toEqual(['failed']);

    const silent = await paidOrder();
    state.onRefund = async (_req, res) => {
      res.writeHead(503).end('unavailable');
    };
    const lost = await refund(silent.orderId, { amount: 10, reason: 'x' }, 'lost-answer-0001');
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toContain('same Idempotency-Key is safe');
    expect((await refundsOf(silent.orderId)).map((r) => r.status)).toEqual(['pending']);
    // Still counted: a second refund cannot take the same money meanwhile.
    const rest = (silent.totalPaise - 1000) / 100;
    state.onRefund = async (req, res, id) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id, amount: (req.body as { amount: number }).amount, status: 'pending' }));
    };
    expect(
      (await refund(silent.orderId, { amount: rest + 0.01, reason: 'x' }, 'too-much-key-01')).statusCode,
    ).toBe(409);
    const before = state.seen.length;
    const retried = await refund(silent.orderId, { amount: 10, reason: 'x' }, 'lost-answer-0001');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().refund).toMatchObject({
      status: 'pending',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(state.seen.length).toBe(before + 1);
    expect(state.seen.at(-1)!.headers['x-refund-idempotency']).toBe('lost-answer-0001');
    expect((await refundsOf(silent.orderId)).length).toBe(1);
  });
});
