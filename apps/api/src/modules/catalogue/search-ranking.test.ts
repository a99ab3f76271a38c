// Search ranking and demo reviews on the seeded demo shop: a search that is a product's name finds that
// product before the combos that contain it (decision 0194), and every demo review talks about the product it
// is attached to (decision 0191).
import type { ProductPage } from '@chamak/shared/catalogue';
import type { Review } from '@chamak/shared/reviews';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts, demoReviews } from '../../../../../tools/demo-data/catalogue-data.ts';
import { shortName } from '../../../../../tools/demo-data/demo-reviews.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

async function search(text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products/getallproducts',
    payload: { page: 1, perPage: 20, filter: { search: text } },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as ProductPage).products;
}

describe('search ranking', () => {
  it('"glass cleaner" lists the glass cleaner above the combos that contain one', async () => {
    const found = await search('glass cleaner');
    const names = found.map((p) => p.name);
    const single = names.indexOf('Crystal Clear Glass Cleaner Spray');
    expect(single).toBe(0);
    const combos = found.filter((p) => p.combos && /glass cleaner/i.test(p.name));
    // The demo has three combos with a glass cleaner in their names; each comes after the single product.
    expect(combos.length).toBeGreaterThanOrEqual(3);
    for (const combo of combos) expect(names.indexOf(combo.name)).toBeGreaterThan(single);
  });

  it('a product whose whole name is searched comes first, in any letter case', async () => {
    const [first] = await search('CRYSTAL clear glass cleaner spray');
    expect(first?.name).toBe('Crystal Clear Glass Cleaner Spray');
    // A newer combo whose name holds the same phrase still ranks below a single product's exact name.
    await t.database.db.execute(
      sql`update products set created_at = now() + interval '1 day' where combos and name ilike '%glass cleaner%'`,
    );
    const again = await search('glass cleaner');
    expect(again[0]?.name).toBe('Crystal Clear Glass Cleaner Spray');
    expect(again[1]?.combos).toBe(true);
  });
});

describe('demo reviews', () => {
  it('every demo review names the product it is attached to', async () => {
    const list = await rows<{ name: string; description: string; rating: number; category: string }>(
      t.database.db,
      sql`select p.name, r.description, r.rating, c.name as category
        from reviews r join products p on p.id = r.product_id join categories c on c.id = p.category_id`,
    );
    expect(list.length).toBeGreaterThan(50);
    for (const review of list) expect(review.description).toContain(shortName(review));
    // The ratings are still drawn from the demo's ratings.
    const ratings = new Set(demoReviews.map((r) => r.rating));
    for (const review of list) expect(ratings.has(review.rating as 1 | 2 | 3 | 4 | 5)).toBe(true);
  });

  it("a car shampoo's reviews talk about the car, not a fridge or a floor", async () => {
    const car = demoProducts.find((p) => p.subcategory === 'Car Wash Shampoos');
    expect(car).toBeDefined();
    const [row] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where name = ${car!.name}`,
    );
    const res = await t.app.inject(`/api/ratings/products/${row!.id}`);
    expect(res.statusCode).toBe(200);
    const reviews = res.json() as Review[];
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review.description).toMatch(/car/i);
      expect(review.description).not.toMatch(/fridge|floor|toilet|utensil|kadhai/i);
    }
  });

  it('reviews in a category describe that kind of product', async () => {
    const list = await rows<{ description: string; category: string }>(
      t.database.db,
      sql`select r.description, c.name as category
        from reviews r join products p on p.id = r.product_id join categories c on c.id = p.category_id`,
    );
    const words: Record<string, RegExp> = {
      'Floor Care': /mopping|floor/i,
      'Kitchen Care': /kadhai|utensils/i,
      'Bathroom & Toilet': /toilet|tiles/i,
      Laundry: /wash|clothes/i,
      'Glass & Surface': /windows|mirrors/i,
      'Car Care': /car/i,
      'Air Care': /room|fragrance/i,
    };
    for (const review of list) {
      const expected = words[review.category];
      if (expected) expect(review.description, review.category).toMatch(expected);
    }
  });
});
