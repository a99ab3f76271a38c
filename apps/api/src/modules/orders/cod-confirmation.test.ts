// COD confirmation (decision 0250) through the real routes and database: Shop Settings hold a cash order above
// a threshold or from a first-time buyer; the hold is mailed with an unguessable link (and sent by WhatsApp to a
// stand-in on 127.0.0.1), stops shipping, and ends by the shopper's link, the signed-in owner or the admin; the
// job, on a clock the test moves (no sleeps), cancels what is left unconfirmed when its window ends.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminOrdersPage } from '@chamak/shared/admin-orders';
import type { DashboardView } from '@chamak/shared/dashboard';
import type { Order } from '@chamak/shared/orders';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { runOnce } from '../../jobs.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import { shiprocketProvider } from '../delivery/shiprocket.ts';
import { cancelUnconfirmedOrders, unconfirmedJobEveryMs } from './unconfirmed-orders.ts';

const hour = 3_600_000;

/** A WhatsApp Cloud API stand-in: records what it is sent. */
function whatsappStandIn() {
  const seen: { body: Record<string, unknown> }[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      seen.push({ body: JSON.parse(data) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"messages":[{"id":"wamid.1"}]}');
    });
  });
  return { seen, server, url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const meta = whatsappStandIn();
/** A Shiprocket stand-in that answers nothing useful (placement's serviceability falls back to the zones) and
 * records what it was asked: a held order must never reach its order-creation call. */
const shiprocketCalls: string[] = [];
const shiprocket = createServer((req, res) => {
  shiprocketCalls.push(req.url!);
  req.resume();
  req.on('end', () => {
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end('{"message":"down"}');
  });
});
let t: TestApp;
let admin: string;
/** The app's clock: placement stamps the hold's end from it, and the job is run at moments the test picks. */
let now = new Date('2026-11-24T06:00:00Z');

beforeAll(async () => {
  await new Promise<void>((resolve) => meta.server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => shiprocket.listen(0, '127.0.0.1', resolve));
  t = await testApp({
    clock: () => now,
    shipping: shiprocketProvider({
      email: 'ops@chamak.example',
      password: 'pw',
      pickupLocation: 'Primary',
      baseUrl: `http://127.0.0.1:${(shiprocket.address() as AddressInfo).port}/v1/external`,
    }),
    config: {
      publicUrl: 'https://shop.example',
      phone: { msg91: undefined, whatsapp: { token: 'k-wa', phoneNumberId: '555', baseUrl: meta.url() } },
    },
  });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => meta.server.close(resolve));
  await new Promise((resolve) => shiprocket.close(resolve));
});

const inject = (token: string | undefined, options: InjectOptions) => t.app.inject(as(token, options));

