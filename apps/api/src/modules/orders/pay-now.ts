// A cash order paid online after it was placed (decision 0337): its pay-now link (a random token, only its sha256
// kept, like the COD confirmation link), what paying now saves (the order re-quoted for online payment at its own
// prices), the gateway order for that amount, and the conversion once the payment arrives (browser or webhook):
// the order becomes online and paid, its amounts are the online quote's (COD fee gone, prepaid offers applied),
// and its GST invoice, if one was issued, is credited in full and issued again for the new amounts.
import { checkoutMessages } from '@chamak/shared/messages';
import { OrderStatus } from '@chamak/shared/order-state';
import { type PayNowStarted, type PayNowView, payNowMessages } from '@chamak/shared/pay-now';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, HttpError, Invalid, NotFound, Unprocessable } from '../../plugins/errors.ts';
import { creditRefund } from '../invoices/index.ts';
import type { MailTransport } from '../mail/index.ts';
import type { LinkSigner } from '../notify/index.ts';
import type { Quote } from '../pricing/index.ts';
import { replaceOrderDiscounts } from '../promotions/index.ts';
import type { OrdersCtx } from './context.ts';
import { issueOrderInvoice, orderConfirmed } from './order-placed.ts';
import { onlineQuoteOf, type PayNowRow, payNowRow, rowColumns, tokenMatches } from './pay-now-link.ts';
import { actorOf, gatewayActor, type OrderActor, recordOrderFact, transition } from './transition.ts';

/** Who opens the pay-now page or pays: the link's holder (its token), or the signed-in owner. */
export type PayNowWho = { token: string } | { actor: Actor };

/** The reason a credit note and the new invoice give. */
export const convertedReason = 'Paid online instead of cash on delivery';

/**
 * The order when `who` may pay it: the link's token must be its own (a wrong one, or someone else's order, is 404
 * with the link's words). Then the refusals, each with its message: already paid online, cancelled, shipped, the
 * link expired. `now`: the clock.
 */
function assertPayable(row: PayNowRow | undefined, who: PayNowWho, now: Date): PayNowRow {
  if (!row) throw new NotFound(payNowMessages.invalid);
  if ('token' in who) {
    if (!tokenMatches(row, who.token)) throw new NotFound(payNowMessages.invalid);
  } else if (who.actor.role !== 'admin' && row.user_id !== who.actor.userId)
    throw new NotFound('Order not found.');
  if (row.converted) throw new Conflict(payNowMessages.already, 'ORDER_NOT_AWAITING_PAYMENT');
  if (row.cancelled) throw new Conflict(payNowMessages.cancelled, 'ORDER_CANCELLED');
  if (row.payment_method !== 'cod' || row.payment_status !== 'cod' || row.advance_paise > 0)
    throw new Conflict(payNowMessages.notCod, 'ORDER_NOT_AWAITING_PAYMENT');
  if (row.status !== OrderStatus.Placed) throw new Conflict(payNowMessages.shipped, 'ORDER_ALREADY_SHIPPED');
  if ('token' in who && row.pay_now_due_at && new Date(row.pay_now_due_at) <= now)
    throw new Conflict(payNowMessages.expired, 'ORDER_NOT_AWAITING_PAYMENT');
  return row;
}

/**
 * What the pay-now page shows; the refusals of assertPayable, except that a converted order shows as paid, and
 * that the signed-in owner hears a refusal as a closed view (200), so the order's pages ask without an error.
 */
export async function payNowView(
  ctx: Pick<OrdersCtx, 'db' | 'now'>,
  orderId: number,
  who: PayNowWho,
): Promise<PayNowView> {
  try {
    return await viewOf(ctx, orderId, who);
  } catch (error) {
    if (!('actor' in who) || !(error instanceof Conflict)) throw error;
    return {
      orderId,
      firstName: '',
      items: [],
      cashPaise: 0,
      onlinePaise: 0,
      savingPaise: 0,
      codFeePaise: 0,
      state: 'closed',
      message: error.message,
      dueAt: null,
    };
  }
}

async function viewOf(
  ctx: Pick<OrdersCtx, 'db' | 'now'>,
  orderId: number,
  who: PayNowWho,
): Promise<PayNowView> {
  const row = await payNowRow(ctx.db, orderId);
  const items = () =>
    rows<{ name: string; size: string; quantity: number }>(
      ctx.db,
      sql`select product_name as name, litre_label as size, quantity from order_items where order_id = ${orderId}
        order by id`,
    );
  if (row?.converted && ('token' in who ? tokenMatches(row, who.token) : true)) {
    assertOwner(row, who);
    return {
      orderId,
      firstName: row.first_name,
      items: await items(),
      cashPaise: row.total_paise,
      onlinePaise: row.total_paise,
      savingPaise: 0,
      codFeePaise: 0,
      state: 'paid',
      message: null,
      dueAt: null,
    };
  }
  const payable = assertPayable(row, who, ctx.now ?? new Date());
  const quote = await onlineQuoteOf(ctx.db, payable);
  if (!quote || quote.total > payable.total_paise)
    throw new Conflict(payNowMessages.noSaving, 'ORDER_NOT_AWAITING_PAYMENT');
  return {
    orderId,
    firstName: payable.first_name,
    items: await items(),
    cashPaise: payable.total_paise,
    onlinePaise: quote.total,
    savingPaise: payable.total_paise - quote.total,
    codFeePaise: payable.cod_fee_paise,
    state: 'open',
    message: null,
    dueAt: 'token' in who && payable.pay_now_due_at ? new Date(payable.pay_now_due_at).toISOString() : null,
  };
}

