// Error replies are `{ message, code }`: SPEC's exact message for a person and a stable code a client decides by
// (@chamak/shared/error-codes). One representative refusal of each kind, through the real routes.
import { randomBytes } from 'node:crypto';
import { accountMessages } from '@chamak/shared/accounts';
import { cancelMessages, shopperCancel } from '@chamak/shared/cancellation';
import { defaultZoneSettings, deliveryMessages } from '@chamak/shared/delivery-estimate';
import { errorCodes } from '@chamak/shared/error-codes';
import { checkoutMessages, messages, onlyLeft } from '@chamak/shared/messages';
import { OrderStatus } from '@chamak/shared/order-state';
import { promotionMessages } from '@chamak/shared/promotions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../tools/demo-data/seed.ts';
import { rows } from '../lib/sql.ts';
import { type TestApp, testApp } from '../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../test/auth.ts';
import { addToCart, checkoutAddress, sizeInStock } from '../test/checkout.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp({
    // Tight limits on the account calls, so a test can reach them: 3 reset mails per account, 2 wrong passwords.
    authRateLimit: { perIpPerMinute: 10_000, perAccountPer15Minutes: 3 },
    config: { loginFailures: { perAccountAndAddress: 2, perAccountBeforeSlowdown: 100, slowdownMs: 0 } },
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

let addresses = 0;
/** A caller address of its own, so the per-address limits of one test never touch another's. */
const address = () => `10.9.0.${++addresses}`;
const unique = () => randomBytes(3).toString('hex').toUpperCase();

describe('error replies carry SPEC’s message and a code', () => {
  it('every code is written once, in capitals', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
  });

  it('a request that breaks its schema: VALIDATION_FAILED; a body that is not JSON: MALFORMED_REQUEST', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/products/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    expect(bad.json()).toEqual({ message: 'id must be a number', code: 'VALIDATION_FAILED' });

    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: address(),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ code: 'MALFORMED_REQUEST' });
  });

  it('401: UNAUTHENTICATED without a token, SESSION_EXPIRED with one the server no longer accepts', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/admin/promotions' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: messages.authError, code: 'UNAUTHENTICATED' });

    const stale = await t.app.inject(as('not.a-real.token', { method: 'GET', url: '/api/admin/promotions' }));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: messages.authError, code: 'SESSION_EXPIRED' });
  });

  it('403: FORBIDDEN for a customer at an admin call', async () => {
    const customer = await signupAndLogin(t.app);
    const res = await t.app.inject(as(customer.token, { method: 'GET', url: '/api/admin/promotions' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.adminOnly, code: 'FORBIDDEN' });
  });

  it('404: NOT_FOUND for a missing product and for a call that does not exist', async () => {
    const product = await t.app.inject({ method: 'GET', url: '/api/products/2000000000' });
    expect(product.statusCode).toBe(404);
    expect(product.json()).toEqual({ message: messages.productNotFound, code: 'NOT_FOUND' });

    const call = await t.app.inject({ method: 'GET', url: '/api/no-such-call?x=1' });
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual({ message: 'No such call: GET /api/no-such-call', code: expect.any(String) });
    expect(['NOT_FOUND', 'ROUTE_NOT_FOUND']).toContain(call.json().code);
  });

  it('logging in: INVALID_CREDENTIALS, then ACCOUNT_LOCKED for that address; signing up twice: EMAIL_TAKEN', async () => {
    const me = await signupAndLogin(t.app);
    const from = address();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: from,
        payload: { email: me.email, password: 'not-my-password' },
      });
    for (let i = 0; i < 2; i++) {
      const wrong = await attempt();
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: accountMessages.invalidLogin, code: 'INVALID_CREDENTIALS' });
    }
    const locked = await attempt();
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: messages.tooManyRequests, code: 'ACCOUNT_LOCKED' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: address(),
      payload: {
        fullname: 'Asha Verma',
        username: `asha${unique().toLowerCase()}`,
        email: me.email,
        phone: '9876543210',
        password: 'Secret@123',
      },
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({ message: accountMessages.emailTaken, code: 'EMAIL_TAKEN' });
  });

  it('429: RATE_LIMITED past an account’s request limit', async () => {
    const email = `nobody${unique().toLowerCase()}@example.com`;
    const ask = () => t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.tooManyRequests, code: 'RATE_LIMITED' });
  });

  it('409: OUT_OF_STOCK for more than is left', async () => {
    const customer = await signupAndLogin(t.app);
    const size = await sizeInStock(t.database.db);
    const [names] = await rows<{ name: string; label: string }>(
      t.database.db,
      sql`select p.name, l.label from product_litres pl join products p on p.id = pl.product_id
        join litres l on l.id = pl.litre_id where pl.id = ${size.pl_id}`,
    );
    const res = await t.app.inject(
      as(customer.token, {
        method: 'POST',
        url: '/api/cart/add',
        payload: {
          userId: customer.userId,
          productId: size.product_id,
          pl_id: size.pl_id,
          quantity: size.remaining + 1,
        },
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: onlyLeft(size.remaining, names!.name, names!.label),
      code: 'OUT_OF_STOCK',
    });
  });
});

