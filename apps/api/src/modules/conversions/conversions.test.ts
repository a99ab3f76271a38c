// Consented conversion events (decision 0364) against local stand-ins of GA4's Measurement Protocol and Meta's
// Conversions API: nothing is queued or sent without analytics consent (ledger or guest cookie); the payloads carry
// the e-mail and phone hashed as each destination's documentation says; a purchase is queued once however often the
// order-placed path runs; a 500 is retried and the event delivered once; a destination that keeps failing is given
// up with its error; withdrawn consent stops further events and the unsent ones; the owner's settings mask secrets.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import type { ConversionsConfig } from '../../config.ts';
import { announce } from '../../events/bus.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import { analyticsConsentOf } from '../privacy/consent-state.ts';
import { withTagSources } from './hooks.ts';
import { conversionsSettled, drainConversions } from './index.ts';
import { purchase } from './shop-events.ts';

type Received = { path: string; query: URLSearchParams; body: Record<string, unknown> };

/** A destination stand-in on 127.0.0.1: records every request and answers the statuses queued, then 200. */
function standIn() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      received.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(text || '{}') });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? '{"events_received":1}' : '{"error":{"message":"stand-in failure"}}');
    });
  });
  return {
    received,
    statuses,
    server,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const ga4 = standIn();
const meta = standIn();
let t: TestApp;
let conversions: ConversionsConfig;
let size: SizeInStock;
let admin: string;

const drain = () => drainConversions({ db: t.app.db, config: conversions, consentOf: analyticsConsentOf });
const queued = () =>
  rows<{
    event_id: string;
    name: string;
    destination: string;
    attempts: number;
    sent_at: Date | null;
    given_up_at: Date | null;
    last_error: string | null;
  }>(t.database.db, sql`select * from conversion_events order by id`);

async function consent(userId: number, action: 'given' | 'withdrawn') {
  await t.database.db.execute(sql`insert into consent_ledger (user_id, purpose, action, notice_version, source, method)
    values (${userId}, 'analytics', ${action}, 1, 'profile', 'button')`);
}

const ga4Events = () =>
  ga4.received.map((r) => r.body as { events: { name: string; params: Record<string, unknown> }[] });
const metaEvents = () =>
  meta.received.map(
    (r) => (r.body as { data: Record<string, unknown>[] }).data[0] as Record<string, unknown>,
  );

beforeAll(async () => {
  const [ga4Url, metaUrl] = await Promise.all([ga4.start(), meta.start()]);
  conversions = {
    ga4: { measurementId: 'G-TEST12345', apiSecret: 'ga4-secret-value', baseUrl: ga4Url },
    meta: {
      pixelId: '1234567890',
      accessToken: 'meta-access-token-9876',
      baseUrl: metaUrl,
      version: 'v21.0',
    },
    worker: { intervalMs: 60_000, maxAttempts: 3, sendTimeoutMs: 3000, firstRetryMs: 0 },
  };
  t = await testApp({ config: { conversions } });
  size = await sizeInStock(t.database.db, 20);
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});

afterAll(async () => {
  await t?.close();
  await Promise.all([ga4.close(), meta.close()]);
});

beforeEach(async () => {
  await drain();
  ga4.received.length = 0;
  meta.received.length = 0;
  await t.database.db.execute(sql`delete from conversion_events`);
});

describe('without analytics consent', () => {
  it('queues and sends nothing for a guest without the cookie or with it denied', async () => {
    for (const cookie of [undefined, 'chamak_analytics=denied.1']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events/view-item',
        payload: { productId: size.product_id },
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ eventId: null });
    }
    await drain();
    expect(await queued()).toEqual([]);
    expect(ga4.received).toEqual([]);
    expect(meta.received).toEqual([]);
  });

  it('queues and sends nothing for a signed-in shopper who never consented, through view, cart, checkout and order', async () => {
    const shopper = await signupAndLogin(t.app);
    const view = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/events/view-item',
        payload: { productId: size.product_id },
      }),
    );
    expect(view.json()).toEqual({ eventId: null });
    await addToCart(t.app, shopper, size, 1);
    const quote = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/order/quote',
        payload: { userId: shopper.userId, paymentMethod: 'cod' },
      }),
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const order = await checkout(t.app, shopper, 'cod');
    expect(order.statusCode, order.body).toBe(200);
    await conversionsSettled();
    await drain();
    expect(await queued()).toEqual([]);
    expect(ga4.received).toEqual([]);
    expect(meta.received).toEqual([]);
  });
});

