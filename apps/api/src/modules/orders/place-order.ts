// Placing an order (SPEC sections 5 and 7; D4 to D7): the server prices the customer's own cart and places a cash
// order at once (stock taken, cart emptied) or a pending online order paid later. The client's amounts are never read.

import type { CheckoutBusiness } from '@chamak/shared/business-buyer';
import type { CheckoutAddress } from '@chamak/shared/checkout';
import { codRiskMessages } from '@chamak/shared/cod-risk';
import type { Language } from '@chamak/shared/i18n/languages';
import { checkoutMessages, onlyLeft } from '@chamak/shared/messages';
import { paiseToRupees } from '@chamak/shared/money';
import { confirmationLinkNotSent } from '@chamak/shared/notifications';
import { OrderStatus } from '@chamak/shared/order-state';
import { pinNotFoundMessage, pinStateMismatchMessage } from '@chamak/shared/pin-code';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, HttpError, Invalid, Unprocessable } from '../../plugins/errors.ts';
import { keepBusinessRegistration } from '../accounts/index.ts';
import { placeOfPin } from '../delivery/index.ts';
import { sendOrderMessage } from '../notify/index.ts';
import { type Quote, type QuoteLine, quoteCart } from '../pricing/index.ts';
import { boxesTicked, hasConsent, recordConsents } from '../privacy/index.ts';
import { recordOrderDiscounts, redeemDiscounts } from '../promotions/index.ts';
import { type Hold, holdIfNeeded, sendConfirmationMessage } from './cod-confirmation.ts';
import type { OrdersCtx } from './context.ts';
import { orderPlaced } from './order-placed.ts';
import { type PayNowOffer, sendPayNowOffer } from './pay-now-link.ts';
import { systemActor, transition } from './transition.ts';

export function assertStock(lines: QuoteLine[]) {
  for (const l of lines)
    if (l.quantity > l.remaining)
      throw new Conflict(
        l.remaining <= 0 ? `${l.name} (${l.label}) is out of stock.` : onlyLeft(l.remaining, l.name, l.label),
        'OUT_OF_STOCK',
      );
}

/**
 * The delivery address's state is its PIN code's in India Post's directory (decision 0293): the invoice's place of
 * supply, and so CGST + SGST or IGST, follows where the parcel goes, never a state picked apart from the PIN code.
 * A PIN code the directory does not have is refused too: no place of supply can be named for it.
 */
export async function assertStateOfPin(
  address: Pick<CheckoutAddress, 'postalCode' | 'state'>,
): Promise<void> {
  const place = await placeOfPin(address.postalCode);
  if (!place) throw new Invalid(pinNotFoundMessage(address.postalCode), 'PIN_UNKNOWN');
  if (place.state !== address.state)
    throw new Invalid(
      pinStateMismatchMessage(address.postalCode, place.state, address.state),
      'PIN_STATE_MISMATCH',
    );
}

/**
 * A business buyer's billing address is its PIN code's state too (decision 0340): the GSTIN's state code was checked
 * against that state, so a PIN code elsewhere would print an address the registration is not at. A PIN code the
 * directory does not have is let through: the billing address decides nothing of the tax.
 */
export async function assertBillingPin(business: CheckoutBusiness): Promise<void> {
  const place = await placeOfPin(business.postalCode);
  if (place && place.state !== business.state)
    throw new Invalid(
      `Billing PIN code: ${pinStateMismatchMessage(business.postalCode, place.state, business.state)}`,
      'PIN_STATE_MISMATCH',
    );
}

/**
 * Where an order goes, the language it was placed in (the request's; none: the account's), and the business it is
 * bought for, if any (decision 0340).
 */
type PlacedFrom = CheckoutAddress & {
  language?: Language | undefined;
  business?: CheckoutBusiness | undefined;
  /** The checkout's optional offers boxes and the shopper's address, for the consent ledger (decision 0357). */
  marketingEmail?: boolean | undefined;
  marketingMessages?: boolean | undefined;
  consentIp?: string | undefined;
};

