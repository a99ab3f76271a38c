// Discounts' arithmetic with worked examples (decisions 0150 and 0151): every figure in paise.
import { describe, expect, it } from 'vitest';
import {
  buyXGetY,
  cartDiscounts,
  discountOfUnits,
  type OfferContext,
  type OfferLine,
  offerOf,
  type PromotionRule,
  percentOf,
  refusal,
  refusalOf,
  splitByWeight,
} from './discounts.ts';
import { gstBreakup } from './gst.ts';
import { promotionMessages } from './promotions.ts';

const rule = (over: Partial<PromotionRule>): PromotionRule => ({
  id: 1,
  name: 'Offer',
  code: null,
  startsAt: null,
  endsAt: null,
  active: true,
  usageLimit: null,
  perCustomerLimit: null,
  minCartPaise: 0,
  appliesTo: 'all',
  categoryIds: [],
  productIds: [],
  firstOrderOnly: false,
  onlineOnly: false,
  action: 'percent',
  percent: 10,
  capPaise: null,
  amountPaise: null,
  buyQty: null,
  getQty: null,
  ...over,
});

const line = (productId: number, unitPaise: number, quantity: number, over: Partial<OfferLine> = {}) => ({
  productId,
  categoryId: 1,
  combo: false,
  unitPaise,
  quantity,
  ...over,
});

const ctx: OfferContext = {
  now: new Date('2026-11-24T10:00:00Z'),
  method: 'online',
  signedIn: true,
  firstOrder: false,
};
const unused = { uses: 0, customerUses: 0 };

describe('splitByWeight (largest remainders)', () => {
  it('splits ₹100 over ₹300, ₹200 and ₹100 lines as ₹50, ₹33.33, ₹16.67: the odd paisa to the largest remainder', () => {
    // exact parts: 5000, 3333.33, 1666.67 -> floors 5000, 3333, 1666 (1 paisa left) -> remainders .33 and .67
    expect(splitByWeight(10_000, [30_000, 20_000, 10_000])).toEqual([5000, 3333, 1667]);
  });

  it('gives tied remainders to the earlier line, and always adds up exactly', () => {
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(2, [5, 5, 5])).toEqual([1, 1, 0]);
    for (const [amount, weights] of [
      [997, [333, 333, 334]],
      [1, [7, 3]],
      [123_457, [99_999, 1, 50_000, 12_345]],
    ] as const)
      expect(splitByWeight(amount, weights).reduce((a, b) => a + b, 0)).toBe(amount);
  });

  it('never gives a line more than its weight when the amount is at most the total', () => {
    const shares = splitByWeight(3000, [1000, 1000, 1000]);
    expect(shares).toEqual([1000, 1000, 1000]);
    expect(splitByWeight(2999, [1, 2998])).toEqual([1, 2998]);
  });

  it('is exact for large amounts (no floating-point drift) and gives nothing to zero weights', () => {
    expect(splitByWeight(9_999_999, [9_999_999_999, 1, 0])).toEqual([9_999_999, 0, 0]);
    expect(splitByWeight(500, [0, 0])).toEqual([0, 0]);
  });
});

