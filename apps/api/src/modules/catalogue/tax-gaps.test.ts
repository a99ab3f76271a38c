// The admin products list's "Tax details missing" (decision 0134): with a seller GSTIN, the products with no HSN
// code or GST rate; none without a GSTIN; admins only.
import { defaultSellerIdentity } from '@chamak/shared/seller';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { putSetting, sellerIdentityOf } from '../settings/service.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const url = '/api/admin/products/tax-gaps';

describe('products missing tax details', () => {
  it('lists, for a shop with a GSTIN, the products without an HSN code or GST rate', async () => {
    expect((await sellerIdentityOf({ db: t.database.db })).gstin).toBeTruthy();
    const [a, b] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products order by id limit 2`,
    );
    await t.database.db.execute(sql`update products set hsn_code = '3402', gst_rate = 18`);
    expect((await t.app.inject(as(admin, { url }))).json()).toEqual({ sellerHasGstin: true, productIds: [] });
    await t.database.db.execute(sql`update products set hsn_code = null where id = ${a!.id}`);
    await t.database.db.execute(sql`update products set gst_rate = null where id = ${b!.id}`);
    const res = await t.app.inject(as(admin, { url }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sellerHasGstin: true, productIds: [a!.id, b!.id] });
  });

  it('lists none while the shop has no GSTIN (bills of supply)', async () => {
    const seller = await sellerIdentityOf({ db: t.database.db });
    await putSetting(t.database.db, 'seller', { ...defaultSellerIdentity, gstin: '' });
    try {
      expect((await t.app.inject(as(admin, { url }))).json()).toEqual({
        sellerHasGstin: false,
        productIds: [],
      });
    } finally {
      await putSetting(t.database.db, 'seller', seller);
    }
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const customer = await signupAndLogin(t.app);
    expect((await t.app.inject(as(customer.token, { url }))).statusCode).toBe(403);
  });
});
