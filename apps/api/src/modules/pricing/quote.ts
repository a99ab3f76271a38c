// Pricing (D4, D5, D22; decision 0050): the one place a cart becomes money. Lines at the server's prices ->
// offers -> delivery charge -> COD fee -> taxes -> total, in integer paise. The cart, the checkout summary and
// order placement all read this quote; nothing else adds up a total.

import { createOrderMessages } from '@chamak/shared/admin-create-order';
import type { GuestCartItemBody } from '@chamak/shared/cart';
import { type CodSettings, defaultCodSettings } from '@chamak/shared/checkout';
import { type DeliverySettings, deliveryChargePaise } from '@chamak/shared/delivery';
import { type DeliveryEstimate, pinCodePattern } from '@chamak/shared/delivery-estimate';
import { type CartDiscounts, cartDiscounts, type OfferLine } from '@chamak/shared/discounts';
import type { CouponRefusalCode } from '@chamak/shared/error-codes';
import { checkoutMessages } from '@chamak/shared/messages';
import { formatRupees, paiseToRupees } from '@chamak/shared/money';
import type { CartQuote } from '@chamak/shared/pricing';
import { type PriceTier, unitPriceFor } from '@chamak/shared/quantity-prices';
import { defaultDelivery } from '@chamak/shared/shop-defaults';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { Conflict, Unprocessable } from '../../plugins/errors.ts';
import { type CodBuyer, type CodVerdict, codVerdict } from '../cod-risk/index.ts';
import { codAtPin, estimateDelivery, parcelWeightKg, type ShippingProvider } from '../delivery/index.ts';
import { runningOffers } from '../promotions/index.ts';
import { getSetting } from '../settings/index.ts';
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
  /** What promotions read of the product: its category and whether it is a combo. */
  category_id: number | null;
  combos: boolean;
  /** This line's share of the `lines` offers (paise); its GST is on lineTotal - discount. */
  discount: number;
};

/** A discount: an automatic offer or the shopper's code; `lines` off the goods, `delivery` waived. */
export type Offer = {
  /** Null for the subscriber discount, which is no promotion. */
  promotionId: number | null;
  code: string | null;
  label: string;
  kind: 'lines' | 'delivery';
  amountPaise: number;
};
/** A tax included in the prices (D22: CGST + SGST or IGST); none when the shop has no GSTIN. */
export type Tax = { label: string; amountPaise: number };

/**
 * Where the quote is going: the payment method, the PIN code (COD rules), the state (the GST split) and the
 * discount code the shopper entered, if any.
 */
export type QuoteFor = {
  method: PaymentMethod;
  postalCode: string;
  state?: string;
  code?: string;
  /** For cash on delivery: who it goes to (the score's phone number and address), as far as the checkout knows. */
  buyer?: Partial<CodBuyer>;
};

/** Each step of the pipeline, in order, in paise. Placing an order stores exactly these figures. */
export type Quote = {
  lines: QuoteLine[];
  subtotal: number;
  offers: Offer[];
  /** The `lines` offers added up (each line's `discount`, summed). */
  discount: number;
  volumeMl: number;
  /** The delivery charge before a free-delivery offer; `deliveryWaived` is what such an offer took off it. */
  delivery: number;
  deliveryWaived: number;
  codFee: number;
  taxes: Tax[];
  /** The GST breakup per line and fee that placing an order stores; null when the shop has no GSTIN. */
  tax: QuoteTax | null;
  /** subtotal - every offer + delivery + codFee. */
  total: number;
  /** The code applied (as the promotion spells it), or null with why in codeMessage when one was refused. */
  codeApplied: string | null;
  codeMessage: string | null;
  /** The refused code's error code, beside codeMessage. */
  codeRefusal: CouponRefusalCode | null;
  /** How much less the same cart costs paid online than on delivery (prepaid offers, COD fee); 0 if COD is off. */
  onlineSavings: number;
  /** The delivery estimate for the quote's PIN code and this cart's parcel: what an order placed with it promises. */
  estimate: DeliveryEstimate | null;
  /** A cash quote's verdict under the COD rules (its score, confirmation and advance); null for online. */
  cod: CodVerdict | null;
};

