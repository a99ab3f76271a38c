// The phone channels against stand-in servers on 127.0.0.1 that record the exact request, as MSG91's Flow API
// and WhatsApp's Cloud API would receive it; the Notifier's routing by settings, configuration and the
// shopper's opt-outs.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultNotificationSettings, type NotificationSettings } from '@chamak/shared/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { openTestDatabase } from '../../test/app.ts';
import { ProviderRefused } from './http.ts';
import { notifyPhone, phoneChannelsFor, smsTemplateFor } from './notifier.ts';
import { indianMobile, msg91Sms } from './sms-msg91.ts';
import { whatsappCloud } from './whatsapp-cloud.ts';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown };

/** A provider stand-in: records each request and answers with the status and body it is told to. */
function standIn() {
  const seen: Seen[] = [];
  let reply = { status: 200, body: '{"type":"success","message":"3763646c3058373530393030"}' };
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: JSON.parse(data || 'null'),
      });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body);
    });
  });
  return {
    seen,
    server,
    answer(status: number, body: string) {
      reply = { status, body };
    },
    reset() {
      seen.length = 0;
      reply = { status: 200, body: '{"type":"success","message":"3763646c3058373530393030"}' };
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

const msg91 = standIn();
const meta = standIn();
// The Notifier reads the stop list: a migrated database of this file's own.
let db: Db;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  await Promise.all(
    [msg91, meta].map((s) => new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve))),
  );
  const { database, drop } = await openTestDatabase();
  db = database.db;
  closeDb = async () => {
    await database.close();
    await drop();
  };
});
afterAll(async () => {
  await Promise.all([msg91, meta].map((s) => new Promise((resolve) => s.server.close(resolve))));
  await closeDb?.();
});
beforeEach(() => {
  msg91.reset();
  meta.reset();
});

const sms = () => msg91Sms({ authKey: 'msg91-key', senderId: 'CHAMAK', baseUrl: msg91.url() });
const whatsapp = () =>
  whatsappCloud({ token: 'wa-token', phoneNumberId: '1098765', baseUrl: `${meta.url()}/v21.0` });

describe('MSG91 SMS', () => {
  it('sends a DLT template through the Flow API with the auth key, the sender and the variables', async () => {
    await sms().send({
      to: '+91 98123-45670',
      templateId: '65f0c0ffee',
      vars: { VAR1: 'Kavya', VAR2: '1042' },
    });
    expect(msg91.seen).toHaveLength(1);
    const [req] = msg91.seen;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/api/v5/flow');
    expect(req!.headers.authkey).toBe('msg91-key');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual({
      template_id: '65f0c0ffee',
      sender: 'CHAMAK',
      short_url: '0',
      recipients: [{ mobiles: '919812345670', VAR1: 'Kavya', VAR2: '1042' }],
    });
  });

  it("counts MSG91's error answers and 4xx as refusals, a 5xx as a failure to try again", async () => {
    msg91.answer(200, '{"type":"error","message":"Invalid template"}');
    await expect(sms().send({ to: '9812345670', templateId: 'x', vars: {} })).rejects.toThrow(
      ProviderRefused,
    );
    msg91.answer(401, '{"type":"error","message":"Unauthorized"}');
    await expect(sms().send({ to: '9812345670', templateId: 'x', vars: {} })).rejects.toThrow(/refused.*401/);
    msg91.answer(503, 'busy');
    const failure = await sms()
      .send({ to: '9812345670', templateId: 'x', vars: {} })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ProviderRefused);
  });

  it('sends nothing to a number that is not an Indian mobile', async () => {
    expect(indianMobile('09812345670')).toBe('919812345670');
    await expect(sms().send({ to: '12345', templateId: 'x', vars: {} })).rejects.toThrow(ProviderRefused);
    expect(msg91.seen).toHaveLength(0);
  });
});

