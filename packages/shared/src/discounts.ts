// Discounts' arithmetic: which promotions a cart may have, how much each takes off and how that is split
// across the lines, in integer paise only. Pure functions: the pricing module feeds them the cart, the
// promotions and their usage, and stores what they answer; nothing else works out a discount (D3, D4).
// Decisions 0150 (rounding and the split), 0151 (how an automatic offer and a code combine).
import type { CouponRefusalCode } from './error-codes.ts';
import { type PromotionAction, type PromotionScope, promotionMessages } from './promotions.ts';

/** A cart line as the offers see it: the product (its category, whether it is a combo), unit price and units. */
export type OfferLine = {
  productId: number;
  categoryId: number | null;
  combo: boolean;
  unitPaise: number;
  quantity: number;
};

/** A promotion's rules, as stored (paise, instants). */
export type PromotionRule = {
  id: number;
  name: string;
  code: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  minCartPaise: number;
  appliesTo: PromotionScope;
  categoryIds: readonly number[];
  productIds: readonly number[];
  firstOrderOnly: boolean;
  onlineOnly: boolean;
  action: PromotionAction;
  percent: number | null;
  capPaise: number | null;
  amountPaise: number | null;
  buyQty: number | null;
  getQty: number | null;
};

/** How often a promotion is used now: by every order, and by this customer's (0 for a guest). */
export type PromotionUsage = { uses: number; customerUses: number };

/** Who is buying, how, and when. `firstOrder`: a signed-in customer without a placed order yet. */
export type OfferContext = {
  now: Date;
  method: 'online' | 'cod';
  signedIn: boolean;
  firstOrder: boolean;
};

/** A discount the cart gets: off the lines (with each line's share) or the delivery charge waived. */
export type AppliedOffer = {
  promotionId: number;
  code: string | null;
  label: string;
  kind: 'lines' | 'delivery';
  amountPaise: number;
  /** Each line's share (all zero for a delivery waiver); they add up to amountPaise for `lines`. */
  lineDiscounts: number[];
};

/**
 * Splits `amount` paise across `weights` in proportion (the largest-remainder rule): each share is the floor of
 * its exact part, and the paise left over go one each to the largest remainders, ties to the earlier line. The
 * shares add up to `amount` exactly; with amount <= sum(weights) no share exceeds its weight. BigInt inside, so
 * amount x weight never loses a paisa to floating point.
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const a = BigInt(amount);
  const t = BigInt(total);
  const parts = weights.map((w, i) => {
    const exact = a * BigInt(Math.max(0, w));
    return { i, share: exact / t, rest: exact % t };
  });
  let left = a - parts.reduce((sum, p) => sum + p.share, 0n);
  const order = [...parts].sort((x, y) => (y.rest > x.rest ? 1 : y.rest < x.rest ? -1 : x.i - y.i));
  for (const p of order) {
    if (left <= 0n) break;
    if (p.rest === 0n) continue;
    p.share += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.share));
}

/** Whether a line is one the promotion applies to (its scope: all, categories, products or combos). */
export function lineEligible(
  rule: Pick<PromotionRule, 'appliesTo' | 'categoryIds' | 'productIds'>,
  line: OfferLine,
) {
  switch (rule.appliesTo) {
    case 'all':
      return true;
    case 'categories':
      return line.categoryId !== null && rule.categoryIds.includes(line.categoryId);
    case 'products':
      return rule.productIds.includes(line.productId);
    case 'combos':
      return line.combo;
  }
}

/** p % of an amount, rounded down to the paisa (decision 0150: an offer never gives more than it says). */
export function percentOf(amountPaise: number, percent: number): number {
  return Math.floor((amountPaise * percent) / 100);
}

/**
 * Buy X get Y: of the eligible units, floor(n / (X + Y)) x Y are free, and the free ones are the cheapest (ties:
 * the later line's first). Answers each line's discount (its free units at its unit price, never above what is
 * left of the line).
 */
export function buyXGetY(
  units: readonly { unitPaise: number; quantity: number; leftPaise: number }[],
  buyQty: number,
  getQty: number,
): number[] {
  const n = units.reduce((sum, u) => sum + u.quantity, 0);
  let free = Math.floor(n / (buyQty + getQty)) * getQty;
  const discounts = units.map(() => 0);
  const cheapestFirst = units
    .map((u, i) => ({ ...u, i }))
    .filter((u) => u.quantity > 0)
    .sort((a, b) => a.unitPaise - b.unitPaise || b.i - a.i);
  for (const u of cheapestFirst) {
    if (free <= 0) break;
    const take = Math.min(free, u.quantity);
    discounts[u.i] = Math.min(u.leftPaise, take * u.unitPaise);
    free -= take;
  }
  return discounts;
}