/** The registration's billing address as the order keeps it (orders.buyer_billing_address). */
export type BillingAddress = { address: string; city: string; state: string; postalCode: string };
const billingOf = (b: CheckoutBusiness): BillingAddress => ({
  address: b.address,
  city: b.city,
  state: b.state,
  postalCode: b.postalCode,
});

/**
 * `address.language`: the language the shopper placed it in (the request's), which its mails and messages speak;
 * without it (a subscription's renewal) the account's language (migration 0036).
 */
async function insertOrder(
  tx: DbOrTx,
  userId: number,
  address: PlacedFrom,
  quote: Quote,
  method: 'online' | 'cod',
  /** A cash order paying this much online first (decision 0338): it waits, pending, for that payment. */
  advancePaise = 0,
  /** Created by the shop for the customer (decision 0354): the staff member is the placing's actor. */
  placedBy?: { staffUserId: number },
): Promise<number> {
  const awaiting = method === 'online' || advancePaise > 0;
  // The GST breakup is copied as quoted (database CHECKs hold that it adds up); null on an untaxed order. The
  // delivery charge stored is what is charged (after a free-delivery offer); discount_paise the offers off the
  // goods, split across the lines as quoted; each offer is copied into order_discounts.
  const tax = quote.tax;
  // The delivery dates the shopper was shown for this PIN code and cart (the quote's estimate) are the promise the
  // order keeps (decision 0295).
  const promise = quote.estimate?.deliverable ? quote.estimate : null;
  // A cash order keeps the score it was placed with and why (decision 0335): the admin's order window shows it.
  const risk = method === 'cod' ? (quote.cod?.risk ?? null) : null;
  const business = address.business;
  const [order] = await rows<{ id: number }>(
    tx,
    sql`insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, discount_paise, delivery_charge_paise, cod_fee_paise,
        total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code,
        place_of_supply, fee_gst_rate, taxable_paise, cgst_paise, sgst_paise, igst_paise, promised_from, promised_to,
        language, cod_risk_score, cod_risk_reasons, advance_paise, buyer_gstin, buyer_legal_name, buyer_billing_address)
      values (${userId}, ${OrderStatus.Placed}, ${method}, ${awaiting ? 'pending' : 'cod'}, ${quote.subtotal}, ${quote.discount},
        ${quote.delivery - quote.deliveryWaived}, ${quote.codFee},
        ${quote.total}, ${address.firstName}, ${address.lastName}, ${address.email}, ${address.phone}, ${address.address},
        ${address.apt}, ${address.city}, ${address.state}, ${address.postalCode},
        ${tax?.placeOfSupply ?? null}, ${tax?.feeRate ?? null}, ${tax?.totals.taxablePaise ?? null}, ${tax?.totals.cgstPaise ?? null},
        ${tax?.totals.sgstPaise ?? null}, ${tax?.totals.igstPaise ?? null}, ${promise?.from ?? null}::date, ${promise?.to ?? null}::date,
        coalesce(${address.language ?? null}::text, (select language from users where id = ${userId}), 'en'),
        ${risk?.score ?? null}, ${risk ? JSON.stringify(risk.reasons) : null}::jsonb, ${advancePaise},
        ${business?.gstin ?? null}, ${business?.legalName ?? null}, ${business ? JSON.stringify(billingOf(business)) : null}::jsonb)
      returning id`,
  );
  // Placed by the shopper (decision 0357): order updates are given with the order (the contract), recorded once
  // while they stand; and each offers box ticked at the checkout is a consent given.
  if (!placedBy) await recordCheckoutConsents(tx, userId, address);
  // Ticked "Save for next time": the account keeps the registration (a GSTIN it has already: updated, last used now).
  if (business?.save) await keepBusinessRegistration(tx, userId, business, new Date());
  for (const [i, l] of quote.lines.entries()) {
    const t = tax?.lines[i];
    await tx.execute(sql`insert into order_items (order_id, product_id, product_litre_id, product_name, litre_label, total_ml, image, price_paise, quantity,
        discount_paise, hsn_code, gst_rate, taxable_paise, cgst_paise, sgst_paise, igst_paise)
      values (${order!.id}, ${l.product_id}, ${l.pl_id}, ${l.name}, ${l.label}, ${l.total_ml}, ${l.image}, ${l.price}, ${l.quantity},
        ${l.discount}, ${t?.hsnCode ?? null}, ${t?.ratePercent ?? null}, ${t?.taxablePaise ?? null}, ${t?.cgstPaise ?? null}, ${t?.sgstPaise ?? null}, ${t?.igstPaise ?? null})`);
  }
  await recordOrderDiscounts(tx, order!.id, quote.offers);
  // A cash order is placed now; an online one, or a cash one with an advance, when its payment is kept.
  await transition(
    tx,
    order!.id,
    { event: awaiting ? 'checkout_started' : 'placed' },
    placedBy ? { kind: 'admin', id: placedBy.staffUserId } : { kind: 'shopper', id: userId },
  );
  return order!.id;
}
/** The checkout's consent rows: order updates unless already given, and the ticked offers boxes. */
async function recordCheckoutConsents(tx: DbOrTx, userId: number, from: PlacedFrom): Promise<void> {
  const base = { userId, source: 'checkout', ip: from.consentIp ?? null } as const;
  const updates = (await hasConsent(tx, userId, 'order_updates'))
    ? []
    : [{ ...base, purpose: 'order_updates' as const, given: true, method: 'contract' as const }];
  await recordConsents(tx, [...updates, ...boxesTicked(from, { ...base, method: 'checkbox' })]);
}

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