function assertOwner(row: PayNowRow, who: PayNowWho) {
  if ('actor' in who && who.actor.role !== 'admin' && row.user_id !== who.actor.userId)
    throw new NotFound('Order not found.');
}

/**
 * Opens the payment for a cash order's online total: a gateway order for the amount of its online quote (one per
 * amount: opened again, the same one), stored on the order so the payment, from the browser or the webhook, finds
 * it. The browser never names the amount.
 */
export async function startPayNow(ctx: OrdersCtx, orderId: number, who: PayNowWho): Promise<PayNowStarted> {
  if (ctx.gateway.kind === 'off')
    throw new Unprocessable(checkoutMessages.onlinePaymentOff, 'ONLINE_PAYMENT_OFF');
  const row = assertPayable(await payNowRow(ctx.db, orderId), who, ctx.now ?? new Date());
  const quote = await onlineQuoteOf(ctx.db, row);
  if (!quote || quote.total > row.total_paise)
    throw new Conflict(payNowMessages.noSaving, 'ORDER_NOT_AWAITING_PAYMENT');
  let providerOrderId = row.pay_now_paise === quote.total ? row.pay_now_order_id : null;
  if (!providerOrderId) {
    try {
      providerOrderId = (
        await ctx.gateway.createOrder({
          amountPaise: quote.total,
          receipt: String(orderId),
          notes: { purpose: 'pay now', order: String(orderId) },
        })
      ).id;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(502, 'The payment service is not answering. Please try again in a minute.', {
        cause: error,
      });
    }
    await ctx.db.execute(sql`update orders set pay_now_order_id = ${providerOrderId}, pay_now_paise = ${quote.total}
      where id = ${orderId}`);
  }
  return {
    order_id: providerOrderId,
    orderId,
    amount: quote.total,
    currency: 'INR',
    key: ctx.gateway.keyId,
    gateway: ctx.gateway.kind,
    payer: { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, contact: row.phone },
  };
}

/** Whether `who` may pay this pay-now gateway order (the sandbox's Pay): the link's holder or the owner. */
export async function payNowOrderAllowed(
  ctx: { db: DbOrTx },
  providerOrderId: string,
  who: { token?: string | undefined; userId?: number | undefined },
): Promise<boolean> {
  const [row] = await rows<PayNowRow>(
    ctx.db,
    sql`select ${rowColumns} from orders where pay_now_order_id = ${providerOrderId}`,
  );
  if (!row) return false;
  if (who.token !== undefined) return tokenMatches(row, who.token);
  return who.userId !== undefined && row.user_id === who.userId;
}

