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
    // never served stale from a browser cache after someone writes or deletes a review
    expect(res.headers['cache-control']).toBe('no-cache');
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

describe('writing and deleting reviews', () => {
  it('writes one’s own review, keeps the product’s figures right, refuses a second one, and deletes it', async () => {
    const { signupAndLogin, as } = await import('../../test/auth.ts');
    const me = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const [p] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products order by id desc limit 1`,
    );
    const stats = async () =>
      (
        await rows<{ avg: number; n: number; stored_avg: number; stored_n: number }>(
          t.database.db,
          sql`select coalesce(round(avg(r.rating), 2), 0)::float8 as avg, count(r.id)::int as n,
          max(p.average_rating)::float8 as stored_avg, max(p.total_reviews)::int as stored_n
          from products p left join reviews r on r.product_id = p.id where p.id = ${p!.id}`,
        )
      )[0]!;

    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { userId: me.userId, productId: p!.id, rating: 5 },
    });
    expect(guest.statusCode).toBe(401);
    const impostor = await t.app.inject(
      as(other.token, {
        method: 'POST',
        url: '/api/ratings',
        payload: { userId: me.userId, productId: p!.id, rating: 5 },
      }),
    );
    expect(impostor.statusCode).toBe(403);
    const noRating = await t.app.inject(
      as(me.token, {
        method: 'POST',
        url: '/api/ratings',
        payload: { userId: me.userId, productId: p!.id, rating: 0 },
      }),
    );
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().message).toContain('Please select a rating.');

    const text = '<img src=x onerror=alert(1)> Works well';
    const created = await t.app.inject(
      as(me.token, {
        method: 'POST',
        url: '/api/ratings',
        payload: { userId: me.userId, productId: p!.id, rating: 2, description: text },
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Review submitted successfully!');
    expect(created.json().review.description).toBe(text);
    let s = await stats();
    expect(s.stored_n).toBe(s.n);
    expect(s.stored_avg).toBeCloseTo(s.avg, 2);
    const details = (await t.app.inject(`/api/products/${p!.id}`)).json();
    expect(details.totalReviews).toBe(s.n);

    const twice = await t.app.inject(
      as(me.token, {
        method: 'POST',
        url: '/api/ratings',
        payload: { userId: me.userId, productId: p!.id, rating: 4 },
      }),
    );
    expect(twice.statusCode).toBe(409);

    const id = created.json().review.id;
    expect(
      (await t.app.inject(as(other.token, { method: 'DELETE', url: `/api/ratings/${id}` }))).statusCode,
    ).toBe(403);
    const deleted = await t.app.inject(as(me.token, { method: 'DELETE', url: `/api/ratings/${id}` }));
    expect(deleted.json().message).toBe('Review deleted successfully');
    s = await stats();
    expect(s.stored_n).toBe(s.n);
    expect(s.stored_avg).toBeCloseTo(s.avg, 2);
  });

  it('lets an admin delete any review and list them all; customers may not list', async () => {
    const { signupAndLogin, as, login } = await import('../../test/auth.ts');
    const { demoAccounts } = await import('../../../../../tools/demo-data/seed.ts');
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const customer = await signupAndLogin(t.app);
    expect((await t.app.inject(as(customer.token, { url: '/api/ratings' }))).statusCode).toBe(403);
    const all = await t.app.inject(as(admin.token, { url: '/api/ratings' }));
    expect(all.statusCode).toBe(200);
    const [r] = all.json() as { id: number }[];
    expect(
      (await t.app.inject(as(admin.token, { method: 'DELETE', url: `/api/ratings/${r!.id}` }))).statusCode,
    ).toBe(200);
  });
});
