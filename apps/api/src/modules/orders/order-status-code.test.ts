// Following an order by its number and mobile (decision 0322) through the real routes and database: a code goes
// to the order's own number only, and every request gets the same answer (an unknown order, another number, an
// order not placed: nothing sent, no code stored); the code typed back answers the status link's token, which the
// status page takes; it signs nobody in, a sign-in code does not open it and it opens no sign-in; wrong, expired
// and used codes, and too many tries, are refused as the sign-in's, for a sent code and an unsent one alike; the
// limits per number count sign-in and order codes together; with MSG91 configured, only the order's number gets
// an SMS.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { addressMaker, movableClock, numberMaker } from '../../test/phone-codes.ts';

// 09:00 in India on a Monday: far from the shop's midnight and on a quarter hour.
const start = new Date('2026-11-30T03:30:00.000Z');

const movable = () => movableClock(start);
/** A mobile number no other test (or the demo shop) uses. */
const freshNumber = numberMaker('7', 200_000_000, 7927);
/** A client address of its own, so the per-address limit of one test never reaches another. */
const freshAddress = addressMaker(41);
const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

const askCode = (app: FastifyInstance, payload: Record<string, unknown>, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/order-status/code', remoteAddress, payload });
const verifyCode = (app: FastifyInstance, payload: Record<string, unknown>, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/order-status/verify', remoteAddress, payload });
const askSignIn = (app: FastifyInstance, phone: string) =>
  app.inject({ method: 'POST', url: '/api/auth/otp', remoteAddress: freshAddress(), payload: { phone } });
const verifySignIn = (app: FastifyInstance, phone: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    remoteAddress: freshAddress(),
    payload: { phone, code },
  });

const wrongCode = (left: number) => ({
  code: 'OTP_WRONG',
  message: `That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
});
const expired = {
  code: 'OTP_EXPIRED',
  message: 'This code has expired or was already used. Ask for a new one.',
};
const tooManyTries = { code: 'OTP_TOO_MANY_TRIES', message: 'Too many wrong codes. Ask for a new one.' };

/** A cash order placed through the checkout with `phone` as its address's mobile (as typed). */
async function orderWith(
  t: TestApp,
  phone: string,
  paymentMethod: 'cod' | 'online' = 'cod',
): Promise<number> {
  const shopper = await signupAndLogin(t.app);
  await addToCart(t.app, shopper, await sizeInStock(t.database.db));
  const res = await checkout(t.app, shopper, paymentMethod, { phone });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { orderId?: number; data?: { orderId: number } };
  const orderId = body.orderId ?? body.data!.orderId;
  expect(orderId).toBeGreaterThan(0);
  return orderId;
}

const codesOf = (t: TestApp, phone: string) =>
  rows<{ purpose: string; used_at: Date | null }>(
    t.database.db,
    sql`select purpose, used_at from phone_codes where phone = ${phone} order by id`,
  );
const accountsOf = async (t: TestApp, phone: string) =>
  (
    await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where phone = ${phone}`)
  )[0]!.n;

describe('in the sandbox (no provider, OTP_SANDBOX)', () => {
  let t: TestApp;
  const time = movable();
  beforeAll(async () => {
    t = await testApp({ clock: time.clock });
  });
  afterAll(() => t?.close());
  beforeEach(() => time.set(start));

  it("sends a code to the order's number and answers the status link's token for it, signing nobody in", async () => {
    const phone = freshNumber();
    const orderId = await orderWith(t, spaced(phone));
    const accounts = await accountsOf(t, phone);
    const sent = await askCode(t.app, { orderId: `#${orderId}`, phone: `0${phone}` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: true, channel: 'test', resendAfterSeconds: 30, testCode: '123456' });
    expect(await codesOf(t, phone)).toEqual([{ purpose: 'order-status', used_at: null }]);

    const verified = await verifyCode(t.app, { orderId, phone, code: '123456' });
    expect(verified.statusCode, verified.body).toBe(200);
    const { token } = verified.json() as { token: string };
    expect(Object.keys(verified.json())).toEqual(['token']);
    expect(token).toMatch(new RegExp(`^${orderId}\\.\\d+\\.[\\w-]{22}$`));
    const page = await t.app.inject({ method: 'GET', url: `/api/order-status/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ id: orderId });
    // Used once; no account was made or reached for the number.
    expect((await codesOf(t, phone))[0]!.used_at).not.toBeNull();
    expect((await verifyCode(t.app, { orderId, phone, code: '123456' })).json()).toEqual(expired);
    expect(await accountsOf(t, phone)).toBe(accounts);
  });

  it('answers an unknown order, another number and an order not placed the same, and sends and stores nothing', async () => {
    const phone = freshNumber();
    const orderId = await orderWith(t, phone);
    const stranger = freshNumber();
    const matched = await askCode(t.app, { orderId, phone });
    for (const payload of [
      { orderId, phone: stranger },
      { orderId: 999_999_999, phone: stranger },
      { orderId: 999_999_999, phone },
    ]) {
      const res = await askCode(t.app, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(matched.json());
      expect(res.headers['content-type']).toBe(matched.headers['content-type']);
    }
    expect(await codesOf(t, stranger)).toEqual([]);
    // The order waiting for its online payment has no status page: no code for it either.
    const other = freshNumber();
    const unpaid = await orderWith(t, other, 'online');
    expect((await askCode(t.app, { orderId: unpaid, phone: other })).json()).toEqual(matched.json());
    expect(await codesOf(t, other)).toEqual([]);

    // Typed back, an unsent code is refused as a wrong one, try by try, as a sent one is: the answers do not tell.
    for (const left of [4, 3, 2, 1]) {
      const sentWrong = await verifyCode(t.app, { orderId, phone, code: '654321' });
      const unsent = await verifyCode(t.app, { orderId, phone: stranger, code: '123456' });
      expect([sentWrong.statusCode, unsent.statusCode]).toEqual([400, 400]);
      expect(sentWrong.json()).toEqual(wrongCode(left));
      expect(unsent.json()).toEqual(wrongCode(left));
    }
    for (const payload of [
      { orderId, phone, code: '654321' },
      { orderId, phone: stranger, code: '123456' },
    ]) {
      const fifth = await verifyCode(t.app, payload);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toEqual(tooManyTries);
    }
    // A number nobody asked a code for: expired, as with the sign-in.
    expect((await verifyCode(t.app, { orderId, phone: freshNumber(), code: '123456' })).json()).toEqual(
      expired,
    );
  });

  it('keeps sign-in codes and order codes apart: neither opens the other, and neither replaces the other', async () => {
    const phone = freshNumber();
    const orderId = await orderWith(t, phone);
    const accounts = await accountsOf(t, phone);

    expect((await askSignIn(t.app, phone)).statusCode).toBe(200);
    const signInCodeForOrder = await verifyCode(t.app, { orderId, phone, code: '123456' });
    expect(signInCodeForOrder.statusCode).toBe(400);
    expect(signInCodeForOrder.json()).toEqual(expired);

    // An order code beside the live sign-in code: the sign-in's still signs in, once; the order's opens no sign-in.
    expect((await askCode(t.app, { orderId, phone })).statusCode).toBe(200);
    expect((await codesOf(t, phone)).map((c) => [c.purpose, c.used_at])).toEqual([
      ['sign-in', null],
      ['order-status', null],
    ]);
    const signedIn = await verifySignIn(t.app, phone, '123456');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const orderCodeForSignIn = await verifySignIn(t.app, phone, '123456');
    expect(orderCodeForSignIn.statusCode).toBe(400);
    expect(orderCodeForSignIn.json()).toEqual(expired);
    expect(await accountsOf(t, phone)).toBe(accounts + 1);
    // The order code is still live and opens the order.
    expect((await verifyCode(t.app, { orderId, phone, code: '123456' })).statusCode).toBe(200);
  });

  it('opens any order of the number the code proves, and no order of another number', async () => {
    const phone = freshNumber();
    const first = await orderWith(t, phone);
    const second = await orderWith(t, phone);
    const someoneElses = await orderWith(t, freshNumber());
    expect((await askCode(t.app, { orderId: first, phone })).statusCode).toBe(200);
    // The right code for this number, named with someone else's order: refused, and the code stays usable.
    const elsewhere = await verifyCode(t.app, { orderId: someoneElses, phone, code: '123456' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual(expired);
    const token = (await verifyCode(t.app, { orderId: second, phone, code: '123456' })).json()
      .token as string;
    expect(token.startsWith(`${second}.`)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/order-status/${token}` })).json().id).toBe(second);
  });

  it('refuses a code after its 10 minutes, and a locked code even when right; a new code starts again', async () => {
    const phone = freshNumber();
    const orderId = await orderWith(t, phone);
    await askCode(t.app, { orderId, phone });
    time.advance(10 * 60_000 + 1000);
    const late = await verifyCode(t.app, { orderId, phone, code: '123456' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(expired);

    await askCode(t.app, { orderId, phone });
    for (let i = 0; i < 4; i++) await verifyCode(t.app, { orderId, phone, code: '000000' });
    expect((await verifyCode(t.app, { orderId, phone, code: '000000' })).json()).toEqual(tooManyTries);
    expect((await verifyCode(t.app, { orderId, phone, code: '123456' })).json()).toEqual(tooManyTries);
    await askCode(t.app, { orderId, phone });
    expect((await verifyCode(t.app, { orderId, phone, code: '123456' })).statusCode).toBe(200);
  });

  it('counts sign-in codes, order codes and unsent order codes against the same limits per number', async () => {
    const phone = freshNumber();
    const orderId = await orderWith(t, phone);
    expect((await askSignIn(t.app, phone)).statusCode).toBe(200);
    expect((await askCode(t.app, { orderId, phone })).statusCode).toBe(200);
    expect((await askSignIn(t.app, phone)).statusCode).toBe(200);
    const fourth = await askCode(t.app, { orderId, phone });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'OTP_LIMIT',
      message: 'Too many codes for this number. Try again in 15 minutes.',
    });
    expect(fourth.headers['retry-after']).toBe('900');
    expect((await askSignIn(t.app, phone)).statusCode).toBe(429);

    // A number that is no order's reaches the limit as soon: the refusal tells nothing either.
    const stranger = freshNumber();
    for (let i = 0; i < 3; i++)
      expect((await askCode(t.app, { orderId, phone: stranger })).statusCode).toBe(200);
    expect((await askCode(t.app, { orderId, phone: stranger })).json()).toMatchObject({ code: 'OTP_LIMIT' });
    expect((await askSignIn(t.app, stranger)).statusCode).toBe(429);

    // Per client address: ten codes an hour, whichever purpose and number.
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await askCode(t.app, { orderId, phone: freshNumber() }, address)).statusCode).toBe(200);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/otp',
            remoteAddress: address,
            payload: { phone: freshNumber() },
          })
        ).statusCode,
      ).toBe(200);
    }
    const eleventh = await askCode(t.app, { orderId, phone: freshNumber() }, address);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/^Too many codes from this network/);
  });

  it('refuses an empty or malformed order number and what is no Indian mobile, under their own codes', async () => {
    const phone = freshNumber();
    const orderId = await orderWith(t, phone);
    const empty = await askCode(t.app, { orderId: ' ', phone });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'orderId: Enter your order number' });
    const letters = await askCode(t.app, { orderId: 'CH-12', phone });
    expect(letters.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'orderId: An order number is digits only, as in Order #1024',
    });
    const landline = await askCode(t.app, { orderId, phone: '022 2345 6789' });
    expect(landline.statusCode).toBe(400);
    expect(landline.json()).toEqual({
      code: 'PHONE_INVALID',
      message: 'Enter a 10-digit Indian mobile number',
    });
    const shortCode = await verifyCode(t.app, { orderId, phone, code: '123' });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().code).toBe('VALIDATION_FAILED');
    const extra = await askCode(t.app, { orderId, phone, userId: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await codesOf(t, phone)).toEqual([]);
  });
});

