// The catalogue feeds (decision 0363) on the demo shop, through the real routes and database: every item of the
// Google feed and every row of the Meta CSV checked against the published attribute rules (required fields, lengths,
// absolute addresses, the price format, GTIN check digits, the allowed availability values, one item group per
// product); a product changed in the admin, a new shop name and a new delivery charge show in the feeds at once
// although the cache would keep them; drafts and archived products are left out; a wrong or missing token is
// refused; and a 1,000-product catalogue is built from one catalogue statement (its speed is a benchmark's
// business, not a test's).
import { isValidGtin } from '@chamak/shared/inventory';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, traceStatements } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { fields, multipart } from '../../test/multipart.ts';
import { buildFeed } from './service.ts';
import { metaColumns } from './write-feeds.ts';

const publicUrl = 'https://shop.example.in';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  // A long cache lifetime: the feeds must still follow a catalogue change at once.
  t = await testApp({ cacheTtlMs: 600_000, config: { publicUrl } });
  admin = (await login(t.app, 'admin@chamak.example', 'Admin@12345')).token;
});

afterAll(() => t?.close());

type GoogleItem = Record<string, string[]> & {
  shipping: { country: string; service: string; price: string }[];
};

/** The feed parsed back as XML (a parse error fails the test), each item's g: elements by name. */
function googleItems(xml: string): GoogleItem[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  // Every & starts an entity: happy-dom's parser forgives a bare one, XML does not.
  expect(xml.match(/&(?!(amp|lt|gt|quot|apos);)/g)).toBeNull();
  const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const rss = doc.documentElement;
  expect(rss.tagName.toLowerCase()).toBe('rss');
  expect(rss.getAttribute('version')).toBe('2.0');
  expect(rss.getAttribute('xmlns:g')).toBe('http://base.google.com/ns/1.0');
  return [...doc.getElementsByTagName('item')].map((item) => {
    const found = { shipping: [] } as unknown as GoogleItem;
    for (const child of [...item.children]) {
      const name = child.tagName.replace(/^g:/i, '').toLowerCase();
      if (name === 'shipping') {
        const part = (n: string) => child.getElementsByTagName(`g:${n}`)[0]?.textContent ?? '';
        found.shipping.push({ country: part('country'), service: part('service'), price: part('price') });
      } else {
        found[name] ??= [];
        found[name].push(child.textContent ?? '');
      }
    }
    return found;
  });
}

const one = (item: GoogleItem, name: string) => item[name]?.[0];
const price = /^\d+\.\d{2} INR$/;
const paiseOf = (text: string) => Math.round(Number(text.split(' ')[0]) * 100);
const absolute = (url: string) => url.startsWith(`${publicUrl}/`) || /^https:\/\/[^/]+\//.test(url);

/** The rules of Google's product data specification that an item of ours can break. */
function checkGoogleItem(item: GoogleItem) {
  const id = one(item, 'id');
  for (const name of [
    'id',
    'title',
    'description',
    'link',
    'image_link',
    'availability',
    'price',
    'condition',
  ])
    expect(one(item, name), `${id} ${name}`).toBeTruthy();
  expect(id!.length).toBeLessThanOrEqual(50);
  expect([...one(item, 'title')!].length, id).toBeLessThanOrEqual(150);
  expect([...one(item, 'description')!].length, id).toBeLessThanOrEqual(5000);
  for (const url of [one(item, 'link')!, one(item, 'image_link')!, ...(item.additional_image_link ?? [])])
    expect(absolute(url), url).toBe(true);
  expect(item.additional_image_link?.length ?? 0).toBeLessThanOrEqual(10);
  expect(one(item, 'price')).toMatch(price);
  if (item.sale_price) {
    expect(one(item, 'sale_price')).toMatch(price);
    expect(paiseOf(one(item, 'sale_price')!)).toBeLessThan(paiseOf(one(item, 'price')!));
  }
  expect(['in_stock', 'out_of_stock']).toContain(one(item, 'availability'));
  expect(one(item, 'condition')).toBe('new');
  const gtin = one(item, 'gtin');
  if (gtin) expect(isValidGtin(gtin), gtin).toBe(true);
  const identified = Boolean(gtin) || (Boolean(one(item, 'brand')) && Boolean(one(item, 'mpn')));
  expect(one(item, 'identifier_exists')).toBe(identified ? 'yes' : 'no');
  expect(one(item, 'item_group_id')).toMatch(/^\d+$/);
  expect(one(item, 'link')).toBe(
    `${publicUrl}/product-details/${one(item, 'item_group_id')}?size=${new URL(one(item, 'link')!).searchParams.get('size')}`,
  );
  expect(one(item, 'product_type')).toMatch(/^.+ > .+$/);
  expect(item.shipping).toHaveLength(1);
  expect(item.shipping[0]!.country).toBe('IN');
  expect(item.shipping[0]!.price).toMatch(price);
}

