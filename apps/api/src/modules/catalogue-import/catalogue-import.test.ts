// Catalogue import and export through the real routes (decision 0351): the export read back changes nothing; an
// edited file's dry run lists each change and writes nothing, its apply writes them all (the stock ledger names the
// import); a file with any error writes nothing; each kind of bad file gets its message; images come only from the
// shop's media or the uploaded zip; only a role with catalogue.write may import.
import {
  type CatalogueImportResult,
  type ImportProgressLine,
  importMaxRows,
} from '@chamak/shared/catalogue-import';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import { type ImportSizeWrite, importWriteMessages, writeCatalogueImport } from '../catalogue/index.ts';
import { csvLine } from './cells.ts';

let t: TestApp;
let admin: string;
let exported: string;
let header: string[];
let records: string[][];

const col = (name: string) => header.indexOf(name);
const toCsv = (head: string[], body: string[][]) => [head, ...body].map(csvLine).join('');

function upload(
  token: string,
  data: Buffer | string,
  options: { dryRun?: boolean; filename?: string; contentType?: string; accept?: string } = {},
) {
  const form = multipart([
    {
      name: 'file',
      filename: options.filename ?? 'catalogue.csv',
      contentType: options.contentType ?? 'text/csv',
      data: Buffer.isBuffer(data) ? data : Buffer.from(data),
    },
  ]);
  return t.app.inject(
    as(token, {
      method: 'POST',
      url: `/api/admin/catalogue/import?dryRun=${options.dryRun ?? true}`,
      payload: form.payload,
      headers: { ...form.headers, ...(options.accept ? { accept: options.accept } : {}) },
    }),
  );
}

async function imported(token: string, csv: Buffer | string, dryRun = true) {
  const res = await upload(token, csv, { dryRun });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CatalogueImportResult;
}

async function exportCsv(): Promise<string> {
  const res = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/catalogue/export.csv' }));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return res.body;
}

const sizeBySku = async (sku: string) =>
  (
    await rows<{ price_paise: number; discounted_price_paise: number; remaining_qty: number; id: number }>(
      t.database.db,
      sql`select id, price_paise, discounted_price_paise, remaining_qty from product_litres where upper(sku) = upper(${sku})`,
    )
  )[0];

async function staffToken(role: string): Promise<string> {
  const user = await signupAndLogin(t.app);
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  exported = await exportCsv();
  const parsed = parse(exported, { bom: true }) as string[][];
  header = parsed[0]!;
  records = parsed.slice(1);
}, 60_000);
afterAll(() => t?.close());

