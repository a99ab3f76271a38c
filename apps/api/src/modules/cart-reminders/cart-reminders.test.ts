// Abandoned carts (decisions 0244-0248) on a real database through the real routes: the reminder job is run
// with a clock the test sets (no sleeps), its mails are read from the outbox, the restore link is used as the
// shopper (and refused to anyone else), and the admin's list counts what was recovered.
import { cartReminderMessages } from '@chamak/shared/cart-reminders';
import { formatRupees } from '@chamak/shared/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { runOnce } from '../../jobs.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import { whatsappStandIn } from '../../test/whatsapp.ts';
import { cartRemindersJob, runCartReminders } from './reminders.ts';

const publicUrl = 'https://shop.chamak.example';
/** A stand-in for WhatsApp's Cloud API on 127.0.0.1: what it was sent. */
const whatsapp = whatsappStandIn();
const whatsappSeen = whatsapp.seen;
let t: TestApp;
let admin: string;
let size: SizeInStock & { price: number };
/** The app's clock (restore links expire by it); the job gets its own `now`. */
let appNow: Date | null = null;

beforeAll(async () => {
  await whatsapp.listen();
  t = await testApp({
    mailer: { send: async () => {} },
    config: {
      publicUrl,
      phone: whatsapp.phone(),
    },
    clock: () => appNow ?? new Date(),
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const inStock = await sizeInStock(t.database.db, 20);
  const [priced] = await rows<{ price: number }>(
    t.database.db,
    sql`select discounted_price_paise as price from product_litres where id = ${inStock.pl_id}`,
  );
  size = { ...inStock, price: priced!.price };
});
afterAll(async () => {
  await t?.close();
  await whatsapp.close();
});

const ctx = () => ({ db: t.database.db, publicUrl, mailer: { send: async () => {} } });
const run = (now: Date) => runCartReminders(ctx(), now);
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * 3_600_000);

const mailsTo = (email: string) =>
  rows<{ subject: string; text: string; html: string; status: string }>(
    t.database.db,
    sql`select subject, text, html, status from mail_outbox where "to" = ${email} order by id`,
  );

const remindersOf = (userId: number) =>
  rows<{ kind: string; reminders_sent: number; closed: boolean; order_id: number | null }>(
    t.database.db,
    sql`select kind, reminders_sent, closed_at is not null as closed, order_id from cart_reminders
      where user_id = ${userId} order by id`,
  );

/** The token in a reminder's restore link. */
const tokenIn = (text: string) => /\/cart\?restore=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/**
 * A new shopper with `quantity` of the test size in the cart, and when the cart was last changed; one who ticked
 * the offers boxes at signup unless `offers` is false.
 */
async function shopperWithCart(quantity = 2, offers = true): Promise<TestUser & { changedAt: Date }> {
  const user = await signupAndLogin(t.app, { offers, fullname: 'Kavya Nair' });
  await addToCart(t.app, user, size, quantity);
  const [c] = await rows<{ changed_at: Date }>(
    t.database.db,
    sql`select changed_at from cart_changes where user_id = ${user.userId}`,
  );
  return { ...user, changedAt: new Date(c!.changed_at) };
}

const cartOf = async (user: TestUser) =>
  (
    await t.app.inject(
      as(user.token, { method: 'POST', url: '/api/cart/get', payload: { userId: user.userId } }),
    )
  ).json() as { cartId: number; pl_id: number; quantity: number }[];

const restore = (token: string | undefined, linkToken: string) =>
  t.app.inject(as(token, { method: 'POST', url: '/api/cart/restore', payload: { token: linkToken } }));

describe('the abandoned-cart schedule', () => {
  it('writes only to a shopper who agreed to offers: none for one who never ticked the boxes, or who stopped them', async () => {
    const never = await shopperWithCart(1, false);
    const agreed = await shopperWithCart(1);
    await run(later(agreed.changedAt, 4.05));
    expect(await mailsTo(never.email)).toEqual([]);
    expect(await mailsTo(agreed.email)).toHaveLength(1);
    expect(await remindersOf(never.userId)).toEqual([]);
    // Offers withdrawn in Profile → Privacy: the second reminder never comes.
    const stop = await t.app.inject(
      as(agreed.token, {
        method: 'POST',
        url: '/api/account/consents',
        payload: { purpose: 'marketing_email', given: false },
      }),
    );
    expect(stop.statusCode, stop.body).toBe(200);
    await run(later(agreed.changedAt, 30));
    expect(await mailsTo(agreed.email)).toHaveLength(1);
  });

  it('reminds a cart left unchanged for 4 hours once, a second time 24 hours later, and never a third', async () => {
    const u = await shopperWithCart(2);
    await run(later(u.changedAt, 3.9));
    expect(await mailsTo(u.email)).toEqual([]);

    const firstAt = later(u.changedAt, 4.05);
    expect((await run(firstAt)).first).toBeGreaterThanOrEqual(1);
    const [first] = await mailsTo(u.email);
    expect(first!.subject).toBe('You left something in your cart at Chamak');
    expect(first!.status).toBe('queued');
    // HTML with a text part, both with the lines and the link that brings them back.
    expect(first!.html).toMatch(/^<!DOCTYPE html/);
    expect(first!.html).toContain('Return to my cart');
    expect(first!.text).toContain('Hello Kavya,');
    expect(first!.text).toMatch(/× 2/);
    const token = tokenIn(first!.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(first!.html).toContain(`${publicUrl}/cart?restore=${token}`);
    expect(first!.text).toContain(`${publicUrl}/cart?stop=${token}`);

    // Running again, in the same tick or a later one, sends nothing more before 24 hours.
    await run(later(firstAt, 0.1));
    await run(later(firstAt, 23.9));
    expect(await mailsTo(u.email)).toHaveLength(1);

    await run(later(firstAt, 24.05));
    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Your cart at Chamak is still waiting');
    expect(mails[1]!.text).toContain('This is the last time we write about it');
    // The same link as the first mail: it keeps working.
    expect(tokenIn(mails[1]!.text)).toBe(token);

    await run(later(firstAt, 48.1));
    await run(later(firstAt, 100));
    expect(await mailsTo(u.email)).toHaveLength(2);
    expect(await remindersOf(u.userId)).toEqual([
      { kind: 'cart', reminders_sent: 2, closed: true, order_id: null },
    ]);
  });

  it('waits the hours Shop Settings give and sends nothing while reminders are off', async () => {
    const put = (body: object) =>
      t.app.inject(as(admin, { method: 'PUT', url: '/api/admin/cart-reminders/settings', payload: body }));
    const settings = { enabled: true, delayHours: 6, paymentReminders: true, promotionId: null };
    expect((await put(settings)).statusCode).toBe(200);
    const u = await shopperWithCart();
    await run(later(u.changedAt, 5.9));
    expect(await mailsTo(u.email)).toEqual([]);

    expect((await put({ ...settings, enabled: false })).statusCode).toBe(200);
    await run(later(u.changedAt, 6.1));
    expect(await mailsTo(u.email)).toEqual([]);

    expect((await put({ ...settings, delayHours: 4 })).statusCode).toBe(200);
    await run(later(u.changedAt, 6.2));
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it('stops at a change: a cart changed after the first reminder gets no second one, nor a new pair that week', async () => {
    const u = await shopperWithCart(1);
    const firstAt = later(u.changedAt, 4.1);
    await run(firstAt);
    expect(await mailsTo(u.email)).toHaveLength(1);
    // The shopper comes back and changes the quantity.
    const [line] = await cartOf(u);
    const res = await t.app.inject(
      as(u.token, { method: 'PUT', url: `/api/cart/update/${line!.cartId}`, payload: { quantity: 3 } }),
    );
    expect(res.statusCode).toBe(200);
    await run(later(firstAt, 24.1));
    await run(later(firstAt, 6 * 24));
    expect(await mailsTo(u.email)).toHaveLength(1);
    expect((await remindersOf(u.userId))[0]!.closed).toBe(true);
    // A week on, the cart is too old to write about.
    await run(later(firstAt, 7 * 24 + 0.1));
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it('mentions the automatic promotion the settings name while it runs', async () => {
    const [promo] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into promotions (name, action, percent) values ('5% off when you pay online', 'percent', 5)
        returning id`,
    );
    const [coded] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into promotions (name, code, action, percent) values ('Welcome', 'WELCOME-RC', 'percent', 10)
        returning id`,
    );
    const put = (promotionId: number | null) =>
      t.app.inject(
        as(admin, {
          method: 'PUT',
          url: '/api/admin/cart-reminders/settings',
          payload: { enabled: true, delayHours: 4, paymentReminders: true, promotionId },
        }),
      );
    // Only an automatic promotion may be named: a code is the shopper's to type.
    const refused = await put(coded!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`promotionId: ${cartReminderMessages.promotion}`);
    const saved = await put(promo!.id);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().promotions).toContainEqual({ id: promo!.id, name: '5% off when you pay online' });

    const u = await shopperWithCart();
    await run(later(u.changedAt, 4.1));
    const [mail] = await mailsTo(u.email);
    expect(mail!.text).toContain('Still on: 5% off when you pay online.');
    expect((await put(null)).statusCode).toBe(200);
  });

  it('sends one "complete your payment" 30 minutes after an online payment failed, and no cart reminder for it', async () => {
    const u = await shopperWithCart(1);
    const created = await checkout(t.app, u, 'online');
    expect(created.statusCode).toBe(200);
    const { order_id: providerOrderId, orderId } = created.json().data as {
      order_id: string;
      orderId: number;
    };
    const failed = await t.app.inject(
      as(u.token, {
        method: 'POST',
        url: '/api/payments/sandbox/fail',
        payload: { order_id: providerOrderId },
      }),
    );
    expect(failed.statusCode).toBe(200);
    const [order] = await rows<{ created_at: Date }>(
      t.database.db,
      sql`select created_at from orders where id = ${orderId}`,
    );
    const placedAt = new Date(order!.created_at);

    await run(new Date(placedAt.getTime() + 29 * 60_000));
    expect(await mailsTo(u.email)).toEqual([]);
    await run(new Date(placedAt.getTime() + 31 * 60_000));
    const mails = await mailsTo(u.email);
    expect(mails.map((m) => m.subject)).toEqual(['Complete your payment at Chamak']);
    expect(mails[0]!.text).toContain(`The payment for your order #${orderId} did not go through`);
    expect(mails[0]!.html).toContain('Complete my payment');

    // Hours later: neither a second payment reminder nor an abandoned-cart one for the same cart.
    await run(later(placedAt, 5));
    await run(later(placedAt, 30));
    expect(await mailsTo(u.email)).toHaveLength(1);
    expect(await remindersOf(u.userId)).toEqual([
      { kind: 'payment', reminders_sent: 1, closed: true, order_id: orderId },
    ]);
  });

  it('never writes to a shopper who ordered or who stopped the reminders', async () => {
    // Ordered after the first reminder: no second one, and the cart counts as recovered.
    const buyer = await shopperWithCart(1);
    const firstAt = later(buyer.changedAt, 4.1);
    await run(firstAt);
    const placed = await checkout(t.app, buyer, 'cod');
    expect(placed.statusCode).toBe(200);
    // The order came an hour after the reminder (the test's clock is ahead of the database's).
    await t.database.db.execute(
      sql`update orders set created_at = ${later(firstAt, 1).toISOString()}::timestamptz where user_id = ${buyer.userId}`,
    );
    await run(later(firstAt, 24.1));
    expect(await mailsTo(buyer.email)).toHaveLength(1);

    // Stopped from the link in the mail (no login): no second reminder, and none for a later cart.
    const quitter = await shopperWithCart(1);
    const quitAt = later(quitter.changedAt, 4.1);
    await run(quitAt);
    const [mail] = await mailsTo(quitter.email);
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/cart-reminders/stop',
      payload: { token: tokenIn(mail!.text) },
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().message).toBe(cartReminderMessages.stopped);
    await addToCart(t.app, quitter, size, 1);
    await run(later(quitAt, 24.1));
    await run(later(quitAt, 60));
    expect(await mailsTo(quitter.email)).toHaveLength(1);
    const bogus = await t.app.inject({
      method: 'POST',
      url: '/api/cart-reminders/stop',
      payload: { token: 'x'.repeat(43) },
    });
    expect(bogus.statusCode).toBe(404);

    // Turned off in the profile: never reminded at all.
    const quiet = await signupAndLogin(t.app, { offers: true });
    const saved = await t.app.inject(
      as(quiet.token, {
        method: 'PUT',
        url: `/api/users/${quiet.userId}/messages`,
        payload: { sms: true, whatsapp: true, reminders: false },
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().reminders.receive).toBe(false);
    await addToCart(t.app, quiet, size, 1);
    await run(later(new Date(), 5));
    expect(await mailsTo(quiet.email)).toEqual([]);
  });

  it('sends the reminder by WhatsApp too once routed with a template, except to a shopper who turned WhatsApp off', async () => {
    const current = (await t.app.inject({ url: '/api/settings' })).json();
    const notifications = {
      ...current.notifications,
      events: { ...current.notifications.events, cart_reminder: ['email', 'whatsapp'] },
      whatsapp: { cart_reminder: { template: 'cart_left', language: 'en' } },
    };
    const saved = await t.app.inject(
      as(admin, { method: 'PUT', url: '/api/admin/settings', payload: { notifications } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const withPhone = () => ({ ...ctx(), phone: t.app.phone });

    const u = await signupAndLogin(t.app, { offers: true, fullname: 'Kavya Nair', phone: '9812300001' });
    await addToCart(t.app, u, size, 2);
    const quiet = await signupAndLogin(t.app, { offers: true, fullname: 'Ravi Iyer', phone: '9812300002' });
    await addToCart(t.app, quiet, size, 1);
    const off = await t.app.inject(
      as(quiet.token, {
        method: 'PUT',
        url: `/api/users/${quiet.userId}/messages`,
        payload: { sms: true, whatsapp: false },
      }),
    );
    expect(off.statusCode).toBe(200);
    whatsappSeen.length = 0;
    await runCartReminders(withPhone(), later(new Date(), 4.1));

    const token = tokenIn((await mailsTo(u.email))[0]!.text);
    const toKavya = whatsappSeen.filter((m) => m.body.to === '919812300001');
    expect(toKavya).toHaveLength(1);
    expect(toKavya[0]!.url).toBe('/555/messages');
    expect(toKavya[0]!.body.template).toMatchObject({
      name: 'cart_left',
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Kavya' },
            { type: 'text', text: formatRupees(size.price * 2) },
            { type: 'text', text: `${publicUrl}/cart?restore=${token}` },
          ],
        },
      ],
    });
    // The shopper who turned WhatsApp off still gets the mail, and nothing on the phone.
    expect(await mailsTo(quiet.email)).toHaveLength(1);
    expect(whatsappSeen.filter((m) => m.body.to === '919812300002')).toEqual([]);
  });

  it('runs once across processes: a second claim of the same tick sends nothing', async () => {
    const u = await shopperWithCart(1);
    const now = later(u.changedAt, 4.1);
    const job = cartRemindersJob(ctx, () => now);
    const log = { info() {}, debug() {}, warn() {} };
    const ran = await Promise.all([
      runOnce(t.database.db, log, job, now.getTime()),
      runOnce(t.database.db, log, job, now.getTime()),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await mailsTo(u.email)).toHaveLength(1);
  });
});

describe('the restore link', () => {
  it('puts the reminded lines back for its shopper only, after login, until it expires', async () => {
    const u = await shopperWithCart(2);
    const at = later(u.changedAt, 4.1);
    await run(at);
    const token = tokenIn((await mailsTo(u.email))[0]!.text);

    // The shopper emptied the cart since.
    const [line] = await cartOf(u);
    await t.app.inject(as(u.token, { method: 'DELETE', url: `/api/cart/remove/${line!.cartId}` }));
    expect(await cartOf(u)).toEqual([]);

    // Logged out: asked to log in. Another shopper, or a made-up token: the same 404, nothing told.
    expect((await restore(undefined, token)).statusCode).toBe(401);
    const other = await signupAndLogin(t.app, { offers: true });
    const stranger = await restore(other.token, token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: cartReminderMessages.linkInvalid, code: 'NOT_FOUND' });
    expect(await cartOf(other)).toEqual([]);
    expect((await restore(u.token, 'y'.repeat(43))).json()).toEqual(stranger.json());

    const back = await restore(u.token, token);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ message: 'Your cart is back.', restored: 1, unavailable: [] });
    expect(await cartOf(u)).toMatchObject([{ pl_id: size.pl_id, quantity: 2 }]);
    // Twice is the same cart, not twice the quantity.
    await restore(u.token, token);
    expect(await cartOf(u)).toMatchObject([{ pl_id: size.pl_id, quantity: 2 }]);

    // Seven days after the reminder the link has expired.
    appNow = later(at, 7 * 24 + 0.1);
    try {
      expect((await restore(u.token, token)).statusCode).toBe(404);
    } finally {
      appNow = null;
    }
  });
});

describe('Admin → Abandoned carts', () => {
  it('lists reminded carts with their value and whether an order followed, and the recovery rate', async () => {
    // The job ran up to days ahead of the real clock: the admin looks from two days on, so the 30 days hold them.
    appNow = later(new Date(), 48);
    const res = await t.app.inject(as(admin, { url: '/api/admin/abandoned-carts?perPage=5' }));
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.carts.length).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.totalPages).toBe(Math.ceil(page.total / 5));
    const all = (await t.app.inject(as(admin, { url: '/api/admin/abandoned-carts?perPage=100' }))).json();
    const recovered = all.carts.filter((c: { recoveredOrderId: number | null }) => c.recoveredOrderId);
    expect(recovered.length).toBeGreaterThanOrEqual(1);
    expect(recovered[0]).toMatchObject({ kind: 'cart', shopper: 'Kavya Nair', items: 1, remindersSent: 1 });
    expect(recovered[0].valuePaise).toBeGreaterThan(0);
    const { last30Days } = all;
    appNow = null;
    expect(last30Days.reminded).toBe(all.total);
    expect(last30Days.recovered).toBe(recovered.length);
    expect(last30Days.rate).toBeCloseTo(recovered.length / all.total);
    expect(last30Days.recoveredValuePaise).toBeGreaterThan(0);
  });

  it('is for admins only, and so are the reminder settings', async () => {
    const shopper = await signupAndLogin(t.app, { offers: true });
    for (const url of ['/api/admin/abandoned-carts', '/api/admin/cart-reminders/settings']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject(as(shopper.token, { url }))).statusCode).toBe(403);
    }
    const put = await t.app.inject(
      as(shopper.token, {
        method: 'PUT',
        url: '/api/admin/cart-reminders/settings',
        payload: { enabled: false, delayHours: 4, paymentReminders: false, promotionId: null },
      }),
    );
    expect(put.statusCode).toBe(403);
    const bad = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/admin/cart-reminders/settings',
        payload: { enabled: true, delayHours: 0, paymentReminders: true, promotionId: null },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(cartReminderMessages.delayHours);
  });
});
