// Pricing (D4, D5, D22; decision 0050): the one place a cart becomes money. Lines at the server's prices ->
// offers -> delivery charge -> COD fee -> taxes -> total, in integer paise. The cart, the checkout summary and
// order placement all read this quote; nothing else adds up a total.

import type { GuestCartItemBody } from '@chamak/shared/cart';
import { type CodSettings, defaultCodSettings } from '@chamak/shared/checkout';
import { type DeliverySettings, deliveryChargePaise } from '@chamak/shared/delivery';
import { checkoutMessages } from '@chamak/shared/messages';
import { paiseToRupees } from '@chamak/shared/money';
import type { CartQuote } from '@chamak/shared/pricing';
import { defaultDelivery } from '@chamak/shared/shop-defaults';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Unprocessable } from '../../plugins/errors.ts';
import { getSetting } from '../settings/service.ts';
import { type QuoteTax, quoteTax, sellerTaxOf, taxLabels } from './tax.ts';

export type PaymentMethod = 'online' | 'cod';

/** A cart line at today's price: `price` is the unit price and `lineTotal` price x quantity (paise). */
export type QuoteLine = {
  product_id: number;
  pl_id: number;
  name: string;
  label: string;
  total_ml: number;
  image: string | null;
  price: number;
  quantity: number;
  remaining: number;
  lineTotal: number;
  /** The product's GST data today (null until the admin sets it). */
  hsn_code: string | null;
  gst_rate: number | null;
};

/** A reduction of the subtotal (coupons, offers). None yet: the coupons issue adds them here. */
export type Offer = { code: string; label: string; amountPaise: number };
/** A tax included in the prices (D22: CGST + SGST or IGST); none when the shop has no GSTIN. */
export type Tax = { label: string; amountPaise: number };

/** Where the quote is going: the payment method, the PIN code (COD rules) and the state (the GST split). */
export type QuoteFor = { method: PaymentMethod; postalCode: string; state?: string };

/** Each step of the pipeline, in order, in paise. Placing an order stores exactly these figures. */
export type Quote = {
  lines: QuoteLine[];
  subtotal: number;
  offers: Offer[];
  volumeMl: number;
  delivery: number;
  codFee: number;
  taxes: Tax[];
  /** The GST breakup per line and fee that placing an order stores; null when the shop has no GSTIN. */
  tax: QuoteTax | null;
  total: number;
};

/** Which cart to price: a customer's server cart, or a guest's browser list. */
export type CartRef = { userId: number } | { guest: readonly GuestCartItemBody[] };

export async function codSettingsOf(db: DbOrTx): Promise<CodSettings> {
  return getSetting<CodSettings>(db, 'cod', defaultCodSettings);
}

const lineColumns = sql`p.id as product_id, pl.id as pl_id, p.name, l.label, l.total_ml,
  pl.discounted_price_paise as price, c.quantity, pl.remaining_qty as remaining, p.hsn_code, p.gst_rate,
  (select pi.image from product_images pi where pi.product_litre_id = pl.id order by pi.position, pi.id limit 1) as image`;

/** The cart's lines at the database's prices; a guest's lines whose product or size is gone are left out. */
async function cartLines(db: DbOrTx, cart: CartRef): Promise<QuoteLine[]> {
  let found: Omit<QuoteLine, 'lineTotal'>[];
  if ('userId' in cart) {
    found = await rows(
      db,
      sql`select ${lineColumns}
        from cart_items c join product_litres pl on pl.id = c.product_litre_id
        join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
        where c.user_id = ${cart.userId} order by c.created_at, c.id`,
    );
  } else {
    if (cart.guest.length === 0) return [];
    const values = sql.join(
      cart.guest.map((i, n) => sql`(${n}::int, ${i.productId}::int, ${i.pl_id}::int, ${i.quantity}::int)`),
      sql`, `,
    );
    found = await rows(
      db,
      sql`select ${lineColumns}
        from (values ${values}) as c(n, product_id, pl_id, quantity)
        join product_litres pl on pl.id = c.pl_id and pl.product_id = c.product_id
        join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
        order by c.n`,
    );
  }
  return found.map((l) => ({ ...l, lineTotal: l.price * l.quantity }));
}

/**
 * The pipeline over priced lines. Cash on delivery that the shop refuses (off, or a blocked PIN code) throws
 * Unprocessable with the reason; a PIN code on the fee list adds the COD fee. With a GSTIN, a line whose product
 * has no HSN code or rate throws Unprocessable naming it.
 */
