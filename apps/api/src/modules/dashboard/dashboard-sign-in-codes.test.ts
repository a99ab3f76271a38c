// The dashboard's count of the shop day's sign-in codes against the daily cap of the settings, through the real
// routes: what it says matches what the code requests meet (the cap refuses exactly when the count reaches it, an
// order-status code that went nowhere counted too), yesterday's codes are not today's, and nothing is counted while
// the shop offers no sign-in by code.
import { codeCapLevel, type SignInCodesToday } from '@chamak/shared/sign-in-code-log';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login } from '../../test/auth.ts';

let numbers = 0;
const freshNumber = () => `8${String(500_000_000 + ++numbers * 7919).slice(-9)}`;
let addresses = 0;
const ask = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/otp',
    remoteAddress: `10.43.0.${++addresses}`,
    payload: { phone: freshNumber() },
  });

async function signInCodes(t: TestApp): Promise<SignInCodesToday | null> {
  const { token } = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  const res = await t.app.inject(as(token, { method: 'GET', url: '/api/admin/dashboard' }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().signInCodes;
}

describe("the dashboard's sign-in codes", () => {
  // 23:50 in India: ten minutes before the shop's midnight.
  let now = new Date('2026-11-30T18:20:00.000Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ clock: () => now });
    await t.database.db.execute(
      sql`insert into shop_settings (key, value)
        values ('phoneSignIn', ${JSON.stringify({ channel: 'sms', whatsappLanguage: 'en', dailyCap: 5 })}::jsonb)
        on conflict (key) do update set value = excluded.value`,
    );
  });
  afterAll(() => t?.close());

  it("counts the shop day's codes: nothing to say under 80 % of the cap, a warning from it, reached at the cap", async () => {
    expect((await ask(t.app)).statusCode).toBe(200);
    // The shop's next day: yesterday's code is not today's.
    now = new Date('2026-11-30T18:40:00.000Z');
    expect(await signInCodes(t)).toEqual({ count: 0, dailyCap: 5 });
    for (let i = 0; i < 3; i++) expect((await ask(t.app)).statusCode).toBe(200);
    const under = await signInCodes(t);
    expect(under).toEqual({ count: 3, dailyCap: 5 });
    expect(codeCapLevel(under!)).toBeNull();
    // A code asked for an order's status with a number that is not the order's: nothing is sent or stored, and
    // the cap counts it all the same.
    const unsent = await t.app.inject({
      method: 'POST',
      url: '/api/order-status/code',
      remoteAddress: `10.43.0.${++addresses}`,
      payload: { orderId: 999_999, phone: freshNumber() },
    });
    expect(unsent.statusCode, unsent.body).toBe(200);
    const near = await signInCodes(t);
    expect(near).toEqual({ count: 4, dailyCap: 5 });
    expect(codeCapLevel(near!)).toBe('near');
    expect((await ask(t.app)).statusCode).toBe(200);
    const reached = await signInCodes(t);
    expect(reached).toEqual({ count: 5, dailyCap: 5 });
    expect(codeCapLevel(reached!)).toBe('reached');
    // And the cap is indeed reached: the next code is refused, and the count stays.
    const refused = await ask(t.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('OTP_LIMIT');
    expect(await signInCodes(t)).toEqual({ count: 5, dailyCap: 5 });
  });
});

describe("the dashboard's sign-in codes while the shop offers no sign-in by code", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ config: { otpSandbox: false } });
  });
  afterAll(() => t?.close());

  it('says nothing of them', async () => {
    expect(await signInCodes(t)).toBeNull();
  });
});
