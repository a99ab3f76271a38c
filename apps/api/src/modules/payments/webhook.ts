// Razorpay's signed webhook, applied (D7, docs/decisions/0003): the event is recorded and applied in one
// transaction, so an event that failed to apply is not on record and the provider's redelivery applies it.
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql.ts';
import { HttpError } from '../../plugins/errors.ts';
import { failPayment, type OrdersCtx, recordPayment } from '../orders/index.ts';
import { applyRefundEvent, type RefundEventEntity } from './refunds.ts';

export type WebhookEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number } };
    refund?: { entity?: RefundEventEntity };
  };
};

export type WebhookResult =
  /** This event id was applied before: acknowledged, nothing done. */
  | { status: 'duplicate' }
  | { status: 'ok' }
  /** Recorded and acknowledged, but not applied: a redelivery could not change that (unknown order, wrong amount). */
  | { status: 'ignored'; reason: string };

/**
 * Applies one delivery. Its event id and its effect commit together or not at all: when applying fails (the
 * database went away, a lock wait ran out) this throws, the route answers 5xx and Razorpay delivers again.
 * Outcomes a retry cannot change are applied or recorded and acknowledged: a payment for a sold-out or
 * cancelled order owes a refund; an unknown order or a wrong amount is ignored.
 */
export async function applyWebhookEvent(
  ctx: OrdersCtx,
  delivery: { eventId: string; raw: string; event: WebhookEvent },
): Promise<WebhookResult> {
  const { eventId, raw, event } = delivery;
  const payment = event.payload?.payment?.entity;
  const result = await ctx.db.transaction(async (tx): Promise<WebhookResult> => {
    // A second delivery of an event that is being applied waits here for the first to commit or roll back.
    const fresh = await rows<{ id: string }>(
      tx,
      sql`insert into payment_events (id, type, payload) values (${eventId}, ${event.event ?? 'unknown'}, ${raw}::jsonb)
        on conflict (id) do nothing returning id`,
    );
    if (fresh.length === 0) return { status: 'duplicate' };
    if (event.event === 'payment.captured' && payment?.order_id && payment.id) {
      try {
        // A savepoint here: a refused payment undoes its own writes, not the event's record. Its confirmation
        // mail is queued in this transaction too, so a failed attempt leaves none behind.
        await recordPayment(
          {
            db: tx,
            mailer: ctx.mailer,
            publicUrl: ctx.publicUrl,
            ...(ctx.tokens ? { tokens: ctx.tokens } : {}),
          },
          {
            providerOrderId: payment.order_id,
            paymentId: payment.id,
            amountPaise: payment.amount,
          },
        );
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500)
          return { status: 'ignored', reason: error.message };
        throw error;
      }
    } else if (event.event === 'payment.failed' && payment?.order_id) {
      await failPayment({ db: tx }, payment.order_id);
    } else if (event.event === 'refund.processed' || event.event === 'refund.failed') {
      // Decision 0120: our refund finished (or not) at the gateway; its order's lock is taken as the admin's
      // is.
      const applied = await applyRefundEvent(
        { db: tx, mailer: ctx.mailer, publicUrl: ctx.publicUrl },
        event.event,
        event.payload?.refund?.entity ?? {},
      );
      if (applied.reason) return { status: 'ignored', reason: applied.reason };
    }
    return { status: 'ok' };
  });
  // A payment takes stock: its subscribers clear the catalogue's cached answers once the event has committed.
  return result;
}
