import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { fields, multipart, type Part } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;
let customer: string;
let png: Buffer;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  customer = (await signupAndLogin(t.app)).token;
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

const file = (name: string, data: Buffer, filename = 'photo.png', contentType = 'image/png'): Part => ({
  name,
  filename,
  contentType,
  data,
});
const send = (token: string | undefined, method: 'POST' | 'PUT', url: string, parts: Part[]) => {
  const body = multipart(parts);
  return t.app.inject(as(token, { method, url, payload: body.payload, headers: body.headers }));
};

describe('only an admin writes the catalogue', () => {
  it('refuses guests with 401 and customers with 403 on every write', async () => {
    const calls: [string, string][] = [
      ['POST', '/api/category'],
      ['PUT', '/api/category/1'],
      ['DELETE', '/api/category/1'],
      ['POST', '/api/subcategory/add'],
      ['PUT', '/api/subcategory/update/1'],
      ['DELETE', '/api/subcategory/delete/1'],
      ['POST', '/api/litre'],
      ['PUT', '/api/litre/1'],
      ['DELETE', '/api/litre/1'],
      ['POST', '/api/products'],
      ['PUT', '/api/products/1'],
      ['DELETE', '/api/products/1'],
      ['DELETE', '/api/products/deleteimage/1'],
    ];
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method: method as 'POST', url })).statusCode, `${method} ${url}`).toBe(
        401,
      );
      expect(
        (await t.app.inject(as(customer, { method: method as 'POST', url }))).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
  });
});

