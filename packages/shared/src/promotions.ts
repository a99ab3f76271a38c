// Promotions' contract: discount codes and automatic offers as the admin writes them, as the storefront
// advertises them, and the refusal messages a shopper sees for a code. Money in rupees at the edges (SPEC's
// money), integer paise inside. The arithmetic of applying them lives in ./discounts.ts; the server is its
// only user for money (D3, D4): the browser shows the server's quote.
import { z } from 'zod';
import { idParam } from './common.ts';
import { defaultLanguage, type Language, languageNames, languages } from './i18n/languages.ts';
import { formatRupees } from './money.ts';
import { inEnglish, type Say } from './shop-terms.ts';

export const promotionActions = ['percent', 'fixed', 'free_delivery', 'bxgy'] as const;
export type PromotionAction = (typeof promotionActions)[number];
export const promotionActionLabels = {
  percent: 'Percentage off eligible items',
  fixed: 'Fixed amount off the cart',
  free_delivery: 'Free delivery',
  bxgy: 'Buy X get Y (cheapest eligible unit free)',
} as const satisfies Record<PromotionAction, string>;

export const promotionScopes = ['all', 'categories', 'products', 'combos'] as const;
export type PromotionScope = (typeof promotionScopes)[number];
export const promotionScopeLabels = {
  all: 'All products',
  categories: 'Some categories',
  products: 'Some products',
  combos: 'Combos only',
} as const satisfies Record<PromotionScope, string>;

// The messages have their own module, so a page that only shows them does not load zod.
export { promotionMessages } from './promotion-messages.ts';

/** A code: 3 to 32 letters, digits, hyphens or underscores; no spaces. Matched whatever its case. */
export const promotionCode = z
  .string({ error: 'code must be text' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, {
    error: 'code must be 3 to 32 letters, digits, - or _ (no spaces)',
  });

const rupees = (field: string) =>
  z
    .number({ error: `${field} must be a number of rupees` })
    .min(0, { error: `${field} cannot be negative` })
    .max(10_000_000, { error: `${field} is too large` })
    .refine((a) => Math.abs(a * 100 - Math.round(a * 100)) < 1e-6, {
      error: `${field} must have at most two decimals`,
    });

const count = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(1, { error: `${field} must be at least 1` })
    .max(1_000_000, { error: `${field} is too large` });

/** The languages a promotion's name is translated into: every one but English, whose name is its own. */
export const promotionNameLanguages = languages.filter((l) => l !== defaultLanguage) as Exclude<
  Language,
  'en'
>[];
export type PromotionNameLanguage = (typeof promotionNameLanguages)[number];

/** A translated name as typed: trimmed, at most as long as the English one; empty or null: the English one shows. */
const translatedName = (language: PromotionNameLanguage) => {
  const label = `Name in ${languageNames[language].english}`;
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, { error: `${label} must be at most 100 characters` })
    .nullable()
    .transform((v) => (v === null || v === '' ? null : v));
};

/**
 * A promotion's name in the shop's other languages (migration 0042): what a cart or checkout on a page in that
 * language shows for its offer. A language left out keeps its name; null or '' removes it (English shows).
 */
export const promotionNames = z.strictObject(
  Object.fromEntries(promotionNameLanguages.map((l) => [l, translatedName(l).optional()])) as Record<
    PromotionNameLanguage,
    z.ZodOptional<ReturnType<typeof translatedName>>
  >,
  { error: `Must name the promotion by language: ${promotionNameLanguages.join(', ')}` },
);

