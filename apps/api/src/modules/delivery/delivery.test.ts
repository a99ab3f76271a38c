// Delivery estimates by PIN code through the real routes on a real database: the owner's zones, the cut-off
// and holidays on a clock the test sets, Shiprocket's couriers from a local stand-in (the exact request, the
// day's cache, the zones when it fails), and the checkout refusing what the estimate refuses.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeliveryEstimate, ZoneSettings } from '@chamak/shared/delivery-estimate';
import { checkoutMessages } from '@chamak/shared/messages';
import type { CartQuote } from '@chamak/shared/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { shiprocketProvider } from './shiprocket.ts';

const zones: ZoneSettings = {
  zones: [
    {
      name: 'Bengaluru',
      pins: ['560'],
      deliverable: true,
      daysMin: 2,
      daysMax: 3,
      codAllowed: true,
      codFeePaise: 4900,
    },
    {
      name: 'North-east',
      pins: ['79'],
      deliverable: true,
      daysMin: 6,
      daysMax: 10,
      codAllowed: false,
      codFeePaise: null,
    },
    {
      name: 'Not served',
      pins: ['194101-194199'],
      deliverable: false,
      daysMin: 0,
      daysMax: 0,
      codAllowed: false,
      codFeePaise: null,
    },
  ],
  otherwise: { deliverable: true, daysMin: 4, daysMax: 7, codAllowed: true, codFeePaise: null },
  cutoff: '14:00',
  holidays: ['2026-11-30'],
  pickupPin: '411026',
};

/** Tuesday 24 November 2026, 10:00 in India. */
const tuesdayMorning = new Date('2026-11-24T04:30:00Z');
let now = tuesdayMorning;
let t: TestApp;
let admin: string;

const estimate = (query: string) => t.app.inject({ method: 'GET', url: `/api/delivery/estimate?${query}` });
const saveZones = (body: unknown, token = admin) =>
  t.app.inject(as(token, { method: 'PUT', url: '/api/admin/settings', payload: { zones: body } }));

beforeAll(async () => {
  t = await testApp({ clock: () => now });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const saved = await saveZones(zones);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t?.close());

describe('GET /api/delivery/estimate from the zones', () => {
  it('answers a zone’s dates from today before the cut-off, with its COD fee and the PIN code’s place', async () => {
    now = tuesdayMorning;
    const res = await estimate('pin=560001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      pin: '560001',
      deliverable: true,
      message: 'Delivery between Thu, 26 Nov and Fri, 27 Nov',
      dispatchOn: '2026-11-24',
      from: '2026-11-26',
      to: '2026-11-27',
      cod: { available: true, feePaise: 4900 },
      source: 'zone',
      zone: 'Bengaluru',
      place: { city: 'Bangalore', state: 'Karnataka' },
    });
  });

  it('dispatches the next day after the cut-off, and skips Sundays and holidays', async () => {
    now = new Date('2026-11-24T09:30:00Z'); // Tuesday 15:00 in India: past the 14:00 cut-off
    expect((await estimate('pin=560001')).json()).toMatchObject({
      dispatchOn: '2026-11-25',
      from: '2026-11-27',
      to: '2026-11-28',
    });
    now = new Date('2026-11-28T10:00:00Z'); // Saturday 15:30: Sunday is no dispatch day, Monday 30th a holiday
    expect((await estimate('pin=560001')).json()).toMatchObject({
      dispatchOn: '2026-12-01',
      from: '2026-12-03',
      to: '2026-12-04',
    });
    now = tuesdayMorning;
  });

  it('takes the default zone and the COD settings’ fee list for a PIN code no zone names', async () => {
    const body = (await estimate('pin=600001')).json() as DeliveryEstimate;
    expect(body).toMatchObject({ deliverable: true, zone: '', from: '2026-11-28', to: '2026-12-02' });
    expect(body.cod).toEqual({ available: true, feePaise: 3000 }); // 600001 is on the demo fee list
    expect(body.place).toEqual({ city: 'Chennai', state: 'Tamil Nadu' });
  });

  it('says where cash on delivery is not offered, and where the shop does not deliver', async () => {
    expect((await estimate('pin=795001')).json()).toMatchObject({
      deliverable: true,
      zone: 'North-east',
      cod: { available: false, feePaise: 0 },
    });
    const refused = (await estimate('pin=194105')).json() as DeliveryEstimate;
    expect(refused).toMatchObject({
      deliverable: false,
      message: 'Sorry, we do not deliver to PIN code 194105 yet.',
      from: null,
      to: null,
      cod: { available: false, feePaise: 0 },
      place: { state: 'Ladakh' },
    });
  });

  it('refuses a malformed PIN code and an unknown product with a clear message', async () => {
    for (const pin of ['56000', '056001', 'abcdef', '5600011', '']) {
      const res = await estimate(`pin=${pin}`);
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().message).toBe('pin: Please enter a valid 6-digit PIN code');
    }
    const noPin = await estimate('productId=1');
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json().message).toMatch(/^pin: /);
    const unknown = await estimate('pin=560001&productId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
  });
});

