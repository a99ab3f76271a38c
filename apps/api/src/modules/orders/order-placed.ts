// The one step that makes an order placed (docs/decisions/0041): run inside the placing transaction, for cash on
// delivery when the order is created and for an online order when its payment is confirmed. Later features hook
// in here, in the same transaction (the GST invoice, coupon redemption), so they happen exactly when an order does.
import { billingLines } from '@chamak/shared/business-buyer';
import { payNowPath } from '@chamak/shared/pay-now';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';
import { removeFromCart } from '../cart/index.ts';
import { checkStockLeft, giveBackStock, type StockLine, takeStock } from '../catalogue/index.ts';
import { type InvoiceOrder, prepareInvoice } from '../invoices/index.ts';
import {
  codConfirmationMail,
  type MailTransport,
  orderConfirmedMail,
  prepareTemplate,
  sendTemplate,
} from '../mail/index.ts';
import { type LinkSigner, orderStatusLink } from '../notify/index.ts';
import { redeemDiscounts } from '../promotions/index.ts';
import {
  discountRowsOf,
  mailFactsOf,
  type OrderFactsRow,
  type OrderMailRows,
  orderMailFacts,
} from './mail-facts.ts';
import { mintPayNowLink, type PayNowOffer, payNowSaving } from './pay-now-link.ts';
import type { BillingAddress } from './place-order.ts';

/** An order's lines as stock lines, in size order. */
export async function stockLinesOf(tx: DbOrTx, orderId: number): Promise<StockLine[]> {
  return rows<StockLine>(
    tx,
    sql`select product_litre_id as "sizeId", product_id as "productId", quantity, product_name as name,
        litre_label as label from order_items where order_id = ${orderId} order by product_litre_id, id`,
  );
}

type InvoiceFactsRow = OrderFactsRow & {
  place_of_supply: string | null;
  fee_gst_rate: number | null;
  taxable_paise: number | null;
  cgst_paise: number | null;
  sgst_paise: number | null;
  igst_paise: number | null;
  advance_paise: number;
  buyer_gstin: string | null;
  buyer_legal_name: string | null;
  buyer_billing_address: BillingAddress | null;
};
type InvoiceItemRow = OrderMailRows['items'][number] & {
  discount_paise: number;
  hsn_code: string | null;
  gst_rate: number | null;
  taxable_paise: number | null;
  cgst_paise: number | null;
  sgst_paise: number | null;
  igst_paise: number | null;
};
type PlacedOrderRows = { order: InvoiceFactsRow; items: InvoiceItemRow[] };

/**
 * A placed order's own rows, read once for its invoice and its confirmation mail (two reads, not five): the
 * order with its totals and GST breakup, and its lines. Null when there is no such order.
 */
async function placedOrderRows(tx: DbOrTx, orderId: number): Promise<PlacedOrderRows | null> {
  const [order] = await rows<InvoiceFactsRow>(
    tx,
    sql`select id, first_name, last_name, email, phone, address, apt, city, state, postal_code, payment_method,
        subtotal_paise, delivery_charge_paise, cod_fee_paise, total_paise, courier_name, awb_code, track_url, etd,
        promised_from::text as promised_from, promised_to::text as promised_to, place_of_supply, fee_gst_rate,
        taxable_paise, cgst_paise, sgst_paise, igst_paise, language, advance_paise, buyer_gstin, buyer_legal_name,
        buyer_billing_address
      from orders where id = ${orderId}`,
  );
  if (!order) return null;
  const items = await rows<InvoiceItemRow>(
    tx,
    sql`select product_name, litre_label, price_paise, quantity, discount_paise, hsn_code, gst_rate, taxable_paise,
        cgst_paise, sgst_paise, igst_paise
      from order_items where order_id = ${orderId} order by id`,
  );
  return { order, items };
}

/**
 * What the invoice needs of a placed order, from the orders module's own rows: the buyer, the lines with the GST
 * breakup copied at placement, the fees and the totals. Null for an order priced without GST (no breakup).
 */
