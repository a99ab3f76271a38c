// What stops an account making the shop message any number, through the real routes: held cash orders send their
// confirmation link by SMS and WhatsApp to stand-in providers on 127.0.0.1 under the shop's default daily limits
// (per account, per number, per client address; the shop's cap counted in the same store), the shopper's typed
// name never reaches a template as text, and the stop link each SMS carries stops every message to its number
// without an account, while a forged link stops nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messageRefusals, phoneStopMessages } from '@chamak/shared/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { loadConfig } from '../../config.ts';
import { rows } from '../../lib/sql.ts';
import { memoryFailureStore } from '../../plugins/rate-limits.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import { admitMessage } from './message-gate.ts';

type Seen = { url: string; body: Record<string, unknown> };
function standIn(answer: string) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      seen.push({ url: req.url!, body: JSON.parse(data) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
    });
  });
  return { seen, server, url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const msg91 = standIn('{"type":"success","message":"abc"}');
const meta = standIn('{"messages":[{"id":"wamid.1"}]}');
/** The limits a shop gets when it sets none: 5 per account, 3 per number, 10 per address, 500 a day. */
const defaults = loadConfig({ NODE_ENV: 'test' }).messageLimits;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  await Promise.all(
    [msg91, meta].map((s) => new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve))),
  );
  t = await testApp({
    config: {
      publicUrl: 'https://shop.example',
      messageLimits: defaults,
      phone: {
        msg91: { authKey: 'k-msg91', senderId: 'CHAMAK', baseUrl: msg91.url() },
        whatsapp: { token: 'k-wa', phoneNumberId: '555', baseUrl: meta.url() },
      },
    },
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  // Every first cash order waits for its confirmation, whose link goes by SMS and WhatsApp.
  const res = await t.app.inject(
    as(admin, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: {
        codConfirmation: { enabled: true, abovePaise: null, firstTimeBuyers: true, hours: 24 },
        notifications: {
          events: {
            order_placed: ['email'],
            order_shipped: ['email'],
            out_for_delivery: ['email'],
            order_delivered: ['email'],
            order_cancelled: ['email'],
            cod_confirmation: ['email', 'sms', 'whatsapp'],
          },
          sms: { cod_confirmation: { templateId: 'tpl-cod' } },
          whatsapp: { cod_confirmation: { template: 'cod_confirm', language: 'en' } },
        },
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([msg91, meta].map((s) => new Promise((resolve) => s.server.close(resolve))));
});

/** Ten digits of a stranger's mobile, different for each n. */
const stranger = (n: number) => `9${String(700_000_000 + n).padStart(9, '0')}`;
const sentTo = (number: string) =>
  msg91.seen.filter((s) => (s.body.recipients as { mobiles: string }[])[0]!.mobiles === `91${number}`);

/** A held cash order by `user` to `phone`, placed from the client address `from`. */
async function cashOrder(user: TestUser, phone: string, from: string, firstName = checkoutAddress.firstName) {
  await addToCart(t.app, user, await sizeInStock(t.database.db, 20));
  const placed = await t.app.inject({
    ...as(user.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: { ...checkoutAddress, firstName, phone, userId: user.userId, paymentMethod: 'cod' },
    }),
    remoteAddress: from,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json() as { message: string; orderId: number };
}

const timelineNotes = async (orderId: number) =>
  (
    await rows<{ reason: string }>(
      t.database.db,
      sql`select reason from order_events where order_id = ${orderId} and event = 'note' order by id`,
    )
  ).map((r) => r.reason);

describe('messages a shopper causes to numbers their account has not proved', () => {
  it('lets one account message five strangers a day: its further orders are placed, and say the link was not sent', async () => {
    const attacker = await signupAndLogin(t.app);
    const before = { sms: msg91.seen.length, whatsapp: meta.seen.length };
    const placed = [];
    for (let n = 1; n <= 15; n++)
      placed.push(await cashOrder(attacker, stranger(n), '198.51.100.1', 'Win a prize at evil.example'));
    // Five messages, each by SMS and WhatsApp: 10, not the 30 of fifteen orders on two channels.
    expect(msg91.seen.length - before.sms).toBe(defaults.perAccount);
    expect(meta.seen.length - before.whatsapp).toBe(defaults.perAccount);
    expect(placed.slice(0, 5).every((p) => p.message === 'Order placed successfully')).toBe(true);
    for (const p of placed.slice(5)) {
      expect(p.message).toContain('Order placed successfully');
      expect(p.message).toContain(messageRefusals.perAccount);
      expect(await timelineNotes(p.orderId)).toEqual([
        `Confirmation link not sent by SMS or WhatsApp: ${messageRefusals.perAccount}`,
      ]);
    }
    const orders = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id = ${attacker.userId}
        and confirmation_due_at is not null and cancelled_at is null`,
    );
    expect(orders[0]!.n).toBe(15);
  });

  it('puts one word of the typed name in a template, letters only, never the sentence', async () => {
    const sms = msg91.seen.at(-1)!.body.recipients as Record<string, string>[];
    expect(sms[0]!.VAR1).toBe('Win');
    const whatsapp = meta.seen.at(-1)!.body as {
      template: { components: { parameters: { text: string }[] }[] };
    };
    expect(whatsapp.template.components[0]!.parameters[0]!.text).toBe('Win');
    for (const s of [...msg91.seen, ...meta.seen]) expect(JSON.stringify(s.body)).not.toMatch(/evil|prize/);
  });

  it('sends one number three messages a day, whichever accounts ask', async () => {
    const number = stranger(100);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await cashOrder(await signupAndLogin(t.app), number, `198.51.100.${10 + i}`));
    expect(sentTo(number)).toHaveLength(defaults.perNumber);
    expect(answers[3]!.message).toContain(messageRefusals.perNumber);
  });

  it('sends ten messages a day caused from one client address, whichever accounts and numbers', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await cashOrder(await signupAndLogin(t.app), stranger(200 + i), '203.0.113.9'));
    expect(answers.filter((a) => a.message === 'Order placed successfully')).toHaveLength(
      defaults.perAddress,
    );
    expect(answers[10]!.message).toContain(messageRefusals.perAddress);
    expect(sentTo(stranger(210))).toHaveLength(0);
  });
});

describe("the shop's daily cap", () => {
  it('refuses any message once the day has its number, the shop’s own included, and counts again the next day', async () => {
    const gate = {
      store: memoryFailureStore(),
      limits: { ...defaults, shopPerDay: 3 },
      clock: () => new Date('2026-11-29T10:00:00Z'),
    };
    const db = t.database.db;
    expect(await admitMessage(db, gate, '919700000900', { userId: 1, address: '192.0.2.1' })).toBeNull();
    expect(await admitMessage(db, gate, '919700000901', { userId: 2 })).toBeNull();
    expect(await admitMessage(db, gate, '919700000902')).toBeNull();
    expect(await admitMessage(db, gate, '919700000903')).toBe(messageRefusals.shop);
    expect(await admitMessage(db, gate, '919700000904', { userId: 3 })).toBe(messageRefusals.shop);
    // Midnight in India (18:30 UTC) starts a new day.
    gate.clock = () => new Date('2026-11-29T18:31:00Z');
    expect(await admitMessage(db, gate, '919700000903')).toBeNull();
  });
});

describe('the stop link of an SMS', () => {
  const linkOf = (number: string) => {
    const sms = sentTo(number).at(-1)!.body.recipients as Record<string, string>[];
    const link = new URL(sms[0]!.VAR4!);
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.example/messages/stop');
    return { n: link.searchParams.get('n')!, t: link.searchParams.get('t')! };
  };

  it('shows its number without an account and stops every message to it only when asked', async () => {
    const number = stranger(300);
    await cashOrder(await signupAndLogin(t.app), number, '198.51.100.30');
    const link = linkOf(number);
    expect(link.n).toBe(`91${number}`);
    const view = await t.app.inject({ method: 'GET', url: '/api/messages/stop', query: link });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toEqual({ number: `${number.slice(0, 2)}•••••${number.slice(-3)}`, stopped: false });
    // Looking did not stop anything: the next order to the number is messaged.
    await cashOrder(await signupAndLogin(t.app), number, '198.51.100.31');
    expect(sentTo(number)).toHaveLength(2);

    const stop = await t.app.inject({ method: 'POST', url: '/api/messages/stop', payload: link });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ message: phoneStopMessages.stopped });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/messages/stop', payload: link })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/messages/stop', query: link })).json().stopped,
    ).toBe(true);

    const whatsappBefore = meta.seen.length;
    const after = await cashOrder(await signupAndLogin(t.app), number, '198.51.100.32');
    expect(after.message).toContain(messageRefusals.stopped);
    expect(sentTo(number)).toHaveLength(2);
    expect(meta.seen.length).toBe(whatsappBefore);
  });

  it('refuses a forged or changed link and stops nothing', async () => {
    const number = stranger(400);
    await cashOrder(await signupAndLogin(t.app), number, '198.51.100.40');
    const link = linkOf(number);
    const other = `91${stranger(401)}`;
    for (const forged of [
      { n: other, t: link.t },
      { n: link.n, t: `${link.t.slice(0, -1)}${link.t.endsWith('A') ? 'B' : 'A'}` },
      { n: link.n, t: 'A'.repeat(22) },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/messages/stop', payload: forged });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: phoneStopMessages.invalid, code: 'NOT_FOUND' });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/messages/stop', query: forged })).statusCode,
      ).toBe(404);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/messages/stop',
      payload: { n: '12345', t: link.t },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(phoneStopMessages.invalid);
    const stops = await rows<{ phone: string }>(
      t.database.db,
      sql`select phone from phone_stops where phone in (${link.n}, ${other})`,
    );
    expect(stops).toEqual([]);
    await cashOrder(await signupAndLogin(t.app), number, '198.51.100.41');
    expect(sentTo(number)).toHaveLength(2);
  });
});
