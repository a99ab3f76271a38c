// What a refund needs of its order: the order locked for the refund's transaction, its payment status moved by
// what has been refunded (paid -> partially_refunded -> refunded) through the transition, and the order's
// refunds as its views show them. The payments module makes refunds and calls these; orders never call payments.
import { paiseToRupees } from '@chamak/shared/money';
import { canPaymentMoveTo, paymentStatusLabel } from '@chamak/shared/order-state';
import { type Refund, refundStatusLabels } from '@chamak/shared/refunds';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { Conflict } from '../../plugins/errors.ts';
import type { CreditedLine } from '../invoices/index.ts';
import { releaseDiscounts } from '../promotions/index.ts';
import { gatewayActor, type OrderActor, transition } from './transition.ts';

export type RefundableOrder = {
  id: number;
  userId: number | null;
  status: number;
  paymentMethod: 'online' | 'cod';
  paymentStatus: string;
  totalPaise: number;
  /**
   * What the shop holds of the shopper's money: the total paid online, or cash collected; a cash order's advance
   * paid online while its cash is not collected (decision 0338); nothing for cash not collected.
   */
  paidPaise: number;
  /** What a cash order paid online first (0: none); refunds of it go back through the gateway. */
  advancePaise: number;
  providerPaymentId: string | null;
  cancelled: boolean;
  email: string;
  firstName: string;
  /** The language the order was placed in (migration 0036): its refund mails speak it. */
  language: string;
};

/**
 * The order, its row locked until the caller's transaction ends: every refund of one order (the admin's, a
 * webhook's) takes this lock first, so the checks against what was already refunded see every earlier refund.
 */
export async function lockOrderForRefund(tx: DbOrTx, orderId: number): Promise<RefundableOrder | undefined> {
  const [o] = await rows<{
    id: number;
    user_id: number | null;
    status: number;
    payment_method: 'online' | 'cod';
    payment_status: string;
    total_paise: number;
    paid_paise: number;
    advance_paise: number;
    provider_payment_id: string | null;
    cancelled: boolean;
    email: string;
    first_name: string;
    language: string;
  }>(
    tx,
    sql`select id, user_id, status, payment_method, payment_status, total_paise, ${paidPaiseSql} as paid_paise,
        advance_paise, provider_payment_id, cancelled_at is not null as cancelled, email, first_name, language
      from orders where id = ${orderId} for update`,
  );
  return (
    o && {
      id: o.id,
      userId: o.user_id,
      status: o.status,
      paymentMethod: o.payment_method,
      paymentStatus: o.payment_status,
      totalPaise: o.total_paise,
      paidPaise: o.paid_paise,
      advancePaise: o.advance_paise,
      providerPaymentId: o.provider_payment_id,
      cancelled: o.cancelled,
      email: o.email,
      firstName: o.first_name,
      language: o.language,
    }
  );
}

/**
 * What the shop holds of an order's money (RefundableOrder.paidPaise), in SQL over `orders`: an online order's
 * total, a cash order's total once its cash is collected, else its advance paid online (decision 0338), else 0.
 */
const paidPaiseSql = sql`(case when payment_method = 'online' then total_paise
  when cod_collected_at is not null or payment_status = 'cod_collected' then total_paise
  when paid_at is not null and advance_paise > 0 then advance_paise
  when payment_status in ('refund_due', 'partially_refunded', 'refunded') then total_paise else 0 end)`;

/** An order's payment status, total and what the shop holds of it, unlocked (what a refund's answer reports). */
export async function orderPaymentOf(
  db: DbOrTx,
  orderId: number,
): Promise<{ paymentStatus: string; totalPaise: number; paidPaise: number } | undefined> {
  const [o] = await rows<{ payment_status: string; total_paise: number; paid_paise: number }>(
    db,
    sql`select payment_status, total_paise, ${paidPaiseSql} as paid_paise from orders where id = ${orderId}`,
  );
  return o && { paymentStatus: o.payment_status, totalPaise: o.total_paise, paidPaise: o.paid_paise };
}