describe('with analytics consent', () => {
  it('sends a guest’s product view with the cookie granted, under one event id for both destinations', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events/view-item',
      payload: { productId: size.product_id, pl_id: size.pl_id },
      headers: {
        cookie: 'chamak_analytics=granted.1; _fbp=fb.1.1700000000000.123456; _ga=GA1.1.111222333.1700000000',
        'user-agent': 'Mozilla/5.0 (Test)',
        referer: 'http://localhost/product/some-oil',
      },
    });
    const { eventId } = res.json() as { eventId: string };
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await drain()).sent).toBe(2);

    expect(ga4.received).toHaveLength(1);
    expect(ga4.received[0]!.path).toBe('/mp/collect');
    expect(ga4.received[0]!.query.get('measurement_id')).toBe('G-TEST12345');
    expect(ga4.received[0]!.query.get('api_secret')).toBe('ga4-secret-value');
    const [price] = await rows<{ price: number }>(
      t.database.db,
      sql`select discounted_price_paise as price from product_litres where id = ${size.pl_id}`,
    );
    const ga4Body = ga4.received[0]!.body as Record<string, unknown>;
    expect(ga4Body.client_id).toBe('111222333.1700000000');
    expect(ga4Body.user_id).toBeUndefined();
    expect(ga4Body.user_data).toBeUndefined();
    const [event] = ga4Events()[0]!.events;
    expect(event!.name).toBe('view_item');
    expect(event!.params).toMatchObject({ currency: 'INR', value: price!.price / 100, event_id: eventId });
    expect(event!.params.items).toEqual([
      expect.objectContaining({ item_id: String(size.product_id), price: price!.price / 100, quantity: 1 }),
    ]);

    expect(meta.received[0]!.path).toBe('/v21.0/1234567890/events');
    expect(meta.received[0]!.query.get('access_token')).toBe('meta-access-token-9876');
    const metaEvent = metaEvents()[0]!;
    expect(metaEvent).toMatchObject({
      event_name: 'ViewContent',
      event_id: eventId,
      action_source: 'website',
      event_source_url: 'http://localhost/product/some-oil',
      user_data: { client_user_agent: 'Mozilla/5.0 (Test)', fbp: 'fb.1.1700000000000.123456' },
      custom_data: {
        currency: 'INR',
        value: price!.price / 100,
        content_ids: [String(size.product_id)],
        content_type: 'product',
      },
    });
    expect(metaEvent.user_data).not.toHaveProperty('em');
  });

  it('sends add to cart, checkout and purchase with the e-mail and phone hashed as each destination says', async () => {
    const shopper = await signupAndLogin(t.app, { email: 'meera.k.rao@gmail.com', phone: '9845012345' });
    await consent(shopper.userId, 'given');

    const add = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/cart/add',
        payload: { userId: shopper.userId, productId: size.product_id, pl_id: size.pl_id, quantity: 2 },
        headers: { 'user-agent': 'Mozilla/5.0 (Phone)' },
      }),
    );
    expect(add.statusCode, add.body).toBe(200);
    const addId = add.headers['x-conversion-event-id'];
    expect(addId).toMatch(/^[0-9a-f-]{36}$/);
    const quote = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/order/quote',
        payload: { userId: shopper.userId, paymentMethod: 'cod' },
        headers: { 'user-agent': 'Mozilla/5.0 (Phone)' },
      }),
    );
    expect(quote.statusCode, quote.body).toBe(200);
    // A second quote (the address typed) is the same checkout: not a second event.
    await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/order/quote',
        payload: { userId: shopper.userId, paymentMethod: 'cod' },
      }),
    );
    const order = await checkout(t.app, shopper, 'cod', {
      email: '  Kavya.Nair@Example.COM ',
      phone: '098123 45670',
    });
    expect(order.statusCode, order.body).toBe(200);
    const orderId = order.json().orderId as number;
    await conversionsSettled();
    expect((await queued()).map((r) => `${r.name}:${r.destination}`)).toEqual([
      'add_to_cart:ga4',
      'add_to_cart:meta',
      'begin_checkout:ga4',
      'begin_checkout:meta',
      'purchase:ga4',
      'purchase:meta',
    ]);
    expect((await drain()).sent).toBe(6);

    const ga4ByName = Object.fromEntries(
      ga4.received.map((r) => [
        (r.body as { events: { name: string }[] }).events[0]!.name,
        r.body as Record<string, unknown>,
      ]),
    );
    const metaByName = Object.fromEntries(metaEvents().map((e) => [e.event_name as string, e]));

    // The account's e-mail: GA4 drops a gmail address's dots before the domain; Meta keeps them. The phone in E.164:
    // GA4 with its +, Meta digits only.
    expect(ga4ByName.add_to_cart).toMatchObject({
      user_id: String(shopper.userId),
      user_data: {
        sha256_email_address: [sha('meerakrao@gmail.com')],
        sha256_phone_number: [sha('+919845012345')],
      },
    });
    expect(metaByName.AddToCart).toMatchObject({
      event_id: addId,
      user_data: {
        em: [sha('meera.k.rao@gmail.com')],
        ph: [sha('919845012345')],
        client_user_agent: 'Mozilla/5.0 (Phone)',
      },
    });
    const [price] = await rows<{ price: number }>(
      t.database.db,
      sql`select discounted_price_paise as price from product_litres where id = ${size.pl_id}`,
    );
    expect(
      (ga4ByName.add_to_cart as { events: { params: { value: number } }[] }).events[0]!.params.value,
    ).toBe((price!.price * 2) / 100);
    expect(metaByName.InitiateCheckout).toMatchObject({ custom_data: { value: (price!.price * 2) / 100 } });

    // The purchase: the order's own e-mail and phone (trimmed, lower case; E.164), its total in rupees, its number.
    const [placed] = await rows<{ total: number }>(
      t.database.db,
      sql`select total_paise as total from orders where id = ${orderId}`,
    );
    const purchaseGa4 = ga4ByName.purchase as {
      user_data: unknown;
      events: { params: Record<string, unknown> }[];
    };
    expect(purchaseGa4.user_data).toEqual({
      sha256_email_address: [sha('kavya.nair@example.com')],
      sha256_phone_number: [sha('+919812345670')],
    });
    expect(purchaseGa4.events[0]!.params).toMatchObject({
      currency: 'INR',
      value: Number((placed!.total / 100).toFixed(2)),
      transaction_id: String(orderId),
    });
    expect(metaByName.Purchase).toMatchObject({
      action_source: 'website',
      user_data: {
        em: [sha('kavya.nair@example.com')],
        ph: [sha('919812345670')],
        // The browser of the shopper's checkout, as Meta needs a user agent for a website event.
        client_user_agent: 'Mozilla/5.0 (Phone)',
      },
      custom_data: { currency: 'INR', value: placed!.total / 100, order_id: String(orderId) },
    });

    // The confirmation page gets the purchase's id for its pixel; another shopper's order is not found.
    const own = await t.app.inject(as(shopper.token, { url: `/api/events/order/${orderId}` }));
    expect(own.json()).toEqual({ eventId: (metaByName.Purchase as { event_id: string }).event_id });
    const other = await signupAndLogin(t.app);
    expect((await t.app.inject(as(other.token, { url: `/api/events/order/${orderId}` }))).statusCode).toBe(
      404,
    );
  });

  it('queues a purchase once however often the order-placed path runs', async () => {
    const shopper = await signupAndLogin(t.app);
    await consent(shopper.userId, 'given');
    await addToCart(t.app, shopper, size, 1);
    const order = await checkout(t.app, shopper, 'cod');
    const orderId = order.json().orderId as number;
    // The fact announced again (a retry), and the verb run directly twice.
    await announce(t.app.db, 'order.placed', { orderId });
    const deps = { db: t.app.db, config: conversions, consentOf: analyticsConsentOf };
    expect(await purchase(deps, orderId)).toBeNull();
    expect(await purchase(deps, orderId)).toBeNull();
    const purchases = (await queued()).filter((r) => r.name === 'purchase');
    expect(purchases.map((r) => r.destination)).toEqual(['ga4', 'meta']);
    expect(new Set(purchases.map((r) => r.event_id)).size).toBe(1);
    await drain();
    await drain();
    expect(ga4Events().filter((b) => b.events[0]!.name === 'purchase')).toHaveLength(1);
    expect(metaEvents().filter((e) => e.event_name === 'Purchase')).toHaveLength(1);
  });
});