async function saveSettings(codConfirmation: Record<string, unknown>) {
  const res = await inject(admin, {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { codConfirmation },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new shopper's cash order of `units` of a well-stocked size: the order, its size and the shopper. */
async function cashOrder(units = 1, shopper?: TestUser) {
  const user = shopper ?? (await signupAndLogin(t.app, { phone: '9876501234' }));
  const size = await sizeInStock(t.database.db, 20);
  await addToCart(t.app, user, size, units);
  const placed = await checkout(t.app, user, 'cod', { phone: '9876501234' });
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId = placed.json().orderId as number;
  return { user, orderId, size };
}

const orderOf = async (orderId: number) =>
  (await inject(admin, { method: 'GET', url: `/api/order/get/${orderId}` })).json() as Order;

const mails = (orderId: number) =>
  rows<{ to: string; subject: string; text: string }>(
    t.database.db,
    sql`select "to", subject, text from mail_outbox where subject like ${`%#${orderId}%`} order by id`,
  );

/** The token from the link in the order's confirmation mail. */
async function linkToken(orderId: number): Promise<string> {
  const [mail] = (await mails(orderId)).filter((m) => m.subject.startsWith('Please confirm'));
  const match = new RegExp(`https://shop\\.example/order-confirmation/${orderId}\\?confirm=([\\w-]+)`).exec(
    mail!.text,
  );
  expect(match, mail!.text).not.toBeNull();
  return match![1]!;
}

const remaining = async (plId: number) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select remaining_qty as n from product_litres where id = ${plId}`,
    )
  )[0]!.n;

const documents = (orderId: number) =>
  rows<{ kind: string }>(
    t.database.db,
    sql`select kind from tax_documents where order_id = ${orderId} order by id`,
  );

describe('COD confirmation settings', () => {
  it('is off by default: a first cash order goes on at once with its invoice', async () => {
    const settings = (await inject(undefined, { method: 'GET', url: '/api/settings' })).json();
    expect(settings.codConfirmation).toEqual({
      enabled: false,
      abovePaise: 200_000,
      firstTimeBuyers: true,
      hours: 24,
    });
    const { orderId } = await cashOrder();
    const order = await orderOf(orderId);
    expect(order.confirmation).toBeNull();
    expect(order.invoice).not.toBeNull();
    expect((await mails(orderId)).map((m) => m.subject)).toEqual([
      expect.stringContaining(`order #${orderId} is confirmed`),
    ]);
  });

  it('refuses bad settings and a customer saving them', async () => {
    for (const bad of [
      { enabled: true, abovePaise: -1, firstTimeBuyers: true, hours: 24 },
      { enabled: true, abovePaise: null, firstTimeBuyers: true, hours: 0 },
      { enabled: true, abovePaise: 100, firstTimeBuyers: true, hours: 24, extra: 1 },
    ]) {
      const res = await inject(admin, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { codConfirmation: bad },
      });
      expect(res.statusCode).toBe(400);
    }
    const shopper = await signupAndLogin(t.app);
    const res = await inject(shopper.token, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { codConfirmation: { enabled: true, abovePaise: null, firstTimeBuyers: true, hours: 24 } },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a held cash order', () => {
  let orderId: number;
  let shopper: TestUser;
  let token: string;
  let plId: number;
  let before: number;

  beforeAll(async () => {
    await saveSettings({ enabled: true, abovePaise: null, firstTimeBuyers: true, hours: 24 });
    // The WhatsApp template of the link (the event is routed to WhatsApp by default).
    const res = await inject(admin, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: {
        notifications: {
          events: {
            order_placed: ['email'],
            order_shipped: ['email'],
            out_for_delivery: ['email'],
            order_delivered: ['email'],
            order_cancelled: ['email'],
          },
          sms: {},
          whatsapp: { cod_confirmation: { template: 'cod_confirm', language: 'en' } },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const size = await sizeInStock(t.database.db, 20);
    plId = size.pl_id;
    before = await remaining(plId);
    ({ orderId, user: shopper } = await cashOrder(2));
    token = await linkToken(orderId);
  });

  it('keeps its stock, waits 24 hours for its confirmation and has no invoice yet', async () => {
    expect(await remaining(plId)).toBe(before - 2);
    const order = await orderOf(orderId);
    expect(order.confirmation).toEqual({
      dueAt: new Date(now.getTime() + 24 * hour).toISOString(),
      confirmedAt: null,
      confirmedBy: null,
    });
    expect(order).toMatchObject({ status: 1, paymentStatus: 'cod', invoice: null });
    expect(await documents(orderId)).toEqual([]);
  });

  it('mails the link instead of the confirmation, and sends it by WhatsApp', async () => {
    const sent = await mails(orderId);
    expect(sent.map((m) => m.subject)).toEqual([`Please confirm your Chamak order #${orderId}`]);
    expect(sent[0]!.to).toBe(checkoutAddress.email);
    expect(sent[0]!.text).toContain('Confirm my order');
    expect(sent[0]!.text).toContain('the order is cancelled and nothing is charged');
    // The token is long and random; only its hash is kept.
    expect(token.length).toBeGreaterThanOrEqual(32);
    const [stored] = await rows<{ h: string }>(
      t.database.db,
      sql`select confirmation_token_hash as h from orders where id = ${orderId}`,
    );
    expect(stored!.h).not.toContain(token);
    const message = meta.seen.at(-1)!.body as {
      to: string;
      template: { name: string; components: { parameters: { text: string }[] }[] };
    };
    expect(message.to).toBe('919876501234');
    expect(message.template.name).toBe('cod_confirm');
    expect(message.template.components[0]!.parameters.map((p) => p.text)).toEqual([
      checkoutAddress.firstName,
      `#${orderId}`,
      `https://shop.example/order-confirmation/${orderId}?confirm=${token}`,
    ]);
  });

  it('is listed under Awaiting confirmation, counted on the dashboard and not waiting to ship', async () => {
    const page = (
      await inject(admin, { method: 'GET', url: '/api/admin/orders?confirmation=awaiting' })
    ).json() as AdminOrdersPage;
    expect(page.orders.map((o) => o.id)).toContain(orderId);
    expect(page.orders.every((o) => o.confirmation && !o.confirmation.confirmedAt)).toBe(true);
    const board = (
      await inject(admin, { method: 'GET', url: '/api/admin/dashboard' })
    ).json() as DashboardView;
    expect(board.awaitingConfirmation).toBeGreaterThanOrEqual(1);
    expect(board.waitingToShip.map((w) => w.id)).not.toContain(orderId);
    const bad = await inject(admin, { method: 'GET', url: '/api/admin/orders?confirmation=yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('is not shipped (no Shiprocket shipment) or moved on while held; a note is still taken', async () => {
    const move = await inject(admin, {
      method: 'PATCH',
      url: `/api/order/${orderId}/shipment`,
      payload: { status: 3 },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toContain('awaiting the shopper’s confirmation');
    const event = await inject(admin, {
      method: 'POST',
      url: `/api/order/${orderId}/tracking`,
      payload: { activity: 'Packed', status: 3 },
    });
    expect(event.statusCode).toBe(409);
    const note = await inject(admin, {
      method: 'POST',
      url: `/api/order/${orderId}/tracking`,
      payload: { activity: 'Called the shopper, no answer' },
    });
    expect(note.statusCode, note.body).toBe(200);
    const ship = await inject(admin, { method: 'POST', url: `/api/order/${orderId}/ship` });
    expect(ship.statusCode).toBe(409);
    // Placement asked about the PIN code (and logged in for it); nothing asked for a shipment.
    expect(shiprocketCalls.filter((u) => u.includes('/orders/') || u.includes('/courier/assign'))).toEqual(
      [],
    );
    expect((await orderOf(orderId)).status).toBe(1);
  });

  it('shows the link page only with the right token, without an address', async () => {
    const wrong = await inject(undefined, {
      method: 'GET',
      url: `/api/order/${orderId}/confirmation?token=${'x'.repeat(32)}`,
    });
    expect(wrong.statusCode).toBe(404);
    const view = await inject(undefined, {
      method: 'GET',
      url: `/api/order/${orderId}/confirmation?token=${token}`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ orderId, firstName: checkoutAddress.firstName, state: 'awaiting' });
    expect(view.body).not.toContain(checkoutAddress.address);
    expect(view.body).not.toContain(checkoutAddress.phone);
  });

  it('is confirmed by no one else: another shopper, a guest without the token, a wrong token', async () => {
    const other = await signupAndLogin(t.app);
    const url = `/api/order/${orderId}/confirm`;
    expect((await inject(other.token, { method: 'POST', url, payload: {} })).statusCode).toBe(404);
    expect((await inject(undefined, { method: 'POST', url, payload: {} })).statusCode).toBe(401);
    expect(
      (await inject(undefined, { method: 'POST', url, payload: { token: 'y'.repeat(32) } })).statusCode,
    ).toBe(404);
    expect(
      (await inject(other.token, { method: 'POST', url: `/api/admin/orders/${orderId}/confirm` })).statusCode,
    ).toBe(403);
    expect((await orderOf(orderId)).confirmation?.confirmedAt).toBeNull();
  });

  it('goes on once the shopper confirms through the link, once however often it is pressed', async () => {
    const url = `/api/order/${orderId}/confirm`;
    const first = await inject(undefined, { method: 'POST', url, payload: { token } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Order confirmed');
    const again = await inject(undefined, { method: 'POST', url, payload: { token } });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('This order is already confirmed.');
    const owner = await inject(shopper.token, { method: 'POST', url, payload: {} });
    expect(owner.json().message).toBe('This order is already confirmed.');

    const order = await orderOf(orderId);
    expect(order.confirmation).toMatchObject({ confirmedBy: 'shopper' });
    expect(order.confirmation?.confirmedAt).not.toBeNull();
    expect(order.invoice).not.toBeNull();
    expect(await documents(orderId)).toEqual([{ kind: 'invoice' }]);
    const confirmed = (await mails(orderId)).filter((m) => m.subject.includes('is confirmed'));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.text).toContain(order.invoice!.number);
    // Now it ships, and the job leaves it alone even past its window.
    const move = await inject(admin, {
      method: 'PATCH',
      url: `/api/order/${orderId}/shipment`,
      payload: { status: 3 },
    });
    expect(move.statusCode, move.body).toBe(200);
    await cancelUnconfirmedOrders(
      { db: t.database.db, storage: t.storage, gateway: t.app.gateway },
      new Date(now.getTime() + 48 * hour),
    );
    expect((await orderOf(orderId)).status).toBe(3);
    const view = await inject(undefined, {
      method: 'GET',
      url: `/api/order/${orderId}/confirmation?token=${token}`,
    });
    expect(view.json().state).toBe('confirmed');
  });
});

describe('who is held', () => {
  it('holds a cash order above the threshold, and a first-time buyer until a parcel reached them', async () => {
    const price = (
      await rows<{ price: number }>(
        t.database.db,
        sql`select price_paise as price from product_litres where id = ${(await sizeInStock(t.database.db, 20)).pl_id}`,
      )
    )[0]!.price;
    // Threshold only: one unit stays under it, three go over.
    await saveSettings({ enabled: true, abovePaise: price * 2, firstTimeBuyers: false, hours: 24 });
    const small = await cashOrder(1);
    expect((await orderOf(small.orderId)).confirmation).toBeNull();
    const big = await cashOrder(3);
    expect((await orderOf(big.orderId)).confirmation).not.toBeNull();
    // First-time buyers only: the first order is held; once one was delivered, the next is not.
    await saveSettings({ enabled: true, abovePaise: null, firstTimeBuyers: true, hours: 24 });
    const first = await cashOrder(1);
    expect((await orderOf(first.orderId)).confirmation).not.toBeNull();
    const confirmed = await inject(admin, {
      method: 'POST',
      url: `/api/admin/orders/${first.orderId}/confirm`,
    });
    expect(confirmed.json().message).toBe('Order confirmed');
    expect((await orderOf(first.orderId)).confirmation?.confirmedBy).toBe('admin');
    const delivered = await inject(admin, {
      method: 'PATCH',
      url: `/api/order/${first.orderId}/shipment`,
      payload: { status: 7 },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const second = await cashOrder(1, first.user);
    expect((await orderOf(second.orderId)).confirmation).toBeNull();
    // An order that never needed confirming says so.
    const notHeld = await inject(admin, {
      method: 'POST',
      url: `/api/admin/orders/${second.orderId}/confirm`,
    });
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().message).toBe('This order does not need confirming.');
  });
});

describe('the confirmation window, on a clock the test moves', () => {
  // The app's database, as the job has it: the cancellation's mails follow its commit.
  const ctx = () => ({
    db: t.app.db,
    storage: t.storage,
    gateway: t.app.gateway,
    publicUrl: 'https://shop.example',
  });

  it('cancels an order left unconfirmed when its window ends, through the cancellation path', async () => {
    await saveSettings({ enabled: true, abovePaise: null, firstTimeBuyers: true, hours: 6 });
    now = new Date('2026-11-25T06:00:00Z');
    // What earlier tests left held ends now: cancelled first, so the stock counted below is this test's.
    await cancelUnconfirmedOrders(ctx(), now);
    const size = await sizeInStock(t.database.db, 20);
    const before = await remaining(size.pl_id);
    const { orderId, user } = await cashOrder(2);
    const token = await linkToken(orderId);
    const other = await cashOrder(1);
    expect(await remaining(size.pl_id)).toBe(before - 3);

    // A minute before the window ends: nothing happens to it (earlier tests' held orders are long past theirs).
    await cancelUnconfirmedOrders(ctx(), new Date(now.getTime() + 6 * hour - 60_000));
    expect((await orderOf(orderId)).status).toBe(1);
    // The other shopper confirms in time, from their order page (signed in, no token).
    const own = await inject(other.user.token, {
      method: 'POST',
      url: `/api/order/${other.orderId}/confirm`,
      payload: {},
    });
    expect(own.json().message).toBe('Order confirmed');

    // The job runner's slot at the end of the window runs it once across processes.
    const at = now.getTime() + 6 * hour;
    const job = {
      name: 'cod-confirmation-expiry-test',
      everyMs: unconfirmedJobEveryMs,
      run: () => cancelUnconfirmedOrders(ctx(), new Date(at)),
    };
    const log = { info: () => {}, debug: () => {}, warn: () => {} };
    expect(await runOnce(t.database.db, log, job, at)).toBe(true);
    expect(await runOnce(t.database.db, log, job, at)).toBe(false);

    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 11,
      cancelReason: 'it was not confirmed by 25 Nov 2026, 5:30 pm (India time)',
      confirmation: { confirmedAt: null },
    });
    expect((await orderOf(other.orderId)).status).toBe(1);
    // Its stock is back (the confirmed order's unit stays taken).
    expect(await remaining(size.pl_id)).toBe(before - 1);
    // Never invoiced, so no credit note either.
    expect(await documents(orderId)).toEqual([]);
    const cancelled = (await mails(orderId)).filter((m) => m.subject.includes('cancelled'));
    expect(cancelled.map((m) => m.subject)).toEqual([
      `Your Chamak order #${orderId} is cancelled`,
      `Order #${orderId} cancelled automatically: it was not confirmed by 25 Nov 2026, 5:30 pm (India time)`,
    ]);
    expect(cancelled[0]!.text).toContain(
      `We have cancelled your order #${orderId}: it was not confirmed by 25 Nov 2026, 5:30 pm (India time).`,
    );

    // Too late: the link and the owner are told it was cancelled; the job does nothing more.
    const late = await inject(undefined, {
      method: 'POST',
      url: `/api/order/${orderId}/confirm`,
      payload: { token },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order was cancelled, so it can no longer be confirmed.');
    const view = await inject(user.token, {
      method: 'GET',
      url: `/api/order/${orderId}/confirmation?token=${token}`,
    });
    expect(view.json().state).toBe('cancelled');
    expect(await cancelUnconfirmedOrders(ctx(), new Date(at + hour))).toBe(0);
  });

  it('gives an invoiced order it cancels a credit note, as every cancellation does', async () => {
    await saveSettings({ enabled: true, abovePaise: null, firstTimeBuyers: true, hours: 24 });
    now = new Date('2026-11-26T06:00:00Z');
    const { orderId } = await cashOrder(1);
    // Confirmed, then marked unconfirmed again as if the admin had undone it: the job cancels it and the
    // cancellation path gives its invoice a credit note.
    await inject(admin, { method: 'POST', url: `/api/admin/orders/${orderId}/confirm` });
    await t.database.db.execute(
      sql`update orders set confirmed_at = null, confirmed_by = null where id = ${orderId}`,
    );
    expect(await cancelUnconfirmedOrders(ctx(), new Date(now.getTime() + 24 * hour))).toBeGreaterThanOrEqual(
      1,
    );
    expect((await orderOf(orderId)).status).toBe(11);
    expect((await documents(orderId)).map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
  });
});
