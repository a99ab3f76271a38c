// Admin → Outbox → Sign-in codes through the real routes and database: every code message is listed newest first
// with its channel, number, delivery and what became of it; the code itself only for a sandbox code (the fixed
// one), never for a real one; a failed one with its error. MSG91 is a stand-in on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SignInCodePage } from '@chamak/shared/sign-in-code-log';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';

let numbers = 0;
/** A mobile number no other test (or the demo shop) uses. */
const freshNumber = () => `7${String(300_000_000 + ++numbers * 7919).slice(-9)}`;
const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
let addresses = 0;
const freshAddress = () => `10.42.0.${++addresses}`;

const ask = (app: FastifyInstance, phone: string) =>
  app.inject({ method: 'POST', url: '/api/auth/otp', remoteAddress: freshAddress(), payload: { phone } });

const setPhoneSignIn = (t: TestApp, value: Record<string, unknown>) =>
  t.database.db.execute(
    sql`insert into shop_settings (key, value) values ('phoneSignIn', ${JSON.stringify(value)}::jsonb)
      on conflict (key) do update set value = excluded.value`,
  );

async function codes(t: TestApp, query = 'page=1&pageSize=100'): Promise<SignInCodePage> {
  const { token } = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  const res = await t.app.inject(as(token, { method: 'GET', url: `/api/admin/sign-in-codes?${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the sign-in codes in the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t?.close());

  it('is for admins only: anonymous 401, a customer 403', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/sign-in-codes' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await signupAndLogin(t.app);
    const refused = await t.app.inject(
      as(customer.token, { method: 'GET', url: '/api/admin/sign-in-codes' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('lists a sandbox code as test, with the fixed code, the number spaced and what became of it', async () => {
    const used = freshNumber();
    expect((await ask(t.app, used)).statusCode).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      remoteAddress: freshAddress(),
      payload: { phone: used, code: '123456' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const replaced = freshNumber();
    expect((await ask(t.app, replaced)).statusCode).toBe(200);
    expect((await ask(t.app, replaced)).statusCode).toBe(200);

    const page = await codes(t);
    // Newest first: the second code of `replaced`, its first, then the used one.
    const mine = page.items.filter((c) => [spaced(used), spaced(replaced)].includes(c.phone));
    expect(mine.map((c) => [c.phone, c.outcome])).toEqual([
      [spaced(replaced), 'live'],
      [spaced(replaced), 'replaced'],
      [spaced(used), 'used'],
    ]);
    for (const c of mine)
      expect(c).toMatchObject({
        purpose: 'sign-in',
        channel: 'test',
        status: 'test',
        code: '123456',
        error: null,
      });
    expect(mine[2]!.usedAt).not.toBeNull();
  });

  it('pages, filters by status and finds a number by its digits', async () => {
    const phone = freshNumber();
    expect((await ask(t.app, phone)).statusCode).toBe(200);
    const found = await codes(t, `page=1&q=${encodeURIComponent(spaced(phone))}`);
    expect(found.total).toBe(1);
    expect(found.items[0]!.phone).toBe(spaced(phone));
    expect((await codes(t, `page=1&q=${phone.slice(2, 8)}`)).items.map((c) => c.phone)).toContain(
      spaced(phone),
    );
    expect((await codes(t, 'page=1&q=nobody')).total).toBe(0);
    expect((await codes(t, 'page=1&status=failed')).total).toBe(0);
    const all = await codes(t, 'page=1&status=test');
    expect(all.total).toBeGreaterThanOrEqual(4);
    const second = await codes(t, 'page=2&pageSize=2&status=test');
    expect(second.items).toHaveLength(2);
    expect(second.items[0]!.id).toBe(all.items[2]!.id);
  });
});

/** An MSG91 stand-in on 127.0.0.1 answering as it is told. */
function msg91StandIn() {
  let answer = '{"type":"success"}';
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
    });
  });
  return {
    server,
    answer(body: string) {
      answer = body;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

describe('the sign-in codes with MSG91 configured', () => {
  const msg91 = msg91StandIn();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => msg91.server.listen(0, '127.0.0.1', resolve));
    t = await testApp({
      config: {
        phone: {
          msg91: { authKey: 'msg91-key', senderId: 'CHAMAK', baseUrl: msg91.url() },
          whatsapp: undefined,
        },
      },
    });
    await setPhoneSignIn(t, {
      channel: 'sms',
      smsTemplateId: 'otp-template',
      whatsappLanguage: 'en',
      dailyCap: 300,
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => msg91.server.close(resolve));
  });

  it('lists a code sent by SMS as sent, without the code', async () => {
    const phone = freshNumber();
    msg91.answer('{"type":"success"}');
    expect((await ask(t.app, phone)).statusCode).toBe(200);
    const [row] = (await codes(t)).items.filter((c) => c.phone === spaced(phone));
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', error: null, code: null, outcome: 'live' });
  });

  it('lists a code no provider took as failed, with the error, and counts the failed ones', async () => {
    const phone = freshNumber();
    msg91.answer('{"type":"error","message":"Invalid template"}');
    expect((await ask(t.app, phone)).statusCode).toBe(502);
    const page = await codes(t, 'page=1&status=failed');
    const [row] = page.items.filter((c) => c.phone === spaced(phone));
    expect(row).toMatchObject({ channel: 'sms', status: 'failed', code: null, outcome: null });
    expect(row!.error).toBe('sms: MSG91 refused the SMS: Invalid template');
    expect(page.failed).toBe(page.total);
    expect(page.failed).toBeGreaterThanOrEqual(1);
  });
});
