// An order's timeline through the real routes: the admin reads every event of an order that was placed, paid,
// shipped, delivered, returned and refunded, oldest first with who did it, and adds internal notes; the shopper's
// history shows their part only (never a note); guests get 401, customers 403 on the admin's calls, and another
// shopper's order is 404. A parcel returned to origin shows its way back.
import { OrderStatus } from '@chamak/shared/order-state';
import type { ShopperTimelineEntry, TimelineEntry } from '@chamak/shared/order-timeline';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { fields, multipart } from '../../test/multipart.ts';
import type { SandboxGateway } from '../payments/gateway.ts';

let t: TestApp;
let admin: string;
let adminId: number;
let sandbox: SandboxGateway;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from users where email = ${demoAccounts.admin.email}`,
  );
  adminId = row!.id;
  sandbox = t.app.gateway as SandboxGateway;
});
afterAll(() => t?.close());

const timeline = (token: string | undefined, id: number) =>
  t.app.inject(as(token, { url: `/api/admin/orders/${id}/timeline` }));
const history = (token: string | undefined, id: number) =>
  t.app.inject(as(token, { url: `/api/order/${id}/history` }));
const ship = (id: number, status: number) =>
  t.app.inject(as(admin, { method: 'PATCH', url: `/api/order/${id}/shipment`, payload: { status } }));

async function placed(method: 'online' | 'cod'): Promise<{ user: TestUser; id: number }> {
  const user = await signupAndLogin(t.app);
  await addToCart(t.app, user, await sizeInStock(t.database.db, 10), 2);
  const res = await checkout(t.app, user, method);
  expect(res.statusCode).toBe(200);
  if (method === 'cod') return { user, id: res.json().orderId };
  const data = res.json().data as { order_id: string; orderId: number };
  const verified = await t.app.inject(
    as(user.token, { method: 'POST', url: '/api/order/verify-payment', payload: sandbox.pay(data.order_id) }),
  );
  expect(verified.statusCode).toBe(200);
  return { user, id: data.orderId };
}

describe('the order timeline', () => {
  it('shows the admin every step of a paid, shipped, delivered, returned and refunded order, oldest first', async () => {
    const { user, id } = await placed('online');
    expect((await ship(id, OrderStatus.PickedUp)).statusCode).toBe(200);
    expect((await ship(id, OrderStatus.Delivered)).statusCode).toBe(200);
    const [line] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from order_items where order_id = ${id} order by id limit 1`,
    );
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = multipart([
      ...fields({ items: JSON.stringify([{ orderItemId: line!.id, quantity: 1 }]), reason: 'leaking' }),
      { name: 'photos', filename: 'leak.png', contentType: 'image/png', data: png },
    ]);
    const asked = await t.app.inject(
      as(user.token, {
        method: 'POST',
        url: `/api/order/${id}/returns`,
        payload: form.payload,
        headers: form.headers,
      }),
    );
    expect(asked.statusCode).toBe(201);
    const returnId = asked.json().return.id as number;
    const step = (name: string, payload: object = {}) =>
      t.app.inject(as(admin, { method: 'POST', url: `/api/admin/returns/${returnId}/${name}`, payload }));
    expect((await step('approve', { pickup: 'manual' })).statusCode).toBe(200);
    expect((await step('receive', { items: [{ orderItemId: line!.id, resellable: 1 }] })).statusCode).toBe(
      200,
    );
    expect((await step('refund')).statusCode).toBe(200);
    await sandbox.settled();
    const noted = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/orders/${id}/notes`,
        payload: { note: 'Called: bottle cap cracked.' },
      }),
    );
    expect(noted.statusCode).toBe(200);

    const res = await timeline(admin, id);
    expect(res.statusCode).toBe(200);
    const events = res.json().events as TimelineEntry[];
    const names = events.map((e) => e.event);
    expect(names.slice(0, 7)).toEqual([
      'checkout_started',
      'paid',
      'status',
      'status',
      'return_requested',
      'return_approved',
      'return_received',
    ]);
    expect(names.slice(7, 9).sort()).toEqual(['refund', 'return_refunded']);
    expect(names[9]).toBe('note');
    expect(events).toHaveLength(10);
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(events[0]).toMatchObject({
      actor: 'shopper',
      actorId: user.userId,
      text: 'Checkout started, awaiting online payment',
    });
    expect(events[1]).toMatchObject({ actor: 'shopper', fromPayment: 'pending', toPayment: 'paid' });
    expect(events[2]).toMatchObject({
      actor: 'admin',
      actorId: adminId,
      fromStatus: 1,
      toStatus: 5,
      text: 'Picked Up',
    });
    expect(events[3]).toMatchObject({ fromStatus: 5, toStatus: 7, text: 'Delivered' });
    expect(events[4]).toMatchObject({ actor: 'shopper', reason: 'leaking', reference: `Return ${returnId}` });
    expect(events.find((e) => e.event === 'refund')).toMatchObject({
      actor: 'gateway',
      fromPayment: 'paid',
      toPayment: 'partially_refunded',
      text: 'Refund issued (Partly refunded)',
    });
    expect(events[9]).toMatchObject({
      actor: 'admin',
      actorId: adminId,
      reason: 'Called: bottle cap cracked.',
    });

    // The shopper's page: their steps, no note, no actor.
    const mine = await history(user.token, id);
    expect(mine.statusCode).toBe(200);
    const seen = (mine.json().events as ShopperTimelineEntry[]).map((e) => e.text);
    expect(seen.slice(0, 3)).toEqual(['Order placed and paid', 'Picked Up', 'Delivered']);
    expect(seen).toContain('Return requested');
    expect(seen).toContain('Refund issued (Partly refunded)');
    expect(seen).not.toContain('Internal note');
    expect(JSON.stringify(mine.json())).not.toContain('bottle cap');
  });

  it('shows a parcel that came back to the shop, and a cancelled order with its reason', async () => {
    const { id } = await placed('cod');
    for (const status of [OrderStatus.PickedUp, OrderStatus.RtoInitiated, OrderStatus.RtoDelivered])
      expect((await ship(id, status)).statusCode).toBe(200);
    const events = (await timeline(admin, id)).json().events as TimelineEntry[];
    expect(events.map((e) => [e.event, e.toStatus])).toEqual([
      ['placed', 1],
      ['status', 5],
      ['status', 8],
      ['status', 10],
      ['returned_to_origin', 10],
    ]);
    const cancelled = await placed('cod');
    expect(
      (
        await t.app.inject(
          as(cancelled.user.token, { method: 'POST', url: `/api/order/${cancelled.id}/cancel` }),
        )
      ).statusCode,
    ).toBe(200);
    const last = ((await timeline(admin, cancelled.id)).json().events as TimelineEntry[]).at(-1);
    expect(last).toMatchObject({ event: 'cancelled', actor: 'shopper', fromStatus: 1, toStatus: 11 });
    const shopperSees = (await history(cancelled.user.token, cancelled.id)).json()
      .events as ShopperTimelineEntry[];
    expect(shopperSees.map((e) => e.text)).toEqual(['Order placed', 'Order cancelled']);
  });

  it('refuses guests (401), customers (403) and another shopper (404); checks notes', async () => {
    const { user, id } = await placed('cod');
    const stranger = await signupAndLogin(t.app);
    expect((await timeline(undefined, id)).statusCode).toBe(401);
    expect((await timeline(user.token, id)).statusCode).toBe(403);
    const note = (token: string | undefined, payload: object, orderId = id) =>
      t.app.inject(as(token, { method: 'POST', url: `/api/admin/orders/${orderId}/notes`, payload }));
    expect((await note(undefined, { note: 'x' })).statusCode).toBe(401);
    expect((await note(user.token, { note: 'x' })).statusCode).toBe(403);
    const empty = await note(admin, { note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Write the note first\./);
    expect((await note(admin, { note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await note(admin, { note: 'Lost order?' }, 999_999)).statusCode).toBe(404);
    expect((await timeline(admin, 999_999)).statusCode).toBe(404);
    expect((await history(undefined, id)).statusCode).toBe(401);
    expect((await history(stranger.token, id)).statusCode).toBe(404);
    expect((await history(admin, id)).statusCode).toBe(200);
    // Nothing was written by the refused calls.
    expect(((await timeline(admin, id)).json().events as TimelineEntry[]).map((e) => e.event)).toEqual([
      'placed',
    ]);
  });
});
