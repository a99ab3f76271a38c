// Orders (SPEC sections 4, 5, 7; D4 to D7): the server prices the customer's own cart, places cash-on-delivery
// orders and confirms online payments, taking stock atomically so the last unit is never sold twice, and
// cancels with restocking. The client's amounts are never read.

import { shopperCancel } from '@chamak/shared/cancellation';
import type { CheckoutAddress } from '@chamak/shared/checkout';
import { codConfirmationMessages } from '@chamak/shared/cod-confirmation';
import { checkoutMessages, onlyLeft } from '@chamak/shared/messages';
import { paiseToRupees } from '@chamak/shared/money';
import {
  canMoveTo,
  canPaymentMoveTo,
  isPlaced,
  OrderStatus,
  orderStatusLabel,
  statusMoveRefused,
} from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appendEvent } from '../../events/bus.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';
import { Conflict, Forbidden, HttpError, Invalid, NotFound, Unprocessable } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { creditRefund, documentPdf } from '../invoices/service.ts';
import { type MailTransport, sendTemplate } from '../mail/service.ts';
import { orderCancelledMail, orderCancelledShopMail } from '../mail/templates/orders.tsx';
import type { PhoneChannels } from '../notify/notifier.ts';
import { redeemDiscounts, releaseDiscounts } from '../pricing/offers.ts';
import { type DeliveryReach, type Quote, type QuoteLine, quoteCart } from '../pricing/quote.ts';
import { orderSettingsOf, shopEmailOf } from '../settings/service.ts';
import { type Hold, holdIfNeeded, sendConfirmationMessage } from './cod-confirmation.ts';
import { orderMailFacts } from './mail-facts.ts';
import { orderPlaced, releaseOrderStock } from './order-placed.ts';
import {
  actorOf,
  courierActor,
  gatewayActor,
  type OrderActor,
  systemActor,
  transition,
} from './transition.ts';

/**
 * What placing an online order needs of the payment gateway (the payments module's gateways provide it): its kind,
 * the public key the browser's checkout needs, and a provider order for the amount.
 */
export type CheckoutGateway = {
  kind: 'razorpay' | 'sandbox' | 'off';
  keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{
    id: string;
  }>;
};

/** `cache`: stock and units sold show in the catalogue, so a service that moves them invalidates it after commit. */
export type OrdersCtx = {
  db: Db;
  storage: Storage;
  gateway: CheckoutGateway;
  mailer?: MailTransport | null;
  cache?: CacheInvalidator;
  /** The shop's address, for the link to the order's page in the confirmation mail. */
  publicUrl?: string;
  /** Shiprocket and the clock, for the delivery estimate the quote asks (issue 16 item 1). */
  shipping?: DeliveryReach['shipping'];
  now?: Date;
  /** SMS and WhatsApp senders (the COD confirmation link, issue 16 item 5), and where their failures go. */
  phone?: PhoneChannels;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};

function assertStock(lines: QuoteLine[]) {
  for (const l of lines)
    if (l.quantity > l.remaining)
      throw new Conflict(
        l.remaining <= 0 ? `${l.name} (${l.label}) is out of stock.` : onlyLeft(l.remaining, l.name, l.label),
        'OUT_OF_STOCK',
      );
}

