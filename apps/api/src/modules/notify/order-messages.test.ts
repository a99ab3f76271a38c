// Order messages by phone through the real routes: the admin routes events to SMS and WhatsApp in Shop
// Settings, the shopper opts out of one in the profile (kept with its time) and back in, and each shipment
// status that has an event reaches the stand-in providers on 127.0.0.1 only on the channels allowed.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';

type Seen = { url: string; headers: Record<string, unknown>; body: Record<string, unknown> };

function standIn(answer: string) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      seen.push({ url: req.url!, headers: req.headers, body: JSON.parse(data) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
    });
  });
  return { seen, server, url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const msg91 = standIn('{"type":"success","message":"abc"}');
const meta = standIn('{"messages":[{"id":"wamid.1"}]}');
let t: TestApp;
let admin: string;
let shopper: TestUser;
let orderId: number;

beforeAll(async () => {
  await Promise.all(
    [msg91, meta].map((s) => new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve))),
  );
  t = await testApp({
    config: {
      phone: {
        msg91: { authKey: 'k-msg91', senderId: 'CHAMAK', baseUrl: msg91.url() },
        whatsapp: { token: 'k-wa', phoneNumberId: '555', baseUrl: meta.url() },
      },
    },
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  shopper = await signupAndLogin(t.app, { phone: '9876501234' });
  await addToCart(t.app, shopper, await sizeInStock(t.database.db, 3));
  const placed = await checkout(t.app, shopper, 'cod', { phone: '9876501234' });
  expect(placed.statusCode, placed.body).toBe(200);
  [{ id: orderId }] = (await rows<{ id: number }>(
    t.database.db,
    sql`select id from orders where user_id = ${shopper.userId} order by id desc limit 1`,
  )) as [{ id: number }];
});
afterAll(async () => {
  await t?.close();
  await Promise.all([msg91, meta].map((s) => new Promise((resolve) => s.server.close(resolve))));
});

const preferences = (token: string | undefined, userId: number, payload?: Record<string, unknown>) =>
  t.app.inject(
    as(token, {
      method: payload === undefined ? 'GET' : 'PUT',
      url: `/api/users/${userId}/messages`,
      ...(payload === undefined ? {} : { payload }),
    }),
  );
const move = (status: number) =>
  t.app.inject(
    as(admin, {
      method: 'POST',
      url: `/api/order/${orderId}/tracking`,
      payload: { activity: `Status ${status}`, status },
    }),
  );

describe('order messages by phone', () => {
  it('keeps an opt-out with its time, clears it on opting in, and lets only the shopper change it', async () => {
    const first = await preferences(shopper.token, shopper.userId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      sms: { receive: true, optedOutAt: null },
      whatsapp: { receive: true, optedOutAt: null },
      reminders: { receive: true, optedOutAt: null },
    });
    const before = Date.now();
    const out = await preferences(shopper.token, shopper.userId, { sms: true, whatsapp: false });
    expect(out.statusCode).toBe(200);
    const at = out.json().whatsapp.optedOutAt as string;
    expect(new Date(at).getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect(out.json()).toMatchObject({ message: 'Message preferences saved', sms: { receive: true } });
    // Saying "no" again keeps the first time.
    const again = await preferences(shopper.token, shopper.userId, { sms: true, whatsapp: false });
    expect(again.json().whatsapp.optedOutAt).toBe(at);

    const bad = await preferences(shopper.token, shopper.userId, { sms: 'yes', whatsapp: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sms');
    const other = await signupAndLogin(t.app);
    expect((await preferences(other.token, shopper.userId, { sms: false, whatsapp: false })).statusCode).toBe(
      403,
    );
    expect((await preferences(undefined, shopper.userId)).statusCode).toBe(401);
    expect((await preferences(shopper.token, shopper.userId)).json().whatsapp.optedOutAt).toBe(at);
  });

  it('sends each status to the channels the settings route it to, less the ones the shopper opted out of', async () => {
    const settings = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: {
          notifications: {
            events: {
              order_placed: ['email'],
              order_shipped: ['email', 'sms', 'whatsapp'],
              out_for_delivery: ['sms', 'whatsapp'],
              order_delivered: ['email'],
              order_cancelled: ['email'],
            },
            sms: { order_shipped: { templateId: 'tpl-ship' }, out_for_delivery: { templateId: 'tpl-ofd' } },
            whatsapp: {
              order_shipped: { template: 'order_shipped', language: 'en' },
              out_for_delivery: { template: 'out_for_delivery', language: 'en_US' },
            },
          },
        },
      }),
    );
    expect(settings.statusCode, settings.body).toBe(200);
    const badSettings = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { notifications: { events: { order_shipped: ['fax'] }, sms: {}, whatsapp: {} } },
      }),
    );
    expect(badSettings.statusCode).toBe(400);

    // Pickup and Picked Up have no event; In Transit is "shipped": SMS only, WhatsApp was opted out of.
    for (const status of [3, 5, 4]) expect((await move(status)).statusCode).toBe(200);
    expect(meta.seen).toHaveLength(0);
    expect(msg91.seen).toHaveLength(1);
    expect(msg91.seen[0]!.url).toBe('/api/v5/flow');
    expect(msg91.seen[0]!.headers.authkey).toBe('k-msg91');
    expect(msg91.seen[0]!.body).toEqual({
      template_id: 'tpl-ship',
      sender: 'CHAMAK',
      short_url: '0',
      recipients: [
        {
          mobiles: '919876501234',
          VAR1: checkoutAddress.firstName,
          VAR2: `#${orderId}`,
          // No tracking link yet: the order's status page, signed, which opens without a sign-in.
          VAR3: expect.stringMatching(new RegExp(`/order-status/${orderId}\\.\\d+\\.[\\w-]{22}$`)),
          // The number's stop link, signed: whoever gets the SMS can stop them without an account.
          VAR4: expect.stringMatching(/\/messages\/stop\?n=919876501234&t=[\w-]{22}$/),
        },
      ],
    });

    // Opted back in: Out for Delivery goes by both; Delivered is routed to e-mail only.
    await preferences(shopper.token, shopper.userId, { sms: true, whatsapp: true });
    expect((await move(6)).statusCode).toBe(200);
    expect((await move(7)).statusCode).toBe(200);
    expect(msg91.seen.map((s) => s.body.template_id)).toEqual(['tpl-ship', 'tpl-ofd']);
    expect(meta.seen).toHaveLength(1);
    expect(meta.seen[0]!.url).toBe('/555/messages');
    expect(meta.seen[0]!.headers.authorization).toBe('Bearer k-wa');
    expect(meta.seen[0]!.body).toMatchObject({
      to: '919876501234',
      template: { name: 'out_for_delivery', language: { code: 'en_US' } },
    });
    // The mails went as before, one per status.
    const mails = await rows<{ subject: string }>(
      t.database.db,
      sql`select subject from mail_outbox where subject like ${`Order #${orderId}:%`}`,
    );
    expect(mails).toHaveLength(5);
  });
});