describe('the actions', () => {
  it('percent: 15% of ₹333.33 is ₹49.99 (rounded down), and a cap of ₹40 holds it', () => {
    expect(percentOf(33_333, 15)).toBe(4999);
    const lines = [line(1, 33_333, 1)];
    expect(offerOf(rule({ percent: 15 }), lines, [33_333], 0).amountPaise).toBe(4999);
    expect(offerOf(rule({ percent: 15, capPaise: 4000 }), lines, [33_333], 0).amountPaise).toBe(4000);
  });

  it('percent only off eligible lines: 10% off category 2 of a ₹500 + ₹250 x 2 cart is ₹50, all on the ₹500 line', () => {
    const lines = [line(1, 50_000, 1, { categoryId: 2 }), line(2, 25_000, 2, { categoryId: 3 })];
    const offer = offerOf(rule({ appliesTo: 'categories', categoryIds: [2] }), lines, [50_000, 50_000], 0);
    expect(offer).toMatchObject({ kind: 'lines', amountPaise: 5000, lineDiscounts: [5000, 0] });
  });

  it('fixed: ₹100 off a ₹300 + ₹150 cart splits ₹66.67 + ₹33.33; never more than the eligible lines', () => {
    const lines = [line(1, 30_000, 1), line(2, 15_000, 1)];
    expect(
      offerOf(rule({ action: 'fixed', amountPaise: 10_000 }), lines, [30_000, 15_000], 0).lineDiscounts,
    ).toEqual([6667, 3333]);
    const combosOnly = rule({ action: 'fixed', amountPaise: 50_000, appliesTo: 'combos' });
    const withCombo = [line(1, 30_000, 1, { combo: true }), line(2, 15_000, 1)];
    expect(offerOf(combosOnly, withCombo, [30_000, 15_000], 0)).toMatchObject({
      amountPaise: 30_000,
      lineDiscounts: [30_000, 0],
    });
  });

  it('buy 2 get 1: 5 eligible units give 1 free, the cheapest; 6 units give 2', () => {
    // ₹300 x 2 and ₹200 x 3: floor(5/3) x 1 = 1 free unit, the ₹200 one.
    expect(
      buyXGetY(
        [
          { unitPaise: 30_000, quantity: 2, leftPaise: 60_000 },
          { unitPaise: 20_000, quantity: 3, leftPaise: 60_000 },
        ],
        2,
        1,
      ),
    ).toEqual([0, 20_000]);
    // ₹300 x 2, ₹200 x 1, ₹100 x 3: floor(6/3) = 2 free units, both ₹100.
    expect(
      buyXGetY(
        [
          { unitPaise: 30_000, quantity: 2, leftPaise: 60_000 },
          { unitPaise: 20_000, quantity: 1, leftPaise: 20_000 },
          { unitPaise: 10_000, quantity: 3, leftPaise: 30_000 },
        ],
        2,
        1,
      ),
    ).toEqual([0, 0, 20_000]);
    // buy 1 get 1 with 3 units of ₹100 and 1 of ₹50: 2 free, the ₹50 and a ₹100.
    expect(
      buyXGetY(
        [
          { unitPaise: 10_000, quantity: 3, leftPaise: 30_000 },
          { unitPaise: 5000, quantity: 1, leftPaise: 5000 },
        ],
        1,
        1,
      ),
    ).toEqual([10_000, 5000]);
  });

  it('free delivery waives what is left of the delivery charge, never the lines', () => {
    const offer = offerOf(rule({ action: 'free_delivery' }), [line(1, 10_000, 1)], [10_000], 4900);
    expect(offer).toMatchObject({ kind: 'delivery', amountPaise: 4900, lineDiscounts: [0] });
  });
});