describe('delivery', () => {
  it('retries a destination that answered 500 and delivers the event once', async () => {
    ga4.statuses.push(500);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events/view-item',
      payload: { productId: size.product_id },
      headers: { cookie: 'chamak_analytics=granted.1' },
    });
    const { eventId } = res.json() as { eventId: string };
    expect(await drain()).toEqual({ sent: 1, retried: 1, failed: 0 });
    const [first] = (await queued()).filter((r) => r.destination === 'ga4');
    expect(first).toMatchObject({ attempts: 1, sent_at: null });
    expect(first!.last_error).toContain('HTTP 500');
    expect(await drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const [after] = (await queued()).filter((r) => r.destination === 'ga4');
    expect(after).toMatchObject({ attempts: 2, last_error: null });
    expect(after!.sent_at).not.toBeNull();
    // Two tries reached GA4; Meta got it once.
    expect(ga4Events().filter((b) => b.events[0]!.params.event_id === eventId)).toHaveLength(2);
    expect(metaEvents().filter((e) => e.event_id === eventId)).toHaveLength(1);
  });

  it('gives an event up after the last attempt and keeps the error', async () => {
    meta.statuses.push(500, 500, 500);
    await t.app.inject({
      method: 'POST',
      url: '/api/events/view-item',
      payload: { productId: size.product_id },
      headers: { cookie: 'chamak_analytics=granted.1' },
    });
    await drain();
    await drain();
    expect((await drain()).failed).toBe(1);
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const [row] = (await queued()).filter((r) => r.destination === 'meta');
    expect(row).toMatchObject({ attempts: 3, sent_at: null });
    expect(row!.given_up_at).not.toBeNull();
    expect(row!.last_error).toContain('stand-in failure');
    expect(meta.received).toHaveLength(3);
  });

  it('stops events once consent is withdrawn, the unsent ones too', async () => {
    const shopper = await signupAndLogin(t.app);
    await consent(shopper.userId, 'given');
    await addToCart(t.app, shopper, size, 1);
    await conversionsSettled();
    expect(await queued()).toHaveLength(2);
    await consent(shopper.userId, 'withdrawn');
    await addToCart(t.app, shopper, size, 1);
    const view = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/events/view-item',
        payload: { productId: size.product_id },
      }),
    );
    expect(view.json()).toEqual({ eventId: null });
    await conversionsSettled();
    expect(await queued()).toHaveLength(2);
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 2 });
    expect((await queued()).map((r) => r.last_error)).toEqual([
      'Analytics consent withdrawn before sending',
      'Analytics consent withdrawn before sending',
    ]);
    expect(ga4.received).toEqual([]);
    expect(meta.received).toEqual([]);
  });
  it('never sends the unsent events of an account that was deleted: its deletion takes them', async () => {
    const shopper = await signupAndLogin(t.app);
    await consent(shopper.userId, 'given');
    await addToCart(t.app, shopper, size, 1);
    await conversionsSettled();
    expect(await queued()).toHaveLength(2);
    const gone = await t.app.inject(
      as(shopper.token, { method: 'DELETE', url: `/api/users/${shopper.userId}` }),
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await queued()).toEqual([]);
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(ga4.received).toEqual([]);
    expect(meta.received).toEqual([]);
  });
});

