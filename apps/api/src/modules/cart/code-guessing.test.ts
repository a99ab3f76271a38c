// Guessing discount codes (decision 0287): every request naming a code (the cart's quote, the checkout's quote,
// placing an order) counts against one limit per address and, signed in, per account; quotes without a code are
// never counted; and a code that is unknown, disabled, expired or not yet active gets one answer, so refusals
// tell nobody which codes exist. A guest is asked to sign in only for a sign-in-only code that is running.
// Real routes on a real database; promotions are written straight into their table.
import type { CartQuote } from '@chamak/shared/pricing';
import { promotionMessages } from '@chamak/shared/promotions';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../../db/schema/index.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkoutAddress, sizeInStock } from '../../test/checkout.ts';

const limit = 4;
const tooMany = { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' };
const notValid = { message: promotionMessages.unknown, code: 'COUPON_NOT_FOUND' };
let t: TestApp;
let size: { product_id: number; pl_id: number };
let addresses = 0;
/** A fresh client address, so each test counts from zero. */
const newAddress = () => `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`;

beforeAll(async () => {
  t = await testApp({ config: { discountCodeAttempts: limit } });
  size = await sizeInStock(t.database.db, 50);
});
afterAll(() => t?.close());

let codes = 0;
async function promo(over: Partial<typeof promotions.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(promotions)
    .values({ name: '10% off', code: `GUESS${++codes}X`, action: 'percent', percent: 10, ...over })
    .returning();
  return row!;
}

const send = (remoteAddress: string, options: InjectOptions) => t.app.inject({ ...options, remoteAddress });

/** A guest's cart quoted from `address`, with `code` when given. */
const guestQuote = (address: string, code?: string) =>
  send(address, {
    method: 'POST',
    url: '/api/cart/quote',
    payload: {
      cartDatas: [{ productId: size.product_id, pl_id: size.pl_id, quantity: 1 }],
      ...(code ? { code } : {}),
    },
  });

const customerQuote = (u: TestUser, address: string, code?: string) =>
  send(address, as(u.token, { method: 'POST', url: '/api/cart/quote', payload: { userId: u.userId, code } }));

async function customer(): Promise<TestUser> {
  const u = await signupAndLogin(t.app);
  await addToCart(t.app, u, size, 1);
  return u;
}

const placeCod = (u: TestUser, address: string, code: string) =>
  send(
    address,
    as(u.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: { ...checkoutAddress, userId: u.userId, paymentMethod: 'cod', code },
    }),
  );

describe('the code-attempt limit', () => {
  it('refuses a guest trying code after code with 429 once the address has used its attempts', async () => {
    const address = newAddress();
    for (let i = 0; i < limit; i++) {
      const res = await guestQuote(address, `NOPE${i}`);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as CartQuote).codeMessage).toBe(promotionMessages.unknown);
    }
    const refused = await guestQuote(address, 'NOPE99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    // Even a real code is refused from there now; another address still gets its answer.
    const real = await promo();
    expect((await guestQuote(address, real.code!)).statusCode).toBe(429);
    const elsewhere = await guestQuote(newAddress(), real.code!);
    expect(elsewhere.statusCode).toBe(200);
    expect((elsewhere.json() as CartQuote).codeApplied).toBe(real.code);
  });

  it('never counts a quote without a code, even from an address that has used its attempts', async () => {
    const address = newAddress();
    for (let i = 0; i < limit * 3; i++) expect((await guestQuote(address)).statusCode).toBe(200);
    for (let i = 0; i < limit; i++) expect((await guestQuote(address, `MISS${i}`)).statusCode).toBe(200);
    expect((await guestQuote(address, 'MISS9')).statusCode).toBe(429);
    const plain = await guestQuote(address);
    expect(plain.statusCode).toBe(200);
    expect((plain.json() as CartQuote).totalPaise).toBeGreaterThan(0);
  });

  it('limits a signed-in account per account, whatever address each attempt comes from', async () => {
    const u = await customer();
    for (let i = 0; i < limit; i++)
      expect((await customerQuote(u, newAddress(), `ACC${i}`)).statusCode).toBe(200);
    const refused = await customerQuote(u, newAddress(), 'ACC9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    // The checkout's quote and placing an order with a code count on the same limit; without a code, go on.
    const checkoutQuote = await send(
      newAddress(),
      as(u.token, { method: 'POST', url: '/api/order/quote', payload: { userId: u.userId, code: 'ACC10' } }),
    );
    expect(checkoutQuote.statusCode).toBe(429);
    expect((await placeCod(u, newAddress(), 'ACC11')).statusCode).toBe(429);
    expect((await customerQuote(u, newAddress())).statusCode).toBe(200);
    // Another account from the same kind of fresh address is untouched.
    expect((await customerQuote(await customer(), newAddress(), 'ACC12')).statusCode).toBe(200);
  });

  it('counts the cart quote and placing an order with a code against one limit per address', async () => {
    const address = newAddress();
    for (let i = 0; i < limit - 1; i++) expect((await guestQuote(address, `MIX${i}`)).statusCode).toBe(200);
    const u = await customer();
    const placed = await placeCod(u, address, 'MIX8');
    expect(placed.statusCode).toBe(422);
    expect(placed.json()).toEqual(notValid);
    const online = await send(
      address,
      as(u.token, {
        method: 'POST',
        url: '/api/order/order',
        payload: { ...checkoutAddress, userId: u.userId, paymentMethod: 'online', code: 'MIX9' },
      }),
    );
    expect(online.statusCode).toBe(429);
    expect(online.json()).toEqual(tooMany);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id = ${u.userId}`,
    );
    expect(n!.n).toBe(0);
  });
});

describe('one answer for a code that is not running', () => {
  const hour = 3600_000;
  it('answers unknown, disabled, expired and not-yet-active codes alike, on the quote and at placement', async () => {
    const disabled = await promo({ active: false });
    const expired = await promo({ endsAt: new Date(Date.now() - hour) });
    const notYet = await promo({ startsAt: new Date(Date.now() + hour) });
    for (const code of ['NOSUCHCODE', disabled.code!, expired.code!, notYet.code!]) {
      const u = await customer();
      const quoted = await customerQuote(u, newAddress(), code);
      expect(quoted.statusCode, quoted.body).toBe(200);
      expect((quoted.json() as CartQuote).codeMessage).toBe(promotionMessages.unknown);
      const guest = await guestQuote(newAddress(), code);
      expect((guest.json() as CartQuote).codeMessage).toBe(promotionMessages.unknown);
      const placed = await placeCod(u, newAddress(), code);
      expect(placed.statusCode, code).toBe(422);
      expect(placed.json()).toEqual(notValid);
    }
  });

  it('asks a guest to sign in only for a sign-in-only code that is running', async () => {
    const signInOnly = [{ perCustomerLimit: 1 }, { firstOrderOnly: true }];
    for (const rule of signInOnly) {
      const running = await promo(rule);
      const res = await guestQuote(newAddress(), running.code!);
      expect((res.json() as CartQuote).codeMessage).toBe(promotionMessages.signIn);
      for (const over of [
        { active: false },
        { endsAt: new Date(Date.now() - hour) },
        { startsAt: new Date(Date.now() + hour) },
      ]) {
        const hidden = await promo({ ...rule, ...over });
        const answer = await guestQuote(newAddress(), hidden.code!);
        expect((answer.json() as CartQuote).codeMessage).toBe(promotionMessages.unknown);
      }
    }
  });
});