describe('refusal', () => {
  const cart = [line(1, 30_000, 1)];
  it('says why, in the order the shopper can act on', () => {
    expect(refusal(rule({ endsAt: new Date('2026-11-01T00:00:00Z') }), unused, cart, ctx)).toBe(
      promotionMessages.unknown,
    );
    expect(refusal(rule({ startsAt: new Date('2026-12-01T00:00:00Z') }), unused, cart, ctx)).toBe(
      promotionMessages.unknown,
    );
    expect(refusal(rule({ minCartPaise: 49_900 }), unused, cart, ctx)).toBe(
      'Your cart must be at least ₹499 for this code.',
    );
    expect(refusal(rule({ usageLimit: 1 }), { uses: 1, customerUses: 0 }, cart, ctx)).toBe(
      promotionMessages.used,
    );
    expect(refusal(rule({ perCustomerLimit: 1 }), { uses: 1, customerUses: 1 }, cart, ctx)).toBe(
      promotionMessages.used,
    );
    expect(refusal(rule({ appliesTo: 'products', productIds: [9] }), unused, cart, ctx)).toBe(
      promotionMessages.notForItems,
    );
    expect(refusal(rule({ firstOrderOnly: true }), unused, cart, ctx)).toBe(promotionMessages.firstOrderOnly);
    expect(refusal(rule({ onlineOnly: true }), unused, cart, { ...ctx, method: 'cod' })).toBe(
      promotionMessages.onlineOnly,
    );
    expect(refusal(rule({ perCustomerLimit: 1 }), unused, cart, { ...ctx, signedIn: false })).toBe(
      promotionMessages.signIn,
    );
    expect(refusal(rule({ active: false }), unused, cart, ctx)).toBe(promotionMessages.unknown);
    expect(
      refusal(rule({ minCartPaise: 30_000, endsAt: new Date('2026-11-24T10:00:01Z') }), unused, cart, ctx),
    ).toBe(null);
  });

  it('gives each refusal its error code beside the message', () => {
    const codeOf = (r: Parameters<typeof refusalOf>[0], over: Partial<typeof ctx> = {}, usage = unused) =>
      refusalOf(r, usage, cart, { ...ctx, ...over })?.code ?? null;
    expect(codeOf(rule({ active: false }))).toBe('COUPON_NOT_FOUND');
    expect(codeOf(rule({ startsAt: new Date('2026-12-01T00:00:00Z') }))).toBe('COUPON_NOT_FOUND');
    expect(codeOf(rule({ endsAt: new Date('2026-11-01T00:00:00Z') }))).toBe('COUPON_NOT_FOUND');
    expect(codeOf(rule({ perCustomerLimit: 1 }), { signedIn: false })).toBe('COUPON_SIGN_IN_REQUIRED');
    expect(codeOf(rule({ usageLimit: 1 }), {}, { uses: 1, customerUses: 0 })).toBe('COUPON_USED_UP');
    expect(codeOf(rule({ perCustomerLimit: 1 }), {}, { uses: 1, customerUses: 1 })).toBe('COUPON_USED_UP');
    expect(codeOf(rule({ firstOrderOnly: true }))).toBe('COUPON_FIRST_ORDER_ONLY');
    expect(codeOf(rule({ onlineOnly: true }), { method: 'cod' })).toBe('COUPON_ONLINE_ONLY');
    expect(codeOf(rule({ appliesTo: 'products', productIds: [9] }))).toBe('COUPON_NOT_ELIGIBLE');
    expect(codeOf(rule({ minCartPaise: 49_900 }))).toBe('COUPON_MIN_CART');
    expect(refusalOf(rule({ minCartPaise: 49_900 }), unused, cart, ctx)?.message).toBe(
      refusal(rule({ minCartPaise: 49_900 }), unused, cart, ctx),
    );
    expect(codeOf(rule({}))).toBe(null);
  });

  it('tells a guest to sign in only for a sign-in-only code a customer could use now', () => {
    const guest = { ...ctx, signedIn: false };
    const signInOnly = { perCustomerLimit: 1 };
    const of = (over: Partial<Parameters<typeof rule>[0]>, usage = unused) =>
      refusalOf(rule(over), usage, cart, guest);
    expect(of(signInOnly)).toEqual({ message: promotionMessages.signIn, code: 'COUPON_SIGN_IN_REQUIRED' });
    expect(of({ firstOrderOnly: true })?.code).toBe('COUPON_SIGN_IN_REQUIRED');
    const unknown = { message: promotionMessages.unknown, code: 'COUPON_NOT_FOUND' };
    expect(of({ ...signInOnly, active: false })).toEqual(unknown);
    expect(of({ ...signInOnly, endsAt: new Date('2026-11-01T00:00:00Z') })).toEqual(unknown);
    expect(of({ ...signInOnly, startsAt: new Date('2026-12-01T00:00:00Z') })).toEqual(unknown);
    expect(of({ ...signInOnly, usageLimit: 1 }, { uses: 1, customerUses: 0 })?.code).toBe('COUPON_USED_UP');
  });
});

