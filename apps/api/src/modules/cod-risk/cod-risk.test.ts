// The COD risk score and the COD rules (decisions 0335, 0338) through the real routes and database: a history of
// past cash orders built row by row gives a new order from that number or address its reasons; the admin reads the
// score of a placed order and blocks or allows its number; the value cap and the score's two steps (confirmation,
// COD off) each hold exactly at their threshold, at checkout's quote and at placement, which writes nothing when
// refused. The app's clock is fixed at midday in India, so the hour never counts.

import { type CodRiskSettings, codRiskMessages, defaultCodRiskSettings } from '@chamak/shared/cod-risk';
import { formatRupees } from '@chamak/shared/money';
import type { CartQuote } from '@chamak/shared/pricing';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import { forgetShopStats } from './facts.ts';
import { codVerdict } from './verdict.ts';

const now = new Date('2026-11-24T06:30:00Z'); // 12:00 in India
let t: TestApp;
let admin: string;
let shopper: TestUser;

beforeAll(async () => {
  t = await testApp({ clock: () => now });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  shopper = await signupAndLogin(t.app, { phone: '9812345670' });
});
afterAll(async () => {
  await t?.close();
});

const inject = (token: string | undefined, options: InjectOptions) => t.app.inject(as(token, options));

/** A past cash order that ended as `outcome`, written as the orders module leaves such a row. */
async function pastOrder(
  to: { phone: string; address: string; apt: string; postalCode: string },
  outcome: 'delivered' | 'rto' | 'cancelled',
) {
  const status = { delivered: 7, rto: 10, cancelled: 11 }[outcome];
  await t.database.db.execute(sql`insert into orders (status, payment_method, payment_status, subtotal_paise,
      delivery_charge_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code,
      delivered_at, returned_to_origin_at, cancelled_at, created_at)
    values (${status}, 'cod', ${outcome === 'delivered' ? 'cod_collected' : 'cod'}, 50000, 0, 50000, 'Past', 'Buyer',
      'past@example.com', ${to.phone}, ${to.address}, ${to.apt}, 'Kochi', 'Kerala', ${to.postalCode},
      ${outcome === 'delivered' ? sql`now() - interval '20 days'` : null},
      ${outcome === 'rto' ? sql`now() - interval '20 days'` : null},
      ${outcome === 'cancelled' ? sql`now() - interval '20 days'` : null}, now() - interval '30 days')`);
  forgetShopStats(t.database.db);
}