async function insertOrder(
  tx: DbOrTx,
  userId: number,
  address: CheckoutAddress,
  quote: Quote,
  method: 'online' | 'cod',
): Promise<number> {
  // The GST breakup is copied as quoted (database CHECKs hold that it adds up); null on an untaxed order. The
  // delivery charge stored is what is charged (after a free-delivery offer); discount_paise the offers off the
  // goods, split across the lines as quoted; each offer is copied into order_discounts (issue 14).
  const tax = quote.tax;
  const [order] = await rows<{ id: number }>(
    tx,
    sql`insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, discount_paise, delivery_charge_paise, cod_fee_paise,
        total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code,
        place_of_supply, fee_gst_rate, taxable_paise, cgst_paise, sgst_paise, igst_paise)
      values (${userId}, ${OrderStatus.Placed}, ${method}, ${method === 'cod' ? 'cod' : 'pending'}, ${quote.subtotal}, ${quote.discount},
        ${quote.delivery - quote.deliveryWaived}, ${quote.codFee},
        ${quote.total}, ${address.firstName}, ${address.lastName}, ${address.email}, ${address.phone}, ${address.address},
        ${address.apt}, ${address.city}, ${address.state}, ${address.postalCode},
        ${tax?.placeOfSupply ?? null}, ${tax?.feeRate ?? null}, ${tax?.totals.taxablePaise ?? null}, ${tax?.totals.cgstPaise ?? null},
        ${tax?.totals.sgstPaise ?? null}, ${tax?.totals.igstPaise ?? null})
      returning id`,
  );
  for (const [i, l] of quote.lines.entries()) {
    const t = tax?.lines[i];
    await tx.execute(sql`insert into order_items (order_id, product_id, product_litre_id, product_name, litre_label, total_ml, image, price_paise, quantity,
        discount_paise, hsn_code, gst_rate, taxable_paise, cgst_paise, sgst_paise, igst_paise)
      values (${order!.id}, ${l.product_id}, ${l.pl_id}, ${l.name}, ${l.label}, ${l.total_ml}, ${l.image}, ${l.price}, ${l.quantity},
        ${l.discount}, ${t?.hsnCode ?? null}, ${t?.ratePercent ?? null}, ${t?.taxablePaise ?? null}, ${t?.cgstPaise ?? null}, ${t?.sgstPaise ?? null}, ${t?.igstPaise ?? null})`);
  }
  for (const o of quote.offers)
    await tx.execute(sql`insert into order_discounts (order_id, promotion_id, code, label, kind, amount_paise)
      values (${order!.id}, ${o.promotionId}, ${o.code}, ${o.label}, ${o.kind}, ${o.amountPaise})`);
  // A cash order is placed now; an online one when its payment is kept (recordPayment).
  await transition(
    tx,
    order!.id,
    { event: method === 'cod' ? 'placed' : 'checkout_started' },
    {
      kind: 'shopper',
      id: userId,
    },
  );
  return order!.id;
}

type MailCtx = { db: DbOrTx; mailer?: MailTransport | null; cache?: CacheInvalidator; publicUrl?: string };

export type CreatedOnlineOrder = {
  message: string;
  data: {
    products: { name: string; size: string; quantity: number; price: number }[];
    totalAmount: number;
    finalAmount: number;
    order_id: string;
    orderId: number;
    amount: number;
    currency: 'INR';
    key: string;
    gateway: 'razorpay' | 'sandbox';
  };
};

/** Online: a pending order at the server's prices and a provider order for its total; stock is taken on payment. */
export async function createOnlineOrder(
  ctx: OrdersCtx,
  userId: number,
  address: CheckoutAddress & { code?: string | undefined },
): Promise<CreatedOnlineOrder> {
  if (ctx.gateway.kind === 'off')
    throw new Unprocessable(checkoutMessages.onlinePaymentOff, 'ONLINE_PAYMENT_OFF');
  const quote = await quoteCart(
    ctx.db,
    userId,
    {
      method: 'online',
      postalCode: address.postalCode,
      state: address.state,
      ...(address.code ? { code: address.code } : {}),
    },
    ctx,
  );
  assertStock(quote.lines);
  // The pending order holds its promotions' uses while the shopper pays, checked with them locked (decision 0152).
  const orderId = await ctx.db.transaction(async (tx) => {
    const id = await insertOrder(tx, userId, address, quote, 'online');
    await redeemDiscounts(tx, id, 'hold');
    return id;
  });
  const notes = quote.lines
    .map((l) => `${l.name} (${l.label}) x${l.quantity}`)
    .join(', ')
    .slice(0, 250);
  let providerOrder: Awaited<ReturnType<CheckoutGateway['createOrder']>>;
  try {
    providerOrder = await ctx.gateway.createOrder({
      amountPaise: quote.total,
      receipt: String(orderId),
      notes: { products: notes },
    });
  } catch (error) {
    await ctx.db.transaction((tx) =>
      transition(tx, orderId, { event: 'payment_failed' }, systemActor, {
        reason: 'The payment service did not answer',
      }),
    );
    throw new HttpError(502, 'The payment service is not answering. Please try again in a minute.', {
      cause: error,
    });
  }
  await ctx.db.execute(sql`update orders set provider_order_id = ${providerOrder.id} where id = ${orderId}`);
  return {
    message: 'Order created',
    data: {
      products: quote.lines.map((l) => ({
        name: l.name,
        size: l.label,
        quantity: l.quantity,
        price: paiseToRupees(l.price),
      })),
      totalAmount: paiseToRupees(quote.subtotal),
      finalAmount: paiseToRupees(quote.total),
      order_id: providerOrder.id,
      orderId,
      amount: quote.total,
      currency: 'INR',
      key: ctx.gateway.keyId,
      gateway: ctx.gateway.kind,
    },
  };
}