/** The order a pay-now gateway order was opened for, or undefined. */
export async function orderOfPayNow(db: DbOrTx, providerOrderId: string): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from orders where pay_now_order_id = ${providerOrderId}`,
  );
  return row?.id;
}

/** What a pay-now payment did (record-payment.ts's PaymentOutcome, which it hands on). */
type PaymentOutcome =
  | { orderId: number; result: 'paid' | 'already' }
  | { orderId: number; result: 'refund_due'; reason: string };

type ConvertCtx = {
  db: DbOrTx;
  mailer?: MailTransport | null;
  publicUrl?: string;
  tokens?: LinkSigner;
};

/**
 * A pay-now payment on its order, from the browser's verify call or the gateway's webhook, inside the caller's
 * transaction when given one. Idempotent: the same payment twice converts once. A payment that cannot be kept (the
 * order was cancelled or shipped meanwhile, a second payment after the first converted it, or the online quote
 * changed while the shopper paid) changes nothing of the order: it goes on the timeline as owed back, for the shop
 * to refund from the gateway.
 */
export async function convertOnPayment(
  ctx: ConvertCtx,
  input: { providerOrderId: string; paymentId: string; amountPaise?: number },
  who?: PayNowWho,
): Promise<PaymentOutcome> {
  return ctx.db.transaction(async (tx): Promise<PaymentOutcome> => {
    const [found] = await rows<{ id: number }>(
      tx,
      sql`select id from orders where pay_now_order_id = ${input.providerOrderId} for update`,
    );
    if (!found) throw new NotFound('Order not found.');
    const row = (await payNowRow(tx, found.id, true))!;
    if (who && 'token' in who && !tokenMatches(row, who.token)) throw new NotFound(payNowMessages.invalid);
    if (who && 'actor' in who) assertOwner(row, who);
    if (input.amountPaise !== undefined && input.amountPaise !== row.pay_now_paise)
      throw new Invalid(checkoutMessages.paymentInvalid, 'PAYMENT_NOT_VERIFIED');
    const by: OrderActor =
      who && 'actor' in who ? actorOf(who.actor) : who ? { kind: 'shopper' } : gatewayActor;
    const [seen] = await rows<{ payment_id: string | null }>(
      tx,
      sql`select provider_payment_id as payment_id from orders where id = ${row.id}`,
    );
    if (row.converted && seen?.payment_id === input.paymentId) return { orderId: row.id, result: 'already' };
    const owedBack = async (reason: string): Promise<PaymentOutcome> => {
      const [noted] = await rows<{ one: number }>(
        tx,
        sql`select 1 as one from order_events where order_id = ${row.id} and event = 'note'
          and reference = ${input.paymentId}`,
      );
      if (!noted)
        await recordOrderFact(tx, row.id, 'note', by, {
          reason: `Pay-now payment of ₹${(row.pay_now_paise ?? 0) / 100} not applied, refund it from the gateway: ${reason}`,
          reference: input.paymentId,
        });
      return { orderId: row.id, result: 'refund_due', reason };
    };
    if (row.converted) return owedBack(payNowMessages.already);
    if (row.cancelled) return owedBack(payNowMessages.cancelled);
    if (row.payment_method !== 'cod' || row.payment_status !== 'cod') return owedBack(payNowMessages.notCod);
    if (row.status !== OrderStatus.Placed) return owedBack(payNowMessages.shipped);
    const quote = await onlineQuoteOf(tx, row);
    if (!quote || quote.total !== row.pay_now_paise) return owedBack(payNowMessages.priceChanged);
    try {
      await tx.transaction(async (sp) => {
        await convert(sp, row, quote, input, by, ctx);
      });
    } catch (error) {
      // A prepaid offer that ran out of uses while the shopper paid: the order stays as it was.
      if (!(error instanceof Conflict)) throw error;
      return owedBack(error.message);
    }
    return { orderId: row.id, result: 'paid' };
  });
}

/**
 * The conversion's writes: a held order is confirmed first (paying is the surest confirmation); the transition to
 * online and paid (the timeline's converted_to_prepaid); the amounts, tax columns and lines of the online quote;
 * its discounts; then the GST documents: an invoice issued before is credited in full and a new one issued for the
 * new amounts, and an order without one yet (held) gets its first, with its confirmation mail, as any order does
 * when it is confirmed.
 */
async function convert(
  tx: DbOrTx,
  row: PayNowRow,
  quote: Quote,
  input: { providerOrderId: string; paymentId: string },
  by: OrderActor,
  ctx: ConvertCtx,
) {
  if (row.held) await transition(tx, row.id, { event: 'confirmed', by: 'shopper' }, by);
  await transition(tx, row.id, { event: 'converted_to_prepaid', paymentId: input.paymentId }, by, {
    reason: convertedReason,
  });
  const tax = quote.tax;
  await tx.execute(sql`update orders set discount_paise = ${quote.discount},
      delivery_charge_paise = ${quote.delivery - quote.deliveryWaived}, cod_fee_paise = ${quote.codFee},
      total_paise = ${quote.total}, fee_gst_rate = ${tax?.feeRate ?? null},
      taxable_paise = ${tax?.totals.taxablePaise ?? null}, cgst_paise = ${tax?.totals.cgstPaise ?? null},
      sgst_paise = ${tax?.totals.sgstPaise ?? null}, igst_paise = ${tax?.totals.igstPaise ?? null},
      provider_order_id = ${input.providerOrderId}, updated_at = now()
    where id = ${row.id}`);
  const items = await rows<{ id: number }>(
    tx,
    sql`select id from order_items where order_id = ${row.id} order by id`,
  );
  for (const [i, item] of items.entries()) {
    const l = quote.lines[i]!;
    const t = tax?.lines[i];
    await tx.execute(sql`update order_items set discount_paise = ${l.discount}, taxable_paise = ${t?.taxablePaise ?? null},
        cgst_paise = ${t?.cgstPaise ?? null}, sgst_paise = ${t?.sgstPaise ?? null}, igst_paise = ${t?.igstPaise ?? null}
      where id = ${item.id}`);
  }
  await replaceOrderDiscounts(tx, row.id, quote.offers);
  if (row.held) {
    await orderConfirmed(tx, row.id, {
      mailer: ctx.mailer,
      ...(ctx.publicUrl ? { publicUrl: ctx.publicUrl } : {}),
      ...(ctx.tokens ? { tokens: ctx.tokens } : {}),
    });
    return;
  }
  const credited = await creditRefund(tx, {
    orderId: row.id,
    amountPaise: row.total_paise,
    reason: convertedReason,
  });
  if (credited) await issueOrderInvoice(tx, row.id);
}
