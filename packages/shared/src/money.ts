// Money in Chamak: integers of paise everywhere, rupees only at the edges (JSON numbers, display).
const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,23,456.00 — Indian digit grouping, always two decimals. */
export function formatRupees(paise: number): string {
  return rupeeFormat.format(paise / 100);
}

/** Rupees as the API shows them (a JSON number with at most two decimals). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * Parses rupees ("249.5", 249.5, "1,249.00") into integer paise without binary-float drift:
 * the decimal text is split, never multiplied as a float.
 */
export function rupeesToPaise(rupees: number | string): number {
  const text = typeof rupees === 'number' ? rupees.toFixed(2) : rupees.replace(/[₹,\s]/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount of rupees: ${rupees}`);
  const [, sign, whole, fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -paise : paise;
}

/** The whole-percent discount between an MRP and a selling price. */
export function discountPercent(pricePaise: number, discountedPaise: number): number {
  if (pricePaise <= 0 || discountedPaise >= pricePaise) return 0;
  return Math.round(((pricePaise - discountedPaise) * 100) / pricePaise);
}
