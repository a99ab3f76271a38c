// What can be subscribed, per size (decision 0325): the admin's product calls store a size's subscription settings
// and days of supply, refuse bad ones with the shared schema's messages and change nothing then, and the product
// page is told what each size offers; the demo shop offers its concentrates and refills.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { subscriptionMessages } from '@chamak/shared/size-subscriptions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../../../../tools/demo-data/catalogue-data.ts';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
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
    longDescription: 'A concentrate to dilute at home.',
    suitableSurfaces: 'Tiles, marble',
    ingredients: 'Water, surfactants',
    features: JSON.stringify(['Dilute 1:10']),
    howToUse: JSON.stringify(['Dilute', 'Mop']),
  };
});
afterAll(() => t?.close());

const send = (
  token: string | undefined,
  method: 'POST' | 'PUT',
  url: string,
  values: Record<string, unknown>,
) => {
  const body = multipart(fields({ ...base, ...values } as Record<string, string | number>));
  return t.app.inject(as(token, { method, url, payload: body.payload, headers: body.headers }));
};
const details = async (id: number) => (await t.app.inject(`/api/products/${id}`)).json() as ProductDetails;
/** What the product page is told of each size, in the product's order. */
const offers = async (id: number) =>
  (await details(id)).productlitres.map(({ subscription, supplyDays }) => ({ subscription, supplyDays }));

