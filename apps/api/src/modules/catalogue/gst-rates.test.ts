// Dated GST rates (decision 0342) through the real routes and database, on a clock the test moves: an order placed
// before a scheduled change is taxed and invoiced at the old rate and, refunded after the change, credited at that
// rate; an order placed after it at the new rate. The demo shop's own scheduled change is crossed the same way.
// The admin's view, cancelling, the product form's write as a change from now, the bad inputs and who may call.
import { taxInside } from '@chamak/shared/gst';
import type { GstRatesView } from '@chamak/shared/gst-rates';
import type { InvoiceDocument } from '@chamak/shared/invoices';
import { addDays, dayStart, shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGstHistory, demoScheduledDay } from '../../../../../tools/demo-data/demo-gst-rates.ts';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout } from '../../test/checkout.ts';

let t: TestApp;
let admin: string;
/** The app's clock: the test moves it across the changes. */
let now = new Date();
type Size = { product_id: number; pl_id: number };
let soap: Size;
let other: Size;

const zone = 'Asia/Kolkata';
const today = () => shopDay(now, zone);

beforeAll(async () => {
  t = await testApp({ clock: () => now });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const sizes = await rows<Size>(
    t.database.db,
    sql`select distinct on (p.id) p.id as product_id, pl.id as pl_id from product_litres pl
      join products p on p.id = pl.product_id where p.name <> ${demoGstHistory.product} order by p.id, pl.id limit 2`,
  );
  [soap, other] = sizes as [Size, Size];
  await t.database.db.execute(
    sql`update product_litres set remaining_qty = 1000 where id in (${soap.pl_id}, ${other.pl_id})`,
  );
});
afterAll(() => t?.close());

const view = async (): Promise<GstRatesView> => {
  const res = await t.app.inject(as(admin, { url: '/api/admin/gst-rates' }));
  expect(res.statusCode).toBe(200);
  return res.json();
};
const schedule = (payload: object, token = admin) =>
  t.app.inject(as(token, { method: 'POST', url: '/api/admin/gst-rates', payload }));

/** A new shopper's cash order of one unit of `size`: its id and its line's HSN code and rate. */
async function placeOrder(size: Size) {
  const user = await signupAndLogin(t.app);
  await addToCart(t.app, user, size, 1);
  const placed = await checkout(t.app, user, 'cod');
  expect(placed.statusCode).toBe(200);
  const id = placed.json().orderId as number;
  const [line] = await rows<{
    hsn_code: string;
    gst_rate: number;
    igst_paise: number;
    taxable_paise: number;
  }>(
    t.database.db,
    sql`select hsn_code, gst_rate, igst_paise, taxable_paise from order_items where order_id = ${id}`,
  );
  return { id, user, line: line! };
}

const documentsOf = (orderId: number) =>
  rows<{ kind: string; document: InvoiceDocument }>(
    t.database.db,
    sql`select kind, document from tax_documents where order_id = ${orderId} order by id`,
  );

