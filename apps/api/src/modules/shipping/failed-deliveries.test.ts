// Failed deliveries (decision 0336) through the real routes and database: Shiprocket's NDR (its signed webhook and
// the tracking sync, against a stand-in of its API on 127.0.0.1) or the admin's report records one attempt and
// sends the shopper the answer link by mail (through the SMTP stand-in) and WhatsApp (its stand-in); the shopper's
// three answers go to the stand-in's NDR action, or without Shiprocket to Admin → Failed deliveries, where the
// admin acts and an attempt unanswered for a day is flagged for a call. Used, stale or forged links, a forged or
// repeated webhook and an address the parcel cannot go to are refused with nothing changed.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminFailedDeliveries, FailedDeliveryView } from '@chamak/shared/failed-deliveries';
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { routeByWhatsapp, whatsappStandIn } from '../../test/whatsapp.ts';
import { shiprocketProvider } from '../delivery/shiprocket.ts';
import { failedDeliveryMail } from '../mail/index.ts';
import { smtpTransport } from '../mail/smtp.ts';
import { renderMail } from '../mail/templates/render.tsx';
import { sampleBrand } from '../mail/templates/samples.ts';
import { drainOutbox } from '../mail/worker.ts';

const hour = 3_600_000;
/** The apps' clock: 30 Nov 2026, 11:30 in India; another try may be asked for from 1 to 7 Dec. */
let now = new Date('2026-11-30T06:00:00Z');
const clock = () => now;