const google = async (query = '') => t.app.inject(`/feeds/google.xml${query}`);
const meta = async (query = '') => t.app.inject(`/feeds/meta.csv${query}`);
const metaRows = (csv: string) =>
  parse(csv, { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];

/** The active products' sizes that have an image of their own or their product's. */
async function listableSizes() {
  return rows<{ sizeId: number; productId: number; sku: string }>(
    t.database.db,
    sql`select pl.id as "sizeId", p.id as "productId", pl.sku from products p
        join product_litres pl on pl.product_id = p.id
        where p.status = 'active' and exists (select 1 from product_litres o join product_images pi
          on pi.product_litre_id = o.id where o.product_id = p.id)
        order by p.id, pl.position, pl.id`,
  );
}

describe('the Google Merchant Center feed', () => {
  it('lists every size of every active product once, each item keeping the published attribute rules', async () => {
    const res = await google();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toMatch(/^W\/"/);
    const items = googleItems(res.body);
    const sizes = await listableSizes();
    expect(sizes.length).toBeGreaterThan(5);
    expect(items.map((i) => one(i, 'id'))).toEqual(sizes.map((s) => s.sku));
    for (const item of items) checkGoogleItem(item);

    // The sizes of a product share its group; each size's link opens the product on that size.
    const perGroup = new Map<string, number>();
    for (const i of items)
      perGroup.set(one(i, 'item_group_id')!, (perGroup.get(one(i, 'item_group_id')!) ?? 0) + 1);
    expect([...perGroup.values()].some((n) => n > 1)).toBe(true);
    for (const size of sizes) {
      const item = items.find((i) => one(i, 'id') === size.sku)!;
      expect(one(item, 'item_group_id')).toBe(String(size.productId));
      expect(one(item, 'link')).toBe(`${publicUrl}/product-details/${size.productId}?size=${size.sizeId}`);
    }
    // The brand is the shop's name; without GTINs the SKU is the MPN.
    const settings = (await t.app.inject('/api/settings')).json() as { shop: { name: string } };
    expect(new Set(items.map((i) => one(i, 'brand')))).toEqual(new Set([settings.shop.name]));
    expect(items.every((i) => one(i, 'mpn') === one(i, 'id') || one(i, 'gtin'))).toBe(true);
  });

  it('answers an unchanged feed with 304 to its ETag', async () => {
    const first = await google();
    const again = await t.app.inject({
      url: '/feeds/google.xml',
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the Meta catalogue CSV', () => {
  it('has Meta’s header and a row per size with the same ids, prices and availability as the Google feed', async () => {
    const res = await meta();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.body.split('\r\n')[0]).toBe(metaColumns.join(','));
    const found = metaRows(res.body);
    const items = googleItems((await google()).body);
    expect(found.map((r) => r.id)).toEqual(items.map((i) => one(i, 'id')));
    for (const [n, row] of found.entries()) {
      const item = items[n]!;
      expect(Object.keys(row)).toEqual([...metaColumns]);
      for (const name of [
        'id',
        'title',
        'description',
        'availability',
        'condition',
        'price',
        'link',
        'image_link',
        'brand',
      ])
        expect(row[name], `${row.id} ${name}`).toBeTruthy();
      expect([...row.title!].length).toBeLessThanOrEqual(150);
      expect([...row.description!].length).toBeLessThanOrEqual(5000);
      expect(['in stock', 'out of stock']).toContain(row.availability);
      expect(row.availability).toBe(one(item, 'availability') === 'in_stock' ? 'in stock' : 'out of stock');
      expect(row.price).toBe(one(item, 'price'));
      expect(row.sale_price).toBe(one(item, 'sale_price') ?? '');
      expect(row.title).toBe(one(item, 'title'));
      expect(row.description).toBe(one(item, 'description'));
      expect(row.item_group_id).toBe(one(item, 'item_group_id'));
      for (const url of [
        row.link!,
        row.image_link!,
        ...row.additional_image_link!.split(',').filter(Boolean),
      ])
        expect(absolute(url), url).toBe(true);
      expect(row.shipping).toMatch(/^IN::Standard:\d+\.\d{2} INR$/);
    }
  });
});

describe('the feeds follow the catalogue', () => {
  const png = () =>
    sharp({ create: { width: 800, height: 800, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();

  it('shows a product made and then changed in the admin as it is now: title, description, GTIN, prices and stock', async () => {
    await google(); // cached before the change
    const [sub] = await rows<{ id: number; category_id: number; category: string; subcategory: string }>(
      t.database.db,
      sql`select s.id, s.category_id, c.name as category, s.name as subcategory from subcategories s
          join categories c on c.id = s.category_id order by s.id limit 1`,
    );
    const litres = await rows<{ id: number; label: string }>(
      t.database.db,
      sql`select id, label from litres order by id limit 2`,
    );
    const longName = `Neem, "Tulsi" & Lemon Floor Wash ${'with a very long name '.repeat(7)}`.trim();
    const product = {
      name: longName,
      categoryId: sub!.category_id,
      sub_cate_id: sub!.id,
      shortDescription: '<p>Neem floor cleaner, with "tulsi" & lemon.</p>',
      longDescription: `Cleans floors.\nSafe on tiles. ${'Long words. '.repeat(400)}`,
      suitableSurfaces: 'Tiles',
      ingredients: 'Neem oil',
      features: JSON.stringify(['Neem scent']),
      howToUse: JSON.stringify(['Dilute', 'Mop']),
    };
    const sizes = [
      {
        l_id: litres[0]!.id,
        price: 250,
        discounted_price: 199,
        discount: 20,
        total_qty: 12,
        gtin: '8901063010314',
      },
      { l_id: litres[1]!.id, price: 450, discounted_price: 450, discount: 0, total_qty: 1, sku: 'NEEM-BIG' },
    ];
    const image = await png();
    const send = (method: 'POST' | 'PUT', url: string, body: object, configs: object[]) => {
      const form = multipart([
        ...fields({ ...body, litreConfigs: JSON.stringify(configs) }),
        ...(method === 'POST'
          ? [{ name: 'images_0', filename: 'p.png', contentType: 'image/png', data: image }]
          : []),
      ]);
      return t.app.inject(as(admin, { method, url, payload: form.payload, headers: form.headers }));
    };
    const added = await send('POST', '/api/products', product, sizes);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id as number;
    const made = await rows<{ id: number; sku: string }>(
      t.database.db,
      sql`select id, sku from product_litres where product_id = ${id} order by position, id`,
    );

    const ours = () =>
      google().then((r) => googleItems(r.body).filter((i) => one(i, 'item_group_id') === String(id)));
    const [small, big] = await ours();
    for (const item of [small!, big!]) checkGoogleItem(item);
    expect(one(small!, 'title')!.endsWith(` - ${litres[0]!.label}`)).toBe(true);
    expect([...one(small!, 'title')!].length).toBeLessThanOrEqual(150);
    expect(one(small!, 'description')).toMatch(
      /^Neem floor cleaner, with "tulsi" & lemon\. Cleans floors\. Safe on tiles\./,
    );
    expect(one(small!, 'description')!.length).toBeLessThanOrEqual(5000);
    expect(one(small!, 'price')).toBe('250.00 INR');
    expect(one(small!, 'sale_price')).toBe('199.00 INR');
    expect(one(small!, 'availability')).toBe('in_stock');
    expect(one(small!, 'gtin')).toBe('8901063010314');
    expect(small!.mpn).toBeUndefined();
    expect(one(big!, 'id')).toBe('NEEM-BIG');
    expect(one(big!, 'mpn')).toBe('NEEM-BIG');
    expect(big!.sale_price).toBeUndefined();
    expect(one(big!, 'availability')).toBe('in_stock');
    expect(one(big!, 'product_type')).toBe(`${sub!.category} > ${sub!.subcategory}`);
    // The size without an image of its own shows its product's.
    expect(one(big!, 'image_link')).toBe(one(small!, 'image_link'));
    expect(one(small!, 'image_link')).toMatch(new RegExp(`^${publicUrl}/media/.+\\.webp$`));

    // The CSV quotes what holds a comma, a quote or a line break, and reads back the same.
    const row = metaRows((await meta()).body).find((r) => r.id === made[0]!.sku)!;
    expect(row.title).toBe(one(small!, 'title'));
    expect(row.gtin).toBe('8901063010314');
    expect(row.availability).toBe('in stock');

    // Renamed, repriced and restocked in the admin: the cached feeds are forgotten.
    const renamed = await send('PUT', `/api/products/${id}`, { ...product, name: 'Neem Floor Wash' }, [
      { ...sizes[0], pl_id: made[0]!.id, price: 300, discounted_price: 300, discount: 0 },
      { ...sizes[1], pl_id: made[1]!.id, total_qty: 5 },
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [small2, big2] = await ours();
    expect(one(small2!, 'title')).toBe(`Neem Floor Wash - ${litres[0]!.label}`);
    expect(one(small2!, 'price')).toBe('300.00 INR');
    expect(small2!.sale_price).toBeUndefined();
    expect(one(big2!, 'availability')).toBe('in_stock');
    const row2 = metaRows((await meta()).body).find((r) => r.id === 'NEEM-BIG')!;
    expect(row2.availability).toBe('in stock');
    expect(row2.title).toBe(`Neem Floor Wash - ${litres[1]!.label}`);

    // Bulk price and stock changes too.
    const repriced = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: '/api/admin/products/bulk/price',
        payload: {
          productIds: [id],
          change: {
            kind: 'fixed',
            prices: [{ litreId: litres[1]!.id, pricePaise: 50000, salePricePaise: 39950 }],
          },
        },
      }),
    );
    expect(repriced.statusCode, repriced.body).toBe(200);
    const emptied = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: '/api/admin/products/bulk/stock',
        payload: { productIds: [id], change: { kind: 'set', units: 0 } },
      }),
    );
    expect(emptied.statusCode, emptied.body).toBe(200);
    const [small3, big3] = await ours();
    expect(one(big3!, 'price')).toBe('500.00 INR');
    expect(one(big3!, 'sale_price')).toBe('399.50 INR');
    expect(one(small3!, 'availability')).toBe('out_of_stock');
    expect(one(big3!, 'availability')).toBe('out_of_stock');
    expect(metaRows((await meta()).body).find((r) => r.id === 'NEEM-BIG')!.availability).toBe('out of stock');
  });

  it('leaves out draft and archived products, and lists them again once active', async () => {
    const sizes = await listableSizes();
    const [draft, archived] = [...new Set(sizes.map((s) => s.productId))];
    const setStatus = (ids: number[], status: string) =>
      t.app.inject(
        as(admin, {
          method: 'POST',
          url: '/api/admin/products/bulk/status',
          payload: { productIds: ids, status },
        }),
      );
    const groups = async () => ({
      google: new Set(googleItems((await google()).body).map((i) => one(i, 'item_group_id'))),
      meta: new Set(metaRows((await meta()).body).map((r) => r.item_group_id)),
    });
    const before = await groups();
    expect(before.google.has(String(draft))).toBe(true);
    expect((await setStatus([draft!], 'draft')).statusCode).toBe(200);
    expect((await setStatus([archived!], 'archived')).statusCode).toBe(200);
    const hidden = await groups();
    for (const feed of [hidden.google, hidden.meta]) {
      expect(feed.has(String(draft))).toBe(false);
      expect(feed.has(String(archived))).toBe(false);
    }
    expect((await setStatus([draft!, archived!], 'active')).statusCode).toBe(200);
    expect((await groups()).google).toEqual(before.google);
  });
});

describe('the feeds follow the shop settings', () => {
  it('show a new shop name as the brand and a new delivery charge as the shipping price', async () => {
    await google(); // cached before the change
    const { shop, delivery } = (await t.app.inject('/api/settings')).json() as {
      shop: Record<string, unknown>;
      delivery: { thresholdMl: number; underThresholdPaise: number; atOrOverThresholdPaise: number };
    };
    const saved = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: {
          shop: { ...shop, name: 'Chamak Home Care' },
          delivery: { ...delivery, underThresholdPaise: 4950, atOrOverThresholdPaise: 14900 },
        },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const items = googleItems((await google()).body);
    expect(new Set(items.map((i) => one(i, 'brand')))).toEqual(new Set(['Chamak Home Care']));
    const charges = new Set(items.map((i) => i.shipping[0]!.price));
    expect([...charges].every((c) => c === '49.50 INR' || c === '149.00 INR')).toBe(true);
    expect(charges.size).toBe(2);
    const rows = metaRows((await meta()).body);
    expect(new Set(rows.map((r) => r.brand))).toEqual(new Set(['Chamak Home Care']));
    expect(rows.every((r) => /^IN::Standard:(49\.50|149\.00) INR$/.test(r.shipping!))).toBe(true);
  });
});

describe('feed access with a token', () => {
  it('keeps the token and the addresses from anyone without the settings’ write permission', async () => {
    expect((await t.app.inject('/api/admin/settings/feeds')).statusCode).toBe(401);
    const shopper = await signupAndLogin(t.app);
    expect((await t.app.inject(as(shopper.token, { url: '/api/admin/settings/feeds' }))).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject(as(shopper.token, { method: 'POST', url: '/api/admin/settings/feeds/token' })))
        .statusCode,
    ).toBe(403);
    // Accounts reads every setting but changes none: it never sees the token either.
    const accounts = await signupAndLogin(t.app, { fullname: 'Staff accounts' });
    await t.database.db.execute(
      sql`update users set role = 'admin', staff_role = 'accounts' where id = ${accounts.userId}`,
    );
    const accountsToken = (await login(t.app, accounts.email, accounts.password)).token;
    expect((await t.app.inject(as(accountsToken, { url: '/api/settings' }))).statusCode).toBe(200);
    const refused = await t.app.inject(as(accountsToken, { url: '/api/admin/settings/feeds' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('settings.write');
    expect(refused.body).not.toMatch(/token"/);
  });

  it('refuses a missing or wrong token with 403 and a plain sentence, takes the right one, and a new token replaces it', async () => {
    const view = await t.app.inject(as(admin, { url: '/api/admin/settings/feeds' }));
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      access: 'public',
      googleUrl: `${publicUrl}/feeds/google.xml`,
      metaUrl: `${publicUrl}/feeds/meta.csv`,
    });
    expect(view.json().token).toMatch(/^[\w-]{32}$/);
    expect(view.json().items).toBeGreaterThan(5);

    const bad = await t.app.inject(
      as(admin, { method: 'PUT', url: '/api/admin/settings/feeds', payload: { access: 'secret' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Choose public or with a token$/);

    const saved = await t.app.inject(
      as(admin, { method: 'PUT', url: '/api/admin/settings/feeds', payload: { access: 'token' } }),
    );
    expect(saved.statusCode).toBe(200);
    const { token, googleUrl, metaUrl } = saved.json() as {
      token: string;
      googleUrl: string;
      metaUrl: string;
    };
    expect(googleUrl).toBe(`${publicUrl}/feeds/google.xml?token=${token}`);
    expect(metaUrl).toBe(`${publicUrl}/feeds/meta.csv?token=${token}`);

    for (const refused of [
      await google(),
      await meta(),
      await google('?token=wrong'),
      await meta(`?token=${token}x`),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body).toMatch(
        /^The access token of this catalogue feed is wrong|^This catalogue feed needs its access token/,
      );
    }
    expect((await google()).body).toMatch(/needs its access token/);
    expect((await google('?token=wrong')).body).toMatch(/token of this catalogue feed is wrong/);

    const allowed = await google(`?token=${token}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['cache-control']).toBe('private, max-age=300');
    expect(googleItems(allowed.body).length).toBeGreaterThan(5);
    expect((await meta(`?token=${encodeURIComponent(token)}`)).statusCode).toBe(200);

    const renewed = await t.app.inject(as(admin, { method: 'POST', url: '/api/admin/settings/feeds/token' }));
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().token as string;
    expect(fresh).not.toBe(token);
    expect((await google(`?token=${token}`)).statusCode).toBe(403);
    expect((await google(`?token=${fresh}`)).statusCode).toBe(200);

    await t.app.inject(
      as(admin, { method: 'PUT', url: '/api/admin/settings/feeds', payload: { access: 'public' } }),
    );
    expect((await google()).statusCode).toBe(200);
  });
});

describe('a large catalogue', () => {
  it('builds the feeds of 1,000 products in one catalogue statement', async () => {
    const db = t.database.db;
    const [sub] = await rows<{ id: number; category_id: number }>(
      db,
      sql`select id, category_id from subcategories order by id limit 1`,
    );
    const [image] = await rows<{ image: string }>(
      db,
      sql`select image from product_images order by id limit 1`,
    );
    await db.execute(sql`insert into products (name, category_id, subcategory_id, short_description, long_description)
      select 'Bulk product ' || n, ${sub!.category_id}, ${sub!.id}, 'A product made for the size test.',
        repeat('Cleans well. ', 40) from generate_series(1, 1000) n`);
    await db.execute(sql`insert into product_litres (product_id, litre_id, price_paise, discounted_price_paise,
        total_qty, remaining_qty, position)
      select p.id, l.id, 20000 + l.id * 1000, 18000 + l.id * 1000, 10, 10, l.id from products p
        cross join (select id from litres order by id limit 2) l where p.name like 'Bulk product %'`);
    await db.execute(sql`insert into product_images (product_litre_id, image, position)
      select pl.id, ${image!.image}, k from product_litres pl join products p on p.id = pl.product_id
        cross join generate_series(0, 2) k where p.name like 'Bulk product %'`);

    const ctx = { db, storage: t.storage, publicUrl };
    await buildFeed(ctx, 'google'); // warm: the statement prepared once, as in a running shop
    const { result: xml, statements: sent } = await traceStatements(() => buildFeed(ctx, 'google'));
    const csv = await buildFeed(ctx, 'meta');
    expect(sent.filter((s) => /from products p/.test(s.sql))).toHaveLength(1);
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(googleItems(xml).length).toBeGreaterThanOrEqual(2000);
    expect(metaRows(csv).length).toBeGreaterThanOrEqual(2000);
  });
});
