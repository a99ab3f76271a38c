// Quantity prices and cartons per size (decision 0341) through the admin's product calls: saved with the size,
// kept when a save leaves them out, told to the product page, and bad ones refused with 400 and a message naming
// the field, changing nothing; only an admin may set them.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { quantityPriceMessages } from '@chamak/shared/quantity-prices';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { fields, multipart } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;
let customer: string;
let base: Record<string, string | number>;
let litreIds: number[];

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  customer = (await signupAndLogin(t.app)).token;
  const [sub] = await rows<{ id: number; category_id: number }>(
    t.database.db,
    sql`select id, category_id from subcategories order by id limit 1`,
  );
  litreIds = (
    await rows<{ id: number }>(t.database.db, sql`select id from litres order by total_ml, id limit 2`)
  ).map((l) => l.id);
  base = {
    categoryId: sub!.category_id,
    sub_cate_id: sub!.id,
    shortDescription: 'Cleans floors.',
    longDescription: 'A floor cleaner for offices.',
    suitableSurfaces: 'Tiles, marble',
    ingredients: 'Water, surfactants',
    features: JSON.stringify(['Low foam']),
    howToUse: JSON.stringify(['Dilute', 'Mop']),
  };
});
afterAll(() => t?.close());

const send = (token: string | undefined, method: 'POST' | 'PUT', url: string, values: object) => {
  const body = multipart(fields({ ...base, ...values } as Record<string, string | number>));
  return t.app.inject(as(token, { method, url, payload: body.payload, headers: body.headers }));
};
const details = async (id: number) => (await t.app.inject(`/api/products/${id}`)).json() as ProductDetails;
/** What the product page is told of each size's quantity prices and carton, in the product's order. */
const quantities = async (id: number) =>
  (await details(id)).productlitres.map(({ priceTiers, cartonUnits }) => ({ priceTiers, cartonUnits }));

