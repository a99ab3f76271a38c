// The products' bulk changes (decision 0353): prices exact to the paisa, stock named in the ledger, a status that
// takes a product out of the shop and back, Duplicate as a draft, and the roles that may not.
import type { AdminProductsPage, BulkProductsReply } from '@chamak/shared/bulk-actions';
import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { scaledPaise } from './bulk.ts';

let t: TestApp;
let admin: string;
let shopper: TestUser;
/** Two products with their sizes, chosen from the demo catalogue. */
let chosen: number[];

const post = (url: string, payload: object, token = admin) =>
  t.app.inject(as(token, { method: 'POST', url, payload }));

async function staffToken(role: string): Promise<string> {
  const user = await signupAndLogin(t.app, { fullname: `Staff ${role}` });
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

type Size = {
  id: number;
  product_id: number;
  litre_id: number;
  price_paise: number;
  discounted_price_paise: number;
  discount: number;
  remaining_qty: number;
  total_qty: number;
  sku: string | null;
};
const sizesOf = (ids: number[]) =>
  rows<Size>(
    t.database.db,
    sql`select id, product_id, litre_id, price_paise, discounted_price_paise, discount, remaining_qty, total_qty, sku
      from product_litres where product_id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
  );

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  shopper = await signupAndLogin(t.app);
  const two = await rows<{ product_id: number }>(
    t.database.db,
    sql`select product_id from product_litres where price_tiers = '[]'::jsonb group by product_id
      having count(*) >= 2 order by product_id limit 2`,
  );
  chosen = two.map((r) => r.product_id);
  // Odd prices, so a percent lands between paise.
  await t.database.db.execute(sql`update product_litres set price_paise = 33333, discounted_price_paise = 29999
    where product_id = ${chosen[0]}`);
}, 60_000);
afterAll(() => t?.close());

describe('changing prices together', () => {
  it('rounds a percent to the nearest paisa, halves up', () => {
    expect(scaledPaise(29999, 1250)).toBe(33749); // 33748.875
    expect(scaledPaise(33333, -1000)).toBe(30000); // 29999.7
    expect(scaledPaise(250, 1000)).toBe(275);
    expect(scaledPaise(5, 1000)).toBe(6); // 5.5 rounds up
    expect(scaledPaise(33333, 1)).toBe(33336); // 33336.3333
  });

  it('moves the MRP and the price of every size by the percent, exact to the paisa', async () => {
    const before = await sizesOf(chosen);
    const res = await post('/api/admin/products/bulk/price', {
      productIds: chosen,
      change: { kind: 'percent', percent: 12.5 },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as BulkProductsReply).sizes).toBe(before.length);
    const after = await sizesOf(chosen);
    for (const [i, was] of before.entries()) {
      const now = after[i]!;
      expect(now.price_paise).toBe(Math.floor((was.price_paise * 11250 + 5000) / 10000));
      expect(now.discounted_price_paise).toBe(
        Math.floor((was.discounted_price_paise * 11250 + 5000) / 10000),
      );
    }
    const first = after.find((s) => s.product_id === chosen[0])!;
    expect(first.price_paise).toBe(37500); // 33333 × 1.125 = 37499.625
    expect(first.discounted_price_paise).toBe(33749); // 29999 × 1.125 = 33748.875
    expect(first.discount).toBe(10);
    // The shop shows the new price at once (the cached product page went with the change).
    const page = (await t.app.inject({ url: `/api/products/${chosen[0]}` })).json() as ProductDetails;
    expect(page.productlitres.find((pl) => pl.pl_id === first.id)?.discounted_price).toBe(337.49);
  });

  it('sets one litre to fixed amounts and leaves the other sizes alone', async () => {
    const before = await sizesOf(chosen);
    const litre = before[0]!.litre_id;
    const res = await post('/api/admin/products/bulk/price', {
      productIds: chosen,
      change: { kind: 'fixed', prices: [{ litreId: litre, pricePaise: 49900, salePricePaise: 44950 }] },
    });
    expect(res.statusCode).toBe(200);
    for (const s of await sizesOf(chosen)) {
      const was = before.find((b) => b.id === s.id)!;
      if (s.litre_id === litre)
        expect([s.price_paise, s.discounted_price_paise, s.discount]).toEqual([49900, 44950, 10]);
      else expect(s.discounted_price_paise).toBe(was.discounted_price_paise);
    }
  });

  it('refuses a price above its MRP, a zero or too large change, and an unknown product, changing nothing', async () => {
    const before = await sizesOf(chosen);
    const above = await post('/api/admin/products/bulk/price', {
      productIds: chosen,
      change: {
        kind: 'fixed',
        prices: [{ litreId: before[0]!.litre_id, pricePaise: 100, salePricePaise: 200 }],
      },
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toContain('cannot be above the MRP');
    for (const percent of [0, -95, 1.234])
      expect(
        (
          await post('/api/admin/products/bulk/price', {
            productIds: chosen,
            change: { kind: 'percent', percent },
          })
        ).statusCode,
      ).toBe(400);
    const unknown = await post('/api/admin/products/bulk/price', {
      productIds: [chosen[0], 987654],
      change: { kind: 'percent', percent: 5 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such product: #987654.');
    expect(await sizesOf(chosen)).toEqual(before);
  });

  it('refuses a size none of the products has', async () => {
    const [unused] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from litres l where not exists (select 1 from product_litres pl
        where pl.litre_id = l.id and pl.product_id = any(${`{${chosen.join(',')}}`}::int[])) limit 1`,
    );
    const res = await post('/api/admin/products/bulk/price', {
      productIds: chosen,
      change: { kind: 'percent', percent: 5, litreId: unused!.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('None of the chosen products has that size.');
  });

  it('refuses Fulfilment, who may only read the catalogue (403)', async () => {
    const fulfilment = await staffToken('fulfilment');
    const before = await sizesOf(chosen);
    const res = await post(
      '/api/admin/products/bulk/price',
      { productIds: chosen, change: { kind: 'percent', percent: 10 } },
      fulfilment,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('catalogue.write');
    expect(await sizesOf(chosen)).toEqual(before);
    // Reading the list is theirs.
    expect((await t.app.inject(as(fulfilment, { url: '/api/admin/products' }))).statusCode).toBe(200);
  });
});

describe('changing stock together', () => {
  it('sets every size’s stock and names the change in the stock ledger', async () => {
    const res = await post('/api/admin/products/bulk/stock', {
      productIds: chosen,
      change: { kind: 'set', units: 40 },
    });
    expect(res.statusCode).toBe(200);
    const sizes = await sizesOf(chosen);
    expect(sizes.every((s) => s.remaining_qty === 40 && s.total_qty >= 40)).toBe(true);
    const ledger = await rows<{
      size_id: number;
      balance: number;
      reason: string;
      note: string;
      actor_user_id: number;
    }>(
      t.database.db,
      sql`select distinct on (size_id) size_id, balance, reason, note, actor_user_id from stock_movements
        where size_id = any(${`{${sizes.map((s) => s.id).join(',')}}`}::int[]) order by size_id, id desc`,
    );
    expect(ledger).toHaveLength(sizes.length);
    const [me] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = ${demoAccounts.admin.email}`,
    );
    for (const row of ledger)
      expect(row).toMatchObject({
        balance: 40,
        reason: 'adjustment',
        note: 'Bulk stock change',
        actor_user_id: me!.id,
      });
  });

  it('adds to one litre’s stock, and refuses to take more than there is', async () => {
    const litre = (await sizesOf(chosen))[0]!.litre_id;
    const added = await post('/api/admin/products/bulk/stock', {
      productIds: chosen,
      change: { kind: 'add', units: -15, litreId: litre },
    });
    expect(added.statusCode).toBe(200);
    for (const s of await sizesOf(chosen)) expect(s.remaining_qty).toBe(s.litre_id === litre ? 25 : 40);
    const tooMany = await post('/api/admin/products/bulk/stock', {
      productIds: chosen,
      change: { kind: 'add', units: -30 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('would have less than no stock');
    for (const s of await sizesOf(chosen)) expect(s.remaining_qty).toBe(s.litre_id === litre ? 25 : 40);
  });
});

describe('a product’s status', () => {
  const listing = async (search = '') =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/products/getallproducts',
        payload: { page: 1, perPage: 100, filter: search ? { search } : {} },
      })
    ).json() as ProductPage;

  it('takes an archived product out of the listing, search, its page and the cart, and a draft back in when active', async () => {
    const id = chosen[1]!;
    const [{ name } = { name: '' }] = await rows<{ name: string }>(
      t.database.db,
      sql`select name from products where id = ${id}`,
    );
    const shown = await listing();
    expect(shown.products.some((p) => p.id === id)).toBe(true);

    const res = await post('/api/admin/products/bulk/status', { productIds: [id], status: 'archived' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('1 product now Archived.');

    const hidden = await listing();
    expect(hidden.products.some((p) => p.id === id)).toBe(false);
    expect(hidden.totalProducts).toBe(shown.totalProducts - 1);
    expect((await listing(name)).products.some((p) => p.id === id)).toBe(false);
    expect((await t.app.inject({ url: `/api/products/${id}` })).statusCode).toBe(404);
    const suggestions = (
      await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(name)}` })
    ).json();
    expect(JSON.stringify(suggestions)).not.toContain(`"id":${id},`);
    const [size] = await sizesOf([id]);
    const cart = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/cart/add',
        payload: { userId: shopper.userId, productId: id, pl_id: size!.id, quantity: 1 },
      }),
    );
    expect(cart.statusCode).toBe(404);
    // The back-office still lists and opens it.
    const list = (
      await t.app.inject(as(admin, { url: '/api/admin/products?status=archived' }))
    ).json() as AdminProductsPage;
    expect(list.products.map((p) => p.id)).toEqual([id]);
    expect((await t.app.inject(as(admin, { url: `/api/admin/products/${id}` }))).statusCode).toBe(200);

    expect(
      (await post('/api/admin/products/bulk/status', { productIds: [id], status: 'active' })).statusCode,
    ).toBe(200);
    const back = await listing();
    expect(back.products.some((p) => p.id === id)).toBe(true);
    expect(back.totalProducts).toBe(shown.totalProducts);
  });
});

