// The stored product cards and counts (decision 0256): every card equals the summary the service builds from the
// tables, and every count the products it counts, after each write that changes what a card shows (admin product
// saves, sizes, images, stock, reviews' ratings, renames, deletes, the media prefix); the listing served from the
// cards answers exactly what the built path answers, and holds to the shared schema.
import { productPage, subcategoryProductPage } from '@chamak/shared/catalogue';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, traceStatements } from '../../lib/sql.ts';
import { localStorage } from '../../plugins/storage.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { signupAndLogin } from '../../test/auth.ts';
import { testMediaDir } from '../../test/paths.ts';
import { addReview } from '../reviews/service.ts';
import {
  deleteProduct,
  deleteProductImage,
  reorderImages,
  saveProduct,
  updateCategory,
  updateLitre,
  updateSubcategory,
} from './admin.ts';
import { listProducts, productsByIds, refreshSearchText, useCardMedia } from './service.ts';
import { giveBackStock, takeStock } from './stock.ts';

let t: TestApp;
const ctx = () => ({ db: t.database.db, storage: t.storage });

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

/** Every product has its card, equal to the summary built from the tables; every count is the products'. */
async function expectCardsTrue() {
  const db = t.database.db;
  const ids = (await rows<{ id: number }>(db, sql`select id from products order by id`)).map((r) => r.id);
  const stored = await rows<{ product_id: number; card: string }>(
    db,
    sql`select product_id, card from product_cards order by product_id`,
  );
  expect(stored.map((s) => s.product_id)).toEqual(ids);
  expect(stored.map((s) => JSON.parse(s.card))).toEqual(await productsByIds(ctx(), ids));
  const counted = await rows(
    db,
    sql`select category_id, subcategory_id, combos, floor(average_rating)::int as stars, count(*)::int as n
      from products group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  const kept = await rows(
    db,
    sql`select category_id, subcategory_id, combos, stars::int as stars, products as n
      from product_counts where products <> 0 order by 1, 2, 3, 4`,
  );
  expect(kept).toEqual(counted);
}

const list = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as Record<string, unknown>;
};

/** A product of the demo shop with at least two sizes, and its sizes' ids. */
async function productWithSizes() {
  const [p] = await rows<{ id: number; sizes: number[] }>(
    t.database.db,
    sql`select product_id as id, array_agg(id order by position, id) as sizes from product_litres
      group by product_id having count(*) >= 2 order by product_id limit 1`,
  );
  return p!;
}

describe('stored product cards', () => {
  it('holds a card equal to the built summary for every demo product, and the counts', async () => {
    await expectCardsTrue();
  });

  it('answers the listing from the cards exactly as built from the tables, in the shared shape', async () => {
    const [sub] = await rows<{ id: number; category_id: number }>(
      t.database.db,
      sql`select id, category_id from subcategories order by id limit 1`,
    );
    const bodies = [
      {},
      { page: 2, perPage: 5 },
      { page: 999, perPage: 15 },
      { filter: { category: [sub!.category_id], rating: [4, 3] } },
      { filter: { subcat: [sub!.id], combos: true } },
      { filter: { combos: true } },
      { filter: { search: 'floor cleaner' } },
      { page: 2, perPage: 3, filter: { search: 'cleaner' } },
      { page: 99, filter: { search: 'cleaner' } },
      { filter: { search: 'disinfectent' } },
      { filter: { search: 'zzqqx' } },
      { filter: { price: { min: 100, max: 400 }, sort: 'price-asc' } },
      { filter: { sort: 'rating' } },
      { filter: { sort: 'best-selling', category: [sub!.category_id] } },
    ];
    const url = '/api/products/getallproducts';
    const subUrl = `/api/products/products/${sub!.id}`;
    const fromCards = [];
    for (const body of bodies) {
      const answer = await list(url, body);
      expect(productPage.parse(answer)).toEqual(answer);
      fromCards.push(answer);
    }
    const subFromCards = await list(subUrl, { page: 1, perPage: 4 });
    expect(subcategoryProductPage.parse(subFromCards)).toEqual(subFromCards);
    expect(fromCards[9]).toMatchObject({ searchedFor: 'disinfectant' });

    // Cards written for another media prefix are not used: the same calls are answered from the tables.
    await t.database.db.execute(sql`update product_card_media set prefix = 'elsewhere/'`);
    try {
      for (const [n, body] of bodies.entries()) expect(await list(url, body)).toEqual(fromCards[n]);
      expect(await list(subUrl, { page: 1, perPage: 4 })).toEqual(subFromCards);
    } finally {
      await t.database.db.execute(sql`update product_card_media set prefix = '/media/'`);
    }
  });

  it('answers a misspelt search in two statements: the page that found nothing brings its correction', async () => {
    // (The first search also reads the catalogue's size, once a minute: done here, before counting.)
    const right = await listProducts(ctx(), { page: 1, perPage: 15, filter: { search: 'disinfectant' } });
    const typo = await traceStatements(() =>
      listProducts(ctx(), { page: 1, perPage: 15, filter: { search: 'disinfectent' } }),
    );
    expect(typo.statements).toHaveLength(2);
    expect(JSON.parse(String(typo.result))).toEqual({
      ...JSON.parse(String(right)),
      searchedFor: 'disinfectant',
    });
    // A search found as typed is one statement; one near nothing is the page and its (unchanged) correction.
    expect(
      (
        await traceStatements(() =>
          listProducts(ctx(), { page: 1, perPage: 15, filter: { search: 'floor' } }),
        )
      ).statements,
    ).toHaveLength(1);
    const none = await traceStatements(() =>
      listProducts(ctx(), { page: 1, perPage: 15, filter: { search: 'zzqqx' } }),
    );
    expect(none.statements).toHaveLength(1);
    expect(JSON.parse(String(none.result))).toEqual({ products: [], totalProducts: 0 });
  });

  it('finds text with quotes, backslashes and wildcards as typed (parameters of prepared statements)', async () => {
    const [p] = await rows<{ id: number }>(t.database.db, sql`select id from products order by id limit 1`);
    await t.database.db.execute(
      sql`update products set name = ${"Kid's \\Shine\\ 100%_Pro"} where id = ${p!.id}`,
    );
    await refreshSearchText(t.database.db, sql`p.id = ${p!.id}`);
    const found = (await list('/api/products/getallproducts', {
      filter: { search: "kid's \\shine\\ 100%_pro" },
    })) as { products: { id: number; name: string }[]; totalProducts: number; searchedFor?: string };
    // Matched as typed, not through a corrected search.
    expect(found.searchedFor).toBeUndefined();
    expect(found.totalProducts).toBe(1);
    expect(found.products[0]).toMatchObject({ id: p!.id, name: "Kid's \\Shine\\ 100%_Pro" });
    await expectCardsTrue();
  });

  it('serves the stored text itself', async () => {
    const [first] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products order by created_at desc, id desc limit 1`,
    );
    await t.database.db.execute(
      sql`update product_cards set card = product_card(product_id, '/marked/') where product_id = ${first!.id}`,
    );
    const answer = (await list('/api/products/getallproducts', { perPage: 1 })) as {
      products: { productlitres: { productimages: { image: string }[] }[] }[];
    };
    expect(answer.products[0]!.productlitres[0]!.productimages[0]!.image).toMatch(/^\/marked\//);
    await t.database.db.execute(sql`select refresh_product_cards(array[${first!.id}::int])`);
    await expectCardsTrue();
  });

  it('follows stock taken and given back, and reviews changing a rating', async () => {
    const p = await productWithSizes();
    const line = { sizeId: p.sizes[0]!, productId: p.id, quantity: 2, name: 'x', label: 'y' };
    await t.database.db.transaction((tx) => takeStock(tx, [line]));
    await expectCardsTrue();
    await t.database.db.transaction((tx) => giveBackStock(tx, [{ ...line, quantity: 1 }]));
    await expectCardsTrue();

    const shopper = await signupAndLogin(t.app);
    await addReview(
      { db: t.database.db },
      { userId: shopper.userId, productId: p.id, rating: 1, description: 'Not for me.' },
    );
    await expectCardsTrue();
  });

  it('follows an admin product save: fields, prices, a size added and one removed, a new image', async () => {
    const p = await productWithSizes();
    const [other] = await rows<{ sub: number; cat: number }>(
      t.database.db,
      sql`select s.id as sub, s.category_id as cat from subcategories s
        where s.id <> (select subcategory_id from products where id = ${p.id}) order by s.id limit 1`,
    );
    const sizes = await rows<{ id: number; litre_id: number }>(
      t.database.db,
      sql`select id, litre_id from product_litres where product_id = ${p.id} order by position, id`,
    );
    const [unused] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from litres where id not in (select litre_id from product_litres where product_id = ${p.id})
        order by id limit 1`,
    );
    const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    await saveProduct(
      ctx(),
      p.id,
      {
        name: 'Renamed "Quoted" Cleaner',
        categoryId: other!.cat,
        sub_cate_id: other!.sub,
        shortDescription: 'New words',
        longDescription: 'Long words',
        suitableSurfaces: 'Floors',
        ingredients: 'Water',
        features: ['One'],
        howToUse: ['Pour'],
        volume: '',
        scent: '',
        phLevel: null,
        shelfLife: null,
        madeIn: '',
        packaging: '',
        combos: true,
        hsnCode: null,
        gstRate: null,
        litreConfigs: [
          {
            pl_id: sizes[0]!.id,
            l_id: sizes[0]!.litre_id,
            price: 321.5,
            discounted_price: 300,
            discount: 0,
            total_qty: 40,
          },
          { l_id: unused!.id, price: 99, discounted_price: 0, discount: 10, total_qty: 5 },
        ],
      },
      [{ field: 'images_1', filename: 'a.png', mimetype: 'image/png', data: png }],
    );
    const [card] = await rows<{ card: string }>(
      t.database.db,
      sql`select card from product_cards where product_id = ${p.id}`,
    );
    expect(JSON.parse(card!.card)).toMatchObject({ name: 'Renamed "Quoted" Cleaner', combos: true });
    await expectCardsTrue();
  });

  it('follows images deleted and reordered, and the product deleted', async () => {
    const db = t.database.db;
    const [size] = await rows<{ pl: number; product: number; images: number[] }>(
      db,
      sql`select pl.id as pl, pl.product_id as product, array_agg(pi.id order by pi.position, pi.id) as images
        from product_litres pl join product_images pi on pi.product_litre_id = pl.id
        group by pl.id having count(*) >= 2 order by pl.id limit 1`,
    );
    await reorderImages(ctx(), size!.pl, [...size!.images].reverse());
    await expectCardsTrue();
    await deleteProductImage(ctx(), size!.images[0]!);
    await expectCardsTrue();
    await deleteProduct(ctx(), size!.product);
    await expectCardsTrue();
  });

  it('follows a category, a subcategory (moved to another category) and a size renamed', async () => {
    const db = t.database.db;
    const [cat] = await rows<{ id: number }>(db, sql`select category_id as id from products limit 1`);
    await updateCategory(ctx(), cat!.id, { name: 'Renamed Category', content: '' }, undefined);
    await expectCardsTrue();
    const [sub] = await rows<{ id: number; cat: number }>(
      db,
      sql`select s.id, (select min(c.id) from categories c where c.id <> s.category_id) as cat
        from subcategories s where exists (select 1 from products p where p.subcategory_id = s.id) order by s.id limit 1`,
    );
    await updateSubcategory(ctx(), sub!.id, { cate_id: sub!.cat, sub_cate_name: 'Renamed Sub' }, undefined);
    await expectCardsTrue();
    const [litre] = await rows<{ id: number; total_ml: number }>(
      db,
      sql`select id, total_ml from litres where id in (select litre_id from product_litres) order by id limit 1`,
    );
    await updateLitre(ctx(), litre!.id, { litre: 'Renamed size', total_ml: litre!.total_ml + 1 });
    await expectCardsTrue();
  });

  it('rewrites every card when the media prefix changes, and answers right meanwhile', async () => {
    const elsewhere = localStorage(testMediaDir, 'https://cdn.example.com/shop/');
    await useCardMedia({ db: t.database.db, storage: elsewhere });
    const [card] = await rows<{ card: string }>(t.database.db, sql`select card from product_cards limit 1`);
    expect(card!.card).toContain('"image":"https://cdn.example.com/shop/');
    // This app's storage still says /media/: its pages are built from the tables until its start-up rewrites.
    const answer = JSON.stringify(await list('/api/products/getallproducts', {}));
    expect(answer).toContain('"image":"/media/');
    expect(answer).not.toContain('cdn.example.com');
    await useCardMedia(ctx());
    await expectCardsTrue();
  });
});