describe('the export', () => {
  it('has one row per size with its product, prices in rupees, stock, SKU and image addresses', async () => {
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from product_litres`,
    )) as [{ n: number }];
    expect(records.length).toBe(n);
    expect(header).toContain('sku');
    const first = records[0]!;
    const size = await sizeBySku(first[col('sku')]!);
    expect(size).toBeDefined();
    expect(first[col('price')]).toBe(
      `${Math.trunc(size!.price_paise / 100)}.${String(size!.price_paise % 100).padStart(2, '0')}`,
    );
    expect(first[col('stock')]).toBe(String(size!.remaining_qty));
    expect(first[col('image_urls')]).toMatch(/^http:\/\/[^ ]+\/media\/\S+\.webp/);
  });

  it('quotes a name with a comma and guards one that starts like a formula', async () => {
    const [p] = await rows<{ id: number }>(t.database.db, sql`select id from products order by id limit 1`);
    await t.database.db.execute(sql`update products set name = '=cmd, "calc"' where id = ${p!.id}`);
    const csv = await exportCsv();
    expect(csv).toContain(`"'=cmd, ""calc"""`);
    const back = await imported(admin, csv);
    expect(back.errors).toEqual([]);
    expect(back.created + back.updated).toBe(0);
    await t.database.db.execute(
      sql`update products set name = ${records[0]![col('product_name')]!} where id = ${p!.id}`,
    );
  });
});

describe('an import of the export unchanged', () => {
  it('finds zero changes on a dry run, and applying it writes nothing', async () => {
    const dry = await imported(admin, exported);
    expect(dry.errors).toEqual([]);
    expect(dry).toMatchObject({ dryRun: true, applied: false, created: 0, updated: 0, changes: [] });
    expect(dry.unchanged).toBe(records.length);
    const [{ n: before }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_movements`,
    )) as [{ n: number }];
    const applied = await imported(admin, exported, false);
    expect(applied).toMatchObject({ applied: true, created: 0, updated: 0 });
    const [{ n: after }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_movements`,
    )) as [{ n: number }];
    expect(after).toBe(before);
  });
});

describe('an edited file', () => {
  it('lists each change on a dry run without writing, then applies them all in one go', async () => {
    const edited = records.map((r) => [...r]);
    const priced = edited[0]!;
    const stocked = edited[1]!;
    const sku1 = priced[col('sku')]!;
    const sku2 = stocked[col('sku')]!;
    const oldPrice = priced[col('price')]!;
    priced[col('price')] = '1299.5';
    priced[col('sale_price')] = '999';
    stocked[col('stock')] = '7';
    // A new product with one size, in an existing category, subcategory and litre.
    const fresh = [...edited[2]!];
    fresh[col('product_id')] = '';
    fresh[col('product_name')] = 'Zebra Shine Glass Cleaner';
    fresh[col('sku')] = 'ZEBRA-1';
    fresh[col('gtin')] = '4006381333931';
    fresh[col('price')] = '250';
    fresh[col('sale_price')] = '';
    fresh[col('stock')] = '12';
    edited.push(fresh);
    const csv = toCsv(header, edited);

    const before = await sizeBySku(sku1);
    const dry = await imported(admin, csv);
    expect(dry.errors).toEqual([]);
    expect(dry.updated).toBe(2);
    expect(dry.created).toBe(1);
    const priceChange = dry.changes.find((c) => c.sku === sku1)!;
    expect(priceChange.action).toBe('updated');
    expect(priceChange.fields).toContainEqual({ field: 'price', before: oldPrice, after: '1299.50' });
    expect(priceChange.fields.find((f) => f.field === 'sale_price')?.after).toBe('999.00');
    expect(dry.changes.find((c) => c.sku === sku2)!.fields).toContainEqual(
      expect.objectContaining({ field: 'stock', after: '7' }),
    );
    expect(dry.changes.find((c) => c.sku === 'ZEBRA-1')).toMatchObject({
      action: 'created',
      product: 'Zebra Shine Glass Cleaner',
    });
    // Nothing written by the dry run.
    expect(await sizeBySku(sku1)).toEqual(before);
    expect(await sizeBySku('ZEBRA-1')).toBeUndefined();

    const applied = await imported(admin, csv, false);
    expect(applied).toMatchObject({ applied: true, updated: 2, created: 1 });
    expect(await sizeBySku(sku1)).toMatchObject({ price_paise: 129950, discounted_price_paise: 99900 });
    const stockedSize = await sizeBySku(sku2);
    expect(stockedSize?.remaining_qty).toBe(7);
    const created = await sizeBySku('ZEBRA-1');
    expect(created).toMatchObject({ price_paise: 25000, discounted_price_paise: 25000, remaining_qty: 12 });
    // The stock ledger names the import and the admin; the new product is found by search.
    const [movement] = await rows<{ reason: string; actor_user_id: number | null; balance: number }>(
      t.database.db,
      sql`select reason, actor_user_id, balance from stock_movements where size_id = ${stockedSize!.id} order by id desc limit 1`,
    );
    expect(movement).toMatchObject({ reason: 'import', balance: 7 });
    expect(movement!.actor_user_id).not.toBeNull();
    const [product] = await rows<{ search_text: string }>(
      t.database.db,
      sql`select p.search_text from products p join product_litres pl on pl.product_id = p.id where pl.sku = 'ZEBRA-1'`,
    );
    expect(product!.search_text).toContain('zebra shine');
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/products/getallproducts',
      payload: { search: 'zebra' },
    });
    expect(search.body).toContain('Zebra Shine Glass Cleaner');

    // Exported again and imported, the file is unchanged.
    const again = await imported(admin, await exportCsv());
    expect(again.errors).toEqual([]);
    expect(again.created + again.updated).toBe(0);
  });

  it('streams progress and then the result as lines of JSON when asked', async () => {
    const res = await upload(admin, exported, { accept: 'application/x-ndjson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ImportProgressLine);
    expect(lines.some((l) => l.type === 'progress' && l.checked === records.length)).toBe(true);
    expect(lines.at(-1)).toMatchObject({ type: 'result', dryRun: true, rows: records.length });
  });
});

describe('a file with errors', () => {
  it('applies nothing when any row is wrong, and names each error by row and column', async () => {
    const edited = records.map((r) => [...r]);
    const sku = edited[3]![col('sku')]!;
    const before = await sizeBySku(sku);
    edited[3]![col('stock')] = '999';
    edited[5]![col('price')] = 'abc';
    edited[6]![col('category')] = 'No Such Category';
    const res = await imported(admin, toCsv(header, edited), false);
    expect(res.applied).toBe(false);
    expect(res.errors).toContainEqual({ row: 7, column: 'price', message: 'Row 7, price: must be a number' });
    expect(res.errors.map((e) => e.message)).toContainEqual(
      expect.stringMatching(/^Row 8, category: no category is named "No Such Category"/),
    );
    expect(await sizeBySku(sku)).toEqual(before);
  });

  it('refuses a price with a comma, saying how to write it', async () => {
    const edited = records.slice(0, 3).map((r) => [...r]);
    edited[1]![col('price')] = '1,299';
    const res = await imported(admin, toCsv(header, edited), false);
    expect(res.errors).toEqual([
      {
        row: 3,
        column: 'price',
        message: 'Row 3, price: write the amount without commas (1299 or 1299.50)',
      },
    ]);
  });

  it('refuses a SKU named twice', async () => {
    const edited = records.slice(0, 2).map((r) => [...r]);
    edited.push([...edited[0]!]);
    const res = await imported(admin, toCsv(header, edited));
    expect(res.errors.map((e) => e.message)).toContainEqual(
      `Row 4, sku: the SKU "${edited[0]![col('sku')]}" is also on row 2: each SKU may appear once`,
    );
  });

  it('refuses an image from anywhere but the shop or the zip', async () => {
    const edited = records.slice(0, 1).map((r) => [...r]);
    edited[0]![col('image_urls')] = 'https://elsewhere.example/bottle.jpg';
    const res = await imported(admin, toCsv(header, edited));
    expect(res.errors).toHaveLength(1);
    expect(res.errors[0]!.message).toMatch(
      /^Row 2, image_urls: "https:\/\/elsewhere\.example\/bottle\.jpg" is neither one of the shop's own images nor a file in the uploaded zip/,
    );
  });

  it('refuses a file that is not CSV, and one with an unknown column', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const notCsv = await upload(admin, png, { filename: 'catalogue.csv' });
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().message).toMatch(/^This file is not a CSV/);

    const unknown = await upload(
      admin,
      toCsv(
        [...header, 'colour'],
        records.slice(0, 1).map((r) => [...r, 'red']),
      ),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unknown column "colour": the columns are product_id, /);

    const empty = await upload(admin, toCsv(header, []));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file has a header but no rows to import.');
  });
});

describe('images in a zip', () => {
  it('stores an image named by a row from the zip uploaded with the CSV', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const row = [...records[4]!];
    row[col('image_urls')] = 'bottle.png';
    const zip = Buffer.from(
      zipSync({ 'catalogue.csv': Buffer.from(toCsv(header, [row])), 'images/bottle.png': png }),
    );
    const dry = await upload(admin, zip, { filename: 'catalogue.zip', contentType: 'application/zip' });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().changes[0].fields).toContainEqual(
      expect.objectContaining({ field: 'image_urls', after: 'bottle.png' }),
    );
    const res = await upload(admin, zip, {
      filename: 'catalogue.zip',
      contentType: 'application/zip',
      dryRun: false,
    });
    expect(res.json()).toMatchObject({ applied: true, updated: 1 });
    const size = await sizeBySku(row[col('sku')]!);
    const images = await rows<{ image: string }>(
      t.database.db,
      sql`select image from product_images where product_litre_id = ${size!.id}`,
    );
    expect(images).toEqual([{ image: expect.stringMatching(/^products\/[a-z0-9]+-40x30$/) }]);

    // A file in the zip that is not an image is refused by its content.
    const fake = Buffer.from(
      zipSync({ 'c.csv': Buffer.from(toCsv(header, [row])), 'bottle.png': Buffer.from('not a picture') }),
    );
    const refused = await upload(admin, fake, { filename: 'c.zip', contentType: 'application/zip' });
    expect(refused.json().errors[0].message).toBe(
      'Row 2, image_urls: the file "bottle.png" in the zip is not an image',
    );
  });
});

describe('a 10,000-row file', () => {
  it('is checked and applied whole, and its export imports back unchanged', async () => {
    const litres = (
      await rows<{ label: string }>(t.database.db, sql`select label from litres order by id`)
    ).map((l) => l.label);
    const [group] = await rows<{ category: string; subcategory: string }>(
      t.database.db,
      sql`select c.name as category, s.name as subcategory from subcategories s join categories c on c.id = s.category_id order by s.id limit 1`,
    );
    const perProduct = Math.min(4, litres.length);
    const body: string[][] = [];
    for (let i = 0; i < 10_000; i++) {
      const p = Math.floor(i / perProduct);
      const cells: Record<string, string> = {
        product_id: '',
        product_name: `Bulk Cleaner ${p}`,
        category: group!.category,
        subcategory: group!.subcategory,
        short_description: 'Made for the large-file test, with a comma.',
        hsn_code: '3402',
        gst_rate: '18',
        size: litres[i % perProduct]!,
        sku: `BULK-${p}-${i % perProduct}`,
        gtin: '',
        price: `${100 + (i % 500)}.25`,
        sale_price: '',
        stock: String(i % 40),
        low_stock_threshold: '',
        weight_grams: '',
        length_cm: '',
        breadth_cm: '',
        height_cm: '',
        image_urls: '',
      };
      body.push(header.map((c) => cells[c]!));
    }
    const csv = toCsv(header, body);
    const dry = await imported(admin, csv);
    expect(dry).toMatchObject({ rows: 10_000, created: 10_000, errorCount: 0, applied: false });
    const applied = await imported(admin, csv, false);
    expect(applied).toMatchObject({ applied: true, created: 10_000 });
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from product_litres where sku like 'BULK-%'`,
    )) as [{ n: number }];
    expect(n).toBe(10_000);
    const again = await imported(admin, await exportCsv());
    expect(again.errorCount).toBe(0);
    expect(again.created + again.updated).toBe(0);
  }, 60_000);
});

