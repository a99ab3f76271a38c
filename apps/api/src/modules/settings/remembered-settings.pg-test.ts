// Two server processes on one PostgreSQL database, cached answers on: a settings save in one reaches the other's
// remembered settings through the cache bus (LISTEN/NOTIFY), so its next checkout charges the new delivery fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { openDatabase } from '../../db/client.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, sizeInStock } from '../../test/checkout.ts';
import { eventually, type Pair, twoProcesses } from '../../test/two-apps.ts';

let p: Pair;
let admin: string;
let shopper: TestUser;
beforeAll(async () => {
  p = await twoProcesses({ cacheTtlMs: 600_000 });
  admin = (await login(p.a, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  shopper = await signupAndLogin(p.b);
  const db = await openDatabase({ databaseUrl: p.databaseUrl!, pgliteDir: '', poolMax: 1 });
  try {
    await addToCart(p.b, shopper, await sizeInStock(db.db, 1), 1);
  } finally {
    await db.close();
  }
});
afterAll(() => p?.close());

const deliveryChargedBy = async () => {
  const res = await p.b.inject(
    as(shopper.token, { method: 'POST', url: '/api/cart/quote', payload: { userId: shopper.userId } }),
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as { deliveryPaise: number }).deliveryPaise;
};
const save = async (underThresholdPaise: number, atOrOverThresholdPaise: number) => {
  const res = await p.a.inject(
    as(admin, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { delivery: { thresholdMl: 1000, underThresholdPaise, atOrOverThresholdPaise } },
    }),
  );
  expect(res.statusCode).toBe(200);
};

describe('remembered settings across processes', () => {
  it('the other process charges the fee saved in this one', async () => {
    await save(9900, 19900);
    const before = await eventually(deliveryChargedBy, (paise) => paise === 9900 || paise === 19900);
    // The other process now remembers the delivery rule; ten minutes of cache lifetime remain, so only the bus
    // can make it read the rule again.
    await save(4400, 5500);
    const after = await eventually(deliveryChargedBy, (paise) => paise === (before === 9900 ? 4400 : 5500));
    expect(after).toBe(before === 9900 ? 4400 : 5500);
  });
});