/**
 * Cash on delivery: the order, its stock and the emptied cart in one transaction. When Shop Settings hold it for
 * the shopper's confirmation (decision 0250), the mail asking for it goes instead of the confirmation, and the link
 * goes by SMS/WhatsApp once the order has committed.
 */
export async function placeCodOrder(
  ctx: OrdersCtx,
  userId: number,
  address: CheckoutAddress & { code?: string | undefined },
): Promise<{ message: string; orderId: number }> {
  let hold: Hold | null = null;
  const orderId = await ctx.db.transaction(async (tx) => {
    const quote = await quoteCart(
      tx,
      userId,
      {
        method: 'cod',
        postalCode: address.postalCode,
        state: address.state,
        ...(address.code ? { code: address.code } : {}),
      },
      ctx,
    );
    const id = await insertOrder(tx, userId, address, quote, 'cod');
    hold = await holdIfNeeded(tx, id, { userId, totalPaise: quote.total }, ctx.now ?? new Date());
    await orderPlaced(tx, id, {
      mailer: ctx.mailer,
      publicUrl: ctx.publicUrl,
      ...(hold ? { hold } : {}),
    });
    return id;
  });
  if (hold) await sendConfirmationMessage(ctx, orderId, hold);
  return { message: checkoutMessages.codPlaced, orderId };
}

/** What recording a payment did to its order. */
export type PaymentOutcome =
  /** Newly paid: stock taken; the confirmation mail is due once the transaction commits. */
  | { orderId: number; result: 'paid' }
  /** This order's payment was recorded before: nothing changed. */
  | { orderId: number; result: 'already' }
  /** Paid, but the order cannot be fulfilled (sold out meanwhile, or cancelled first): it owes a refund. */
  | { orderId: number; result: 'refund_due'; reason: string };

/**
 * Records an online payment on its order, inside the caller's transaction when given one (as a savepoint, so a
 * refused payment undoes only its own writes). Idempotent: the same payment recorded twice (browser and
 * webhook, or a retried request) makes one paid order. Only ever moves an order forward, and a cancelled order
 * never becomes paid: its payment is recorded as owing a refund and its stock is left alone (decision 0004).
 * A newly paid order's confirmation mail is queued in the same transaction, so it goes out only after commit.
 */
export async function recordPayment(
  ctx: MailCtx,
  input: { providerOrderId: string; paymentId: string; amountPaise?: number },
  actor?: Actor,
): Promise<PaymentOutcome> {
  const outcome = await ctx.db.transaction(async (tx): Promise<PaymentOutcome> => {
    const [order] = await rows<{
      id: number;
      user_id: number | null;
      payment_status: string;
      cancelled: boolean;
      total: number;
    }>(
      tx,
      sql`select id, user_id, payment_status, cancelled_at is not null as cancelled, total_paise as total
        from orders where provider_order_id = ${input.providerOrderId} for update`,
    );
    if (!order) throw new NotFound('Order not found.');
    if (actor && actor.role !== 'admin' && order.user_id !== actor.userId) throw new Forbidden();
    if (input.amountPaise !== undefined && input.amountPaise !== order.total)
      throw new Invalid(checkoutMessages.paymentInvalid, 'PAYMENT_NOT_VERIFIED');
    if (order.payment_status === 'refund_due' && order.cancelled)
      return { orderId: order.id, result: 'refund_due', reason: checkoutMessages.cancelledBeforePayment };
    // Paid already, or past paid (owed back, refunded): this payment was recorded before.
    if (order.payment_status === 'paid' || !canPaymentMoveTo(order.payment_status, 'paid'))
      return { orderId: order.id, result: 'already' };
    const by = actor ? actorOf(actor) : gatewayActor;
    const owesRefund = (db: DbOrTx, reason: string) =>
      transition(db, order.id, { event: 'paid_not_kept', paymentId: input.paymentId }, by, { reason });
    if (order.cancelled) {
      // The shop cancelled first (and gave the stock back, or never took it): keep the money on record, owed back.
      await owesRefund(tx, checkoutMessages.cancelledBeforePayment);
      return { orderId: order.id, result: 'refund_due', reason: checkoutMessages.cancelledBeforePayment };
    }
    try {
      // A savepoint: if stock ran out while the shopper paid, the order stays on record as owing a refund.
      await tx.transaction(async (sp) => {
        await transition(sp, order.id, { event: 'paid', paymentId: input.paymentId }, by);
        // Paid at the discounted total: the order keeps its discounts even if a limit was reached meanwhile.
        await orderPlaced(sp, order.id, { mailer: ctx.mailer, publicUrl: ctx.publicUrl, paid: true });
      });
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      await owesRefund(tx, error.message);
      return { orderId: order.id, result: 'refund_due', reason: error.message };
    }
    return { orderId: order.id, result: 'paid' };
  });
  return outcome;
}

