// A return's refund on Razorpay (decision 0136) against a local stand-in of Razorpay's API: the refund goes
// out under the return's key (X-Refund-Idempotency, 10-64 characters); a refusal leaves the return received
// and the next call uses the next key; no answer refunds the return with the refund pending, and asking again
// asks Razorpay again under the same key; the signed refund.processed webhook then finishes it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OrderStatus } from '@chamak/shared/order-state';
import type { OrderReturn } from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { fields, multipart } from '../../test/multipart.ts';
import { hmacHex, razorpayGateway } from '../payments/gateway.ts';

type Seen = { path: string; headers: IncomingMessage['headers']; body: { amount?: number } | null };
const keys = { keyId: 'rzp_test_returns', keySecret: 'key-secret-r', webhookSecret: 'webhook-secret-r' };
const seen: Seen[] = [];
let answer: (res: ServerResponse, id: string, amount: number) => void;
const pending = (res: ServerResponse, id: string, amount: number) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id, entity: 'refund', amount, status: 'pending' }));
};
let made = 0;
const server: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    const entry = { path: req.url!, headers: req.headers, body: raw ? JSON.parse(raw) : null };
    seen.push(entry);
    if (req.url === '/v1/orders') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ id: `order_rtn${seen.length}`, amount: entry.body!.amount }));
    }
    if (/^\/v1\/payments\/[^/]+\/refund$/.test(req.url!))
      return answer(res, `rfnd_rtn${++made}`, entry.body!.amount!);
    res.writeHead(404).end('{}');
  });
});

let t: TestApp;
let admin: string;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t = await testApp({
    gateway: razorpayGateway({
      ...keys,
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    }),
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(async () => {
  await t?.close();
  server.close();
});

const move = (id: number, step: string, payload: object = {}) =>
  t.app.inject(as(admin, { method: 'POST', url: `/api/admin/returns/${id}/${step}`, payload }));

/** A delivered order paid on Razorpay, one unit returned, approved and received. */
async function receivedReturn(): Promise<{ orderId: number; paymentId: string; ret: OrderReturn }> {
  const user = await signupAndLogin(t.app);
  await addToCart(t.app, user, await sizeInStock(t.database.db, 10), 2);
  const data = (await checkout(t.app, user, 'online')).json().data as { order_id: string; orderId: number };
  const paymentId = `pay_rtn${data.orderId}`;
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
  await t.app.inject(
    as(admin, {
      method: 'PATCH',
      url: `/api/order/${data.orderId}/shipment`,
      payload: { status: OrderStatus.Delivered },
    }),
  );
  const [item] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from order_items where order_id = ${data.orderId}`,
  );
  const form = multipart(
    fields({ items: JSON.stringify([{ orderItemId: item!.id, quantity: 1 }]), reason: 'leaking' }),
  );
  const asked = await t.app.inject(
    as(user.token, {
      method: 'POST',
      url: `/api/order/${data.orderId}/returns`,
      payload: form.payload,
      headers: form.headers,
    }),
  );
  expect(asked.statusCode).toBe(201);
  const ret = asked.json().return as OrderReturn;
  expect((await move(ret.id, 'approve', { pickup: 'manual' })).statusCode).toBe(200);
  expect(
    (await move(ret.id, 'receive', { items: [{ orderItemId: item!.id, resellable: 1 }] })).statusCode,
  ).toBe(200);
  return { orderId: data.orderId, paymentId, ret };
}

const refundCalls = () => seen.filter((s) => s.path.endsWith('/refund'));

describe('a return refunded on Razorpay', () => {
  it('stays received after a refusal, and the next call refunds it under the next key', async () => {
    const { ret } = await receivedReturn();
    answer = (res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment is under dispute' } }),
      );
    };
    const before = refundCalls().length;
    const refused = await move(ret.id, 'refund');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/Payment is under dispute/);
    const [row] = await rows<{ status: string }>(
      t.database.db,
      sql`select status from returns where id = ${ret.id}`,
    );
    expect(row!.status).toBe('received');

    answer = pending;
    const ok = await move(ret.id, 'refund');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().return).toMatchObject({
      status: 'refunded',
      refund: { status: 'pending', amount: ret.amount },
    });
    const calls = refundCalls().slice(before);
    expect(calls.map((c) => c.headers['x-refund-idempotency'])).toEqual([
      `return-${ret.id}-refund`,
      `return-${ret.id}-refund-2`,
    ]);
    expect(calls.map((c) => c.body!.amount)).toEqual([
      Math.round(ret.amount * 100),
      Math.round(ret.amount * 100),
    ]);
  });

  it('is refunded with the refund pending when Razorpay does not answer, asks again under the same key, and the webhook finishes it', async () => {
    const { orderId, paymentId, ret } = await receivedReturn();
    answer = (res) => {
      res.writeHead(503).end('unavailable');
    };
    const before = refundCalls().length;
    const down = await move(ret.id, 'refund');
    expect(down.statusCode).toBe(200);
    expect(down.json().message).toMatch(/^Return refunded\. The payment service did not answer/);
    expect(down.json().return).toMatchObject({ status: 'refunded', refund: { status: 'pending' } });

    answer = pending;
    const again = await move(ret.id, 'refund');
    expect(again.statusCode).toBe(200);
    expect(again.json().return.refund.id).toBe(down.json().return.refund.id);
    const calls = refundCalls().slice(before);
    expect(calls.map((c) => c.headers['x-refund-idempotency'])).toEqual([
      `return-${ret.id}-refund`,
      `return-${ret.id}-refund`,
    ]);
    // Now that Razorpay has it, asking again does not call Razorpay.
    expect((await move(ret.id, 'refund')).json().message).toBe('This return was already refunded.');
    expect(refundCalls().length).toBe(before + 2);

    const [refund] = await rows<{ provider_refund_id: string }>(
      t.database.db,
      sql`select provider_refund_id from refunds where idempotency_key = ${`return-${ret.id}-refund`}`,
    );
    const raw = JSON.stringify({
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: refund!.provider_refund_id,
            payment_id: paymentId,
            amount: Math.round(ret.amount * 100),
            status: 'processed',
          },
        },
      },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': `evt_rtn${ret.id}`,
        'x-razorpay-signature': hmacHex(keys.webhookSecret, raw),
      },
      payload: raw,
    });
    expect(hook.statusCode).toBe(200);
    const view = (await t.app.inject(as(admin, { url: `/api/order/${orderId}/returns` }))).json();
    expect(view.returns[0].refund).toMatchObject({ status: 'processed', amount: ret.amount });
    const notes = await rows<{ total: number }>(
      t.database.db,
      sql`select total_paise as total from tax_documents where order_id = ${orderId} and kind = 'credit_note'`,
    );
    expect(notes).toEqual([{ total: Math.round(ret.amount * 100) }]);
  });
});
