// Quantity prices (decision 0341): which unit price a line of n units pays, which tiers the product page shows,
// and what the admin's size body refuses, with messages that name the field.
import { describe, expect, it } from 'vitest';
import {
  priceTiers,
  quantityPriceMessages,
  sizeQuantityFields,
  tierAbovePrice,
  tiersBelow,
  unitPriceFor,
} from './quantity-prices.ts';

const tiers = [
  { minUnits: 24, unitPaise: 8_000 },
  { minUnits: 6, unitPaise: 9_000 },
];

describe('the unit price of a line', () => {
  it('is the selling price below the first tier, the tier price from 6 and from 24 units', () => {
    expect(unitPriceFor(10_000, 1, tiers)).toBe(10_000);
    expect(unitPriceFor(10_000, 5, tiers)).toBe(10_000);
    expect(unitPriceFor(10_000, 6, tiers)).toBe(9_000);
    expect(unitPriceFor(10_000, 23, tiers)).toBe(9_000);
    expect(unitPriceFor(10_000, 24, tiers)).toBe(8_000);
    expect(unitPriceFor(10_000, 999, tiers)).toBe(8_000);
  });

  it('is the lower of a sale price and the tier price: a tier never raises a price', () => {
    // The size went on sale at ₹85 after its tiers were saved: 6+ pays the sale price, 24+ still the tier.
    expect(unitPriceFor(8_500, 6, tiers)).toBe(8_500);
    expect(unitPriceFor(8_500, 24, tiers)).toBe(8_000);
    expect(unitPriceFor(7_000, 24, tiers)).toBe(7_000);
  });

  it('is the selling price for a size without tiers', () => {
    expect(unitPriceFor(10_000, 50, [])).toBe(10_000);
  });
});

describe('the tiers shown beside a price', () => {
  it('are those below it, fewest units first', () => {
    expect(tiersBelow(10_000, tiers)).toEqual([
      { minUnits: 6, unitPaise: 9_000 },
      { minUnits: 24, unitPaise: 8_000 },
    ]);
    expect(tiersBelow(8_500, tiers)).toEqual([{ minUnits: 24, unitPaise: 8_000 }]);
  });

  it('find a tier at or above the single-unit price', () => {
    expect(tierAbovePrice(tiers, 10_000)).toBeNull();
    expect(tierAbovePrice(tiers, 9_000)).toEqual({ minUnits: 6, unitPaise: 9_000 });
  });
});

describe('the admin’s quantity settings', () => {
  const refusal = (value: unknown) => {
    const parsed = sizeQuantityFields.safeParse(value);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('accept up to five tiers, sorted by units, and a carton', () => {
    const five = [50, 2, 24, 6, 12].map((minUnits) => ({ minUnits, unitPaise: 10_000 - minUnits * 10 }));
    const parsed = sizeQuantityFields.parse({ priceTiers: five, cartonUnits: 12 });
    expect(parsed.priceTiers?.map((t) => t.minUnits)).toEqual([2, 6, 12, 24, 50]);
    expect(parsed.cartonUnits).toBe(12);
    expect(sizeQuantityFields.parse({})).toEqual({});
    expect(sizeQuantityFields.parse({ priceTiers: [], cartonUnits: null })).toEqual({
      priceTiers: [],
      cartonUnits: null,
    });
  });

  it('refuse a tier at 1 unit or less, twice at one quantity, not falling, or more than five', () => {
    expect(refusal({ priceTiers: [{ minUnits: 1, unitPaise: 9_000 }] })).toBe(quantityPriceMessages.units);
    expect(refusal({ priceTiers: [{ minUnits: 0, unitPaise: 9_000 }] })).toBe(quantityPriceMessages.units);
    expect(refusal({ priceTiers: [{ minUnits: 6.5, unitPaise: 9_000 }] })).toBe(quantityPriceMessages.units);
    expect(refusal({ priceTiers: [{ minUnits: 1000, unitPaise: 9_000 }] })).toBe(quantityPriceMessages.units);
    expect(refusal({ priceTiers: [{ minUnits: 6, unitPaise: 0 }] })).toBe(quantityPriceMessages.price);
    expect(refusal({ priceTiers: [{ minUnits: 6, unitPaise: 90.5 }] })).toBe(quantityPriceMessages.price);
    expect(
      refusal({
        priceTiers: [
          { minUnits: 6, unitPaise: 9_000 },
          { minUnits: 6, unitPaise: 8_000 },
        ],
      }),
    ).toBe(quantityPriceMessages.unitsTwice);
    expect(
      refusal({
        priceTiers: [
          { minUnits: 24, unitPaise: 9_500 },
          { minUnits: 6, unitPaise: 9_000 },
        ],
      }),
    ).toBe(quantityPriceMessages.notFalling(24));
    expect(
      refusal({
        priceTiers: [
          { minUnits: 6, unitPaise: 9_000 },
          { minUnits: 24, unitPaise: 9_000 },
        ],
      }),
    ).toBe(quantityPriceMessages.notFalling(24));
    const six = [2, 3, 4, 5, 6, 7].map((minUnits) => ({ minUnits, unitPaise: 10_000 - minUnits }));
    expect(refusal({ priceTiers: six })).toBe(quantityPriceMessages.tooMany);
    expect(refusal({ priceTiers: 'cheap' })).toBe(quantityPriceMessages.tiers);
  });

  it('refuse a carton below 2 units or of part units', () => {
    expect(refusal({ cartonUnits: 1 })).toBe(quantityPriceMessages.carton);
    expect(refusal({ cartonUnits: 0 })).toBe(quantityPriceMessages.carton);
    expect(refusal({ cartonUnits: 2.5 })).toBe(quantityPriceMessages.carton);
    expect(refusal({ cartonUnits: '12' })).toBe(quantityPriceMessages.carton);
    expect(refusal({ cartonUnits: 1000 })).toBe(quantityPriceMessages.carton);
  });

  it('name the tier a refusal is about', () => {
    const parsed = priceTiers.safeParse([
      { minUnits: 6, unitPaise: 9_000 },
      { minUnits: 24, unitPaise: 9_100 },
    ]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([1]);
  });
});