function invoiceOrderOf(orderId: number, { order: o, items }: PlacedOrderRows): InvoiceOrder | null {
  if (o.place_of_supply === null) return null;
  // The CHECKs keep a taxed order's lines taxed; a line without its breakup means the order was not taxed.
  if (items.some((i) => i.hsn_code === null)) return null;
  const person = {
    name: `${o.first_name} ${o.last_name}`,
    address: [o.address, o.apt, `${o.city} ${o.postal_code}`].filter(Boolean),
    state: o.state,
    ...(o.phone && { phone: o.phone }),
  };
  const billing = o.buyer_billing_address;
  return {
    orderId,
    // A business buyer (decision 0340): the invoice is billed to its registration and shipped to the person.
    ...(o.buyer_gstin && o.buyer_legal_name && billing
      ? {
          buyer: {
            name: o.buyer_legal_name,
            address: billingLines(billing),
            state: billing.state,
            gstin: o.buyer_gstin,
            pinCode: billing.postalCode,
            ...(o.email && { email: o.email }),
          },
          shipTo: { ...person, pinCode: o.postal_code },
        }
      : { buyer: { ...person, ...(o.email && { email: o.email }) } }),
    placeOfSupply: o.place_of_supply,
    paymentMethod: o.payment_method,
    advancePaise: o.advance_paise,
    lines: items.map((i) => ({
      description: `${i.product_name} ${i.litre_label}`,
      hsnCode: i.hsn_code!,
      quantity: i.quantity,
      unitPricePaise: i.price_paise,
      discountPaise: i.discount_paise,
      ratePercent: i.gst_rate!,
      taxablePaise: i.taxable_paise!,
      cgstPaise: i.cgst_paise!,
      sgstPaise: i.sgst_paise!,
      igstPaise: i.igst_paise!,
    })),
    fees: [
      { description: 'Delivery charges', amountPaise: o.delivery_charge_paise },
      { description: 'Cash on delivery fee', amountPaise: o.cod_fee_paise },
    ],
    feeRatePercent: o.fee_gst_rate!,
    totals: {
      taxablePaise: o.taxable_paise!,
      cgstPaise: o.cgst_paise!,
      sgstPaise: o.sgst_paise!,
      igstPaise: o.igst_paise!,
      totalPaise: o.total_paise,
    },
  };
}

/**
 * Issues a placed order's GST invoice for its amounts as they stand, in the caller's transaction (a cash order paid
 * online gets a new one after its first was credited, decision 0337). Null for an order without GST.
 */
export async function issueOrderInvoice(tx: DbOrTx, orderId: number) {
  const placed = await placedOrderRows(tx, orderId);
  const invoiceOrder = placed && invoiceOrderOf(orderId, placed);
  const issue = invoiceOrder && (await prepareInvoice(tx, invoiceOrder));
  return issue ? issue() : null;
}

/** Stands for the invoice number in a confirmation rendered before the number is taken (decision 0292). */
const invoiceNumberSlot = 'INVOICE-NUMBER-SLOT-7Q';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The order is placed: its promotions' uses are redeemed (decisions 0152, 0291), those sizes leave the customer's
 * cart, its confirmation is rendered, then, as the transaction's last writes, its stock is taken (a guarded update
 * through the stock module) and its GST invoice numbered (so a rollback gives the number back) with the
 * confirmation queued. The rows every placement of a product or of the whole shop waits on (the sizes, the
 * invoice counter) are held for a few statements, not for the whole placement (decision 0292). Throws Conflict
 * when stock ran out (asked first without a lock, so a sold-out sale answers at once), rolling back the caller's
 * transaction (or savepoint): nothing of it stays.
 *
 * `hold`: a cash order held for its shopper's confirmation (decision 0250) keeps its stock but gets neither its
 * invoice nor the confirmation mail yet: the mail asking to confirm it goes instead, and `orderConfirmed` does
 * the rest once it is confirmed.
 *
 * Answers `orderConfirmed`'s pay-now offer (null for a held order), for the message sent after the commit.
 */
export async function orderPlaced(
  tx: DbOrTx,
  orderId: number,
  options: {
    mailer?: MailTransport | null;
    publicUrl?: string;
    /** The app's token signer: the confirmation mail carries the order's status link (decision 0321). */
    tokens?: LinkSigner;
    now?: Date;
    paid?: boolean;
    hold?: { token: string; dueAt: Date };
    /** An order the shop created (decision 0354): the customer's cart is theirs and stays as it is. */
    keepCart?: boolean;
  } = {},
): Promise<PayNowOffer | null> {
  // Marked as holding its stock first (the row is the placement's already: its transition locked it), which
  // also says whose cart to empty; a refusal below rolls the mark back with the rest.
  const [order] = await rows<{ user_id: number | null }>(
    tx,
    sql`update orders set stock_reserved_at = now(), updated_at = now() where id = ${orderId} returning user_id`,
  );
  if (!order) throw new NotFound('Order not found.');
  const lines = await stockLinesOf(tx, orderId);
  await checkStockLeft(tx, lines);
  // Its discounts are redeemed now, with their promotions locked: a code with no use left is 409 and nothing of
  // the placement stays. A paid online order is checked the same way (decision 0291).
  await redeemDiscounts(tx, orderId, options.paid ? 'paid' : 'redeem');
  if (order.user_id !== null && !options.keepCart)
    await removeFromCart(
      tx,
      order.user_id,
      lines.flatMap((l) => (l.sizeId === null ? [] : [l.sizeId])),
    );
  const mailCtx = { db: tx, mailer: options.mailer, publicUrl: options.publicUrl };
  if (options.hold) {
    const facts = await orderMailFacts(tx, orderId);
    if (facts?.email) await sendTemplate(mailCtx, facts.email, codConfirmationMail(facts, options.hold));
    await takeStock(tx, lines, { reason: 'order', orderId });
    return null;
  }
  return orderConfirmed(tx, orderId, {
    ...options,
    beforeInvoice: () => takeStock(tx, lines, { reason: 'order', orderId }),
  });
}

