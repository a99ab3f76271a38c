// The order's status link (decision 0321) through the real routes: a placed cash order's confirmation mail (over
// the SMTP stand-in) and its order-placed SMS (the MSG91 stand-in) carry the signed link; its page answers the
// order's number, status, items, totals, promise, shipment and timeline and nothing of the shopper's name,
// address, e-mail or phone; a forged or changed link, another order's id under a signature, and a link past the
// return window (the app's clock) are one 404.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OrderStatus } from '@chamak/shared/order-state';
import { orderStatusMessages } from '@chamak/shared/order-status';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { renderMailAttachment } from '../../subscriptions.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { smtpTransport } from '../mail/smtp.ts';
import { drainOutbox } from '../mail/worker.ts';

const publicUrl = 'https://shop.example';
const day = 24 * 3600 * 1000;
const smtp = smtpStandIn();
const seen: Record<string, unknown>[] = [];
const msg91: Server = createServer((req, res) => {
  let data = '';
  req.on('data', (c) => {
    data += c;
  });
  req.on('end', () => {
    seen.push(JSON.parse(data));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"type":"success","message":"abc"}');
  });
});

let now = new Date();
let t: TestApp;
let mailer: ReturnType<typeof smtpTransport>;
let admin: string;
let shopper: TestUser;
let orderId: number;
let mailRaw: string;
/** The confirmation as the SMTP server received it (its attachment's base64 untouched). */
let rawMail: string;

/** A raw SMTP message's text: quoted-printable soft breaks joined and =XX decoded (enough for links and words). */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const linkIn = (text: string) => {
  const match = new RegExp(`${publicUrl}/order-status/([\\w.-]+)`).exec(text);
  if (!match) throw new Error('no status link');
  return match[1]!;
};

const move = (status: number, activity: string) =>
  t.app.inject(
    as(admin, { method: 'POST', url: `/api/order/${orderId}/tracking`, payload: { activity, status } }),
  );

const statusOf = (token: string) => t.app.inject({ method: 'GET', url: `/api/order-status/${token}` });