async function quoteLines(db: DbOrTx, lines: QuoteLine[], to: QuoteFor): Promise<Quote> {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const offers: Offer[] = [];
  const afterOffers = subtotal - offers.reduce((sum, o) => sum + o.amountPaise, 0);
  const settings = await getSetting<DeliverySettings>(db, 'delivery', defaultDelivery);
  const volume = lines.map((l) => ({ totalMl: l.total_ml, quantity: l.quantity }));
  const delivery = deliveryChargePaise(volume, settings);
  let codFee = 0;
  if (to.method === 'cod') {
    const cod = await codSettingsOf(db);
    if (!cod.enabled) throw new Unprocessable(checkoutMessages.codDisabled);
    if (cod.blockedPinCodes.includes(to.postalCode)) throw new Unprocessable(checkoutMessages.codUnavailable);
    if (cod.feePinCodes.includes(to.postalCode)) codFee = cod.feePaise;
  }
  // Prices include GST (D22): tax lines split what is already in the total and never add to it. Offers are
  // none yet; when they come, each line's amount after its share of them is what is taxed.
  const tax = quoteTax(
    await sellerTaxOf(db),
    lines.map((l) => ({ name: l.name, hsnCode: l.hsn_code, gstRate: l.gst_rate, amountPaise: l.lineTotal })),
    [delivery, codFee],
    to.state,
  );
  return {
    lines,
    subtotal,
    offers,
    volumeMl: volume.reduce((sum, l) => sum + l.totalMl * l.quantity, 0),
    delivery,
    codFee,
    taxes: taxLabels(tax),
    tax,
    total: afterOffers + delivery + codFee,
  };
}

/** The GST inside the quote's total, all taxes added up. */
const gstOf = (quote: Quote) => quote.taxes.reduce((sum, t) => sum + t.amountPaise, 0);

/** The quote, or for refused cash on delivery the online quote and why COD was refused. */
async function quoteOrReason(db: DbOrTx, lines: QuoteLine[], to: QuoteFor) {
  try {
    return { quote: await quoteLines(db, lines, to), codMessage: null };
  } catch (error) {
    if (to.method !== 'cod' || !(error instanceof Unprocessable)) throw error;
    return { quote: await quoteLines(db, lines, { ...to, method: 'online' }), codMessage: error.message };
  }
}

/** The customer's cart, quoted for placing an order: an empty cart or refused cash on delivery throws 422. */
export async function quoteCart(db: DbOrTx, userId: number, to: QuoteFor): Promise<Quote> {
  const lines = await cartLines(db, { userId });
  if (lines.length === 0) throw new Unprocessable(checkoutMessages.cartEmpty);
  return quoteLines(db, lines, to);
}

/** POST /api/order/quote: the checkout summary in rupees; for COD it says whether the PIN code allows it. */
export async function quoteView(ctx: { db: DbOrTx }, userId: number, to: QuoteFor) {
  const lines = await cartLines(ctx.db, { userId });
  if (lines.length === 0) throw new Unprocessable(checkoutMessages.cartEmpty);
  const { quote, codMessage } = await quoteOrReason(ctx.db, lines, to);
  return {
    subtotal: paiseToRupees(quote.subtotal),
    delivery_charge: paiseToRupees(quote.delivery),
    codFee: paiseToRupees(quote.codFee),
    total: paiseToRupees(quote.total),
    gst: paiseToRupees(gstOf(quote)),
    lines: quote.lines.length,
    codAvailable: codMessage === null,
    codMessage,
  };
}

/** POST /api/cart/quote: any cart (a customer's or a guest's) as the shared contract; an empty cart quotes 0. */
export async function cartQuote(ctx: { db: DbOrTx }, cart: CartRef, to: QuoteFor): Promise<CartQuote> {
  const lines = await cartLines(ctx.db, cart);
  const { quote, codMessage } = await quoteOrReason(ctx.db, lines, to);
  return {
    lines: quote.lines.map((l) => ({
      productId: l.product_id,
      pl_id: l.pl_id,
      name: l.name,
      size: l.label,
      totalMl: l.total_ml,
      quantity: l.quantity,
      unitPaise: l.price,
      linePaise: l.lineTotal,
    })),
    subtotalPaise: quote.subtotal,
    offers: quote.offers,
    volumeMl: quote.volumeMl,
    deliveryPaise: quote.delivery,
    codFeePaise: quote.codFee,
    taxes: quote.taxes,
    gstPaise: gstOf(quote),
    totalPaise: quote.total,
    codAvailable: codMessage === null,
    codMessage,
  };
}