describe('the zones in Shop Settings', () => {
  it('are read back as saved, and only an admin may change them', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(settings.json().zones).toEqual(zones);
    const customer = await signupAndLogin(t.app);
    expect((await saveZones(zones, customer.token)).statusCode).toBe(403);
    expect((await saveZones(zones, '')).statusCode).toBe(401);
  });

  it('refuse bad zones with a 400 naming the field', async () => {
    const bad = async (change: (z: ZoneSettings) => unknown) => {
      const res = await saveZones(change(structuredClone(zones)));
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await bad((z) => ({ ...z, cutoff: '25:00' }))).toBe(
      'zones/cutoff: Cut-off time must be a time like 14:00',
    );
    expect(await bad((z) => ({ ...z, holidays: ['2026-02-30'] }))).toBe(
      'zones/holidays/0: Holidays must be real dates like 2026-12-25',
    );
    expect(
      await bad((z) => {
        z.zones[0]!.pins = ['56a'];
        return z;
      }),
    ).toMatch(/^zones\/zones\/0\/pins\/0: "56a" is not a PIN prefix/);
    expect(
      await bad((z) => {
        z.zones[1]!.daysMax = 1;
        return z;
      }),
    ).toBe('zones/zones/1/daysMax: Slowest delivery cannot be sooner than the fastest');
    expect(await bad((z) => ({ ...z, pickupPin: '0110' }))).toBe(
      'zones/pickupPin: Please enter a valid 6-digit PIN code',
    );
  });
});