/** Verify-payment: records the payment. A payment that owes a refund answers 409 with why and that the money comes back. */
export async function confirmPayment(
  ctx: OrdersCtx,
  input: { providerOrderId: string; paymentId: string; amountPaise?: number },
  actor?: Actor,
): Promise<{ message: string; orderId: number }> {
  const outcome = await recordPayment(ctx, input, actor);
  if (outcome.result === 'refund_due')
    throw new Conflict(`${outcome.reason} ${checkoutMessages.refundPromise}`, 'PAID_AFTER_CANCELLATION');
  return { message: checkoutMessages.paymentVerified, orderId: outcome.orderId };
}

/** The provider order's customer (null for a guest's), or undefined when there is no such order. */
export async function orderOwnerOf(
  ctx: { db: DbOrTx },
  providerOrderId: string,
): Promise<{ userId: number | null } | undefined> {
  const [order] = await rows<{ user_id: number | null }>(
    ctx.db,
    sql`select user_id from orders where provider_order_id = ${providerOrderId}`,
  );
  return order && { userId: order.user_id };
}

/**
 * A deleted account's orders stay for the shop's books (GST records) with the invoice's name and address but
 * without e-mail and phone; in the caller's transaction.
 */
export async function forgetContactsOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`update orders set email = '', phone = '' where user_id = ${userId}`);
}

/** A failed payment: a pending order is marked failed; anything further along is left alone. */
export async function failPayment(ctx: { db: DbOrTx }, providerOrderId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [order] = await rows<{ id: number }>(
      tx,
      sql`select id from orders where provider_order_id = ${providerOrderId} and payment_status = 'pending' for update`,
    );
    if (order) await transition(tx, order.id, { event: 'payment_failed' }, gatewayActor);
  });
}

/**
 * Cancels an order, giving back its stock; a paid order then owes a refund. An order with a GST invoice gets a
 * credit note for the whole of it, in the same transaction (decision 0111). Cancelling twice changes nothing.
 *
 * `by`: who asks. An admin may cancel any order the state machine lets go to Cancelled; the shopper only their own
 * placed order, before it is shipped and within the settings' window (decision 0130; another's order is 404, a
 * refusal 409 saying why). The shopper and the shop are mailed in the same transaction. After it commits, a paid
 * online order is refunded in full through the gateway under a key made from the order, so cancelling again (a
 * retry after no answer) asks for the same refund, never a second one (decision 0131).
 */
