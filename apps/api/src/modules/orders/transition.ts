// The only writer of an order's state: its shipment `status`, its `payment_status` and the state timestamps
// (paid, held and confirmed, cancelled, delivered, returned to origin, cash collected). A change locks the row,
// checks the shared tables (packages/shared/src/order-state.ts), writes the columns, records one order_events row
// (the order's timeline) and appends the facts its subscribers act on after commit (events/bus.ts). Callers keep
// their own refusals with their own words; what reaches here against the tables is refused with 409.

import type { ErrorCode } from '@chamak/shared/error-codes';
import {
  canMoveTo,
  canPaymentMoveTo,
  OrderStatus,
  type OrderStatusCode,
  paymentStatusLabel,
  paymentStatusOnCancel,
  statusMoveRefused,
} from '@chamak/shared/order-state';
import type { OrderActorKind, OrderEventName } from '@chamak/shared/order-timeline';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appendEvent } from '../../events/bus.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';

/** Who made a change: a signed-in person (with their user id), the shop's own jobs, the gateway or the courier. */
export type OrderActor = { kind: OrderActorKind; id?: number | null };
export const systemActor: OrderActor = { kind: 'system' };
export const gatewayActor: OrderActor = { kind: 'gateway' };
export const courierActor: OrderActor = { kind: 'courier' };
/** An actor from a request's signed-in user. */
export const actorOf = (user: { userId: number; role: string }): OrderActor => ({
  kind: user.role === 'admin' ? 'admin' : 'shopper',
  id: user.userId,
});

/** The changes an order's state can go through. */
export type OrderChange =
  /** A cash order placed (the row was just inserted in its starting state), or an online checkout started. */
  | { event: 'placed' }
  | { event: 'checkout_started' }
  /** An online payment kept: pending or failed -> paid. */
  | { event: 'paid'; paymentId: string }
  /** A cash order's advance paid online (decision 0338): pending or failed -> cod, the rest due in cash. */
  | { event: 'advance_paid'; paymentId: string }
  /** A payment that cannot be kept (the order was cancelled first, or sold out meanwhile): owed back. */
  | { event: 'paid_not_kept'; paymentId: string }
  | { event: 'payment_failed' }
  /** A cash order held for its shopper's confirmation until `dueAt` (decision 0250). */
  | { event: 'held'; dueAt: Date; tokenHash: string }
  | { event: 'confirmed'; by: 'shopper' | 'admin' }
  /** The parcel moved (by the admin, a tracking event, a courier's report). */
  | { event: 'status'; to: OrderStatusCode }
  | { event: 'cancelled' }
  | { event: 'returned_to_origin' }
  | { event: 'cash_collected' }
  /** What has been refunded moved the payment on: part of it back, or all of it. */
  | { event: 'refund'; to: 'partially_refunded' | 'refunded' }
  /**
   * A cash order not yet shipped, paid online instead (decision 0337): cash on delivery -> online, paid. Its
   * amounts are re-quoted by the caller in the same transaction (pay-now.ts).
   */
  | { event: 'converted_to_prepaid'; paymentId: string }
  /**
   * A paid online order whose edit before pickup raised its total (decision 0356): what was paid becomes the
   * advance of a cash order (decision 0338) and the rest is collected on delivery.
   */
  | { event: 'rest_on_delivery'; advancePaise: number };

/** The order's state as the transition reads it, locked. */
export type OrderState = {
  id: number;
  userId: number | null;
  status: number;
  paymentMethod: 'online' | 'cod';
  paymentStatus: string;
  cancelledAt: Date | null;
  deliveredAt: Date | null;
  returnedToOriginAt: Date | null;
  codCollectedAt: Date | null;
  confirmationDueAt: Date | null;
  confirmedAt: Date | null;
  paidAt: Date | null;
  /** What a cash order's shopper paid online before it was placed (0: none). */
  advancePaise: number;
};

type StateRow = {
  id: number;
  user_id: number | null;
  status: number;
  payment_method: 'online' | 'cod';
  payment_status: string;
  cancelled_at: Date | null;
  delivered_at: Date | null;
  returned_to_origin_at: Date | null;
  cod_collected_at: Date | null;
  confirmation_due_at: Date | null;
  confirmed_at: Date | null;
  paid_at: Date | null;
  advance_paise: number;
};

