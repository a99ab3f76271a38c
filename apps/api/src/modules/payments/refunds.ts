// Refunds (decisions 0120-0122): the admin refunds (part of) an order, through the gateway for an order paid
// online or by hand (a UPI or bank reference) for collected cash; the gateway's refund.processed /
// refund.failed webhooks finish what the gateway started. Every refund of an order takes the order's row lock
// first, so what was paid less what was refunded is checked against every other refund.
import { randomUUID } from 'node:crypto';
import { formatRupees } from '@chamak/shared/money';
import { OrderStatus, paymentStatusLabel } from '@chamak/shared/order-state';
import type { Refund } from '@chamak/shared/refunds';
import { staffMessages } from '@chamak/shared/staff';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, Forbidden, HttpError, Invalid, NotFound } from '../../plugins/errors.ts';
import { type CreditedLine, creditRefund } from '../invoices/index.ts';
import { type MailTransport, refundInitiatedMail, refundProcessedMail, sendTemplate } from '../mail/index.ts';
import {
  lockOrderForRefund,
  orderIdOfPayment,
  orderPaymentOf,
  type RefundableOrder,
  type RefundRow,
  recordRefunded,
  refundablePaise,
  refundsOfOrders,
  refundView,
} from '../orders/index.ts';

export { refundablePaise, refundsOfOrders, refundView };

import { type PaymentGateway, type ProviderRefund, RefundRefused } from './gateway.ts';

export type RefundsCtx = {
  db: Db;
  gateway: PaymentGateway;
  mailer?: MailTransport | null;
  publicUrl?: string;
};
type TxCtx = { db: DbOrTx; mailer?: MailTransport | null; publicUrl?: string };

export const refundMessages = {
  notFound: 'Order not found.',
  nothingLeft: 'Nothing is left to refund on this order.',
  tooMuch: (left: number) => `At most ${formatRupees(left)} can be refunded on this order.`,
  notPaid: (paymentStatus: string) =>
    `Only money the shop took can be refunded; this order's payment is ${paymentStatusLabel(paymentStatus)}.`,
  codNotCollected:
    'A cash-on-delivery order is refunded once its cash is collected; record the collection first.',
  referenceNeeded: 'reference is required: the UPI or bank transfer reference of the cash refund.',
  keyReused: 'This Idempotency-Key was used for a different refund.',
  noPayment: 'This order has no gateway payment to refund.',
  /** A cash order with an advance (decision 0338): its online part goes back through the gateway first. */
  advanceFirst: (left: number) =>
    `First refund the ${formatRupees(left)} paid online in advance (at most that, through the payment service); the cash part is refunded after it, by hand with its reference.`,
  gatewayDown:
    'The payment service did not answer. The refund is recorded as pending; asking again with the same Idempotency-Key is safe.',
};

/** What an order's refunds add up to, against its total: an edit's refund is not counted (decision 0356). */
async function sums(
  tx: DbOrTx,
  orderId: number,
): Promise<{ taken: number; processed: number; gatewayTaken: number }> {
  const [s] = await rows<{ taken: number; processed: number; gateway_taken: number }>(
    tx,
    sql`select coalesce(sum(amount_paise) filter (where status <> 'failed'), 0)::int as taken,
        coalesce(sum(amount_paise) filter (where status = 'processed'), 0)::int as processed,
        coalesce(sum(amount_paise) filter (where status <> 'failed' and method = 'gateway'), 0)::int as gateway_taken
      from refunds where order_id = ${orderId} and kind = 'refund'`,
  );
  return { taken: s!.taken, processed: s!.processed, gatewayTaken: s!.gateway_taken };
}

async function initiatedMail(ctx: TxCtx, order: RefundableOrder, amountPaise: number) {
  if (!order.email) return;
  await sendTemplate(ctx, order.email, refundInitiatedMail(order, amountPaise));
}

async function processedMail(
  ctx: TxCtx,
  order: RefundableOrder,
  refund: Pick<RefundRow, 'amount_paise' | 'method' | 'reference' | 'provider_refund_id'>,
  creditNote: string | null,
) {
  if (!order.email) return;
  await sendTemplate(
    ctx,
    order.email,
    refundProcessedMail(
      order,
      {
        amountPaise: refund.amount_paise,
        method: refund.method,
        reference: refund.reference,
        gatewayId: refund.provider_refund_id,
      },
      creditNote,
    ),
  );
}