/**
 * The order goes on: its GST invoice is issued and its confirmation mail queued, in the caller's transaction.
 * At placement for most orders; for a held cash order, when its shopper or the admin confirms it. The mail is
 * rendered first and the invoice numbered last (`beforeInvoice` runs between: placing takes the stock there),
 * so the shop-wide invoice counter is held for two statements. The mail names the tax invoice and carries its
 * PDF (attached by the mail worker), and says where else to download it (the order's page, signed in).
 * Answers a cash order's pay-now offer (null when paying online saves nothing): the mail carries its link, and
 * the caller sends the same link by SMS/WhatsApp after the commit (sendPayNowOffer), so one token serves both.
 */
export async function orderConfirmed(
  tx: DbOrTx,
  orderId: number,
  options: {
    mailer?: MailTransport | null;
    publicUrl?: string;
    tokens?: LinkSigner;
    now?: Date;
    beforeInvoice?: () => Promise<void>;
  } = {},
): Promise<PayNowOffer | null> {
  const placed = await placedOrderRows(tx, orderId);
  const invoiceOrder = placed && invoiceOrderOf(orderId, placed);
  const issueInvoice = invoiceOrder && (await prepareInvoice(tx, invoiceOrder));
  const facts = placed && mailFactsOf({ ...placed, discounts: await discountRowsOf(tx, orderId) });
  const statusLink =
    facts?.email && options.tokens && options.publicUrl
      ? await orderStatusLink(
          { db: tx, tokens: options.tokens, publicUrl: options.publicUrl, now: options.now ?? new Date() },
          orderId,
        )
      : null;
  // A cash order's mail (and message) offers paying it online now when that costs less (decision 0337), with
  // its own link.
  const payNow = facts?.paymentMethod === 'cod' ? await payNowOffer(tx, orderId, options) : null;
  const queueMail =
    facts?.email &&
    (await prepareTemplate(
      { db: tx, mailer: options.mailer, publicUrl: options.publicUrl },
      facts.email,
      orderConfirmedMail(facts, issueInvoice && { number: invoiceNumberSlot }, statusLink, payNow),
    ));
  await options.beforeInvoice?.();
  const invoice = issueInvoice && (await issueInvoice());
  // The invoice goes with it as a PDF, rendered by the mail worker when it sends (not in this transaction).
  if (queueMail)
    await queueMail(
      (part, html) =>
        invoice
          ? part.replaceAll(invoiceNumberSlot, html ? escapeHtml(invoice.number) : invoice.number)
          : part,
      invoice ? [{ kind: 'invoice', orderId }] : [],
    );
  return payNow;
}

/** The pay-now offer of a cash order's confirmation mail: its link and the saving, or null when it saves nothing. */
async function payNowOffer(
  tx: DbOrTx,
  orderId: number,
  options: { publicUrl?: string; now?: Date },
): Promise<PayNowOffer | null> {
  const saving = await payNowSaving(tx, orderId);
  if (!saving || saving.savingPaise <= 0 || !options.publicUrl) return null;
  const { token } = await mintPayNowLink(tx, orderId, options.now ?? new Date());
  return {
    link: `${options.publicUrl.replace(/\/+$/, '')}${payNowPath(orderId, token)}`,
    savingPaise: saving.savingPaise,
  };
}

/** Gives back the stock an order took (cancelling it, or its parcel back at the shop), through the stock module. */
export async function releaseOrderStock(
  tx: DbOrTx,
  orderId: number,
  reason: 'cancellation' | 'rto' = 'cancellation',
): Promise<void> {
  await giveBackStock(tx, await stockLinesOf(tx, orderId), { reason, orderId });
  await tx.execute(sql`update orders set stock_reserved_at = null where id = ${orderId}`);
}
