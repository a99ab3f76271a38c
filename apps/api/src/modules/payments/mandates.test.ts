// Mandates for recurring payments: the Razorpay adapter against a local stand-in on 127.0.0.1 that checks the
// requests Razorpay documents (customer, authorisation order with the token's cap, expiry and as_presented
// frequency, the token of the first payment, a renewal's order and recurring payment, the token's cancellation),
// and the sandbox's same calls with signed payment and token events.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayGateway, sandboxGateway } from './gateway.ts';
import { MandateRefused, mandateCapPaise } from './mandates.ts';

type Seen = { method: string; path: string; auth: string | undefined; body: Record<string, unknown> | null };

let server: Server;
let baseUrl = '';
const seen: Seen[] = [];
/** Payments the stand-in's orders already carry (GET /orders/{id}/payments). */
const orderPayments = new Map<string, { id: string; status: string }[]>();
let cancelAnswer = 200;
let made = 0;

const answer = (res: import('node:http').ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const entry: Seen = {
        method: req.method!,
        path: req.url!,
        auth: req.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      };
      seen.push(entry);
      const url = req.url!;
      if (url === '/v1/customers') return answer(res, 200, { id: 'cust_rzp1', entity: 'customer' });
      if (url === '/v1/orders') {
        const id = `order_rzp${++made}`;
        orderPayments.set(id, []);
        return answer(res, 200, { id, amount: entry.body?.amount });
      }
      if (url === '/v1/payments/pay_first')
        return answer(res, 200, { id: 'pay_first', token_id: 'token_rzp1' });
      if (url === '/v1/payments/pay_plain') return answer(res, 200, { id: 'pay_plain' });
      const payments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url);
      if (payments) return answer(res, 200, { items: orderPayments.get(payments[1]!) ?? [] });
      if (url === '/v1/payments/create/recurring') {
        const id = `pay_rzp${++made}`;
        orderPayments.get(String(entry.body?.order_id))?.push({ id, status: 'created' });
        return answer(res, 200, { razorpay_payment_id: id, razorpay_order_id: entry.body?.order_id });
      }
      if (url === '/v1/customers/cust_rzp1/tokens/token_rzp1/cancel') {
        if (cancelAnswer === 200)
          return answer(res, 200, { id: 'token_rzp1', status: 'cancellation_initiated' });
        return answer(res, 400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Token is already cancelled' },
        });
      }
      answer(res, 404, { error: { description: 'no such route' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const customer = { name: 'Asha Verma', email: 'asha@example.com', contact: '9876500002' };

describe('the Razorpay mandate adapter', () => {
  it('makes a customer and an authorisation order that carries the mandate’s cap, expiry and frequency', async () => {
    const { mandates } = razorpayGateway({ keyId: 'rzp_test_m', keySecret: 'secret-m', baseUrl });
    seen.length = 0;
    const expireAt = new Date('2031-11-30T00:00:00Z');
    const order = await mandates.createMandateOrder({
      customer,
      method: 'upi',
      amountPaise: 45_900,
      maxAmountPaise: 200_000,
      expireAt,
      receipt: 'CH-1001',
      notes: { subscription: '7' },
    });
    expect(order).toMatchObject({ amount: 45_900, customerId: 'cust_rzp1', receipt: 'CH-1001' });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /v1/customers', 'POST /v1/orders']);
    expect(seen[0]!.auth).toBe(`Basic ${Buffer.from('rzp_test_m:secret-m').toString('base64')}`);
    expect(seen[0]!.body).toEqual({ ...customer, fail_existing: '0' });
    expect(seen[1]!.body).toEqual({
      currency: 'INR',
      payment_capture: true,
      amount: 45_900,
      customer_id: 'cust_rzp1',
      method: 'upi',
      receipt: 'CH-1001',
      notes: { subscription: '7' },
      token: {
        max_amount: 200_000,
        expire_at: Math.floor(expireAt.getTime() / 1000),
        frequency: 'as_presented',
      },
    });
  });

  it('refuses a cap over ₹15,000 or under the first payment before calling Razorpay', async () => {
    const { mandates } = razorpayGateway({ keyId: 'rzp_test_m', keySecret: 'secret-m', baseUrl });
    seen.length = 0;
    const request = {
      customer,
      method: 'card' as const,
      amountPaise: 45_900,
      expireAt: new Date('2031-01-01'),
      receipt: 'CH-1002',
      notes: {},
    };
    await expect(
      mandates.createMandateOrder({ ...request, maxAmountPaise: mandateCapPaise + 1 }),
    ).rejects.toThrow(MandateRefused);
    await expect(mandates.createMandateOrder({ ...request, maxAmountPaise: 45_899 })).rejects.toThrow(
      MandateRefused,
    );
    expect(seen).toEqual([]);
  });

  it('reads the token of the first payment, and says so when a payment registered none', async () => {
    const { mandates } = razorpayGateway({ keyId: 'rzp_test_m', keySecret: 'secret-m', baseUrl });
    expect(await mandates.tokenOfPayment('pay_first')).toBe('token_rzp1');
    await expect(mandates.tokenOfPayment('pay_plain')).rejects.toThrow('The payment registered no mandate.');
  });

  it('debits with a fresh order and a recurring payment, and never pays one order twice', async () => {
    const { mandates } = razorpayGateway({ keyId: 'rzp_test_m', keySecret: 'secret-m', baseUrl });
    seen.length = 0;
    const request = {
      customerId: 'cust_rzp1',
      tokenId: 'token_rzp1',
      amountPaise: 41_310,
      receipt: 'CH-1003',
      notes: { subscription: '7', cycle: '2' },
      email: customer.email,
      contact: customer.contact,
      description: 'Every 30 days: Floor Cleaner 1 L',
    };
    const first = await mandates.debit(request);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/orders',
      'POST /v1/payments/create/recurring',
    ]);
    expect(seen[0]!.body).toEqual({
      currency: 'INR',
      payment_capture: true,
      amount: 41_310,
      receipt: 'CH-1003',
      notes: { subscription: '7', cycle: '2' },
    });
    expect(seen[1]!.body).toEqual({
      email: customer.email,
      contact: customer.contact,
      amount: 41_310,
      currency: 'INR',
      order_id: first.orderId,
      customer_id: 'cust_rzp1',
      token: 'token_rzp1',
      recurring: '1',
      description: 'Every 30 days: Floor Cleaner 1 L',
      notes: { subscription: '7', cycle: '2' },
    });
    // Asking again for the same gateway order (the first answer was lost) finds its payment instead of a second.
    seen.length = 0;
    expect(await mandates.debit({ ...request, providerOrderId: first.orderId })).toEqual(first);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([`GET /v1/orders/${first.orderId}/payments`]);
    // A failed payment on it is paid again on the same order.
    orderPayments.set(first.orderId, [{ id: first.paymentId, status: 'failed' }]);
    seen.length = 0;
    const again = await mandates.debit({ ...request, providerOrderId: first.orderId });
    expect(again.orderId).toBe(first.orderId);
    expect(again.paymentId).not.toBe(first.paymentId);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET /v1/orders/${first.orderId}/payments`,
      'POST /v1/payments/create/recurring',
    ]);
  });

  it('cancels the token at the gateway, and takes "already cancelled" as done', async () => {
    const { mandates } = razorpayGateway({ keyId: 'rzp_test_m', keySecret: 'secret-m', baseUrl });
    seen.length = 0;
    cancelAnswer = 200;
    await mandates.cancel('cust_rzp1', 'token_rzp1');
    cancelAnswer = 400;
    await mandates.cancel('cust_rzp1', 'token_rzp1');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'PUT /v1/customers/cust_rzp1/tokens/token_rzp1/cancel',
      'PUT /v1/customers/cust_rzp1/tokens/token_rzp1/cancel',
    ]);
  });
});

describe('the sandbox’s mandates', () => {
  it('authorise, debit with signed events, fail on demand, refuse after cancelling', async () => {
    const gateway = sandboxGateway('sandbox-secret');
    const delivered: { event: string; payload: { payment?: { entity: Record<string, unknown> } } }[] = [];
    gateway.deliverWebhooksTo(async ({ raw, signature }) => {
      expect(gateway.verifyWebhookSignature(Buffer.from(raw), signature)).toBe(true);
      delivered.push(JSON.parse(raw));
    });
    const order = await gateway.mandates.createMandateOrder({
      customer,
      method: 'upi',
      amountPaise: 45_900,
      maxAmountPaise: 100_000,
      expireAt: new Date('2031-01-01'),
      receipt: 'CH-1',
      notes: {},
    });
    const paid = gateway.mandates.authorise(order.id);
    expect(
      gateway.verifyPaymentSignature(
        paid.razorpay_order_id,
        paid.razorpay_payment_id,
        paid.razorpay_signature,
      ),
    ).toBe(true);
    const token = await gateway.mandates.tokenOfPayment(paid.razorpay_payment_id);
    // The same payment names the same token after a restart (a new sandbox on the same secret).
    expect(await sandboxGateway('sandbox-secret').mandates.tokenOfPayment(paid.razorpay_payment_id)).toBe(
      token,
    );
    // An ordinary payment registers none.
    await expect(gateway.mandates.tokenOfPayment(gateway.pay(order.id).razorpay_payment_id)).rejects.toThrow(
      'The payment registered no mandate.',
    );

    const request = {
      customerId: order.customerId,
      tokenId: token,
      amountPaise: 41_310,
      receipt: 'CH-2',
      notes: {},
      email: customer.email,
      contact: customer.contact,
      description: 'renewal',
    };
    const captured = await gateway.mandates.debit(request);
    gateway.mandates.failDebits(token, true);
    const failed = await gateway.mandates.debit(request);
    await expect(gateway.mandates.debit({ ...request, amountPaise: 100_001 })).rejects.toThrow(
      MandateRefused,
    );
    await gateway.settled();
    expect(delivered.map((d) => [d.event, d.payload.payment?.entity.order_id])).toEqual([
      ['payment.captured', captured.orderId],
      ['payment.failed', failed.orderId],
    ]);
    expect(delivered[1]!.payload.payment?.entity).toMatchObject({
      amount: 41_310,
      token_id: token,
      status: 'failed',
    });

    await gateway.mandates.cancel(order.customerId, token);
    await gateway.mandates.cancel(order.customerId, token);
    await gateway.settled();
    expect(delivered.map((d) => d.event).slice(2)).toEqual(['token.cancelled']);
    await expect(gateway.mandates.debit(request)).rejects.toThrow('The mandate was cancelled.');
  });
});
