import type { Review } from '@chamak/shared/reviews';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

describe('reading reviews', () => {
  it('lists a product’s reviews newest first with the reviewer’s name, as text', async () => {
    const [p] = await rows<{ id: number; n: number }>(
      t.database.db,
      sql`select product_id as id, count(*)::int as n from reviews group by product_id order by n desc limit 1`,
    );
    const res = await t.app.inject(`/api/ratings/products/${p!.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Review[];
    expect(list).toHaveLength(p!.n);
    expect(list.map((r) => r.createdAt)).toEqual(
      list
        .map((r) => r.createdAt)
        .sort()
        .reverse(),
    );
    for (const r of list) {
      expect(r.productId).toBe(p!.id);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.User.fullName.length).toBeGreaterThan(0);
      expect(r.verifiedBuyer).toBe(false);
    }
  });

  it('marks a review by a customer who has ordered the product as a verified buyer', async () => {
    const [r] = await rows<{ user_id: number; product_id: number }>(
      t.database.db,
      sql`select user_id, product_id from reviews limit 1`,
    );
    await t.database.db.execute(sql`with o as (
        insert into orders (user_id, payment_method, payment_status, subtotal_paise, delivery_charge_paise, total_paise,
          first_name, last_name, email, phone, address, apt, city, state, postal_code)
        values (${r!.user_id}, 'cod', 'cod', 10000, 9900, 19900, 'A', 'B', 'a@b.in', '9876543210', 'x', 'y', 'Pune', 'Maharashtra', '411001')
        returning id)
      insert into order_items (order_id, product_id, product_name, litre_label, total_ml, price_paise, quantity)
      select o.id, ${r!.product_id}, 'P', '1 L', 1000, 10000, 1 from o`);
    const list = (await t.app.inject(`/api/ratings/products/${r!.product_id}`)).json() as Review[];
    const mine = list.filter((x) => x.userId === r!.user_id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x) => x.verifiedBuyer)).toBe(true);
    expect(list.filter((x) => x.userId !== r!.user_id).every((x) => !x.verifiedBuyer)).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await t.app.inject('/api/ratings/products/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found.');
  });
});
