// Reorder reminders (decision 0325) on a real database through the real routes: orders are placed and marked
// delivered as the shop does it, the job is run with a clock the test sets from the delivery time (no sleeps), its
// mails are read from the outbox and once through the SMTP stand-in, WhatsApp goes to a stand-in of the Cloud API,
// and the reorder link is used as the shopper (and refused to anyone else, once used, and once expired).
import { OrderStatus } from '@chamak/shared/order-state';
import { reorderReminderMessages } from '@chamak/shared/reorder-reminders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { runOnce } from '../../jobs.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, type SizeInStock } from '../../test/checkout.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { routeByWhatsapp, whatsappStandIn } from '../../test/whatsapp.ts';
import { smtpTransport } from '../mail/smtp.ts';
import { drainOutbox } from '../mail/worker.ts';
import { reorderReminderConversion, reorderRemindersJob, runReorderReminders } from './index.ts';

const publicUrl = 'https://shop.chamak.example';
const day = 86_400_000;
/** A stand-in for WhatsApp's Cloud API on 127.0.0.1: what it was sent. */
const whatsapp = whatsappStandIn();
const whatsappSeen = whatsapp.seen;
const smtp = smtpStandIn();
let t: TestApp;
let admin: string;
let mailer: ReturnType<typeof smtpTransport>;
type Size = SizeInStock & { name: string; label: string };
/** A size lasting 30 days a unit that can be subscribed to (10 % off). */
let lasting: Size;
/** A size lasting 20 days a unit that cannot be subscribed to. */
let plain: Size;
/** A size with no days of supply. */
let unknown: Size;
/** The app's clock (reorder links expire by it); the job gets its own `now`. */
let appNow: Date | null = null;

