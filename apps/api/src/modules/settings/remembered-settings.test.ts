// A process with cached answers on keeps the shop settings in memory (a checkout reads them several times), and
// forgets them with the answers: at once after a save here (another process hears it through the cache bus,
// remembered-settings.pg-test.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, sizeInStock } from '../../test/checkout.ts';

type Quote = { deliveryPaise: number };
const deliveryBody = (underThresholdPaise: number) => ({
  delivery: { thresholdMl: 1000, underThresholdPaise, atOrOverThresholdPaise: 19900 },
});

describe('one process with cached answers on', () => {
  let t: TestApp;
  let admin: string;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await testApp({ cacheTtlMs: 600_000 });
    admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    shopper = await signupAndLogin(t.app);
    const size = await rows<{ product_id: number; pl_id: number }>(
      t.database.db,
      sql`select pl.product_id, pl.id as pl_id from product_litres pl join litres l on l.id = pl.litre_id
        where l.total_ml = 500 and pl.remaining_qty > 0 order by pl.id limit 1`,
    );
    await addToCart(t.app, shopper, size[0] ?? (await sizeInStock(t.database.db, 1)), 1);
  });
  afterAll(() => t?.close());

  const quote = async () => {
    const res = await t.app.inject(
      as(shopper.token, { method: 'POST', url: '/api/cart/quote', payload: { userId: shopper.userId } }),
    );
    expect(res.statusCode).toBe(200);
    return (res.json() as Quote).deliveryPaise;
  };
  const save = async (underThresholdPaise: number) => {
    const res = await t.app.inject(
      as(admin, { method: 'PUT', url: '/api/admin/settings', payload: deliveryBody(underThresholdPaise) }),
    );
    expect(res.statusCode).toBe(200);
  };

  it('keeps what it read: a change behind its back (a direct write) is not read again', async () => {
    await save(9900);
    expect(await quote()).toBe(9900);
    await t.database.db.execute(
      sql`update shop_settings set value = ${JSON.stringify(deliveryBody(1)['delivery'])}::jsonb
        where key = 'delivery'`,
    );
    expect(await quote()).toBe(9900);
  });

  it('forgets at once when the admin saves, so the next quote charges the new fee', async () => {
    await save(4900);
    expect(await quote()).toBe(4900);
    await save(5900);
    expect(await quote()).toBe(5900);
  });
});
