import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@chamak/shared/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, seedDemo } from '../../../../../tools/demo-data/seed.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { rows } from '../../lib/sql.ts';
import { localStorage } from '../../plugins/storage.ts';
import { openTestDatabase, type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { testMediaDir } from '../../test/paths.ts';
import { shiprocketProvider } from '../delivery/shiprocket.ts';

const address = {
  firstName: 'Arjun',
  lastName: 'Rao',
  email: 'arjun@example.com',
  phone: '9845012345',
  address: '5 MG Road',
  apt: 'Floor 2',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560002',
};

async function placeCodOrder(app: TestApp['app'], db: TestApp['database']['db']) {
  const u = await signupAndLogin(app);
  const [s] = await rows<{ product_id: number; pl_id: number }>(
    db,
    sql`select product_id, id as pl_id from product_litres where remaining_qty > 10 order by id limit 1`,
  );
  await app.inject(
    as(u.token, {
      method: 'POST',
      url: '/api/cart/add',
      payload: { userId: u.userId, productId: s!.product_id, pl_id: s!.pl_id, quantity: 1 },
    }),
  );
  const res = await app.inject(
    as(u.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: { ...address, userId: u.userId, paymentMethod: 'cod' },
    }),
  );
  return { user: u, orderId: res.json().orderId as number };
}

