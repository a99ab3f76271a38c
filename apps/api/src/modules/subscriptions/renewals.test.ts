// Renewals with a clock the test controls (decision 0326): each cycle announced 48 hours ahead (its order priced
// and the shopper told the amount and date), debited on the mandate from 26 hours ahead and paid by the sandbox's
// signed webhook, three times over; a failed debit tried again a day later, at most three tries, then the
// subscription paused; a skip after the notice cancels that renewal's order; a price change after the notice
// does not change the debit; a size sold out at debit time is skipped with nothing taken; two runs at once
// renew a cycle once.
import { formatRupees } from '@chamak/shared/money';
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { checkoutAddress, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import { routeByWhatsapp, whatsappStandIn } from '../../test/whatsapp.ts';
import type { SandboxGateway } from '../payments/gateway.ts';
import { runRenewals } from './renewals.ts';

const hour = 3_600_000;
const start = new Date('2026-12-01T06:30:00Z');
let now = start;
let t: TestApp;
let sandbox: SandboxGateway;
let size: SizeInStock;
/** A stand-in for WhatsApp's Cloud API on 127.0.0.1: what it was sent. */
const whatsapp = whatsappStandIn();

beforeAll(async () => {
  await whatsapp.listen();
  t = await testApp({
    clock: () => now,
    config: {
      phone: whatsapp.phone(),
    },
  });
  sandbox = t.app.gateway as SandboxGateway;
  size = await sizeInStock(t.database.db, 60);
  await t.database.db.execute(
    sql`update product_litres set subscribable = true, subscription_intervals = '{30,60}', subscriber_discount = 10
      where id = ${size.pl_id}`,
  );
});
afterAll(async () => {
  await t?.close();
  await whatsapp.close();
});

/** Midnight starting `day` in India, the shop's zone. */
const midnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** A shopper subscribed (every 30 days, 2 units) with the first order paid; the subscription's id. */
async function subscriber(
  name: string,
  phone = checkoutAddress.phone,
): Promise<{ user: TestUser; id: number; token: string }> {
  // Each subscribes on 1 December, so the first renewal is due on 31 December.
  now = start;
  const user = await signupAndLogin(t.app, { fullname: name });
  const res = await t.app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/subscriptions',
      payload: {
        ...checkoutAddress,
        phone,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        productId: size.product_id,
        pl_id: size.pl_id,
        quantity: 2,
        intervalDays: 30,
        method: 'upi',
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const paid = await t.app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: sandbox.mandates.authorise(res.json().data.order_id),
    }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  const id = res.json().data.subscriptionId as number;
  const [s] = await rows<{ token: string }>(
    t.database.db,
    sql`select mandate_token_id as token from subscriptions where id = ${id}`,
  );
  return { user, id, token: s!.token };
}

/** Runs the renewal job at `at`, and waits for the sandbox's webhooks and what they set off. */
async function tick(at: Date) {
  now = at;
  const done = await runRenewals(t.app.ctx, at);
  await sandbox.settled();
  return done;
}

const cyclesOf = (id: number) =>
  rows<{
    cycle: number;
    due_on: string;
    state: string;
    amount_paise: number;
    attempts: number;
    order_id: number | null;
    skip_reason: string | null;
  }>(
    t.database.db,
    sql`select cycle, to_char(due_on, 'YYYY-MM-DD') as due_on, state, amount_paise, attempts, order_id, skip_reason
      from subscription_cycles where subscription_id = ${id} order by cycle`,
  );

const subscriptionOf = async (id: number) =>
  (
    await rows<{ status: string; next_due_on: string; paused_by: string | null }>(
      t.database.db,
      sql`select status, to_char(next_due_on, 'YYYY-MM-DD') as next_due_on, paused_by from subscriptions where id = ${id}`,
    )
  )[0]!;

const orderOf = async (id: number) =>
  (
    await rows<{
      status: number;
      payment_status: string;
      total_paise: number;
      provider_order_id: string | null;
    }>(
      t.database.db,
      sql`select status, payment_status, total_paise, provider_order_id from orders where id = ${id}`,
    )
  )[0]!;

const mailsTo = (email: string) =>
  rows<{ subject: string; text: string }>(
    t.database.db,
    sql`select subject, text from mail_outbox where "to" = ${email} order by id`,
  );

const stockLeft = async () =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select remaining_qty as n from product_litres where id = ${size.pl_id}`,
    )
  )[0]!.n;

describe('renewals', () => {
  it('announces each cycle 48 hours ahead, debits it from 26 hours ahead, and the webhook pays it: three times', async () => {
    const { id } = await subscriber('Meera Iyer');
    const email = 'meeraiyer@example.com';
    const dues = ['2026-12-31', '2027-01-30', '2027-03-01'];
    for (const [n, due] of dues.entries()) {
      const at = midnight(due).getTime();
      // Not yet in the notice window.
      expect(await tick(new Date(at - 49 * hour))).toEqual({ announced: 0, debits: 0, revoked: 0 });
      const before = (await mailsTo(email)).length;
      expect(await tick(new Date(at - 47 * hour))).toEqual({ announced: 1, debits: 0, revoked: 0 });
      const cycle = (await cyclesOf(id))[n]!;
      expect(cycle).toMatchObject({ cycle: n + 1, due_on: due, state: 'announced', attempts: 0 });
      const order = await orderOf(cycle.order_id!);
      expect(order).toMatchObject({
        payment_status: 'pending',
        total_paise: cycle.amount_paise,
        provider_order_id: null,
      });
      const notice = (await mailsTo(email)).slice(before);
      expect(notice).toHaveLength(1);
      expect(notice[0]!.subject).toContain(
        `on ${new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(midnight(due))}`,
      );
      expect(notice[0]!.text).toContain(
        'skip this delivery, move it to another day or pause the subscription',
      );
      expect((await subscriptionOf(id)).next_due_on).toBe(dues[n + 1] ?? '2027-03-31');
      // The notice's window: no debit until 26 hours before the date.
      expect(await tick(new Date(at - 27 * hour))).toEqual({ announced: 0, debits: 0, revoked: 0 });
      const stock = await stockLeft();
      expect(await tick(new Date(at - 25 * hour))).toEqual({ announced: 0, debits: 1, revoked: 0 });
      expect((await cyclesOf(id))[n]).toMatchObject({ state: 'paid', attempts: 1 });
      expect(await orderOf(cycle.order_id!)).toMatchObject({ payment_status: 'paid' });
      expect(await stockLeft()).toBe(stock - 2);
      // Its invoice, as any paid order's.
      const [invoice] = await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from tax_documents where order_id = ${cycle.order_id} and kind = 'invoice'`,
      );
      expect(invoice!.n).toBe(1);
    }
    expect(sandbox.mandates.debits.filter((d) => d.notes.subscription === String(id))).toHaveLength(3);
  });

  it('tries a failed debit again a day later, at most three times, telling the shopper, then pauses', async () => {
    const { id, token } = await subscriber('Farhan Shaikh');
    const email = 'farhanshaikh@example.com';
    sandbox.mandates.failDebits(token, true);
    const due = midnight('2026-12-31').getTime();
    await tick(new Date(due - 47 * hour));
    await tick(new Date(due - 25 * hour));
    const [cycle] = await cyclesOf(id);
    expect(cycle).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await mailsTo(email)).at(-1)!.subject).toBe('Payment for your subscription did not go through');
    // Not before a day has passed.
    expect((await tick(new Date(due - 2 * hour))).debits).toBe(0);
    expect((await tick(new Date(due - 1 * hour))).debits).toBe(1);
    expect((await cyclesOf(id))[0]).toMatchObject({ state: 'failed', attempts: 2 });
    expect((await tick(new Date(due + 23 * hour))).debits).toBe(1);
    expect((await cyclesOf(id))[0]).toMatchObject({ state: 'failed', attempts: 3 });
    expect(await subscriptionOf(id)).toMatchObject({ status: 'paused', paused_by: 'failed-debits' });
    expect((await mailsTo(email)).at(-1)!.subject).toBe(
      'Your subscription is paused: the payment did not go through',
    );
    // No fourth try; every try was on the one gateway order, so it can never be paid twice.
    expect((await tick(new Date(due + 48 * hour))).debits).toBe(0);
    const tries = sandbox.mandates.debits.filter((d) => d.tokenId === token);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((d) => d.orderId)).size).toBe(1);
    // The admin's list shows it with its failed renewal and both orders.
    const admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    const listed = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/subscriptions?page=1&q=farhan' }),
    );
    expect(listed.json().items).toMatchObject([
      {
        id,
        status: 'paused',
        pausedBy: 'failed-debits',
        failedDebits: 1,
        orders: [{ paymentStatus: 'failed' }, { paymentStatus: 'paid' }],
      },
    ]);
    const figures = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/subscriptions/figures' }));
    expect(figures.json().unpaidFailedDebits).toBe(1);
  });

  it('lets the shopper pay a failed renewal now, which settles it so the mandate is not tried again', async () => {
    const { user, id, token } = await subscriber('Kavya Iyer');
    sandbox.mandates.failDebits(token, true);
    const due = midnight('2026-12-31').getTime();
    const payNow = (who: TestUser) =>
      t.app.inject(as(who.token, { method: 'POST', url: `/api/subscriptions/${id}/pay-now` }));
    const viewOfMine = async () =>
      (
        await t.app.inject(as(user.token, { method: 'GET', url: `/api/users/${user.userId}/subscriptions` }))
      ).json().data[0];
    // Nothing failed yet: nothing to pay.
    expect((await payNow(user)).json()).toMatchObject({ code: 'ORDER_NOT_AWAITING_PAYMENT' });
    expect((await viewOfMine()).unpaidRenewal).toBeNull();
    await tick(new Date(due - 47 * hour));
    await tick(new Date(due - 25 * hour));
    const [cycle] = await cyclesOf(id);
    expect(cycle).toMatchObject({ state: 'failed', attempts: 1 });
    const order = await orderOf(cycle!.order_id!);
    // The shopper's list says what failed, its amount and when it is tried again; the mail leads there.
    expect((await viewOfMine()).unpaidRenewal).toEqual({
      orderId: cycle!.order_id,
      amountPaise: order.total_paise,
      dueOn: '2026-12-31',
      retryOn: '2026-12-30', // a day after the try at 23:00 on the 29th
    });
    const failedMail = (await mailsTo('kavyaiyer@example.com')).at(-1)!;
    expect(failedMail.text).toContain('Pay now');
    expect(failedMail.text).toContain('/track-order?tab=subscriptions');
    // Someone else cannot pay it (or see that it exists).
    const stranger = await signupAndLogin(t.app, { fullname: 'Stranger Danger' });
    expect((await payNow(stranger)).statusCode).toBe(404);
    // Pay now opens the renewal's own order for the amount announced, and paying it settles the cycle.
    const opened = await payNow(user);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({
      orderId: cycle!.order_id,
      order_id: order.provider_order_id,
      amount: order.total_paise,
    });
    const paid = await t.app.inject(
      as(user.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: sandbox.pay(opened.json().data.order_id),
      }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    await sandbox.settled();
    expect((await cyclesOf(id))[0]).toMatchObject({ state: 'paid', attempts: 1 });
    expect((await orderOf(cycle!.order_id!)).payment_status).toBe('paid');
    expect((await viewOfMine()).unpaidRenewal).toBeNull();
    expect((await payNow(user)).statusCode).toBe(409);
    // The retry a day later finds nothing to take.
    expect((await tick(new Date(due - 1 * hour))).debits).toBe(0);
    expect(sandbox.mandates.debits.filter((d) => d.tokenId === token)).toHaveLength(1);
    expect(await subscriptionOf(id)).toMatchObject({ status: 'active' });
  });

  it('drops a renewal skipped after its notice (its order cancelled, nothing debited), and debits the announced amount after a price change', async () => {
    const skipper = await subscriber('Neha Joshi');
    const steady = await subscriber('Arjun Rao');
    const due = midnight('2026-12-31').getTime();
    await tick(new Date(due - 47 * hour));
    const skip = await t.app.inject(
      as(skipper.user.token, { method: 'POST', url: `/api/subscriptions/${skipper.id}/skip` }),
    );
    expect(skip.statusCode, skip.body).toBe(200);
    const [skipped] = await cyclesOf(skipper.id);
    expect(skipped).toMatchObject({ state: 'skipped', skip_reason: 'Skipped by the shopper' });
    expect((await orderOf(skipped!.order_id!)).status).toBe(OrderStatus.Cancelled);
    // The price rises after the notice: the announced amount is what is debited.
    const [announced] = await cyclesOf(steady.id);
    await t.database.db.execute(
      sql`update product_litres set discounted_price_paise = discounted_price_paise + 10000 where id = ${size.pl_id}`,
    );
    await tick(new Date(due - 25 * hour));
    expect(sandbox.mandates.debits.filter((d) => d.tokenId === skipper.token)).toEqual([]);
    const debit = sandbox.mandates.debits.filter((d) => d.tokenId === steady.token);
    expect(debit.map((d) => d.amountPaise)).toEqual([announced!.amount_paise]);
    expect((await cyclesOf(steady.id))[0]).toMatchObject({ state: 'paid' });
    await t.database.db.execute(
      sql`update product_litres set discounted_price_paise = discounted_price_paise - 10000 where id = ${size.pl_id}`,
    );
  });

  it('skips a renewal whose size sold out by its debit, takes nothing and says so', async () => {
    const { id, token } = await subscriber('Kiran Das');
    const due = midnight('2026-12-31').getTime();
    await tick(new Date(due - 47 * hour));
    const left = await stockLeft();
    await t.database.db.execute(sql`update product_litres set remaining_qty = 1 where id = ${size.pl_id}`);
    await tick(new Date(due - 25 * hour));
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = ${left} where id = ${size.pl_id}`,
    );
    expect((await cyclesOf(id))[0]).toMatchObject({ state: 'skipped', skip_reason: 'Sold out' });
    expect(sandbox.mandates.debits.filter((d) => d.tokenId === token)).toEqual([]);
    // One mail says it (no separate cancellation of the renewal's order).
    expect((await mailsTo('kirandas@example.com')).map((m) => m.subject).slice(-2)).toEqual([
      expect.stringContaining('Your subscription:'),
      expect.stringContaining('Skipped this time:'),
    ]);
    expect(await subscriptionOf(id)).toMatchObject({ status: 'active', next_due_on: '2027-01-30' });
  });

  it('places the next renewal now for support: announced at once, due in three days, and only one at a time', async () => {
    const { id, user } = await subscriber('Support Case');
    const admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    const renew = (token: string) =>
      t.app.inject(as(token, { method: 'POST', url: `/api/admin/subscriptions/${id}/renew-now` }));
    expect((await renew(user.token)).statusCode).toBe(403);
    const renewed = await renew(admin);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().message).toBe(
      'The next renewal is placed now: the notice is on its way and the payment follows.',
    );
    expect(await cyclesOf(id)).toMatchObject([{ cycle: 1, due_on: '2026-12-04', state: 'announced' }]);
    expect((await mailsTo('supportcase@example.com')).at(-1)!.subject).toContain('on 4 December 2026');
    const again = await renew(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A renewal is already on its way for this subscription.');
  });

  it('lets the notice’s link skip, move or pause that delivery without signing in, until its debit starts', async () => {
    const mover = await subscriber('Link Mover');
    const pauser = await subscriber('Link Pauser');
    const due = midnight('2026-12-31').getTime();
    await tick(new Date(due - 47 * hour));
    const linkOf = async (email: string) => {
      const notice = (await mailsTo(email)).at(-1)!;
      const link = /\/subscription-notice\?s=(\d+)&c=(\d+)&t=([A-Za-z0-9_-]+)/.exec(notice.text);
      expect(link, notice.text).not.toBeNull();
      return { s: Number(link![1]), c: Number(link![2]), t: link![3]! };
    };
    const moverLink = await linkOf('linkmover@example.com');
    expect(moverLink.s).toBe(mover.id);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/subscription-notice?s=${moverLink.s}&c=${moverLink.c}&t=${moverLink.t}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ quantity: 2, dueOn: '2026-12-31', changeable: true });
    // A changed link opens nothing.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/subscription-notice?s=${pauser.id}&c=${moverLink.c}&t=${moverLink.t}`,
    });
    expect(forged.statusCode).toBe(404);
    const act = (link: object, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/subscription-notice', payload: { ...link, ...payload } });
    const early = await act(moverLink, { action: 'reschedule', nextDueOn: now.toISOString().slice(0, 10) });
    expect(early.statusCode).toBe(400);
    const moved = await act(moverLink, { action: 'reschedule', nextDueOn: '2027-01-10' });
    expect(moved.json()).toEqual({
      message: 'This delivery is skipped and the next one moved to 10 January 2027.',
    });
    expect((await cyclesOf(mover.id))[0]).toMatchObject({ state: 'skipped' });
    expect(await subscriptionOf(mover.id)).toMatchObject({ status: 'active', next_due_on: '2027-01-10' });
    const again = await act(moverLink, { action: 'skip' });
    expect(again.statusCode).toBe(409);

    const paused = await act(await linkOf('linkpauser@example.com'), { action: 'pause' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(await subscriptionOf(pauser.id)).toMatchObject({ status: 'paused', paused_by: 'shopper' });
    await tick(new Date(due - 25 * hour));
    expect(sandbox.mandates.debits.filter((d) => [mover.token, pauser.token].includes(d.tokenId))).toEqual(
      [],
    );
  });

  it('revokes on a later tick a mandate the gateway did not revoke when the subscription was cancelled', async () => {
    const { user, id, token } = await subscriber('Nikhil Rao');
    const admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    const mandateState = async () =>
      (
        await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/subscriptions?page=1&q=nikhil' }))
      ).json().items[0].mandate;
    sandbox.mandates.failRevokes(true);
    try {
      const cancelled = await t.app.inject(
        as(user.token, { method: 'POST', url: `/api/subscriptions/${id}/cancel`, payload: {} }),
      );
      // The shopper's cancel stands, whatever the gateway does.
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().data.status).toBe('cancelled');
      expect(await mandateState()).toBe('revoke pending');
      expect((await tick(new Date(start.getTime() + hour))).revoked).toBe(0);
      expect(sandbox.mandates.cancelled.has(token)).toBe(false);
    } finally {
      sandbox.mandates.failRevokes(false);
    }
    expect((await tick(new Date(start.getTime() + 2 * hour))).revoked).toBe(1);
    expect(sandbox.mandates.cancelled.has(token)).toBe(true);
    expect(await mandateState()).toBe('revoked');
    expect((await tick(new Date(start.getTime() + 3 * hour))).revoked).toBe(0);
  });

  it('sends the notice by WhatsApp too once routed with a template, except to a shopper who turned WhatsApp off', async () => {
    const admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    await routeByWhatsapp(t.app, admin, 'renewal_notice', 'renewal');
    const willing = await subscriber('Ishaan Bose', '9812300021');
    const unwilling = await subscriber('Tara Sen', '9812300022');
    const off = await t.app.inject(
      as(unwilling.user.token, {
        method: 'PUT',
        url: `/api/users/${unwilling.user.userId}/messages`,
        payload: { sms: true, whatsapp: false },
      }),
    );
    expect(off.statusCode, off.body).toBe(200);
    whatsapp.seen.length = 0;
    const due = midnight('2026-12-31').getTime();
    await tick(new Date(due - 47 * hour));

    const [cycle] = await cyclesOf(willing.id);
    const notice = (await mailsTo('ishaanbose@example.com')).at(-1)!;
    const link = notice.text.match(/https?:\/\/\S+subscription-notice\S+/)?.[0];
    expect(link).toBeTruthy();
    const sent = whatsapp.seen.filter((m) => m.body.to === '919812300021').map((m) => m.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template).toMatchObject({
      name: 'renewal',
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Kavya' },
            { type: 'text', text: formatRupees(cycle!.amount_paise) },
            { type: 'text', text: '31 December 2026' },
            { type: 'text', text: link },
          ],
        },
      ],
    });
    // The mail goes whatever the phone choice; WhatsApp only with consent.
    expect((await mailsTo('tarasen@example.com')).at(-1)!.subject).toMatch(/^Your subscription: /);
    expect(whatsapp.seen.filter((m) => m.body.to === '919812300022')).toEqual([]);
  });

  it('renews a cycle once when two runs overlap', async () => {
    const { id, token } = await subscriber('Zoya Khan');
    const due = midnight('2026-12-31').getTime();
    now = new Date(due - 47 * hour);
    await Promise.all([runRenewals(t.app.ctx, now), runRenewals(t.app.ctx, now)]);
    expect(await cyclesOf(id)).toHaveLength(1);
    now = new Date(due - 25 * hour);
    await Promise.all([runRenewals(t.app.ctx, now), runRenewals(t.app.ctx, now)]);
    await sandbox.settled();
    expect(sandbox.mandates.debits.filter((d) => d.tokenId === token)).toHaveLength(1);
    expect((await cyclesOf(id))[0]).toMatchObject({ state: 'paid', attempts: 1 });
  });
});
