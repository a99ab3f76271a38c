// A product's GST data through the admin product routes: the HSN code (4, 6 or 8 digits) and the rate (0, 5,
// 12, 18 or 28 %) saved, shown in the product's details, cleared, and refused with a 400 naming the field.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login } from '../../test/auth.ts';
import { fields, multipart } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;
let base: Record<string, string | number>;
let png: Buffer;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  const [sub] = await rows<{ id: number; category_id: number }>(
    t.database.db,
    sql`select id, category_id from subcategories order by id limit 1`,
  );
  const [litre] = await rows<{ id: number }>(t.database.db, sql`select id from litres order by id limit 1`);
  base = {
    name: 'Camphor Floor Shine',
    categoryId: sub!.category_id,
    sub_cate_id: sub!.id,
    shortDescription: 'Camphor floor cleaner.',
    longDescription: 'Cleans and scents floors.',
    suitableSurfaces: 'Tiles',
    ingredients: 'Camphor oil',
    features: JSON.stringify(['Camphor scent']),
    howToUse: JSON.stringify(['Dilute', 'Mop']),
    litreConfigs: JSON.stringify([
      { l_id: litre!.id, price: 199, discounted_price: 0, discount: 0, total_qty: 10 },
    ]),
  };
});
afterAll(() => t?.close());

const save = (method: 'POST', url: string, extra: Record<string, string>) => {
  const body = multipart([
    ...fields({ ...base, ...extra }),
    { name: 'images_0', filename: 'p.png', contentType: 'image/png', data: png },
  ]);
  return t.app.inject(as(admin, { method, url, payload: body.payload, headers: body.headers }));
};
/** A change keeping the product's one size (by its pl_id) and sending no new image. */
const change = async (id: number, extra: Record<string, string>) => {
  const [pl] = (await details(id)).productlitres;
  const body = multipart(
    fields({
      ...base,
      litreConfigs: JSON.stringify([
        { pl_id: pl!.pl_id, l_id: pl!.l_id, price: 199, discounted_price: 0, discount: 0, total_qty: 10 },
      ]),
      ...extra,
    }),
  );
  const res = await t.app.inject(
    as(admin, { method: 'PUT', url: `/api/products/${id}`, payload: body.payload, headers: body.headers }),
  );
  expect(res.statusCode, res.body).toBe(200);
};
const details = async (id: number) => (await t.app.inject(`/api/products/${id}`)).json() as ProductDetails;

describe('product tax data', () => {
  it('saves an HSN code and a rate, shows them in the details, and clears them when left empty', async () => {
    const added = await save('POST', '/api/products', { hsnCode: '34022010', gstRate: '18' });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id as number;
    expect(await details(id)).toMatchObject({ hsnCode: '34022010', gstRate: 18 });
    await change(id, { hsnCode: ' 3808 ', gstRate: '5' });
    expect(await details(id)).toMatchObject({ hsnCode: '3808', gstRate: 5 });
    await change(id, { hsnCode: '', gstRate: '' });
    expect(await details(id)).toMatchObject({ hsnCode: null, gstRate: null });
    // Rate 0 is a rate, not "not set".
    await change(id, { hsnCode: '340220', gstRate: '0' });
    expect(await details(id)).toMatchObject({ hsnCode: '340220', gstRate: 0 });
  });

  it('answers 400 naming the field for a bad HSN code or rate, and saves nothing', async () => {
    const before = await rows(t.database.db, sql`select count(*)::int as n from products`);
    for (const hsnCode of ['340', '34022', '3402201', '340220101', '34O2', '3402 20'])
      expect((await save('POST', '/api/products', { hsnCode, gstRate: '18' })).json(), hsnCode).toEqual({
        message: 'HSN code must be 4, 6 or 8 digits',
        code: 'VALIDATION_FAILED',
      });
    for (const gstRate of ['15', '18.5', '-5', 'eighteen', '100'])
      expect((await save('POST', '/api/products', { hsnCode: '3402', gstRate })).json(), gstRate).toEqual({
        message: 'GST rate must be 0, 5, 12, 18 or 28 %',
        code: 'VALIDATION_FAILED',
      });
    expect(await rows(t.database.db, sql`select count(*)::int as n from products`)).toEqual(before);
  });
});
