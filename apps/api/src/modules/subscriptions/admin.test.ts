// The back-office's subscriptions through the real routes (decision 0326): the list by status and search with each
// one's customer, mandate state and first order; pausing and cancelling for a customer with a reason (required);
// the dashboard's figures; and every call refused to customers and guests.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { checkoutAddress, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';

const today = new Date('2026-12-01T06:30:00Z');
let t: TestApp;
let admin: string;
let size: SizeInStock & { price: number };
let asha: TestUser;
let ravi: TestUser;

/** Subscribes the shopper to `size` and pays the first order in the sandbox; the subscription's id. */
async function subscribed(user: TestUser, intervalDays: number, quantity = 1): Promise<number> {
  const res = await t.app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/subscriptions',
      payload: {
        ...checkoutAddress,
        productId: size.product_id,
        pl_id: size.pl_id,
        quantity,
        intervalDays,
        method: 'card',
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const { data } = res.json();
  const paid = await t.app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: (t.app.gateway as SandboxGateway).mandates.authorise(data.order_id),
    }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return data.subscriptionId;
}

const list = async (query: string) => {
  const res = await t.app.inject(as(admin, { method: 'GET', url: `/api/admin/subscriptions?${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: number; status: string; mandate: string; customer: { name: string }; orders: unknown[] }[];
    total: number;
  };
};

beforeAll(async () => {
  t = await testApp({ clock: () => today });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const found = await sizeInStock(t.database.db, 20);
  await t.database.db.execute(
    sql`update product_litres set subscribable = true, subscription_intervals = '{7,30}', subscriber_discount = 10
      where id = ${found.pl_id}`,
  );
  const [priced] = await rows<{ price: number }>(
    t.database.db,
    sql`select discounted_price_paise as price from product_litres where id = ${found.pl_id}`,
  );
  size = { ...found, price: priced!.price };
  asha = await signupAndLogin(t.app, { fullname: 'Asha Kulkarni' });
  ravi = await signupAndLogin(t.app, { fullname: 'Ravi Menon' });
});
afterAll(() => t.close());

describe('the admin’s subscriptions', () => {
  let ashas = 0;
  let ravis = 0;

  it('lists them with customer, mandate and first order; by status and by search', async () => {
    ashas = await subscribed(asha, 7, 2);
    ravis = await subscribed(ravi, 30);
    const all = await list('page=1');
    expect(all.total).toBe(2);
    expect(all.items.map((s) => [s.id, s.customer.name, s.status, s.mandate, s.orders.length])).toEqual([
      [ravis, 'Ravi Menon', 'active', 'active', 1],
      [ashas, 'Asha Kulkarni', 'active', 'active', 1],
    ]);
    expect((await list('page=1&q=kulkarni')).items.map((s) => s.id)).toEqual([ashas]);
    expect((await list('page=1&q=nobody-at-all')).items).toEqual([]);
    expect((await list('page=1&status=paused')).total).toBe(0);
    const bad = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/subscriptions?status=gone' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('status must be active, paused, cancelled or all');
  });

  it('counts active ones, the renewals of the next 30 days and the cancellations', async () => {
    const res = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/subscriptions/figures' }));
    expect(res.statusCode, res.body).toBe(200);
    // Asha's two units every 7 days from 8 Dec: 8, 15, 22 and 29 Dec fall in the 30 days to 31 Dec; Ravi's one
    // unit every 30 days from 31 Dec: once.
    const each = (units: number) => units * size.price - Math.floor((units * size.price * 10) / 100);
    expect(res.json()).toMatchObject({
      activeSubscriptions: 2,
      renewalsNext30DaysPaise: 4 * each(2) + each(1),
      cancelledLast30Days: 0,
      unpaidFailedDebits: 0,
      reorderReminders: { sent: 0 },
    });
  });

  it('pauses and cancels for a customer with a reason they are shown, and needs one', async () => {
    const noReason = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/admin/subscriptions/${ashas}/pause`, payload: { reason: ' ' } }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Please give a reason');
    const paused = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/subscriptions/${ashas}/pause`,
        payload: { reason: 'Address needs checking' },
      }),
    );
    expect(paused.json().data).toMatchObject({
      status: 'paused',
      pausedBy: 'admin',
      statusReason: 'Address needs checking',
    });
    const cancelled = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/subscriptions/${ravis}/cancel`,
        payload: { reason: 'Asked by phone' },
      }),
    );
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', statusReason: 'Asked by phone' });
    // The shopper sees it in their own list.
    const theirs = await t.app.inject(
      as(ravi.token, { method: 'GET', url: `/api/users/${ravi.userId}/subscriptions` }),
    );
    expect(theirs.json().data[0]).toMatchObject({ status: 'cancelled', statusReason: 'Asked by phone' });
    expect((await list('page=1&status=cancelled')).items.map((s) => [s.id, s.mandate])).toEqual([
      [ravis, 'revoked'],
    ]);
    const figures = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/subscriptions/figures' }));
    expect(figures.json()).toMatchObject({ activeSubscriptions: 0, cancelledLast30Days: 1 });
    const missing = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/admin/subscriptions/999999/cancel', payload: { reason: 'x' } }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses customers and guests', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/subscriptions?page=1'],
      ['GET', '/api/admin/subscriptions/figures'],
      ['POST', `/api/admin/subscriptions/${ashas}/pause`],
      ['POST', `/api/admin/subscriptions/${ashas}/cancel`],
    ] as const) {
      const payload = method === 'POST' ? { reason: 'x' } : undefined;
      const customer = await t.app.inject(as(asha.token, { method, url, ...(payload ? { payload } : {}) }));
      expect([url, customer.statusCode]).toEqual([url, 403]);
      const guest = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect([url, guest.statusCode]).toEqual([url, 401]);
    }
  });
});