describe('placing an order refuses with the code of what happened', () => {
  let shopper: TestUser;
  beforeAll(async () => {
    shopper = await signupAndLogin(t.app);
    await addToCart(t.app, shopper, await sizeInStock(t.database.db), 1);
  });

  const place = (method: 'cod' | 'online', extra: Record<string, unknown>) =>
    t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: method === 'cod' ? '/api/order/verify-payment' : '/api/order/order',
        payload: { ...checkoutAddress, userId: shopper.userId, paymentMethod: method, ...extra },
      }),
    );
  const promotion = async (body: Record<string, unknown>) => {
    const code = `ERR${unique()}`;
    const res = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: '/api/admin/promotions',
        payload: { name: 'Test offer', code, action: 'percent', percent: 10, ...body },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return code;
  };

  it('each refused promotion code: its COUPON_ code beside its message (one for codes not running)', async () => {
    const hour = 3600_000;
    const cases: [Record<string, unknown> | null, string, string][] = [
      [null, promotionMessages.unknown, 'COUPON_NOT_FOUND'],
      [{ endsAt: new Date(Date.now() - hour).toISOString() }, promotionMessages.unknown, 'COUPON_NOT_FOUND'],
      [
        { startsAt: new Date(Date.now() + hour).toISOString() },
        promotionMessages.unknown,
        'COUPON_NOT_FOUND',
      ],
      [{ minCart: 999_999 }, promotionMessages.minCart(99_999_900), 'COUPON_MIN_CART'],
      [{ onlineOnly: true }, promotionMessages.onlineOnly, 'COUPON_ONLINE_ONLY'],
    ];
    for (const [body, message, code] of cases) {
      const typed = body ? await promotion(body) : `NOSUCH${unique()}`;
      const res = await place('cod', { code: typed });
      expect(res.statusCode, `${code}: ${res.body}`).toBe(422);
      expect(res.json()).toEqual({ message, code });
    }
  });

  it('a PIN code the shop does not deliver to: PIN_NOT_SERVICEABLE; no cash there: COD_NOT_AVAILABLE', async () => {
    const zones = {
      ...defaultZoneSettings,
      zones: [
        ...defaultZoneSettings.zones,
        {
          name: 'Unserved',
          pins: ['1941'],
          deliverable: false,
          daysMin: 0,
          daysMax: 0,
          codAllowed: false,
          codFeePaise: null,
        },
        {
          name: 'Prepaid only',
          pins: ['1942'],
          deliverable: true,
          daysMin: 3,
          daysMax: 5,
          codAllowed: false,
          codFeePaise: null,
        },
      ],
    };
    const saved = await t.app.inject(
      as(admin, { method: 'PUT', url: '/api/admin/settings', payload: { zones } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const unserved = await place('cod', { postalCode: '194101', city: 'Leh', state: 'Ladakh' });
    expect(unserved.statusCode, unserved.body).toBe(422);
    expect(unserved.json()).toEqual({
      message: deliveryMessages.undeliverable('194101'),
      code: 'PIN_NOT_SERVICEABLE',
    });

    const noCash = await place('cod', { postalCode: '194201', city: 'Leh', state: 'Ladakh' });
    expect(noCash.statusCode, noCash.body).toBe(422);
    expect(noCash.json()).toEqual({ message: checkoutMessages.codUnavailable, code: 'COD_NOT_AVAILABLE' });
  });
});

describe('the OpenAPI contract', () => {
  it('documents an error reply as its message and one of the codes', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const refused = doc.paths['/api/users/login'].post.responses['401'];
    const schema = refused.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['message', 'code']));
    expect(schema.properties.code.enum).toEqual([...errorCodes]);
  });
});

describe('refusals worked out in packages/shared carry their code', () => {
  it('a shopper’s cancellation: ORDER_CANCELLED, ORDER_ALREADY_SHIPPED or CANCEL_WINDOW_CLOSED', () => {
    const placedAt = new Date('2026-11-20T10:00:00Z');
    const now = new Date('2026-11-21T10:00:00Z');
    const window = { cancelWindowHours: 12 };
    expect(
      shopperCancel({ status: OrderStatus.Placed, cancelled: true, placedAt }, window, now),
    ).toMatchObject({
      reason: cancelMessages.cancelled,
      code: 'ORDER_CANCELLED',
    });
    expect(
      shopperCancel({ status: OrderStatus.InTransit, cancelled: false, placedAt }, window, now),
    ).toMatchObject({
      reason: cancelMessages.shipped,
      code: 'ORDER_ALREADY_SHIPPED',
    });
    expect(
      shopperCancel({ status: OrderStatus.Placed, cancelled: false, placedAt }, window, now),
    ).toMatchObject({
      reason: cancelMessages.windowPassed(12),
      code: 'CANCEL_WINDOW_CLOSED',
    });
  });
});