const stateOf = (r: StateRow): OrderState => ({
  id: r.id,
  userId: r.user_id,
  status: r.status,
  paymentMethod: r.payment_method,
  paymentStatus: r.payment_status,
  cancelledAt: r.cancelled_at,
  deliveredAt: r.delivered_at,
  returnedToOriginAt: r.returned_to_origin_at,
  codCollectedAt: r.cod_collected_at,
  confirmationDueAt: r.confirmation_due_at,
  confirmedAt: r.confirmed_at,
  paidAt: r.paid_at,
  advancePaise: r.advance_paise,
});

/** The order's state, its row locked until the caller's transaction ends. */
export async function lockOrderState(tx: DbOrTx, orderId: number): Promise<OrderState | undefined> {
  const [r] = await rows<StateRow>(
    tx,
    sql`select id, user_id, status, payment_method, payment_status, cancelled_at, delivered_at, returned_to_origin_at,
        cod_collected_at, confirmation_due_at, confirmed_at, paid_at, advance_paise
      from orders where id = ${orderId} for update`,
  );
  return r && stateOf(r);
}

const held = (o: OrderState) =>
  o.confirmationDueAt !== null && o.confirmedAt === null && o.cancelledAt === null;

/** What a change writes: the new status and payment, and the timestamps it sets (SQL expressions by column). */
type Plan = { status: number; payment: string; set: Record<string, unknown> };

function refuse(message: string, code: ErrorCode = 'STATUS_MOVE_REFUSED'): never {
  throw new Conflict(message, code);
}

function payTo(o: OrderState, to: string): string {
  if (!canPaymentMoveTo(o.paymentStatus, to))
    refuse(
      `A payment that is ${paymentStatusLabel(o.paymentStatus)} cannot become ${paymentStatusLabel(to)}.`,
    );
  return to;
}

/**
 * The rules beyond the two tables: a cancellation, a return to origin, a hold and its confirmation, cash
 * collected, each happens once and only from the states that allow it. Answers what the change writes, or refuses.
 */
