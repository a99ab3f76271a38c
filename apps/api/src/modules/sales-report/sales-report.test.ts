// Sales at a glance (decision 0347): orders placed through the real routes (cash and online, an automatic 10 %
// offer, a ₹50 refund, a cancellation, a returning customer from October) and every figure of the report checked
// to the paisa against the orders, the refund and the tax invoices; days, weeks and months in India time; the CSV
// per table; admins only; and the owner's daily summary mailed once through the outbox and SMTP.
import type { SalesReport } from '@chamak/shared/sales-report';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { smtpTransport } from '../mail/smtp.ts';
import { drainOutbox } from '../mail/worker.ts';
import type { SandboxGateway } from '../payments/gateway.ts';
import { sendDailySalesSummary } from './daily-summary.ts';

const smtp = smtpStandIn();
let mailer: ReturnType<typeof smtpTransport>;
let t: TestApp;
let admin: string;
/** 29 Nov 2026, 11:30 India time. */
const now = new Date('2026-11-29T06:00:00Z');

type Placed = { id: number; total: number; discount: number; subtotal: number; fees: number };
const placed: Record<string, Placed> = {};
let first: SizeInStock;
let second: SizeInStock;

async function order(
  shopper: TestUser,
  at: string,
  method: 'cod' | 'online',
  size: SizeInStock,
  quantity: number,
  address: Record<string, string>,
): Promise<Placed> {
  await addToCart(t.app, shopper, size, quantity);
  const res = await checkout(t.app, shopper, method, address);
  expect(res.statusCode, res.body).toBe(200);
  let id = res.json().orderId as number;
  if (method === 'online') {
    const data = res.json().data as { orderId: number; order_id: string };
    const paid = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: (t.app.gateway as SandboxGateway).pay(data.order_id),
      }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    id = data.orderId;
  }
  // The order is dated as if placed then (the routes place it at the app's clock).
  const [row] = await rows<{ total: number; discount: number; subtotal: number; fees: number }>(
    t.database.db,
    sql`update orders set created_at = ${at}::timestamptz where id = ${id}
      returning total_paise as total, discount_paise as discount, subtotal_paise as subtotal,
        delivery_charge_paise + cod_fee_paise as fees`,
  );
  return { id, ...row! };
}

const report = async (query: string, token = admin) =>
  t.app.inject(as(token, { url: `/api/admin/reports/sales?${query}` }));
