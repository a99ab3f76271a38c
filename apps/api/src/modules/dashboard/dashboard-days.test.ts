// The dashboard's 30 days are the shop's calendar days (decision 0298) on PGlite and PostgreSQL alike: an order
// placed at 02:30 India time on 29 Nov is a 29 Nov order, however UTC dates it; another zone named in the
// settings moves the days with it. A day's orders, revenue and average are the orders the shop kept, cancelled
// ones are counted apart and fully refunded ones in neither. The orders CSV is named and dated the same way.
import type { DashboardView } from '@chamak/shared/dashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';

let t: TestApp;
let admin: string;
/** The app's clock: 29 Nov 2026, 11:30 India time, unless a test moves it. */
let now = new Date('2026-11-29T06:00:00Z');

beforeAll(async () => {
  t = await testApp({ clock: () => now });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

/** A new shopper's order, placed by cash on delivery or paid online in the sandbox, dated `at`. */
async function orderAt(at: string, method: 'cod' | 'online' = 'cod'): Promise<{ id: number; total: number }> {
  const shopper = await signupAndLogin(t.app);
  await addToCart(t.app, shopper, await sizeInStock(t.database.db, 10));
  const placed = await checkout(t.app, shopper, method);
  expect(placed.statusCode, placed.body).toBe(200);
  let id = placed.json().orderId as number;
  if (method === 'online') {
    const data = placed.json().data as { orderId: number; order_id: string };
    const sandbox = t.app.gateway as SandboxGateway;
    const paid = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: sandbox.pay(data.order_id),
      }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    id = data.orderId;
  }
  const [row] = await rows<{ total: number }>(
    t.database.db,
    sql`update orders set created_at = ${at}::timestamptz where id = ${id} returning total_paise as total`,
  );
  return { id, total: row!.total };
}

const board = async () => {
  const res = await t.app.inject(as(admin, { url: '/api/admin/dashboard' }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardView;
};
const dayOf = (view: DashboardView, day: string) => view.last30Days.find((d) => d.day === day);
const setTimeZone = async (timeZone: string) =>
  t.app.inject(as(admin, { method: 'PUT', url: '/api/admin/settings', payload: { time: { timeZone } } }));

describe("the dashboard's days", () => {
  it('are India days: an order at 02:30 on 29 Nov India time is a 29 Nov order, one at 23:30 on 28 Nov a 28 Nov one', async () => {
    const early = await orderAt('2026-11-28T21:00:00Z'); // 29 Nov, 02:30 IST
    const late = await orderAt('2026-11-28T18:00:00Z'); // 28 Nov, 23:30 IST
    const view = await board();
    expect(view.last30Days).toHaveLength(30);
    expect(view.last30Days[0]!.day).toBe('2026-10-31');
    expect(view.last30Days.at(-1)).toEqual({
      day: '2026-11-29',
      orders: 1,
      revenue: early.total / 100,
      cancelled: 0,
    });
    expect(dayOf(view, '2026-11-28')).toEqual({
      day: '2026-11-28',
      orders: 1,
      revenue: late.total / 100,
      cancelled: 0,
    });
  });

  it('follow another time zone the settings name, and refuse a zone that does not exist', async () => {
    const refused = await setTimeZone('India/Mumbai');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Time zone must be a time zone name such as Asia\/Kolkata/);
    expect((await t.app.inject('/api/settings')).json().time).toEqual({ timeZone: 'Asia/Kolkata' });
    try {
      expect((await setTimeZone('America/New_York')).statusCode).toBe(200);
      expect((await t.app.inject('/api/settings')).json().time).toEqual({ timeZone: 'America/New_York' });
      // 06:00 UTC on 29 Nov is 01:00 in New York: both orders of the test before were placed on its 28 Nov.
      const view = await board();
      expect(view.last30Days.at(-1)).toMatchObject({ day: '2026-11-29', orders: 0 });
      expect(dayOf(view, '2026-11-28')).toMatchObject({ orders: 2 });
      expect(view.last30Days[0]!.day).toBe('2026-10-31');
    } finally {
      expect((await setTimeZone('Asia/Kolkata')).statusCode).toBe(200);
    }
  });

  it('count the orders kept, their revenue and average; cancelled orders apart, fully refunded ones in neither', async () => {
    const day = '2026-11-20T05:00:00Z'; // 20 Nov, 10:30 IST
    const kept = [await orderAt(day), await orderAt(day)];
    for (let i = 0; i < 3; i++) {
      const { id } = await orderAt(day);
      const cancelled = await t.app.inject(as(admin, { method: 'POST', url: `/api/order/${id}/cancel` }));
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    const refunded = await orderAt(day, 'online');
    const refund = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/orders/${refunded.id}/refunds`,
        payload: { amount: refunded.total / 100, reason: 'Out of stock' },
        headers: { 'idempotency-key': `dashboard-days-${refunded.id}` },
      }),
    );
    expect(refund.statusCode, refund.body).toBe(201);
    await (t.app.gateway as SandboxGateway).settled();
    const [status] = await rows<{ payment: string; cancelled: boolean }>(
      t.database.db,
      sql`select payment_status as payment, cancelled_at is not null as cancelled from orders where id = ${refunded.id}`,
    );
    expect(status).toEqual({ payment: 'refunded', cancelled: false });

    expect(dayOf(await board(), '2026-11-20')).toEqual({
      day: '2026-11-20',
      orders: 2,
      revenue: (kept[0]!.total + kept[1]!.total) / 100,
      cancelled: 3,
    });
  });

  it('end today, India time, even when the UTC date is still yesterday', async () => {
    now = new Date('2026-11-30T20:00:00Z'); // 1 Dec, 01:30 IST
    try {
      const view = await board();
      expect(view.last30Days.at(-1)!.day).toBe('2026-12-01');
      expect(view.last30Days[0]!.day).toBe('2026-11-02');
    } finally {
      now = new Date('2026-11-29T06:00:00Z');
    }
  });
});

describe('the orders CSV', () => {
  it("is named for the shop's day and dates each order in the shop's time", async () => {
    const placed = await orderAt('2026-11-28T20:52:00Z'); // 29 Nov, 02:22 IST
    now = new Date('2026-11-28T21:51:00Z'); // 29 Nov, 03:21 IST; still 28 Nov in UTC
    try {
      const csv = await t.app.inject(as(admin, { url: '/api/order/export.csv' }));
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="chamak-orders-2026-11-29.csv"');
      expect(csv.body.split('\r\n').find((l) => l.startsWith(`"${placed.id}"`))).toContain(
        '"29/11/2026 02:22"',
      );
      expect((await setTimeZone('Europe/London')).statusCode).toBe(200);
      const london = await t.app.inject(as(admin, { url: '/api/order/export.csv' }));
      expect(london.headers['content-disposition']).toBe(
        'attachment; filename="chamak-orders-2026-11-28.csv"',
      );
      expect(london.body.split('\r\n').find((l) => l.startsWith(`"${placed.id}"`))).toContain(
        '"28/11/2026 20:52"',
      );
    } finally {
      now = new Date('2026-11-29T06:00:00Z');
      expect((await setTimeZone('Asia/Kolkata')).statusCode).toBe(200);
    }
  });
});