let named = 0;
/** Adds a product with the given sizes (the first two litres, ₹100 and ₹300); its id. */
async function addProduct(...extras: Record<string, unknown>[]): Promise<number> {
  const configs = extras.map((extra, i) => ({
    l_id: litreIds[i],
    price: 100 + i * 200,
    discounted_price: 0,
    discount: 0,
    total_qty: 200,
    ...extra,
  }));
  const res = await send(admin, 'POST', '/api/products', {
    name: `Office Floor Cleaner ${++named}`,
    litreConfigs: JSON.stringify(configs),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

/** The sizes as the admin's form sends them back, with `changes` merged into each in turn. */
async function sizesOf(id: number, ...changes: Record<string, unknown>[]) {
  return (await details(id)).productlitres.map((pl, i) => ({
    pl_id: pl.pl_id,
    l_id: pl.l_id,
    price: pl.price,
    discounted_price: pl.discounted_price,
    discount: pl.discount,
    total_qty: pl.total_qty,
    ...changes[i],
  }));
}
const update = async (id: number, token: string | undefined, ...changes: Record<string, unknown>[]) =>
  send(token, 'PUT', `/api/products/${id}`, {
    name: (await details(id)).name,
    litreConfigs: JSON.stringify(await sizesOf(id, ...changes)),
  });

const bulk = {
  priceTiers: [
    { minUnits: 24, unitPaise: 8_000 },
    { minUnits: 6, unitPaise: 9_000 },
  ],
  cartonUnits: 12,
};
const sorted = [
  { minUnits: 6, unitPaise: 9_000 },
  { minUnits: 24, unitPaise: 8_000 },
];

describe('a size’s quantity prices and carton through the admin’s product calls', () => {
  it('saves them with the size, sorted, and tells the product page; a size without them has none', async () => {
    const id = await addProduct(bulk, {});
    expect(await quantities(id)).toEqual([
      { priceTiers: sorted, cartonUnits: 12 },
      { priceTiers: [], cartonUnits: null },
    ]);
    const stored = await rows<{ price_tiers: unknown; carton_units: number | null }>(
      t.database.db,
      sql`select price_tiers, carton_units from product_litres where product_id = ${id} order by position`,
    );
    expect(stored).toEqual([
      { price_tiers: sorted, carton_units: 12 },
      { price_tiers: [], carton_units: null },
    ]);
  });

  it('changes only what a save names: left out they stay, emptied they go', async () => {
    const id = await addProduct(bulk);
    // A client that knows nothing of quantity prices saves the stock: they stay.
    expect((await update(id, admin, { total_qty: 250 })).statusCode).toBe(200);
    expect(await quantities(id)).toEqual([{ priceTiers: sorted, cartonUnits: 12 }]);
    expect(
      (await update(id, admin, { priceTiers: [{ minUnits: 10, unitPaise: 9_500 }], cartonUnits: 48 }))
        .statusCode,
    ).toBe(200);
    expect(await quantities(id)).toEqual([
      { priceTiers: [{ minUnits: 10, unitPaise: 9_500 }], cartonUnits: 48 },
    ]);
    expect((await update(id, admin, { priceTiers: [], cartonUnits: null })).statusCode).toBe(200);
    expect(await quantities(id)).toEqual([{ priceTiers: [], cartonUnits: null }]);
  });

  it('refuses each bad setting with 400 and a message naming the field, and changes nothing', async () => {
    const id = await addProduct(bulk);
    const before = await details(id);
    const tier = (minUnits: number, unitPaise: number) => ({ minUnits, unitPaise });
    const cases: [Record<string, unknown>, string][] = [
      // The single-unit price is ₹100.
      [{ priceTiers: [tier(6, 10_000)] }, quantityPriceMessages.notBelowPrice(6)],
      [{ priceTiers: [tier(6, 9_000), tier(24, 12_000)] }, quantityPriceMessages.notFalling(24)],
      [{ priceTiers: [tier(6, 9_000)], discounted_price: 90 }, quantityPriceMessages.notBelowPrice(6)],
      [
        { priceTiers: [tier(6, 9_000)], discounted_price: 0, discount: 15 },
        quantityPriceMessages.notBelowPrice(6),
      ],
      [{ priceTiers: [tier(1, 9_000)] }, quantityPriceMessages.units],
      [{ priceTiers: [tier(0, 9_000)] }, quantityPriceMessages.units],
      [{ priceTiers: [tier(6, 9_000), tier(6, 8_000)] }, quantityPriceMessages.unitsTwice],
      [{ priceTiers: [tier(6, 9_000), tier(24, 9_000)] }, quantityPriceMessages.notFalling(24)],
      [
        { priceTiers: [2, 3, 4, 5, 6, 7].map((n) => tier(n, 10_000 - n * 100)) },
        quantityPriceMessages.tooMany,
      ],
      [{ priceTiers: [tier(6, 0)] }, quantityPriceMessages.price],
      [{ priceTiers: { 6: 9_000 } }, quantityPriceMessages.tiers],
      [{ cartonUnits: 1 }, quantityPriceMessages.carton],
      [{ cartonUnits: 0 }, quantityPriceMessages.carton],
      [{ cartonUnits: 12.5 }, quantityPriceMessages.carton],
      // Tiers the save leaves out are the size's own: ₹90 at 6+ is not below a new price of ₹85.
      [{ discounted_price: 85 }, quantityPriceMessages.notBelowPrice(6)],
    ];
    for (const [change, message] of cases) {
      const res = await update(id, admin, { ...change, total_qty: 99 });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
      expect(message).toMatch(/^(Quantity price|Offer at most 5 quantity prices|Carton)/);
    }
    expect(await details(id)).toEqual(before);
  });

  it('refuses a customer setting them, and a visitor', async () => {
    const id = await addProduct({});
    expect((await update(id, customer, bulk)).statusCode).toBe(403);
    expect((await update(id, undefined, bulk)).statusCode).toBe(401);
    expect(await quantities(id)).toEqual([{ priceTiers: [], cartonUnits: null }]);
  });
});
