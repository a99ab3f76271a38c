// The job that cancels held cash orders left unconfirmed when their window ends (decision 0252),
// through the one cancellation path (orders/service.ts cancelOrder). main.ts schedules it through jobs.ts.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rows } from '../../lib/sql.ts';
import { Conflict } from '../../plugins/errors.ts';
import { cancelOrder, type OrdersCtx } from './service.ts';

/** How often the job looks: an order is cancelled at most this long after its window ends. */
export const unconfirmedJobEveryMs = 5 * 60_000;

/**
 * The job's tick (decision 0252): every held order whose window ended by `now` is cancelled through cancelOrder,
 * so its stock goes back, its discounts' uses come back, an invoiced order gets its credit note and the shopper
 * and the shop are mailed, with the reason. An order confirmed meanwhile is left alone (cancelOrder looks again
 * under the row lock). Answers how many it cancelled.
 */
export async function cancelUnconfirmedOrders(
  ctx: OrdersCtx & { log?: Pick<FastifyBaseLogger, 'warn' | 'info'> | undefined },
  now: Date,
): Promise<number> {
  const due = await rows<{ id: number }>(
    ctx.db,
    sql`select id from orders where confirmation_due_at <= ${now.toISOString()} and confirmed_at is null
      and cancelled_at is null order by confirmation_due_at, id`,
  );
  let cancelled = 0;
  for (const { id } of due) {
    try {
      await cancelOrder(ctx, id, undefined, { unconfirmedBy: now });
      cancelled++;
    } catch (error) {
      // Confirmed (or cancelled) between the list and the lock: nothing to do. Anything else waits for the next tick.
      if (!(error instanceof Conflict))
        ctx.log?.warn({ err: error, orderId: id }, 'unconfirmed order not cancelled');
    }
  }
  if (cancelled) ctx.log?.info({ cancelled }, 'unconfirmed cash orders cancelled');
  return cancelled;
}
