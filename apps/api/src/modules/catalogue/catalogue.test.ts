import type { ProductDetails, ProductPage, ProductSummary, Subcategory } from '@chamak/shared/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login } from '../../test/auth.ts';

let t: TestApp;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await testApp();
  const [admin] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from users where role = 'admin' limit 1`,
  );
  const [customer] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from users where role = 'customer' limit 1`,
  );
  adminToken = t.app.tokens.sign({ userId: admin!.id, role: 'admin' });
  customerToken = t.app.tokens.sign({ userId: customer!.id, role: 'customer' });
});
afterAll(() => t?.close());

const products = async (body: unknown) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products/getallproducts',
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() as ProductPage & { message?: string } };
};
const count = async (query: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(t.database.db, query))[0]!.n;

describe('categories and subcategories', () => {
  it('lists every category with its image variants, one named All Purpose', async () => {
    const res = await t.app.inject('/api/category');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string; image: string; srcset: string; width: number }[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.map((c) => c.name)).toContain('All Purpose');
    for (const c of list) {
      expect(c.image).toMatch(/^\/media\/demo\/categories\/.+-600x600-600\.webp$/);
      expect(c.srcset).toContain('320w');
      expect(c.width).toBe(600);
    }
    // Browsers revalidate: an unchanged answer is a bodiless 304, a changed one arrives at once.
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ url: '/api/category', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.database.db.execute(
      sql`update categories set content = content || ' ' where id = ${list[0]!.id}`,
    );
    const changed = await t.app.inject({ url: '/api/category', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('lists subcategories with their category name', async () => {
    const list = (await t.app.inject('/api/subcategory')).json() as Subcategory[];
    expect(list.length).toBeGreaterThanOrEqual(20);
    const names = await rows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from categories`,
    );
    const byId = new Map(names.map((c) => [c.id, c.name]));
    for (const s of list) expect(s.Category.name).toBe(byId.get(s.cate_id));
  });

  it('lists only the subcategories of the category asked for', async () => {
    const [cat] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from categories where name = 'All Purpose'`,
    );
    const res = await t.app.inject(`/api/products/subcategory/${cat!.id}`);
    const list = res.json() as Subcategory[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.cate_id === cat!.id && s.Category.name === 'All Purpose')).toBe(true);
  });

  it('answers 404 for an unknown category and 400 for a non-numeric id', async () => {
    const missing = await t.app.inject('/api/products/subcategory/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category not found.');
    const bad = await t.app.inject('/api/products/subcategory/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/cate_id/);
  });

  it('pages and searches subcategories for the admin table', async () => {
    const first = (
      await t.app.inject({ method: 'POST', url: '/api/subcategory/get', payload: { page: 1, perPage: 10 } })
    ).json();
    expect(first.category).toHaveLength(10);
    expect(first.totalCategory).toBe(await count(sql`select count(*)::int as n from subcategories`));
    const third = (
      await t.app.inject({ method: 'POST', url: '/api/subcategory/get', payload: { page: 3, perPage: 10 } })
    ).json();
    expect(third.category.length).toBe(Math.min(10, first.totalCategory - 20));
    const searched = (
      await t.app.inject({
        method: 'POST',
        url: '/api/subcategory/get',
        payload: { page: 1, perPage: 10, search: 'FLOOR' },
      })
    ).json() as { category: Subcategory[]; totalCategory: number };
    expect(searched.totalCategory).toBeGreaterThan(0);
    for (const s of searched.category)
      expect(`${s.sub_cate_name} ${s.Category.name}`.toLowerCase()).toContain('floor');
    const defaults = await t.app.inject({ method: 'POST', url: '/api/subcategory/get' });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().category).toHaveLength(10);
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    const res = (
      await t.app.inject({ method: 'POST', url: '/api/subcategory/get', payload: { search: '%' } })
    ).json();
    expect(res.totalCategory).toBe(0);
  });
});

describe('litres', () => {
  it('lists litres smallest first and pages them', async () => {
    const all = (await t.app.inject('/api/litre')).json() as {
      l_id: number;
      litre: string;
      total_ml: number;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.map((l) => l.total_ml)).toEqual([...all.map((l) => l.total_ml)].sort((a, b) => a - b));
    const page = (
      await t.app.inject({ method: 'POST', url: '/api/litre/getall', payload: { page: 1, perPage: 3 } })
    ).json();
    expect(page.litres).toEqual(all.slice(0, 3));
    expect(page.totalLitre).toBe(all.length);
  });
});

describe('product listing', () => {
  it('gives the first page newest first with the contract fields', async () => {
    const { status, body } = await products({ page: 1, perPage: 15 });
    expect(status).toBe(200);
    expect(body.products).toHaveLength(15);
    expect(body.totalProducts).toBe(await count(sql`select count(*)::int as n from products`));
    expect(body.totalProducts).toBeGreaterThanOrEqual(60);
    const dates = body.products.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const p = body.products[0]!;
    expect(p).toMatchObject({
      Category: { name: expect.any(String) },
      subcategory: { sub_cate_name: expect.any(String) },
    });
    const pl = p.productlitres[0]!;
    expect(pl.litre).toMatchObject({
      l_id: pl.l_id,
      litre: expect.any(String),
      total_ml: expect.any(Number),
    });
    expect(pl.discounted_price).toBeLessThanOrEqual(pl.price);
    expect(pl.productimages[0]!.image).toMatch(/^\/media\/demo\/products\//);
  });

  it('returns prices in rupees that match the stored paise exactly', async () => {
    const { body } = await products({ page: 1, perPage: 50 });
    const stored = await rows<{ id: number; price_paise: number; discounted_price_paise: number }>(
      t.database.db,
      sql`select id, price_paise, discounted_price_paise from product_litres`,
    );
    const byId = new Map(stored.map((s) => [s.id, s]));
    for (const pl of body.products.flatMap((p) => p.productlitres)) {
      expect(Math.round(pl.price * 100)).toBe(byId.get(pl.pl_id)!.price_paise);
      expect(Math.round(pl.discounted_price * 100)).toBe(byId.get(pl.pl_id)!.discounted_price_paise);
    }
  });

  it('pages without overlap and with an empty page past the end', async () => {
    const first = (await products({ page: 1, perPage: 15 })).body;
    const second = (await products({ page: 2, perPage: 15 })).body;
    const firstIds = new Set(first.products.map((p) => p.id));
    expect(second.products.some((p) => firstIds.has(p.id))).toBe(false);
    const last = Math.ceil(first.totalProducts / 15);
    const lastPage = (await products({ page: last, perPage: 15 })).body;
    expect(lastPage.products.length).toBe(first.totalProducts - (last - 1) * 15);
    const past = (await products({ page: last + 1, perPage: 15 })).body;
    expect(past.products).toEqual([]);
    expect(past.totalProducts).toBe(first.totalProducts);
  });

  it('filters by categories and subcategories', async () => {
    const cats = await rows<{ id: number }>(
      t.database.db,
      sql`select id from categories order by id limit 2`,
    );
    const ids = cats.map((c) => c.id);
    const { body } = await products({ page: 1, perPage: 100, filter: { category: ids } });
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => ids.includes(p.categoryId))).toBe(true);
    expect(body.totalProducts).toBe(
      await count(sql`select count(*)::int as n from products where category_id in ${ids}`),
    );

    const sub = body.products[0]!.sub_cate_id;
    const bySub = (await products({ page: 1, perPage: 100, filter: { category: ids, subcat: [sub] } })).body;
    expect(bySub.products.length).toBeGreaterThan(0);
    expect(bySub.products.every((p) => p.sub_cate_id === sub)).toBe(true);
  });

  it('filters combos only', async () => {
    const { body } = await products({ page: 1, perPage: 100, filter: { combos: 1 } });
    expect(body.totalProducts).toBeGreaterThanOrEqual(10);
    expect(body.products.every((p) => p.combos)).toBe(true);
    expect(body.totalProducts).toBe(await count(sql`select count(*)::int as n from products where combos`));
  });

  it('filters by minimum rating: the lowest chosen star count wins', async () => {
    const four = (await products({ page: 1, perPage: 100, filter: { rating: [4] } })).body;
    expect(four.products.length).toBeGreaterThan(0);
    expect(four.products.every((p) => p.averageRatings >= 4)).toBe(true);
    const threeUp = (await products({ page: 1, perPage: 100, filter: { rating: [5, 3] } })).body;
    expect(threeUp.totalProducts).toBe(
      await count(sql`select count(*)::int as n from products where average_rating >= 3`),
    );
    expect(threeUp.totalProducts).toBeGreaterThanOrEqual(four.totalProducts);
  });

  it('filters by price in rupees against any size', async () => {
    const { body } = await products({ page: 1, perPage: 100, filter: { price: { min: 200, max: 400 } } });
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) {
      expect(p.productlitres.some((pl) => pl.discounted_price >= 200 && pl.discounted_price <= 400)).toBe(
        true,
      );
    }
  });

  it('combines every filter with a search', async () => {
    const [cat] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from categories where name = 'All Purpose'`,
    );
    const { status, body } = await products({
      page: 1,
      perPage: 15,
      filter: {
        category: [cat!.id],
        combos: 1,
        rating: [3],
        price: { min: 0, max: 100000 },
        search: 'combo',
      },
    });
    expect(status).toBe(200);
    for (const p of body.products) {
      expect(p.categoryId).toBe(cat!.id);
      expect(p.combos).toBe(true);
      expect(p.averageRatings).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('search', () => {
  const names = (page: ProductPage) => page.products.map((p: ProductSummary) => p.name.toLowerCase());

  it('matches names case-insensitively and ranks name matches first', async () => {
    const { body } = await products({ page: 1, perPage: 15, filter: { search: 'FLOOR' } });
    expect(body.totalProducts).toBeGreaterThan(0);
    expect(names(body)[0]).toContain('floor');
    // every result mentions the word somewhere it is searched
    const ids = body.products.map((p) => p.id);
    const texts = await rows<{ search_text: string }>(
      t.database.db,
      sql`select search_text from products where id in ${ids}`,
    );
    for (const row of texts) expect(row.search_text).toMatch(/floor|flor/);
  });

  it('tolerates a typo by correcting it to the nearest catalogue word, and says so', async () => {
    const exact = (await products({ page: 1, perPage: 15, filter: { search: 'disinfectant' } })).body;
    const typo = (await products({ page: 1, perPage: 15, filter: { search: 'disinfectent' } })).body;
    expect(exact.totalProducts).toBeGreaterThan(0);
    expect(exact.searchedFor).toBeUndefined();
    expect(typo.totalProducts).toBe(exact.totalProducts);
    expect(typo.searchedFor).toBe('disinfectant');
    expect(names(typo).some((n) => n.includes('disinfectant'))).toBe(true);
    const twoTypos = (await products({ page: 1, perPage: 15, filter: { search: 'flor cleanr' } })).body;
    expect(twoTypos.searchedFor).toMatch(/^floor clean/);
    expect(twoTypos.totalProducts).toBeGreaterThan(0);
  });

  it('matches category and subcategory names and descriptions', async () => {
    const [sub] = await rows<{ name: string; id: number }>(
      t.database.db,
      sql`select name, id from subcategories order by id limit 1`,
    );
    const { body } = await products({ page: 1, perPage: 100, filter: { search: sub!.name } });
    expect(body.products.map((p) => p.sub_cate_id)).toContain(sub!.id);
  });

  it('needs every word of a multi-word search', async () => {
    const { body } = await products({ page: 1, perPage: 100, filter: { search: 'lemon dishwash' } });
    expect(body.totalProducts).toBeGreaterThan(0);
    const all = (await products({ page: 1, perPage: 100, filter: { search: 'dishwash' } })).body;
    expect(body.totalProducts).toBeLessThanOrEqual(all.totalProducts);
  });

  it('finds nothing for gibberish and treats wildcards literally', async () => {
    expect(
      (await products({ page: 1, perPage: 15, filter: { search: 'qzxqzxqzx' } })).body.totalProducts,
    ).toBe(0);
    expect((await products({ page: 1, perPage: 15, filter: { search: '%_%' } })).body.totalProducts).toBe(0);
  });

  it('suggests products and subcategories for the search overlay', async () => {
    const res = await t.app.inject('/api/search/suggest?q=flor');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; kind: string; href: string; images: string[] }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((s) => s.name.toLowerCase().includes('floor'))).toBe(true);
    for (const s of list)
      expect(s.href).toMatch(s.kind === 'product' ? /^\/product-details\/\d+$/ : /^\/collection\//);
    expect((await t.app.inject('/api/search/suggest?q=')).json()).toEqual([]);
  });
});

describe('the microcache of public reads', () => {
  it('serves a repeated read from cache until cleared, and never caches errors', async () => {
    const cached = await testApp({ cacheTtlMs: 60_000 });
    try {
      const ask = () =>
        cached.app.inject({
          method: 'POST',
          url: '/api/products/getallproducts',
          payload: { page: 1, perPage: 1 },
        });
      const first = await ask();
      expect(first.headers['x-cache']).toBeUndefined();
      const id = (first.json() as ProductPage).products[0]!.id;
      await cached.database.db.execute(
        sql`update products set name = 'Renamed While Cached' where id = ${id}`,
      );
      const second = await ask();
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.body).toBe(first.body);
      cached.app.responseCache.clear();
      const third = await ask();
      expect((third.json() as ProductPage).products[0]!.name).toBe('Renamed While Cached');
      const missing = () => cached.app.inject('/api/products/999999');
      expect((await missing()).statusCode).toBe(404);
      expect((await missing()).headers['x-cache']).toBeUndefined();
    } finally {
      await cached.close();
    }
  });
});

describe('cache invalidation by tag (decision 0071)', () => {
  it('drops the catalogue answers after an admin catalogue write and keeps the media answers', async () => {
    const cached = await testApp({ cacheTtlMs: 60_000 });
    try {
      const admin = (await login(cached.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
      const litres = () =>
        cached.app.inject({ method: 'POST', url: '/api/litre/getall', payload: { page: 1, perPage: 100 } });
      const banners = () => cached.app.inject('/api/banners');
      const before = (await litres()).json() as { totalLitre: number };
      await banners();
      expect((await litres()).headers['x-cache']).toBe('hit');
      expect((await banners()).headers['x-cache']).toBe('hit');

      const added = await cached.app.inject(
        as(admin, { method: 'POST', url: '/api/litre', payload: { litre: '7 L', total_ml: 7000 } }),
      );
      expect(added.statusCode).toBe(200);
      const after = await litres();
      expect(after.headers['x-cache']).toBeUndefined();
      expect((after.json() as { totalLitre: number }).totalLitre).toBe(before.totalLitre + 1);
      expect((await banners()).headers['x-cache']).toBe('hit');
    } finally {
      await cached.close();
    }
  });
});

describe('bad input never gives a 500', () => {
  const cases: [string, unknown, RegExp][] = [
    ['page 0', { page: 0, perPage: 15 }, /page must be 1 or more/],
    ['negative page', { page: -3, perPage: 15 }, /page must be 1 or more/],
    ['page as text', { page: 'abc', perPage: 15 }, /page must be a number/],
    ['fractional page', { page: 1.5, perPage: 15 }, /whole number/],
    ['absurd perPage', { page: 1, perPage: 100000 }, /perPage must be 100 or less/],
    ['zero perPage', { page: 1, perPage: 0 }, /perPage must be 1 or more/],
    ['category not a list', { filter: { category: 'floor' } }, /category/],
    ['category with text ids', { filter: { category: ['x'] } }, /category/],
    [
      'price min above max',
      { filter: { price: { min: 500, max: 100 } } },
      /price\.min must not be more than price\.max/,
    ],
    ['negative price', { filter: { price: { min: -1 } } }, /price\.min must be 0 or more/],
    ['rating out of range', { filter: { rating: [6] } }, /rating must be 1 to 5/],
    ['overlong search', { filter: { search: 'x'.repeat(500) } }, /search must be 100 characters or less/],
  ];
  for (const [name, body, message] of cases) {
    it(`refuses ${name} with 400 and a clear message`, async () => {
      const res = await products(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    });
  }

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/getallproducts',
      headers: { 'content-type': 'application/json' },
      payload: '{"page": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('accepts numeric strings for page and ids, as forms send them', async () => {
    const res = await products({ page: '2', perPage: '5', filter: { category: ['1'] } });
    expect(res.status).toBe(200);
  });

  it('ignores unknown keys in a listing body', async () => {
    const res = await products({ page: 1, perPage: 5, isAdmin: true, filter: { nonsense: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(5);
  });
});

describe('subcategory products', () => {
  it('lists a subcategory’s products, 16 a page by default', async () => {
    const [sub] = await rows<{ id: number; name: string; n: number }>(
      t.database.db,
      sql`select s.id, s.name, count(p.id)::int as n from subcategories s join products p on p.subcategory_id = s.id group by s.id order by n desc limit 1`,
    );
    const res = await t.app.inject({ method: 'POST', url: `/api/products/products/${sub!.id}`, payload: {} });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ProductPage & { subcategory: { sub_cate_name: string } };
    expect(body.totalProducts).toBe(sub!.n);
    expect(body.products.length).toBe(Math.min(16, sub!.n));
    expect(body.products.every((p) => p.sub_cate_id === sub!.id)).toBe(true);
    expect(body.subcategory.sub_cate_name).toBe(sub!.name);
  });

  it('answers 404 for an unknown subcategory', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/products/424242',
      payload: { page: 1, perPage: 16 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Subcategory not found.');
  });
});

describe('product details', () => {
  it('gives every field, sizes with images, names and review figures that match the reviews', async () => {
    const [p] = await rows<{ id: number }>(
      t.database.db,
      sql`select product_id as id from reviews group by product_id order by count(*) desc limit 1`,
    );
    const res = await t.app.inject(`/api/products/${p!.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json() as ProductDetails;
    expect(d.features.length).toBeGreaterThan(0);
    expect(d.howToUse.length).toBeGreaterThan(0);
    expect(d).toMatchObject({
      longDescription: expect.any(String),
      suitableSurfaces: expect.any(String),
      ingredients: expect.any(String),
      madeIn: 'India',
    });
    expect(d.productlitres.length).toBeGreaterThanOrEqual(1);
    expect(d.productlitres[0]!.images).toEqual(d.productlitres[0]!.productimages);
    expect(d.productlitres[0]!.images.length).toBeGreaterThanOrEqual(1);
    const [stats] = await rows<{ avg: number; n: number }>(
      t.database.db,
      sql`select round(avg(rating), 2)::float8 as avg, count(*)::int as n from reviews where product_id = ${p!.id}`,
    );
    expect(d.totalReviews).toBe(stats!.n);
    expect(d.averageRatings).toBeCloseTo(stats!.avg, 2);
  });

  it('says Product not found. for a missing id, 400 for a bad one', async () => {
    const missing = await t.app.inject('/api/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found.', code: 'NOT_FOUND' });
    expect((await t.app.inject('/api/products/12abc')).statusCode).toBe(400);
    expect((await t.app.inject('/api/products/-4')).statusCode).toBe(400);
    expect((await t.app.inject('/api/products/99999999999999')).statusCode).toBe(400);
  });
});

describe('dashboard counter', () => {
  it('refuses a guest with 401 and a customer with 403', async () => {
    expect((await t.app.inject('/api/products/dashboardcounter')).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/products/dashboardcounter',
      headers: { authorization: `Bearer ${adminToken}x` },
    });
    expect(forged.statusCode).toBe(401);
    const customer = await t.app.inject({
      url: '/api/products/dashboardcounter',
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(customer.statusCode).toBe(403);
  });

  it('counts for an admin', async () => {
    const res = await t.app.inject({
      url: '/api/products/dashboardcounter',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      products: await count(sql`select count(*)::int as n from products`),
      orders: 0,
      category: await count(sql`select count(*)::int as n from categories`),
      subcat: await count(sql`select count(*)::int as n from subcategories`),
      users: await count(sql`select count(*)::int as n from users where role = 'customer'`),
      contact: 0,
      reviews: await count(sql`select count(*)::int as n from reviews`),
    });
  });
});
