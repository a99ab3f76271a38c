// Listing order and the price range (D20): every sort of POST /api/products/getallproducts against the
// database's own answer, the price bounds with the other filters, paging through a sorted list, and the
// refusals, on the demo catalogue.
import type { ProductPage, ProductSummary } from '@chamak/shared/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
  // Sales and ratings that differ, so best selling and rating have an order to check.
  await t.database.db.execute(sql`update products set units_sold = (id * 37) % 101`);
});
afterAll(() => t?.close());

async function list(body: unknown): Promise<{ status: number; body: ProductPage & { message?: string } }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products/getallproducts',
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() };
}

const fromPrice = (p: ProductSummary) => Math.min(...p.productlitres.map((pl) => pl.discounted_price));
const ids = (page: ProductPage) => page.products.map((p) => p.id);

describe('sorting the product listing', () => {
  it('orders by the lowest size price both ways, ties by id', async () => {
    const up = (await list({ page: 1, perPage: 100, filter: { sort: 'price-asc' } })).body;
    const prices = up.products.map(fromPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await list({ page: 1, perPage: 100, filter: { sort: 'price-desc' } })).body;
    const downPrices = down.products.map(fromPrice);
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
    expect(downPrices[0]).toBeGreaterThan(prices[0]!);
  });

  it('orders by rating and by units sold as the database holds them', async () => {
    const byRating = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products order by average_rating desc, total_reviews desc, id desc limit 15`,
    );
    expect(ids((await list({ page: 1, perPage: 15, filter: { sort: 'rating' } })).body)).toEqual(
      byRating.map((r) => r.id),
    );
    const bySales = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products order by units_sold desc, average_rating desc, id desc limit 15`,
    );
    expect(ids((await list({ page: 1, perPage: 15, filter: { sort: 'best-selling' } })).body)).toEqual(
      bySales.map((r) => r.id),
    );
  });

  it('gives newest first by default and pages through a sorted list without repeats', async () => {
    const plain = (await list({ page: 1, perPage: 15 })).body;
    const newest = (await list({ page: 1, perPage: 15, filter: { sort: 'newest' } })).body;
    expect(ids(newest)).toEqual(ids(plain));
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        ids((await list({ page, perPage: 10, filter: { sort: 'price-asc' } })).body),
      ),
    );
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    const all = ids((await list({ page: 1, perPage: 30, filter: { sort: 'price-asc' } })).body);
    expect(seen).toEqual(all);
  });

  it('ranks a search by relevance unless another order is asked', async () => {
    const relevant = (await list({ page: 1, perPage: 50, filter: { search: 'glass' } })).body;
    expect(relevant.products.length).toBeGreaterThan(1);
    const cheap = (await list({ page: 1, perPage: 50, filter: { search: 'glass', sort: 'price-asc' } })).body;
    expect(new Set(ids(cheap))).toEqual(new Set(ids(relevant)));
    const prices = cheap.products.map(fromPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses a sort it does not know, naming the field', async () => {
    const { status, body } = await list({ page: 1, filter: { sort: 'cheapest' } });
    expect(status).toBe(400);
    expect(body.message).toMatch(/sort/);
  });
});

describe('the price range', () => {
  it('keeps products with a size priced within the bounds, with the other filters', async () => {
    const { body } = await list({ page: 1, perPage: 100, filter: { price: { min: 200, max: 500 } } });
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products)
      expect(p.productlitres.some((pl) => pl.discounted_price >= 200 && pl.discounted_price <= 500)).toBe(
        true,
      );
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(distinct product_id)::int as n from product_litres
        where discounted_price_paise between 20000 and 50000`,
    )) as [{ n: number }];
    expect(body.totalProducts).toBe(n);

    const combos = (await list({ page: 1, perPage: 100, filter: { combos: true, price: { min: 200 } } }))
      .body;
    for (const p of combos.products) {
      expect(p.combos).toBe(true);
      expect(p.productlitres.some((pl) => pl.discounted_price >= 200)).toBe(true);
    }
  });

  it('refuses a minimum above the maximum and a negative bound, naming the field', async () => {
    const upside = await list({ page: 1, filter: { price: { min: 500, max: 200 } } });
    expect(upside.status).toBe(400);
    expect(upside.body.message).toContain('price.min must not be more than price.max');
    const negative = await list({ page: 1, filter: { price: { min: -1 } } });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toContain('price.min');
  });
});