describe('WhatsApp Cloud API', () => {
  it('sends an approved template with its body parameters and the bearer token', async () => {
    meta.answer(200, '{"messaging_product":"whatsapp","messages":[{"id":"wamid.X"}]}');
    await whatsapp().send({
      to: '9812345670',
      template: 'order_shipped',
      language: 'en',
      params: ['Kavya', '1042', 'https://track.example/AWB1'],
    });
    expect(meta.seen).toHaveLength(1);
    const [req] = meta.seen;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/v21.0/1098765/messages');
    expect(req!.headers.authorization).toBe('Bearer wa-token');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812345670',
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Kavya' },
              { type: 'text', text: '1042' },
              { type: 'text', text: 'https://track.example/AWB1' },
            ],
          },
        ],
      },
    });
  });

  it("takes Meta's 400 as a refusal", async () => {
    meta.answer(400, '{"error":{"message":"Template name does not exist","code":132001}}');
    await expect(
      whatsapp().send({ to: '9812345670', template: 'nope', language: 'en', params: [] }),
    ).rejects.toThrow(/refused.*132001/);
  });
});

describe('the Notifier', () => {
  const settings: NotificationSettings = {
    events: { ...defaultNotificationSettings.events, order_shipped: ['email', 'sms', 'whatsapp'] },
    sms: { order_shipped: { templateId: 'tpl-shipped' } },
    whatsapp: { order_shipped: { template: 'order_shipped', language: 'en' } },
  };
  const consent = { smsOptOutAt: null, whatsappOptOutAt: null };

  it('sends an event to every phone channel the settings route it to, with the same values', async () => {
    const results = await notifyPhone(
      { db, phone: { sms: sms(), whatsapp: whatsapp() } },
      settings,
      { phone: '9812345670', consent },
      'order_shipped',
      ['Kavya', '1042'],
    );
    expect(results).toEqual([
      { channel: 'sms', ok: true },
      { channel: 'whatsapp', ok: true },
    ]);
    expect(msg91.seen[0]!.body).toMatchObject({
      template_id: 'tpl-shipped',
      recipients: [{ mobiles: '919812345670', VAR1: 'Kavya', VAR2: '1042' }],
    });
    expect(meta.seen[0]!.body).toMatchObject({ template: { name: 'order_shipped' } });
  });

  it('leaves out a channel the shopper opted out of, one that is not configured, and events routed to e-mail only', async () => {
    const optedOut = { smsOptOutAt: null, whatsappOptOutAt: new Date('2026-11-20T10:00:00Z') };
    await notifyPhone(
      { db, phone: { sms: sms(), whatsapp: whatsapp() } },
      settings,
      { phone: '9812345670', consent: optedOut },
      'order_shipped',
      ['Kavya'],
    );
    expect(msg91.seen).toHaveLength(1);
    expect(meta.seen).toHaveLength(0);

    expect(phoneChannelsFor(settings, 'order_shipped', consent, { sms: null, whatsapp: whatsapp() })).toEqual(
      ['whatsapp'],
    );
    expect(phoneChannelsFor(settings, 'order_placed', consent, { sms: sms(), whatsapp: whatsapp() })).toEqual(
      [],
    );
    expect(phoneChannelsFor(defaultNotificationSettings, 'order_shipped', consent, { sms: sms() })).toEqual(
      [],
    );
  });

  it('reports a failing channel without stopping the other', async () => {
    msg91.answer(500, 'down');
    const results = await notifyPhone(
      { db, phone: { sms: sms(), whatsapp: whatsapp() } },
      settings,
      { phone: '9812345670', consent },
      'order_shipped',
      ['Kavya'],
    );
    expect(results[0]).toMatchObject({ channel: 'sms', ok: false });
    expect(results[0]!.error).toContain('500');
    expect(results[1]).toEqual({ channel: 'whatsapp', ok: true });
    expect(meta.seen).toHaveLength(1);
  });

  it("sends a Hindi reader's SMS on the event's Hindi template, with the same values in the same places", async () => {
    const withHindi: NotificationSettings = {
      ...settings,
      sms: { order_shipped: { templateId: 'tpl-shipped', templateIdHi: 'tpl-shipped-hi' } },
    };
    const send = (language: 'hi' | 'en' | undefined) =>
      notifyPhone(
        { db, phone: { sms: sms() } },
        withHindi,
        { phone: '9812345670', consent, ...(language ? { language } : {}) },
        'order_shipped',
        ['कविता', '1042'],
      );
    expect(await send('hi')).toEqual([{ channel: 'sms', ok: true }]);
    await send('en');
    await send(undefined);
    expect(msg91.seen.map((s) => (s.body as { template_id: string }).template_id)).toEqual([
      'tpl-shipped-hi',
      'tpl-shipped',
      'tpl-shipped',
    ]);
    expect(msg91.seen[0]!.body).toMatchObject({
      recipients: [{ mobiles: '919812345670', VAR1: 'कविता', VAR2: '1042' }],
    });
  });

  it("sends a Marathi reader's SMS on the event's Marathi template, and a Hindi reader's on the Hindi one", async () => {
    const withBoth: NotificationSettings = {
      ...settings,
      sms: {
        order_shipped: {
          templateId: 'tpl-shipped',
          templateIdHi: 'tpl-shipped-hi',
          templateIdMr: 'tpl-shipped-mr',
        },
      },
    };
    for (const language of ['mr', 'hi', 'en'] as const)
      await notifyPhone(
        { db, phone: { sms: sms() } },
        withBoth,
        { phone: '9812345670', consent, language },
        'order_shipped',
        ['कविता', '1042'],
      );
    expect(msg91.seen.map((s) => (s.body as { template_id: string }).template_id)).toEqual([
      'tpl-shipped-mr',
      'tpl-shipped-hi',
      'tpl-shipped',
    ]);
  });

  it('sends the English template to a Hindi reader when the event has no Hindi one, and logs that once', async () => {
    const said: [unknown, string | undefined][] = [];
    const log = {
      info: (obj: unknown, msg?: string) => {
        said.push([obj, msg]);
      },
      warn: () => {},
    };
    const englishOnly: NotificationSettings = {
      ...settings,
      sms: { order_shipped: { templateId: 'tpl-en-only' } },
    };
    for (let i = 0; i < 2; i++)
      await notifyPhone(
        { db, phone: { sms: sms() }, log },
        englishOnly,
        { phone: '9812345670', consent, language: 'hi' },
        'order_shipped',
        ['Kavya', '1042'],
      );
    expect(msg91.seen.map((s) => (s.body as { template_id: string }).template_id)).toEqual([
      'tpl-en-only',
      'tpl-en-only',
    ]);
    expect(said).toEqual([
      [
        { event: 'order_shipped', language: 'hi', templateId: 'tpl-en-only' },
        'no Hindi SMS template for this event: Hindi readers get the English one',
      ],
    ]);
    // An English reader is no news; another event without one is said once too.
    expect(smsTemplateFor(englishOnly, 'order_shipped', 'en', log)).toBe('tpl-en-only');
    const cancelled: NotificationSettings = {
      ...settings,
      sms: { order_cancelled: { templateId: 'tpl-c' } },
    };
    expect(smsTemplateFor(cancelled, 'order_cancelled', 'hi', log)).toBe('tpl-c');
    expect(smsTemplateFor(cancelled, 'order_cancelled', 'hi', log)).toBe('tpl-c');
    expect(said.map(([obj]) => obj)).toEqual([
      { event: 'order_shipped', language: 'hi', templateId: 'tpl-en-only' },
      { event: 'order_cancelled', language: 'hi', templateId: 'tpl-c' },
    ]);
    // A Marathi reader without a Marathi template is said apart, in Marathi's name.
    expect(smsTemplateFor(cancelled, 'order_cancelled', 'mr', log)).toBe('tpl-c');
    expect(said.at(-1)).toEqual([
      { event: 'order_cancelled', language: 'mr', templateId: 'tpl-c' },
      'no Marathi SMS template for this event: Marathi readers get the English one',
    ]);
  });
});