/**
 * Marks a refund processed in the caller's transaction (the order's row already locked): the order's payment
 * status follows what has been refunded, the credit note is issued and the shopper is told. A refund processed
 * before is left as it is.
 */
async function processRefund(
  ctx: TxCtx,
  order: RefundableOrder,
  refund: RefundRow,
  providerRefundId?: string,
) {
  if (refund.status === 'processed') return;
  await ctx.db.execute(sql`update refunds set status = 'processed', processed_at = now(), updated_at = now(),
      failure_reason = null, provider_refund_id = coalesce(provider_refund_id, ${providerRefundId ?? null})
    where id = ${refund.id}`);
  // An edit's difference (decision 0356): the order's total and invoice already say it, so the payment stays paid
  // and there is no credit note; the shopper is told the money went back.
  if (refund.kind === 'order_edit') {
    await processedMail(
      ctx,
      order,
      { ...refund, provider_refund_id: refund.provider_refund_id ?? providerRefundId ?? null },
      null,
    );
    return;
  }
  const { processed } = await sums(ctx.db, order.id);
  await recordRefunded(
    ctx.db,
    order,
    processed,
    refund.method === 'manual' ? { kind: 'admin' } : { kind: 'gateway' },
    `Refund ${refund.id}: ${refund.method === 'manual' ? (refund.reference ?? 'manual') : (providerRefundId ?? refund.provider_refund_id ?? 'gateway')}`,
  );
  const creditNote = await creditRefund(ctx.db, {
    orderId: order.id,
    amountPaise: refund.amount_paise,
    reason: `Refund: ${refund.reason}`.slice(0, 200),
    lines: refund.credited_lines,
    // Without returned units the shopper keeps the goods: the credit note credits value only (decision 0303).
    noGoodsBack: !refund.credited_lines?.length,
  });
  if (creditNote)
    await ctx.db.execute(sql`update refunds set credit_note_id = ${creditNote.id} where id = ${refund.id}`);
  await processedMail(
    ctx,
    order,
    { ...refund, provider_refund_id: refund.provider_refund_id ?? providerRefundId ?? null },
    creditNote?.number ?? null,
  );
}

async function refundById(tx: DbOrTx, id: number): Promise<RefundRow> {
  const [r] = await rows<RefundRow>(tx, sql`select * from refunds where id = ${id} for update`);
  return r!;
}

export type RefundOutcome = { refund: Refund; paymentStatus: string; refundablePaise: number };

async function outcomeOf(db: DbOrTx, refundId: number): Promise<RefundOutcome> {
  const [r] = await rows<RefundRow>(db, sql`select * from refunds where id = ${refundId}`);
  const order = (await orderPaymentOf(db, r!.order_id))!;
  const { taken } = await sums(db, r!.order_id);
  return {
    refund: refundView(r!),
    paymentStatus: order.paymentStatus,
    refundablePaise: Math.max(0, order.paidPaise - taken),
  };
}

/**
 * Which payments can be refunded, and how; throws 409 saying why not. A cash order that paid part online first
 * (decision 0338) refunds that part through the gateway until it is all back, then the cash by hand.
 */
function assertRefundable(order: RefundableOrder, gatewayTaken: number): 'gateway' | 'manual' {
  if (order.paymentMethod === 'cod' && order.advancePaise > 0 && order.providerPaymentId) {
    if (gatewayTaken < order.advancePaise && order.paymentStatus !== 'refunded') return 'gateway';
    if (order.paidPaise <= order.advancePaise) throw new Conflict(refundMessages.codNotCollected);
  }
  if (order.paymentMethod === 'cod') {
    if (order.paymentStatus === 'cod')
      throw new Conflict(
        order.status === OrderStatus.Delivered
          ? refundMessages.codNotCollected
          : refundMessages.notPaid(order.paymentStatus),
      );
    if (!['cod_collected', 'partially_refunded', 'refund_due'].includes(order.paymentStatus))
      throw new Conflict(refundMessages.notPaid(order.paymentStatus));
    return 'manual';
  }
  if (!['paid', 'partially_refunded', 'refund_due'].includes(order.paymentStatus))
    throw new Conflict(refundMessages.notPaid(order.paymentStatus));
  if (!order.providerPaymentId) throw new Conflict(refundMessages.noPayment);
  return 'gateway';
}

