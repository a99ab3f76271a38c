// The admin's orders: the dashboard counts placed orders only and the abandoned online checkouts are found
// under 'Payment not completed' (decision 0180); whether Shiprocket is configured, and no shipment for a
// delivered or cancelled order (0181); the status list in SPEC's order (0182); CSV dates in India time
// (0183). And mailed links name PUBLIC_URL, which defaults to the address the server listens on (0184).
import type { AdminOrdersPage } from '@chamak/shared/admin-orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { listeningUrl, loadConfig } from '../../config.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';

/** Shiprocket "configured" with an account nobody answers for: the refusals below must come before any call. */
const shiprocket = {
  email: 'ops@shop.example',
  password: 'not-used',
  pickupLocation: 'Primary',
  webhookToken: undefined,
  syncMinutes: 0,
};

let t: TestApp;
let admin: string;
let buyer: TestUser;

beforeAll(async () => {
  t = await testApp({ config: { shiprocket } });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  buyer = await signupAndLogin(t.app);
});
afterAll(() => t?.close());

const get = (url: string, token: string | undefined = admin) => t.app.inject(as(token, { url }));
const send = (method: 'POST' | 'PATCH', url: string, payload: object = {}) =>
  t.app.inject(as(admin, { method, url, payload }));

/** A new order of the buyer: cash on delivery (placed) or an online checkout left unpaid. */
async function order(method: 'cod' | 'online'): Promise<number> {
  await addToCart(t.app, buyer, await sizeInStock(t.database.db));
  const res = await checkout(t.app, buyer, method);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { orderId?: number; data?: { orderId: number } };
  return method === 'cod' ? body.orderId! : body.data!.orderId;
}

const counter = async () => (await get('/api/products/dashboardcounter')).json<{ orders: number }>().orders;
const listed = async (query = '') => (await get(`/api/admin/orders?${query}`)).json<AdminOrdersPage>();

describe('placed orders are counted, abandoned checkouts are found apart', () => {
  it("counts only placed orders on the dashboard, as the orders page does, and lists the rest under 'Payment not completed'", async () => {
    const before = { counter: await counter(), page: (await listed()).total };
    expect(before.counter).toBe(before.page);
    const placed = await order('cod');
    const pending = await order('online');
    const failed = await order('online');
    // The gateway said the payment failed: what its webhook leaves on the row.
    await t.database.db.execute(sql`update orders set payment_status = 'failed' where id = ${failed}`);

    expect(await counter()).toBe(before.counter + 1);
    const page = await listed();
    expect(page.total).toBe(before.page + 1);
    expect(page.orders.map((o) => o.id)).toContain(placed);
    expect(page.orders.map((o) => o.id)).not.toContain(pending);
    const [all] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`);
    expect(all!.n).toBeGreaterThanOrEqual(before.counter + 3);

    const attempts = await listed('payment=not-completed');
    expect(attempts.orders.map((o) => o.id).sort()).toEqual([pending, failed].sort());
    expect(attempts.total).toBe(2);
    expect(attempts.orders.map((o) => o.paymentStatus).sort()).toEqual(['failed', 'pending']);
    // The other filters apply to them too, and the CSV exports them.
    expect((await listed('payment=not-completed&paymentMethod=cod')).total).toBe(0);
    expect((await listed(`payment=not-completed&search=${pending}`)).orders.map((o) => o.id)).toEqual([
      pending,
    ]);
    const csv = (await get('/api/order/export.csv?payment=not-completed')).body;
    expect(csv).toContain(`"${pending}","`);
    expect(csv).toContain(`"${failed}","`);
    expect(csv).not.toContain(`"${placed}","`);
    const all2 = (await get('/api/order/getall?payment=not-completed')).json<{ id: number }[]>();
    expect(all2.map((o) => o.id).sort()).toEqual([pending, failed].sort());
  });

  it('refuses another value of the filter, naming it, and refuses it to customers', async () => {
    const bad = await get('/api/admin/orders?payment=abandoned');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('payment');
    expect((await get('/api/admin/orders?payment=not-completed', buyer.token)).statusCode).toBe(403);
    expect((await get('/api/products/dashboardcounter', buyer.token)).statusCode).toBe(403);
  });
});

