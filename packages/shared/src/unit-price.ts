// The unit sale price of a size (Legal Metrology (Packaged Commodities) Rules 2011, rule 6(11) as amended in
// 2022, decision 0339): in rupees to two decimals, per ml or per g below one litre or kilogram, per L or per kg
// from one litre or kilogram up. Computed in whole paise, rounded half up, from the price given (the selling
// price beside the price a page shows, the MRP in the Legal Metrology declarations).

/** The unit a size's price is given per. */
export type PriceUnit = 'ml' | 'L' | 'g' | 'kg';

/** A size as the catalogue names it: its label ("500 ml", "1 kg") and its volume in ml (1 g counted as 1 ml). */
export type NetQuantity = { litre: string; total_ml: number };

/** A label whose unit is one of mass (g, gm, grams, kg, kgs, kilograms): the size is sold by weight. */
const massLabel = /\d\s*(?:k?gs?|gms?|grams?|kilo(?:gram)?s?)\.?\s*$/i;

/**
 * The price per unit of the size, in paise; null for a size without a volume (or a negative price), which
 * shows none. Below 1000 (ml or g) per ml or g, from 1000 per L or kg.
 */
export function unitSalePrice(
  pricePaise: number,
  net: NetQuantity,
): { paise: number; unit: PriceUnit } | null {
  const amount = net.total_ml;
  if (!Number.isSafeInteger(amount) || amount <= 0 || !Number.isSafeInteger(pricePaise) || pricePaise < 0)
    return null;
  const mass = massLabel.test(net.litre.trim());
  if (amount < 1000) return { paise: halfUp(pricePaise, amount), unit: mass ? 'g' : 'ml' };
  return { paise: halfUp(pricePaise * 1000, amount), unit: mass ? 'kg' : 'L' };
}

/** n / d to the nearest whole number, halves up, in integers (n ≥ 0, d > 0). */
function halfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}