describe('duplicating a product', () => {
  it('copies it with its sizes and images as a draft "(copy)", each size with a SKU of its own and no stock', async () => {
    const id = chosen[0]!;
    const counted = async () =>
      (await rows<{ n: number }>(t.database.db, sql`select sum(products)::int as n from product_counts`))[0]!
        .n;
    const before = await counted();
    const res = await post(`/api/admin/products/${id}/duplicate`, {});
    expect(res.statusCode).toBe(200);
    const copyId = res.json().id as number;
    const [copy] = await rows<{ name: string; status: string; category_id: number; hsn_code: string | null }>(
      t.database.db,
      sql`select name, status, category_id, hsn_code from products where id = ${copyId}`,
    );
    const [original] = await rows<{ name: string; category_id: number; hsn_code: string | null }>(
      t.database.db,
      sql`select name, category_id, hsn_code from products where id = ${id}`,
    );
    expect(copy).toEqual({ ...original, name: `${original!.name} (copy)`, status: 'draft' });
    const sizes = await sizesOf([id]);
    const copied = await sizesOf([copyId]);
    expect(copied.map((s) => [s.litre_id, s.price_paise, s.discounted_price_paise])).toEqual(
      sizes.map((s) => [s.litre_id, s.price_paise, s.discounted_price_paise]),
    );
    expect(copied.every((s) => s.remaining_qty === 0)).toBe(true);
    for (const [i, s] of copied.entries()) expect(s.sku).toBe(`${sizes[i]!.sku}-COPY`);
    const images = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from product_images pi join product_litres pl on pl.id = pi.product_litre_id
        where pl.product_id = any(${`{${id},${copyId}}`}::int[]) group by pl.product_id order by pl.product_id`,
    );
    expect(images[0]!.n).toBeGreaterThan(0);
    expect(images[1]?.n).toBe(images[0]!.n);
    // A draft is not in the shop, nor in the listing's totals; a second copy takes the next free SKU.
    expect(await counted()).toBe(before);
    expect((await t.app.inject({ url: `/api/products/${copyId}` })).statusCode).toBe(404);
    const second = (await post(`/api/admin/products/${id}/duplicate`, {})).json().id as number;
    expect((await sizesOf([second]))[0]!.sku).toBe(`${sizes[0]!.sku}-COPY2`);
  });

  it('answers 404 for no such product', async () => {
    expect((await post('/api/admin/products/987654/duplicate', {})).statusCode).toBe(404);
  });
});
