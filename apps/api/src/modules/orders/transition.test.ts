// The order lifecycle's one writer, on the real database (PGlite, and PostgreSQL when DATABASE_URL is set): every
// shipment move the shared table allows is made and every one it refuses is refused with 409 and nothing written;
// the payment moves and the once-only facts (hold, confirmation, cancellation, return to origin, cash collected)
// follow their rules; each change writes exactly one order_events row with its actor, from, to and reason, and a
// refused change writes none.
import {
  canMoveTo,
  canPaymentMoveTo,
  OrderStatus,
  orderStatuses,
  paymentStatuses,
} from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { Conflict } from '../../plugins/errors.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { signupAndLogin } from '../../test/auth.ts';
import { type OrderChange, transition } from './transition.ts';

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await testApp();
  userId = (await signupAndLogin(t.app)).userId;
});
afterAll(() => t?.close());

/** An order row in the given state, inserted directly (the states a lifecycle reaches, without walking it). */
async function orderIn(state: {
  status?: number;
  method?: 'online' | 'cod';
  payment?: string;
  cancelled?: boolean;
  held?: boolean;
}): Promise<number> {
  const method = state.method ?? 'cod';
  const [o] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code, cancelled_at,
        confirmation_due_at)
      values (${userId}, ${state.status ?? 1}, ${method}, ${state.payment ?? (method === 'cod' ? 'cod' : 'pending')},
        10000, 0, 10000, 'Asha', 'Rao', 'asha@example.com', '9876543210', '1 MG Road', '', 'Pune', 'Maharashtra',
        '411001', ${state.cancelled ? sql`now()` : null}, ${state.held ? sql`now() + interval '1 day'` : null})
      returning id`,
  );
  return o!.id;
}

const stateOf = async (id: number) =>
  (
    await rows<{
      status: number;
      payment_status: string;
      cancelled_at: Date | null;
      delivered_at: Date | null;
      confirmed_at: Date | null;
      returned_to_origin_at: Date | null;
      cod_collected_at: Date | null;
    }>(
      t.database.db,
      sql`select status, payment_status, cancelled_at, delivered_at, confirmed_at, returned_to_origin_at, cod_collected_at
        from orders where id = ${id}`,
    )
  )[0]!;

const eventsOf = (id: number) =>
  rows<{
    event: string;
    actor: string;
    actor_id: number | null;
    from_status: number | null;
    to_status: number | null;
    from_payment: string | null;
    to_payment: string | null;
    reason: string | null;
  }>(
    t.database.db,
    sql`select event, actor, actor_id, from_status, to_status, from_payment, to_payment, reason
      from order_events where order_id = ${id} order by id`,
  );

/** Runs one change in its own transaction; answers 'ok' or the refusal's status code. */
async function attempt(id: number, change: OrderChange): Promise<'ok' | number> {
  try {
    await t.app.db.transaction((tx) =>
      transition(tx, id, change, { kind: 'admin', id: 1 }, { reason: 'test' }),
    );
    return 'ok';
  } catch (error) {
    if (error instanceof Conflict) return 409;
    throw error;
  }
}

describe('the order transition', () => {
  it('makes every shipment move the table allows and refuses every other with 409, writing one event or none', async () => {
    const checked: string[] = [];
    for (const from of orderStatuses) {
      if (from === OrderStatus.Cancelled) continue;
      for (const to of orderStatuses) {
        if (to === from || to === OrderStatus.Cancelled) continue;
        const id = await orderIn({ status: from });
        const outcome = await attempt(id, { event: 'status', to });
        const after = await stateOf(id);
        const events = await eventsOf(id);
        if (canMoveTo(from, to)) {
          expect(outcome, `${from} -> ${to}`).toBe('ok');
          expect(after.status).toBe(to);
          expect(events).toEqual([
            expect.objectContaining({
              event: 'status',
              actor: 'admin',
              actor_id: 1,
              from_status: from,
              to_status: to,
            }),
          ]);
          // Delivered is stamped once, by the move that delivers.
          expect(after.delivered_at !== null).toBe(to === OrderStatus.Delivered);
        } else {
          expect(outcome, `${from} -> ${to}`).toBe(409);
          expect(after.status).toBe(from);
          expect(events).toEqual([]);
        }
        checked.push(`${from}->${to}`);
      }
    }
    expect(checked).toHaveLength(72);
  });

  it('moves a payment only as the payment table allows', async () => {
    const refunds = ['partially_refunded', 'refunded'] as const;
    for (const from of paymentStatuses) {
      for (const to of refunds) {
        const id = await orderIn({ method: 'online', payment: from });
        const outcome = await attempt(id, { event: 'refund', to });
        expect(outcome, `${from} -> ${to}`).toBe(canPaymentMoveTo(from, to) ? 'ok' : 409);
        expect((await stateOf(id)).payment_status).toBe(outcome === 'ok' ? to : from);
        expect(await eventsOf(id)).toHaveLength(outcome === 'ok' ? 1 : 0);
      }
    }
  });

  it('cancels once: stock-free cancellation writes the status, the payment owed back and the reason', async () => {
    const id = await orderIn({ method: 'online', payment: 'paid' });
    expect(await attempt(id, { event: 'cancelled' })).toBe('ok');
    const after = await stateOf(id);
    expect(after.status).toBe(OrderStatus.Cancelled);
    expect(after.payment_status).toBe('refund_due');
    expect(after.cancelled_at).not.toBeNull();
    expect(await attempt(id, { event: 'cancelled' })).toBe(409);
    expect(await attempt(id, { event: 'status', to: OrderStatus.PickupGenerated })).toBe(409);
    expect(await eventsOf(id)).toEqual([
      expect.objectContaining({
        event: 'cancelled',
        from_status: 1,
        to_status: 11,
        from_payment: 'paid',
        to_payment: 'refund_due',
        reason: 'test',
      }),
    ]);
    const delivered = await orderIn({ status: OrderStatus.Delivered });
    expect(await attempt(delivered, { event: 'cancelled' })).toBe(409);
  });

  it('holds a new cash order once, confirms a held one once, and keeps a held one from moving', async () => {
    const online = await orderIn({ method: 'online' });
    expect(await attempt(online, { event: 'held', dueAt: new Date(), tokenHash: 'x' })).toBe(409);
    const id = await orderIn({});
    expect(await attempt(id, { event: 'confirmed', by: 'admin' })).toBe(409);
    expect(
      await attempt(id, { event: 'held', dueAt: new Date(Date.now() + 3_600_000), tokenHash: 'x' }),
    ).toBe('ok');
    expect(await attempt(id, { event: 'held', dueAt: new Date(), tokenHash: 'y' })).toBe(409);
    expect(await attempt(id, { event: 'status', to: OrderStatus.PickupGenerated })).toBe(409);
    expect(await attempt(id, { event: 'confirmed', by: 'shopper' })).toBe('ok');
    expect((await stateOf(id)).confirmed_at).not.toBeNull();
    expect(await attempt(id, { event: 'confirmed', by: 'shopper' })).toBe(409);
    expect(await attempt(id, { event: 'status', to: OrderStatus.PickupGenerated })).toBe('ok');
    expect((await eventsOf(id)).map((e) => e.event)).toEqual(['held', 'confirmed', 'status']);
  });

  it('records a return to origin only at RTO Delivered, once, with money kept owed back', async () => {
    const early = await orderIn({ status: OrderStatus.RtoInTransit, method: 'online', payment: 'paid' });
    expect(await attempt(early, { event: 'returned_to_origin' })).toBe(409);
    const id = await orderIn({ status: OrderStatus.RtoDelivered, method: 'online', payment: 'paid' });
    expect(await attempt(id, { event: 'returned_to_origin' })).toBe('ok');
    const after = await stateOf(id);
    expect(after.returned_to_origin_at).not.toBeNull();
    expect(after.payment_status).toBe('refund_due');
    expect(await attempt(id, { event: 'returned_to_origin' })).toBe(409);
  });

  it('collects cash only for a delivered cash order, once', async () => {
    expect(await attempt(await orderIn({ status: OrderStatus.InTransit }), { event: 'cash_collected' })).toBe(
      409,
    );
    expect(
      await attempt(await orderIn({ status: OrderStatus.Delivered, method: 'online', payment: 'paid' }), {
        event: 'cash_collected',
      }),
    ).toBe(409);
    const id = await orderIn({ status: OrderStatus.Delivered });
    expect(await attempt(id, { event: 'cash_collected' })).toBe('ok');
    expect((await stateOf(id)).payment_status).toBe('cod_collected');
    expect(await attempt(id, { event: 'cash_collected' })).toBe(409);
  });

  it('keeps a payment of a cancelled order owed back, never paid', async () => {
    const id = await orderIn({
      method: 'online',
      payment: 'failed',
      cancelled: true,
      status: OrderStatus.Cancelled,
    });
    expect(await attempt(id, { event: 'paid', paymentId: 'pay_1' })).toBe(409);
    expect(await attempt(id, { event: 'paid_not_kept', paymentId: 'pay_1' })).toBe('ok');
    expect((await stateOf(id)).payment_status).toBe('refund_due');
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const id = await orderIn({});
    await expect(
      t.app.db.transaction(async (tx) => {
        await transition(tx, id, { event: 'status', to: OrderStatus.PickupGenerated }, { kind: 'admin' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await stateOf(id)).status).toBe(OrderStatus.Placed);
    expect(await eventsOf(id)).toEqual([]);
  });
});