export function planChange(o: OrderState, change: OrderChange): Plan {
  const keep = { status: o.status, payment: o.paymentStatus };
  switch (change.event) {
    case 'placed':
    case 'checkout_started':
      return { ...keep, set: {} };
    case 'paid':
      if (o.cancelledAt)
        refuse('A cancelled order cannot become paid; its payment is owed back.', 'ORDER_CANCELLED');
      return {
        ...keep,
        payment: payTo(o, 'paid'),
        set: { provider_payment_id: change.paymentId, paid_at: sql`now()` },
      };
    case 'advance_paid':
      if (o.cancelledAt)
        refuse('A cancelled order cannot become paid; its payment is owed back.', 'ORDER_CANCELLED');
      if (o.paymentMethod !== 'cod' || o.advancePaise <= 0)
        refuse('Only a cash order that asks part of it paid online has an advance.');
      return {
        ...keep,
        payment: payTo(o, 'cod'),
        set: { provider_payment_id: change.paymentId, paid_at: sql`now()` },
      };
    case 'paid_not_kept':
      return {
        ...keep,
        payment: payTo(o, 'refund_due'),
        set: { provider_payment_id: change.paymentId, paid_at: sql`now()` },
      };
    case 'payment_failed':
      return { ...keep, payment: payTo(o, 'failed'), set: {} };
    case 'held':
      if (o.paymentMethod !== 'cod') refuse('Only a cash-on-delivery order is held for confirmation.');
      if (o.confirmationDueAt || o.confirmedAt || o.cancelledAt || o.status !== OrderStatus.Placed)
        refuse('Only a new cash order can be held for confirmation.');
      return {
        ...keep,
        set: { confirmation_due_at: change.dueAt.toISOString(), confirmation_token_hash: change.tokenHash },
      };
    case 'confirmed':
      if (!held(o)) refuse('This order is not waiting for confirmation.');
      return { ...keep, set: { confirmed_at: sql`now()`, confirmed_by: change.by } };
    case 'status': {
      if (o.cancelledAt && change.to !== OrderStatus.Cancelled)
        refuse('A cancelled order cannot move on.', 'ORDER_CANCELLED');
      if (change.to === OrderStatus.Cancelled && o.status !== OrderStatus.Cancelled)
        refuse('An order is cancelled by cancelling it, which also puts its stock back.');
      if (change.to !== o.status && held(o))
        refuse('This order waits for its confirmation before it ships.', 'ORDER_AWAITING_CONFIRMATION');
      if (!canMoveTo(o.status, change.to)) refuse(statusMoveRefused(o.status, change.to));
      const delivered =
        change.to === OrderStatus.Delivered && !o.deliveredAt ? { delivered_at: sql`now()` } : {};
      return { ...keep, status: change.to, set: delivered };
    }
    case 'cancelled':
      if (o.cancelledAt) refuse('This order is already cancelled.', 'ORDER_CANCELLED');
      if (!canMoveTo(o.status, OrderStatus.Cancelled))
        refuse(statusMoveRefused(o.status, OrderStatus.Cancelled));
      return {
        status: OrderStatus.Cancelled,
        // A cash order's advance paid online is owed back with it.
        payment: payTo(o, paymentStatusOnCancel(o.paymentStatus, o.paidAt ? o.advancePaise : 0)),
        set: { cancelled_at: sql`now()` },
      };
    case 'returned_to_origin':
      if (o.returnedToOriginAt) refuse('This parcel was already recorded as returned to the shop.');
      if (o.status !== OrderStatus.RtoDelivered)
        refuse('A parcel is back at the shop only once its status is RTO Delivered.');
      return {
        ...keep,
        payment: payTo(o, paymentStatusOnCancel(o.paymentStatus)),
        set: { returned_to_origin_at: sql`now()` },
      };
    case 'cash_collected':
      if (o.paymentMethod !== 'cod') refuse('Only a cash-on-delivery order has cash to collect.');
      if (o.codCollectedAt) refuse('The cash for this order was already recorded as collected.');
      if (o.cancelledAt) refuse('A cancelled order has no cash to collect.', 'ORDER_CANCELLED');
      if (o.status !== OrderStatus.Delivered) refuse('Cash is collected on delivery.');
      return { ...keep, payment: payTo(o, 'cod_collected'), set: { cod_collected_at: sql`now()` } };
    case 'refund':
      return { ...keep, payment: payTo(o, change.to), set: {} };
    case 'converted_to_prepaid':
      // Off the payment table on purpose: 'cod' never becomes 'paid' by itself, only by changing the method.
      if (o.cancelledAt) refuse('A cancelled order cannot be paid online.', 'ORDER_CANCELLED');
      if (o.paymentMethod !== 'cod' || o.paymentStatus !== 'cod')
        refuse(
          'Only an unpaid cash-on-delivery order can be paid online instead.',
          'ORDER_NOT_AWAITING_PAYMENT',
        );
      if (o.status !== OrderStatus.Placed)
        refuse('This order has shipped, so it is paid in cash on delivery.', 'ORDER_ALREADY_SHIPPED');
      if (held(o)) refuse('This order waits for its confirmation.', 'ORDER_AWAITING_CONFIRMATION');
      // Part of it was paid online already (decision 0338): paying all of it again is not the way to the rest.
      if (o.advancePaise > 0)
        refuse('Part of this order was paid online already; the rest is paid in cash on delivery.');
      return {
        ...keep,
        payment: 'paid',
        set: { payment_method: 'online', provider_payment_id: change.paymentId, paid_at: sql`now()` },
      };
    case 'rest_on_delivery':
      // Off the payment table on purpose, as the conversion above: only by changing the method.
      if (o.cancelledAt) refuse('A cancelled order has nothing to collect.', 'ORDER_CANCELLED');
      if (o.paymentMethod !== 'online' || o.paymentStatus !== 'paid' || !o.paidAt)
        refuse('Only a paid online order can have the rest of an edit collected on delivery.');
      if (o.status !== OrderStatus.Placed)
        refuse('Picked up: the order can no longer be edited.', 'ORDER_ALREADY_SHIPPED');
      return {
        ...keep,
        payment: 'cod',
        set: { payment_method: 'cod', advance_paise: change.advancePaise },
      };
  }
}

export type Transitioned = { before: OrderState; after: OrderState };

/**
 * Changes an order's state inside the caller's transaction: locks the row, checks the change (409 when the tables
 * refuse it, 404 for no such order), writes it, records the timeline event and appends the facts for after commit.
 * `reason`: why (shown in the timeline); `reference`: what it is about (a refund id, an AWB).
 */
