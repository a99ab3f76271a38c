// The pay-now offer by SMS and WhatsApp (decision 0337, notify event cod_pay_now) through the real routes, the
// database and the MSG91 and WhatsApp stand-ins on 127.0.0.1: a cash order placed at once is sent the shopper's
// first name, its number, the saving in rupees and the order-confirmed mail's own link, which opens the pay-now
// page; a Hindi order goes on the Hindi templates; nothing goes when paying online saves nothing, for an online
// order, for a cash order with an advance paid, or for a held order until it is confirmed (then once). A number
// on the stop list, a shopper's opt-out or the message limits keep the message back, and the order stays placed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultCodRiskSettings } from '@chamak/shared/cod-risk';
import { checkoutMessages } from '@chamak/shared/messages';
import { formatRupees } from '@chamak/shared/money';
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPromotions } from '../../../../../tools/demo-data/demo-promotions.ts';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';

const publicUrl = 'https://shop.example';
/** Mumbai: on the COD fee list (₹30), so paying online saves at least that. */
const mumbai = { city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' };
/** Kochi: off the COD fee list; with the prepaid offer off, paying online saves nothing. */
const kochi = { city: 'Kochi', state: 'Kerala', postalCode: '682001' };
const delhi = { city: 'New Delhi', state: 'Delhi', postalCode: '110001' };

type Seen = { url: string; body: Record<string, unknown> };

/** A provider stand-in on 127.0.0.1 that answers every call with `answer` and records what it was sent. */
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
let t: TestApp;
let admin: string;

beforeAll(async () => {
  await Promise.all(
    [msg91, meta].map((s) => new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve))),
  );
  t = await testApp({
    config: {
      publicUrl,
      phone: {
        msg91: { authKey: 'k-msg91', senderId: 'CHAMAK', baseUrl: msg91.url() },
        whatsapp: { token: 'k-wa', phoneNumberId: '555', baseUrl: meta.url() },
      },
      // Two messages a day to a number its shopper caused (the limits test); the rest as the other tests have them.
      messageLimits: { perAccount: 10_000, perNumber: 2, perAddress: 10_000, shopPerDay: 10_000 },
    },
  });
  // The demo's prepaid offer (5% off online, at most ₹100): the saving is the order's own online quote.
  await seedDemoPromotions(t.database.db);
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  // The admin names the offer's templates (its routing is SMS and WhatsApp by default); nothing else by phone.
  const current = (await t.app.inject({ url: '/api/settings' })).json();
  expect(current.notifications.events.cod_pay_now).toEqual(['email', 'sms', 'whatsapp']);
  const saved = await inject(admin, {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: {
      notifications: {
        ...current.notifications,
        sms: { cod_pay_now: { templateId: 'tpl-pay-now', templateIdHi: 'tpl-pay-now-hi' } },
        whatsapp: { cod_pay_now: { template: 'cod_pay_now', language: 'en' } },
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([msg91, meta].map((s) => new Promise((resolve) => s.server.close(resolve))));
});

const inject = (token: string | undefined, options: InjectOptions) => t.app.inject(as(token, options));

let numbers = 0;
/** A mobile number no other test in this file sends to (the per-number limit counts per number). */
const freshNumber = () => `98760${String(++numbers).padStart(5, '0')}`;

/** A new shopper with two units of one size and one of another in the cart, and the number they check out with. */
async function shopperWithCart(phone = freshNumber()) {
  const u = await signupAndLogin(t.app, { phone });
  await addToCart(t.app, u, await sizeInStock(t.database.db, 20), 2);
  await addToCart(t.app, u, await sizeInStock(t.database.db, 20, true), 1);
  return { u, phone };
}

/** A cash order placed through checkout (to Mumbai unless told, in English unless `language`). */
async function cashOrder(
  options: { to?: Record<string, string>; language?: string; shopper?: { u: TestUser; phone: string } } = {},
) {
  const { u, phone } = options.shopper ?? (await shopperWithCart());
  const placed = await inject(u.token, {
    method: 'POST',
    url: '/api/order/verify-payment',
    ...(options.language ? { headers: { 'x-shop-language': options.language } } : {}),
    payload: { ...checkoutAddress, ...(options.to ?? mumbai), phone, userId: u.userId, paymentMethod: 'cod' },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { u, phone, orderId: placed.json().orderId as number, answer: placed.json().message as string };
}

/** The WhatsApp offers sent about the order: the template's language and its values. */
const whatsappOffers = (orderId: number) =>
  meta.seen
    .map((m) => m.body.template as { name: string; language: { code: string }; components?: unknown })
    .map((tpl) => ({
      name: tpl.name,
      language: tpl.language.code,
      values: (
        (tpl.components as { parameters: { text: string }[] }[] | undefined)?.[0]?.parameters ?? []
      ).map((p) => p.text),
    }))
    .filter((m) => m.name === 'cod_pay_now' && m.values[1] === `#${orderId}`);

/** The SMS offers sent about the order: the MSG91 template and its variables. */
const smsOffers = (orderId: number) =>
  msg91.seen
    .map((m) => ({
      template: m.body.template_id as string,
      vars: (m.body.recipients as Record<string, string>[])[0]!,
    }))
    .filter((m) => m.template.startsWith('tpl-pay-now') && m.vars.VAR2 === `#${orderId}`);

/** Every offer sent about the order, on either channel. */
const offersOf = (orderId: number) => [...whatsappOffers(orderId), ...smsOffers(orderId)];

/** The pay-now link in the order's order-confirmed mail (in the outbox: no SMTP in these tests), or null. */
async function mailedLink(orderId: number): Promise<string | null> {
  const mails = await rows<{ subject: string; text: string }>(
    t.database.db,
    sql`select subject, text from mail_outbox where subject like ${`%#${orderId}%`} order by id`,
  );
  // The confirmation (in the order's language), not the mail asking a held order's shopper to confirm it.
  const confirmed = mails.filter(
    (m) => new RegExp(`#${orderId}(?!\\d)`).test(m.subject) && !m.subject.startsWith('Please confirm'),
  );
  expect(confirmed).toHaveLength(1);
  return (
    new RegExp(`${publicUrl}/order/${orderId}/pay-now\\?token=[\\w-]+`).exec(confirmed[0]!.text)?.[0] ?? null
  );
}

/** What the link's page answers, without a sign-in. */
const openLink = (link: string) =>
  t.app.inject({ method: 'GET', url: `/api${link.slice(publicUrl.length)}` });

const orderRow = async (orderId: number) =>
  (
    await rows<{ status: number; payment_method: string; payment_status: string; cancelled: boolean }>(
      t.database.db,
      sql`select status, payment_method, payment_status, cancelled_at is not null as cancelled from orders
        where id = ${orderId}`,
    )
  )[0]!;

describe('a cash order placed at once', () => {
  it('is sent the offer by SMS and WhatsApp with its name, number, saving and the mail’s own working link', async () => {
    const { orderId, answer } = await cashOrder();
    expect(answer).toBe(checkoutMessages.codPlaced);
    const link = await mailedLink(orderId);
    expect(link).not.toBeNull();

    const opened = await openLink(link!);
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json();
    expect(view).toMatchObject({ orderId, state: 'open' });
    expect(view.savingPaise).toBeGreaterThanOrEqual(3000);
    expect(view.savingPaise).toBe(view.cashPaise - view.onlinePaise);

    const values = [checkoutAddress.firstName, `#${orderId}`, formatRupees(view.savingPaise), link];
    expect(whatsappOffers(orderId)).toEqual([{ name: 'cod_pay_now', language: 'en', values }]);
    const [sms, ...more] = smsOffers(orderId);
    expect(more).toEqual([]);
    expect(sms!.template).toBe('tpl-pay-now');
    expect([sms!.vars.VAR1, sms!.vars.VAR2, sms!.vars.VAR3, sms!.vars.VAR4]).toEqual(values);
    // The SMS's last variable is the number's stop link.
    expect(sms!.vars.VAR5).toMatch(new RegExp(`^${publicUrl}/messages/stop\\?`));
  });

  it('a Hindi order goes on the Hindi WhatsApp template and the Hindi SMS template', async () => {
    const { orderId } = await cashOrder({ language: 'hi' });
    const link = await mailedLink(orderId);
    const view = (await openLink(link!)).json();
    const values = [checkoutAddress.firstName, `#${orderId}`, formatRupees(view.savingPaise), link];
    expect(whatsappOffers(orderId)).toEqual([{ name: 'cod_pay_now', language: 'hi', values }]);
    const sms = smsOffers(orderId);
    expect(sms.map((s) => s.template)).toEqual(['tpl-pay-now-hi']);
    expect([sms[0]!.vars.VAR1, sms[0]!.vars.VAR2, sms[0]!.vars.VAR3, sms[0]!.vars.VAR4]).toEqual(values);
  });

  it('is not sent when paying online saves nothing', async () => {
    await t.database.db.execute(sql`update promotions set active = false where online_only`);
    try {
      const { u, orderId } = await cashOrder({ to: kochi });
      const own = await inject(u.token, { method: 'GET', url: `/api/order/${orderId}/pay-now` });
      expect(own.json().savingPaise).toBe(0);
      expect(await mailedLink(orderId)).toBeNull();
      expect(offersOf(orderId)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`update promotions set active = true where online_only`);
    }
  });
});

describe('orders that are not offered it', () => {
  it('an online order, paid', async () => {
    const { u, phone } = await shopperWithCart();
    const created = await checkout(t.app, u, 'online', { ...mumbai, phone });
    expect(created.statusCode, created.body).toBe(200);
    const { orderId, order_id } = created.json().data as { orderId: number; order_id: string };
    const paid = await inject(u.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: (t.app.gateway as SandboxGateway).pay(order_id),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ payment_method: 'online', payment_status: 'paid' });
    expect(offersOf(orderId)).toEqual([]);
  });

  it('a cash order with part paid online first (an advance)', async () => {
    const put = (settings: object) =>
      inject(admin, { method: 'PUT', url: '/api/admin/settings/cod-risk', payload: settings });
    expect((await put({ ...defaultCodRiskSettings, advanceFrom: 1 })).statusCode).toBe(200);
    try {
      const { u, phone } = await shopperWithCart();
      const created = await inject(u.token, {
        method: 'POST',
        url: '/api/order/order',
        payload: { ...checkoutAddress, ...delhi, phone, userId: u.userId, paymentMethod: 'cod' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { orderId, order_id } = created.json().data as { orderId: number; order_id: string };
      const paid = await inject(u.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: (t.app.gateway as SandboxGateway).pay(order_id),
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const [o] = await rows<{ advance: number; method: string; status: number }>(
        t.database.db,
        sql`select advance_paise as advance, payment_method as method, status from orders where id = ${orderId}`,
      );
      expect(o).toMatchObject({ method: 'cod', status: OrderStatus.Placed });
      expect(o!.advance).toBeGreaterThan(0);
      expect(await mailedLink(orderId)).toBeNull();
      expect(offersOf(orderId)).toEqual([]);
    } finally {
      expect((await put(defaultCodRiskSettings)).statusCode).toBe(200);
    }
  });
});

describe('a cash order held for confirmation', () => {
  const hold = (enabled: boolean) =>
    inject(admin, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: {
        codConfirmation: { enabled, abovePaise: enabled ? 0 : 200_000, firstTimeBuyers: true, hours: 24 },
      },
    });

  it('gets the offer once it is confirmed, and only once', async () => {
    expect((await hold(true)).statusCode).toBe(200);
    try {
      const { orderId } = await cashOrder();
      // Held: the mail asks to confirm it, and no offer goes.
      const [asked] = await rows<{ text: string }>(
        t.database.db,
        sql`select text from mail_outbox where subject like ${`Please confirm%#${orderId}%`}`,
      );
      const token = new RegExp(`/order-confirmation/${orderId}\\?confirm=([\\w-]+)`).exec(asked!.text)![1]!;
      expect(offersOf(orderId)).toEqual([]);

      const confirm = () =>
        t.app.inject({ method: 'POST', url: `/api/order/${orderId}/confirm`, payload: { token } });
      expect((await confirm()).statusCode).toBe(200);
      const link = await mailedLink(orderId);
      expect(link).not.toBeNull();
      const opened = await openLink(link!);
      expect(opened.statusCode, opened.body).toBe(200);
      const values = [
        checkoutAddress.firstName,
        `#${orderId}`,
        formatRupees(opened.json().savingPaise),
        link,
      ];
      expect(whatsappOffers(orderId)).toEqual([{ name: 'cod_pay_now', language: 'en', values }]);
      expect(smsOffers(orderId)).toHaveLength(1);

      // Confirmed again: nothing more is sent.
      expect((await confirm()).statusCode).toBe(200);
      expect(offersOf(orderId)).toHaveLength(2);
    } finally {
      expect((await hold(false)).statusCode).toBe(200);
    }
  });
});

describe('an offer kept back leaves the order placed', () => {
  it('a number on the stop list gets nothing; the order stands and its mailed link works', async () => {
    // The first order's SMS carries the number's stop link; the shopper follows it.
    const shopper = await shopperWithCart();
    const first = await cashOrder({ shopper });
    const stop = new URL(smsOffers(first.orderId)[0]!.vars.VAR5!);
    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/messages/stop',
      payload: { n: stop.searchParams.get('n'), t: stop.searchParams.get('t') },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);

    await addToCart(t.app, shopper.u, await sizeInStock(t.database.db, 20), 1);
    const { orderId, answer } = await cashOrder({ shopper });
    expect(answer).toBe(checkoutMessages.codPlaced);
    expect(offersOf(orderId)).toEqual([]);
    expect(await orderRow(orderId)).toMatchObject({
      status: OrderStatus.Placed,
      payment_method: 'cod',
      cancelled: false,
    });
    expect((await openLink((await mailedLink(orderId))!)).statusCode).toBe(200);
  });

  it("the shopper's opt-out of WhatsApp leaves the SMS; of both, nothing goes", async () => {
    const shopper = await shopperWithCart();
    const prefer = (sms: boolean, whatsapp: boolean) =>
      inject(shopper.u.token, {
        method: 'PUT',
        url: `/api/users/${shopper.u.userId}/messages`,
        payload: { sms, whatsapp },
      });
    expect((await prefer(true, false)).statusCode).toBe(200);
    const smsOnly = await cashOrder({ shopper });
    expect(whatsappOffers(smsOnly.orderId)).toEqual([]);
    expect(smsOffers(smsOnly.orderId)).toHaveLength(1);

    expect((await prefer(false, false)).statusCode).toBe(200);
    await addToCart(t.app, shopper.u, await sizeInStock(t.database.db, 20), 1);
    const none = await cashOrder({ shopper });
    expect(none.answer).toBe(checkoutMessages.codPlaced);
    expect(offersOf(none.orderId)).toEqual([]);
    expect(await orderRow(none.orderId)).toMatchObject({ status: OrderStatus.Placed, cancelled: false });
  });

  it('the message limits count it: past the number’s daily limit it is not sent, and the order stands', async () => {
    const shopper = await shopperWithCart();
    const placed = [];
    for (let i = 0; i < 3; i++) {
      if (i) await addToCart(t.app, shopper.u, await sizeInStock(t.database.db, 20), 1);
      placed.push(await cashOrder({ shopper }));
    }
    expect(placed.map((p) => whatsappOffers(p.orderId).length)).toEqual([1, 1, 0]);
    expect(placed.map((p) => smsOffers(p.orderId).length)).toEqual([1, 1, 0]);
    expect(placed[2]!.answer).toBe(checkoutMessages.codPlaced);
    expect(await orderRow(placed[2]!.orderId)).toMatchObject({
      status: OrderStatus.Placed,
      cancelled: false,
    });
  });
});