describe('Shiprocket only when configured, no shipment once delivered or cancelled', () => {
  it('tells the admin whether Shiprocket is configured, and nobody else', async () => {
    expect((await get('/api/admin/shipping')).json()).toEqual({ shiprocket: true });
    expect((await t.app.inject('/api/admin/shipping')).statusCode).toBe(401);
    expect((await get('/api/admin/shipping', buyer.token)).statusCode).toBe(403);
    const plain = await testApp({ seed: false });
    try {
      // An empty shop has no admin yet: one of its accounts is made one, as the production checklist does.
      const owner = await signupAndLogin(plain.app);
      await plain.database.db.execute(sql`update users set role = 'admin' where id = ${owner.userId}`);
      const { token } = await login(plain.app, owner.email, owner.password);
      const res = await plain.app.inject(as(token, { url: '/api/admin/shipping' }));
      expect(res.json()).toEqual({ shiprocket: false });
    } finally {
      await plain.close();
    }
  });

  it('refuses a Shiprocket shipment for a delivered order, and every shipment write for a cancelled one', async () => {
    const delivered = await order('cod');
    expect((await send('PATCH', `/api/order/${delivered}/shipment`, { status: 7 })).statusCode).toBe(200);
    const ship = await send('POST', `/api/order/${delivered}/ship`);
    expect(ship.statusCode).toBe(409);
    expect(ship.json()).toEqual({
      message: 'This order is Delivered: its shipment cannot change.',
      code: 'SHIPPING_STOPPED',
    });

    const cancelled = await order('cod');
    expect((await send('POST', `/api/order/${cancelled}/cancel`)).statusCode).toBe(200);
    const rowOf = async () =>
      (
        await rows<{ courier_name: string | null; shipment_order_id: string | null; events: number }>(
          t.database.db,
          sql`select courier_name, shipment_order_id,
            (select count(*)::int from shipment_events where order_id = ${cancelled}) as events
            from orders where id = ${cancelled}`,
        )
      )[0];
    const before = await rowOf();
    const fields = await send('PATCH', `/api/order/${cancelled}/shipment`, { courier_name: 'Delhivery' });
    expect(fields.statusCode).toBe(409);
    expect(fields.json()).toEqual({
      message: 'This order is Cancelled: its shipment cannot change.',
      code: 'ORDER_CANCELLED',
    });
    expect((await send('POST', `/api/order/${cancelled}/tracking`, { activity: 'Packed' })).statusCode).toBe(
      409,
    );
    expect((await send('POST', `/api/order/${cancelled}/ship`)).statusCode).toBe(422);
    expect(await rowOf()).toEqual(before);
    // A live order still moves on.
    const live = await order('cod');
    expect((await send('PATCH', `/api/order/${live}/shipment`, { status: 5 })).statusCode).toBe(200);
  });
});

describe("statuses in SPEC section 4's order", () => {
  it('names them Picked Up before In Transit where the API lists them', async () => {
    const res = await get('/api/admin/orders?status=2');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(
      'status must be one of 1, 3, 5, 4, 6, 7, 8, 9, 10, 11',
    );
    // The order a shipment goes through: Picked Up (5) may be followed by In Transit (4), not the other way.
    const id = await order('cod');
    expect((await send('PATCH', `/api/order/${id}/shipment`, { status: 5 })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/order/${id}/shipment`, { status: 4 })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/order/${id}/shipment`, { status: 5 })).statusCode).toBe(409);
  });
});

describe('the CSV in India time', () => {
  it('writes the order date as DD/MM/YYYY HH:mm in India time, past midnight there included', async () => {
    const id = await order('cod');
    // 20:45 UTC on 4 March is 02:15 on 5 March in India (UTC+05:30).
    await t.database.db.execute(sql`update orders set created_at = '2026-03-04T20:45:00Z' where id = ${id}`);
    const lines = (await get(`/api/order/export.csv?search=${id}`)).body.split('\r\n');
    const line = lines.find((l) => l.startsWith(`"${id}",`));
    expect(line).toBeDefined();
    expect(line!.split(',')[1]).toBe('"05/03/2026 02:15"');
    for (const l of lines.slice(1).filter(Boolean))
      expect(l.split(',')[1]).toMatch(/^"\d\d\/\d\d\/\d{4} \d\d:\d\d"$/);
  });
});

describe('mailed links name PUBLIC_URL', () => {
  it('defaults PUBLIC_URL to the address and port the server listens on', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in/' })).toMatchObject({
      publicUrl: 'https://shop.example.in',
      publicUrlSet: true,
    });
    expect(listeningUrl('::', 80)).toBe('http://localhost');
    expect(listeningUrl('::1', 3000)).toBe('http://[::1]:3000');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  /** Asks a reset link for a new account of `app` and answers the mailed link. */
  async function resetLink(app: TestApp): Promise<string> {
    const me = await signupAndLogin(app.app);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: me.email },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await rows<{ text: string }>(
      app.database.db,
      sql`select text from mail_outbox where "to" = ${me.email} order by id desc limit 1`,
    );
    const link = /(\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(link, mail!.text).toBeDefined();
    return link!;
  }

  it('mails a reset link to the port the server really got, and it answers there', async () => {
    const shop = await testApp({ seed: false });
    try {
      await shop.app.listen({ host: '127.0.0.1', port: 0 });
      const address = shop.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect(port).toBeGreaterThan(0);
      const link = await resetLink(shop);
      expect(link.startsWith(`http://127.0.0.1:${port}/reset-password?token=`)).toBe(true);
      // The link's address is the shop's: its reset call answers there.
      const token = new URL(link).searchParams.get('token');
      const reset = await fetch(new URL('/api/users/reset-password', link), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password: 'Fresh@Pass123' }),
      });
      expect(reset.status).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('keeps a PUBLIC_URL that was set, whatever the port', async () => {
    const shop = await testApp({
      seed: false,
      config: { publicUrl: 'https://shop.example.in', publicUrlSet: true },
    });
    try {
      await shop.app.listen({ host: '127.0.0.1', port: 0 });
      expect((await resetLink(shop)).startsWith('https://shop.example.in/reset-password?token=')).toBe(true);
    } finally {
      await shop.close();
    }
  });
});