/**
 * A pending online order from a quote, inside the caller's transaction and with no provider order yet: a
 * subscription's renewal, whose debit on the mandate makes the provider order (decision 0326).
 */
export async function placePendingOnlineOrder(
  tx: DbOrTx,
  userId: number,
  address: CheckoutAddress,
  quote: Quote,
): Promise<number> {
  const id = await insertOrder(tx, userId, address, quote, 'online');
  await redeemDiscounts(tx, id, 'hold');
  return id;
}

/** The provider order a renewal's debit made; never replaces another one. */
export async function setProviderOrder(db: DbOrTx, orderId: number, providerOrderId: string): Promise<void> {
  await db.execute(sql`update orders set provider_order_id = ${providerOrderId}
    where id = ${orderId} and (provider_order_id is null or provider_order_id = ${providerOrderId})`);
}

/** An unpaid order no longer wanted (a renewal skipped, paused or sold out), cancelled by the shop with why. */
export async function cancelUnpaidOrder(tx: DbOrTx, orderId: number, reason: string): Promise<void> {
  await transition(tx, orderId, { event: 'cancelled' }, systemActor, { reason });
}

/**
 * A pending online order from a quote, and its provider order for the quote's total: the shopper's cart or a
 * subscription's first order (on a mandate). Stock is taken on payment. A provider that does not answer fails the
 * order and answers 502; a refusal the provider gives (an HttpError) fails it and is passed on.
 */
