// Pricing's contract (D4, D5, D18): the one rounding rule for a discounted price, and the server's quote of a
// cart (lines, offers, delivery, COD fee, taxes, total), all in integer paise, as the cart and checkout show it.
import { z } from 'zod';
import { guestCartItem } from './cart.ts';
import { idParam } from './common.ts';
import { deliveryEstimate } from './delivery-estimate.ts';
import { gstStateCode } from './gst.ts';

/**
 * The selling price for an MRP less a whole-percent discount: rounded to the nearest whole rupee (half up),
 * as shops price (₹279 less 12% sells at ₹246, not ₹245.52), and never above the MRP itself. Every writer of
 * a discounted price (admin save, admin form, seed, bench) uses this rule. Integer arithmetic only.
 */
export function discountedPricePaise(mrpPaise: number, discountPercent: number): number {
  if (mrpPaise <= 0) return 0;
  const percent = Math.min(100, Math.max(0, Math.round(discountPercent)));
  const rupees = Math.floor((mrpPaise * (100 - percent) + 5000) / 10000);
  return Math.min(mrpPaise, rupees * 100);
}

/**
 * The delivery state, for the GST split (CGST + SGST within the seller's state, IGST otherwise): optional, and
 * without it the quote assumes the seller's state (the tax is the same; only its split differs, decision 0105).
 */
export const deliveryState = z
  .string()
  .trim()
  .refine((s) => gstStateCode(s) !== undefined, {
    error: 'State must be an Indian state or union territory',
  });

/** A discount code as a shopper types it (any case; checked against the promotions by the server). */
export const discountCode = z
  .string({ error: 'code must be text' })
  .trim()
  .max(64, { error: 'code is too long' });

/**
 * For a cash quote: the checkout's phone number and address as typed so far, which the shop's COD rules judge
 * (decision 0338). Optional: without a number and an address only the value cap is judged.
 */
export const codBuyerFields = {
  phone: z.string().trim().max(20).optional(),
  address: z.string().trim().max(200).optional(),
  apt: z.string().trim().max(100).optional(),
};

const quoteOptions = {
  paymentMethod: z.enum(['online', 'cod']).default('online'),
  ...codBuyerFields,
  postalCode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, { error: 'Postal code must be 6 digits' })
    .optional(),
  state: deliveryState.optional(),
  /** A discount code the shopper entered; a refused one is named in codeMessage, not an error. */
  code: discountCode.optional(),
};

/** POST /api/cart/quote: a customer's server cart (userId, with their token) or a guest's browser cart. */
export const cartQuoteBody = z.union([
  z.object({ userId: idParam('userId'), ...quoteOptions }),
  z.object({
    cartDatas: z.array(guestCartItem).max(100, { error: 'The cart has too many lines.' }),
    ...quoteOptions,
  }),
]);
export type CartQuoteBody = z.input<typeof cartQuoteBody>;

const paise = z.number().int();

export const quoteLine = z.object({
  productId: z.number().int(),
  pl_id: z.number().int(),
  name: z.string(),
  size: z.string(),
  totalMl: z.number().int(),
  quantity: z.number().int(),
  unitPaise: paise,
  linePaise: paise,
  /** This line's share of the discounts (largest-remainder split); its GST is on what is left. */
  discountPaise: paise,
});

/**
 * A discount in the quote, by name: an automatic offer (code null) or the shopper's code. `lines` discounts
 * come off the goods; a `delivery` one waives the delivery charge. Each is subtracted from the total.
 */
export const quoteOffer = z.object({
  promotionId: z.number().int().nullable(),
  code: z.string().nullable(),
  label: z.string(),
  kind: z.enum(['lines', 'delivery']),
  amountPaise: paise,
});
/**
 * A tax line included in the prices (D22): CGST and SGST within the seller's state, IGST between states;
 * empty when the shop has no GSTIN (an unregistered shop charges no GST).
 */
export const quoteTax = z.object({ label: z.string(), amountPaise: paise });

/**
 * The server's quote of a cart, each step in order; the browser shows it and never adds it up itself.
 * totalPaise = subtotalPaise - (every offer's amountPaise) + deliveryPaise + codFeePaise, where deliveryPaise is
 * the charge before any free-delivery offer.
 */
export const cartQuote = z.object({
  lines: z.array(quoteLine),
  subtotalPaise: paise,
  offers: z.array(quoteOffer),
  /** The cart's volume (total_ml x quantity, summed), which the delivery rule (D5) reads. */
  volumeMl: z.number().int(),
  deliveryPaise: paise,
  codFeePaise: paise,
  /** The GST inside the total: never added to it (prices include tax). */
  taxes: z.array(quoteTax),
  /** The taxes added up: what "Includes GST of ₹x" says (0 without a GSTIN). */
  gstPaise: paise,
  totalPaise: paise,
  /** For cash on delivery: whether this PIN code may pay on delivery, and if not, why. */
  codAvailable: z.boolean(),
  codMessage: z.string().nullable(),
  /**
   * Cash on delivery offered with a condition of the shop's COD rules, in the shopper's words (part of it paid online
   * now, or a confirmation link before shipping); null when none. Shown with the COD choice, never only at the end.
   */
  codNotice: z.string().nullable().optional(),
  /** What a cash order pays online before it is placed, the rest in cash (0: nothing). */
  codAdvancePaise: paise.optional(),
  /** The offers taken off the goods, added up (delivery waivers not included). */
  discountPaise: paise,
  /** The code now applied (as the promotion spells it), or null; a refused code's reason in codeMessage. */
  codeApplied: z.string().nullable(),
  codeMessage: z.string().nullable(),
  /** How much less this cart costs paid online than on delivery (prepaid offers and the COD fee); 0 if none. */
  onlineSavingsPaise: paise,
  /** With a PIN code: why it cannot be delivered to, or null; placing refuses it too. */
  deliveryMessage: z.string().nullable().optional(),
  /** The PIN code's delivery estimate (dates, COD and its fee), or null before a valid PIN code is given. */
  estimate: deliveryEstimate.nullable().optional(),
});
export type CartQuote = z.infer<typeof cartQuote>;
export type QuoteLine = z.infer<typeof quoteLine>;