beforeAll(async () => {
  await smtp.listen();
  await new Promise<void>((resolve) => msg91.listen(0, '127.0.0.1', resolve));
  mailer = smtpTransport(smtp.url(), 'Chamak <care@chamak.example>');
  t = await testApp({
    mailer,
    clock: () => now,
    config: {
      publicUrl,
      phone: {
        msg91: {
          authKey: 'k-msg91',
          senderId: 'CHAMAK',
          baseUrl: `http://127.0.0.1:${(msg91.address() as AddressInfo).port}`,
        },
        whatsapp: undefined,
      },
    },
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const settings = await t.app.inject(
    as(admin, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: {
        notifications: {
          events: {
            order_placed: ['email', 'sms'],
            order_shipped: ['email'],
            out_for_delivery: ['email'],
            order_delivered: ['email'],
            order_cancelled: ['email'],
          },
          sms: { order_placed: { templateId: 'tpl-placed' } },
          whatsapp: {},
        },
      },
    }),
  );
  expect(settings.statusCode, settings.body).toBe(200);
  shopper = await signupAndLogin(t.app, { phone: '9876501234' });
  await addToCart(t.app, shopper, await sizeInStock(t.database.db, 3), 2);
  const placed = await checkout(t.app, shopper, 'cod', { phone: '9876501234', email: shopper.email });
  expect(placed.statusCode, placed.body).toBe(200);
  orderId = placed.json().orderId;
  await drainOutbox(
    { db: t.database.db, mailer, renderAttachment: renderMailAttachment },
    { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 1 },
  );
  const raw = smtp.received.find((m) => m.includes(`order #${orderId} is confirmed`));
  if (!raw) throw new Error('the confirmation did not reach the SMTP server');
  rawMail = raw;
  mailRaw = decoded(raw);
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
  await new Promise((resolve) => msg91.close(resolve));
});

describe('the order status link', () => {
  it('is in the confirmation mail and the order-placed SMS, signed for this order', async () => {
    const token = linkIn(mailRaw);
    expect(token).toMatch(new RegExp(`^${orderId}\\.\\d+\\.[\\w-]{22}$`));
    expect(mailRaw).toContain('without signing in');
    const sms = seen.find((s) => (s as { template_id?: string }).template_id === 'tpl-placed') as
      | { recipients: Record<string, string>[] }
      | undefined;
    expect(sms?.recipients[0]).toMatchObject({ mobiles: '919876501234', VAR2: `#${orderId}` });
    expect(linkIn(sms!.recipients[0]!.VAR3!)).toMatch(new RegExp(`^${orderId}\\.`));
  });

  it('shows the order without a sign-in, and nothing of who or where the shopper is', async () => {
    const res = await statusOf(linkIn(mailRaw));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const view = res.json();
    expect(view).toMatchObject({
      id: orderId,
      status: OrderStatus.Placed,
      paymentMethod: 'cod',
      cancelled: false,
      shipment: { courier: null, awb: null, trackUrl: null },
    });
    expect(view.items).toHaveLength(1);
    expect(view.items[0]).toMatchObject({ quantity: 2 });
    expect(view.items[0].name.length).toBeGreaterThan(0);
    expect(view.total).toBeGreaterThan(0);
    expect(view.promisedDelivery?.message).toMatch(/Delivery/);
    expect(view.timeline.map((e: { event: string }) => e.event)).toContain('placed');
    // The return window (7 days by default) after the latest promised day.
    const expires = new Date(view.linkExpiresAt).getTime();
    expect(expires).toBeGreaterThan(now.getTime() + 7 * day);
    const body = res.body.toLowerCase();
    for (const personal of [
      checkoutAddress.firstName,
      checkoutAddress.lastName,
      checkoutAddress.address,
      checkoutAddress.apt,
      checkoutAddress.city,
      checkoutAddress.postalCode,
      shopper.email,
      '9876501234',
    ])
      expect(body).not.toContain(personal.toLowerCase());
  });

  it('shows the courier, AWB and tracking link once shipped', async () => {
    await t.database.db.execute(
      sql`update orders set courier_name = 'Delhivery', awb_code = 'AWB123456', track_url = 'https://track.example/AWB123456'
        where id = ${orderId}`,
    );
    for (const status of [3, 5, 4]) expect((await move(status, 'Left the warehouse')).statusCode).toBe(200);
    const view = (await statusOf(linkIn(mailRaw))).json();
    expect(view.status).toBe(OrderStatus.InTransit);
    expect(view.shipment).toMatchObject({
      courier: 'Delhivery',
      awb: 'AWB123456',
      trackUrl: 'https://track.example/AWB123456',
    });
    expect(view.shipment.activities[0]).toMatchObject({ activity: 'Left the warehouse' });
  });

  it('is 404 with one message when forged, changed to another order, or malformed', async () => {
    const token = linkIn(mailRaw);
    const [id, exp, signature] = token.split('.') as [string, string, string];
    const other = await signupAndLogin(t.app);
    await addToCart(t.app, other, await sizeInStock(t.database.db, 3), 1);
    const otherOrder = (await checkout(t.app, other, 'cod')).json().orderId as number;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${otherOrder}.${exp}.${signature}`,
      `${id}.${Number(exp) + 86_400}.${signature}`,
      `${id}.${exp}.${flipped}`,
    ]) {
      const res = await statusOf(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message).toBe(orderStatusMessages.invalid);
    }
    const malformed = await statusOf('not-a-token');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(orderStatusMessages.invalid);
  });

  it('expires at the end of the return window, counted from delivery once delivered', async () => {
    const token = linkIn(mailRaw);
    const linkExp = Number(token.split('.')[1]) * 1000;
    for (const status of [6, 7]) expect((await move(status, 'Delivered')).statusCode).toBe(200);
    // Delivered later than the link counted on: it works until the window after the delivery.
    const deliveredAt = linkExp;
    await t.database.db.execute(
      sql`update orders set delivered_at = ${new Date(deliveredAt).toISOString()}::timestamptz where id = ${orderId}`,
    );
    now = new Date(linkExp + 1000);
    const late = await statusOf(token);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().linkExpiresAt).toBe(new Date(deliveredAt + 7 * day).toISOString());
    now = new Date(deliveredAt + 7 * day + 1000);
    const expired = await statusOf(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(orderStatusMessages.invalid);
    now = new Date();
  });
});

describe('the confirmation mail', () => {
  it('carries the order’s tax invoice as a PDF that names its number', async () => {
    const [invoice] = await rows<{ number: string }>(
      t.database.db,
      sql`select number from tax_documents where order_id = ${orderId} and kind = 'invoice'`,
    );
    expect(invoice?.number).toBeTruthy();
    expect(mailRaw).toContain(`${invoice!.number}, attached to this mail as a PDF`);
    // The PDF part: its headers, a blank line, then base64 lines up to the next boundary.
    const part = /Content-Type: application\/pdf[\s\S]*?\n\n([A-Za-z0-9+/=\n]+?)\n--/.exec(rawMail);
    if (!part) throw new Error('no PDF attached');
    expect(rawMail).toMatch(/Content-Disposition: attachment; filename=.*\.pdf/);
    const pdf = Buffer.from(part[1]!.replace(/\n/g, ''), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(invoice!.number);
  });
});
