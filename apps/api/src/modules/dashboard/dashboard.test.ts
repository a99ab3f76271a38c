import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;
let admin: string;
let buyer: TestUser;
let orderId: number;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  buyer = await signupAndLogin(t.app, { fullname: 'Zoya Khan' });
  const [s] = await rows<{ product_id: number; pl_id: number }>(
    t.database.db,
    sql`select product_id, id as pl_id from product_litres where remaining_qty > 5 order by id limit 1`,
  );
  await t.app.inject(
    as(buyer.token, {
      method: 'POST',
      url: '/api/cart/add',
      payload: { userId: buyer.userId, productId: s!.product_id, pl_id: s!.pl_id, quantity: 2 },
    }),
  );
  const placed = await t.app.inject(
    as(buyer.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: {
        firstName: '=HYPERLINK("x")',
        lastName: 'Khan',
        email: 'zoya@example.com',
        phone: '9000000001',
        address: '1 Road',
        apt: 'A',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        postalCode: '226001',
        userId: buyer.userId,
        paymentMethod: 'cod',
      },
    }),
  );
  orderId = placed.json().orderId;
});
afterAll(() => t?.close());

describe('the admin dashboard and tools', () => {
  it('are refused to customers and guests', async () => {
    for (const url of [
      '/api/admin/dashboard',
      '/api/admin/search?q=a',
      '/api/admin/outbox',
      '/api/order/export.csv',
    ]) {
      expect((await t.app.inject(url)).statusCode).toBe(401);
      expect((await t.app.inject(as(buyer.token, { url }))).statusCode).toBe(403);
    }
  });

  it('shows 30 days of revenue, orders waiting to ship, low stock and the newest users', async () => {
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = 2 where id = (select min(id) from product_litres)`,
    );
    const d = (await t.app.inject(as(admin, { url: '/api/admin/dashboard' }))).json();
    expect(d.last30Days).toHaveLength(30);
    const [total] = await rows<{ total: number }>(
      t.database.db,
      sql`select total_paise as total from orders where id = ${orderId}`,
    );
    expect(d.last30Days.at(-1)).toMatchObject({ orders: 1, revenue: total!.total / 100 });
    expect(d.waitingToShip.map((o: { id: number }) => o.id)).toContain(orderId);
    expect(d.lowStock[0].remaining).toBeLessThan(10);
    expect(d.newestUsers[0].fullname).toBe('Zoya Khan');
    expect(d.newestUsers).toHaveLength(5);
  });

  it('finds products, orders and users from the top bar', async () => {
    const byName = (await t.app.inject(as(admin, { url: '/api/admin/search?q=zoya' }))).json();
    expect(byName.users.map((u: { id: number }) => u.id)).toContain(buyer.userId);
    expect(byName.orders.map((o: { id: number }) => o.id)).toContain(orderId);
    const products = (await t.app.inject(as(admin, { url: '/api/admin/search?q=floor' }))).json();
    expect(products.products.length).toBeGreaterThan(0);
  });

  it('exports the filtered orders as CSV with formulas defused', async () => {
    const res = await t.app.inject(as(admin, { url: '/api/order/export.csv?paymentMethod=cod' }));
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="chamak-orders-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Order","Date","Customer"');
    const row = lines.find((l) => l.startsWith(`"${orderId}"`))!;
    expect(row).toContain(`"'=HYPERLINK(""x"") Khan"`);
    expect(row).toContain('"cod"');
    const online = await t.app.inject(as(admin, { url: '/api/order/export.csv?paymentMethod=online' }));
    expect(online.body).not.toContain(`"${orderId}"`);
  });

  it('lists the mail outbox, changes settings the storefront reads, and sets a customer pending', async () => {
    const outbox = (await t.app.inject(as(admin, { url: '/api/admin/outbox' }))).json() as {
      subject: string;
      status: string;
    }[];
    expect(
      outbox.some((m) => m.subject === `Your Chamak order #${orderId} is confirmed` && m.status === 'kept'),
    ).toBe(true);
    const settings = (await t.app.inject('/api/settings')).json();
    const saved = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { delivery: { ...settings.delivery, underThresholdPaise: 4900 } },
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject('/api/settings')).json().delivery.underThresholdPaise).toBe(4900);
    const bad = await t.app.inject(
      as(admin, { method: 'PUT', url: '/api/admin/settings', payload: { delivery: { thresholdMl: -1 } } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject(
          as(admin, {
            method: 'PATCH',
            url: `/api/users/${buyer.userId}/status`,
            payload: { status: 'pending' },
          }),
        )
      ).statusCode,
    ).toBe(200);
    const [u] = await rows<{ status: string }>(
      t.database.db,
      sql`select status from users where id = ${buyer.userId}`,
    );
    expect(u!.status).toBe('pending');
  });

  it('counts the orders kept and their revenue, a cancelled order apart, an unpaid checkout nowhere', async () => {
    const today = async () =>
      (await t.app.inject(as(admin, { url: '/api/admin/dashboard' }))).json().last30Days.at(-1) as {
        orders: number;
        revenue: number;
        cancelled: number;
      };
    const before = await today();
    const shopper = await signupAndLogin(t.app);
    const size = await sizeInStock(t.database.db);
    await addToCart(t.app, shopper, size);
    const cancelled = (await checkout(t.app, shopper, 'cod')).json().orderId as number;
    expect(
      (await t.app.inject(as(admin, { method: 'POST', url: `/api/order/${cancelled}/cancel` }))).statusCode,
    ).toBe(200);
    // An online checkout never paid is not an order on either page.
    await addToCart(t.app, shopper, size);
    expect((await checkout(t.app, shopper, 'online')).statusCode).toBe(200);
    // The orders page lists the cancelled order; the dashboard counts it only as cancelled.
    const listed = (await t.app.inject(as(admin, { url: '/api/order/getall' }))).json() as { id: number }[];
    expect(listed.map((o) => o.id)).toContain(cancelled);
    const after = await today();
    expect(after).toEqual({ ...before, cancelled: before.cancelled + 1 });
  });
});
