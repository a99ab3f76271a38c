// The shop's own settings at startup (decision 0134): a production shop without the seller's GSTIN is warned, as
// main.ts reads the seller from the database; development and a shop with its GSTIN are not.
import { defaultSellerIdentity } from '@chamak/shared/seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { putSetting, sellerIdentityOf } from './modules/settings/service.ts';
import { shopWarnings } from './startup-warnings.ts';
import { type TestApp, testApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: false });
});
afterAll(() => t?.close());

describe('startup warnings from the shop settings', () => {
  const production = loadConfig({ NODE_ENV: 'production' });

  it('warns a production shop whose seller has no GSTIN, and stops once it is saved', async () => {
    const unset = shopWarnings(production, await sellerIdentityOf({ db: t.database.db }));
    expect(unset).toEqual([expect.stringContaining("The seller's GSTIN is not set")]);
    await putSetting(t.database.db, 'seller', { ...defaultSellerIdentity, gstin: '27AAACC1234F1Z5' });
    expect(shopWarnings(production, await sellerIdentityOf({ db: t.database.db }))).toEqual([]);
  });

  it('says nothing outside production', () => {
    expect(shopWarnings(loadConfig({ NODE_ENV: 'development' }), {})).toEqual([]);
    expect(shopWarnings(production, { gstin: '  ' })).toHaveLength(1);
  });
});