export async function transition(
  tx: DbOrTx,
  orderId: number,
  change: OrderChange,
  actor: OrderActor,
  details: { reason?: string | null; reference?: string | null } = {},
): Promise<Transitioned> {
  const before = await lockOrderState(tx, orderId);
  if (!before) throw new NotFound('Order not found.');
  const plan = planChange(before, change);
  const cancelReason = change.event === 'cancelled' ? { cancel_reason: details.reason ?? null } : {};
  const columns = { ...plan.set, ...cancelReason };
  const assignments = sql.join(
    [
      sql`status = ${plan.status}`,
      sql`payment_status = ${plan.payment}`,
      sql`updated_at = now()`,
      ...Object.entries(columns).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
    ],
    sql`, `,
  );
  const [row] = await rows<StateRow>(
    tx,
    sql`update orders set ${assignments} where id = ${orderId}
      returning id, user_id, status, payment_method, payment_status, cancelled_at, delivered_at, returned_to_origin_at,
        cod_collected_at, confirmation_due_at, confirmed_at, paid_at, advance_paise`,
  );
  const after = stateOf(row!);
  await recordEvent(tx, orderId, change.event, actor, {
    fromStatus: before.status,
    toStatus: after.status,
    fromPayment: before.paymentStatus,
    toPayment: after.paymentStatus,
    reason: details.reason ?? null,
    reference:
      details.reference ??
      (change.event === 'paid' || change.event === 'converted_to_prepaid' || change.event === 'advance_paid'
        ? change.paymentId
        : null),
  });
  await announce(tx, change, { before, after }, actor, details.reason ?? null);
  return { before, after };
}

/** The facts a change makes known to its subscribers, in the same transaction. */
async function announce(
  tx: DbOrTx,
  change: OrderChange,
  { before, after }: Transitioned,
  actor: OrderActor,
  reason: string | null,
) {
  const orderId = after.id;
  switch (change.event) {
    case 'placed':
      return appendEvent(tx, 'order.placed', { orderId });
    case 'payment_failed':
      return appendEvent(tx, 'payment.failed', { orderId });
    case 'paid':
      await appendEvent(tx, 'payment.captured', { orderId });
      return appendEvent(tx, 'order.placed', { orderId });
    case 'status':
      if (after.status === before.status) return;
      await appendEvent(tx, 'order.shipment_moved', { orderId, to: after.status });
      if (after.status === OrderStatus.Delivered) await appendEvent(tx, 'order.delivered', { orderId });
      return;
    case 'cancelled':
      return appendEvent(tx, 'order.cancelled', {
        orderId,
        byShopper: actor.kind === 'shopper',
        reason,
        // A paid online order, or a cash order's advance paid online (decision 0338), is owed back.
        refundDue:
          (after.paymentMethod === 'online' || after.advancePaise > 0) &&
          after.paymentStatus === 'refund_due',
      });
    case 'returned_to_origin':
      return appendEvent(tx, 'order.returned_to_origin', { orderId });
    case 'refund':
      return appendEvent(tx, 'payment.refunded', { orderId, paymentStatus: after.paymentStatus });
    default:
      return;
  }
}

/**
 * A fact about an order that changes none of its state columns (a shipment created, a return's steps, an internal
 * note), recorded in its timeline.
 */
export async function recordOrderFact(
  tx: DbOrTx,
  orderId: number,
  event: Extract<
    OrderEventName,
    | 'shipment_created'
    | 'return_requested'
    | 'return_approved'
    | 'return_rejected'
    | 'return_received'
    | 'return_refunded'
    | 'delivery_failed'
    | 'delivery_answered'
    | 'note'
  >,
  actor: OrderActor,
  details: { reason?: string | null; reference?: string | null } = {},
): Promise<void> {
  await recordEvent(tx, orderId, event, actor, {
    fromStatus: null,
    toStatus: null,
    fromPayment: null,
    toPayment: null,
    reason: details.reason ?? null,
    reference: details.reference ?? null,
  });
}

async function recordEvent(
  tx: DbOrTx,
  orderId: number,
  event: OrderEventName,
  actor: OrderActor,
  e: {
    fromStatus: number | null;
    toStatus: number | null;
    fromPayment: string | null;
    toPayment: string | null;
    reason: string | null;
    reference: string | null;
  },
) {
  await tx.execute(sql`insert into order_events (order_id, actor, actor_id, event, from_status, to_status, from_payment,
      to_payment, reason, reference)
    values (${orderId}, ${actor.kind}, ${actor.id ?? null}, ${event}, ${e.fromStatus}, ${e.toStatus}, ${e.fromPayment},
      ${e.toPayment}, ${e.reason}, ${e.reference})`);
}
