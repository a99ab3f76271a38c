// A sale on one product under concurrency: 30 shoppers each place a two-line cash order (two of the sale's size and
// one of another product, in either line order) at the same moment through the routes, with stock for 20 of them.
// Every answer is 200 or 409 "out of stock"/"Only N left" (never a 503 or a deadlock), exactly 20 orders exist with
// their stock taken and their invoices numbered without a gap, and the size ends at 0, never below. PostgreSQL only
// (*.pg-test.ts): there the placements run in parallel and meet on the size's row (decision 0292).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout } from '../../test/checkout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const shoppers = 30;
const stockFor = 20;

describe('a sale on one product', () => {
  it(`${shoppers} two-line cash orders at once with stock for ${stockFor}: sold or sold out, nothing else`, async () => {
    const sizes = await rows<{ product_id: number; pl_id: number }>(
      t.database.db,
      sql`select distinct on (product_id) product_id, id as pl_id from product_litres order by product_id, id limit 2`,
    );
    const [sale, other] = sizes as [(typeof sizes)[0], (typeof sizes)[0]];
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = ${stockFor * 2} where id = ${sale.pl_id}`,
    );
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = 1000 where id = ${other.pl_id}`,
    );
    const users: TestUser[] = [];
    for (let i = 0; i < shoppers; i++) {
      const u = await signupAndLogin(t.app);
      // Half put the sale's size in first, half the other: the rows are taken in one order whatever the cart's.
      for (const s of i % 2 ? [sale, other] : [other, sale]) await addToCart(t.app, u, s, s === sale ? 2 : 1);
      users.push(u);
    }
    const [before] = await rows<{ n: number }>(
      t.database.db,
      sql`select coalesce(max(sequence), 0)::int as n from tax_documents where kind = 'invoice'`,
    );

    const answers = await Promise.all(users.map((u) => checkout(t.app, u, 'cod')));

    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(stockFor);
    expect(codes.filter((c) => c === 409)).toHaveLength(shoppers - stockFor);
    for (const a of answers.filter((r) => r.statusCode === 409)) {
      expect(a.json().code).toBe('OUT_OF_STOCK');
      expect(a.json().message).toMatch(/out of stock|Only \d+ left/);
    }
    const [left] = await rows<{ n: number }>(
      t.database.db,
      sql`select remaining_qty as n from product_litres where id = ${sale.pl_id}`,
    );
    expect(left!.n).toBe(0);
    const placed = await rows<{ id: number }>(
      t.database.db,
      sql`select o.id from orders o join order_items i on i.order_id = o.id
        where i.product_litre_id = ${sale.pl_id} and o.stock_reserved_at is not null`,
    );
    expect(placed).toHaveLength(stockFor);
    // Every placed order has its invoice, numbered one after another from where the series stood.
    const invoices = await rows<{ sequence: number }>(
      t.database.db,
      sql`select sequence from tax_documents where kind = 'invoice' and sequence > ${before!.n} order by sequence`,
    );
    expect(invoices.map((i) => i.sequence)).toEqual(
      Array.from({ length: stockFor }, (_, i) => before!.n + i + 1),
    );
  });
});