/**
 * What the delivery estimate needs besides the database: Shiprocket when configured, and the clock. The quote
 * asks it whether the PIN code is served and whether its zone and couriers take cash.
 */
export type DeliveryReach = { shipping?: ShippingProvider | null; now?: Date };

/** The estimate for the quote's PIN code and the cart's parcel; null before a valid PIN code is given. */
async function reachOf(
  db: DbOrTx,
  reach: DeliveryReach,
  to: QuoteFor,
  lines: readonly QuoteLine[],
): Promise<DeliveryEstimate | null> {
  if (!pinCodePattern.test(to.postalCode) || lines.length === 0) return null;
  const volume = lines.reduce((sum, l) => sum + l.total_ml * l.quantity, 0);
  // Only Shiprocket and the clock are taken from `reach`: the database is the caller's (its transaction, if any).
  return estimateDelivery(
    { db, shipping: reach.shipping ?? null, ...(reach.now ? { now: reach.now } : {}) },
    { pin: to.postalCode, weightKg: parcelWeightKg(volume), withPlace: true },
  );
}

/** Which cart to price: a customer's server cart, or a guest's browser list. */
export type CartRef = { userId: number } | { guest: readonly GuestCartItemBody[] };

export async function codSettingsOf(db: DbOrTx): Promise<CodSettings> {
  return getSetting<CodSettings>(db, 'cod', defaultCodSettings);
}

const lineColumns = sql`p.id as product_id, pl.id as pl_id, p.name, l.label, l.total_ml,
  pl.discounted_price_paise as price, c.quantity, pl.remaining_qty as remaining,
  p.category_id, p.combos,
  (select pi.image from product_images pi where pi.product_litre_id = pl.id order by pi.position, pi.id limit 1) as image`;

/**
 * A line's HSN code and GST rate in force at the quote's instant (decision 0342): an order placed before a change
 * is taxed at the old rate, one placed after at the new, whatever products.hsn_code/gst_rate say.
 */
function taxColumns(at: Date) {
  const instant = sql`${at.toISOString()}::timestamptz`;
  return sql`(select g.hsn_code from gst_rate_at(p.id, ${instant}) g) as hsn_code,
    (select g.gst_rate from gst_rate_at(p.id, ${instant}) g) as gst_rate`;
}

/**
 * The cart's lines at the database's prices, taxed at the rates in force at `at`; a guest's lines whose product
 * or size is gone are left out.
 */