/**
 * The admin's refund (POST /api/admin/orders/{id}/refunds). Idempotent by key: the same key answers the refund
 * it made, never a second one (and is refused for another order or amount). In one transaction, with the order
 * locked: the amount (default: all that is left) is checked against the total less every refund not failed,
 * and the refund recorded. A manual refund is processed there and then; a gateway refund is asked of the gateway
 * after that commit, and processed when the gateway says so (its answer, or its refund.processed webhook).
 * A refund of units (a return) names them in `creditedLines`, each valued, adding up to the amount: kept with
 * the refund, they are what its credit note credits (decision 0170).
 */
export async function createRefund(
  ctx: RefundsCtx,
  input: {
    orderId: number;
    amountPaise?: number;
    reason: string;
    reference?: string;
    idempotencyKey?: string;
    creditedLines?: (CreditedLine & { quantity: number; amountPaise: number })[];
    /** The most the refunding staff member's role may refund at once (Support's limit, decision 0348). */
    limitPaise?: number;
    /**
     * An edit's difference (decision 0356), its amount the edit's own: paid back through the gateway without
     * counting against the order's (already lowered) total.
     */
    kind?: 'refund' | 'order_edit';
  },
): Promise<RefundOutcome & { replayed: boolean }> {
  const key = input.idempotencyKey ?? randomUUID();
  const lines = input.creditedLines?.length
    ? input.creditedLines.map(({ line, quantity, amountPaise }) => ({ line, quantity, amountPaise }))
    : null;
  const linesPaise = lines?.reduce((sum, l) => sum + l.amountPaise, 0);
  if (lines && linesPaise !== input.amountPaise)
    throw new Error(`credited lines worth ${linesPaise} paise for a refund of ${input.amountPaise}`);
  const made = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderForRefund(tx, input.orderId);
    if (!order) throw new NotFound(refundMessages.notFound);
    const [before] = await rows<RefundRow>(tx, sql`select * from refunds where idempotency_key = ${key}`);
    if (before) {
      if (
        before.order_id !== order.id ||
        (input.amountPaise !== undefined && input.amountPaise !== before.amount_paise)
      )
        throw new Conflict(refundMessages.keyReused, 'IDEMPOTENCY_KEY_REUSED');
      return { refund: before, order, replayed: true };
    }
    if (input.kind === 'order_edit') {
      if (order.paymentMethod !== 'online' || !order.providerPaymentId || input.amountPaise === undefined)
        throw new Conflict(refundMessages.noPayment);
      const [refund] = await rows<RefundRow>(
        tx,
        sql`insert into refunds (order_id, amount_paise, method, kind, reason, idempotency_key)
          values (${order.id}, ${input.amountPaise}, 'gateway', 'order_edit', ${input.reason}, ${key})
          returning *`,
      );
      await initiatedMail({ db: tx, mailer: ctx.mailer, publicUrl: ctx.publicUrl }, order, input.amountPaise);
      return { refund: refund!, order, replayed: false };
    }
    const { taken, gatewayTaken } = await sums(tx, order.id);
    const method = assertRefundable(order, gatewayTaken);
    if (method === 'manual' && !input.reference) throw new Invalid(refundMessages.referenceNeeded);
    const left = order.paidPaise - taken;
    if (left <= 0) throw new Conflict(refundMessages.nothingLeft, 'REFUND_EXCEEDS_PAID');
    // A cash order's advance goes back through the gateway, at most what was paid online (decision 0338).
    const online = order.paymentMethod === 'cod' && method === 'gateway';
    const onlineLeft = online ? Math.min(left, order.advancePaise - gatewayTaken) : left;
    const amount = input.amountPaise ?? onlineLeft;
    if (amount > left) throw new Conflict(refundMessages.tooMuch(left), 'REFUND_EXCEEDS_PAID');
    if (amount > onlineLeft)
      throw new Conflict(refundMessages.advanceFirst(onlineLeft), 'REFUND_EXCEEDS_PAID');
    if (input.limitPaise !== undefined && amount > input.limitPaise)
      throw new Forbidden(
        staffMessages.refundAboveLimit(formatRupees(input.limitPaise)),
        'PERMISSION_MISSING',
      );
    const [refund] = await rows<RefundRow>(
      tx,
      sql`insert into refunds (order_id, amount_paise, method, reference, reason, idempotency_key, credited_lines)
        values (${order.id}, ${amount}, ${method}, ${method === 'manual' ? input.reference! : null}, ${input.reason}, ${key},
          ${lines && JSON.stringify(lines)}::jsonb)
        returning *`,
    );
    const txCtx = { db: tx, mailer: ctx.mailer, publicUrl: ctx.publicUrl };
    if (method === 'manual') await processRefund(txCtx, order, refund!);
    else await initiatedMail(txCtx, order, amount);
    return { refund: refund!, order, replayed: false };
  });
  const { refund, order } = made;
  // A gateway refund without the gateway's id yet: asked now, or asked again (same key) after no answer.
  if (refund.method === 'gateway' && refund.status === 'pending' && !refund.provider_refund_id)
    await askGateway(ctx, order, refund);
  return { ...(await outcomeOf(ctx.db, refund.id)), replayed: made.replayed };
}