describe('manual shipping (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t?.close());

  it('lets the admin set courier, AWB, tracking URL, estimated delivery and status, and add tracking events the customer sees', async () => {
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const { user, orderId } = await placeCodOrder(t.app, t.database.db);
    const patch = {
      courier_name: 'Delhivery',
      awb_code: 'DL123456789IN',
      track_url: 'https://track.example/DL123456789IN',
      etd: '2026-11-28',
      status: 3,
    };
    expect(
      (
        await t.app.inject(
          as(user.token, { method: 'PATCH', url: `/api/order/${orderId}/shipment`, payload: patch }),
        )
      ).statusCode,
    ).toBe(403);
    const res = await t.app.inject(
      as(admin.token, { method: 'PATCH', url: `/api/order/${orderId}/shipment`, payload: patch }),
    );
    expect(res.statusCode).toBe(200);
    const event = await t.app.inject(
      as(admin.token, {
        method: 'POST',
        url: `/api/order/${orderId}/tracking`,
        payload: {
          date: '2026-11-22T10:00:00+05:30',
          activity: 'Picked up from warehouse',
          location: 'Bengaluru',
          status: 5,
        },
      }),
    );
    expect(event.statusCode).toBe(200);
    const order = (await t.app.inject(as(user.token, { url: `/api/order/get/${orderId}` }))).json() as Order;
    expect(order).toMatchObject({
      courier_name: 'Delhivery',
      awb_code: 'DL123456789IN',
      status: 5,
      statusLabel: 'Picked Up',
    });
    expect(order.tracking.tracking_data).toMatchObject({
      etd: '2026-11-28',
      track_url: patch.track_url,
      shipment_status: 5,
    });
    expect(order.tracking.tracking_data.shipment_track_activities[0]).toMatchObject({
      activity: 'Picked up from warehouse',
      location: 'Bengaluru',
    });
    const mails = await rows<{ subject: string }>(
      t.database.db,
      sql`select subject from mail_outbox where subject like ${`Order #${orderId}:%`} order by id`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Order #${orderId}: Pickup Generated`,
      `Order #${orderId}: Picked Up`,
    ]);
  });

  it('refuses bad shipment input and Shiprocket actions when it is not configured', async () => {
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const { orderId } = await placeCodOrder(t.app, t.database.db);
    const badStatus = await t.app.inject(
      as(admin.token, { method: 'PATCH', url: `/api/order/${orderId}/shipment`, payload: { status: 2 } }),
    );
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('Unknown shipment status');
    const badUrl = await t.app.inject(
      as(admin.token, {
        method: 'PATCH',
        url: `/api/order/${orderId}/shipment`,
        payload: { track_url: 'javascript:alert(1)' },
      }),
    );
    expect(badUrl.statusCode).toBe(400);
    const cancelByHand = await t.app.inject(
      as(admin.token, { method: 'PATCH', url: `/api/order/${orderId}/shipment`, payload: { status: 11 } }),
    );
    expect(cancelByHand.statusCode).toBe(422);
    expect(cancelByHand.json().message).toBe(
      'To cancel an order use Cancel order, which also puts its stock back.',
    );
    const ship = await t.app.inject(as(admin.token, { method: 'POST', url: `/api/order/${orderId}/ship` }));
    expect(ship.statusCode).toBe(422);
    expect(ship.json().message).toBe('Shiprocket is not configured: ship this order by hand.');
  });

  it('refuses a status move the order-state table does not allow with 409 and changes nothing', async () => {
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const { orderId } = await placeCodOrder(t.app, t.database.db);
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject(as(admin.token, { method: 'PATCH', url: `/api/order/${orderId}/shipment`, payload }));
    const stateOf = async () => {
      const [o] = await rows<{ status: number; courier_name: string | null; events: number; mails: number }>(
        t.database.db,
        sql`select status, courier_name, (select count(*)::int from shipment_events where order_id = ${orderId}) as events,
          (select count(*)::int from mail_outbox where subject like ${`Order #${orderId}:%`}) as mails
          from orders where id = ${orderId}`,
      );
      return o;
    };
    // Order Placed may not start a return to origin: nothing has left the warehouse.
    const early = await patch({ status: 8 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('An order that is Order Placed cannot move to RTO Initiated.');
    expect((await patch({ status: 4 })).statusCode).toBe(200);
    expect((await patch({ status: 7 })).statusCode).toBe(200);
    const before = await stateOf();
    expect(before).toMatchObject({ status: 7, events: 0, mails: 2 });
    const back = await patch({ status: 1, courier_name: 'Delhivery' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order that is Delivered cannot move to Order Placed.');
    const event = await t.app.inject(
      as(admin.token, {
        method: 'POST',
        url: `/api/order/${orderId}/tracking`,
        payload: { activity: 'Back in transit', status: 4 },
      }),
    );
    expect(event.statusCode).toBe(409);
    expect(event.json().message).toBe('An order that is Delivered cannot move to In Transit.');
    expect(await stateOf()).toEqual(before);
    // Setting the status it already has, or only other fields, still works.
    expect((await patch({ status: 7, courier_name: 'Delhivery' })).statusCode).toBe(200);
    expect(await stateOf()).toEqual({ ...before, courier_name: 'Delhivery' });
  });

  it('moves an order forward by hand, skipping steps, and on through a return to origin', async () => {
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const { orderId } = await placeCodOrder(t.app, t.database.db);
    for (const status of [5, 6, 8, 10]) {
      const res = await t.app.inject(
        as(admin.token, { method: 'PATCH', url: `/api/order/${orderId}/shipment`, payload: { status } }),
      );
      expect(res.statusCode).toBe(200);
    }
    const order = (await t.app.inject(as(admin.token, { url: `/api/order/get/${orderId}` }))).json() as Order;
    expect(order).toMatchObject({ status: 10, statusLabel: 'RTO Delivered' });
  });
});

describe('Shiprocket (against a local fake of its API)', () => {
  const calls: { method: string; url: string; auth?: string; body?: Record<string, unknown> }[] = [];
  let trackingStatus = 42;
  const fake = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      calls.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      const url = req.url!.replace('/v1/external', '');
      if (url === '/auth/login') return res.end(JSON.stringify({ token: 'sr-token', first_name: 'Shop' }));
      if (req.headers.authorization !== 'Bearer sr-token') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ message: 'Unauthenticated' }));
      }
      if (url === '/orders/create/adhoc')
        return res.end(
          JSON.stringify({
            order_id: 9001,
            shipment_id: 7001,
            status: 'NEW',
            status_code: 1,
            awb_code: '',
            courier_name: '',
          }),
        );
      if (url === '/courier/assign/awb')
        return res.end(
          JSON.stringify({
            awb_assign_status: 1,
            response: { data: { awb_code: 'SR998877', courier_name: 'Blue Dart', shipment_id: 7001 } },
          }),
        );
      if (url === '/courier/generate/pickup')
        return res.end(
          JSON.stringify({ pickup_status: 1, response: { pickup_scheduled_date: '2026-11-23' } }),
        );
      if (url.startsWith('/courier/track/awb/')) {
        return res.end(
          JSON.stringify({
            tracking_data: {
              track_status: 1,
              shipment_status: trackingStatus,
              track_url: 'https://shiprocket.co/tracking/SR998877',
              etd: '2026-11-27 18:00:00',
              shipment_track_activities: [
                {
                  date: '2026-11-23 11:00:00',
                  status: 'PICKED UP',
                  activity: 'Shipment picked up',
                  location: 'Bengaluru Hub',
                  'sr-status': '42',
                },
              ],
            },
          }),
        );
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  let t: Awaited<ReturnType<typeof start>>;

  async function start() {
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1/external`;
    const { database, drop } = await openTestDatabase();
    await seedDemo(database.db);
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      mediaDir: testMediaDir,
      authRateLimit: { perIpPerMinute: 10_000, perAccountPer15Minutes: 10_000 },
      shiprocket: {
        email: 'ops@chamak.example',
        password: 'pw',
        pickupLocation: 'Primary',
        webhookToken: 'hook-token-123',
        syncMinutes: 0,
      },
    };
    const shipping = shiprocketProvider({
      email: 'ops@chamak.example',
      password: 'pw',
      pickupLocation: 'Primary',
      baseUrl,
    });
    const app = await buildApp({ config, database, storage: localStorage(testMediaDir), shipping });
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
        await drop();
        fake.close();
      },
    };
  }
  beforeAll(async () => {
    t = await start();
  });
  afterAll(() => t?.close());

  it('creates the shipment: login, adhoc order in rupees, AWB, pickup; the order gets its ids and courier', async () => {
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const { user, orderId } = await placeCodOrder(t.app, t.database.db);
    const res = await t.app.inject(as(admin.token, { method: 'POST', url: `/api/order/${orderId}/ship` }));
    expect(res.statusCode).toBe(200);
    // Placing the order asked the couriers about its PIN code first (decision 0207); this fake does not
    // know that call, so the zones answered.
    const shipmentCalls = calls.filter((c) => !c.url.includes('/courier/serviceability/'));
    expect(shipmentCalls.map((c) => c.url.replace('/v1/external', ''))).toEqual([
      '/auth/login',
      '/orders/create/adhoc',
      '/courier/assign/awb',
      '/courier/generate/pickup',
    ]);
    const created = shipmentCalls[1]!.body!;
    const [o] = await rows<{ total: number }>(
      t.database.db,
      sql`select total_paise as total from orders where id = ${orderId}`,
    );
    expect(created).toMatchObject({
      order_id: String(orderId),
      payment_method: 'COD',
      billing_pincode: '560002',
      sub_total: o!.total / 100,
      pickup_location: 'Primary',
    });
    const order = (await t.app.inject(as(user.token, { url: `/api/order/get/${orderId}` }))).json() as Order;
    expect(order).toMatchObject({
      shipment_order_id: '9001',
      awb_code: 'SR998877',
      courier_name: 'Blue Dart',
      status: 3,
    });
    expect(
      (await t.app.inject(as(admin.token, { method: 'POST', url: `/api/order/${orderId}/ship` }))).statusCode,
    ).toBe(409);
  });

  it('syncs tracking by AWB, mapping Shiprocket codes into ours, and takes the signed webhook', async () => {
    const { syncShipments } = await import('./service.ts');
    const ctx = { db: t.database.db, shipping: t.app.shipping };
    expect(await syncShipments(ctx)).toBe(1);
    let [o] = await rows<{ id: number; status: number; etd: string; track_url: string }>(
      t.database.db,
      sql`select id, status, etd, track_url from orders where awb_code = 'SR998877'`,
    );
    expect(o).toMatchObject({ status: 5, track_url: 'https://shiprocket.co/tracking/SR998877' });
    trackingStatus = 18;
    await syncShipments(ctx);
    [o] = await rows(
      t.database.db,
      sql`select id, status, etd, track_url from orders where awb_code = 'SR998877'`,
    );
    expect(o!.status).toBe(4);
    const events = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from shipment_events where order_id = ${o!.id}`,
    );
    expect(events[0]!.n).toBe(1);

    const hook = (token: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/shipping/shiprocket/webhook',
        headers: { 'x-api-key': token },
        payload: body,
      });
    expect((await hook('wrong-token-123', { awb: 'SR998877', shipment_status_id: 7 })).statusCode).toBe(401);
    const delivered = await hook('hook-token-123', {
      awb: 'SR998877',
      shipment_status_id: 7,
      scans: [
        {
          date: '2026-11-26 15:30:00',
          activity: 'Delivered to consignee',
          location: 'Bengaluru',
          'sr-status': '7',
        },
      ],
    });
    expect(delivered.json().status).toBe('ok');
    [o] = await rows(
      t.database.db,
      sql`select id, status, etd, track_url from orders where awb_code = 'SR998877'`,
    );
    expect(o!.status).toBe(7);
    // delivered is final: a late "in transit" report does not move it back
    await hook('hook-token-123', { awb: 'SR998877', shipment_status_id: 18 });
    [o] = await rows(
      t.database.db,
      sql`select id, status, etd, track_url from orders where awb_code = 'SR998877'`,
    );
    expect(o!.status).toBe(7);
  });

  it('refuses a webhook key with non-ASCII characters with 401, even when it has as many characters as the token', async () => {
    // 'hook-token-123' has 14 characters; each key below has 14 characters but more bytes.
    for (const key of ['hook-token-12é', 'hook-tokén-123', 'ééééééééééééé3']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/shiprocket/webhook',
        headers: { 'x-api-key': key },
        payload: { awb: 'SR998877', shipment_status_id: 7 },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid webhook token.', code: 'UNAUTHENTICATED' });
    }
  });
});