/** An instant with its offset (the admin's form sends India time, +05:30). */
const instant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date and time` });

/**
 * POST /api/admin/promotions and PUT /api/admin/promotions/{id}. One action with its own figures: percent (1-100,
 * optional cap in rupees), fixed (amount in rupees), free_delivery, or bxgy (buyQty, getQty).
 */
export const promotionBody = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, { error: 'name is required' })
      .max(100, { error: 'name must be at most 100 characters' }),
    /** Left out or empty: an automatic offer. */
    code: z.union([z.literal('').transform(() => null), promotionCode]).nullish(),
    startsAt: instant('startsAt').nullish(),
    endsAt: instant('endsAt').nullish(),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
    usageLimit: count('usageLimit').nullish(),
    perCustomerLimit: count('perCustomerLimit').nullish(),
    minCart: rupees('minCart').default(0),
    appliesTo: z
      .enum(promotionScopes, { error: 'appliesTo must be all, categories, products or combos' })
      .default('all'),
    categoryIds: z.array(idParam('categoryIds')).max(200).default([]),
    productIds: z.array(idParam('productIds')).max(500).default([]),
    firstOrderOnly: z.boolean({ error: 'firstOrderOnly must be true or false' }).default(false),
    onlineOnly: z.boolean({ error: 'onlineOnly must be true or false' }).default(false),
    action: z.enum(promotionActions, { error: 'action must be percent, fixed, free_delivery or bxgy' }),
    percent: z
      .number({ error: 'percent must be a number' })
      .int({ error: 'percent must be a whole number' })
      .min(1, { error: 'percent must be at least 1' })
      .max(100, { error: 'percent must be at most 100' })
      .nullish(),
    cap: rupees('cap').nullish(),
    amount: rupees('amount').nullish(),
    buyQty: count('buyQty').max(100, { error: 'buyQty is at most 100' }).nullish(),
    getQty: count('getQty').max(100, { error: 'getQty is at most 100' }).nullish(),
    /** Whether a cancelled or fully refunded order gives its use back. */
    releaseOnCancel: z.boolean({ error: 'releaseOnCancel must be true or false' }).default(true),
    /** Its name in other languages; left out, the translations stay as they are. */
    names: promotionNames.optional(),
  })
  .superRefine((b, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (b.startsAt && b.endsAt)
      need(Date.parse(b.endsAt) > Date.parse(b.startsAt), 'endsAt', 'endsAt must be after startsAt');
    if (b.action === 'percent')
      need(b.percent != null, 'percent', 'percent is required for a percentage offer');
    if (b.action === 'fixed')
      need(b.amount != null && b.amount > 0, 'amount', 'amount must be more than 0 for a fixed offer');
    if (b.action === 'bxgy') {
      need(b.buyQty != null, 'buyQty', 'buyQty is required for buy X get Y');
      need(b.getQty != null, 'getQty', 'getQty is required for buy X get Y');
    }
    if (b.cap != null) need(b.cap > 0, 'cap', 'cap must be more than 0');
    if (b.appliesTo === 'categories')
      need(b.categoryIds.length > 0, 'categoryIds', 'Choose at least one category');
    if (b.appliesTo === 'products')
      need(b.productIds.length > 0, 'productIds', 'Choose at least one product');
  });
export type PromotionBody = z.input<typeof promotionBody>;

/** A promotion as the admin's Promotions page lists it, with its usage figures. Times ISO; money in rupees. */
export const promotion = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  minCart: z.number(),
  appliesTo: z.enum(promotionScopes),
  categoryIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  firstOrderOnly: z.boolean(),
  onlineOnly: z.boolean(),
  action: z.enum(promotionActions),
  percent: z.number().int().nullable(),
  cap: z.number().nullable(),
  amount: z.number().nullable(),
  buyQty: z.number().int().nullable(),
  getQty: z.number().int().nullable(),
  releaseOnCancel: z.boolean(),
  /** Its name in the other languages it is translated into ({ hi: 'दिवाली 10% छूट' }); English is `name`. */
  names: z.partialRecord(z.enum(promotionNameLanguages), z.string()),
  /** The storefront's short text for it ("Buy 2 get 1 free"). */
  badge: z.string(),
  /** Orders that redeemed it (and did not give the use back), and the discount they got, in rupees. */
  uses: z.number().int(),
  discountGiven: z.number(),
  /** Whether an order used it (then it can only be disabled, never deleted). */
  used: z.boolean(),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotion>;
export const promotionList = z.array(promotion);

/**
 * GET /api/promotions/offers (public): the automatic offers running now, for badges on product cards and pages
 * and for a banner linking to one. Which products they cover, so the storefront can show the badge; the price
 * is always the server's quote.
 */
export const publicOffer = z.object({
  id: z.number().int(),
  name: z.string(),
  badge: z.string(),
  appliesTo: z.enum(promotionScopes),
  categoryIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  minCart: z.number(),
  onlineOnly: z.boolean(),
  endsAt: z.string().nullable(),
});
export type PublicOffer = z.infer<typeof publicOffer>;
export const publicOfferList = z.array(publicOffer);

/** The storefront's short text for a promotion's action, in the reader's language (`say`; English by default). */
export function promotionBadge(
  p: {
    action: PromotionAction;
    percent?: number | null;
    capPaise?: number | null;
    amountPaise?: number | null;
    buyQty?: number | null;
    getQty?: number | null;
    minCartPaise?: number;
    onlineOnly?: boolean;
  },
  say: Say = inEnglish,
): string {
  const whole = (paise: number) => formatRupees(paise).replace(/\.00$/, '');
  const offer = (() => {
    switch (p.action) {
      case 'percent':
        return say('{percent}% off', { percent: p.percent ?? 0 });
      case 'fixed':
        return say('{amount} off', { amount: whole(p.amountPaise ?? 0) });
      case 'free_delivery':
        return say('Free delivery');
      case 'bxgy':
        return say('Buy {buy} get {get} free', { buy: p.buyQty ?? 0, get: p.getQty ?? 0 });
    }
  })();
  // Each condition with its own spacing, so a language may put them before the offer (Hindi does).
  return say('{offer}{cap}{above}{online}', {
    offer,
    cap: p.action === 'percent' && p.capPaise ? say(' (up to {cap})', { cap: whole(p.capPaise) }) : '',
    above:
      p.minCartPaise && p.action !== 'bxgy'
        ? say(' on orders above {min}', { min: whole(p.minCartPaise) })
        : '',
    online: p.onlineOnly ? say(' when you pay online') : '',
  });
}

/** `/:id` of a promotion. */
export const promotionIdParams = z.object({ id: idParam('id') });

/**
 * A running promotion as a promo banner links to it (GET /api/promo-banners' `promotion`): the storefront's
 * button goes to the offer, and a code promotion's code can be printed on the banner.
 */
export const promotionLink = z.object({
  id: z.number().int(),
  name: z.string(),
  badge: z.string(),
  code: z.string().nullable(),
});
export type PromotionLink = z.infer<typeof promotionLink>;