const reportOf = async (query: string) => {
  const res = await report(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesReport;
};

beforeAll(async () => {
  await smtp.listen();
  mailer = smtpTransport(smtp.url(), 'Chamak <care@chamak.example>');
  t = await testApp({ mailer, clock: () => now, config: { publicUrl: 'https://shop.example' } });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  first = await sizeInStock(t.database.db, 20);
  second = await sizeInStock(t.database.db, 20, true);
  const kochi = { city: 'Kochi', state: 'Kerala', postalCode: '682001' };
  const a = await signupAndLogin(t.app);
  const b = await signupAndLogin(t.app);
  const c = await signupAndLogin(t.app);
  const d = await signupAndLogin(t.app);
  // A: a cash order in October, then an online one at 01:30 on 2 Nov India time (1 Nov in UTC).
  placed.a1 = await order(a, '2026-10-20T06:00:00Z', 'cod', first, 1, { ...kochi, phone: '9800000001' });
  placed.a2 = await order(a, '2026-11-01T20:00:00Z', 'online', first, 1, {
    ...kochi,
    phone: '+91 98000 00001',
  });
  // B: two cash orders, the first under an automatic 10 % offer.
  const offer = await t.app.inject(
    as(admin, {
      method: 'POST',
      url: '/api/admin/promotions',
      payload: { name: 'Ten off', code: '', action: 'percent', percent: 10 },
    }),
  );
  expect(offer.statusCode, offer.body).toBe(200);
  placed.b3 = await order(b, '2026-11-03T06:00:00Z', 'cod', first, 2, { ...kochi, phone: '9800000002' });
  const off = await t.app.inject(
    as(admin, {
      method: 'PUT',
      url: `/api/admin/promotions/${offer.json().id}`,
      payload: { name: 'Ten off', code: '', action: 'percent', percent: 10, active: false },
    }),
  );
  expect(off.statusCode, off.body).toBe(200);
  placed.b4 = await order(b, '2026-11-10T06:00:00Z', 'cod', first, 1, { ...kochi, phone: '9800000002' });
  // C: a cash order to Pune of the other size, delivered and collected, then ₹50 refunded by UPI.
  placed.c5 = await order(c, '2026-11-10T08:00:00Z', 'cod', second, 3, {
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
    phone: '9800000003',
  });
  await t.database.db.execute(
    sql`update orders set status = 7, payment_status = 'cod_collected' where id = ${placed.c5!.id}`,
  );
  const refund = await t.app.inject(
    as(admin, {
      method: 'POST',
      url: `/api/admin/orders/${placed.c5!.id}/refunds`,
      payload: { amount: 50, reason: 'Goodwill', reference: 'UPI 8080 9090' },
    }),
  );
  expect(refund.statusCode, refund.body).toBe(201);
  // D: a cash order cancelled by the admin.
  placed.d6 = await order(d, '2026-11-12T06:00:00Z', 'cod', first, 1, { ...kochi, phone: '9800000004' });
  const cancel = await t.app.inject(as(admin, { method: 'POST', url: `/api/order/${placed.d6!.id}/cancel` }));
  expect(cancel.statusCode, cancel.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

describe('the sales report', () => {
  it("ties November's totals to the orders and the refund to the paisa", async () => {
    const { a2, b3, b4, c5 } = placed as Record<string, Placed>;
    expect(b3!.discount).toBeGreaterThan(0);
    expect(a2!.discount + b4!.discount + c5!.discount).toBe(0);
    const r = await reportOf('from=2026-11-01&to=2026-11-30&grain=month');
    const charged = a2!.total + b3!.total + b4!.total + c5!.total;
    expect(r.timeZone).toBe('Asia/Kolkata');
    expect(r.totals).toEqual({
      orders: 4,
      chargedPaise: charged,
      discountPaise: b3!.discount,
      refundedPaise: 5000,
      revenuePaise: charged - 5000,
      averagePaise: Math.round((charged - 5000) / 4),
      codOrders: 3,
      codShare: 0.75,
      cancelled: 1,
    });
    expect(r.periods).toEqual([{ period: '2026-11', ...r.totals }]);
  });

  it('agrees with the tax invoices less the credit note', async () => {
    const r = await reportOf('from=2026-11-01&to=2026-11-30&grain=month');
    const ids = ['a2', 'b3', 'b4', 'c5'].map((k) => placed[k]!.id);
    const docs = await rows<{ kind: string; total: number }>(
      t.database.db,
      sql`select kind, (document->'totals'->>'totalPaise')::int as total from tax_documents
        where order_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    expect(docs.filter((d) => d.kind === 'invoice')).toHaveLength(4);
    const invoiced = docs.filter((d) => d.kind === 'invoice').reduce((s, d) => s + d.total, 0);
    const credited = docs.filter((d) => d.kind === 'credit_note').reduce((s, d) => s + d.total, 0);
    expect(credited).toBe(5000);
    expect(r.totals.revenuePaise).toBe(invoiced - credited);
  });

  it('counts days in India time: the order at 01:30 on 2 Nov is a 2 Nov order, and weeks start on Monday', async () => {
    const { a2, b4, c5 } = placed as Record<string, Placed>;
    const byDay = await reportOf('from=2026-11-01&to=2026-11-30');
    expect(byDay.periods).toHaveLength(30);
    expect(byDay.periods[0]).toMatchObject({
      period: '2026-11-01',
      orders: 0,
      revenuePaise: 0,
      codShare: null,
    });
    expect(byDay.periods[1]).toMatchObject({
      period: '2026-11-02',
      orders: 1,
      revenuePaise: a2!.total,
      codOrders: 0,
    });
    expect(byDay.periods.find((p) => p.period === '2026-11-10')).toMatchObject({
      orders: 2,
      refundedPaise: 5000,
      revenuePaise: b4!.total + c5!.total - 5000,
      averagePaise: Math.round((b4!.total + c5!.total - 5000) / 2),
      codShare: 1,
    });
    expect(byDay.periods.find((p) => p.period === '2026-11-12')).toMatchObject({ orders: 0, cancelled: 1 });
    const byWeek = await reportOf('from=2026-11-01&to=2026-11-30&grain=week');
    expect(byWeek.periods.map((p) => p.period)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(byWeek.periods[1]).toMatchObject({ orders: 2 });
    expect(byWeek.periods.reduce((s, p) => s + p.revenuePaise, 0)).toBe(byDay.totals.revenuePaise);
  });

  it('splits the goods by product and size, category and PIN zone', async () => {
    const { a2, b3, b4, c5 } = placed as Record<string, Placed>;
    const r = await reportOf('from=2026-11-01&to=2026-11-30&grain=month');
    const goods = (p: Placed) => p.subtotal - p.discount;
    expect(r.products.map((p) => [p.sizeId, p.orders, p.units, p.goodsPaise]).sort()).toEqual(
      [
        [first.pl_id, 3, 4, goods(a2!) + goods(b3!) + goods(b4!)],
        [second.pl_id, 1, 3, goods(c5!)],
      ].sort(),
    );
    // Goods plus delivery and COD fees are what the shoppers were charged.
    const fees = a2!.fees + b3!.fees + b4!.fees + c5!.fees;
    expect(r.products.reduce((s, p) => s + p.goodsPaise, 0) + fees).toBe(r.totals.chargedPaise);
    expect(r.categories.reduce((s, c) => s + c.goodsPaise, 0)).toBe(
      r.products.reduce((s, p) => s + p.goodsPaise, 0),
    );
    expect(r.categories.reduce((s, c) => s + c.units, 0)).toBe(7);
    expect(r.zones).toEqual(
      expect.arrayContaining([
        {
          zone: '6',
          name: 'South: Tamil Nadu, Kerala',
          orders: 3,
          revenuePaise: a2!.total + b3!.total + b4!.total,
          codOrders: 2,
        },
        {
          zone: '4',
          name: 'West: Maharashtra, Goa, Madhya Pradesh, Chhattisgarh',
          orders: 1,
          revenuePaise: c5!.total - 5000,
          codOrders: 1,
        },
      ]),
    );
    expect(r.zones).toHaveLength(2);
  });

  it('tells new from returning customers by phone number, with the repeat rate and monthly cohorts', async () => {
    const { a1, a2, b3, b4, c5 } = placed as Record<string, Placed>;
    const r = await reportOf('from=2026-10-01&to=2026-11-30&grain=month');
    expect(r.customers).toEqual([
      {
        period: '2026-10',
        newCustomers: 1,
        returningCustomers: 0,
        newRevenuePaise: a1!.total,
        returningRevenuePaise: 0,
      },
      {
        period: '2026-11',
        newCustomers: 2,
        returningCustomers: 1,
        newRevenuePaise: b3!.total + b4!.total + c5!.total - 5000,
        returningRevenuePaise: a2!.total,
      },
    ]);
    // A, B and C ordered; A and B twice.
    expect(r.repeat).toEqual({ customers: 3, repeaters: 2, rate: 2 / 3 });
    expect(r.cohorts).toEqual([
      { month: '2026-10', customers: 1, again: [1] },
      { month: '2026-11', customers: 2, again: [] },
    ]);
  });

  it('downloads each table as CSV, the periods with a total line in rupees', async () => {
    const r = await reportOf('from=2026-11-01&to=2026-11-30&grain=month');
    const res = await t.app.inject(
      as(admin, {
        url: '/api/admin/reports/sales.csv?from=2026-11-01&to=2026-11-30&grain=month&table=periods',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-periods-2026-11-01-to-2026-11-30.csv"',
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"month","Orders","Charged (Rs)","Discounts (Rs)","Refunded (Rs)","Revenue (Rs)","Average order (Rs)","COD orders","COD share","Cancelled"',
    );
    expect(lines.at(-1)).toBe(
      `"Total","4","${(r.totals.chargedPaise / 100).toFixed(2)}","${(r.totals.discountPaise / 100).toFixed(2)}","50.00","${(r.totals.revenuePaise / 100).toFixed(2)}","${(r.totals.averagePaise / 100).toFixed(2)}","3","0.7500","1"`,
    );
    for (const table of ['products', 'categories', 'zones', 'customers', 'cohorts']) {
      const csv = await t.app.inject(
        as(admin, { url: `/api/admin/reports/sales.csv?from=2026-10-01&to=2026-11-30&table=${table}` }),
      );
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body.trim().split('\r\n').length).toBeGreaterThan(1);
    }
  });

  it('is for admins only, and names the field of a bad query', async () => {
    const shopper = await signupAndLogin(t.app);
    expect((await report('from=2026-11-01&to=2026-11-30', shopper.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/admin/reports/sales?from=2026-11-01&to=2026-11-30' })).statusCode,
    ).toBe(401);
    const csv = await t.app.inject(
      as(shopper.token, { url: '/api/admin/reports/sales.csv?from=2026-11-01&to=2026-11-30&table=zones' }),
    );
    expect(csv.statusCode).toBe(403);
    const cases: [string, string][] = [
      ['from=2026-13-01&to=2026-11-30', 'from must be a real calendar date'],
      ['from=2026-11-01', 'to is required (YYYY-MM-DD)'],
      ['from=2026-11-30&to=2026-11-01', 'to must be on or after from'],
      ['from=2025-01-01&to=2026-11-30', 'A report covers at most 400 days'],
      ['from=2026-11-01&to=2026-11-30&grain=year', 'grain must be day, week or month'],
    ];
    for (const [query, message] of cases) {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});

describe("the owner's daily summary", () => {
  it("mails yesterday's figures once, from 07:00 India time, through the outbox and SMTP", async () => {
    const { b4, c5 } = placed as Record<string, Placed>;
    const ctx = { db: t.database.db, mailer, publicUrl: 'https://shop.example' };
    // 06:30 on 11 Nov India time: too early.
    expect(await sendDailySalesSummary(ctx, new Date('2026-11-11T01:00:00Z'))).toBeNull();
    // 08:30: 10 Nov is summarised, once.
    expect(await sendDailySalesSummary(ctx, new Date('2026-11-11T03:00:00Z'))).toBe('2026-11-10');
    expect(await sendDailySalesSummary(ctx, new Date('2026-11-11T03:15:00Z'))).toBeNull();
    const [mail] = await rows<{ to: string; subject: string; text: string }>(
      t.database.db,
      sql`select "to", subject, text from mail_outbox where subject like '%sales for 10 November 2026%'`,
    );
    const revenue = b4!.total + c5!.total - 5000;
    const rupees = (paise: number) =>
      `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(mail!.subject).toContain(`2 orders, ${rupees(revenue)}`);
    expect(mail!.text).toContain('2 orders kept, 2 of them cash on delivery (100%); 0 cancelled.');
    expect(mail!.text).toContain('https://shop.example/admin/reports/sales');
    const sent = await drainOutbox(ctx, { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 1 });
    expect(sent.sent).toBeGreaterThanOrEqual(1);
    expect(
      smtp.received.some((m) => m.includes(`To: ${mail!.to}`) && m.includes('Sales for 10 November')),
    ).toBe(true);
  });
});