async function askGateway(ctx: RefundsCtx, order: RefundableOrder, refund: RefundRow) {
  let answer: ProviderRefund;
  try {
    answer = await ctx.gateway.refund(order.providerPaymentId!, {
      amountPaise: refund.amount_paise,
      idempotencyKey: refund.idempotency_key,
      speed: 'normal',
      notes: { order_id: String(order.id), refund_id: String(refund.id) },
      receipt: `refund-${refund.id}`,
    });
  } catch (error) {
    if (error instanceof RefundRefused) {
      await settleRefund(ctx, refund.id, { status: 'failed', reason: error.message });
      throw new HttpError(502, `The payment service refused the refund: ${error.message}`, { cause: error });
    }
    throw new HttpError(502, refundMessages.gatewayDown, { cause: error });
  }
  await settleRefund(ctx, refund.id, {
    status: answer.status,
    providerRefundId: answer.id,
    reason: 'The payment service could not refund it.',
  });
}

/**
 * What the gateway said of one of our refunds (its answer to the refund call, or a webhook), in a transaction
 * that locks the order first, then the refund: processed (once), failed (only while pending), or still pending
 * with its id now known. Returns false when the refund was already in that state.
 */
async function settleRefund(
  ctx: TxCtx & { db: Db | DbOrTx },
  refundId: number,
  news: { status: 'pending' | 'processed' | 'failed'; providerRefundId?: string; reason?: string },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [{ order_id }] = (await rows<{ order_id: number }>(
      tx,
      sql`select order_id from refunds where id = ${refundId}`,
    )) as [{ order_id: number }];
    const order = (await lockOrderForRefund(tx, order_id))!;
    const refund = await refundById(tx, refundId);
    const txCtx = { db: tx, mailer: ctx.mailer, publicUrl: ctx.publicUrl };
    if (news.providerRefundId && !refund.provider_refund_id)
      await tx.execute(
        sql`update refunds set provider_refund_id = ${news.providerRefundId}, updated_at = now() where id = ${refund.id}`,
      );
    if (news.status === 'processed') {
      if (refund.status === 'processed') return false;
      // A refund the gateway gave up on and then processed after all: the money went back, so it counts.
      await processRefund(txCtx, order, refund, news.providerRefundId);
      return true;
    }
    if (news.status === 'failed' && refund.status === 'pending') {
      await tx.execute(sql`update refunds set status = 'failed', failure_reason = ${news.reason ?? null},
          updated_at = now() where id = ${refund.id}`);
      return true;
    }
    return false;
  });
}

export type RefundEventEntity = {
  id?: string;
  payment_id?: string;
  amount?: number;
  notes?: Record<string, unknown> | unknown[];
  error_description?: string;
};

/**
 * A refund.processed or refund.failed webhook, in the webhook's transaction (after its event id is recorded):
 * the refund is found by the gateway's id, or by our refund id in its notes (the webhook may come before the
 * refund call's answer), on the order the payment belongs to. A refund the shop never asked for (one made in
 * Razorpay's dashboard) is recorded as it is processed (decision 0133).
 */
