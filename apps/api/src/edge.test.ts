// The HTTP edge: slow clients are cut, a client's address is the socket's unless TRUST_PROXY names the
// proxies, and NUL characters are refused before they reach the database.

import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { messages } from '@chamak/shared/messages';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../tools/demo-data/seed.ts';
import { loadConfig } from './config.ts';
import { type TestApp, testApp } from './test/app.ts';
import { as, login, signupAndLogin } from './test/auth.ts';
import { checkoutAddress } from './test/checkout.ts';

type Outcome = { status: number | null; closed: boolean; sentAll: boolean };

/**
 * Opens a raw connection, writes `head`, then trickles `trickle` one byte every 40 ms. Resolves with the status
 * the server answered (if any) and whether it closed the connection, once it answers or closes, or once every
 * byte is out and 500 ms more have passed (the bound: the test never waits long).
 */
function trickleClient(port: number, head: string, trickle: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      socket.destroy();
      resolve({ status: match ? Number(match[1]) : null, closed, sentAll: sent === trickle.length });
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (/^HTTP\/1\.1 \d{3}/.test(received)) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < trickle.length) {
          if (!socket.destroyed) socket.write(trickle[sent]!);
          sent++;
        } else {
          clearInterval(timer);
          setTimeout(() => finish(false), 500);
        }
      }, 40);
    });
  });
}

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await testApp({ seed: false, config: { http: { requestTimeoutMs: 400, headersTimeoutMs: 250 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('sets Node’s request and header timeouts from the settings', () => {
    expect(t.app.server.requestTimeout).toBe(400);
    expect(t.app.server.headersTimeout).toBe(250);
  });

  it('cuts a client that sends its headers and then trickles the body', async () => {
    const body = JSON.stringify({ name: 'Slow', email: 'slow@example.com', message: 'x'.repeat(40) });
    const head =
      'POST /api/contacts/addContact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    // 75 bytes at one every 40 ms would take 3 s: far past the 400 ms request timeout.
    const outcome = await trickleClient(port, head, body);
    expect(outcome.sentAll).toBe(false);
    expect(outcome.status === 408 || (outcome.status === null && outcome.closed)).toBe(true);
  });

  it('cuts a client that trickles its headers', async () => {
    const outcome = await trickleClient(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: abcdefghijklmnopqrstuvwxyz0123456789abcdefghij\r\n\r\n',
    );
    expect(outcome.sentAll).toBe(false);
    expect(outcome.status === 408 || (outcome.status === null && outcome.closed)).toBe(true);
  });

  it('still answers a client that sends its request at once, and keeps the connection alive', async () => {
    const answers = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        received += chunk;
        if ((received.match(/HTTP\/1\.1 200/g) ?? []).length === 2) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
      socket.on('connect', () =>
        socket.write(
          'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
        ),
      );
    });
    expect(answers.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  });
});

describe('client addresses', () => {
  const contact = (headers: Record<string, string>, remoteAddress = '192.0.2.10'): InjectOptions => ({
    method: 'POST',
    url: '/api/contacts/addContact',
    remoteAddress,
    headers,
    payload: { name: 'Asha', email: 'asha@example.com', message: 'Hello' },
  });
  const statuses = async (app: FastifyInstance, requests: InjectOptions[]) => {
    const result: number[] = [];
    for (const request of requests) result.push((await app.inject(request)).statusCode);
    return result;
  };
  const tight = { perIpPerMinute: 2, perAccountPer15Minutes: 10_000 };

  it('trusts no proxy by default: TRUST_PROXY is off', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('by default, a client rotating X-Forwarded-For never escapes a per-address limit', async () => {
    const t = await testApp({ seed: false, authRateLimit: tight });
    try {
      const codes = await statuses(
        t.app,
        ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4, 10.0.0.1'].map((forwarded) =>
          contact({ 'x-forwarded-for': forwarded }),
        ),
      );
      expect(codes).toEqual([201, 201, 429, 429]);
    } finally {
      await t.close();
    }
  });

  for (const [label, trustProxy] of [
    ['TRUST_PROXY=1', 1],
    ['TRUST_PROXY=10.0.0.0/8', ['10.0.0.0/8']],
  ] as const) {
    it(`with ${label}, the real client behind the proxy is the address: each client has its own limit`, async () => {
      const t = await testApp({
        seed: false,
        authRateLimit: tight,
        config: { trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy] },
      });
      try {
        // The stand-in proxy at 10.0.0.1 appends the address it saw ($proxy_add_x_forwarded_for).
        const viaProxy = (forwarded: string) => contact({ 'x-forwarded-for': forwarded }, '10.0.0.1');
        expect(
          await statuses(t.app, [
            viaProxy('203.0.113.7'),
            viaProxy('203.0.113.7'),
            viaProxy('203.0.113.7'),
            // Client A names another address of its own: the proxy still appends the one it saw.
            viaProxy('198.18.0.1, 203.0.113.7'),
            viaProxy('198.51.100.9'),
            viaProxy('198.51.100.9'),
          ]),
        ).toEqual([201, 201, 429, 429, 201, 201]);
      } finally {
        await t.close();
      }
    });
  }

  it('with a list of proxies, a client that is not one of them is its socket’s address, whatever it sends', async () => {
    const t = await testApp({ seed: false, authRateLimit: tight, config: { trustProxy: ['10.0.0.1'] } });
    try {
      const codes = await statuses(
        t.app,
        ['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((forwarded) =>
          contact({ 'x-forwarded-for': forwarded }, '192.0.2.44'),
        ),
      );
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('NUL characters', () => {
  let t: TestApp;
  let admin: string;
  let customer: Awaited<ReturnType<typeof signupAndLogin>>;
  beforeAll(async () => {
    t = await testApp();
    admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    customer = await signupAndLogin(t.app);
  });
  afterAll(() => t?.close());

  const nul = 'Asha\u0000';
  const address = { ...checkoutAddress, lastName: nul };

  // [what, who, request]: every place a shopper's or admin's text reaches a query.
  const cases: [string, 'guest' | 'customer' | 'admin', () => InjectOptions][] = [
    [
      'login',
      'guest',
      () => ({ method: 'POST', url: '/api/users/login', payload: { email: nul, password: 'x' } }),
    ],
    [
      'signup',
      'guest',
      () => ({
        method: 'POST',
        url: '/api/users/signup',
        payload: {
          fullname: nul,
          username: 'nulname',
          email: 'nul@example.com',
          phone: '9876543210',
          password: 'Secret@123',
        },
      }),
    ],
    [
      'product search',
      'guest',
      () => ({ method: 'POST', url: '/api/products/getallproducts', payload: { filter: { search: nul } } }),
    ],
    ['search suggestions', 'guest', () => ({ method: 'GET', url: '/api/search/suggest?q=Asha%00' })],
    [
      'contact form',
      'guest',
      () => ({
        method: 'POST',
        url: '/api/contacts/addContact',
        payload: { name: 'Asha', email: 'asha@example.com', message: nul },
      }),
    ],
    [
      'review',
      'customer',
      () => ({
        method: 'POST',
        url: '/api/ratings',
        payload: { userId: customer.userId, productId: 1, rating: 5, description: nul },
      }),
    ],
    [
      'profile',
      'customer',
      () => ({
        method: 'PATCH',
        url: `/api/users/profile/${customer.userId}`,
        payload: { fullname: nul, username: 'nulname2', email: customer.email, phone: '9876543210' },
      }),
    ],
    [
      'checkout address (cash on delivery)',
      'customer',
      () => ({
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: { ...address, userId: customer.userId, paymentMethod: 'cod' },
      }),
    ],
    [
      'checkout address (online)',
      'customer',
      () => ({
        method: 'POST',
        url: '/api/order/order',
        payload: { ...address, userId: customer.userId, paymentMethod: 'online' },
      }),
    ],
    ['admin search', 'admin', () => ({ method: 'GET', url: '/api/admin/search?q=Asha%00' })],
    ['admin users search', 'admin', () => ({ method: 'GET', url: '/api/users/profile?search=Asha%00' })],
    ['admin orders search', 'admin', () => ({ method: 'GET', url: '/api/order/getall?search=Asha%00' })],
    [
      'admin contacts search',
      'admin',
      () => ({ method: 'GET', url: '/api/contacts/getContact?search=Asha%00' }),
    ],
    [
      'admin litre name',
      'admin',
      () => ({ method: 'POST', url: '/api/litre', payload: { litre: '1\u0000L', total_ml: 1000 } }),
    ],
  ];

  it.each(cases)('refuses a NUL in the %s with 400 and a clear message', async (_what, who, request) => {
    if (who === 'customer') {
      // Something in the cart, so checkout reaches the address and not "your cart is empty".
      await t.app.inject(
        as(customer.token, {
          method: 'POST',
          url: '/api/cart/add',
          payload: { userId: customer.userId, productId: 1, pl_id: 1, quantity: 1 },
        }),
      );
    }
    const token = who === 'admin' ? admin : who === 'customer' ? customer.token : undefined;
    const res = await t.app.inject(as(token, request()));
    expect(res.json()).toEqual({ message: messages.nulCharacter, code: 'VALIDATION_FAILED' });
    expect(res.statusCode).toBe(400);
  });
});