describe("an order's SMS in the language it was placed in", () => {
  /** Places a cash order for a new shopper from a page in `language`; its id. */
  async function placeIn(language: 'hi' | 'en', phone: string) {
    const user = await signupAndLogin(t.app, { phone });
    await addToCart(t.app, user, await sizeInStock(t.database.db, 3));
    const placed = await t.app.inject(
      as(user.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        headers: { 'x-shop-language': language },
        payload: { ...checkoutAddress, phone, userId: user.userId, paymentMethod: 'cod' },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await rows<{ id: number; language: string }>(
      t.database.db,
      sql`select id, language from orders where user_id = ${user.userId} order by id desc limit 1`,
    );
    expect(order!.language).toBe(language);
    return order!.id;
  }
  const moveOrder = (id: number, status: number) =>
    t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/order/${id}/tracking`,
        payload: { activity: `Status ${status}`, status },
      }),
    );
  const saveSms = (sms: Record<string, unknown>) =>
    t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: {
          notifications: {
            events: {
              order_placed: ['email'],
              order_shipped: ['sms'],
              out_for_delivery: ['sms'],
              order_delivered: ['email'],
              order_cancelled: ['email'],
            },
            sms,
            whatsapp: {},
          },
        },
      }),
    );
  const smsTo = (phone: string) =>
    msg91.seen.filter((s) => (s.body.recipients as { mobiles: string }[])[0]!.mobiles === `91${phone}`);

  it("refuses a Hindi template id the schema does not take, naming it, and keeps the shop's settings", async () => {
    const tooLong = await saveSms({
      order_shipped: { templateId: 'tpl-ship', templateIdHi: 'x'.repeat(65) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION_FAILED');
    expect(tooLong.json().message).toContain('Hindi template id must be at most 64 characters');
    const blank = await saveSms({ order_shipped: { templateId: 'tpl-ship', templateIdHi: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Hindi template id is empty');
    const unknown = await saveSms({ order_shipped: { templateId: 'tpl-ship', templateIdHindi: 'tpl-hi' } });
    expect(unknown.statusCode).toBe(400);
  });

  it("sends a Hindi order's SMS on the Hindi template when set, the English one when not; an English order's as before", async () => {
    const saved = await saveSms({
      order_shipped: { templateId: 'tpl-ship-en', templateIdHi: ' tpl-ship-hi ' },
      out_for_delivery: { templateId: 'tpl-ofd-en' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const served = (await t.app.inject({ url: '/api/settings' })).json().notifications.sms;
    expect(served.order_shipped).toEqual({ templateId: 'tpl-ship-en', templateIdHi: 'tpl-ship-hi' });
    expect(served.out_for_delivery).toEqual({ templateId: 'tpl-ofd-en' });

    const hindi = await placeIn('hi', '9876502345');
    const english = await placeIn('en', '9876503456');
    for (const id of [hindi, english])
      for (const status of [3, 5, 4, 6]) expect((await moveOrder(id, status)).statusCode).toBe(200);

    // Shipped: the Hindi template for the Hindi order, with the same values in the same places.
    const toHindi = smsTo('9876502345');
    expect(toHindi.map((s) => s.body.template_id)).toEqual(['tpl-ship-hi', 'tpl-ofd-en']);
    expect((toHindi[0]!.body.recipients as Record<string, string>[])[0]).toMatchObject({
      VAR1: checkoutAddress.firstName,
      VAR2: `#${hindi}`,
    });
    // The English order: the English templates, as before the Hindi ones existed.
    expect(smsTo('9876503456').map((s) => s.body.template_id)).toEqual(['tpl-ship-en', 'tpl-ofd-en']);
  });
});
