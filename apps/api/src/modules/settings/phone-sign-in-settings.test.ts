// Shop Settings → Sign-in by mobile number through the real routes and database: admins only, the defaults until
// saved, values refused with a message naming their field, a save read back at once, and the next code request
// going by the saved channel, template, language and daily cap (MSG91 and WhatsApp stand-ins on 127.0.0.1).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  defaultPhoneSignInSettings,
  type PhoneSignInSettingsReply,
  phoneSignInSettingsMessages,
} from '@chamak/shared/phone-sign-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';

const url = '/api/admin/settings/phone-sign-in';

type Seen = { url: string; body: Record<string, unknown> };
/** A provider stand-in on 127.0.0.1 that records each request and says it was sent. */
function standIn(answer: string) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      seen.push({ url: req.url!, body: JSON.parse(data || 'null') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
    });
  });
  return { seen, server, url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let numbers = 0;
const freshNumber = () => `7${String(300_000_000 + ++numbers * 7907).slice(-9)}`;
let addresses = 0;
const freshAddress = () => `10.47.0.${++addresses}`;
const ask = (t: TestApp, phone = freshNumber()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/otp', remoteAddress: freshAddress(), payload: { phone } });

describe('with MSG91 and WhatsApp configured', () => {
  const msg91 = standIn('{"type":"success"}');
  const meta = standIn('{"messages":[{"id":"wamid.1"}]}');
  let t: TestApp;
  let admin: string;
  let customer: string;
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
    admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    customer = (await signupAndLogin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([msg91, meta].map((s) => new Promise((resolve) => s.server.close(resolve))));
  });
  beforeEach(() => {
    msg91.seen.length = 0;
    meta.seen.length = 0;
  });

  const put = (payload: object, token = admin) => t.app.inject(as(token, { method: 'PUT', url, payload }));
  const read = async () => {
    const res = await t.app.inject(as(admin, { method: 'GET', url }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PhoneSignInSettingsReply;
  };
  const status = async () => (await t.app.inject('/api/auth/otp/status')).json();
  const good = {
    channel: 'sms',
    smsTemplateId: '6543a1b2c3d4e5f6a7b8c9d0',
    whatsappTemplate: 'sign_in_code',
    whatsappLanguage: 'en',
    dailyCap: 300,
  };

  it('refuses a guest (401) and a customer (403), reading and saving, and keeps the setting as it was', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? good : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await t.app.inject(as(customer, { method, url, payload }))).statusCode).toBe(403);
    }
    expect((await read()).settings).toEqual(defaultPhoneSignInSettings);
  });

  it("gives the defaults and the providers set up until saved; without a template the shop's codes stay in test mode", async () => {
    expect(await read()).toEqual({
      settings: { channel: 'sms', whatsappLanguage: 'en', dailyCap: 300 },
      providers: { sms: true, whatsapp: true },
    });
    expect(await status()).toEqual({ enabled: true, sandbox: true });
    expect((await ask(t)).json()).toMatchObject({ channel: 'test', testCode: '123456' });
  });

  it('refuses bad values with a message naming the field, and saves nothing', async () => {
    const refused = async (payload: object, field: string, message: string) => {
      const res = await put(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(`${field}: ${message}`);
    };
    const m = phoneSignInSettingsMessages;
    await refused({ ...good, smsTemplateId: '  ' }, 'smsTemplateId', m.smsTemplateId);
    await refused(
      { ...good, channel: 'whatsapp', whatsappTemplate: '' },
      'whatsappTemplate',
      m.whatsappTemplate,
    );
    await refused({ ...good, smsTemplateId: 'DLT 1707' }, 'smsTemplateId', m.smsTemplateIdShape);
    await refused({ ...good, whatsappTemplate: 'Sign In Code' }, 'whatsappTemplate', m.whatsappTemplateShape);
    await refused({ ...good, smsTemplateId: 'x'.repeat(65) }, 'smsTemplateId', m.smsTemplateIdShape);
    await refused({ ...good, whatsappLanguage: 'English' }, 'whatsappLanguage', m.whatsappLanguage);
    await refused({ ...good, dailyCap: 0 }, 'dailyCap', m.dailyCap);
    await refused({ ...good, dailyCap: 2.5 }, 'dailyCap', m.dailyCap);
    await refused({ ...good, dailyCap: 100_001 }, 'dailyCap', m.dailyCap);
    await refused({ ...good, channel: 'pigeon' }, 'channel', m.channel);
    expect((await put({ ...good, extra: 1 })).statusCode).toBe(400);
    expect((await read()).settings).toEqual(defaultPhoneSignInSettings);
  });

  it('saves WhatsApp first, reads it back tidied, and the next code goes by that template and language', async () => {
    const res = await put({
      channel: 'whatsapp',
      smsTemplateId: '',
      whatsappTemplate: ' chamak_login ',
      whatsappLanguage: 'en_US',
      dailyCap: 50,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      channel: 'whatsapp',
      whatsappTemplate: 'chamak_login',
      whatsappLanguage: 'en_US',
      dailyCap: 50,
    };
    expect(res.json()).toEqual({
      settings: saved,
      providers: { sms: true, whatsapp: true },
      message: 'Sign-in settings saved',
    });
    expect((await read()).settings).toEqual(saved);
    expect(await status()).toEqual({ enabled: true, sandbox: false });

    const phone = freshNumber();
    expect((await ask(t, phone)).json()).toEqual({ sent: true, channel: 'whatsapp', resendAfterSeconds: 30 });
    expect(msg91.seen).toHaveLength(0);
    expect(meta.seen).toHaveLength(1);
    expect(meta.seen[0]!.body).toMatchObject({
      to: `91${phone}`,
      template: { name: 'chamak_login', language: { code: 'en_US' } },
    });
  });

  it('saves SMS first with its DLT template (WhatsApp the fallback), and the saved daily cap stops the next code', async () => {
    expect((await put(good)).statusCode).toBe(200);
    expect((await read()).settings).toEqual(good);

    const first = await ask(t);
    expect(first.json()).toEqual({ sent: true, channel: 'sms', resendAfterSeconds: 30 });
    expect(meta.seen).toHaveLength(0);
    expect(msg91.seen).toHaveLength(1);
    expect(msg91.seen[0]!.body.template_id).toBe(good.smsTemplateId);

    // A cap of 1: the shop day has sent more already, so the next code is refused before any message goes.
    expect((await put({ ...good, dailyCap: 1 })).statusCode).toBe(200);
    const second = await ask(t);
    expect(second.statusCode, second.body).toBe(429);
    expect(second.json()).toMatchObject({ code: 'OTP_LIMIT' });
    expect(msg91.seen).toHaveLength(1);

    // A larger cap lets codes go again at once.
    expect((await put({ ...good, dailyCap: 1000 })).statusCode).toBe(200);
    expect((await ask(t)).statusCode).toBe(200);
    expect(msg91.seen).toHaveLength(2);
  });
});

describe('with no provider configured', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await testApp({});
    admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  });
  afterAll(() => t?.close());

  it('says so, and a saved setting leaves the codes in test mode', async () => {
    const saved = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url,
        payload: { channel: 'sms', smsTemplateId: 'tmpl-1', whatsappLanguage: 'hi', dailyCap: 20 },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      settings: { channel: 'sms', smsTemplateId: 'tmpl-1', whatsappLanguage: 'hi', dailyCap: 20 },
      providers: { sms: false, whatsapp: false },
    });
    expect((await t.app.inject('/api/auth/otp/status')).json()).toEqual({ enabled: true, sandbox: true });
  });
});