export async function startOnlineOrder<P extends { id: string }>(
  ctx: OrdersCtx,
  userId: number,
  address: PlacedFrom,
  quote: Quote,
  makeProviderOrder: (order: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }) => Promise<P>,
  /** A cash order's advance (decision 0338): the provider order is for it, the rest is paid in cash. */
  advancePaise = 0,
): Promise<{ orderId: number; providerOrder: P }> {
  // The pending order holds its promotions' uses while the shopper pays, checked with them locked (decision 0152).
  const orderId = await ctx.db.transaction(async (tx) => {
    const id = await insertOrder(
      tx,
      userId,
      address,
      quote,
      advancePaise > 0 ? 'cod' : 'online',
      advancePaise,
    );
    await redeemDiscounts(tx, id, 'hold');
    return id;
  });
  const notes = quote.lines
    .map((l) => `${l.name} (${l.label}) x${l.quantity}`)
    .join(', ')
    .slice(0, 250);
  let providerOrder: P;
  try {
    providerOrder = await makeProviderOrder({
      amountPaise: advancePaise > 0 ? advancePaise : quote.total,
      receipt: String(orderId),
      notes: { products: notes },
    });
  } catch (error) {
    await ctx.db.transaction((tx) =>
      transition(tx, orderId, { event: 'payment_failed' }, systemActor, {
        reason: error instanceof HttpError ? error.message : 'The payment service did not answer',
      }),
    );
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, 'The payment service is not answering. Please try again in a minute.', {
      cause: error,
    });
  }
  await ctx.db.execute(sql`update orders set provider_order_id = ${providerOrder.id} where id = ${orderId}`);
  return { orderId, providerOrder };
}

/**
 * Online: a pending order at the server's prices and a provider order for its total; stock is taken on payment.
 * `method: 'cod'`: a cash order the COD rules ask part of online first (decision 0338): the same, the provider
 * order for that advance, and the order placed as cash on delivery for the rest once it is paid; a cash order that
 * needs no advance is refused (it is placed with verify-payment).
 */
export async function createOnlineOrder(
  ctx: OrdersCtx,
  userId: number,
  address: PlacedFrom & { code?: string | undefined },
  method: 'online' | 'cod' = 'online',
): Promise<CreatedOnlineOrder> {
  if (ctx.gateway.kind === 'off')
    throw new Unprocessable(checkoutMessages.onlinePaymentOff, 'ONLINE_PAYMENT_OFF');
  await assertStateOfPin(address);
  if (address.business) await assertBillingPin(address.business);
  const quote = await quoteCart(
    ctx.db,
    userId,
    {
      method,
      postalCode: address.postalCode,
      state: address.state,
      ...(address.code ? { code: address.code } : {}),
      ...(method === 'cod' ? { buyer: buyerOf(address) } : {}),
    },
    ctx,
  );
  const advancePaise = method === 'cod' ? (quote.cod?.advancePaise ?? 0) : 0;
  if (method === 'cod' && advancePaise === 0)
    throw new Conflict(codRiskMessages.noAdvance, 'COD_ADVANCE_NOT_NEEDED');
  assertStock(quote.lines);
  const { orderId, providerOrder } = await startOnlineOrder(
    ctx,
    userId,
    address,
    quote,
    (order) => ctx.gateway.createOrder(order),
    advancePaise,
  );
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
      amount: advancePaise > 0 ? advancePaise : quote.total,
      currency: 'INR',
      key: ctx.gateway.keyId,
      gateway: ctx.gateway.kind,
    },
  };
}

/** Who a cash order goes to, as the COD rules judge it. */
const buyerOf = (address: CheckoutAddress) => ({
  phone: address.phone,
  address: address.address,
  apt: address.apt,
  postalCode: address.postalCode,
});

/**
 * Cash on delivery: the order, its stock and the emptied cart in one transaction. When Shop Settings hold it for
 * the shopper's confirmation (decision 0250), the mail asking for it goes instead of the confirmation, and the link
 * goes by SMS/WhatsApp once the order has committed.
 */
