// The orders table's bulk actions (decision 0353): marking many orders packed or shipped moves each through the
// state machine and answers for each, and the chosen orders' CSV.
import type { BulkOrderStatusReply } from '@chamak/shared/bulk-actions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;
let admin: string;
/** Placed cash orders: [0..2] new, [3] in transit, [4] refunded in full before it left, [5] cancelled. */
let ids: number[];

const post = (url: string, payload: object, token = admin) =>
  t.app.inject(as(token, { method: 'POST', url, payload }));

async function staffToken(role: string): Promise<string> {
  const user = await signupAndLogin(t.app, { fullname: `Staff ${role}` });
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

/** A copy of a placed order with the given state (and its item), newest last. */
async function copyOrder(from: number, set: { status: number; payment: string; cancelled?: boolean }) {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        cod_fee_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code,
        cancelled_at)
      select user_id, ${set.status}, payment_method, ${set.payment}, subtotal_paise, delivery_charge_paise, cod_fee_paise,
        total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code,
        ${set.cancelled ? sql`now()` : sql`null`}
      from orders where id = ${from} returning id`,
  );
  return row!.id;
}

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const buyer = await signupAndLogin(t.app);
  const size = await sizeInStock(t.database.db, 10);
  ids = [];
  for (const firstName of ['Asha', 'Ravi', '=cmd']) {
    await addToCart(t.app, buyer, size, 1);
    const placed = await checkout(t.app, buyer, 'cod', { firstName });
    ids.push(placed.json().orderId);
  }
  ids.push(await copyOrder(ids[0]!, { status: 4, payment: 'cod' }));
  ids.push(await copyOrder(ids[0]!, { status: 1, payment: 'refunded' }));
  ids.push(await copyOrder(ids[0]!, { status: 11, payment: 'cod', cancelled: true }));
}, 60_000);
afterAll(() => t?.close());

const statusOf = async (id: number) =>
  (await rows<{ status: number }>(t.database.db, sql`select status from orders where id = ${id}`))[0]!.status;

describe('marking orders packed or shipped together', () => {
  it('moves the orders that can move and answers each refused one with its reason', async () => {
    const res = await post('/api/admin/orders/bulk/status', { orderIds: ids, to: 'packed' });
    expect(res.statusCode).toBe(200);
    const reply = res.json() as BulkOrderStatusReply;
    const byId = new Map(reply.results.map((r) => [r.orderId, r]));
    for (const id of ids.slice(0, 3)) {
      expect(byId.get(id)?.outcome).toBe('moved');
      expect(await statusOf(id)).toBe(3);
    }
    expect(byId.get(ids[3]!)).toMatchObject({
      outcome: 'refused',
      message: 'An order that is In Transit cannot move to Pickup Generated.',
    });
    expect(byId.get(ids[4]!)).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('refunded in full before it shipped'),
    });
    expect(byId.get(ids[5]!)).toMatchObject({
      outcome: 'refused',
      message: 'A cancelled order cannot move on.',
    });
    expect(await statusOf(ids[3]!)).toBe(4);
    expect(await statusOf(ids[4]!)).toBe(1);
    expect(reply.message).toBe('3 orders marked packed; 3 orders could not be.');
    // Each move is in the order's timeline, by the admin.
    const events = await rows<{ order_id: number; actor: string; to_status: number }>(
      t.database.db,
      sql`select order_id, actor, to_status from order_events where event = 'status' and order_id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    expect(events.map((e) => e.order_id).sort()).toEqual(ids.slice(0, 3).sort());
    expect(events.every((e) => e.actor === 'admin' && e.to_status === 3)).toBe(true);
  });

  it('answers an order already there as unchanged, and ships packed orders', async () => {
    const again = (await post('/api/admin/orders/bulk/status', { orderIds: [ids[0]], to: 'packed' })).json();
    expect(again.results).toEqual([
      { orderId: ids[0], outcome: 'unchanged', message: 'Already Pickup Generated.' },
    ]);
    const shipped = (
      await post('/api/admin/orders/bulk/status', { orderIds: [ids[0], ids[1], 987654], to: 'shipped' })
    ).json() as BulkOrderStatusReply;
    expect(shipped.results.map((r) => r.outcome)).toEqual(['moved', 'moved', 'refused']);
    expect(shipped.results[2]!.message).toBe('No such order.');
    expect(await statusOf(ids[0]!)).toBe(5);
  });

  it('refuses a body without orders or with an unknown mark', async () => {
    const none = await post('/api/admin/orders/bulk/status', { orderIds: [], to: 'packed' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Choose at least one order');
    const wrong = await post('/api/admin/orders/bulk/status', { orderIds: [ids[2]], to: 'delivered' });
    expect(wrong.statusCode).toBe(400);
    expect(await statusOf(ids[2]!)).toBe(3);
  });

  it('refuses Support, who may only read orders (403), and moves nothing', async () => {
    const support = await staffToken('support');
    const res = await post('/api/admin/orders/bulk/status', { orderIds: [ids[2]], to: 'shipped' }, support);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('orders.write');
    expect(await statusOf(ids[2]!)).toBe(3);
    // Fulfilment may.
    const fulfilment = await staffToken('fulfilment');
    const ok = await post('/api/admin/orders/bulk/status', { orderIds: [ids[2]], to: 'shipped' }, fulfilment);
    expect(ok.statusCode).toBe(200);
    expect(await statusOf(ids[2]!)).toBe(5);
  });
});

describe('the chosen orders as CSV', () => {
  it('has one row per chosen placed order: number, time, customer, phone, payment, status, total in rupees', async () => {
    const chosen = [ids[1]!, ids[2]!, ids[3]!];
    const res = await t.app.inject(
      as(admin, { url: `/api/admin/orders/selection.csv?ids=${chosen.join(',')}` }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="chamak-orders-selected-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Order","Time","Customer","Phone","Payment","Status","Total (₹)"');
    expect(lines).toHaveLength(4);
    const [order] = await rows<{ total_paise: number; phone: string; last_name: string }>(
      t.database.db,
      sql`select total_paise, phone, last_name from orders where id = ${ids[2]}`,
    );
    const row = lines.find((l) => l.startsWith(`"${ids[2]}",`))!;
    const cells = row.split('","').map((c) => c.replace(/^"|"$/g, ''));
    expect(cells[0]).toBe(String(ids[2]));
    expect(cells[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // A name that starts a formula is written as text.
    expect(cells[2]).toBe(`'=cmd ${order!.last_name}`);
    expect(cells[3]).toBe(order!.phone);
    expect(cells[4]).toBe('Cash on delivery, Pay on delivery');
    expect(cells[5]).toBe('Picked Up');
    expect(cells[6]).toBe((order!.total_paise / 100).toFixed(2));
    // The export is recorded in the audit log with how many orders it held.
    const [audit] = await rows<{ details: unknown }>(
      t.database.db,
      sql`select * from audit_log order by id desc limit 1`,
    );
    expect(JSON.stringify(audit)).toContain('"count":3');
  });

  it('refuses a list that is not order numbers', async () => {
    const res = await t.app.inject(as(admin, { url: '/api/admin/orders/selection.csv?ids=1,abc' }));
    expect(res.statusCode).toBe(400);
  });
});
