// Migration 0015 gives orders placed before the timeline their history: the statement that rebuilds it, run on
// orders written the old way (timestamps, shipment events, refunds, no order_events), makes their events in time
// order with what each moved to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../lib/sql.ts';
import { type TestApp, testApp } from '../test/app.ts';
import { signupAndLogin } from '../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const migration = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/0015_order_events.sql');
/** The migration's last statement: the one that rebuilds the history. */
const rebuild = readFileSync(migration, 'utf8').split('--> statement-breakpoint').at(-1)!;

async function oldOrder(values: {
  userId: number;
  method: 'online' | 'cod';
  status: number;
  payment: string;
  createdAt: string;
  paidAt?: string;
  deliveredAt?: string;
  cancelledAt?: string;
  reason?: string;
}): Promise<number> {
  const [o] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code, created_at, paid_at,
        delivered_at, cancelled_at, cancel_reason)
      values (${values.userId}, ${values.status}, ${values.method}, ${values.payment}, 50000, 0, 50000, 'Meera', 'Iyer',
        'meera@example.com', '9876543210', '4 Lake Road', '', 'Chennai', 'Tamil Nadu', '600001', ${values.createdAt},
        ${values.paidAt ?? null}, ${values.deliveredAt ?? null}, ${values.cancelledAt ?? null}, ${values.reason ?? null})
      returning id`,
  );
  return o!.id;
}

const historyOf = (id: number) =>
  rows<{ event: string; actor: string; to_status: number | null; to_payment: string | null; at: string }>(
    t.database.db,
    sql`select event, actor, to_status, to_payment, at::text as at from order_events where order_id = ${id}
      order by at, id`,
  );

describe('the order history migration', () => {
  it('rebuilds placed, paid, shipped, delivered, refunded and cancelled orders in time order', async () => {
    const { userId } = await signupAndLogin(t.app);
    const paid = await oldOrder({
      userId,
      method: 'online',
      status: 7,
      payment: 'partially_refunded',
      createdAt: '2026-10-01T10:00:00Z',
      paidAt: '2026-10-01T10:05:00Z',
      deliveredAt: '2026-10-04T12:00:00Z',
    });
    await t.database.db.execute(sql`insert into shipment_events (order_id, date, activity, status) values
      (${paid}, '2026-10-02T09:00:00Z', 'Picked up from the shop', 5),
      (${paid}, '2026-10-04T12:00:00Z', 'Delivered to the shopper', 7)`);
    await t.database.db.execute(sql`insert into refunds (order_id, amount_paise, status, method, reason, idempotency_key,
        processed_at) values (${paid}, 10000, 'processed', 'gateway', 'Leaking bottle', ${`old-${paid}`},
        '2026-10-06T08:00:00Z')`);
    const cancelled = await oldOrder({
      userId,
      method: 'cod',
      status: 11,
      payment: 'cod',
      createdAt: '2026-10-03T10:00:00Z',
      cancelledAt: '2026-10-03T11:00:00Z',
      reason: 'Not confirmed in time',
    });
    // Only the old orders' history is rebuilt here: the migration runs once on a database with none.
    await t.database.db.execute(sql`delete from order_events where order_id in (${paid}, ${cancelled})`);
    await t.database.db.execute(sql.raw(rebuild));
    const history = (await historyOf(paid)).map((e) => [e.event, e.to_status, e.to_payment]);
    expect(history).toEqual([
      ['checkout_started', 1, 'pending'],
      ['paid', null, 'paid'],
      ['status', 5, null],
      ['status', 7, null],
      ['refund', null, null],
    ]);
    expect((await historyOf(cancelled)).map((e) => [e.event, e.to_status])).toEqual([
      ['placed', 1],
      ['cancelled', 11],
    ]);
  });
});
