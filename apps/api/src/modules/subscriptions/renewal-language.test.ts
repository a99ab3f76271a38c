// Renewal mails in the subscriber's language (users.language, migration 0036), through the real routes, the
// renewal job, the outbox and the mail worker with the SMTP stand-in on 127.0.0.1: a Hindi account's notice, failed
// debit and sold-out skip are in Hindi with their dates as the Hindi pages write them; an English account's are as
// before.
import { formatRupees } from '@chamak/shared/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin } from '../../test/auth.ts';
import { checkoutAddress, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { smtpTransport } from '../mail/smtp.ts';
import { receivedMail } from '../mail/smtp-received.ts';
import { drainOutbox } from '../mail/worker.ts';
import type { SandboxGateway } from '../payments/gateway.ts';
import { runRenewals } from './renewals.ts';

const hour = 3_600_000;
const start = new Date('2026-12-01T06:30:00Z');
let now = start;
let t: TestApp;
let sandbox: SandboxGateway;
let size: SizeInStock;
let mailer: ReturnType<typeof smtpTransport>;
const smtp = smtpStandIn();

beforeAll(async () => {
  await smtp.listen();
  mailer = smtpTransport(smtp.url(), 'Chamak <care@chamak.example>');
  t = await testApp({ clock: () => now, mailer });
  sandbox = t.app.gateway as SandboxGateway;
  size = await sizeInStock(t.database.db, 60);
  await t.database.db.execute(
    sql`update product_litres set subscribable = true, subscription_intervals = '{30,60}', subscriber_discount = 10
      where id = ${size.pl_id}`,
  );
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

/** Midnight starting `day` in India, the shop's zone. */
const midnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
const due = midnight('2026-12-31').getTime();

/** A shopper whose account reads the shop in `language`, subscribed on 1 December (due 31 December), first paid. */
async function subscriber(email: string, language: 'en' | 'hi') {
  now = start;
  const user = await signupAndLogin(t.app, { fullname: 'Kavya Nair' });
  const chosen = await t.app.inject(
    as(user.token, { method: 'PUT', url: '/api/user/language', payload: { language } }),
  );
  expect(chosen.statusCode, chosen.body).toBe(200);
  const res = await t.app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/subscriptions',
      payload: {
        ...checkoutAddress,
        email,
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
  const [s] = await rows<{ token: string }>(
    t.database.db,
    sql`select mandate_token_id as token from subscriptions where id = ${res.json().data.subscriptionId}`,
  );
  return { token: s!.token };
}

async function tick(at: Date) {
  now = at;
  await runRenewals(t.app.ctx, at);
  await sandbox.settled();
}

/**
 * Runs the renewal job at `at`, sends what the outbox holds over SMTP, and finds the one mail `email` received since
 * whose subject `subject` matches, as its reader sees it.
 */
async function tickAndRead(at: Date, email: string, subject: (s: string) => boolean) {
  const mark = smtp.received.length;
  await tick(at);
  await drainOutbox(
    { db: t.database.db, mailer },
    { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 1 },
  );
  const mails = smtp.received
    .slice(mark)
    .map(receivedMail)
    .filter((m) => m.to === email);
  const found = mails.filter((m) => subject(m.subject));
  expect(found, mails.map((m) => m.subject).join('\n')).toHaveLength(1);
  return found[0]!;
}

const renewalAmount = async (email: string) =>
  (
    await rows<{ total: number }>(
      t.database.db,
      sql`select o.total_paise as total from subscription_cycles c join orders o on o.id = c.order_id
        join subscriptions s on s.id = c.subscription_id where s.address->>'email' = ${email} order by c.id desc limit 1`,
    )
  )[0]!.total;

const productName = async () =>
  (
    await rows<{ name: string }>(
      t.database.db,
      sql`select p.name from product_litres pl join products p on p.id = pl.product_id where pl.id = ${size.pl_id}`,
    )
  )[0]!.name;

describe('renewal mails in the subscriber’s language', () => {
  it('writes a Hindi account’s notice and failed-debit mails in Hindi, dates as the Hindi pages write them', async () => {
    const email = 'hindi-subscriber@example.com';
    const { token } = await subscriber(email, 'hi');
    sandbox.mandates.failDebits(token, true);
    const notice = await tickAndRead(new Date(due - 47 * hour), email, (s) =>
      s.startsWith('आपकी सब्सक्रिप्शन:'),
    );
    const amount = formatRupees(await renewalAmount(email));
    expect(notice.subject).toBe(`आपकी सब्सक्रिप्शन: ${await productName()} के लिए 31 दिसंबर 2026 को ${amount}`);
    expect(notice.text).toContain('नमस्ते Kavya,');
    expect(notice.text).toContain(
      `आपकी सब्सक्रिप्शन (हर 30 दिन में) 31 दिसंबर 2026 को रिन्यू होगी: हम आपके UPI AutoPay या कार्ड मैंडेट से ${amount} लेंगे`,
    );
    expect(notice.text).toContain('छोड़ें, बदलें या रोकें');
    for (const english of ['Hello', 'December', 'Your subscription', 'Skip, move or pause', 'Questions?'])
      expect(notice.text).not.toContain(english);

    // The debit fails: tried again the next day (30 December in India), said in Hindi.
    const failed = await tickAndRead(new Date(due - 25 * hour), email, (s) => s.includes('भुगतान'));
    expect(failed.subject).toBe('आपकी सब्सक्रिप्शन का भुगतान नहीं हो पाया');
    expect(failed.text).toContain(`हम 31 दिसंबर 2026 को देय 2 × ${await productName()}`);
    expect(failed.text).toContain('हम 30 दिसंबर 2026 को फिर कोशिश करेंगे');
    expect(failed.text).toContain('अभी भुगतान करें');
    for (const english of ['Hello', 'December', 'We could not take', 'Pay now'])
      expect(failed.text).not.toContain(english);
  });

  it('writes a Hindi account’s sold-out skip in Hindi', async () => {
    const email = 'hindi-soldout@example.com';
    await subscriber(email, 'hi');
    await tick(new Date(due - 47 * hour));
    const [{ left }] = (await rows<{ left: number }>(
      t.database.db,
      sql`select remaining_qty as left from product_litres where id = ${size.pl_id}`,
    )) as [{ left: number }];
    await t.database.db.execute(sql`update product_litres set remaining_qty = 1 where id = ${size.pl_id}`);
    let skipped: Awaited<ReturnType<typeof tickAndRead>>;
    try {
      skipped = await tickAndRead(new Date(due - 25 * hour), email, (s) => s.startsWith('इस बार'));
    } finally {
      await t.database.db.execute(
        sql`update product_litres set remaining_qty = ${left} where id = ${size.pl_id}`,
      );
    }
    expect(skipped.subject).toBe(`इस बार छोड़ा गया: ${await productName()} का स्टॉक खत्म है`);
    expect(skipped.text).toContain('अगली डिलीवरी 30 जनवरी 2027 को है।');
    expect(skipped.text).not.toContain('Hello');
  });

  it('writes an English account’s notice and failed-debit mails as before', async () => {
    const email = 'english-subscriber@example.com';
    const { token } = await subscriber(email, 'en');
    sandbox.mandates.failDebits(token, true);
    const notice = await tickAndRead(new Date(due - 47 * hour), email, (s) =>
      s.startsWith('Your subscription:'),
    );
    const amount = formatRupees(await renewalAmount(email));
    expect(notice.subject).toBe(
      `Your subscription: ${amount} on 31 December 2026 for ${await productName()}`,
    );
    expect(notice.text).toContain('Hello Kavya,');
    expect(notice.text).toContain(
      `Your subscription (every 30 days) renews on 31 December 2026: we will take ${amount} by your UPI AutoPay or card mandate and send you:`,
    );
    expect(notice.text).not.toMatch(/[\u0900-\u097F]/);
    const failed = await tickAndRead(new Date(due - 25 * hour), email, (s) => s.startsWith('Payment'));
    expect(failed.subject).toBe('Payment for your subscription did not go through');
    expect(failed.text).toContain('We will try again on 30 December 2026, or you can pay it now.');
    expect(failed.text).not.toMatch(/[\u0900-\u097F]/);
  });
});