let named = 0;
/** Adds a product with the given sizes (the first two litres, ₹300 and ₹500); its id. */
async function addProduct(...extras: Record<string, unknown>[]): Promise<number> {
  const configs = extras.map((extra, i) => ({
    l_id: litreIds[i],
    price: 300 + i * 200,
    discounted_price: 0,
    discount: 0,
    total_qty: 20,
    ...extra,
  }));
  const res = await send(admin, 'POST', '/api/products', {
    name: `Floor Concentrate ${++named}`,
    litreConfigs: JSON.stringify(configs),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

/** The sizes as the admin's form sends them back: each with its pl_id, and `changes` merged into each in turn. */
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

const monthly = {
  subscribable: true,
  subscriptionIntervals: [90, 30, 60, 45],
  subscriberDiscount: 10,
  supplyDays: 30,
};

describe('a size’s subscription settings through the admin’s product calls', () => {
  it('adds a subscribable size and one left as before: the product page is told the offer, intervals sorted', async () => {
    const id = await addProduct(monthly, {});
    expect(await offers(id)).toEqual([
      { subscription: { intervals: [30, 45, 60, 90], discountPercent: 10 }, supplyDays: 30 },
      { subscription: null, supplyDays: null },
    ]);
    const stored = await rows<{
      subscribable: boolean;
      subscription_intervals: number[];
      subscriber_discount: number;
    }>(
      t.database.db,
      sql`select subscribable, subscription_intervals, subscriber_discount from product_litres
        where product_id = ${id} order by position`,
    );
    expect(stored).toEqual([
      { subscribable: true, subscription_intervals: [30, 45, 60, 90], subscriber_discount: 10 },
      { subscribable: false, subscription_intervals: [], subscriber_discount: 0 },
    ]);
  });

  it('tells days of supply for a size that cannot be subscribed to', async () => {
    const id = await addProduct({ supplyDays: 365 });
    expect(await offers(id)).toEqual([{ subscription: null, supplyDays: 365 }]);
  });

  it('changes only the settings a save names; a save without them keeps what the size had', async () => {
    const id = await addProduct(monthly, { supplyDays: 60 });
    // As a client that knows nothing of subscriptions saves: nothing about them changes.
    expect((await update(id, admin, { total_qty: 25 }, {})).statusCode).toBe(200);
    expect(await offers(id)).toEqual([
      { subscription: { intervals: [30, 45, 60, 90], discountPercent: 10 }, supplyDays: 30 },
      { subscription: null, supplyDays: 60 },
    ]);
    expect((await details(id)).productlitres[0]!.total_qty).toBe(25);

    expect(
      (await update(id, admin, { subscriberDiscount: 15, subscriptionIntervals: [60] }, { supplyDays: null }))
        .statusCode,
    ).toBe(200);
    expect(await offers(id)).toEqual([
      { subscription: { intervals: [60], discountPercent: 15 }, supplyDays: 30 },
      { subscription: null, supplyDays: null },
    ]);

    // Switched off: the page is told nothing is offered; on again with an interval, it is.
    expect((await update(id, admin, { subscribable: false }, {})).statusCode).toBe(200);
    expect((await offers(id))[0]).toEqual({ subscription: null, supplyDays: 30 });
    expect(
      (
        await update(
          id,
          admin,
          {},
          { subscribable: true, subscriptionIntervals: [7, 365], subscriberDiscount: 50 },
        )
      ).statusCode,
    ).toBe(200);
    expect((await offers(id))[1]).toEqual({
      subscription: { intervals: [7, 365], discountPercent: 50 },
      supplyDays: null,
    });
  });

  it('refuses each bad setting with 400 and its message, and changes nothing', async () => {
    const id = await addProduct(monthly);
    const before = await details(id);
    const cases: [Record<string, unknown>, string][] = [
      [{ subscribable: true, subscriptionIntervals: [] }, subscriptionMessages.intervalRequired],
      [{ subscriptionIntervals: [6] }, subscriptionMessages.interval],
      [{ subscriptionIntervals: [30, 366] }, subscriptionMessages.interval],
      [{ subscriptionIntervals: [30.5] }, subscriptionMessages.interval],
      [{ subscriptionIntervals: ['30'] }, subscriptionMessages.interval],
      [{ subscriptionIntervals: [30, 60, 30] }, subscriptionMessages.intervalTwice],
      [{ subscriptionIntervals: [7, 14, 21, 28, 35, 42, 49] }, subscriptionMessages.tooManyIntervals],
      [{ subscriberDiscount: 51 }, subscriptionMessages.discount],
      [{ subscriberDiscount: -1 }, subscriptionMessages.discount],
      [{ subscriberDiscount: 12.5 }, subscriptionMessages.discount],
      [{ supplyDays: 0 }, subscriptionMessages.supplyDays],
      [{ supplyDays: 366 }, subscriptionMessages.supplyDays],
      [{ supplyDays: '' }, subscriptionMessages.supplyDays],
      [{ subscribable: 'yes' }, subscriptionMessages.subscribable],
      // The size is subscribable already: emptying its intervals is refused by the service, not the database.
      [{ subscriptionIntervals: [] }, subscriptionMessages.intervalRequired],
    ];
    for (const [change, message] of cases) {
      const res = await update(id, admin, { ...change, total_qty: 99 });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    expect(await details(id)).toEqual(before);
  });

  it('refuses a new size switched on without an interval', async () => {
    const res = await send(admin, 'POST', '/api/products', {
      name: 'Floor Concentrate without intervals',
      litreConfigs: JSON.stringify([
        { l_id: litreIds[0], price: 300, discounted_price: 0, discount: 0, total_qty: 5, subscribable: true },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(subscriptionMessages.intervalRequired);
    const [found] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products where name = 'Floor Concentrate without intervals'`,
    );
    expect(found!.n).toBe(0);
  });

  it('refuses a guest with 401 and a customer with 403, and their saves change nothing', async () => {
    const id = await addProduct({});
    const before = await details(id);
    expect((await update(id, undefined, monthly)).statusCode).toBe(401);
    expect((await update(id, customer, monthly)).statusCode).toBe(403);
    expect(await details(id)).toEqual(before);
  });
});

describe('the demo shop', () => {
  it('offers its concentrates and refills every 30, 45, 60 or 90 days at 10 % off; every size has days of supply', async () => {
    const sizes = await rows<{
      category: string;
      combos: boolean;
      label: string;
      subscribable: boolean;
      subscription_intervals: number[];
      subscriber_discount: number;
      supply_days: number | null;
    }>(
      t.database.db,
      sql`select c.name as category, p.combos, l.label, pl.subscribable, pl.subscription_intervals,
        pl.subscriber_discount, pl.supply_days
      from product_litres pl join products p on p.id = pl.product_id join categories c on c.id = p.category_id
      join litres l on l.id = pl.litre_id
      where p.name = any(${arrayLiteral(demoProducts.map((d) => d.name))}::text[])`,
    );
    const offered = sizes.filter((s) => s.subscribable);
    expect(offered.length).toBeGreaterThanOrEqual(10);
    for (const s of offered) {
      expect(s).toMatchObject({ category: 'Concentrates & Refills', combos: false });
      expect(s.subscription_intervals).toEqual([30, 45, 60, 90]);
      expect(s.subscriber_discount).toBe(10);
    }
    expect(
      sizes.filter((s) => s.category === 'Concentrates & Refills' && !s.combos && !s.subscribable),
    ).toEqual([]);
    expect(sizes.filter((s) => s.supply_days === null)).toEqual([]);
    const days = (label: string) => sizes.find((s) => s.label === label)!.supply_days;
    expect([days('500 ml'), days('1 L'), days('5 L')]).toEqual([30, 60, 300]);
  });
});
