// Invoice numbers under concurrency: 50 customers place cash-on-delivery orders at the same moment through
// the HTTP routes; every order gets an invoice and the numbers are consecutive, with no gap and no duplicate.
// PostgreSQL only (*.pg-test.ts, run when DATABASE_URL is set): there the placements really run in parallel
// on separate connections and queue on the counter row (PGlite's one connection serializes them).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const orders = 50;

describe('invoice numbers', () => {
  it(`${orders} concurrent COD orders get ${orders} consecutive invoice numbers: no gap, no duplicate`, async () => {
    const a = await sizeInStock(t.database.db, 5);
    const b = await sizeInStock(t.database.db, 5, true);
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = remaining_qty + ${2 * orders} where id in (${a.pl_id}, ${b.pl_id})`,
    );
    const users: TestUser[] = [];
    for (let i = 0; i < orders; i++) {
      const u = await signupAndLogin(t.app);
      // Half the orders hold both sizes, in either order: the stock locks and the counter row are taken alike.
      await addToCart(t.app, u, i % 2 ? a : b, 1);
      if (i % 3 === 0) await addToCart(t.app, u, i % 2 ? b : a, 1);
      users.push(u);
    }
    const [before] = await rows<{ n: number }>(
      t.database.db,
      sql`select coalesce(max(sequence), 0)::int as n from tax_documents where kind = 'invoice'`,
    );

    const placed = await Promise.all(users.map((u) => checkout(t.app, u, 'cod')));
    expect(placed.map((r) => r.statusCode)).toEqual(users.map(() => 200));
    const ids = placed.map((r) => r.json().orderId as number);

    const invoices = await rows<{
      order_id: number;
      number: string;
      sequence: number;
      financial_year: string;
    }>(
      t.database.db,
      sql`select order_id, number, sequence, financial_year from tax_documents
        where kind = 'invoice' and order_id = any(${`{${ids.join(',')}}`}::int[]) order by sequence`,
    );
    expect(invoices).toHaveLength(orders);
    expect(new Set(invoices.map((i) => i.order_id)).size).toBe(orders);
    expect(new Set(invoices.map((i) => i.number)).size).toBe(orders);
    expect(invoices.map((i) => i.sequence)).toEqual(
      Array.from({ length: orders }, (_, i) => before!.n + 1 + i),
    );
    // The printed number is the sequence in six digits after the prefix and the financial year.
    for (const i of invoices)
      expect(i.number).toBe(`CH/${i.financial_year.slice(2)}/${String(i.sequence).padStart(6, '0')}`);
    const [counter] = await rows<{ last_number: number }>(
      t.database.db,
      sql`select last_number from document_counters where series = 'invoice' and financial_year = ${invoices[0]!.financial_year}`,
    );
    expect(counter!.last_number).toBe(before!.n + orders);
  });
});
