// The dashboard's returns to origin by kind, on a history of orders written row by row: of the orders placed in the
// shop's last 30 calendar days (India time) that ended, delivered or returned, how many came back by how they are
// paid, by PIN area (the five with the most returns) and by the risk score band of the cash orders; and the cash
// orders paid online instead in those days. Orders still on their way, cancelled before shipping or placed before
// the first day count nowhere; a cash order paid online instead counts as online.
import type { DashboardView } from '@chamak/shared/dashboard';
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';

/** The app's clock: 29 Nov 2026, 11:30 India time. The 30 days are 31 Oct to 29 Nov, India time. */
const now = new Date('2026-11-29T06:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp({ clock: () => now });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

type Ending =
  | 'on its way'
  | 'delivered'
  | 'rto initiated'
  | 'rto in transit'
  | 'rto delivered'
  | 'returned, then cancelled'
  | 'cancelled';

/** An order as the orders module leaves it once it has come this far, placed `placedAt` (an instant). */
async function order(o: {
  method: 'cod' | 'online';
  ending: Ending;
  pin: string;
  score?: number | null;
  placedAt?: string;
}): Promise<number> {
  const status = {
    'on its way': OrderStatus.InTransit,
    delivered: OrderStatus.Delivered,
    'rto initiated': OrderStatus.RtoInitiated,
    'rto in transit': OrderStatus.RtoInTransit,
    'rto delivered': OrderStatus.RtoDelivered,
    'returned, then cancelled': OrderStatus.Cancelled,
    cancelled: OrderStatus.Cancelled,
  }[o.ending];
  const returned = o.ending.startsWith('rto') || o.ending === 'returned, then cancelled';
  const payment =
    o.method === 'online'
      ? returned
        ? 'refunded'
        : 'paid'
      : o.ending === 'delivered'
        ? 'cod_collected'
        : 'cod';
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into orders (status, payment_method, payment_status, subtotal_paise, delivery_charge_paise, total_paise,
        first_name, last_name, email, phone, address, apt, city, state, postal_code, cod_risk_score,
        delivered_at, returned_to_origin_at, cancelled_at, created_at)
      values (${status}, ${o.method}, ${payment}, 50000, 0, 50000, 'Past', 'Buyer', 'past@example.com', '9800000001',
        '12 Lake Road', 'Flat 4', 'Kochi', 'Kerala', ${o.pin}, ${o.score ?? null},
        ${o.ending === 'delivered' ? sql`${now.toISOString()}::timestamptz - interval '1 day'` : null},
        ${returned && o.ending !== 'rto initiated' ? sql`${now.toISOString()}::timestamptz - interval '1 day'` : null},
        ${o.ending.includes('cancelled') ? sql`${now.toISOString()}::timestamptz` : null},
        ${o.placedAt ?? '2026-11-20T06:00:00Z'}::timestamptz)
      returning id`,
  );
  return row!.id;
}

/** The timeline's record that a cash order was paid online instead, at `at`. */
async function convertedAt(orderId: number, at: string) {
  await t.database.db.execute(sql`insert into order_events (order_id, at, actor, event, from_payment, to_payment)
    values (${orderId}, ${at}::timestamptz, 'gateway', 'converted_to_prepaid', 'cod', 'paid')`);
}

const board = async () => {
  const res = await t.app.inject(as(admin, { url: '/api/admin/dashboard' }));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as DashboardView).returnsToOrigin30Days;
};

describe("the dashboard's returns to origin by kind", () => {
  it('count every figure at zero before any order ended', async () => {
    const none = { ended: 0, returned: 0, rate: null };
    expect(await board()).toEqual({
      byPayment: { online: none, cod: none },
      byArea: [],
      byCodScore: ['0-19', '20-39', '40-59', '60-79', '80-100', 'not scored'].map((band) => ({
        band,
        ...none,
      })),
      convertedToPrepaid: 0,
    });
  });

  it('count the ended orders of the 30 days by payment, PIN area and COD score band, and the cash orders paid online', async () => {
    // Cash orders that ended, each band's edges among them.
    await order({ method: 'cod', ending: 'rto delivered', pin: '682002', score: 0 });
    await order({ method: 'cod', ending: 'delivered', pin: '682001', score: 19 });
    await order({ method: 'cod', ending: 'delivered', pin: '110001', score: 20 });
    await order({ method: 'cod', ending: 'rto initiated', pin: '682030', score: 59 });
    await order({ method: 'cod', ending: 'delivered', pin: '400001', score: 60 });
    await order({ method: 'cod', ending: 'rto in transit', pin: '682001', score: 80 });
    await order({ method: 'cod', ending: 'rto delivered', pin: '110001', score: 100 });
    // Placed before the score existed, returned and cancelled afterwards.
    await order({ method: 'cod', ending: 'returned, then cancelled', pin: '400001', score: null });
    // 31 Oct, 00:00 India time (still 30 Oct in UTC): the first of the 30 days.
    await order({
      method: 'cod',
      ending: 'rto delivered',
      pin: '700001',
      score: 50,
      placedAt: '2026-10-30T18:30:00Z',
    });
    // Online orders that ended.
    await order({ method: 'online', ending: 'delivered', pin: '560001' });
    await order({ method: 'online', ending: 'rto delivered', pin: '560001' });
    await order({ method: 'online', ending: 'delivered', pin: '110002' });
    await order({ method: 'online', ending: 'rto delivered', pin: '302001' });
    await order({ method: 'online', ending: 'delivered', pin: '302001' });
    await order({ method: 'online', ending: 'delivered', pin: '302001' });
    // A cash order paid online instead (it keeps its score) and delivered: an online order now.
    const converted = await order({ method: 'online', ending: 'delivered', pin: '600001', score: 70 });
    await convertedAt(converted, '2026-11-20T08:00:00Z');

    // Counted nowhere: still on its way, cancelled before shipping, placed at 23:30 India time on 30 Oct.
    await order({ method: 'cod', ending: 'on its way', pin: '682001', score: 90 });
    await order({ method: 'cod', ending: 'cancelled', pin: '682001', score: 90 });
    await order({
      method: 'cod',
      ending: 'rto delivered',
      pin: '682001',
      score: 90,
      placedAt: '2026-10-30T18:00:00Z',
    });
    // Paid online instead today, not shipped yet: a conversion of the 30 days; another one 31 days ago is not.
    const unshipped = await order({ method: 'online', ending: 'on its way', pin: '682001', score: 30 });
    await convertedAt(unshipped, now.toISOString());
    const older = await order({
      method: 'online',
      ending: 'delivered',
      pin: '682001',
      placedAt: '2026-10-20T06:00:00Z',
    });
    await convertedAt(older, '2026-10-29T06:00:00Z');

    const figures = await board();
    expect(figures.byPayment).toEqual({
      online: { ended: 7, returned: 2, rate: 2 / 7 },
      cod: { ended: 9, returned: 6, rate: 6 / 9 },
    });
    // The most returns first; of as many, the higher rate; then by area.
    expect(figures.byArea).toEqual([
      { area: '682', ended: 4, returned: 3, rate: 3 / 4 },
      { area: '700', ended: 1, returned: 1, rate: 1 },
      { area: '400', ended: 2, returned: 1, rate: 1 / 2 },
      { area: '560', ended: 2, returned: 1, rate: 1 / 2 },
      { area: '110', ended: 3, returned: 1, rate: 1 / 3 },
    ]);
    expect(figures.byCodScore).toEqual([
      { band: '0-19', ended: 2, returned: 1, rate: 1 / 2 },
      { band: '20-39', ended: 1, returned: 0, rate: 0 },
      { band: '40-59', ended: 2, returned: 2, rate: 1 },
      { band: '60-79', ended: 1, returned: 0, rate: 0 },
      { band: '80-100', ended: 2, returned: 2, rate: 1 },
      { band: 'not scored', ended: 1, returned: 1, rate: 1 },
    ]);
    expect(figures.convertedToPrepaid).toBe(2);
  });

  it('are refused to a shopper', async () => {
    const shopper = await signupAndLogin(t.app);
    const res = await t.app.inject(as(shopper.token, { url: '/api/admin/dashboard' }));
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('returnsToOrigin30Days');
  });
});