describe('cartDiscounts (the best automatic offer plus one code)', () => {
  // ₹600 x 1 and ₹200 x 2: subtotal ₹1000, delivery ₹49.
  const lines = [line(1, 60_000, 1), line(2, 20_000, 2)];
  const auto = (over: Partial<PromotionRule>) => ({ rule: rule(over), usage: unused });

  it('takes the automatic offer that saves most, then the code on what is left of each line', () => {
    const d = cartDiscounts({
      lines,
      deliveryPaise: 4900,
      automatic: [
        auto({ id: 1, name: '5% off', percent: 5 }),
        auto({ id: 2, name: '10% off', percent: 10 }),
        auto({ id: 3, name: 'Free delivery', action: 'free_delivery' }),
      ],
      code: 'save100',
      codePromotion: auto({ id: 4, name: '₹100 off', code: 'SAVE100', action: 'fixed', amountPaise: 10_000 }),
      ctx,
    });
    // 10% of ₹1000 = ₹100 split 60:40 -> ₹60, ₹40; then ₹100 on what is left (₹540, ₹360) -> ₹60, ₹40.
    expect(d.offers.map((o) => [o.label, o.amountPaise])).toEqual([
      ['10% off', 10_000],
      ['₹100 off', 10_000],
    ]);
    expect(d.lineDiscounts).toEqual([12_000, 8000]);
    expect(d).toMatchObject({
      discountPaise: 20_000,
      deliveryWaivedPaise: 0,
      codeApplied: 'SAVE100',
      codeMessage: null,
    });
  });

  it('prefers the free delivery when it saves more, and a ₹2000 code never takes the lines below zero', () => {
    const d = cartDiscounts({
      lines: [line(1, 3000, 1)],
      deliveryPaise: 4900,
      automatic: [
        auto({ id: 1, percent: 10 }),
        auto({ id: 2, name: 'Free delivery', action: 'free_delivery' }),
      ],
      code: 'BIG',
      codePromotion: auto({ id: 5, code: 'BIG', action: 'fixed', amountPaise: 200_000 }),
      ctx,
    });
    expect(d.offers.map((o) => [o.kind, o.amountPaise])).toEqual([
      ['delivery', 4900],
      ['lines', 3000],
    ]);
    expect(d.lineDiscounts).toEqual([3000]);
    expect(d.deliveryWaivedPaise).toBe(4900);
  });

  it('a prepaid offer applies only online; a refused code is named and nothing of it is taken', () => {
    const prepaid = auto({ id: 7, name: 'Prepaid 5% off', percent: 5, onlineOnly: true });
    const online = cartDiscounts({ lines, deliveryPaise: 0, automatic: [prepaid], codePromotion: null, ctx });
    expect(online.discountPaise).toBe(5000);
    const cod = cartDiscounts({
      lines,
      deliveryPaise: 0,
      automatic: [prepaid],
      code: 'NOPE',
      codePromotion: null,
      ctx: { ...ctx, method: 'cod' },
    });
    expect(cod).toMatchObject({
      offers: [],
      discountPaise: 0,
      codeApplied: null,
      codeMessage: promotionMessages.unknown,
      codeRefusal: 'COUPON_NOT_FOUND',
    });
  });

  it('a free-delivery code when delivery is already free is applied but saves (and uses) nothing', () => {
    const d = cartDiscounts({
      lines,
      deliveryPaise: 0,
      automatic: [],
      code: 'SHIPFREE',
      codePromotion: auto({ id: 8, code: 'SHIPFREE', action: 'free_delivery' }),
      ctx,
    });
    expect(d).toMatchObject({ offers: [], codeApplied: 'SHIPFREE', codeMessage: null });
  });

  it('a buy-2-get-1 code with too few eligible units is not valid for the items', () => {
    const d = cartDiscounts({
      lines: [line(1, 60_000, 1), line(2, 20_000, 1)],
      deliveryPaise: 0,
      automatic: [],
      code: 'B2G1',
      codePromotion: auto({ id: 9, code: 'B2G1', action: 'bxgy', buyQty: 2, getQty: 1 }),
      ctx,
    });
    expect(d.codeMessage).toBe(promotionMessages.notForItems);
    expect(d.codeRefusal).toBe('COUPON_NOT_ELIGIBLE');
  });
});

describe('GST after the discount (worked example)', () => {
  it('taxes each line on its price less its share: ₹1180 + ₹590 at 18% less ₹177 off', () => {
    const lines = [line(1, 118_000, 1), line(2, 59_000, 1)];
    const d = cartDiscounts({
      lines,
      deliveryPaise: 0,
      automatic: [{ rule: rule({ percent: 10 }), usage: unused }],
      codePromotion: null,
      ctx,
    });
    expect(d.lineDiscounts).toEqual([11_800, 5900]);
    const tax = gstBreakup({
      lines: lines.map((l, i) => ({ amountPaise: l.unitPaise - d.lineDiscounts[i]!, ratePercent: 18 })),
      fees: [],
      intraState: true,
    });
    // ₹1062 includes ₹900 taxable + ₹162 GST; ₹531 includes ₹450 + ₹81.
    expect(tax.lines.map((l) => [l.taxablePaise, l.cgstPaise + l.sgstPaise])).toEqual([
      [90_000, 16_200],
      [45_000, 8100],
    ]);
    expect(tax.totals.totalPaise).toBe(159_300);
  });
});

describe('discountOfUnits (a return or credit note of some units)', () => {
  it('rounds the share up, so what is paid back never exceeds what was paid; the whole line gets all of it', () => {
    // 3 units at ₹100 with ₹10 off: one unit carries ₹3.34 of it (paid back ₹96.66), all three ₹10.
    expect(discountOfUnits(1000, 3, 1)).toBe(334);
    expect(discountOfUnits(1000, 3, 3)).toBe(1000);
    expect(discountOfUnits(0, 3, 2)).toBe(0);
  });
});