beforeAll(async () => {
  await Promise.all([whatsapp.listen(), smtp.listen()]);
  mailer = smtpTransport(smtp.url(), 'Chamak <care@chamak.example>');
  t = await testApp({
    mailer,
    config: {
      publicUrl,
      phone: whatsapp.phone(),
    },
    clock: () => appNow ?? new Date(),
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  // Three sizes of three products with stock; the admin form that sets days of supply is not what is tested here.
  const sizes = await rows<Size>(
    t.database.db,
    sql`select distinct on (pl.product_id) pl.product_id, pl.id as pl_id, pl.remaining_qty as remaining, p.name, l.label
      from product_litres pl join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
      where pl.remaining_qty >= 100 order by pl.product_id, pl.id limit 3`,
  );
  [lasting, plain, unknown] = sizes as [Size, Size, Size];
  await t.database.db.execute(sql`update product_litres set supply_days = 30, subscribable = true,
      subscription_intervals = '{30,60}', subscriber_discount = 10 where id = ${lasting.pl_id}`);
  await t.database.db.execute(sql`update product_litres set supply_days = 20, subscribable = false,
      subscription_intervals = '{}', subscriber_discount = 0 where id = ${plain.pl_id}`);
  await t.database.db.execute(sql`update product_litres set supply_days = null where id = ${unknown.pl_id}`);
});
afterAll(async () => {
  await t?.close();
  await whatsapp.close();
  await smtp.close();
});

const ctx = () => ({ db: t.database.db, publicUrl, mailer });
const run = (now: Date) => runReorderReminders(ctx(), now);
const after = (from: Date, days: number) => new Date(from.getTime() + days * day);

const mailsTo = (email: string) =>
  rows<{ subject: string; text: string; html: string }>(
    t.database.db,
    sql`select subject, text, html from mail_outbox where "to" = ${email} and subject like 'Running low%'
      order by id`,
  );

/** The token in a reminder's reorder link. */
const tokenIn = (text: string) => /\/cart\?reorder=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

type Purchase = { user: TestUser; orderId: number; deliveredAt: Date };

/** Places a cash order of `quantity` of `size` (and `more` lines) as the shopper (a new one unless given). */
async function order(
  size: SizeInStock,
  quantity: number,
  user?: TestUser,
  phone?: string,
  more: [SizeInStock, number][] = [],
) {
  const shopper = user ?? (await signupAndLogin(t.app, { offers: true, fullname: 'Kavya Nair' }));
  for (const [s, q] of [[size, quantity] as [SizeInStock, number], ...more])
    await addToCart(t.app, shopper, s, q);
  const placed = await checkout(t.app, shopper, 'cod', phone ? { phone } : {});
  expect(placed.statusCode, placed.body).toBe(200);
  return { user: shopper, orderId: placed.json().orderId as number };
}

/** An order of `quantity` of `size`, marked Delivered by the admin; when it was delivered. */
async function delivered(
  size: SizeInStock,
  quantity: number,
  user?: TestUser,
  phone?: string,
  more: [SizeInStock, number][] = [],
): Promise<Purchase> {
  const placed = await order(size, quantity, user, phone, more);
  const marked = await t.app.inject(
    as(admin, {
      method: 'PATCH',
      url: `/api/order/${placed.orderId}/shipment`,
      payload: { status: OrderStatus.Delivered },
    }),
  );
  expect(marked.statusCode, marked.body).toBe(200);
  const [o] = await rows<{ delivered_at: Date }>(
    t.database.db,
    sql`select delivered_at from orders where id = ${placed.orderId}`,
  );
  return { ...placed, deliveredAt: new Date(o!.delivered_at) };
}

const cartOf = async (user: TestUser) =>
  (
    await t.app.inject(
      as(user.token, { method: 'POST', url: '/api/cart/get', payload: { userId: user.userId } }),
    )
  ).json() as { pl_id: number; quantity: number }[];

const reorder = (token: string | undefined, linkToken: string) =>
  t.app.inject(
    as(token, { method: 'POST', url: '/api/reorder-reminders/restore', payload: { token: linkToken } }),
  );

describe('when a reorder reminder goes', () => {
  it('waits for 80 % of the quantity times the days of supply after delivery, then sends one mail, once', async () => {
    const two = await delivered(lasting, 2);
    // 2 × 30 days: due 48 days after delivery.
    await run(after(two.deliveredAt, 47.9));
    expect(await mailsTo(two.user.email)).toEqual([]);

    const sentAt = after(two.deliveredAt, 48.01);
    expect(await run(sentAt)).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(two.user.email);
    expect(mail!.subject).toBe(`Running low on ${lasting.name}?`);
    expect(mail!.text).toContain('Hello Kavya,');
    expect(mail!.text).toContain(`You ordered 2 × ${lasting.name} (${lasting.label}) on `);
    expect(mail!.text).toContain('That usually lasts about 60 days');
    expect(mail!.html).toContain('Reorder in one tap');
    const token = tokenIn(mail!.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(mail!.html).toContain(`${publicUrl}/cart?reorder=${token}`);
    // The size can be subscribed to: the offer links to its page.
    expect(mail!.text).toContain('Subscribe and save: get it delivered every few weeks for 10% less');
    expect(mail!.text).toContain(`${publicUrl}/product-details/${lasting.product_id}?size=${lasting.pl_id}`);
    expect(mail!.text).toContain(`${publicUrl}/cart?stop=${token}&reminder=reorder`);
    const [row] = await rows<{ quantity: number; due_at: Date; sent_at: Date }>(
      t.database.db,
      sql`select quantity, due_at, sent_at from reorder_reminders where order_id = ${two.orderId}`,
    );
    expect(row!.quantity).toBe(2);
    expect(new Date(row!.due_at).getTime()).toBe(two.deliveredAt.getTime() + 48 * day);
    expect(new Date(row!.sent_at).toISOString()).toBe(sentAt.toISOString());

    // Later runs send nothing more about it.
    await run(after(sentAt, 0.01));
    await run(after(sentAt, 5));
    expect(await mailsTo(two.user.email)).toHaveLength(1);

    // One unit of a size lasting 20 days is due at 16 days; a size that cannot be subscribed to offers nothing.
    const one = await delivered(plain, 1);
    await run(after(one.deliveredAt, 15.9));
    expect(await mailsTo(one.user.email)).toEqual([]);
    await run(after(one.deliveredAt, 16.01));
    const [single] = await mailsTo(one.user.email);
    expect(single!.text).toContain(`You ordered ${plainName()} on `);
    expect(single!.text).not.toContain('Subscribe and save');
  });

  it('stays quiet when the shopper bought the size again, opted out, or the size has no days of supply', async () => {
    const again = await delivered(lasting, 1);
    await order(lasting, 1, again.user);
    const quiet = await delivered(lasting, 1);
    const off = await t.app.inject(
      as(quiet.user.token, {
        method: 'PUT',
        url: `/api/users/${quiet.user.userId}/messages`,
        payload: { sms: true, whatsapp: true, reminders: false },
      }),
    );
    expect(off.statusCode, off.body).toBe(200);
    const noSupply = await delivered(unknown, 3);
    const notDelivered = await order(lasting, 1);

    await run(after(again.deliveredAt, 24.1));
    for (const u of [again.user, quiet.user, noSupply.user, notDelivered.user])
      expect(await mailsTo(u.email)).toEqual([]);

    // A second order that was cancelled is no purchase: the first is reminded.
    const cancelledAgain = await delivered(lasting, 1);
    const second = await order(lasting, 1, cancelledAgain.user);
    const cancel = await t.app.inject(
      as(cancelledAgain.user.token, { method: 'POST', url: `/api/order/${second.orderId}/cancel` }),
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await run(after(cancelledAgain.deliveredAt, 24.1));
    expect(await mailsTo(cancelledAgain.user.email)).toHaveLength(1);
  });

  it('stays quiet for a shopper who subscribed to the size since, and while a subscription to it runs', async () => {
    const subscribedSince = await delivered(lasting, 1);
    const running = await delivered(lasting, 1);
    const lapsedBefore = await delivered(lasting, 1);
    const subscription = async (user: TestUser, status: string, createdAt: Date) =>
      t.database.db.execute(sql`insert into subscriptions (user_id, product_id, product_litre_id, quantity,
          interval_days, status, method, address, mandate_max_paise, mandate_expires_at, created_at)
        values (${user.userId}, ${lasting.product_id}, ${lasting.pl_id}, 1, 30, ${status}, 'upi', '{}'::jsonb, 200000,
          ${after(createdAt, 1800)}, ${createdAt})`);
    // Subscribed after the purchase and cancelled since: still their choice of how to buy it again.
    await subscription(subscribedSince.user, 'cancelled', after(subscribedSince.deliveredAt, 2));
    // A subscription older than the purchase, running now (paused counts as running).
    await subscription(running.user, 'paused', after(running.deliveredAt, -100));
    // One that was cancelled before this purchase does not stop its reminder.
    await subscription(lapsedBefore.user, 'cancelled', after(lapsedBefore.deliveredAt, -100));
    await run(after(lapsedBefore.deliveredAt, 24.1));
    expect(await mailsTo(subscribedSince.user.email)).toEqual([]);
    expect(await mailsTo(running.user.email)).toEqual([]);
    expect(await mailsTo(lapsedBefore.user.email)).toHaveLength(1);
  });

  it('does not write about history: a purchase due more than 14 days ago is never reminded', async () => {
    const old = await delivered(plain, 1);
    // Due at 16 days; the job first runs at 30.1 days (days of supply set late, or the job stopped).
    await run(after(old.deliveredAt, 30.1));
    await run(after(old.deliveredAt, 31));
    expect(await mailsTo(old.user.email)).toEqual([]);
  });

  it('times an order marked Delivered without a delivery time from its last change', async () => {
    // Orders marked Delivered before the time was kept have none: their last change stands for it.
    const p = await delivered(plain, 1);
    await t.database.db.execute(
      sql`update orders set updated_at = delivered_at, delivered_at = null where id = ${p.orderId}`,
    );
    await run(after(p.deliveredAt, 15.9));
    expect(await mailsTo(p.user.email)).toEqual([]);
    await run(after(p.deliveredAt, 16.01));
    expect(await mailsTo(p.user.email)).toHaveLength(1);
  });

  it('sends one reminder a day to a shopper: a second size due the same day waits for the next', async () => {
    // 3 × 20 days and 2 × 30 days: both due 48 days after delivery.
    const both = await delivered(plain, 3, undefined, undefined, [[lasting, 2]]);
    await run(after(both.deliveredAt, 48.01));
    expect(await mailsTo(both.user.email)).toHaveLength(1);
    await run(after(both.deliveredAt, 48.9));
    expect(await mailsTo(both.user.email)).toHaveLength(1);
    await run(after(both.deliveredAt, 49.02));
    const mails = await mailsTo(both.user.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [`Running low on ${lasting.name}?`, `Running low on ${plain.name}?`].sort(),
    );
  });

  it('goes once across processes and overlapping runs', async () => {
    const p = await delivered(plain, 1);
    const now = after(p.deliveredAt, 16.05);
    const job = reorderRemindersJob(ctx, () => now);
    const log = { info() {}, debug() {}, warn() {} };
    const ran = await Promise.all([
      runOnce(t.database.db, log, job, now.getTime()),
      runOnce(t.database.db, log, job, now.getTime()),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    // Two runs at once outside the runner (a run that overran its slot): still one.
    await Promise.all([run(now), run(now)]);
    expect(await mailsTo(p.user.email)).toHaveLength(1);
  });

  it('sends it by WhatsApp too once routed with a template, except to a shopper who turned WhatsApp off', async () => {
    await routeByWhatsapp(t.app, admin, 'reorder_reminder', 'reorder');

    const willing = await delivered(plain, 1, undefined, '9812300011');
    const unwilling = await delivered(plain, 1, undefined, '9812300012');
    const off = await t.app.inject(
      as(unwilling.user.token, {
        method: 'PUT',
        url: `/api/users/${unwilling.user.userId}/messages`,
        payload: { sms: true, whatsapp: false },
      }),
    );
    expect(off.statusCode, off.body).toBe(200);
    whatsappSeen.length = 0;
    await runReorderReminders({ ...ctx(), phone: t.app.phone }, after(unwilling.deliveredAt, 16.05));

    const token = tokenIn((await mailsTo(willing.user.email))[0]!.text);
    const sent = whatsappSeen.filter((m) => m.body.to === '919812300011');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.template).toMatchObject({
      name: 'reorder',
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Kavya' },
            { type: 'text', text: plainName() },
            { type: 'text', text: `${publicUrl}/cart?reorder=${token}` },
          ],
        },
      ],
    });
    expect(await mailsTo(unwilling.user.email)).toHaveLength(1);
    expect(whatsappSeen.filter((m) => m.body.to === '919812300012')).toEqual([]);
  });
});

/** `plain`'s product and size as a mail names them. */
const plainName = () => `${plain.name} (${plain.label})`;

describe('the reorder link', () => {
  it('fills its shopper’s cart with the size and quantity once, and refuses anyone else and an expired link', async () => {
    const p = await delivered(lasting, 2);
    const sentAt = after(p.deliveredAt, 48.01);
    await run(sentAt);
    const token = tokenIn((await mailsTo(p.user.email))[0]!.text);
    appNow = after(sentAt, 1);
    try {
      // Logged out: the page sends the shopper to log in first.
      expect((await reorder(undefined, token)).statusCode).toBe(401);
      const stranger = await signupAndLogin(t.app, { offers: true });
      const refused = await reorder(stranger.token, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(reorderReminderMessages.linkInvalid);
      expect(await cartOf(stranger)).toEqual([]);

      expect(await cartOf(p.user)).toEqual([]);
      const filled = await reorder(p.user.token, token);
      expect(filled.statusCode, filled.body).toBe(200);
      expect(filled.json()).toMatchObject({
        restored: 1,
        unavailable: [],
        productPath: `/product-details/${lasting.product_id}?size=${lasting.pl_id}`,
      });
      expect(await cartOf(p.user)).toMatchObject([{ pl_id: lasting.pl_id, quantity: 2 }]);
      const [row] = await rows<{ restored_at: Date }>(
        t.database.db,
        sql`select restored_at from reorder_reminders where order_id = ${p.orderId}`,
      );
      expect(new Date(row!.restored_at).toISOString()).toBe(appNow.toISOString());

      // Used: said so, and the cart is not filled again.
      const used = await reorder(p.user.token, token);
      expect(used.statusCode).toBe(409);
      expect(used.json()).toMatchObject({ message: reorderReminderMessages.linkUsed, code: 'CONFLICT' });

      // Another reminder's link, 15 days on: expired.
      const q = await delivered(lasting, 1);
      const qSent = after(q.deliveredAt, 24.01);
      await run(qSent);
      const late = tokenIn((await mailsTo(q.user.email))[0]!.text);
      appNow = after(qSent, 14.01);
      const expired = await reorder(q.user.token, late);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toBe(reorderReminderMessages.linkInvalid);
      expect(await cartOf(q.user)).toEqual([]);
    } finally {
      appNow = null;
    }
  });

  it('counts for the dashboard the last 30 days’ reminders, the links used and the orders of the size that followed', async () => {
    const before = await reorderReminderConversion({ db: t.database.db, now: new Date() });
    // An order delivered 50 days ago (the test cannot wait; the clock of the database is not the test's): due at
    // 48 days, reminded by today's run, its link used, and the size ordered again.
    const p = await delivered(lasting, 2);
    await t.database.db.execute(
      sql`update orders set delivered_at = delivered_at - interval '50 days' where id = ${p.orderId}`,
    );
    const quiet = await delivered(lasting, 2);
    await t.database.db.execute(
      sql`update orders set delivered_at = delivered_at - interval '50 days' where id = ${quiet.orderId}`,
    );
    await run(new Date());
    const token = tokenIn((await mailsTo(p.user.email))[0]!.text);
    expect(await mailsTo(quiet.user.email)).toHaveLength(1);
    expect((await reorder(p.user.token, token)).statusCode).toBe(200);
    await order(lasting, 1, p.user);

    const now = new Date();
    const after30 = await reorderReminderConversion({ db: t.database.db, now });
    expect(after30.sent - before.sent).toBe(2);
    expect(after30.restored - before.restored).toBe(1);
    expect(after30.ordered - before.ordered).toBe(1);
    expect(after30.rate).toBeCloseTo(after30.ordered / after30.sent);
    // A day earlier the window does not hold them yet.
    const dayBefore = await reorderReminderConversion({ db: t.database.db, now: after(now, -1) });
    expect(after30.sent - dayBefore.sent).toBe(2);
    expect(await reorderReminderConversion({ db: t.database.db, now: after(now, -400) })).toEqual({
      sent: 0,
      restored: 0,
      ordered: 0,
      rate: 0,
    });
  });
});

describe('stopping reorder reminders', () => {
  it('goes through SMTP with List-Unsubscribe; the one-click POST and the stop page turn every reminder off, no login', async () => {
    const p = await delivered(plain, 1);
    await run(after(p.deliveredAt, 16.05));
    // Sent through the outbox: by this drain, or by the app's own mail worker if it claimed the mail first (the
    // outbox holds the file's earlier mails too, ten a pass), so drain until it arrives or 20 s pass.
    const reached = () =>
      smtp.received.find((m) => m.includes(`To: ${p.user.email}`) && m.includes('Running low'));
    const until = Date.now() + 20_000;
    while (!reached() && Date.now() < until) {
      const pass = await drainOutbox(ctx(), { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 1 });
      if (pass.sent + pass.retried + pass.failed === 0)
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const raw = reached();
    if (!raw) throw new Error('the reorder reminder did not reach the SMTP server');
    const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const unsubscribe = /List-Unsubscribe: <([^>]+)>/.exec(head)?.[1] ?? '';
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const address = new URL(unsubscribe);
    expect(address.origin).toBe(publicUrl);
    expect(address.pathname).toBe('/api/reorder-reminders/unsubscribe');
    const token = address.searchParams.get('token')!;

    // Opening the address only leads to the stop page.
    const opened = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/cart?stop=${token}&reminder=reorder`);
    const optedOut = async (userId: number) =>
      (
        await rows<{ off: boolean }>(
          t.database.db,
          sql`select reminders_opt_out_at is not null as off from users where id = ${userId}`,
        )
      )[0]!.off;
    expect(await optedOut(p.user.userId)).toBe(false);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/reorder-reminders/unsubscribe?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const clicked = await t.app.inject({
      method: 'POST',
      url: `${address.pathname}${address.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json().message).toBe(reorderReminderMessages.stopped);
    expect(await optedOut(p.user.userId)).toBe(true);

    // The stop page's button does the same for another shopper; their next due purchase is not reminded.
    const q = await delivered(plain, 1);
    await run(after(q.deliveredAt, 16.05));
    const qToken = tokenIn((await mailsTo(q.user.email))[0]!.text);
    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/reorder-reminders/stop',
      payload: { token: qToken },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const next = await delivered(lasting, 1, q.user);
    await run(after(next.deliveredAt, 24.05));
    expect(await mailsTo(q.user.email)).toHaveLength(1);
  });
});
