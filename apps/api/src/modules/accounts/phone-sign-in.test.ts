// Sign-in by mobile number through the real routes and database: codes issued, checked, expired, used once and
// replaced; the limits per number, per address and per shop day (and shared by two processes through Redis); the
// accounts a code reaches or makes; the sandbox, the refusal when nothing is set up, and MSG91 and WhatsApp
// stand-ins on 127.0.0.1 receiving the code.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { localStorage } from '../../plugins/storage.ts';
import { openTestDatabase, type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { serverDatabase } from '../../test/db-template.ts';
import { testMediaDir } from '../../test/paths.ts';
import { addressMaker, movableClock, numberMaker } from '../../test/phone-codes.ts';
import { defaultMessageLimits } from '../notify/index.ts';
import { hashPassword } from './passwords.ts';

// 09:00 in India on a Monday: far from the shop's midnight and on a quarter hour.
const start = new Date('2026-11-30T03:30:00.000Z');

const movable = () => movableClock(start);
/** A mobile number no other test (or the demo shop) uses. */
const freshNumber = numberMaker('6', 100_000_000, 7919);
/** A client address of its own, so the per-address limit of one test never reaches another. */
const freshAddress = addressMaker(31);

const ask = (app: FastifyInstance, phone: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/auth/otp', remoteAddress, payload: { phone } });
const verify = (app: FastifyInstance, payload: Record<string, string>, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/auth/otp/verify', remoteAddress, payload });

async function signIn(app: FastifyInstance, phone: string, extra: Record<string, string> = {}) {
  expect((await ask(app, phone)).statusCode).toBe(200);
  const res = await verify(app, { phone, code: '123456', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; userId: number; newAccount: boolean; needsDetails: boolean };
}

const setPhoneSignIn = (t: TestApp, value: Record<string, unknown>) =>
  t.database.db.execute(
    sql`insert into shop_settings (key, value) values ('phoneSignIn', ${JSON.stringify(value)}::jsonb)
      on conflict (key) do update set value = excluded.value`,
  );

describe('in the sandbox (no provider, OTP_SANDBOX)', () => {
  let t: TestApp;
  const time = movable();
  beforeAll(async () => {
    t = await testApp({ clock: time.clock });
  });
  afterAll(() => t?.close());
  beforeEach(() => time.set(start));

  it('says it is offered in test mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/otp/status' });
    expect(res.json()).toEqual({ enabled: true, sandbox: true });
  });

  it('sends the fixed test code and signs a new number into a new customer account without a password', async () => {
    const phone = freshNumber();
    const sent = await ask(t.app, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, channel: 'test', resendAfterSeconds: 30, testCode: '123456' });
    const res = await verify(t.app, { phone, code: '123456' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ newAccount: true, needsDetails: true });
    // The token is a customer's, as the e-mail login's is: the account's own profile opens with it.
    const profile = await t.app.inject(
      as(body.token, { method: 'GET', url: `/api/users/profile/${body.userId}` }),
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.phone).toBe(phone);
    const [row] = await rows<{ password_hash: string | null; phone_verified_at: Date | null; role: string }>(
      t.database.db,
      sql`select password_hash, phone_verified_at, role from users where id = ${body.userId}`,
    );
    expect(row).toMatchObject({ password_hash: null, role: 'customer' });
    expect(row!.phone_verified_at).not.toBeNull();
  });

  it('keeps the e-mail and name of the first order of an account a code made, unless another account has the e-mail', async () => {
    const size = await sizeInStock(t.database.db);
    const profileOf = async (who: { token: string; userId: number }) =>
      (await t.app.inject(as(who.token, { method: 'GET', url: `/api/users/profile/${who.userId}` }))).json()
        .user;
    const placed = async (who: { token: string; userId: number }, details: Record<string, string>) => {
      await addToCart(t.app, who, size);
      const res = await checkout(t.app, who, 'cod', details);
      expect(res.statusCode, res.body).toBe(200);
    };

    const shopper = await signIn(t.app, freshNumber());
    expect(shopper.needsDetails).toBe(true);
    const email = `first-order-${randomBytes(3).toString('hex')}@example.com`;
    await placed(shopper, { email, firstName: 'Meera', lastName: 'Iyer' });
    await expect.poll(async () => (await profileOf(shopper)).email).toBe(email);
    expect((await profileOf(shopper)).fullname).toBe('Meera Iyer');
    // A second order with other details changes nothing: the account has its own now.
    await placed(shopper, { email: `later-${email}`, firstName: 'Someone', lastName: 'Else' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await profileOf(shopper)).toMatchObject({ email, fullname: 'Meera Iyer' });
    // Signing in by code again: the details are there, nothing more to ask.
    expect((await signIn(t.app, (await profileOf(shopper)).phone)).needsDetails).toBe(false);

    // An e-mail another account uses stays with that account; the order is placed all the same.
    const other = await signIn(t.app, freshNumber());
    await placed(other, { email: demoAccounts.customer.email, firstName: 'Ravi', lastName: 'Kumar' });
    await expect.poll(async () => (await profileOf(other)).fullname).toBe('Ravi Kumar');
    expect((await profileOf(other)).email).toMatch(/@phone\.invalid$/);
  });

  it('keeps only a salted hash of the code', async () => {
    const phone = freshNumber();
    await ask(t.app, phone);
    const [code] = await rows<{ code_hash: string; salt: string; delivery: string }>(
      t.database.db,
      sql`select code_hash, salt, delivery from phone_codes where phone = ${phone}`,
    );
    expect(code!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(code!.code_hash).not.toContain('123456');
    expect(code!.delivery).toBe('test');
  });

  it('reaches the same account again with the next code', async () => {
    const phone = freshNumber();
    const first = await signIn(t.app, phone, { fullname: 'Meera Iyer', email: `meera.${phone}@example.com` });
    expect(first).toMatchObject({ newAccount: true, needsDetails: false });
    time.advance(20 * 60_000);
    const again = await signIn(t.app, phone);
    expect(again).toMatchObject({ userId: first.userId, newAccount: false, needsDetails: false });
  });

  it('counts wrong codes down and ends the code at the fifth', async () => {
    const phone = freshNumber();
    await ask(t.app, phone);
    for (const left of [4, 3, 2, 1]) {
      const wrong = await verify(t.app, { phone, code: '654321' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        code: 'OTP_WRONG',
        message: `That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      });
    }
    const fifth = await verify(t.app, { phone, code: '654321' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      code: 'OTP_TOO_MANY_TRIES',
      message: 'Too many wrong codes. Ask for a new one.',
    });
    // Locked: even the right code is refused now; a new code starts again.
    expect((await verify(t.app, { phone, code: '123456' })).json().code).toBe('OTP_TOO_MANY_TRIES');
    await ask(t.app, phone);
    expect((await verify(t.app, { phone, code: '123456' })).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes, and a code used once', async () => {
    const phone = freshNumber();
    await ask(t.app, phone);
    time.advance(10 * 60_000 + 1000);
    const late = await verify(t.app, { phone, code: '123456' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      code: 'OTP_EXPIRED',
      message: 'This code has expired or was already used. Ask for a new one.',
    });
    await ask(t.app, phone);
    time.advance(9 * 60_000);
    expect((await verify(t.app, { phone, code: '123456' })).statusCode).toBe(200);
    const reused = await verify(t.app, { phone, code: '123456' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('OTP_EXPIRED');
  });

  it('takes the number with +91, 91, 0, spaces and dashes, and refuses what is no Indian mobile', async () => {
    const phone = freshNumber();
    expect((await ask(t.app, `+91-${phone.slice(0, 5)}-${phone.slice(5)}`)).statusCode).toBe(200);
    expect((await verify(t.app, { phone: `91${phone}`, code: '123456' })).statusCode).toBe(200);
    expect((await ask(t.app, ` 0${phone} `)).statusCode).toBe(200);
    expect(
      (await verify(t.app, { phone: `${phone.slice(0, 5)} ${phone.slice(5)}`, code: '123456' })).statusCode,
    ).toBe(200);
    for (const bad of ['12345', '5123456789', '+1 415 555 0100', 'nine-eight', '']) {
      const res = await ask(t.app, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ code: 'PHONE_INVALID', message: 'Enter a 10-digit Indian mobile number' });
    }
    expect((await verify(t.app, { phone: '12345', code: '123456' })).json().code).toBe('PHONE_INVALID');
  });

  it('allows a number 3 codes in 15 minutes and 10 a day, saying how long to wait', async () => {
    const phone = freshNumber();
    for (let i = 0; i < 3; i++) expect((await ask(t.app, phone)).statusCode).toBe(200);
    time.advance(5 * 60_000);
    const fourth = await ask(t.app, phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      code: 'OTP_LIMIT',
      message: 'Too many codes for this number. Try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(fourth.headers['retry-after']).toBe('600');
    // The next quarter hour: three more, and so on to ten in the day.
    let sent = 3;
    while (sent < 10) {
      time.advance(15 * 60_000);
      for (let i = 0; i < 3 && sent < 10; i++, sent++) expect((await ask(t.app, phone)).statusCode).toBe(200);
    }
    time.advance(15 * 60_000);
    const eleventh = await ask(t.app, phone);
    expect(eleventh.statusCode).toBe(429);
    const minutes = Math.ceil(eleventh.json().retryAfterSeconds / 60);
    expect(eleventh.json().message).toBe(`Too many codes for this number. Try again in ${minutes} minutes.`);
    // Ten went by 09:50 in India; asked at 10:05, it waits for the shop's midnight.
    const toMidnight = (24 * 60 - (10 * 60 + 5)) * 60;
    expect(eleventh.json().retryAfterSeconds).toBe(toMidnight);
    // The shop's next day the number may ask again.
    time.advance(toMidnight * 1000);
    expect((await ask(t.app, phone)).statusCode).toBe(200);
  });

  it('allows one client address 10 codes an hour, whichever the numbers', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await ask(t.app, freshNumber(), address)).statusCode).toBe(200);
    const refused = await ask(t.app, freshNumber(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'OTP_LIMIT',
      // The hour's counts start on the hour (03:00 UTC): half of it is left at 09:00 in India.
      message: 'Too many codes from this network. Try again in 30 minutes.',
      retryAfterSeconds: 1800,
    });
    // Another address is not held back; the next hour this one may ask again.
    expect((await ask(t.app, freshNumber())).statusCode).toBe(200);
    time.advance(30 * 60_000);
    expect((await ask(t.app, freshNumber(), address)).statusCode).toBe(200);
  });

  it('answers a number with an account exactly as one without', async () => {
    const known = await ask(t.app, demoAccounts.customer.phone);
    const unknown = await ask(t.app, freshNumber());
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
  });

  it('never reaches an older account with the number unverified: a new one is made, the older keeps its password', async () => {
    const phone = freshNumber();
    const older = await signupAndLogin(t.app, { phone });
    const signed = await signIn(t.app, phone);
    expect(signed).toMatchObject({ newAccount: true, needsDetails: true });
    expect(signed.userId).not.toBe(older.userId);
    // The older account is untouched: still unverified, its password still the way in.
    const [row] = await rows<{ phone_verified_at: Date | null }>(
      t.database.db,
      sql`select phone_verified_at from users where id = ${older.userId}`,
    );
    expect(row!.phone_verified_at).toBeNull();
    expect((await login(t.app, older.email, older.password)).userId).toBe(older.userId);
    // The number now belongs to the new account: the next code reaches it again.
    expect((await signIn(t.app, phone)).userId).toBe(signed.userId);
  });

  it('makes a new account when two older accounts share the unverified number', async () => {
    const phone = freshNumber();
    const a = await signupAndLogin(t.app, { phone });
    const b = await signupAndLogin(t.app, { phone });
    const signed = await signIn(t.app, phone);
    expect(signed.newAccount).toBe(true);
    expect([a.userId, b.userId]).not.toContain(signed.userId);
  });

  it('never signs an admin in by code', async () => {
    const res = await signInRefusal(demoAccounts.admin.phone);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'OTP_ADMIN',
      message: 'Admin accounts sign in with e-mail and password.',
    });
  });

  it('refuses a blocked account as the e-mail login does', async () => {
    const phone = freshNumber();
    const shopper = await signupAndLogin(t.app, { phone });
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const blocked = await t.app.inject(
      as(admin.token, {
        method: 'PATCH',
        url: `/api/users/${shopper.userId}/status`,
        payload: { status: 'blocked' },
      }),
    );
    expect(blocked.statusCode).toBe(200);
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    const byCode = await signInRefusal(phone);
    expect(byCode.statusCode).toBe(403);
    expect(byCode.json()).toEqual(byPassword.json());
  });

  it('refuses e-mail login to an account made by code, whatever the password', async () => {
    const phone = freshNumber();
    const email = `coded.${phone}@example.com`;
    await signIn(t.app, phone, { email, fullname: 'Coded Shopper' });
    for (const password of ['Secret@123', 'decoy-password-for-timing', 'x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('stores the name and e-mail given later, and refuses an e-mail of another account without using the code', async () => {
    const phone = freshNumber();
    const first = await signIn(t.app, phone);
    expect(first.needsDetails).toBe(true);
    await ask(t.app, phone);
    const taken = await verify(t.app, { phone, code: '123456', email: demoAccounts.customer.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    const bad = await verify(t.app, { phone, code: '123456', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    // The same code still works.
    const done = await verify(t.app, {
      phone,
      code: '123456',
      fullname: 'Ravi Kumar',
      email: `ravi.${phone}@example.com`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ userId: first.userId, newAccount: false, needsDetails: false });
    const profile = await t.app.inject(
      as(first.token, { method: 'GET', url: `/api/users/profile/${first.userId}` }),
    );
    expect(profile.json().user).toMatchObject({ fullname: 'Ravi Kumar', email: `ravi.${phone}@example.com` });
  });

  it('keeps the number of an account without a password, and forgets the proof once it has one', async () => {
    const phone = freshNumber();
    const email = `moved.${phone}@example.com`;
    const signed = await signIn(t.app, phone, { fullname: 'Moved Shopper', email });
    const profile = (
      await t.app.inject(as(signed.token, { method: 'GET', url: `/api/users/profile/${signed.userId}` }))
    ).json().user;
    const newNumber = freshNumber();
    const change = () =>
      t.app.inject(
        as(signed.token, {
          method: 'PATCH',
          url: `/api/users/profile/${signed.userId}`,
          payload: { fullname: profile.fullname, username: profile.username, email, phone: newNumber },
        }),
      );
    const verifiedAt = async () =>
      (
        await rows<{ phone_verified_at: Date | null; phone: string }>(
          t.database.db,
          sql`select phone_verified_at, phone from users where id = ${signed.userId}`,
        )
      )[0]!;
    // Its code is its only way in: changing the number would lock it out.
    const refused = await change();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PHONE_IS_SIGN_IN');
    expect(await verifiedAt()).toMatchObject({ phone });
    expect((await verifiedAt()).phone_verified_at).not.toBeNull();
    // With a password (as a reset link sets it), the number may change, and the new one is not proved.
    await t.database.db.execute(
      sql`update users set password_hash = ${await hashPassword('Secret@123')} where id = ${signed.userId}`,
    );
    expect((await change()).statusCode).toBe(200);
    expect((await verifiedAt()).phone_verified_at).toBeNull();
    // Neither number reaches the account by code any more: each makes its own.
    expect((await signIn(t.app, phone)).userId).not.toBe(signed.userId);
    expect((await signIn(t.app, newNumber)).userId).not.toBe(signed.userId);
  });

  it('stops every number at the shop-wide daily cap of the settings', async () => {
    await setPhoneSignIn(t, { dailyCap: 2 });
    try {
      // The day's codes so far (other tests) already pass 2: the cap refuses at once, until the shop's midnight.
      const refused = await ask(t.app, freshNumber());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'The shop cannot send more codes today. Try again in 900 minutes, or sign in with e-mail and password.',
      );
    } finally {
      await setPhoneSignIn(t, { dailyCap: 300 });
    }
  });

  async function signInRefusal(phone: string) {
    expect((await ask(t.app, phone)).statusCode).toBe(200);
    return verify(t.app, { phone, code: '123456' });
  }
});

describe('the shop-wide cap on a fresh day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ clock: () => start });
    await setPhoneSignIn(t, { dailyCap: 3 });
  });
  afterAll(() => t?.close());

  it('sends the cap, then refuses every number', async () => {
    for (let i = 0; i < 3; i++) expect((await ask(t.app, freshNumber())).statusCode).toBe(200);
    const refused = await ask(t.app, freshNumber());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'OTP_LIMIT', retryAfterSeconds: 15 * 3600 });
  });
});

describe("with MSG91 configured and the shop's default limits on order messages", () => {
  const msg91 = standIn();
  const time = movable();
  let t: TestApp;
  const open = (messageLimits: typeof defaultMessageLimits) =>
    testApp({
      clock: time.clock,
      config: {
        messageLimits,
        phone: {
          msg91: { authKey: 'msg91-key', senderId: 'CHAMAK', baseUrl: msg91.url() },
          whatsapp: undefined,
        },
      },
    });
  beforeAll(async () => {
    await new Promise<void>((resolve) => msg91.server.listen(0, '127.0.0.1', resolve));
    msg91.answer(200, '{"type":"success"}');
    t = await open({ ...defaultMessageLimits });
    await setPhoneSignIn(t, { channel: 'sms', smsTemplateId: 'otp-template', dailyCap: 300 });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => msg91.server.close(resolve));
  });

  it("sends a number its ten codes a day, beyond the gate's three order messages a day to an unproved number", async () => {
    time.set(start);
    msg91.seen.length = 0;
    const phone = freshNumber();
    const address = freshAddress();
    let sent = 0;
    while (sent < 10) {
      for (let i = 0; i < 3 && sent < 10; i++, sent++) {
        const res = await ask(t.app, phone, address);
        expect(res.statusCode, `code ${sent + 1}: ${res.body}`).toBe(200);
      }
      time.advance(15 * 60_000);
    }
    expect(msg91.seen).toHaveLength(10);
    expect((await ask(t.app, phone, address)).json().code).toBe('OTP_LIMIT');
  });

  it("counts the codes toward the shop's daily cap on messages", async () => {
    time.set(start);
    const small = await open({ ...defaultMessageLimits, shopPerDay: 2 });
    try {
      await setPhoneSignIn(small, { channel: 'sms', smsTemplateId: 'otp-template', dailyCap: 300 });
      msg91.seen.length = 0;
      expect((await ask(small.app, freshNumber())).statusCode).toBe(200);
      expect((await ask(small.app, freshNumber())).statusCode).toBe(200);
      const third = await ask(small.app, freshNumber());
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('OTP_LIMIT');
      expect(msg91.seen).toHaveLength(2);
    } finally {
      await small.close();
    }
  });
});

describe('in production without a provider and without OTP_SANDBOX', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ config: { otpSandbox: false } });
  });
  afterAll(() => t?.close());

  it('says it is off and refuses to send', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/otp/status' })).json()).toEqual({
      enabled: false,
      sandbox: false,
    });
    const res = await ask(t.app, freshNumber());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'OTP_NOT_SET_UP', message: 'Sign-in by mobile number is not set up' });
  });
});

type Seen = { url: string; headers: Record<string, unknown>; body: Record<string, unknown> };

/** A provider stand-in on 127.0.0.1: records each request and answers as it is told. */
function standIn() {
  const seen: Seen[] = [];
  let status = 200;
  let answer = '{"type":"success","message":"3763646c3058373530393030"}';
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      seen.push({ url: req.url!, headers: req.headers, body: JSON.parse(data || 'null') });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(answer);
    });
  });
  return {
    seen,
    server,
    answer(s: number, body: string) {
      status = s;
      answer = body;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

describe('with MSG91 and WhatsApp configured', () => {
  const msg91 = standIn();
  const meta = standIn();
  let t: TestApp;
  beforeAll(async () => {
    await Promise.all(
      [msg91, meta].map((s) => new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve))),
    );
    t = await testApp({
      config: {
        otpSandbox: true,
        phone: {
          msg91: { authKey: 'msg91-key', senderId: 'CHAMAK', baseUrl: msg91.url() },
          whatsapp: { token: 'wa-token', phoneNumberId: '1098765', baseUrl: `${meta.url()}/v21.0` },
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([msg91, meta].map((s) => new Promise((resolve) => s.server.close(resolve))));
  });
  beforeEach(async () => {
    msg91.seen.length = 0;
    meta.seen.length = 0;
    msg91.answer(200, '{"type":"success"}');
    meta.answer(200, '{"messages":[{"id":"wamid.1"}]}');
    await setPhoneSignIn(t, {
      channel: 'sms',
      smsTemplateId: 'otp-template',
      whatsappTemplate: 'sign_in_code',
      whatsappLanguage: 'en',
      dailyCap: 300,
    });
  });

  const smsCode = (i = 0) => {
    const recipients = msg91.seen[i]!.body.recipients as { mobiles: string; VAR1: string }[];
    return recipients[0]!;
  };

  it('sends a random code by SMS with the DLT template, no test code, and signs in with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/otp/status' })).json()).toEqual({
      enabled: true,
      sandbox: false,
    });
    const phone = freshNumber();
    const res = await ask(t.app, phone);
    expect(res.json()).toEqual({ sent: true, channel: 'sms', resendAfterSeconds: 30 });
    expect(msg91.seen).toHaveLength(1);
    expect(msg91.seen[0]!.url).toBe('/api/v5/flow');
    expect(msg91.seen[0]!.headers.authkey).toBe('msg91-key');
    expect(msg91.seen[0]!.body.template_id).toBe('otp-template');
    const { mobiles, VAR1: code } = smsCode();
    expect(mobiles).toBe(`91${phone}`);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await rows<{ channel: string; delivery: string }>(
      t.database.db,
      sql`select channel, delivery from phone_codes where phone = ${phone}`,
    );
    expect(row).toEqual({ channel: 'sms', delivery: 'sent' });
    expect((await verify(t.app, { phone, code: '000000' === code ? '111111' : '000000' })).statusCode).toBe(
      400,
    );
    expect((await verify(t.app, { phone, code })).statusCode).toBe(200);
  });

  it('replaces a number’s code with the next one', async () => {
    const phone = freshNumber();
    await ask(t.app, phone);
    await ask(t.app, phone);
    const first = smsCode(0).VAR1;
    const second = smsCode(1).VAR1;
    if (first !== second) {
      const old = await verify(t.app, { phone, code: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await verify(t.app, { phone, code: second })).statusCode).toBe(200);
  });

  it('sends by WhatsApp’s authentication template when the settings choose it, the code in body and button', async () => {
    await setPhoneSignIn(t, {
      channel: 'whatsapp',
      smsTemplateId: 'otp-template',
      whatsappTemplate: 'sign_in_code',
      whatsappLanguage: 'en',
      dailyCap: 300,
    });
    const phone = freshNumber();
    expect((await ask(t.app, phone)).json().channel).toBe('whatsapp');
    expect(msg91.seen).toHaveLength(0);
    expect(meta.seen[0]!.url).toBe('/v21.0/1098765/messages');
    expect(meta.seen[0]!.headers.authorization).toBe('Bearer wa-token');
    const template = meta.seen[0]!.body.template as {
      name: string;
      components: { type: string; parameters: { text: string }[] }[];
    };
    expect(template.name).toBe('sign_in_code');
    const code = template.components[0]!.parameters[0]!.text;
    expect(template.components[1]).toMatchObject({ type: 'button', parameters: [{ text: code }] });
    expect((await verify(t.app, { phone, code })).statusCode).toBe(200);
  });

  it('falls back to the other channel when the first fails', async () => {
    await setPhoneSignIn(t, {
      channel: 'whatsapp',
      smsTemplateId: 'otp-template',
      whatsappTemplate: 'sign_in_code',
      whatsappLanguage: 'en',
      dailyCap: 300,
    });
    meta.answer(500, '{"error":{"message":"down"}}');
    const phone = freshNumber();
    const res = await ask(t.app, phone);
    expect(res.json().channel).toBe('sms');
    expect(meta.seen).toHaveLength(1);
    expect((await verify(t.app, { phone, code: smsCode().VAR1 })).statusCode).toBe(200);
  });

  it('passes the message gate: a number that asked to stop messages gets no code', async () => {
    const phone = freshNumber();
    await t.database.db.execute(sql`insert into phone_stops (phone) values (${`91${phone}`})`);
    const res = await ask(t.app, phone);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'The code could not be sent: This number has asked for no messages from the shop.',
    );
    expect(msg91.seen).toHaveLength(0);
  });
});

describe('two processes with Redis count the limits together', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `chamak-test:${Date.now().toString(36)}${randomBytes(3).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    // Two apps on one database stand for two server processes (test/two-apps.ts), here with a fixed clock.
    if (process.env.DATABASE_URL) {
      const made = await serverDatabase(process.env.DATABASE_URL, 'seeded');
      drop = made.drop;
      for (let i = 0; i < 2; i++)
        databases.push(await openDatabase({ databaseUrl: made.url, pgliteDir: '', poolMax: 5 }));
    } else {
      const one = await openTestDatabase({ seed: true });
      drop = one.drop;
      databases.push(one.database, one.database);
    }
    for (const database of databases) {
      const app = await buildApp({
        config: {
          ...loadConfig({ NODE_ENV: 'test' }),
          mediaDir: testMediaDir,
          cacheTtlMs: 0,
          redis: { url: redisUrl, keyPrefix: prefix },
        },
        database,
        storage: localStorage(testMediaDir),
        clock: () => start,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of new Set(databases)) await database.close();
    await drop();
    const client = new Redis(redisUrl);
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
  });

  it('refuses a number’s fourth code in 15 minutes on both, the three split over both', async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    const phone = freshNumber();
    for (const app of [a, b, a]) expect((await ask(app, phone)).statusCode).toBe(200);
    for (const app of [b, a]) expect((await ask(app, phone)).json().code).toBe('OTP_LIMIT');
    // The code the last process stored is the one either process checks.
    expect((await verify(b, { phone, code: '123456' })).statusCode).toBe(200);
    const client = new Redis(redisUrl);
    try {
      expect((await client.keys(`${prefix}failures:otp:number:*`)).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });
});