/** A stand-in for Shiprocket's API: login, shipment creation, serviceability, tracking and the NDR action. */
function shiprocketStandIn() {
  const ndr: { awb: string; body: Record<string, unknown> }[] = [];
  const tracking = new Map<string, object>();
  /** PIN codes no courier serves. */
  const unserved = new Set<string>(['695001']);
  let shipments = 0;
  let refuseNdr = false;
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      res.setHeader('content-type', 'application/json');
      const url = new URL(req.url!, 'http://x');
      const path = url.pathname.replace('/v1/external', '');
      if (path === '/auth/login') return res.end(JSON.stringify({ token: 'sr-token' }));
      if (req.headers.authorization !== 'Bearer sr-token') {
        res.statusCode = 401;
        return res.end('{"message":"Unauthenticated"}');
      }
      if (path === '/courier/serviceability/') {
        const pin = url.searchParams.get('delivery_postcode') ?? '';
        if (unserved.has(pin)) return res.end('{"status":404,"message":"No courier"}');
        return res.end(
          JSON.stringify({
            status: 200,
            data: {
              available_courier_companies: [
                { courier_name: 'Delhivery', estimated_delivery_days: 4, cod: 1 },
              ],
            },
          }),
        );
      }
      if (path === '/orders/create/adhoc') {
        shipments++;
        return res.end(
          JSON.stringify({
            order_id: 9000 + shipments,
            shipment_id: 7000 + shipments,
            awb_code: `SRNDR${shipments}`,
            courier_name: 'Delhivery',
          }),
        );
      }
      if (path === '/courier/generate/pickup') return res.end('{"pickup_status":1}');
      const ndrAction = /^\/ndr\/([^/]+)\/action$/.exec(path);
      if (ndrAction) {
        if (refuseNdr) {
          res.statusCode = 422;
          return res.end('{"message":"NDR action not allowed for this AWB"}');
        }
        ndr.push({ awb: decodeURIComponent(ndrAction[1]!), body });
        return res.end('{"status":true,"message":"Action taken"}');
      }
      const track = /^\/courier\/track\/awb\/(.+)$/.exec(path);
      if (track) return res.end(JSON.stringify(tracking.get(track[1]!) ?? { tracking_data: {} }));
      res.statusCode = 404;
      res.end('{}');
    });
  });
  return {
    ndr,
    tracking,
    unserved,
    refuse: (on: boolean) => {
      refuseNdr = on;
    },
    listen: () => new Promise<void>((r) => server.listen(0, '127.0.0.1', r)),
    close: () => new Promise<void>((r) => server.close(() => r())),
    baseUrl: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/external`,
  };
}

/** What each describe block shares: its app, the admin's token and the calls the tests make. */
function shop(get: () => TestApp) {
  let admin = '';
  const inject = (token: string | undefined, options: InjectOptions) => get().app.inject(as(token, options));
  return {
    adminToken: () => admin,
    async signInAdmin() {
      admin = (await login(get().app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    },
    inject,
    /** A new shopper's cash order, moved by the admin to `status` by hand. */
    async orderAt(status: number, shopper?: TestUser) {
      const user = shopper ?? (await signupAndLogin(get().app, { phone: '9876501234' }));
      await addToCart(get().app, user, await sizeInStock(get().database.db, 20), 1);
      const placed = await checkout(get().app, user, 'cod', { phone: '9876501234' });
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = placed.json().orderId as number;
      if (status !== OrderStatus.Placed) {
        const moved = await inject(admin, {
          method: 'PATCH',
          url: `/api/order/${orderId}/shipment`,
          payload: { status },
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      return { user, orderId };
    },
    attempts: (orderId: number) =>
      rows<{
        id: number;
        attempt: number;
        reason: string;
        source: string;
        answer: string | null;
        answer_date: string | null;
        answer_address: Record<string, string> | null;
        resolution: string | null;
        forwarded_at: Date | null;
      }>(
        get().database.db,
        sql`select id, attempt, reason, source, answer, answer_date::text as answer_date, answer_address, resolution,
          forwarded_at from delivery_attempts where order_id = ${orderId} order by id`,
      ),
    /** The answer links in the order's failed-delivery mails, oldest first. */
    async links(orderId: number): Promise<string[]> {
      const mails = await rows<{ text: string }>(
        get().database.db,
        sql`select text from mail_outbox where subject like ${`We could not deliver%#${orderId}`} order by id`,
      );
      return mails.map((m) => {
        const found = /https:\/\/shop\.example\/failed-delivery\?t=([\w-]+)/.exec(m.text);
        expect(found, m.text).not.toBeNull();
        return found![1]!;
      });
    },
    view: (token: string) => inject(undefined, { url: `/api/failed-delivery?t=${token}` }),
    answer: (token: string, answer: Record<string, unknown>) =>
      inject(undefined, { method: 'POST', url: '/api/failed-delivery', payload: { t: token, answer } }),
    queue: async () => {
      const res = await inject(admin, { url: '/api/admin/failed-deliveries' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AdminFailedDeliveries;
    },
    statusOf: async (orderId: number) =>
      (
        await rows<{ status: number }>(
          get().database.db,
          sql`select status from orders where id = ${orderId}`,
        )
      )[0]!.status,
    timeline: (orderId: number) =>
      rows<{ event: string; reason: string | null }>(
        get().database.db,
        sql`select event, reason from order_events where order_id = ${orderId} order by id`,
      ),
  };
}

describe('failed deliveries with Shiprocket (its stand-in on 127.0.0.1)', () => {
  const shiprocket = shiprocketStandIn();
  const smtp = smtpStandIn();
  const meta = whatsappStandIn();
  let t: TestApp;
  const s = shop(() => t);
  const mailer = () => smtpTransport(smtp.url(), 'Chamak <care@chamak.example>');

  beforeAll(async () => {
    await Promise.all([shiprocket.listen(), smtp.listen(), meta.listen()]);
    t = await testApp({
      clock,
      mailer: mailer(),
      shipping: shiprocketProvider({
        email: 'ops@chamak.example',
        password: 'pw',
        pickupLocation: 'Primary',
        baseUrl: shiprocket.baseUrl(),
      }),
      config: {
        publicUrl: 'https://shop.example',
        phone: meta.phone(),
        shiprocket: {
          email: 'ops@chamak.example',
          password: 'pw',
          pickupLocation: 'Primary',
          webhookToken: 'hook-token-123',
          syncMinutes: 0,
        },
      },
    });
    await s.signInAdmin();
    await routeByWhatsapp(t.app, s.adminToken(), 'delivery_failed', 'ndr_answer');
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([shiprocket.close(), smtp.close(), meta.close()]);
  });

  /** A cash order shipped through Shiprocket and out for delivery: its id and AWB. */
  async function outForDelivery() {
    const { user, orderId } = await s.orderAt(OrderStatus.Placed);
    const shipped = await s.inject(s.adminToken(), { method: 'POST', url: `/api/order/${orderId}/ship` });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const moved = await s.inject(s.adminToken(), {
      method: 'PATCH',
      url: `/api/order/${orderId}/shipment`,
      payload: { status: OrderStatus.OutForDelivery },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [o] = await rows<{ awb: string }>(
      t.database.db,
      sql`select awb_code as awb from orders where id = ${orderId}`,
    );
    return { user, orderId, awb: o!.awb };
  }

  const hook = (key: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/shiprocket/webhook',
      headers: { 'x-api-key': key },
      payload: body,
    });
  /** Shiprocket's webhook of an NDR: status 21 (Undelivered) with the courier's scan and its reason. */
  const ndrEvent = (awb: string, date: string, reason = 'Consignee not available') => ({
    awb,
    current_status: 'UNDELIVERED',
    current_status_id: 21,
    shipment_status: 'UNDELIVERED',
    shipment_status_id: 21,
    current_timestamp: '30 11 2026 11:20:00',
    scans: [
      {
        date,
        status: 'UD',
        activity: reason,
        location: 'Kochi Hub',
        'sr-status': '21',
        'sr-status-label': 'UNDELIVERED',
      },
    ],
  });

  it('records the webhook NDR once, mails and WhatsApps the answer link, and refuses a forged webhook', async () => {
    const { orderId, awb } = await outForDelivery();
    const sentBefore = meta.seen.length;
    const forged = await hook('wrong-token-123', ndrEvent(awb, '2026-11-30 11:20:00'));
    expect(forged.statusCode).toBe(401);
    expect(await s.attempts(orderId)).toEqual([]);

    const first = await hook('hook-token-123', ndrEvent(awb, '2026-11-30 11:20:00'));
    expect(first.statusCode, first.body).toBe(200);
    const again = await hook('hook-token-123', ndrEvent(awb, '2026-11-30 11:20:00'));
    expect(again.statusCode).toBe(200);
    const attempts = await s.attempts(orderId);
    expect(attempts).toMatchObject([
      { attempt: 1, reason: 'Consignee not available', source: 'courier', answer: null, resolution: null },
    ]);
    // The order stays out for delivery; its timeline says why it was not delivered.
    expect(await s.statusOf(orderId)).toBe(OrderStatus.OutForDelivery);
    expect(await s.timeline(orderId)).toContainEqual({
      event: 'delivery_failed',
      reason: 'Consignee not available',
    });

    // One mail and one WhatsApp message, each with the same link.
    const [token, ...more] = await s.links(orderId);
    expect(more).toEqual([]);
    const sentNow = meta.seen.slice(sentBefore);
    expect(sentNow).toHaveLength(1);
    expect(sentNow[0]!.body.template.name).toBe('ndr_answer');
    expect(JSON.stringify(sentNow[0]!.body)).toContain(`https://shop.example/failed-delivery?t=${token}`);
    await drainOutbox(
      { db: t.database.db, mailer: mailer() },
      { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 1 },
    );
    const mail = smtp.received.find((m) => m.includes(`#${orderId}`) && m.includes('could not deliver'));
    expect(mail, 'the failed-delivery mail reached the SMTP stand-in').toBeDefined();
    expect(mail!.replace(/=\r?\n/g, '')).toContain('failed-delivery?t=');

    // The link opens without a sign-in.
    const view = await s.view(token!);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      orderId,
      attempt: 1,
      reason: 'Consignee not available',
      state: 'open',
      phoneEnding: '1234',
      earliest: '2026-12-01',
      latest: '2026-12-07',
    } satisfies Partial<FailedDeliveryView>);
  });

  it('takes the NDR from the tracking sync too, and the webhook of the same scan adds nothing', async () => {
    const { orderId, awb } = await outForDelivery();
    shiprocket.tracking.set(awb, {
      tracking_data: {
        shipment_status: 21,
        shipment_track_activities: [
          {
            date: '2026-11-30 10:05:00',
            activity: 'Address incomplete',
            location: 'Kochi',
            'sr-status': '21',
          },
        ],
      },
    });
    const { syncShipments } = await import('./service.ts');
    await syncShipments({ ...t.app.ctx, shipping: t.app.shipping });
    expect(
      await hook('hook-token-123', ndrEvent(awb, '2026-11-30 10:05:00', 'Address incomplete')),
    ).toMatchObject({ statusCode: 200 });
    expect(await s.attempts(orderId)).toMatchObject([{ attempt: 1, reason: 'Address incomplete' }]);
    expect(await s.links(orderId)).toHaveLength(1);
    // A later failed attempt is the second; the first one's link stops working.
    await hook('hook-token-123', ndrEvent(awb, '2026-12-01 12:00:00', 'Customer refused'));
    expect(await s.attempts(orderId)).toMatchObject([
      { attempt: 1, resolution: 'superseded' },
      { attempt: 2, reason: 'Customer refused', resolution: null },
    ]);
    const [oldLink] = await s.links(orderId);
    const stale = await s.answer(oldLink!, { kind: 'cancel' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This parcel has moved on since, so this link no longer changes it.');
  });

  it('takes an NDR reported without its scan once, keyed by its status time', async () => {
    const { orderId, awb } = await outForDelivery();
    const bare = { awb, current_status_id: 21, current_timestamp: '30 11 2026 09:40:00', scans: [] };
    expect((await hook('hook-token-123', bare)).statusCode).toBe(200);
    expect((await hook('hook-token-123', bare)).statusCode).toBe(200);
    expect(await s.attempts(orderId)).toMatchObject([{ attempt: 1, reason: 'Delivery attempt failed' }]);
  });

  it("sends the shopper's new date to Shiprocket's NDR action, and refuses the link a second time", async () => {
    const { orderId, awb } = await outForDelivery();
    await hook('hook-token-123', ndrEvent(awb, '2026-11-30 11:00:00'));
    const [token] = await s.links(orderId);
    const tooLate = await s.answer(token!, { kind: 'reattempt', date: '2026-12-09' });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe('Choose a day from tomorrow to a week from now.');
    const calls = shiprocket.ndr.length;
    const res = await s.answer(token!, { kind: 'reattempt', date: '2026-12-02' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Thank you. The courier will try again on the day you chose.');
    expect(shiprocket.ndr.slice(calls)).toEqual([
      {
        awb,
        body: {
          action: 're-attempt',
          deferred_date: '2026-12-02',
          comments: 'Shopper asked for another try on 2026-12-02 (attempt 1)',
        },
      },
    ]);
    expect(await s.attempts(orderId)).toMatchObject([
      { answer: 'reattempt', answer_date: '2026-12-02', resolution: 'forwarded' },
    ]);
    expect(await s.timeline(orderId)).toContainEqual({
      event: 'delivery_answered',
      reason: 'Try again on Wed, 2 Dec',
    });
    // Forwarded, it leaves the admin's queue.
    expect((await s.queue()).items.map((i) => i.orderId)).not.toContain(orderId);

    const twice = await s.answer(token!, { kind: 'cancel' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This failed delivery was already answered: the link works once.');
    expect(shiprocket.ndr).toHaveLength(calls + 1);
    expect((await s.view(token!)).json()).toMatchObject({ state: 'answered', answer: 'reattempt' });
  });

  it('sends a corrected address and phone to the NDR action, and refuses a PIN code the parcel cannot go to', async () => {
    const { orderId, awb } = await outForDelivery();
    await hook('hook-token-123', ndrEvent(awb, '2026-11-30 11:10:00', 'Address not found'));
    const [token] = await s.links(orderId);
    const corrected = {
      address: '14 Lake Road, near the temple',
      apt: 'Flat 4B',
      city: 'Kochi',
      postalCode: '682011',
      phone: '9812345671',
    };
    const calls = shiprocket.ndr.length;
    // Outside the order's state (Kerala): its invoice names Kerala as the place of supply.
    const otherState = await s.answer(token!, {
      kind: 'address',
      address: { ...corrected, postalCode: '560002' },
    });
    expect(otherState.statusCode).toBe(422);
    expect(otherState.json().message).toBe(
      "That PIN code is in Karnataka. This order's tax invoice names Kerala as the place of supply, so it can only be delivered within Kerala.",
    );
    // In Kerala, but no courier serves it.
    const unserved = await s.answer(token!, {
      kind: 'address',
      address: { ...corrected, postalCode: '695001' },
    });
    expect(unserved.statusCode).toBe(422);
    expect(unserved.json().message).toBe('Sorry, we do not deliver to PIN code 695001 yet.');
    const badPhone = await s.answer(token!, { kind: 'address', address: { ...corrected, phone: '12345' } });
    expect(badPhone.statusCode).toBe(400);
    // Nothing changed: no answer, no call to Shiprocket, the link still works.
    expect(await s.attempts(orderId)).toMatchObject([{ answer: null, resolution: null }]);
    expect(shiprocket.ndr).toHaveLength(calls);
    expect(await s.timeline(orderId)).not.toContainEqual(
      expect.objectContaining({ event: 'delivery_answered' }),
    );

    const res = await s.answer(token!, { kind: 'address', address: corrected });
    expect(res.statusCode, res.body).toBe(200);
    expect(shiprocket.ndr.slice(calls)).toEqual([
      {
        awb,
        body: {
          action: 're-attempt',
          deferred_date: '2026-12-01',
          comments: 'Shopper corrected the address or phone (attempt 1)',
          address1: '14 Lake Road, near the temple',
          address2: 'Flat 4B, Kochi',
          pincode: '682011',
          phone: '9812345671',
        },
      },
    ]);
    expect(await s.attempts(orderId)).toMatchObject([
      { answer: 'address', answer_address: { ...corrected, state: 'Kerala' }, resolution: 'forwarded' },
    ]);
  });

  it("sends a cancel as the NDR action's return and starts the return to origin", async () => {
    const { orderId, awb } = await outForDelivery();
    await hook('hook-token-123', ndrEvent(awb, '2026-11-30 11:15:00'));
    const [token] = await s.links(orderId);
    const calls = shiprocket.ndr.length;
    const res = await s.answer(token!, { kind: 'cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(shiprocket.ndr.slice(calls)).toEqual([
      { awb, body: { action: 'return', comments: 'Shopper cancelled the delivery' } },
    ]);
    expect(await s.statusOf(orderId)).toBe(OrderStatus.RtoInitiated);
    expect((await s.timeline(orderId)).map((e) => e.event)).toEqual(
      expect.arrayContaining(['delivery_failed', 'delivery_answered', 'status']),
    );
  });

  it('keeps an answer Shiprocket refused in the queue with its error', async () => {
    const { orderId, awb } = await outForDelivery();
    await hook('hook-token-123', ndrEvent(awb, '2026-11-30 11:25:00'));
    const [token] = await s.links(orderId);
    shiprocket.refuse(true);
    try {
      const res = await s.answer(token!, { kind: 'reattempt', date: '2026-12-01' });
      expect(res.statusCode).toBe(200);
      const item = (await s.queue()).items.find((i) => i.orderId === orderId);
      expect(item).toMatchObject({ answer: 'reattempt', answerDate: '2026-12-01', forwardedAt: null });
      expect(item!.forwardError).toContain('NDR action not allowed');
      // The admin's own try is refused as well, and nothing changes.
      const act = await s.inject(s.adminToken(), {
        method: 'POST',
        url: `/api/admin/failed-deliveries/${item!.id}/action`,
        payload: { action: 'reattempt', date: '2026-12-01' },
      });
      expect(act.statusCode).toBe(502);
      expect((await s.queue()).items.map((i) => i.orderId)).toContain(orderId);
    } finally {
      shiprocket.refuse(false);
    }
  });

  it('refuses a link that is no attempt’s, and one whose parcel was delivered since', async () => {
    expect((await s.view('not-a-real-token')).statusCode).toBe(404);
    expect((await s.answer('not-a-real-token', { kind: 'cancel' })).statusCode).toBe(404);
    const { orderId, awb } = await outForDelivery();
    await hook('hook-token-123', ndrEvent(awb, '2026-11-30 11:30:00'));
    const [token] = await s.links(orderId);
    await hook('hook-token-123', { awb, shipment_status_id: 7, scans: [] });
    expect(await s.statusOf(orderId)).toBe(OrderStatus.Delivered);
    expect((await s.view(token!)).json()).toMatchObject({ state: 'closed' });
    const res = await s.answer(token!, { kind: 'reattempt', date: '2026-12-01' });
    expect(res.statusCode).toBe(409);
    expect(await s.attempts(orderId)).toMatchObject([{ answer: null }]);
  });
});

describe('failed deliveries without Shiprocket (the admin’s queue)', () => {
  let t: TestApp;
  const s = shop(() => t);

  beforeAll(async () => {
    t = await testApp({ clock, config: { publicUrl: 'https://shop.example' } });
    await s.signInAdmin();
  });
  afterAll(() => t?.close());

  it('lets only an admin record a failed attempt, for a parcel on its way, and mails the shopper the link', async () => {
    const { user, orderId } = await s.orderAt(OrderStatus.OutForDelivery);
    const report = (token: string | undefined, id = orderId) =>
      s.inject(token, {
        method: 'POST',
        url: `/api/order/${id}/delivery-failed`,
        payload: { reason: 'Shopper not at home' },
      });
    expect((await report(user.token)).statusCode).toBe(403);
    expect((await report(undefined)).statusCode).toBe(401);
    const placed = await s.orderAt(OrderStatus.Placed);
    const early = await report(s.adminToken(), placed.orderId);
    expect(early.statusCode).toBe(409);
    expect(await s.attempts(placed.orderId)).toEqual([]);

    const res = await report(s.adminToken());
    expect(res.statusCode, res.body).toBe(200);
    expect(await s.attempts(orderId)).toMatchObject([
      { attempt: 1, reason: 'Shopper not at home', source: 'admin' },
    ]);
    expect(await s.links(orderId)).toHaveLength(1);
    const [item] = (await s.queue()).items.filter((i) => i.orderId === orderId);
    expect(item).toMatchObject({
      attempt: 1,
      reason: 'Shopper not at home',
      answer: null,
      callShopper: false,
    });
  });

  it("puts the shopper's answer in the queue, where the admin acts on it", async () => {
    const { orderId } = await s.orderAt(OrderStatus.InTransit);
    await s.inject(s.adminToken(), {
      method: 'POST',
      url: `/api/order/${orderId}/delivery-failed`,
      payload: { reason: 'Door locked' },
    });
    const [token] = await s.links(orderId);
    const res = await s.answer(token!, { kind: 'reattempt', date: '2026-12-03' });
    expect(res.statusCode, res.body).toBe(200);
    const item = (await s.queue()).items.find((i) => i.orderId === orderId)!;
    expect(item).toMatchObject({
      answer: 'reattempt',
      answerDate: '2026-12-03',
      forwardedAt: null,
      callShopper: false,
    });

    const shopper = await signupAndLogin(t.app);
    const act = (token: string | undefined, payload: object) =>
      s.inject(token, { method: 'POST', url: `/api/admin/failed-deliveries/${item.id}/action`, payload });
    expect((await act(shopper.token, { action: 'resolve' })).statusCode).toBe(403);
    expect((await s.inject(shopper.token, { url: '/api/admin/failed-deliveries' })).statusCode).toBe(403);
    const done = await act(s.adminToken(), { action: 'reattempt', date: '2026-12-03' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await s.queue()).items.map((i) => i.orderId)).not.toContain(orderId);
    expect((await act(s.adminToken(), { action: 'resolve' })).statusCode).toBe(409);
  });

  it('keeps the order’s phone when a corrected address leaves it out, and shows the correction in the queue', async () => {
    const { orderId } = await s.orderAt(OrderStatus.OutForDelivery);
    await s.inject(s.adminToken(), {
      method: 'POST',
      url: `/api/order/${orderId}/delivery-failed`,
      payload: { reason: 'Address not found' },
    });
    const [token] = await s.links(orderId);
    const res = await s.answer(token!, {
      kind: 'address',
      address: { address: '14 Lake Road', apt: 'Flat 4B', city: 'Kochi', postalCode: '682011' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = (await s.queue()).items.find((i) => i.orderId === orderId)!;
    expect(item).toMatchObject({
      answer: 'address',
      answerAddress: { address: '14 Lake Road', postalCode: '682011', state: 'Kerala', phone: '9876501234' },
    });
  });

  it('lets the admin return a cancelled delivery to origin', async () => {
    const { orderId } = await s.orderAt(OrderStatus.OutForDelivery);
    await s.inject(s.adminToken(), {
      method: 'POST',
      url: `/api/order/${orderId}/delivery-failed`,
      payload: { reason: 'Refused at the door' },
    });
    const [token] = await s.links(orderId);
    expect((await s.answer(token!, { kind: 'cancel' })).statusCode).toBe(200);
    // Without Shiprocket nothing moves until the admin acts.
    expect(await s.statusOf(orderId)).toBe(OrderStatus.OutForDelivery);
    const item = (await s.queue()).items.find((i) => i.orderId === orderId)!;
    expect(item.answer).toBe('cancel');
    const res = await s.inject(s.adminToken(), {
      method: 'POST',
      url: `/api/admin/failed-deliveries/${item.id}/action`,
      payload: { action: 'return' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await s.statusOf(orderId)).toBe(OrderStatus.RtoInitiated);
  });

  it('flags an attempt nobody answered for 24 hours for a call, and not an answered one', async () => {
    const quiet = await s.orderAt(OrderStatus.OutForDelivery);
    const answered = await s.orderAt(OrderStatus.OutForDelivery);
    for (const o of [quiet, answered])
      await s.inject(s.adminToken(), {
        method: 'POST',
        url: `/api/order/${o.orderId}/delivery-failed`,
        payload: { reason: 'Phone switched off' },
      });
    const [token] = await s.links(answered.orderId);
    expect((await s.answer(token!, { kind: 'reattempt', date: '2026-12-01' })).statusCode).toBe(200);
    const flags = async () =>
      Object.fromEntries(
        (await s.queue()).items
          .filter((i) => i.orderId === quiet.orderId || i.orderId === answered.orderId)
          .map((i) => [i.orderId, i.callShopper]),
      );
    const start = now;
    try {
      now = new Date(start.getTime() + 23 * hour);
      expect(await flags()).toEqual({ [quiet.orderId]: false, [answered.orderId]: false });
      now = new Date(start.getTime() + 24 * hour);
      expect(await flags()).toEqual({ [quiet.orderId]: true, [answered.orderId]: false });
    } finally {
      now = start;
    }
  });
});

describe('the failed-delivery mail', () => {
  it("speaks the order's language", async () => {
    const order = {
      id: 1042,
      firstName: 'Asha',
      email: 'asha@example.com',
      paymentMethod: 'cod' as const,
      lines: [],
      discounts: [],
      subtotalPaise: 40_000,
      deliveryPaise: 0,
      codFeePaise: 0,
      totalPaise: 40_000,
      address: { name: 'Asha Rao', lines: ['12 Lake Road', 'Kochi, Kerala 682001'], phone: '9812345670' },
      shipment: { courier: null, awb: null, trackUrl: null, etd: null },
      promised: null,
    };
    const attempt = { token: 'tok', reason: 'Consignee not available', attempt: 1 };
    const english = await renderMail(sampleBrand, failedDeliveryMail(order, attempt));
    expect(english.subject).toBe('We could not deliver your Chamak order #1042');
    expect(english.text).toContain('The reason given: Consignee not available.');
    const hindi = await renderMail(sampleBrand, failedDeliveryMail({ ...order, language: 'hi' }, attempt));
    expect(hindi.subject).toBe('हम आपका Chamak ऑर्डर #1042 डिलीवर नहीं कर पाए');
    expect(hindi.text).toContain('आगे क्या हो, चुनें');
    expect(hindi.text).not.toContain('could not deliver');
  });
});