/** A code refused: SPEC's message for the shopper and the code a client decides by. */
export type CodeRefusal = { message: string; code: CouponRefusalCode };

/**
 * Why the promotion does not apply to this cart, or null when it does. Checked in this order: active and in its
 * window (else the unknown code's answer: decision 0287), uses left in all, signed in (per-customer and
 * first-order rules need a customer; asked only of a code a customer could use now), the customer's own uses,
 * first order, online payment, eligible items, minimum cart (on the subtotal at today's prices).
 */
export function refusalOf(
  rule: PromotionRule,
  usage: PromotionUsage,
  lines: readonly OfferLine[],
  ctx: OfferContext,
): CodeRefusal | null {
  const no = (message: string, code: CouponRefusalCode): CodeRefusal => ({ message, code });
  // Disabled, not started and expired read as no such code: trying codes tells nobody which ones exist.
  const running =
    rule.active && !(rule.startsAt && ctx.now < rule.startsAt) && !(rule.endsAt && ctx.now >= rule.endsAt);
  if (!running) return no(promotionMessages.unknown, 'COUPON_NOT_FOUND');
  if (rule.usageLimit !== null && usage.uses >= rule.usageLimit)
    return no(promotionMessages.used, 'COUPON_USED_UP');
  if (!ctx.signedIn && (rule.perCustomerLimit !== null || rule.firstOrderOnly))
    return no(promotionMessages.signIn, 'COUPON_SIGN_IN_REQUIRED');
  if (rule.perCustomerLimit !== null && usage.customerUses >= rule.perCustomerLimit)
    return no(promotionMessages.used, 'COUPON_USED_UP');
  if (rule.firstOrderOnly && !ctx.firstOrder)
    return no(promotionMessages.firstOrderOnly, 'COUPON_FIRST_ORDER_ONLY');
  if (rule.onlineOnly && ctx.method !== 'online')
    return no(promotionMessages.onlineOnly, 'COUPON_ONLINE_ONLY');
  if (!lines.some((l) => l.quantity > 0 && lineEligible(rule, l)))
    return no(promotionMessages.notForItems, 'COUPON_NOT_ELIGIBLE');
  const subtotal = lines.reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
  if (subtotal < rule.minCartPaise)
    return no(promotionMessages.minCart(rule.minCartPaise), 'COUPON_MIN_CART');
  return null;
}

/** Why the promotion does not apply to this cart (the shopper's message), or null when it does (see refusalOf). */
export function refusal(
  rule: PromotionRule,
  usage: PromotionUsage,
  lines: readonly OfferLine[],
  ctx: OfferContext,
): string | null {
  return refusalOf(rule, usage, lines, ctx)?.message ?? null;
}

/**
 * What the promotion takes off, given what is left of each line (after an earlier offer) and of the delivery
 * charge: percent of the eligible lines (rounded down, at most the cap), a fixed amount (at most the eligible
 * lines), the cheapest eligible units free, or the delivery charge waived. Lines' shares are split in proportion
 * to what is left of them (largest remainders), except buy X get Y, whose free units carry their own discount.
 */
export function offerOf(
  rule: PromotionRule,
  lines: readonly OfferLine[],
  leftPaise: readonly number[],
  deliveryLeftPaise: number,
): AppliedOffer {
  const base = { promotionId: rule.id, code: rule.code, label: rule.name };
  const eligible = lines.map((l) => lineEligible(rule, l));
  const weights = leftPaise.map((left, i) => (eligible[i] ? Math.max(0, left) : 0));
  const eligibleValue = weights.reduce((sum, w) => sum + w, 0);
  const none = lines.map(() => 0);
  const linesOffer = (amountPaise: number, lineDiscounts = splitByWeight(amountPaise, weights)) => ({
    ...base,
    kind: 'lines' as const,
    amountPaise: lineDiscounts.reduce((sum, d) => sum + d, 0),
    lineDiscounts,
  });
  switch (rule.action) {
    case 'percent': {
      const off = percentOf(eligibleValue, rule.percent ?? 0);
      return linesOffer(rule.capPaise !== null ? Math.min(off, rule.capPaise) : off);
    }
    case 'fixed':
      return linesOffer(Math.min(rule.amountPaise ?? 0, eligibleValue));
    case 'bxgy':
      return linesOffer(
        0,
        buyXGetY(
          lines.map((l, i) => ({
            unitPaise: l.unitPaise,
            quantity: eligible[i] ? l.quantity : 0,
            leftPaise: weights[i]!,
          })),
          rule.buyQty ?? 1,
          rule.getQty ?? 1,
        ),
      );
    case 'free_delivery':
      return { ...base, kind: 'delivery', amountPaise: Math.max(0, deliveryLeftPaise), lineDiscounts: none };
  }
}