export async function cancelOrder(
  ctx: OrdersCtx,
  orderId: number,
  by?: Actor,
  /** The COD-confirmation job (decision 0252): cancel only if still unconfirmed with its window ended by then. */
  options: { unconfirmedBy?: Date } = {},
): Promise<{ message: string }> {
  const shopper = by && by.role !== 'admin' ? by : null;
  const window = shopper ? await orderSettingsOf(ctx) : null;
  const owes = await ctx.db.transaction(async (tx) => {
    const [order] = await rows<{
      user_id: number | null;
      created_at: Date | string;
      cancelled_at: Date | null;
      stock_reserved_at: Date | null;
      payment_method: 'online' | 'cod';
      payment_status: string;
      status: number;
      returned_to_origin_at: Date | null;
      total_paise: number;
      email: string;
      first_name: string;
      confirmation_due_at: Date | string | null;
      confirmed_at: Date | string | null;
    }>(
      tx,
      sql`select user_id, created_at, cancelled_at, stock_reserved_at, payment_method, payment_status, status,
        returned_to_origin_at, total_paise, email, first_name, confirmation_due_at, confirmed_at
        from orders where id = ${orderId} for update`,
    );
    if (!order) throw new NotFound('Order not found.');
    if (shopper && (order.user_id !== shopper.userId || !isPlaced(order.payment_status)))
      throw new NotFound('Order not found.');
    if (order.cancelled_at) {
      // Cancelling again asks again for the refund the first one owed (the same key: never a second refund).
      if (owesRefund(order)) await appendEvent(tx, 'order.refund_owed', { orderId });
      return owesRefund(order);
    }
    let reason: string | null = null;
    if (options.unconfirmedBy) {
      const due = order.confirmation_due_at ? new Date(order.confirmation_due_at) : null;
      // Confirmed while the job looked, or not due: the shopper's confirmation wins.
      if (!due || order.confirmed_at || due.getTime() > options.unconfirmedBy.getTime())
        throw new Conflict(codConfirmationMessages.already, 'ORDER_ALREADY_CONFIRMED');
      reason = codConfirmationMessages.expiredReason(due);
    }
    if (shopper) {
      const check = shopperCancel(
        { status: order.status, cancelled: false, placedAt: new Date(order.created_at) },
        window!,
      );
      if (!check.ok) throw new Conflict(check.reason, check.code);
    }
    if (!canMoveTo(order.status, OrderStatus.Cancelled))
      throw new Conflict(
        order.status === OrderStatus.Delivered
          ? 'A delivered order cannot be cancelled; start a return instead.'
          : statusMoveRefused(order.status, OrderStatus.Cancelled),
        order.status === OrderStatus.Delivered ? 'ORDER_ALREADY_SHIPPED' : 'STATUS_MOVE_REFUSED',
      );
    if (order.stock_reserved_at) await releaseOrderStock(tx, orderId);
    // Its codes' and offers' uses come back when the promotion says so (decision 0153).
    await releaseDiscounts(tx, orderId);
    const { after: cancelled } = await transition(
      tx,
      orderId,
      { event: 'cancelled' },
      by ? actorOf(by) : systemActor,
      { reason },
    );
    const payment = cancelled.paymentStatus;
    // A parcel returned to origin had its credit note then (decision 0126). What refunds before the cancellation
    // credited is not credited again: the note is for what the invoice has left (decision 0132).
    if (!order.returned_to_origin_at)
      await creditRefund(tx, { orderId, amountPaise: order.total_paise, reason: 'Order cancelled' });
    const after = { ...order, payment_status: payment };
    await cancelledMails({ ...ctx, db: tx }, orderId, after, Boolean(shopper), reason);
    // The full refund through the gateway is the payments module's, after commit (subscriptions.ts).
    if (owesRefund(after)) await appendEvent(tx, 'order.refund_owed', { orderId });
    return owesRefund(after);
  });
  if (!owes) return { message: 'Order cancelled' };
  // The refund was asked as the cancellation committed; one not gone through is retried and shows in the order window.
  const [refund] = await rows<{ status: string; provider_refund_id: string | null }>(
    ctx.db,
    sql`select status, provider_refund_id from refunds where idempotency_key = ${cancelRefundKey(orderId)}`,
  );
  const late =
    refund && (refund.status === 'failed' || (refund.status === 'pending' && !refund.provider_refund_id));
  return { message: late ? `Order cancelled. ${cancelMessagesRefundLater}` : 'Order cancelled' };
}

/** The refund could not be started (no answer, or a refusal): it is on record for the admin's order window. */
const cancelMessagesRefundLater = 'The refund has not gone through yet; the shop will see to it.';

/** One refund per cancelled order: a retried cancel answers the refund it made (the gateway's idempotency key). */
export const cancelRefundKey = (orderId: number) => `order-${orderId}-cancel`;

/** A cancelled online order whose money the shop still holds is refunded in full through the gateway. */
function owesRefund(order: { payment_method: string; payment_status: string }): boolean {
  return order.payment_method === 'online' && order.payment_status === 'refund_due';
}

/** The cancellation mails (D12, issue 13 item 7): the shopper's, and the shop's copy to its own address. */
async function cancelledMails(
  ctx: OrdersCtx & { db: DbOrTx },
  orderId: number,
  order: { total_paise: number; payment_method: string; payment_status: string },
  byShopper: boolean,
  reason: string | null,
) {
  const facts = await orderMailFacts(ctx.db, orderId);
  if (!facts) return;
  const about = {
    byShopper,
    refundPaise: owesRefund(order) ? order.total_paise : null,
    ...(reason ? { reason } : {}),
  };
  if (facts.email) await sendTemplate(ctx, facts.email, orderCancelledMail(facts, about));
  const shop = await shopEmailOf(ctx);
  if (shop) await sendTemplate(ctx, shop, orderCancelledShopMail(facts, about));
}