export async function placeCodOrder(
  ctx: OrdersCtx,
  userId: number,
  address: PlacedFrom & { code?: string | undefined },
  from: { address?: string | undefined } = {},
): Promise<{ message: string; orderId: number }> {
  await assertStateOfPin(address);
  if (address.business) await assertBillingPin(address.business);
  // Priced before the transaction, as an online order is: the quote is the placement's slow part and needs no
  // lock; its stock and promotions are checked again, locked, when the order is placed.
  const quote = await quoteCart(
    ctx.db,
    userId,
    {
      method: 'cod',
      postalCode: address.postalCode,
      state: address.state,
      ...(address.code ? { code: address.code } : {}),
      // The COD rules judge this number and address (decision 0338): refused, nothing is written.
      buyer: buyerOf(address),
    },
    ctx,
  );
  // Part of it to be paid online first: that goes through the payment window (createOnlineOrder), not here.
  if (quote.cod && quote.cod.advancePaise > 0)
    throw new Conflict(codRiskMessages.advanceNeeded(quote.cod.advancePaise), 'COD_ADVANCE_REQUIRED');
  const placed = await placeQuotedCodOrder(ctx, userId, address, quote, { address: from.address });
  return { message: placed.message, orderId: placed.orderId };
}

/**
 * A priced cash order placed: the shopper's own cart's (placeCodOrder) or one the shop creates for a customer
 * (decision 0354, `placedBy`, whose lines stay out of the customer's cart). The order, its hold for confirmation
 * if the rules ask it, its stock and invoice, and `alsoInTx` (the shop's timeline notes, its pay-now link) in one
 * transaction; the messages after the commit. `cause`: whose action the message limits count (the shopper's).
 */
export async function placeQuotedCodOrder<T = undefined>(
  ctx: OrdersCtx,
  /** The customer, or how to find or make them inside the placing's transaction (a new account rolls back too). */
  customer: number | ((tx: DbOrTx) => Promise<number>),
  address: PlacedFrom,
  quote: Quote,
  cause: { address?: string | undefined },
  shop?: {
    placedBy: { staffUserId: number };
    alsoInTx: (tx: DbOrTx, orderId: number, payNow: PayNowOffer | null) => Promise<T>;
  },
): Promise<{
  message: string;
  orderId: number;
  userId: number;
  payNow: PayNowOffer | null;
  extra: T | undefined;
}> {
  let hold: Hold | null = null;
  // Sold out as the cart was priced: said now, before anything is written (a sale's late buyers hear it at once).
  assertStock(quote.lines);
  // The pay-now offer comes out of the transaction (its link is the order-confirmed mail's) for the message.
  const { orderId, userId, payNow, extra } = await ctx.db.transaction(async (tx) => {
    const userId = typeof customer === 'number' ? customer : await customer(tx);
    const id = await insertOrder(tx, userId, address, quote, 'cod', 0, shop?.placedBy);
    hold = await holdIfNeeded(
      tx,
      id,
      { userId, totalPaise: quote.total, byScore: quote.cod?.confirm ?? false },
      ctx.now ?? new Date(),
    );
    const offer = await orderPlaced(tx, id, {
      mailer: ctx.mailer,
      publicUrl: ctx.publicUrl,
      ...(ctx.tokens ? { tokens: ctx.tokens } : {}),
      ...(ctx.now ? { now: ctx.now } : {}),
      ...(hold ? { hold } : {}),
      ...(shop ? { keepCart: true } : {}),
    });
    const extra = shop ? await shop.alsoInTx(tx, id, offer) : undefined;
    return { orderId: id, userId, payNow: offer, extra };
  });
  // The client's address counts toward the message limits; a refused message leaves the order placed, and says so.
  const refused = hold ? await sendConfirmationMessage(ctx, orderId, hold, { userId, ...cause }) : null;
  // Placed at once: the order-placed message by phone, where the settings route it, with its status link.
  if (!hold) await sendOrderMessage(ctx, orderId, 'order_placed');
  // And the pay-now offer with the mail's link (decision 0337), caused by the shopper's placing (the limits count).
  if (payNow) await sendPayNowOffer(ctx, orderId, payNow, { userId, address: cause.address ?? null });
  return {
    message: refused
      ? `${checkoutMessages.codPlaced}. ${confirmationLinkNotSent(refused)}`
      : checkoutMessages.codPlaced,
    orderId,
    userId,
    payNow,
    extra,
  };
}