type Seen = { templateId: string; mobiles: string };

describe('with MSG91 configured', () => {
  const seen: Seen[] = [];
  const msg91: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(data || 'null') as {
        template_id: string;
        recipients: { mobiles: string }[];
      };
      seen.push({ templateId: body.template_id, mobiles: body.recipients[0]!.mobiles });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"type":"success","message":"abc"}');
    });
  });
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => msg91.listen(0, '127.0.0.1', resolve));
    t = await testApp({
      clock: () => start,
      config: {
        phone: {
          msg91: {
            authKey: 'msg91-key',
            senderId: 'CHAMAK',
            baseUrl: `http://127.0.0.1:${(msg91.address() as AddressInfo).port}`,
          },
          whatsapp: undefined,
        },
      },
    });
    await t.database.db.execute(
      sql`insert into shop_settings (key, value)
        values ('phoneSignIn', ${JSON.stringify({ channel: 'sms', smsTemplateId: 'otp-template', whatsappLanguage: 'en', dailyCap: 300 })}::jsonb)
        on conflict (key) do update set value = excluded.value`,
    );
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => msg91.close(resolve));
  });

  it("sends an SMS to the order's number only, with the same answer for another number", async () => {
    const phone = freshNumber();
    const orderId = await orderWith(t, phone);
    const codes = () => seen.filter((s) => s.templateId === 'otp-template');
    const stranger = freshNumber();
    const unsent = await askCode(t.app, { orderId, phone: stranger });
    expect(unsent.statusCode, unsent.body).toBe(200);
    expect(unsent.json()).toEqual({ sent: true, channel: 'sms', resendAfterSeconds: 30 });
    expect(codes()).toEqual([]);
    const sent = await askCode(t.app, { orderId, phone });
    expect(sent.json()).toEqual(unsent.json());
    expect(codes()).toEqual([{ templateId: 'otp-template', mobiles: `91${phone}` }]);
    // No fixed code out of the sandbox: 123456 is (almost surely) wrong for both.
    expect(await codesOf(t, stranger)).toEqual([]);
    expect((await codesOf(t, phone)).map((c) => c.purpose)).toEqual(['order-status']);
  });
});