export const codMessages = {
  collected: 'Cash collected',
  already: 'The cash for this order was already recorded as collected.',
  notCod: 'Only a cash-on-delivery order has cash to collect.',
  cancelled: 'A cancelled order has no cash to collect.',
  notDelivered: (status: number) =>
    `Cash is collected on delivery; this order is ${orderStatusLabel(status)}.`,
};

/**
 * The admin records the cash of a delivered cash-on-delivery order as collected: payment cod -> cod_collected
 * (decision 0125). Recording it again changes nothing; any other order answers 409 saying why.
 */
export async function markCodCollected(
  ctx: { db: Db },
  orderId: number,
  actor: OrderActor = systemActor,
): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await rows<{
      status: number;
      payment_method: string;
      payment_status: string;
      cancelled_at: Date | null;
    }>(
      tx,
      sql`select status, payment_method, payment_status, cancelled_at from orders where id = ${orderId} for update`,
    );
    if (!order) throw new NotFound('Order not found.');
    if (order.payment_method !== 'cod') throw new Conflict(codMessages.notCod);
    if (order.payment_status === 'cod_collected') return { message: codMessages.already };
    if (order.cancelled_at) throw new Conflict(codMessages.cancelled);
    if (order.status !== OrderStatus.Delivered) throw new Conflict(codMessages.notDelivered(order.status));
    if (!canPaymentMoveTo(order.payment_status, 'cod_collected'))
      throw new Conflict(
        `This order's payment is ${order.payment_status}; there is no cash to collect.`,
        'STATUS_MOVE_REFUSED',
      );
    await transition(tx, orderId, { event: 'cash_collected' }, actor);
    return { message: codMessages.collected };
  });
}

/**
 * A parcel back at the shop (RTO Delivered), inside the caller's transaction, exactly once per order (decision
 * 0126): its units go back into stock, the order is marked returned to origin, money kept online becomes a
 * refund due, and an invoiced order gets a credit note for what its invoice has not yet credited.
 * Answers whether it did anything; the caller invalidates the catalogue cache after commit when it did.
 */
export async function returnedToOrigin(
  tx: DbOrTx,
  orderId: number,
  actor: OrderActor = courierActor,
): Promise<boolean> {
  const [order] = await rows<{
    returned_to_origin_at: Date | null;
    stock_reserved_at: Date | null;
    payment_status: string;
    total_paise: number;
  }>(
    tx,
    sql`select returned_to_origin_at, stock_reserved_at, payment_status, total_paise from orders where id = ${orderId} for update`,
  );
  if (!order || order.returned_to_origin_at) return false;
  if (order.stock_reserved_at) await releaseOrderStock(tx, orderId);
  // As for a cancelled order: money kept online (all of it, or what a refund left) is owed back.
  await transition(tx, orderId, { event: 'returned_to_origin' }, actor);
  // The whole invoice, or what a refund before the return left uncredited; nothing without an invoice.
  await creditRefund(tx, { orderId, amountPaise: order.total_paise, reason: 'Returned to origin' });
  return true;
}

/**
 * An order's tax invoice, or its n-th credit note, as a PDF for the order's customer or an admin: 404 for no
 * such order or document (an order not yet placed has no invoice), 403 for another customer's order.
 */
export async function orderDocumentPdf(
  ctx: { db: DbOrTx },
  orderId: number,
  actor: Actor,
  which: { kind: 'invoice' } | { kind: 'credit_note'; n: number },
): Promise<{ fileName: string; pdf: Buffer }> {
  const [order] = await rows<{ user_id: number | null }>(
    ctx.db,
    sql`select user_id from orders where id = ${orderId}`,
  );
  if (!order) throw new NotFound('Order not found.');
  if (actor.role !== 'admin' && order.user_id !== actor.userId) throw new Forbidden();
  const found = await documentPdf(ctx.db, orderId, which);
  if (!found)
    throw new NotFound(
      which.kind === 'invoice' ? 'This order has no invoice.' : 'This order has no such credit note.',
    );
  return found;
}
