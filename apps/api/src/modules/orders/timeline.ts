// An order's timeline: every event the transition recorded, oldest first, for the admin (with who did it, why and
// what it is about, and the internal notes), and the shopper's part of it for their order page.
import {
  type OrderActorKind,
  orderEventText,
  type ShopperTimelineEntry,
  shopperSees,
  type TimelineEntry,
} from '@chamak/shared/order-timeline';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { NotFound } from '../../plugins/errors.ts';
import { recordOrderFact } from './transition.ts';

type EventRow = {
  id: number;
  at: Date | string;
  actor: OrderActorKind;
  actor_id: number | null;
  event: string;
  from_status: number | null;
  to_status: number | null;
  from_payment: string | null;
  to_payment: string | null;
  reason: string | null;
  reference: string | null;
};

async function eventsOf(db: DbOrTx, orderId: number): Promise<EventRow[]> {
  return rows<EventRow>(
    db,
    sql`select id, at, actor, actor_id, event, from_status, to_status, from_payment, to_payment, reason, reference
      from order_events where order_id = ${orderId} order by at, id`,
  );
}

async function orderOwner(db: DbOrTx, orderId: number): Promise<{ userId: number | null } | undefined> {
  const [o] = await rows<{ user_id: number | null }>(
    db,
    sql`select user_id from orders where id = ${orderId}`,
  );
  return o && { userId: o.user_id };
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** GET /api/admin/orders/{id}/timeline: every event of the order, notes included; 404 for no such order. */
export async function adminTimeline(
  ctx: { db: DbOrTx },
  orderId: number,
): Promise<{ events: TimelineEntry[] }> {
  if (!(await orderOwner(ctx.db, orderId))) throw new NotFound('Order not found.');
  const events = await eventsOf(ctx.db, orderId);
  return {
    events: events.map((e) => ({
      id: e.id,
      at: iso(e.at),
      actor: e.actor,
      actorId: e.actor_id,
      event: e.event,
      text: orderEventText({ event: e.event, toStatus: e.to_status, toPayment: e.to_payment }),
      fromStatus: e.from_status,
      toStatus: e.to_status,
      fromPayment: e.from_payment,
      toPayment: e.to_payment,
      reason: e.reason,
      reference: e.reference,
    })),
  };
}

/** GET /api/order/{id}/history: what the shopper sees of their order's way (its customer or an admin). */
export async function shopperTimeline(
  ctx: { db: DbOrTx },
  orderId: number,
  actor: Actor,
): Promise<{ events: ShopperTimelineEntry[] }> {
  const owner = await orderOwner(ctx.db, orderId);
  if (!owner || (actor.role !== 'admin' && owner.userId !== actor.userId))
    throw new NotFound('Order not found.');
  return { events: await shopperEvents(ctx.db, orderId) };
}

/** The shopper's part of the order's timeline, oldest first (their order page and its status link's page). */
export async function shopperEvents(db: DbOrTx, orderId: number): Promise<ShopperTimelineEntry[]> {
  const events = await eventsOf(db, orderId);
  return events
    .filter((e) => shopperSees({ event: e.event, toStatus: e.to_status }))
    .map((e) => ({
      at: iso(e.at),
      event: e.event,
      text: orderEventText({ event: e.event, toStatus: e.to_status, toPayment: e.to_payment }),
    }));
}

/** POST /api/admin/orders/{id}/notes: an internal note in the order's timeline (never shown to the shopper). */
export async function addOrderNote(
  ctx: { db: Db },
  orderId: number,
  admin: Actor,
  note: string,
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [o] = await rows<{ id: number }>(tx, sql`select id from orders where id = ${orderId} for update`);
    if (!o) throw new NotFound('Order not found.');
    await recordOrderFact(tx, orderId, 'note', { kind: 'admin', id: admin.userId }, { reason: note });
  });
  return { message: 'Note added' };
}