describe('the checkout uses the same answer', () => {
  let shopper: TestUser;
  const quote = async (paymentMethod: 'cod' | 'online', postalCode: string) => {
    const res = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/cart/quote',
        payload: { userId: shopper.userId, paymentMethod, postalCode },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CartQuote;
  };

  beforeAll(async () => {
    shopper = await signupAndLogin(t.app);
    await addToCart(t.app, shopper, await sizeInStock(t.database.db, 5), 1);
  });

  it('refuses an undeliverable PIN code at the quote and at placing, and places nothing', async () => {
    const quoted = await quote('online', '194105');
    expect(quoted.deliveryMessage).toBe('Sorry, we do not deliver to PIN code 194105 yet.');
    const summary = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/order/quote',
        payload: { userId: shopper.userId, paymentMethod: 'online', postalCode: '194105' },
      }),
    );
    expect(summary.statusCode).toBe(422);
    expect(summary.json().message).toBe('Sorry, we do not deliver to PIN code 194105 yet.');
    for (const method of ['cod', 'online'] as const) {
      const placed = await checkout(t.app, shopper, method, { postalCode: '194105', state: 'Ladakh' });
      expect(placed.statusCode, method).toBe(422);
      expect(placed.json().message).toBe('Sorry, we do not deliver to PIN code 194105 yet.');
    }
    const [orders] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id = ${shopper.userId}`,
    );
    expect(orders!.n).toBe(0);
  });

  it('offers cash on delivery only where the zone allows it, with the zone’s fee', async () => {
    const northEast = await quote('cod', '795001');
    expect(northEast.codAvailable).toBe(false);
    expect(northEast.codMessage).toBe(checkoutMessages.codUnavailable);
    expect(northEast.codFeePaise).toBe(0);
    const refused = await checkout(t.app, shopper, 'cod', { postalCode: '795001', state: 'Manipur' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(checkoutMessages.codUnavailable);

    const bengaluru = await quote('cod', '560001');
    expect(bengaluru).toMatchObject({ codAvailable: true, codFeePaise: 4900, deliveryMessage: null });
    expect(bengaluru.totalPaise).toBe(bengaluru.subtotalPaise + bengaluru.deliveryPaise + 4900);
    expect(bengaluru.estimate).toMatchObject({ from: '2026-11-26', to: '2026-11-27' });
    const placed = await checkout(t.app, shopper, 'cod', { postalCode: '560001', state: 'Karnataka' });
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await rows<{ cod_fee: number }>(
      t.database.db,
      sql`select cod_fee_paise as cod_fee from orders where id = ${placed.json().orderId}`,
    );
    expect(order!.cod_fee).toBe(4900);
  });
});

describe('with Shiprocket configured', () => {
  type Seen = { method: string; path: string; query: Record<string, string>; auth: string | undefined };
  let seen: Seen[] = [];
  let down = false;
  let fake: Server;
  let sr: TestApp;

  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c) => {
        text += c;
      });
      req.on('end', () => resolve(text));
    });
  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };

  beforeAll(async () => {
    fake = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'POST' && url.pathname === '/v1/external/auth/login') {
        const login = JSON.parse(await body(req)) as { email?: string; password?: string };
        if (login.email === 'ops@chamak.example' && login.password === 'secret')
          return send(res, 200, { token: 'sr-token' });
        return send(res, 401, { message: 'Invalid credentials' });
      }
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        auth: req.headers.authorization,
      });
      if (down) return send(res, 503, { message: 'Service Unavailable' });
      if (url.pathname !== '/v1/external/courier/serviceability/') return send(res, 404, {});
      const pin = url.searchParams.get('delivery_postcode');
      if (pin === '110001')
        return send(res, 200, {
          status: 200,
          data: {
            available_courier_companies: [
              { courier_name: 'Delhivery Surface', estimated_delivery_days: '3', cod: 1 },
              { courier_name: 'Xpressbees Air', estimated_delivery_days: '5', cod: 0 },
            ],
          },
        });
      if (pin === '560002')
        return send(res, 200, {
          status: 200,
          data: {
            available_courier_companies: [{ courier_name: 'Bluedart', estimated_delivery_days: 1, cod: 0 }],
          },
        });
      return send(res, 404, { status: 404, message: 'Delivery postcode not serviceable' });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1/external`;
    sr = await testApp({
      clock: () => now,
      shipping: shiprocketProvider({
        email: 'ops@chamak.example',
        password: 'secret',
        pickupLocation: 'Primary',
        baseUrl,
      }),
    });
  });
  afterAll(async () => {
    await sr?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  const ask = (query: string) => sr.app.inject({ method: 'GET', url: `/api/delivery/estimate?${query}` });

  it('asks for the pickup PIN, the product’s weight and the COD flag, and answers from the couriers', async () => {
    now = tuesdayMorning;
    seen = [];
    const [size] = await rows<{ product_id: number; ml: number }>(
      sr.database.db,
      sql`select pl.product_id, max(l.total_ml)::int as ml from product_litres pl join litres l on l.id = pl.litre_id
        group by pl.product_id order by max(l.total_ml) desc limit 1`,
    );
    const kg = Math.max(0.5, Math.round((size!.ml / 1000) * 1.1 * 100) / 100);
    const res = await ask(`pin=110001&productId=${size!.product_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/v1/external/courier/serviceability/',
        query: {
          pickup_postcode: '411026',
          delivery_postcode: '110001',
          weight: String(Math.ceil(kg * 2) / 2),
          cod: '1',
        },
        auth: 'Bearer sr-token',
      },
    ]);
    expect(res.json()).toMatchObject({
      deliverable: true,
      source: 'courier',
      dispatchOn: '2026-11-24',
      from: '2026-11-27', // the fastest courier: 3 working days
      to: '2026-11-30', // the slowest: 5 (Sunday skipped)
      cod: { available: true, feePaise: 3000 },
    });
  });

  it('keeps an answer for a day: a second check of the PIN code asks Shiprocket nothing', async () => {
    seen = [];
    for (let i = 0; i < 3; i++) expect((await ask('pin=110001')).json().source).toBe('courier');
    expect(seen).toHaveLength(1);
    now = new Date(tuesdayMorning.getTime() + 25 * 3600_000);
    expect((await ask('pin=110001')).json().source).toBe('courier');
    expect(seen).toHaveLength(2);
    now = tuesdayMorning;
  });

  it('asks again without COD when no courier collects cash, and says so', async () => {
    seen = [];
    const res = (await ask('pin=560002')).json() as DeliveryEstimate;
    expect(seen.map((s) => s.query.cod)).toEqual(['1']);
    expect(res).toMatchObject({ deliverable: true, source: 'courier', cod: { available: false } });
    seen = [];
    const none = (await ask('pin=302001')).json() as DeliveryEstimate;
    expect(seen.map((s) => s.query.cod)).toEqual(['1', '0']);
    expect(none).toMatchObject({ deliverable: false, source: 'courier' });
  });

  it('falls back to the zones when Shiprocket fails, and asks again next time', async () => {
    down = true;
    seen = [];
    const res = (await ask('pin=400001')).json() as DeliveryEstimate;
    expect(seen).toHaveLength(1);
    // The demo zones: Maharashtra and Goa, 2 to 4 working days.
    expect(res).toMatchObject({
      deliverable: true,
      source: 'zone',
      zone: 'Maharashtra and Goa',
      from: '2026-11-26',
      to: '2026-11-28',
    });
    await ask('pin=400001');
    expect(seen).toHaveLength(2);
    down = false;
  });
});

describe('rate limit', () => {
  it('answers 429 past the per-address limit of PIN checks', async () => {
    const limited = await testApp({ seed: false, config: { deliveryEstimateRateLimit: 2 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await limited.app.inject({ method: 'GET', url: '/api/delivery/estimate?pin=560001' })).statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
