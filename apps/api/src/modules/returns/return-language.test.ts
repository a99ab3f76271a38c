// Return mails in the language the order was placed in (orders.language, migration 0036), through the real routes,
// the outbox and the mail worker with the SMTP stand-in on 127.0.0.1: a Hindi order's request receipt and each
// step's mail (approved, received, refunded) are in Hindi, the shop's copy stays English; an English order's are as
// before.
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import { fields, multipart } from '../../test/multipart.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { smtpTransport } from '../mail/smtp.ts';
import { type ReceivedMail, receivedMail } from '../mail/smtp-received.ts';
import { drainOutbox } from '../mail/worker.ts';

const smtp = smtpStandIn();
let t: TestApp;
let admin: string;
let mailer: ReturnType<typeof smtpTransport>;

beforeAll(async () => {
  await smtp.listen();
  mailer = smtpTransport(smtp.url(), 'Chamak <care@chamak.example>');
  t = await testApp({ mailer });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

const hindi = { 'x-shop-language': 'hi' };

/** A cash order of one size placed from a page in `headers`' language to `email`, delivered; its id and line. */
async function deliveredOrder(email: string, headers: Record<string, string> = {}) {
  const user = await signupAndLogin(t.app);
  await addToCart(t.app, user, await sizeInStock(t.database.db, 20), 2);
  const placed = await t.app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      headers,
      payload: { ...checkoutAddress, email, userId: user.userId, paymentMethod: 'cod' },
    }),
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const id = placed.json().orderId as number;
  const shipped = await t.app.inject(
    as(admin, {
      method: 'PATCH',
      url: `/api/order/${id}/shipment`,
      payload: { status: OrderStatus.Delivered },
    }),
  );
  expect(shipped.statusCode, shipped.body).toBe(200);
  const collected = await t.app.inject(
    as(admin, { method: 'POST', url: `/api/admin/orders/${id}/cod-collected` }),
  );
  expect(collected.statusCode, collected.body).toBe(200);
  const [line] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from order_items where order_id = ${id}`,
  );
  return { user, id, line: line!.id };
}

/** The shopper's request of one unit, damaged; the return's id. */
async function askReturn(
  o: Awaited<ReturnType<typeof deliveredOrder>>,
  headers: Record<string, string> = {},
) {
  const form = multipart(
    fields({
      items: JSON.stringify([{ orderItemId: o.line, quantity: 1 }]),
      reason: 'damaged',
      details: 'Cracked',
    }),
  );
  const asked = await t.app.inject(
    as(o.user.token, {
      method: 'POST',
      url: `/api/order/${o.id}/returns`,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    }),
  );
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json().return.id as number;
}

async function move(id: number, step: string, payload: object = {}) {
  const moved = await t.app.inject(
    as(admin, { method: 'POST', url: `/api/admin/returns/${id}/${step}`, payload }),
  );
  expect(moved.statusCode, moved.body).toBe(200);
}

/** Sends what the outbox holds over SMTP; the mails `email` received, as its reader sees them. */
async function mailsTo(email: string): Promise<ReceivedMail[]> {
  await drainOutbox(
    { db: t.database.db, mailer },
    { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 1 },
  );
  return smtp.received.map(receivedMail).filter((m) => m.to === email);
}

/** The one mail to `email` whose subject is `subject`. */
async function mailTo(email: string, subject: string): Promise<ReceivedMail> {
  const mails = await mailsTo(email);
  const found = mails.filter((m) => m.subject === subject);
  expect(found, mails.map((m) => m.subject).join('\n')).toHaveLength(1);
  return found[0]!;
}

const noEnglish = (mail: ReceivedMail) => {
  for (const english of ['Hello', 'Your order:', 'We have', 'Questions?', 'Profile >'])
    expect(mail.text, mail.subject).not.toContain(english);
  expect(mail.text).toContain('नमस्ते Kavya,');
};

describe('return mails in the order’s language', () => {
  it('writes a Hindi order’s return receipt and step mails in Hindi, and the shop’s copy in English', async () => {
    const email = 'hindi-return@example.com';
    const o = await deliveredOrder(email, hindi);
    // The request itself may come from any page: the order's language decides.
    const rid = await askReturn(o);
    const receipt = await mailTo(email, `Chamak ऑर्डर #${o.id} के लिए आपका रिटर्न अनुरोध #${rid}`);
    expect(receipt.text).toContain(`हमें ऑर्डर #${o.id} की ये चीज़ें लौटाने का आपका अनुरोध मिल गया है (टूटा-फूटा):`);
    expect(receipt.text).toContain('रिटर्न की कीमत');
    expect(receipt.text).toContain('इसे अपने ऑर्डर के पेज पर देखें:');
    noEnglish(receipt);
    const [shopCopy] = await rows<{ text: string }>(
      t.database.db,
      sql`select text from mail_outbox where subject = ${`Return #${rid} requested for order #${o.id}`}`,
    );
    expect(shopCopy!.text).toContain(`asks to return items of order #${o.id} (Damaged: Cracked):`);
    expect(shopCopy!.text).not.toMatch(/[\u0900-\u097F]/);

    await move(rid, 'approve', { pickup: 'manual' });
    const approved = await mailTo(email, `Chamak ऑर्डर #${o.id} के लिए आपका रिटर्न #${rid}: रिटर्न स्वीकार हुआ`);
    expect(approved.text).toContain('हमने आपका रिटर्न स्वीकार कर लिया है। कृपया चीज़ें बोतलें बंद करके');
    expect(approved.text).toContain('आपका ऑर्डर:');
    noEnglish(approved);

    await move(rid, 'receive', { items: [{ orderItemId: o.line, resellable: 0 }] });
    const received = await mailTo(email, `Chamak ऑर्डर #${o.id} के लिए आपका रिटर्न #${rid}: रिटर्न मिल गया`);
    expect(received.text).toMatch(/आपकी लौटाई गई चीज़ें हम तक पहुँच गई हैं। .* ₹[\d,.]+ का रिफ़ंड करेंगे।/);
    noEnglish(received);

    await move(rid, 'refund', { reference: 'UPI 4242 9911' });
    const refunded = await mailTo(
      email,
      `Chamak ऑर्डर #${o.id} के लिए आपका रिटर्न #${rid}: रिटर्न का रिफ़ंड हो गया`,
    );
    expect(refunded.text).toMatch(/हमने आपके रिटर्न के लिए ₹[\d,.]+ का रिफ़ंड कर दिया है;/);
    noEnglish(refunded);
  });

  it('writes an English order’s return mails as before, even when the request comes from a Hindi page', async () => {
    const email = 'english-return@example.com';
    const o = await deliveredOrder(email);
    const rid = await askReturn(o, hindi);
    const receipt = await mailTo(email, `Your return request #${rid} for Chamak order #${o.id}`);
    expect(receipt.text).toContain('Hello Kavya,');
    expect(receipt.text).toContain(`We have your request to return these items of order #${o.id} (Damaged):`);
    expect(receipt.text).toContain('We will review it within 2 business days and write to you.');
    expect(receipt.text).not.toMatch(/[\u0900-\u097F]/);

    await move(rid, 'approve', { pickup: 'manual' });
    const approved = await mailTo(email, `Your return #${rid} for Chamak order #${o.id}: return approved`);
    expect(approved.text).toContain(
      'We have approved your return. Please pack the items securely, with the bottles closed, and keep them ready: we will call you to arrange the pickup (or reply to this mail to send them yourself).',
    );
    expect(approved.text).toContain('Your order:');
    expect(approved.text).not.toMatch(/[\u0900-\u097F]/);
  });
});
