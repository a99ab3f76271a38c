// The admin's Promotions API and the storefront's offers: who may call them, every bad input refused with its
// field named, codes unique among active promotions whatever their case, a used promotion kept (disable
// only), the usage figures, the offers' window, and the promo banner's link to a promotion.
import { randomBytes } from 'node:crypto';
import { promotionMessages } from '@chamak/shared/promotions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPromotions, seedDemoPromotions } from '../../../../../tools/demo-data/demo-promotions.ts';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { fields, multipart } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const unique = () => randomBytes(3).toString('hex').toUpperCase();
const base = (over: Record<string, unknown> = {}) => ({
  name: 'Diwali sale',
  code: `DIWALI${unique()}`,
  action: 'percent',
  percent: 10,
  ...over,
});
const create = (body: Record<string, unknown>, token = admin) =>
  t.app.inject(as(token, { method: 'POST', url: '/api/admin/promotions', payload: body }));
const update = (id: number, body: Record<string, unknown>) =>
  t.app.inject(as(admin, { method: 'PUT', url: `/api/admin/promotions/${id}`, payload: body }));
const remove = (id: number) =>
  t.app.inject(as(admin, { method: 'DELETE', url: `/api/admin/promotions/${id}` }));
type Listed = Record<string, unknown> & { id: number; code: string | null; uses: number; used: boolean };
const list = async () =>
  (await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/promotions' }))).json() as Listed[];
const listed = async (id: number) => (await list()).find((p) => p.id === id)!;
const offers = async () =>
  (await t.app.inject('/api/promotions/offers')).json() as { id: number; name: string; badge: string }[];

/** An order of the demo customer's kind, placed cash on delivery, to hang discounts on. */
async function placedOrder(): Promise<number> {
  const u = await signupAndLogin(t.app);
  await addToCart(t.app, u, await sizeInStock(t.database.db));
  const placed = await checkout(t.app, u, 'cod');
  expect(placed.statusCode).toBe(200);
  return placed.json().orderId as number;
}

/** A discount row as the orders module writes it (redeemed in orderPlaced; released when given back). */
async function discount(
  orderId: number,
  promotionId: number,
  paise: number,
  state: 'pending' | 'redeemed' | 'released',
) {
  await t.database.db.execute(
    sql`insert into order_discounts (order_id, promotion_id, label, kind, amount_paise, redeemed_at, released_at)
        values (${orderId}, ${promotionId}, 'test', 'lines', ${paise},
          ${state === 'pending' ? null : sql`now()`}, ${state === 'released' ? sql`now()` : null})`,
  );
}

describe('admin promotions', () => {
  it('are for admins only', async () => {
    const customer = await signupAndLogin(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/promotions'],
      ['POST', '/api/admin/promotions'],
      ['PUT', '/api/admin/promotions/1'],
      ['DELETE', '/api/admin/promotions/1'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: base() })).statusCode).toBe(401);
      expect((await t.app.inject(as(customer.token, { method, url, payload: base() }))).statusCode).toBe(403);
    }
  });

  it('creates, lists, edits and deletes a promotion, keeping only the chosen action figures', async () => {
    const body = base({
      code: ` welcome${unique()} `,
      startsAt: '2026-12-01T00:00:00+05:30',
      endsAt: '2026-12-31T23:59:00+05:30',
      usageLimit: 100,
      perCustomerLimit: 1,
      minCart: 499,
      appliesTo: 'categories',
      categoryIds: [1, 2, 2],
      productIds: [5],
      firstOrderOnly: true,
      cap: 150.5,
      amount: 40,
    });
    const created = await create(body);
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(promotionMessages.created);
    const id = created.json().id as number;
    expect(await listed(id)).toMatchObject({
      name: 'Diwali sale',
      code: (body.code as string).trim(),
      startsAt: '2026-11-30T18:30:00.000Z',
      endsAt: '2026-12-31T18:29:00.000Z',
      active: true,
      usageLimit: 100,
      perCustomerLimit: 1,
      minCart: 499,
      appliesTo: 'categories',
      categoryIds: [1, 2],
      productIds: [],
      firstOrderOnly: true,
      onlineOnly: false,
      action: 'percent',
      percent: 10,
      cap: 150.5,
      amount: null,
      badge: '10% off (up to ₹150.50) on orders above ₹499',
      uses: 0,
      discountGiven: 0,
      used: false,
      releaseOnCancel: true,
    });

    const edited = await update(id, {
      name: 'Buy more',
      code: '',
      action: 'bxgy',
      buyQty: 2,
      getQty: 1,
      percent: 10,
      appliesTo: 'products',
      productIds: [3, 4],
      onlineOnly: true,
      releaseOnCancel: false,
    });
    expect(edited.json()).toEqual({ message: promotionMessages.updated, id });
    expect(await listed(id)).toMatchObject({
      name: 'Buy more',
      code: null,
      startsAt: null,
      action: 'bxgy',
      buyQty: 2,
      getQty: 1,
      percent: null,
      cap: null,
      categoryIds: [],
      productIds: [3, 4],
      minCart: 0,
      badge: 'Buy 2 get 1 free when you pay online',
      releaseOnCancel: false,
    });

    expect((await remove(id)).json()).toEqual({ message: promotionMessages.deleted });
    expect(await listed(id)).toBeUndefined();
    expect((await remove(id)).statusCode).toBe(404);
    expect((await update(id, base())).statusCode).toBe(404);
  });

  it.each([
    [{ percent: 101 }, 'percent must be at most 100'],
    [{ percent: 0 }, 'percent must be at least 1'],
    [{ percent: 12.5 }, 'percent must be a whole number'],
    [{ percent: undefined }, 'percent is required for a percentage offer'],
    [{ cap: -5 }, 'cap cannot be negative'],
    [{ cap: 0 }, 'cap must be more than 0'],
    [{ minCart: -1 }, 'minCart cannot be negative'],
    [{ minCart: 10.005 }, 'minCart must have at most two decimals'],
    [{ action: 'fixed', amount: -100 }, 'amount cannot be negative'],
    [{ action: 'fixed' }, 'amount must be more than 0 for a fixed offer'],
    [{ action: 'bxgy', getQty: 1 }, 'buyQty is required for buy X get Y'],
    [{ action: 'bxgy', buyQty: 0, getQty: 1 }, 'buyQty must be at least 1'],
    [{ action: 'half' }, 'action must be percent, fixed, free_delivery or bxgy'],
    [{ usageLimit: -3 }, 'usageLimit must be at least 1'],
    [{ perCustomerLimit: 1.5 }, 'perCustomerLimit must be a whole number'],
    [
      { startsAt: '2026-12-31T00:00:00+05:30', endsAt: '2026-12-01T00:00:00+05:30' },
      'endsAt must be after startsAt',
    ],
    [{ startsAt: '31/12/2026' }, 'startsAt must be a date and time'],
    [{ code: 'WEL COME' }, 'code must be 3 to 32 letters, digits, - or _ (no spaces)'],
    [{ code: 'AB' }, 'code must be 3 to 32 letters, digits, - or _ (no spaces)'],
    [{ name: '  ' }, 'name is required'],
    [{ appliesTo: 'categories' }, 'Choose at least one category'],
    [{ appliesTo: 'products', productIds: [0] }, 'productIds'],
  ])('refuses %j with a 400 naming the field', async (over, message) => {
    const res = await create(base(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('keeps a code unique among active promotions whatever its case, and frees it when disabled', async () => {
    const code = `SAVE${unique()}`;
    const first = await create(base({ code }));
    expect(first.statusCode).toBe(200);
    const again = await create(base({ code: code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(promotionMessages.codeTaken);

    // A disabled one may share it; enabling it while the other is active is refused.
    const second = await create(base({ code: code.toLowerCase(), active: false }));
    expect(second.statusCode).toBe(200);
    const enable = await update(second.json().id, base({ code: code.toLowerCase(), active: true }));
    expect(enable.statusCode).toBe(409);
    expect(enable.json().message).toBe(promotionMessages.codeTaken);
    expect((await update(first.json().id, base({ code, active: false }))).statusCode).toBe(200);
    expect((await update(second.json().id, base({ code: code.toLowerCase() }))).statusCode).toBe(200);
    // Saving the same promotion keeps its own code.
    expect((await update(second.json().id, base({ code: code.toUpperCase() }))).statusCode).toBe(200);
  });

  it('lets the unique index decide two enables racing for one code: one wins, the other is a 409', async () => {
    const code = `RACE${unique()}`;
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await create(base({ code, active: false }))).json().id);
    const results = await Promise.all(ids.map((id) => update(id, base({ code, active: true }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(promotionMessages.codeTaken);
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from promotions where active and lower(code) = lower(${code})`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('counts redeemed uses not given back, and refuses to delete a promotion an order used', async () => {
    const id = (await create(base({ usageLimit: 5 }))).json().id as number;
    const [a, b, c] = [await placedOrder(), await placedOrder(), await placedOrder()];
    await discount(a, id, 5000, 'redeemed');
    await discount(b, id, 2550, 'redeemed');
    await discount(c, id, 9900, 'released');
    expect(await listed(id)).toMatchObject({ uses: 2, discountGiven: 75.5, used: true });

    const refused = await remove(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(promotionMessages.inUse);
    // Disabling is how it goes.
    expect((await update(id, base({ code: (await listed(id)).code, active: false }))).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ active: false, uses: 2 });

    // Used by an order not yet placed (not redeemed): still kept.
    const pending = (await create(base())).json().id as number;
    await discount(await placedOrder(), pending, 1000, 'pending');
    expect(await listed(pending)).toMatchObject({ uses: 0, used: true });
    expect((await remove(pending)).statusCode).toBe(409);
  });
});

describe('storefront offers', () => {
  it('lists the automatic offers running now, not codes, disabled, future, past or used-up ones', async () => {
    // Placed first: the order that used up the last offer below, before any automatic offer runs.
    const usedUpOrder = await placedOrder();
    const day = 86_400_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const name = (s: string) => `${s} ${unique()}`;
    const running = name('Running');
    const made = async (over: Record<string, unknown>) => (await create(base(over))).json().id as number;
    const runningId = await made({
      name: running,
      code: null,
      action: 'bxgy',
      buyQty: 2,
      getQty: 1,
      appliesTo: 'products',
      productIds: [1],
      startsAt: at(-day),
      endsAt: at(day),
    });
    const open = name('Open ended');
    await made({ name: open, code: '', action: 'free_delivery', minCart: 999 });
    const hidden = [
      await made({ name: name('A code') }),
      await made({ name: name('Disabled'), code: null, active: false }),
      await made({ name: name('Future'), code: null, startsAt: at(day) }),
      await made({ name: name('Past'), code: null, startsAt: at(-2 * day), endsAt: at(-day) }),
    ];
    const usedUp = await made({ name: name('Used up'), code: null, usageLimit: 1 });
    await discount(usedUpOrder, usedUp, 100, 'redeemed');
    hidden.push(usedUp);

    const list = await offers();
    const mine = list.find((o) => o.id === runningId);
    expect(mine).toEqual({
      id: runningId,
      name: running,
      badge: 'Buy 2 get 1 free',
      appliesTo: 'products',
      categoryIds: [],
      productIds: [1],
      minCart: 0,
      onlineOnly: false,
      endsAt: expect.any(String),
    });
    expect(list.find((o) => o.name === open)?.badge).toBe('Free delivery on orders above ₹999');
    for (const id of hidden) expect(list.some((o) => o.id === id)).toBe(false);
    const res = await t.app.inject('/api/promotions/offers');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('offers on an app that caches', () => {
  let cached: TestApp;
  let token: string;
  beforeAll(async () => {
    cached = await testApp({ cacheTtlMs: 60_000 });
    token = (await login(cached.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  });
  afterAll(() => cached?.close());
  const read = async () => (await cached.app.inject('/api/promotions/offers')).json() as { id: number }[];

  it('drops a cached offer as soon as the admin disables it', async () => {
    const body = base({ name: 'Cached offer', code: null });
    const made = await cached.app.inject(
      as(token, { method: 'POST', url: '/api/admin/promotions', payload: body }),
    );
    expect((await read()).map((o) => o.id)).toEqual([made.json().id]);
    expect((await cached.app.inject('/api/promotions/offers')).headers['x-cache']).toBe('hit');
    await cached.app.inject(
      as(token, {
        method: 'PUT',
        url: `/api/admin/promotions/${made.json().id}`,
        payload: { ...body, active: false },
      }),
    );
    expect(await read()).toEqual([]);
  });

  it("the demo shop's promotions are the prepaid offer and WELCOME10 (loaded by npm start, not the tests' seed)", async () => {
    const before = (
      await cached.app.inject(as(token, { method: 'GET', url: '/api/admin/promotions' }))
    ).json();
    expect(before.every((p: Listed) => !demoPromotions.some((d) => d.name === p.name))).toBe(true);
    await seedDemoPromotions(cached.database.db);
    cached.app.responseCache.clear();
    const all = (await cached.app.inject(as(token, { method: 'GET', url: '/api/admin/promotions' }))).json();
    expect(all).toHaveLength(before.length + demoPromotions.length);
    const [prepaid] = await read();
    expect(prepaid).toMatchObject({
      name: '5% off when you pay online',
      badge: '5% off (up to ₹100) when you pay online',
      onlineOnly: true,
    });
    expect(all.find((p: Listed) => p.code === 'WELCOME10')).toMatchObject({
      firstOrderOnly: true,
      minCart: 499,
      percent: 10,
      badge: '10% off on orders above ₹499',
    });
    // A Hindi page reads the same offer in Hindi, its conditions before it; the English answer is unchanged.
    const hindi = (
      await cached.app.inject({ url: '/api/promotions/offers', headers: { 'x-shop-language': 'hi' } })
    ).json() as { badge: string }[];
    expect(hindi[0]!.badge).toBe('ऑनलाइन भुगतान पर 5% की छूट (अधिकतम ₹100)');
    expect((await read())[0]).toMatchObject({ badge: '5% off (up to ₹100) when you pay online' });
  });
});

describe('promo banner linking to a promotion', () => {
  it('saves the link, shows the running promotion on the public banner, and refuses an unknown one', async () => {
    const code = `BANNER${unique()}`;
    const id = (await create(base({ name: 'Banner deal', code }))).json().id as number;
    const [banner] = (await t.app.inject('/api/promo-banners')).json() as { id: number; title: string }[];
    const put = (promotionId: string) => {
      const body = multipart(fields({ title: 'Deals', description: 'Big deals', promotionId }));
      return t.app.inject(
        as(admin, {
          method: 'PUT',
          url: `/api/promo-banners/${banner!.id}`,
          payload: body.payload,
          headers: body.headers,
        }),
      );
    };
    expect((await put(String(id))).statusCode).toBe(200);
    const [shown] = (await t.app.inject('/api/promo-banners')).json();
    expect(shown).toMatchObject({
      title: 'Deals',
      promotionId: id,
      promotion: { id, name: 'Banner deal', badge: '10% off', code },
    });
    const [inHindi] = (
      await t.app.inject({ url: '/api/promo-banners', headers: { 'x-shop-language': 'hi' } })
    ).json();
    expect(inHindi.promotion).toMatchObject({ id, badge: '10% की छूट' });

    // A disabled promotion is not advertised, though the admin's choice stays.
    await update(id, base({ name: 'Banner deal', code, active: false }));
    expect((await t.app.inject('/api/promo-banners')).json()[0]).toMatchObject({
      promotionId: id,
      promotion: null,
    });

    const unknown = await put('999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('promotionId');
    const bad = await put('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('promotionId');

    expect((await put('')).statusCode).toBe(200);
    expect((await t.app.inject('/api/promo-banners')).json()[0]).toMatchObject({
      promotionId: null,
      promotion: null,
    });
    // Deleting a linked promotion unlinks the banner (the foreign key sets it null).
    expect((await put(String(id))).statusCode).toBe(200);
    expect((await remove(id)).statusCode).toBe(200);
    expect((await t.app.inject('/api/promo-banners')).json()[0].promotionId).toBeNull();
  });
});