describe('a scheduled GST rate change', () => {
  it('taxes an order placed before it at the old rate, credits its refund after it at that rate, and an order after it at the new', async () => {
    const tomorrow = addDays(today(), 1);
    const saved = await schedule({
      productIds: [soap.product_id],
      hsnCode: '3401',
      gstRate: 5,
      effectiveFrom: tomorrow,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('GST rate change scheduled for 1 product');

    // The admin sees the rate in force and the change ahead.
    const before = await view();
    const product = before.products.find((p) => p.id === soap.product_id)!;
    expect(product).toMatchObject({
      gstRate: 18,
      hsnCode: '3402',
      next: { gstRate: 5, hsnCode: '3401', day: tomorrow },
    });
    expect(before.scheduled).toContainEqual(
      expect.objectContaining({
        productId: soap.product_id,
        gstRate: 5,
        effectiveDay: tomorrow,
        effectiveFrom: dayStart(tomorrow, zone).toISOString(),
        state: 'scheduled',
      }),
    );

    // Placed today: 18 %, invoiced at 18 %.
    const early = await placeOrder(soap);
    expect(early.line).toMatchObject({ hsn_code: '3402', gst_rate: 18 });
    const [invoice] = await documentsOf(early.id);
    expect(invoice!.document.lines[0]).toMatchObject({ hsn: '3402', ratePercent: 18 });

    // A minute past midnight in the shop's zone: the new rate.
    now = new Date(dayStart(tomorrow, zone).getTime() + 60_000);
    const late = await placeOrder(soap);
    expect(late.line).toMatchObject({ hsn_code: '3401', gst_rate: 5 });
    const amount = late.line.taxable_paise + late.line.igst_paise;
    expect(late.line.igst_paise).toBe(taxInside(amount, 5).taxPaise);
    const [lateInvoice] = await documentsOf(late.id);
    expect(lateInvoice!.document.lines[0]).toMatchObject({ hsn: '3401', ratePercent: 5 });

    // The early order cancelled after the change: its credit note is at the rate it was invoiced at.
    const cancelled = await t.app.inject(as(admin, { method: 'POST', url: `/api/order/${early.id}/cancel` }));
    expect(cancelled.statusCode).toBe(200);
    const [, note] = await documentsOf(early.id);
    expect(note!.kind).toBe('credit_note');
    expect(note!.document.lines).toEqual(invoice!.document.lines);
    expect(note!.document.lines[0]).toMatchObject({ hsn: '3402', ratePercent: 18 });
    expect(note!.document.totals).toEqual(invoice!.document.totals);

    // Now in force: the admin sees it as the rate since that day, the old one in the history.
    const after = await view();
    expect(after.products.find((p) => p.id === soap.product_id)).toMatchObject({
      gstRate: 5,
      hsnCode: '3401',
      since: tomorrow,
      next: null,
    });
    expect(after.history).toContainEqual(
      expect.objectContaining({ productId: soap.product_id, gstRate: 5, state: 'in force' }),
    );
    expect(after.scheduled.some((c) => c.productId === soap.product_id)).toBe(false);
  });

  it("crosses the demo shop's own scheduled change", async () => {
    now = new Date();
    const [hand] = await rows<Size>(
      t.database.db,
      sql`select p.id as product_id, pl.id as pl_id from products p join product_litres pl on pl.product_id = p.id
        where p.name = ${demoGstHistory.product} order by pl.id limit 1`,
    );
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = 1000 where id = ${hand!.pl_id}`,
    );
    const day = demoScheduledDay(now, zone);
    const demo = await view();
    expect(demo.products.find((p) => p.id === hand!.product_id)).toMatchObject({
      gstRate: 18,
      since: demoGstHistory.before.day,
      next: { gstRate: 5, day },
    });
    expect(demo.history).toContainEqual(
      expect.objectContaining({ productId: hand!.product_id, gstRate: 18, state: 'in force' }),
    );
    expect((await placeOrder(hand!)).line.gst_rate).toBe(18);
    now = new Date(dayStart(day, zone).getTime() + 1);
    expect((await placeOrder(hand!)).line.gst_rate).toBe(5);
    // Before 22 Sep 2025 it was at 12 %.
    now = new Date(dayStart(demoGstHistory.before.day, zone).getTime() - 1);
    expect((await placeOrder(hand!)).line.gst_rate).toBe(12);
    now = new Date();
  });

  it('cancels a change not yet in force, and refuses one in force or unknown', async () => {
    now = new Date();
    const ahead = addDays(today(), 30);
    const saved = await schedule({
      productIds: [other.product_id],
      hsnCode: '3808',
      gstRate: 12,
      effectiveFrom: ahead,
    });
    const [id] = saved.json().ids as [number];
    const cancel = (which: number, token = admin) =>
      t.app.inject(as(token, { method: 'DELETE', url: `/api/admin/gst-rates/${which}` }));
    const customer = await signupAndLogin(t.app);
    expect((await cancel(id, customer.token)).statusCode).toBe(403);
    const done = await cancel(id);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Scheduled GST rate change cancelled');
    expect((await view()).scheduled.some((c) => c.id === id)).toBe(false);
    expect((await cancel(id)).statusCode).toBe(404);
    const [inForce] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from product_gst_rates where product_id = ${other.product_id} order by effective_from desc limit 1`,
    );
    const refused = await cancel(inForce!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already in force/);
  });

  it("records a write of the product's rate as a change from now, and an unchanged write as nothing", async () => {
    now = new Date();
    const count = async () =>
      (
        await rows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from product_gst_rates where product_id = ${other.product_id}`,
        )
      )[0]!.n;
    const n = await count();
    await t.database.db.execute(
      sql`update products set hsn_code = '3402', gst_rate = 18 where id = ${other.product_id}`,
    );
    expect(await count()).toBe(n);
    await t.database.db.execute(sql`update products set gst_rate = 28 where id = ${other.product_id}`);
    expect(await count()).toBe(n + 1);
    now = new Date();
    expect((await placeOrder(other)).line.gst_rate).toBe(28);
    await t.database.db.execute(sql`update products set gst_rate = 18 where id = ${other.product_id}`);
  });
});

describe('the GST rate routes', () => {
  it('refuse a guest and a shopper', async () => {
    const customer = await signupAndLogin(t.app);
    expect((await t.app.inject({ url: '/api/admin/gst-rates' })).statusCode).toBe(401);
    expect((await t.app.inject(as(customer.token, { url: '/api/admin/gst-rates' }))).statusCode).toBe(403);
    const body = {
      productIds: [other.product_id],
      hsnCode: '3402',
      gstRate: 5,
      effectiveFrom: addDays(today(), 5),
    };
    expect((await schedule(body, customer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/gst-rates/1' })).statusCode).toBe(401);
  });

  it('answer bad input with 400 naming the field', async () => {
    now = new Date();
    const good = {
      productIds: [other.product_id],
      hsnCode: '3402',
      gstRate: 5,
      effectiveFrom: addDays(today(), 3),
    };
    const cases: [object, string][] = [
      [{ ...good, productIds: [] }, 'productIds: Choose at least one product'],
      [{ ...good, productIds: [999999] }, 'productIds: No product has the id 999999'],
      [{ ...good, hsnCode: '34' }, 'hsnCode: HSN code must be 4, 6 or 8 digits'],
      [{ ...good, gstRate: 7 }, 'gstRate: GST rate must be 0, 5, 12, 18 or 28 %'],
      [{ ...good, effectiveFrom: '2026-02-30' }, 'effectiveFrom: Effective from must be a date (YYYY-MM-DD)'],
      [{ ...good, effectiveFrom: 'tomorrow' }, 'effectiveFrom: Effective from must be a date (YYYY-MM-DD)'],
    ];
    for (const [payload, message] of cases) {
      const res = await schedule(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Dated back over orders of the product: refused with how many.
    const [{ orders }] = (await rows<{ orders: number }>(
      t.database.db,
      sql`select count(distinct o.id)::int as orders from orders o join order_items i on i.order_id = o.id
        where i.product_id = ${other.product_id} and o.created_at >= ${dayStart(today(), zone).toISOString()}::timestamptz`,
    )) as [{ orders: number }];
    expect(orders).toBeGreaterThan(0);
    const backdated = await schedule({ ...good, effectiveFrom: today() });
    expect(backdated.statusCode).toBe(400);
    expect(backdated.json().message).toMatch(
      new RegExp(`^Effective from: ${orders} orders? w(as|ere) placed on or after`),
    );
    // Dated back before any order of a product that has none: in force at once.
    const [fresh] = await rows<Size>(
      t.database.db,
      sql`select p.id as product_id, min(pl.id) as pl_id from products p join product_litres pl on pl.product_id = p.id
        where not exists (select 1 from order_items i where i.product_id = p.id) group by p.id order by p.id desc limit 1`,
    );
    const past = await schedule({
      ...good,
      productIds: [fresh!.product_id],
      effectiveFrom: addDays(today(), -10),
    });
    expect(past.statusCode).toBe(200);
    expect((await view()).products.find((p) => p.id === fresh!.product_id)).toMatchObject({ gstRate: 5 });
    // The product form shows the rate in force.
    const details = await t.app.inject({ url: `/api/products/${fresh!.product_id}` });
    expect(details.json()).toMatchObject({ gstRate: 5, hsnCode: '3402' });
  });
});