describe('a file over the row limit', () => {
  it('streams its progress and then refuses it, having changed nothing', async () => {
    const row = csvLine(records[0]!);
    const csv = csvLine(header) + row.repeat(importMaxRows + 1);
    const res = await upload(admin, csv, { dryRun: false, accept: 'application/x-ndjson' });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ImportProgressLine);
    const progress = lines.filter((l) => l.type === 'progress');
    expect(progress.length).toBeGreaterThan(50);
    expect(progress.at(-1)).toMatchObject({ phase: 'checking', checked: importMaxRows });
    expect(lines.at(-1)).toEqual({
      type: 'error',
      message: 'The file has more than 50,000 rows: import it in parts.',
    });
  }, 60_000);
});

describe('stock moved by an order while importing', () => {
  it('refuses the whole write when the stock of a size is not what the file was checked against, and keeps stock the file does not change', async () => {
    const [size] = await rows<ImportSizeWrite & { remaining_qty: number; total_qty: number }>(
      t.database.db,
      sql`select id, product_id as "productId", litre_id as "litreId", sku, gtin, price_paise as "pricePaise",
        discounted_price_paise as "discountedPricePaise", discount, remaining_qty, total_qty, position
      from product_litres where remaining_qty > 3 order by id limit 1`,
    );
    const write = (stock: number, stockBefore: number | null, pricePaise: number): ImportSizeWrite => ({
      id: size!.id,
      productId: size!.productId,
      productKey: null,
      litreId: size!.litreId,
      sku: size!.sku,
      gtin: size!.gtin,
      pricePaise,
      discountedPricePaise: pricePaise,
      discount: 0,
      stock,
      stockBefore,
      lowStockThreshold: null,
      weightGrams: null,
      lengthCm: null,
      breadthCm: null,
      heightCm: null,
      images: null,
      position: size!.position,
    });
    // Checked at one stock more than it has now (an order took one since): nothing is written.
    await expect(
      t.database.db.transaction((tx) =>
        writeCatalogueImport(tx, { products: [], sizes: [write(50, size!.remaining_qty + 1, 12345)] }),
      ),
    ).rejects.toThrow(importWriteMessages.stockMoved);
    const unchanged = await sizeBySku(size!.sku);
    expect(unchanged).toMatchObject({ remaining_qty: size!.remaining_qty });
    expect(unchanged!.price_paise).not.toBe(12345);
    // A row that changes only the price leaves the stock as it is now, whatever the file's stock says.
    await t.database.db.transaction((tx) =>
      writeCatalogueImport(tx, { products: [], sizes: [write(size!.remaining_qty + 9, null, 12345)] }),
    );
    expect(await sizeBySku(size!.sku)).toMatchObject({
      price_paise: 12345,
      remaining_qty: size!.remaining_qty,
    });
  });
});

describe('who may', () => {
  it('refuses the import to a role without catalogue.write, and both calls to a customer', async () => {
    const fulfilment = await staffToken('fulfilment');
    const res = await upload(fulfilment, exported);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('catalogue.write');
    // Every staff role reads the catalogue, so each may export it; a customer may not.
    const read = await t.app.inject(
      as(fulfilment, { method: 'GET', url: '/api/admin/catalogue/export.csv' }),
    );
    expect(read.statusCode).toBe(200);
    const customer = await signupAndLogin(t.app);
    const refused = await t.app.inject(
      as(customer.token, { method: 'GET', url: '/api/admin/catalogue/export.csv' }),
    );
    expect(refused.statusCode).toBe(403);
    expect((await upload(customer.token, exported)).statusCode).toBe(403);
  });
});