async function saveRules(rules: Partial<CodRiskSettings>) {
  const res = await inject(admin, {
    method: 'PUT',
    url: '/api/admin/settings/cod-risk',
    payload: { ...defaultCodRiskSettings, ...rules },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The checkout's quote of the shopper's cart for cash, with the number and address typed so far. */
async function cashQuote(
  user: TestUser,
  typed: Partial<typeof checkoutAddress> = checkoutAddress,
  headers: Record<string, string> = {},
) {
  const res = await inject(user.token, {
    method: 'POST',
    headers,
    url: '/api/cart/quote',
    payload: {
      userId: user.userId,
      paymentMethod: 'cod',
      postalCode: checkoutAddress.postalCode,
      ...(typed.phone ? { phone: typed.phone } : {}),
      ...(typed.address ? { address: typed.address, apt: typed.apt ?? '' } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CartQuote;
}

const orderCount = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`))[0]!.n;

/** The score the shop gives the shopper's cart now, to the standard checkout address. */
async function scoreNow(address: Partial<typeof checkoutAddress> = {}): Promise<number> {
  const quote = await cashQuote(shopper, { ...checkoutAddress, ...address });
  const verdict = await codVerdict(
    t.database.db,
    { ...checkoutAddress, ...address },
    {
      totalPaise: quote.totalPaise,
      deliveryPaise: quote.deliveryPaise,
      codFeePaise: quote.codFeePaise,
      unitsOfOneSize: Math.max(...quote.lines.map((l) => l.quantity)),
    },
    now,
  );
  return verdict.risk!.score;
}

describe('the score on a placed cash order', () => {
  it("gives the reasons of the number's and the address's past refusals, which the admin reads", async () => {
    const riskyPhone = '9900011122';
    const home = { address: '7 Temple Street', apt: 'House 21', postalCode: '682001' };
    await pastOrder({ ...home, phone: riskyPhone }, 'rto');
    await pastOrder({ ...home, phone: `+91 ${riskyPhone}` }, 'rto');
    await pastOrder({ ...home, phone: riskyPhone }, 'delivered');
    // Another number at the same address, written differently: the address's key is the same.
    await pastOrder(
      { phone: '9900099999', address: '7, Temple St.reet', apt: 'house 21', postalCode: '682001' },
      'rto',
    );

    const buyer = await signupAndLogin(t.app, { phone: riskyPhone });
    await addToCart(t.app, buyer, await sizeInStock(t.database.db, 20));
    const placed = await checkout(t.app, buyer, 'cod', { phone: riskyPhone, ...home });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId as number;

    const res = await inject(admin, { method: 'GET', url: `/api/admin/orders/${orderId}/cod-risk` });
    expect(res.statusCode, res.body).toBe(200);
    const risk = res.json() as { score: number; reasons: { signal: string; text: string; points: number }[] };
    const texts = risk.reasons.map((r) => r.text);
    expect(texts).toContain('This phone number refused or returned 2 of 3 COD orders');
    expect(texts).toContain('This address refused or returned 3 of 4 COD orders');
    expect(texts).not.toContain('First order from this phone number');
    // Largest first, and the score is their sum.
    const points = risk.reasons.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(risk.score).toBe(Math.round(points.reduce((a, b) => a + b, 0)));
    expect(risk.score).toBeGreaterThanOrEqual(50);

    // A clean first order from a new number scores low and says it is a first order.
    const fresh = await signupAndLogin(t.app, { phone: '9811122233' });
    await addToCart(t.app, fresh, await sizeInStock(t.database.db, 20));
    const first = await checkout(t.app, fresh, 'cod', { phone: '9811122233' });
    const firstRisk = (
      await inject(admin, { method: 'GET', url: `/api/admin/orders/${first.json().orderId}/cod-risk` })
    ).json() as { score: number; reasons: { text: string }[] };
    expect(firstRisk.reasons.map((r) => r.text)).toContain('First order from this phone number');
    expect(firstRisk.score).toBeLessThan(risk.score);
  });

  it('is for the admin only', async () => {
    expect(
      (await inject(shopper.token, { method: 'GET', url: '/api/admin/orders/1/cod-risk' })).statusCode,
    ).toBe(403);
    expect((await inject(undefined, { method: 'GET', url: '/api/admin/orders/1/cod-risk' })).statusCode).toBe(
      401,
    );
    expect(
      (await inject(shopper.token, { method: 'GET', url: '/api/admin/settings/cod-risk' })).statusCode,
    ).toBe(403);
    const put = await inject(shopper.token, {
      method: 'PUT',
      url: '/api/admin/cod/phone-rules',
      payload: { phone: '9812345670', rule: 'allow' },
    });
    expect(put.statusCode).toBe(403);
    expect((await inject(undefined, { method: 'GET', url: '/api/settings' })).json()).not.toHaveProperty(
      'codRisk',
    );
  });
});

describe('the COD rules at checkout', () => {
  beforeAll(async () => {
    await addToCart(t.app, shopper, await sizeInStock(t.database.db, 20), 2);
  });

  it('refuses cash above the value cap, and takes it at the cap exactly', async () => {
    const total = (await cashQuote(shopper)).totalPaise;
    await saveRules({ valueCapPaise: total });
    expect((await cashQuote(shopper)).codAvailable).toBe(true);

    await saveRules({ valueCapPaise: total - 100 });
    const over = await cashQuote(shopper, {});
    expect(over.codAvailable).toBe(false);
    expect(over.codMessage).toBe(codRiskMessages.overCap(total - 100));
    expect(over.codMessage).toMatch(/^Cash on delivery is available on orders up to ₹/);
    // A Hindi checkout reads the refusal in Hindi, with the same amount.
    const inHindi = await cashQuote(shopper, {}, { 'x-shop-language': 'hi' });
    expect(inHindi.codMessage).toBe(
      `कैश ऑन डिलीवरी ${formatRupees(total - 100)} तक के ऑर्डर पर उपलब्ध है। कृपया ऑनलाइन भुगतान करें, या कार्ट से कुछ हटाएँ।`,
    );

    const before = await orderCount();
    const placed = await checkout(t.app, shopper, 'cod');
    expect(placed.statusCode).toBe(422);
    expect(placed.json().message).toBe(codRiskMessages.overCap(total - 100));
    const placedInHindi = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        headers: { 'x-shop-language': 'hi' },
        payload: { ...checkoutAddress, userId: shopper.userId, paymentMethod: 'cod' },
      }),
    );
    expect(placedInHindi.statusCode).toBe(422);
    expect(placedInHindi.json().message).toBe(inHindi.codMessage);
    expect(await orderCount()).toBe(before);
    await saveRules({});
  });

  it('turns cash off from its score, and not one point below', async () => {
    const score = await scoreNow();
    expect(score).toBeGreaterThan(0);
    await saveRules({ offFrom: score + 1 });
    expect((await cashQuote(shopper)).codAvailable).toBe(true);

    await saveRules({ offFrom: score });
    const off = await cashQuote(shopper);
    expect(off.codAvailable).toBe(false);
    expect(off.codMessage).toBe(codRiskMessages.scoreOff);
    // Before a number and an address are typed the score is not judged: the cap alone.
    expect((await cashQuote(shopper, {})).codAvailable).toBe(true);

    const before = await orderCount();
    const placed = await checkout(t.app, shopper, 'cod');
    expect(placed.statusCode).toBe(422);
    expect(placed.json().message).toBe(codRiskMessages.scoreOff);
    expect(await orderCount()).toBe(before);
    // Paying online is never refused by the COD rules.
    expect((await checkout(t.app, shopper, 'online')).statusCode).toBe(200);
    await saveRules({});
  });

  it('holds the order for confirmation from its score, says so at checkout, and not one point below', async () => {
    const score = await scoreNow();
    await saveRules({ confirmFrom: score + 1 });
    expect((await cashQuote(shopper)).codNotice).toBeNull();

    await saveRules({ confirmFrom: score });
    const quote = await cashQuote(shopper);
    expect(quote.codAvailable).toBe(true);
    expect(quote.codNotice).toBe(codRiskMessages.confirm);

    const placed = await checkout(t.app, shopper, 'cod');
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (
      await inject(admin, { method: 'GET', url: `/api/order/get/${placed.json().orderId}` })
    ).json() as { confirmation: { dueAt: string } | null };
    expect(order.confirmation).not.toBeNull();
    await saveRules({});
  });

  it('asks part paid online from its score instead of a confirmation, and not one point below', async () => {
    await addToCart(t.app, shopper, await sizeInStock(t.database.db, 20));
    const score = await scoreNow();
    await saveRules({ confirmFrom: 1, advanceFrom: score + 1 });
    const below = await cashQuote(shopper);
    expect(below.codAdvancePaise).toBe(0);
    expect(below.codNotice).toBe(codRiskMessages.confirm);

    await saveRules({ confirmFrom: 1, advanceFrom: score });
    const at = await cashQuote(shopper);
    expect(at.codAdvancePaise).toBeGreaterThan(0);
    expect(at.codNotice).toBe(
      codRiskMessages.advance(at.codAdvancePaise!, at.totalPaise - at.codAdvancePaise!),
    );
    await saveRules({});
  });

  it("blocks a number the admin blocked, and lets an allowed number past the score's rules", async () => {
    const buyer = await signupAndLogin(t.app, { phone: '9822233344' });
    await addToCart(t.app, buyer, await sizeInStock(t.database.db, 20));
    const typed = { ...checkoutAddress, phone: '9822233344' };

    const block = await inject(admin, {
      method: 'PUT',
      url: '/api/admin/cod/phone-rules',
      payload: { phone: '+91 98222 33344', rule: 'block', note: 'Refused three parcels' },
    });
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json().phoneRules).toContainEqual(
      expect.objectContaining({ phone: '9822233344', rule: 'block', note: 'Refused three parcels' }),
    );
    const blocked = await cashQuote(buyer, typed);
    expect(blocked.codAvailable).toBe(false);
    expect(blocked.codMessage).toBe(codRiskMessages.phoneBlocked);
    const placed = await checkout(t.app, buyer, 'cod', { phone: '9822233344' });
    expect(placed.statusCode).toBe(422);
    expect(placed.json().message).toBe(codRiskMessages.phoneBlocked);

    // Allowed: COD off from score 1 refuses everyone else, not this number.
    await inject(admin, {
      method: 'PUT',
      url: '/api/admin/cod/phone-rules',
      payload: { phone: '9822233344', rule: 'allow' },
    });
    await saveRules({ offFrom: 1 });
    expect((await cashQuote(buyer, typed)).codAvailable).toBe(true);
    // Anyone else with a cart is refused (the shopper's cart was emptied by the order placed before).
    await addToCart(t.app, shopper, await sizeInStock(t.database.db, 20));
    expect((await cashQuote(shopper)).codAvailable).toBe(false);
    await saveRules({});

    const removed = await inject(admin, { method: 'DELETE', url: '/api/admin/cod/phone-rules/9822233344' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().phoneRules).not.toContainEqual(expect.objectContaining({ phone: '9822233344' }));
    const again = await inject(admin, { method: 'DELETE', url: '/api/admin/cod/phone-rules/9822233344' });
    expect(again.statusCode).toBe(404);
  });

  it('refuses rules that do not make sense, each with its message, and keeps the saved ones', async () => {
    await saveRules({ confirmFrom: 40, offFrom: 80 });
    const cases: [Record<string, unknown>, string][] = [
      [
        { confirmFrom: 60, offFrom: 50 },
        'The scores must rise: confirmation, then part paid online, then COD off',
      ],
      [
        { confirmFrom: 40, advanceFrom: 40 },
        'The scores must rise: confirmation, then part paid online, then COD off',
      ],
      [
        { advance: { kind: 'percent', percent: 95 } },
        'The advance percentage must be a whole number from 5 to 90',
      ],
      [{ offFrom: 101 }, 'COD off from must be a score from 1 to 100'],
      [{ valueCapPaise: -5 }, 'The COD limit must be at least ₹1'],
      [{ weights: { ...defaultCodRiskSettings.weights, firstOrder: 500 } }, ''],
    ];
    for (const [change, message] of cases) {
      const res = await inject(admin, {
        method: 'PUT',
        url: '/api/admin/settings/cod-risk',
        payload: { ...defaultCodRiskSettings, ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    const bad = await inject(admin, {
      method: 'PUT',
      url: '/api/admin/cod/phone-rules',
      payload: { phone: '12345', rule: 'block' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a 10-digit mobile number');
    const saved = (await inject(admin, { method: 'GET', url: '/api/admin/settings/cod-risk' })).json();
    expect(saved.settings).toMatchObject({ confirmFrom: 40, offFrom: 80 });
    await saveRules({});
  });
});