describe('categories', () => {
  it('adds with a required image checked by content, resized to WebP variants, and changes without a new image', async () => {
    expect((await send(admin, 'POST', '/api/category', fields({ name: 'Eco Range' }))).json().message).toBe(
      'Image is required',
    );
    expect((await send(admin, 'POST', '/api/category', [file('image', png)])).json().message).toBe(
      'Category name is required',
    );
    const fake = await send(admin, 'POST', '/api/category', [
      ...fields({ name: 'Eco Range' }),
      file('image', Buffer.from('GIF89a not really'), 'x.gif', 'image/gif'),
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Please select a valid image file');
    const big = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const tooBig = await send(admin, 'POST', '/api/category', [
      ...fields({ name: 'Eco Range' }),
      file('image', big),
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Image size should be less than 5MB');

    const added = await send(admin, 'POST', '/api/category', [
      ...fields({ name: 'Eco Range', content: 'Plant based' }),
      file('image', png),
    ]);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Category Added');
    const id = added.json().id as number;
    const listed = (
      (await t.app.inject('/api/category')).json() as { id: number; image: string; width: number }[]
    ).find((c) => c.id === id)!;
    expect(listed.width).toBe(900);
    expect(listed.image).toMatch(/^\/media\/categories\/.+-900x600-640\.webp$/);
    const served = await t.app.inject(listed.image);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

    const renamed = await send(admin, 'PUT', `/api/category/${id}`, fields({ name: 'Eco Range Plus' }));
    expect(renamed.json().message).toBe('Category Updated');
    const after = (
      (await t.app.inject('/api/category')).json() as { id: number; name: string; image: string }[]
    ).find((c) => c.id === id)!;
    expect(after).toMatchObject({ name: 'Eco Range Plus', image: listed.image });
  });

  it('stores an uploaded SVG as WebP, never as SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(1)</script><rect width="200" height="100" fill="red"/></svg>',
    );
    const res = await send(admin, 'POST', '/api/category', [
      ...fields({ name: 'Vector' }),
      file('image', svg, 'x.svg', 'image/svg+xml'),
    ]);
    expect(res.statusCode).toBe(200);
    const c = ((await t.app.inject('/api/category')).json() as { id: number; image: string }[]).find(
      (x) => x.id === res.json().id,
    )!;
    expect(c.image).toMatch(/\.webp$/);
    expect((await t.app.inject(c.image)).headers['content-type']).toBe('image/webp');
  });

  it('refuses to delete a category that has subcategories, and deletes an empty one', async () => {
    const [used] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from categories where name = 'All Purpose'`,
    );
    const refused = await t.app.inject(as(admin, { method: 'DELETE', url: `/api/category/${used!.id}` }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This category still has subcategories or products. Move or delete them first.',
    );
    const added = await send(admin, 'POST', '/api/category', [
      ...fields({ name: 'Temporary' }),
      file('image', png),
    ]);
    expect(
      (await t.app.inject(as(admin, { method: 'DELETE', url: `/api/category/${added.json().id}` })))
        .statusCode,
    ).toBe(200);
  });
});

describe('subcategories and litres', () => {
  it('checks subcategory fields with SPEC’s messages and requires an image only on add', async () => {
    const [cat] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from categories order by id limit 1`,
    );
    expect(
      (await send(admin, 'POST', '/api/subcategory/add', fields({ sub_cate_name: 'X' }))).json().message,
    ).toBe('Category is required');
    expect(
      (
        await send(admin, 'POST', '/api/subcategory/add', fields({ cate_id: cat!.id, sub_cate_name: '   ' }))
      ).json().message,
    ).toBe('SubCategory name cannot be empty or spaces only');
    expect(
      (
        await send(
          admin,
          'POST',
          '/api/subcategory/add',
          fields({ cate_id: cat!.id, sub_cate_name: 'Stone Care' }),
        )
      ).json().message,
    ).toBe('Image is required');
    const added = await send(admin, 'POST', '/api/subcategory/add', [
      ...fields({ cate_id: cat!.id, sub_cate_name: 'Stone Care' }),
      file('image', png),
    ]);
    expect(added.json().message).toBe('SubCategory Added');
    const updated = await send(
      admin,
      'PUT',
      `/api/subcategory/update/${added.json().id}`,
      fields({ cate_id: cat!.id, sub_cate_name: 'Stone & Marble Care' }),
    );
    expect(updated.json().message).toBe('SubCategory Updated');
    const [used] = await rows<{ id: number }>(
      t.database.db,
      sql`select subcategory_id as id from products limit 1`,
    );
    expect(
      (await t.app.inject(as(admin, { method: 'DELETE', url: `/api/subcategory/delete/${used!.id}` })))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.app.inject(as(admin, { method: 'DELETE', url: `/api/subcategory/delete/${added.json().id}` })))
        .statusCode,
    ).toBe(200);
  });

  it('adds, renames and deletes litres; total ml must be a whole positive number; one in use is kept', async () => {
    const bad = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/litre', payload: { litre: '3 L', total_ml: 'three' } }),
    );
    expect(bad.json().message).toContain('Total (in ML) must be a whole positive number');
    expect(
      (
        await t.app.inject(
          as(admin, { method: 'POST', url: '/api/litre', payload: { litre: '3 L', total_ml: 2.5 } }),
        )
      ).statusCode,
    ).toBe(400);
    const added = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/litre', payload: { litre: '3 L', total_ml: 3000 } }),
    );
    expect(added.json().message).toBe('Litres Added');
    expect(
      (
        await t.app.inject(
          as(admin, { method: 'POST', url: '/api/litre', payload: { litre: '3 l', total_ml: 3000 } }),
        )
      ).statusCode,
    ).toBe(409);
    const renamed = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: `/api/litre/${added.json().l_id}`,
        payload: { litre: '3 Litre', total_ml: 3000 },
      }),
    );
    expect(renamed.json().message).toBe('Litres Updated');
    const [used] = await rows<{ id: number }>(
      t.database.db,
      sql`select litre_id as id from product_litres limit 1`,
    );
    const refused = await t.app.inject(as(admin, { method: 'DELETE', url: `/api/litre/${used!.id}` }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This litre is used by products. Remove it from them first.');
    expect(
      (await t.app.inject(as(admin, { method: 'DELETE', url: `/api/litre/${added.json().l_id}` })))
        .statusCode,
    ).toBe(200);
  });
});