/** The order paid online with this gateway payment id, if any (a webhook's refund names the payment). */
export async function orderIdOfPayment(db: DbOrTx, providerPaymentId: string): Promise<number | undefined> {
  const [o] = await rows<{ id: number }>(
    db,
    sql`select id from orders where provider_payment_id = ${providerPaymentId}`,
  );
  return o?.id;
}

/**
 * Sets the payment status that `refundedPaise` (the order's processed refunds) makes: all of it back is refunded,
 * part of it partially refunded. Refused with 409 when the state table does not allow the move.
 */
export async function recordRefunded(
  tx: DbOrTx,
  order: Pick<RefundableOrder, 'id' | 'paymentStatus' | 'totalPaise' | 'paidPaise'>,
  refundedPaise: number,
  /** Who refunded (an admin, the gateway's webhook) and the refund it was. */
  actor: OrderActor = gatewayActor,
  reference: string | null = null,
): Promise<string> {
  if (refundedPaise <= 0) return order.paymentStatus;
  // All the shop held of it back: refunded (a cash order's advance, when its cash was never collected).
  const to = refundedPaise >= order.paidPaise ? 'refunded' : 'partially_refunded';
  if (to === order.paymentStatus) return to;
  if (!canPaymentMoveTo(order.paymentStatus, to))
    throw new Conflict(
      `A payment that is ${paymentStatusLabel(order.paymentStatus)} cannot become ${paymentStatusLabel(to)}.`,
      'STATUS_MOVE_REFUSED',
    );
  await transition(tx, order.id, { event: 'refund', to }, actor, { reference });
  // A fully refunded order gives its promotions' uses back, as a cancelled one does (decision 0153).
  if (to === 'refunded') await releaseDiscounts(tx, order.id);
  return to;
}

/** A refund's row (the payments module writes them; orders read them for their views and locks). */
export type RefundRow = {
  id: number;
  order_id: number;
  amount_paise: number;
  status: 'pending' | 'processed' | 'failed';
  method: 'gateway' | 'manual';
  kind: 'refund' | 'order_edit';
  provider_refund_id: string | null;
  reference: string | null;
  reason: string;
  idempotency_key: string;
  failure_reason: string | null;
  /** A refund of units (a return): the invoice lines its credit note credits (decision 0170). */
  credited_lines: CreditedLine[] | null;
  processed_at: Date | string | null;
  created_at: Date | string;
};

export function refundView(r: RefundRow): Refund {
  return {
    id: r.id,
    orderId: r.order_id,
    amount: paiseToRupees(r.amount_paise),
    status: r.status,
    statusLabel: refundStatusLabels[r.status],
    method: r.method,
    kind: r.kind,
    providerRefundId: r.provider_refund_id,
    reference: r.reference,
    reason: r.reason,
    failureReason: r.failure_reason,
    createdAt: new Date(r.created_at).toISOString(),
    processedAt: r.processed_at ? new Date(r.processed_at).toISOString() : null,
  };
}

/** The refunds of these orders, oldest first, by order id (the order views list them). */
export async function refundsOfOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, Refund[]>> {
  const found = new Map<number, Refund[]>();
  if (orderIds.length === 0) return found;
  const list = await rows<RefundRow>(
    db,
    sql`select * from refunds where order_id = any(${arrayLiteral(orderIds)}::int[]) order by created_at, id`,
  );
  for (const r of list) found.set(r.order_id, [...(found.get(r.order_id) ?? []), refundView(r)]);
  return found;
}

/**
 * Paise still refundable: the total less refunds pending or processed (a failed one gave nothing back). An edit's
 * refund is not counted: the total already fell by it (decision 0356).
 */
export function refundablePaise(
  totalPaise: number,
  refunds: readonly Pick<Refund, 'amount' | 'status' | 'kind'>[],
) {
  const taken = refunds
    .filter((r) => r.status !== 'failed' && r.kind !== 'order_edit')
    .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  return Math.max(0, totalPaise - taken);
}
