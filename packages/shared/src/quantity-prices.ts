// Quantity prices and cartons, per size (decision 0341): a lower unit price from a number of units up ("6+ units
// ₹90 each, 24+ ₹80 each") and how many units a carton holds. The admin's size body and the product page read the
// schemas here; the pricing pipeline picks a line's unit price with unitPriceFor, the only place that choice is made.
import { z } from 'zod';

export const quantityPriceLimits = {
  /** A tier starts at 2 units or more (1 unit is the size's own price) and at most at the cart's 999. */
  fewestUnits: 2,
  mostUnits: 999,
  /** Tiers per size. */
  mostTiers: 5,
  /** A carton holds 2 to 999 units. */
  smallestCarton: 2,
  largestCarton: 999,
} as const;

/** The admin's messages, each naming the field it is about. */
export const quantityPriceMessages = {
  units: 'Quantity price: units must be a whole number from 2 to 999',
  price: 'Quantity price: the unit price must be more than ₹0, in whole paise',
  unitsTwice: 'Quantity prices: each number of units may have one price',
  tooMany: 'Offer at most 5 quantity prices',
  notBelowPrice: (units: number) => `Quantity price for ${units}+ units must be below the single-unit price`,
  notFalling: (units: number) => `Quantity price for ${units}+ units must be below the price for fewer units`,
  carton: 'Carton must hold a whole number of units from 2 to 999',
  tiers: 'Quantity prices must be a list',
} as const;

const whole = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** One tier: from `minUnits` units of the size in one line, each unit costs `unitPaise` (GST included). */
export const priceTier = z.object({
  minUnits: whole(
    quantityPriceLimits.fewestUnits,
    quantityPriceLimits.mostUnits,
    quantityPriceMessages.units,
  ),
  unitPaise: whole(1, 100_000_000_000, quantityPriceMessages.price),
});
export type PriceTier = z.infer<typeof priceTier>;

/**
 * A size's tiers as the admin sends them: at most five, each number of units once, the price falling as the
 * units rise. They come back sorted, fewest units first. (Below the single-unit price: checkTierPrices, which
 * needs that price.)
 */
export const priceTiers = z
  .array(priceTier, { error: quantityPriceMessages.tiers })
  .max(quantityPriceLimits.mostTiers, { error: quantityPriceMessages.tooMany })
  .transform((tiers) => [...tiers].sort((a, b) => a.minUnits - b.minUnits))
  .superRefine((tiers, ctx) => {
    for (const [i, tier] of tiers.entries()) {
      const before = tiers[i - 1];
      if (!before) continue;
      if (before.minUnits === tier.minUnits)
        ctx.addIssue({ code: 'custom', message: quantityPriceMessages.unitsTwice, path: [i] });
      else if (tier.unitPaise >= before.unitPaise)
        ctx.addIssue({ code: 'custom', message: quantityPriceMessages.notFalling(tier.minUnits), path: [i] });
    }
  });

/**
 * A size's quantity settings as they arrive with its configuration; each may be left out, and then the size keeps
 * what it has (a new one: no tiers, no carton).
 */
export const sizeQuantityFields = z.object({
  priceTiers: priceTiers.optional(),
  cartonUnits: whole(
    quantityPriceLimits.smallestCarton,
    quantityPriceLimits.largestCarton,
    quantityPriceMessages.carton,
  )
    .nullable()
    .optional(),
});
export type SizeQuantityFields = z.infer<typeof sizeQuantityFields>;

/** The first tier not below the size's single-unit price, or null: every tier must cost less than one unit alone. */
export function tierAbovePrice(tiers: readonly PriceTier[], singlePaise: number): PriceTier | null {
  return tiers.find((tier) => tier.unitPaise >= singlePaise) ?? null;
}

/**
 * A size's tiers, when its configuration names them, each below its single-unit price (paise): the first that is
 * not is refused on the tiers, where the form shows it.
 */
export function checkTierPrices(
  size: SizeQuantityFields,
  singlePaise: number,
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: (string | number)[] }) => void },
) {
  const tiers = size.priceTiers ?? [];
  const above = tierAbovePrice(tiers, singlePaise);
  if (above)
    ctx.addIssue({
      code: 'custom',
      message: quantityPriceMessages.notBelowPrice(above.minUnits),
      path: ['priceTiers', tiers.indexOf(above)],
    });
}

/**
 * The unit price of a line of `quantity` units: the lowest of the size's selling price and the prices of the tiers
 * it reaches. A tier never raises a price, whatever was saved.
 */
export function unitPriceFor(sellingPaise: number, quantity: number, tiers: readonly PriceTier[]): number {
  let unit = sellingPaise;
  for (const tier of tiers) if (quantity >= tier.minUnits && tier.unitPaise < unit) unit = tier.unitPaise;
  return unit;
}

/** The tiers worth showing beside a selling price (those below it), fewest units first. */
export function tiersBelow(sellingPaise: number, tiers: readonly PriceTier[]): PriceTier[] {
  return tiers.filter((tier) => tier.unitPaise < sellingPaise).sort((a, b) => a.minUnits - b.minUnits);
}