describe('products', () => {
  let base: Record<string, string | number>;
  let litreIds: number[];
  beforeAll(async () => {
    const [sub] = await rows<{ id: number; category_id: number }>(
      t.database.db,
      sql`select id, category_id from subcategories order by id limit 1`,
    );
    litreIds = (
      await rows<{ id: number }>(t.database.db, sql`select id from litres order by total_ml limit 3`)
    ).map((l) => l.id);
    base = {
      name: 'Saffron Temple Brass Cleaner',
      categoryId: sub!.category_id,
      sub_cate_id: sub!.id,
      shortDescription: 'Restores the shine of brass and copper lamps.',
      longDescription: 'A gentle tamarind-based cleaner for pooja brass.',
      suitableSurfaces: 'Brass, copper',
      ingredients: 'Tamarind extract, citric acid',
      features: JSON.stringify(['Tamarind based', 'No scratching']),
      howToUse: JSON.stringify(['Apply', 'Rub', 'Rinse']),
      scent: 'Saffron',
      phLevel: '3.5',
      shelfLife: '24',
      madeIn: 'India',
      packaging: 'Bottle',
      combos: 'false',
    };
  });
  const configs = (list: object[]) => JSON.stringify(list);

  it('adds a product with two sizes and their images; it is listed, searchable and detailed', async () => {
    const res = await send(admin, 'POST', '/api/products', [
      ...fields({
        ...base,
        litreConfigs: configs([
          { l_id: litreIds[0], price: 199, discounted_price: 149.5, discount: 0, total_qty: 40 },
          { l_id: litreIds[1], price: 349, discounted_price: 0, discount: 10, total_qty: 20 },
        ]),
      }),
      file('images_0', png),
      file('images_0', png),
      file('images_1', png),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Product Added');
    const id = res.json().id as number;
    const d = (await t.app.inject(`/api/products/${id}`)).json() as ProductDetails;
    expect(d.productlitres.map((pl) => pl.images.length)).toEqual([2, 1]);
    expect(d.productlitres[0]).toMatchObject({
      price: 199,
      discounted_price: 149.5,
      discount: 25,
      total_qty: 40,
      remaining_qty: 40,
    });
    // The discount alone gives the selling price by the shop's one rule: 349 less 10% is 314.10, sold at 314.
    expect(d.productlitres[1]).toMatchObject({ price: 349, discounted_price: 314, discount: 10 });
    expect(d.phLevel).toBe(3.5);
    const found = (
      await t.app.inject({
        method: 'POST',
        url: '/api/products/getallproducts',
        payload: { filter: { search: 'saffron temple' } },
      })
    ).json() as ProductPage;
    expect(found.products[0]!.id).toBe(id);
  });

  it('refuses SPEC’s bad product forms with its messages', async () => {
    const one = configs([{ l_id: litreIds[0], price: 100, discounted_price: 90, discount: 0, total_qty: 5 }]);
    const cases: [Record<string, string | number>, string][] = [
      [{ name: '' }, 'All fields marked with * are required'],
      [{ suitableSurfaces: '' }, 'All fields marked with * are required'],
      [{ features: JSON.stringify(['Shine', 'shine']) }, 'Feature already exists'],
      [{ howToUse: JSON.stringify(['Rinse', 'Rinse']) }, 'How to Use item already exists'],
      [{ litreConfigs: '[]' }, 'At least one litre configuration is required'],
      [
        {
          litreConfigs: configs([
            { l_id: litreIds[0], price: 1, discounted_price: 1, discount: 0, total_qty: 1 },
            { l_id: litreIds[0], price: 1, discounted_price: 1, discount: 0, total_qty: 1 },
          ]),
        },
        'Each litre may be chosen once per product',
      ],
      [
        {
          litreConfigs: configs([
            { l_id: litreIds[0], price: -1, discounted_price: 0, discount: 0, total_qty: 1 },
          ]),
        },
        'Price must be at least 0',
      ],
      [
        {
          litreConfigs: configs([
            { l_id: litreIds[0], price: 10, discounted_price: 5, discount: 0, total_qty: 0 },
          ]),
        },
        'Quantity must be at least 1',
      ],
      [{ phLevel: '15' }, 'pH must be at most 14'],
      [{ features: '[]' }, 'Add at least one feature and one how-to-use step'],
    ];
    for (const [change, message] of cases) {
      const res = await send(
        admin,
        'POST',
        '/api/products',
        fields({ ...base, litreConfigs: one, ...change }),
      );
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const eleven = Array.from({ length: 11 }, () => file('images_0', png));
    const tooMany = await send(admin, 'POST', '/api/products', [
      ...fields({ ...base, litreConfigs: one }),
      ...eleven,
    ]);
    expect(tooMany.json().message).toBe('Maximum 10 images allowed per litre configuration');
  });

  it('edits: the litre of a configuration is locked, stock follows the new total, images delete and reorder', async () => {
    const added = await send(admin, 'POST', '/api/products', [
      ...fields({
        ...base,
        name: 'Editable Cleaner',
        litreConfigs: configs([
          { l_id: litreIds[0], price: 100, discounted_price: 90, discount: 0, total_qty: 10 },
        ]),
      }),
      file('images_0', png),
      file('images_0', png),
    ]);
    const id = added.json().id as number;
    const before = (await t.app.inject(`/api/products/${id}`)).json() as ProductDetails;
    const pl = before.productlitres[0]!;
    await t.database.db.execute(sql`update product_litres set remaining_qty = 7 where id = ${pl.pl_id}`);
    const locked = await send(
      admin,
      'PUT',
      `/api/products/${id}`,
      fields({
        ...base,
        name: 'Editable Cleaner',
        litreConfigs: configs([
          {
            pl_id: pl.pl_id,
            l_id: litreIds[1],
            price: 100,
            discounted_price: 90,
            discount: 0,
            total_qty: 10,
          },
        ]),
      }),
    );
    expect(locked.json().message).toBe('The litre of an existing configuration cannot be changed');
    const edited = await send(admin, 'PUT', `/api/products/${id}`, [
      ...fields({
        ...base,
        name: 'Edited Cleaner',
        features: '[]',
        howToUse: '[]',
        litreConfigs: configs([
          {
            pl_id: pl.pl_id,
            l_id: litreIds[0],
            price: 120,
            discounted_price: 99,
            discount: 0,
            total_qty: 15,
          },
          { l_id: litreIds[2], price: 300, discounted_price: 250, discount: 0, total_qty: 3 },
        ]),
      }),
      file('images_1', png),
    ]);
    expect(edited.json().message).toBe('Product Updated');
    const after = (await t.app.inject(`/api/products/${id}`)).json() as ProductDetails;
    expect(after.name).toBe('Edited Cleaner');
    expect(after.productlitres[0]).toMatchObject({
      pl_id: pl.pl_id,
      price: 120,
      total_qty: 15,
      remaining_qty: 12,
    });
    expect(after.productlitres).toHaveLength(2);

    const [first, second] = after.productlitres[0]!.images;
    const reordered = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/products/images/order',
        payload: { pl_id: pl.pl_id, imageIds: [second!.pi_id, first!.pi_id] },
      }),
    );
    expect(reordered.statusCode).toBe(200);
    expect(
      ((await t.app.inject(`/api/products/${id}`)).json() as ProductDetails).productlitres[0]!.images[0]!
        .pi_id,
    ).toBe(second!.pi_id);
    const removed = await t.app.inject(
      as(admin, { method: 'DELETE', url: `/api/products/deleteimage/${first!.pi_id}` }),
    );
    expect(removed.json()).toEqual({ status: true, description: 'Image deleted' });
    expect(
      ((await t.app.inject(`/api/products/${id}`)).json() as ProductDetails).productlitres[0]!.images,
    ).toHaveLength(1);
  });

  it('deletes a product while past orders keep their item names, sizes and prices', async () => {
    const [p] = await rows<{ id: number; pl: number; name: string }>(
      t.database.db,
      sql`select p.id, pl.id as pl, p.name from products p join product_litres pl on pl.product_id = p.id order by p.id desc limit 1`,
    );
    await t.database.db.execute(sql`with o as (insert into orders (user_id, payment_method, payment_status, subtotal_paise, delivery_charge_paise, total_paise,
        first_name, last_name, email, phone, address, apt, city, state, postal_code)
      values (null, 'cod', 'cod', 5000, 9900, 14900, 'A', 'B', 'a@b.in', '9876543210', 'x', 'y', 'Pune', 'Maharashtra', '411001') returning id)
      insert into order_items (order_id, product_id, product_litre_id, product_name, litre_label, total_ml, price_paise, quantity)
      select o.id, ${p!.id}, ${p!.pl}, ${p!.name}, '1 L', 1000, 5000, 1 from o`);
    const res = await t.app.inject(as(admin, { method: 'DELETE', url: `/api/products/${p!.id}` }));
    expect(res.json().message).toBe('Product deleted');
    expect((await t.app.inject(`/api/products/${p!.id}`)).statusCode).toBe(404);
    const [item] = await rows<{ product_id: number | null; product_name: string; price_paise: number }>(
      t.database.db,
      sql`select product_id, product_name, price_paise from order_items where product_name = ${p!.name}`,
    );
    expect(item).toEqual({ product_id: null, product_name: p!.name, price_paise: 5000 });
  });
});