export async function applyRefundEvent(
  ctx: TxCtx,
  event: 'refund.processed' | 'refund.failed',
  entity: RefundEventEntity,
): Promise<{ applied: boolean; reason?: string }> {
  if (!entity.id || !entity.payment_id)
    return { applied: false, reason: 'The refund event names no refund.' };
  const orderId = await orderIdOfPayment(ctx.db, entity.payment_id);
  if (!orderId) return { applied: false, reason: `No order has payment ${entity.payment_id}.` };
  const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
  const ourId = Number(notes.refund_id);
  const [found] = await rows<{ id: number }>(
    ctx.db,
    sql`select id from refunds where order_id = ${orderId}
      and (provider_refund_id = ${entity.id} or (provider_refund_id is null and id = ${Number.isInteger(ourId) ? ourId : 0}))`,
  );
  if (!found) {
    if (event === 'refund.failed')
      return { applied: false, reason: `Refund ${entity.id} is not one the shop made.` };
    return recordOutsideRefund(ctx, orderId, { id: entity.id, amountPaise: entity.amount });
  }
  const changed = await settleRefund(ctx, found.id, {
    status: event === 'refund.processed' ? 'processed' : 'failed',
    providerRefundId: entity.id,
    reason: entity.error_description ?? 'The payment service could not refund it.',
  });
  return { applied: changed };
}

/** What a refund made in Razorpay's own dashboard is recorded with (decision 0133). */
export const outsideRefund = {
  reason: 'Refunded in Razorpay',
  key: (providerRefundId: string) => `rzp-${providerRefundId}`,
};

/**
 * A refund.processed for a refund the shop never asked for (made in Razorpay's dashboard), in the webhook's
 * transaction: the money went back, so it is recorded as a processed gateway refund (its key made from the
 * gateway's refund id, so it is recorded once), with the order locked as for any refund; the payment status
 * follows, the credit note is issued and the shopper told. Ignored, with why, when it cannot be the order's:
 * not paid online, nothing left to give back, or more than what is left.
 */
async function recordOutsideRefund(
  ctx: TxCtx,
  orderId: number,
  refund: { id: string; amountPaise: number | undefined },
): Promise<{ applied: boolean; reason?: string }> {
  const amount = refund.amountPaise;
  if (!Number.isInteger(amount) || amount! <= 0)
    return { applied: false, reason: `Refund ${refund.id} has no amount.` };
  const order = (await lockOrderForRefund(ctx.db, orderId))!;
  if (
    order.paymentMethod !== 'online' ||
    !['paid', 'partially_refunded', 'refund_due'].includes(order.paymentStatus)
  )
    return { applied: false, reason: refundMessages.notPaid(order.paymentStatus) };
  const [known] = await rows<{ id: number }>(
    ctx.db,
    sql`select id from refunds where provider_refund_id = ${refund.id} or idempotency_key = ${outsideRefund.key(refund.id)}`,
  );
  if (known) return { applied: false };
  const { processed } = await sums(ctx.db, order.id);
  if (amount! > order.totalPaise - processed)
    return {
      applied: false,
      reason: `Refund ${refund.id} of ${formatRupees(amount!)} is more than the ${formatRupees(order.totalPaise - processed)} left on order #${order.id}.`,
    };
  const [row] = await rows<RefundRow>(
    ctx.db,
    sql`insert into refunds (order_id, amount_paise, method, reason, idempotency_key, provider_refund_id)
      values (${order.id}, ${amount!}, 'gateway', ${outsideRefund.reason}, ${outsideRefund.key(refund.id)}, ${refund.id})
      returning *`,
  );
  await processRefund(ctx, order, row!, refund.id);
  return { applied: true };
}

/** The refunds of one order, for the admin (404 for no such order). */
export async function refundsOfOrder(db: DbOrTx, orderId: number): Promise<Refund[]> {
  if (!(await orderPaymentOf(db, orderId))) throw new NotFound(refundMessages.notFound);
  return (await refundsOfOrders(db, [orderId])).get(orderId) ?? [];
}

/** The refund made under an idempotency key, if any (a caller whose refund call failed finds what it left). */
export async function refundByKey(db: DbOrTx, key: string): Promise<Refund | null> {
  const [r] = await rows<RefundRow>(db, sql`select * from refunds where idempotency_key = ${key}`);
  return r ? refundView(r) : null;
}