async function cartLines(db: DbOrTx, cart: CartRef, at: Date = new Date()): Promise<QuoteLine[]> {
  let found: Omit<QuoteLine, 'lineTotal' | 'discount'>[];
  const tiers = tiersOf(db, cart);
  if ('userId' in cart) {
    found = await rows(
      db,
      sql`select ${lineColumns}, ${taxColumns(at)}
        from cart_items c join product_litres pl on pl.id = c.product_litre_id
        join products p on p.id = pl.product_id and p.status = 'active' join litres l on l.id = pl.litre_id
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
      sql`select ${lineColumns}, ${taxColumns(at)}
        from (values ${values}) as c(n, product_id, pl_id, quantity)
        join product_litres pl on pl.id = c.pl_id and pl.product_id = c.product_id
        join products p on p.id = pl.product_id and p.status = 'active' join litres l on l.id = pl.litre_id
        order by c.n`,
    );
  }
  const sizeTiers = await tiers;
  return found.map((l) => atQuantityPrice(l, sizeTiers.get(l.pl_id) ?? []));
}

/**
 * The quantity prices (decision 0341) of the cart's sizes that have any, by size: read beside the cart's lines, so
 * a cart without them costs no wait.
 */
function tiersOf(db: DbOrTx, cart: CartRef): Promise<Map<number, PriceTier[]>> {
  const sizes =
    'userId' in cart
      ? sql`id in (select product_litre_id from cart_items where user_id = ${cart.userId})`
      : sql`id = any(${arrayLiteral(cart.guest.map((i) => i.pl_id))}::int[])`;
  const tiers = rows<{ id: number; price_tiers: PriceTier[] }>(
    db,
    sql`select id, price_tiers from product_litres where ${sizes} and price_tiers <> '[]'::jsonb`,
  ).then((found) => new Map(found.map((t) => [t.id, t.price_tiers])));
  // Awaited by cartLines; an empty guest cart returns before that, so a failure here must not go unhandled.
  tiers.catch(() => {});
  return tiers;
}

/**
 * A line at its quantity's unit price: the lower of the size's selling price (a sale included) and the tier its
 * quantity reaches. Offers and GST then work on that price as on any other.
 */
function atQuantityPrice(
  line: Omit<QuoteLine, 'lineTotal' | 'discount'>,
  tiers: readonly PriceTier[],
): QuoteLine {
  const price = unitPriceFor(line.price, line.quantity, tiers);
  return { ...line, price, lineTotal: price * line.quantity, discount: 0 };
}

/** What prices a cart besides its lines: the delivery and COD settings, the running promotions, the seller. */
type PricingRules = {
  settings: DeliverySettings;
  cod: CodSettings;
  running: Awaited<ReturnType<typeof runningOffers>>;
  seller: Awaited<ReturnType<typeof sellerTaxOf>>;
};

/**
 * Reads the pricing rules all at once, started beside the cart's lines (PostgreSQL runs them side by side outside
 * a transaction): the quote follows every cart change, so it must stay a few milliseconds.
 */
export function rulesOf(
  db: DbOrTx,
  to: QuoteFor,
  userId: number | null,
  exceptOrderId?: number,
): Promise<PricingRules> {
  const rules = Promise.all([
    getSetting<DeliverySettings>(db, 'delivery', defaultDelivery),
    codSettingsOf(db),
    runningOffers(db, {
      userId,
      ...(to.code ? { code: to.code } : {}),
      ...(exceptOrderId === undefined ? {} : { exceptOrderId }),
    }),
    sellerTaxOf(db),
  ]).then(([settings, cod, running, seller]) => ({ settings, cod, running, seller }));
  // Awaited by the pipeline; an empty cart throws before that, so a failure here must not go unhandled.
  rules.catch(() => {});
  return rules;
}

/**
 * The pipeline over priced lines. Cash on delivery that the shop refuses (off, or a blocked PIN code) throws
 * Unprocessable with the reason; a PIN code on the fee list adds the COD fee. Offers: the running promotions
 * are read once and the discounts worked out for this payment method and for the other one (what paying
 * online saves). With a GSTIN, a line whose product has no HSN code or rate throws Unprocessable naming it.
 */
export async function quoteLines(
  lines: QuoteLine[],
  to: QuoteFor,
  userId: number | null,
  rules: Promise<PricingRules>,
  reach: DeliveryEstimate | null,
  subscriberPercent = 0,
  /** A placed order's own delivery charge (before any waiver), kept when it is re-quoted. */
  fixedDeliveryPaise?: number,
  /** A discount the shop gives an order it creates (decision 0354), on what the offers left. */
  shop?: ShopDiscountRule,
): Promise<Quote> {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const { settings, cod, seller, running: offersNow } = await rules;
  const running = lines.length === 0 ? null : offersNow;
  const volume = lines.map((l) => ({ totalMl: l.total_ml, quantity: l.quantity }));
  const delivery = fixedDeliveryPaise ?? deliveryChargePaise(volume, settings);
  // With a PIN code, its delivery estimate says whether cash is taken there and the fee (the zone's, else the
  // COD settings' fee list; both worked out by codAtPin); without one, the COD settings alone.
  const atPin = reach
    ? {
        refusal: reach.cod.available
          ? null
          : cod.enabled
            ? checkoutMessages.codUnavailable
            : checkoutMessages.codDisabled,
        feePaise: reach.cod.feePaise,
      }
    : codAtPin(to.postalCode, cod, null);
  const codRefused = atPin.refusal;
  if (to.method === 'cod' && codRefused)
    // Off for the whole shop, or not at this PIN code: the shopper may pay online either way.
    throw new Unprocessable(codRefused, cod.enabled ? 'COD_NOT_AVAILABLE' : 'COD_DISABLED');
  const feeHere = atPin.feePaise;
  const codFee = to.method === 'cod' ? feeHere : 0;
  const offerLines: OfferLine[] = lines.map((l) => ({
    productId: l.product_id,
    categoryId: l.category_id,
    combo: l.combos,
    unitPaise: l.price,
    quantity: l.quantity,
  }));
  const discountsFor = (method: PaymentMethod): CartDiscounts =>
    running
      ? cartDiscounts({
          lines: offerLines,
          deliveryPaise: delivery,
          automatic: running.automatic,
          ...(to.code ? { code: to.code } : {}),
          codePromotion: running.codePromotion,
          ctx: { now: new Date(), method, signedIn: userId !== null, firstOrder: running.firstOrder },
        })
      : {
          offers: [],
          lineDiscounts: lines.map(() => 0),
          discountPaise: 0,
          deliveryWaivedPaise: 0,
          codeApplied: null,
          codeMessage: null,
          codeRefusal: null,
        };
  const d = discountsFor(to.method);
  // A subscription's renewal (decision 0326): its discount is a line of its own, on what the offers left.
  const subscriber = lines.map((l, i) =>
    Math.floor(((l.lineTotal - (d.lineDiscounts[i] ?? 0)) * subscriberPercent) / 100),
  );
  const subscriberPaise = subscriber.reduce((sum, n) => sum + n, 0);
  const priced = lines.map((l, i) => ({ ...l, discount: (d.lineDiscounts[i] ?? 0) + (subscriber[i] ?? 0) }));
  const offers: Offer[] = d.offers.map(({ lineDiscounts: _, ...o }) => o);
  if (subscriberPaise > 0)
    offers.push({
      promotionId: null,
      code: null,
      label: `Subscriber discount (${subscriberPercent}%)`,
      kind: 'lines',
      amountPaise: subscriberPaise,
    });
  // The shop's own discount (decision 0354): a named line like a promotion's, split across the lines on what the
  // offers left, so each line's GST is on its price after it (GST is inside the prices, D22).
  const shopSplit = shop
    ? splitShopDiscount(
        priced.map((l) => l.lineTotal - l.discount),
        shop,
      )
    : null;
  if (shop && shopSplit) {
    for (const [i, l] of priced.entries()) l.discount += shopSplit.lines[i] ?? 0;
    offers.push({
      promotionId: null,
      code: null,
      label: shop.label,
      kind: 'lines',
      amountPaise: shopSplit.total,
    });
  }
  const discountPaise = d.discountPaise + subscriberPaise + (shopSplit?.total ?? 0);
  const total = subtotal - discountPaise - d.deliveryWaivedPaise + delivery + codFee;
  // What paying online saves against cash on delivery (where the PIN code allows it): the other method's quote.
  let onlineSavings = 0;
  if (!codRefused) {
    const other = to.method === 'online' ? discountsFor('cod') : d;
    const online = to.method === 'online' ? d : discountsFor('online');
    const totalOf = (x: CartDiscounts, fee: number) =>
      subtotal - x.discountPaise - x.deliveryWaivedPaise + delivery + fee;
    onlineSavings = Math.max(0, totalOf(other, feeHere) - totalOf(online, 0));
  }
  // Prices include GST (D22): tax lines split what is already in the total and never add to it. Each line is
  // taxed on what is left of it after its share of the offers; delivery on what is left of it after a waiver.
  const tax = quoteTax(
    seller,
    priced.map((l) => ({
      name: l.name,
      hsnCode: l.hsn_code,
      gstRate: l.gst_rate,
      amountPaise: l.lineTotal - l.discount,
    })),
    [delivery - d.deliveryWaivedPaise, codFee],
    // The place of supply is where the parcel goes: the PIN code's state when the directory knows it (decision 0293).
    reach?.place?.state ?? to.state,
  );
  return {
    lines: priced,
    subtotal,
    offers,
    discount: discountPaise,
    volumeMl: volume.reduce((sum, l) => sum + l.totalMl * l.quantity, 0),
    delivery,
    deliveryWaived: d.deliveryWaivedPaise,
    codFee,
    taxes: taxLabels(tax),
    tax,
    total,
    codeApplied: d.codeApplied,
    codeMessage: d.codeMessage,
    codeRefusal: d.codeRefusal,
    onlineSavings,
    estimate: reach,
    cod: null,
  };
}

/** The shop's discount on an order it creates: a percent of the goods or an amount, named on the order. */
export type ShopDiscountRule = { label: string } & ({ percent: number } | { amountPaise: number });

/**
 * The shop's discount over what each line costs after the offers: at most all of it (refused with both amounts
 * otherwise), split in proportion, the paise left by rounding down going to the first lines with room.
 */
function splitShopDiscount(left: number[], shop: ShopDiscountRule): { total: number; lines: number[] } {
  const goods = left.reduce((sum, n) => sum + n, 0);
  const total = 'percent' in shop ? Math.floor((goods * shop.percent) / 100) : shop.amountPaise;
  if (total > goods)
    throw new Unprocessable(
      createOrderMessages.aboveGoods(formatRupees(total), formatRupees(goods)),
      'VALIDATION_FAILED',
    );
  const lines = left.map((n) => (goods === 0 ? 0 : Math.floor((n * total) / goods)));
  let rest = total - lines.reduce((sum, n) => sum + n, 0);
  for (let i = 0; rest > 0 && i < lines.length; i++) {
    const room = Math.min(rest, left[i]! - lines[i]!);
    lines[i]! += room;
    rest -= room;
  }
  return { total, lines };
}

/**
 * A cash quote judged by the shop's COD rules (decision 0338): refused (Unprocessable with the words the checkout
 * shows), or the quote with its verdict: the score, and whether it is held for confirmation.
 */
async function withCodRules(db: DbOrTx, to: QuoteFor, quote: Quote, now: Date | undefined): Promise<Quote> {
  if (to.method !== 'cod') return quote;
  const cod = await codVerdict(
    db,
    to.buyer,
    {
      totalPaise: quote.total,
      deliveryPaise: quote.delivery - quote.deliveryWaived,
      codFeePaise: quote.codFee,
      unitsOfOneSize: Math.max(0, ...quote.lines.map((l) => l.quantity)),
    },
    now,
  );
  if (cod.refusal) throw new Unprocessable(cod.refusal.message, cod.refusal.code);
  return { ...quote, cod };
}

/** The GST inside the quote's total, all taxes added up. */
const gstOf = (quote: Quote) => quote.taxes.reduce((sum, t) => sum + t.amountPaise, 0);

/** Whose cart: the customer (null for a guest), for per-customer limits and first-order offers. */
const ownerOf = (cart: CartRef) => ('userId' in cart ? cart.userId : null);

/** The quote, or for refused cash on delivery the online quote and why COD was refused. */
async function quoteOrReason(
  db: DbOrTx,
  now: Date | undefined,
  lines: QuoteLine[],
  to: QuoteFor,
  userId: number | null,
  rules: Promise<PricingRules>,
  reach: DeliveryEstimate | null,
) {
  try {
    const quote = await quoteLines(lines, to, userId, rules, reach);
    return { quote: lines.length ? await withCodRules(db, to, quote, now) : quote, codMessage: null };
  } catch (error) {
    if (to.method !== 'cod' || !(error instanceof Unprocessable)) throw error;
    return {
      quote: await quoteLines(lines, { ...to, method: 'online' }, userId, rules, reach),
      codMessage: error.message,
    };
  }
}

/** An undeliverable PIN code is refused with the estimate's words. */
function refuseUndeliverable(reach: DeliveryEstimate | null): void {
  if (reach && !reach.deliverable) throw new Unprocessable(reach.message, 'PIN_NOT_SERVICEABLE');
}

/**
 * The customer's cart, quoted for placing an order: an empty cart, a PIN code we do not deliver to, refused cash
 * on delivery or a refused code throws 422 with the reason (a code is never dropped silently to charge more
 * than the shopper was shown).
 */
export async function quoteCart(
  db: DbOrTx,
  userId: number,
  to: QuoteFor,
  delivery: DeliveryReach = {},
): Promise<Quote> {
  const rules = rulesOf(db, to, userId);
  const lines = await cartLines(db, { userId }, delivery.now);
  if (lines.length === 0) throw new Unprocessable(checkoutMessages.cartEmpty, 'CART_EMPTY');
  const reach = await reachOf(db, delivery, to, lines);
  refuseUndeliverable(reach);
  const quote = await quoteLines(lines, to, userId, rules, reach);
  if (quote.codeMessage) throw new Unprocessable(quote.codeMessage, quote.codeRefusal ?? 'COUPON_NOT_FOUND');
  return withCodRules(db, to, quote, delivery.now);
}

/**
 * One subscribed size, quoted as an online order to the subscription's address with the subscriber discount
 * (decision 0326): its first order and each renewal. Promotion codes do not apply; automatic offers do, and the
 * subscriber discount is taken off what they leave. A size no longer sold throws 409.
 */
export async function quoteSubscription(
  db: DbOrTx,
  userId: number,
  line: GuestCartItemBody,
  to: { postalCode: string; state: string },
  subscriberPercent: number,
  delivery: DeliveryReach = {},
): Promise<Quote> {
  const online: QuoteFor = { method: 'online', postalCode: to.postalCode, state: to.state };
  const rules = rulesOf(db, online, userId);
  const lines = await cartLines(db, { guest: [line] }, delivery.now);
  if (lines.length === 0) {
    await rules.catch(() => {});
    throw new Conflict('This size is no longer sold.', 'PRODUCT_UNAVAILABLE');
  }
  const reach = await reachOf(db, delivery, online, lines);
  refuseUndeliverable(reach);
  return quoteLines(lines, online, userId, rules, reach, subscriberPercent);
}

/** POST /api/order/quote: the checkout summary in rupees; for COD it says whether the PIN code allows it. */
export async function quoteView(ctx: { db: DbOrTx } & DeliveryReach, userId: number, to: QuoteFor) {
  const rules = rulesOf(ctx.db, to, userId);
  const lines = await cartLines(ctx.db, { userId }, ctx.now);
  if (lines.length === 0) throw new Unprocessable(checkoutMessages.cartEmpty, 'CART_EMPTY');
  const reach = await reachOf(ctx.db, ctx, to, lines);
  refuseUndeliverable(reach);
  const { quote, codMessage } = await quoteOrReason(ctx.db, ctx.now, lines, to, userId, rules, reach);
  return {
    subtotal: paiseToRupees(quote.subtotal),
    delivery_charge: paiseToRupees(quote.delivery),
    codFee: paiseToRupees(quote.codFee),
    total: paiseToRupees(quote.total),
    gst: paiseToRupees(gstOf(quote)),
    lines: quote.lines.length,
    codAvailable: codMessage === null,
    codMessage,
    codNotice: quote.cod?.notice ?? null,
    codAdvance: paiseToRupees(quote.cod?.advancePaise ?? 0),
    discount: paiseToRupees(quote.discount),
    offers: quote.offers.map((o) => ({
      label: o.label,
      code: o.code,
      kind: o.kind,
      amount: paiseToRupees(o.amountPaise),
    })),
    codeApplied: quote.codeApplied,
    codeMessage: quote.codeMessage,
    onlineSavings: paiseToRupees(quote.onlineSavings),
  };
}

/** POST /api/cart/quote: any cart (a customer's or a guest's) as the shared contract; an empty cart quotes 0. */
export async function cartQuote(
  ctx: { db: DbOrTx } & DeliveryReach,
  cart: CartRef,
  to: QuoteFor,
): Promise<CartQuote> {
  const rules = rulesOf(ctx.db, to, ownerOf(cart));
  const lines = await cartLines(ctx.db, cart, ctx.now);
  const reach = await reachOf(ctx.db, ctx, to, lines);
  const { quote, codMessage } = await quoteOrReason(ctx.db, ctx.now, lines, to, ownerOf(cart), rules, reach);
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
      discountPaise: l.discount,
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
    codNotice: quote.cod?.notice ?? null,
    codAdvancePaise: quote.cod?.advancePaise ?? 0,
    discountPaise: quote.discount,
    codeApplied: quote.codeApplied,
    codeMessage: quote.codeMessage,
    onlineSavingsPaise: quote.onlineSavings,
    // The checkout shows this on the PIN code field and does not place the order (placing refuses it too).
    deliveryMessage: reach && !reach.deliverable ? reach.message : null,
    estimate: reach,
  };
}

/**
 * An order the shop creates for a customer (decision 0354): the sizes and quantities given, at the server's prices
 * as the customer's own cart would be priced (the offers, delivery, COD fee and rules, GST), with the shop's
 * discount. A size no longer sold (gone, or its product draft or archived) is refused by name; an undeliverable PIN
 * code and refused cash on delivery as for the customer. `codLenient`: a refused COD is answered in `codMessage`
 * with the online quote (the staff page's live quote) instead of thrown.
 */
export async function quoteShopOrder(
  ctx: { db: DbOrTx } & DeliveryReach,
  userId: number | null,
  wanted: readonly GuestCartItemBody[],
  to: QuoteFor,
  shop?: ShopDiscountRule,
  codLenient = false,
): Promise<{ quote: Quote; codMessage: string | null }> {
  const rules = rulesOf(ctx.db, to, userId);
  const lines = await cartLines(ctx.db, { guest: wanted }, ctx.now);
  if (lines.length < wanted.length) {
    await rules.catch(() => {});
    const found = new Set(lines.map((l) => l.pl_id));
    const gone = wanted.find((w) => !found.has(w.pl_id))!;
    const [named] = await rows<{ name: string }>(
      ctx.db,
      sql`select p.name || coalesce(' (' || l.label || ')', '') as name from products p
        left join product_litres pl on pl.id = ${gone.pl_id} and pl.product_id = p.id
        left join litres l on l.id = pl.litre_id where p.id = ${gone.productId}`,
    );
    throw new Conflict(
      createOrderMessages.sizeGone(named?.name ?? 'A product on the order'),
      'PRODUCT_UNAVAILABLE',
    );
  }
  const reach = await reachOf(ctx.db, ctx, to, lines);
  refuseUndeliverable(reach);
  try {
    const quote = await quoteLines(lines, to, userId, rules, reach, 0, undefined, shop);
    return { quote: await withCodRules(ctx.db, to, quote, ctx.now), codMessage: null };
  } catch (error) {
    if (!codLenient || to.method !== 'cod' || !(error instanceof Unprocessable)) throw error;
    const quote = await quoteLines(
      lines,
      { ...to, method: 'online' },
      userId,
      rules,
      reach,
      0,
      undefined,
      shop,
    );
    return { quote, codMessage: error.message };
  }
}