describe('the owner’s settings', () => {
  it('masks secrets, keeps a secret left out, and turns the browser tags on only with consent', async () => {
    const path = '/api/admin/settings/marketing-measurement';
    const before = await t.app.inject(as(admin, { url: path }));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      ga4BrowserTag: false,
      metaBrowserPixel: false,
      ga4ApiSecret: null,
      fromEnvironment: ['GA4_MEASUREMENT_ID', 'GA4_API_SECRET', 'META_PIXEL_ID', 'META_CAPI_ACCESS_TOKEN'],
      ga4: { sending: true },
    });
    const off = await t.app.inject({
      url: '/api/events/browser',
      headers: { cookie: 'chamak_analytics=granted.1' },
    });
    expect(off.json()).toMatchObject({ consent: true, collecting: true, ga4: null, meta: null });

    const saved = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: path,
        payload: {
          ga4MeasurementId: 'G-OWNER1234',
          ga4ApiSecret: 'owner-ga4-secret-abcd',
          metaPixelId: '5556667778',
          ga4BrowserTag: true,
          metaBrowserPixel: true,
        },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('owner-ga4-secret');
    expect(saved.json()).toMatchObject({
      ga4ApiSecret: '••••abcd',
      metaAccessToken: null,
      fromEnvironment: ['META_CAPI_ACCESS_TOKEN'],
    });
    // Left out: kept.
    const again = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: path,
        payload: {
          ga4MeasurementId: 'G-OWNER1234',
          metaPixelId: '5556667778',
          ga4BrowserTag: true,
          metaBrowserPixel: true,
        },
      }),
    );
    expect(again.json().ga4ApiSecret).toBe('••••abcd');

    const guest = await t.app.inject({ url: '/api/events/browser' });
    expect(guest.json()).toEqual({ consent: false, collecting: false, ga4: null, meta: null });
    const consenting = await t.app.inject({
      url: '/api/events/browser',
      headers: { cookie: 'chamak_analytics=granted.1' },
    });
    expect(consenting.json()).toMatchObject({
      consent: true,
      ga4: {
        measurementId: 'G-OWNER1234',
        scriptUrl: expect.stringContaining('googletagmanager.com/gtag/js?id=G-OWNER1234'),
      },
      meta: { pixelId: '5556667778', scriptUrl: expect.stringContaining('connect.facebook.net') },
    });

    // Sent with the owner's id and secret from now on.
    await t.app.inject({
      method: 'POST',
      url: '/api/events/view-item',
      payload: { productId: size.product_id },
      headers: { cookie: 'chamak_analytics=granted.1' },
    });
    await drain();
    expect(ga4.received[0]!.query.get('measurement_id')).toBe('G-OWNER1234');
    expect(ga4.received[0]!.query.get('api_secret')).toBe('owner-ga4-secret-abcd');

    const bad = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: path,
        payload: { ga4MeasurementId: '', metaPixelId: '', ga4BrowserTag: true, metaBrowserPixel: false },
      }),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a shopper and a guest', async () => {
    const shopper: TestUser = await signupAndLogin(t.app);
    const path = '/api/admin/settings/marketing-measurement';
    expect((await t.app.inject(as(shopper.token, { url: path }))).statusCode).toBe(403);
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    const put = await t.app.inject(
      as(shopper.token, {
        method: 'PUT',
        url: path,
        payload: { ga4MeasurementId: '', metaPixelId: '', ga4BrowserTag: false, metaBrowserPixel: false },
      }),
    );
    expect(put.statusCode).toBe(403);
  });
});

describe('the pages’ security policy', () => {
  const shopPolicy =
    "default-src 'self'; script-src 'self' https://checkout.razorpay.com; img-src 'self' data:; connect-src 'self'";
  it('stays the shop’s own with both tags off', () => {
    expect(withTagSources(shopPolicy, { ga4Tag: null, metaPixel: null })).toBe(shopPolicy);
  });
  it('adds only the sources of the tags turned on', () => {
    const ga4 = withTagSources(shopPolicy, { ga4Tag: 'G-ABC12345', metaPixel: null });
    expect(ga4).toContain(
      "script-src 'self' https://checkout.razorpay.com https://www.googletagmanager.com;",
    );
    expect(ga4).toContain('https://*.google-analytics.com');
    expect(ga4).not.toContain('facebook');
    const both = withTagSources(shopPolicy, { ga4Tag: 'G-ABC12345', metaPixel: '123456789' });
    expect(both).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(both).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/);
    expect(both.startsWith("default-src 'self'; ")).toBe(true);
  });
});