/** A promotion with its usage, as the pricing module loads it. */
export type PromotionWithUsage = { rule: PromotionRule; usage: PromotionUsage };

/** The discounts of a cart: the offers (with their line shares), each line's total share, the code's fate. */
export type CartDiscounts = {
  offers: AppliedOffer[];
  /** Each line's share of every `lines` offer; never above the line. */
  lineDiscounts: number[];
  /** The `lines` offers added up (= sum of lineDiscounts). */
  discountPaise: number;
  /** The delivery charge waived (a free-delivery offer); the COD fee is never discounted. */
  deliveryWaivedPaise: number;
  /** The code applied, as the promotion spells it; or null, with the reason in codeMessage when one was given. */
  codeApplied: string | null;
  codeMessage: string | null;
  /** The refused code's error code, beside codeMessage (null when no code was refused). */
  codeRefusal: CouponRefusalCode | null;
};

/**
 * The cart's discounts (decision 0151): the best automatic offer (the largest saving; ties to the older
 * promotion) plus at most one code, worked out on what the automatic offer left of each line and of the delivery
 * charge, so lines never go below zero and the delivery charge is waived at most once. `code` is what the shopper
 * typed (undefined: none) and `codePromotion` the active promotion with that code (null: no such code).
 */
export function cartDiscounts(input: {
  lines: readonly OfferLine[];
  deliveryPaise: number;
  automatic: readonly PromotionWithUsage[];
  code?: string;
  codePromotion: PromotionWithUsage | null;
  ctx: OfferContext;
}): CartDiscounts {
  const { lines, ctx } = input;
  const full = lines.map((l) => l.unitPaise * l.quantity);
  let best: AppliedOffer | null = null;
  for (const p of [...input.automatic].sort((a, b) => a.rule.id - b.rule.id)) {
    if (refusal(p.rule, p.usage, lines, ctx) !== null) continue;
    const offer = offerOf(p.rule, lines, full, input.deliveryPaise);
    if (offer.amountPaise > 0 && (!best || offer.amountPaise > best.amountPaise)) best = offer;
  }
  const offers: AppliedOffer[] = best ? [best] : [];
  const left = full.map((f, i) => f - (best?.lineDiscounts[i] ?? 0));
  let deliveryLeft = input.deliveryPaise - (best?.kind === 'delivery' ? best.amountPaise : 0);
  let codeApplied: string | null = null;
  let refused: CodeRefusal | null = null;
  const typed = input.code?.trim();
  if (typed) {
    const p = input.codePromotion;
    if (!p) refused = { message: promotionMessages.unknown, code: 'COUPON_NOT_FOUND' };
    else refused = refusalOf(p.rule, p.usage, lines, ctx);
    if (p && !refused) {
      const offer = offerOf(p.rule, lines, left, deliveryLeft);
      if (offer.amountPaise > 0) {
        offers.push(offer);
        codeApplied = p.rule.code;
        for (const [i, d] of offer.lineDiscounts.entries()) left[i]! -= d;
        if (offer.kind === 'delivery') deliveryLeft -= offer.amountPaise;
      } else if (p.rule.action === 'free_delivery')
        // Delivery is free already: the code is fine, it just saves nothing (and is not used up).
        codeApplied = p.rule.code;
      else refused = { message: promotionMessages.notForItems, code: 'COUPON_NOT_ELIGIBLE' };
    }
  }
  const lineDiscounts = full.map((f, i) => f - left[i]!);
  return {
    offers,
    lineDiscounts,
    discountPaise: lineDiscounts.reduce((sum, d) => sum + d, 0),
    deliveryWaivedPaise: input.deliveryPaise - deliveryLeft,
    codeApplied,
    codeMessage: refused?.message ?? null,
    codeRefusal: refused?.code ?? null,
  };
}

/**
 * The discount on `units` of a line of `quantity` units that carried `lineDiscountPaise` (a return or a credit
 * note of some units): its share, rounded up so that what is paid back (price x units less this) never exceeds
 * what the shopper paid for them; all of it for the whole line (decision 0150).
 */
export function discountOfUnits(lineDiscountPaise: number, quantity: number, units: number): number {
  if (units >= quantity) return lineDiscountPaise;
  if (units <= 0 || lineDiscountPaise <= 0) return 0;
  return Math.ceil((lineDiscountPaise * units) / quantity);
}
