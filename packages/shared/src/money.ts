// Money in Chamak: integers of paise everywhere, rupees only at the edges (JSON numbers, display).
import { inPageDigits } from './i18n/digits.ts';

/**
 * A whole number with Indian digit grouping: 1,23,45,678 (the last three digits, then pairs). Written out
 * rather than through Intl.NumberFormat, whose first construction costs a shopper's phone tens of
 * milliseconds of the page's start-up; numbers that are not safe integers go through Intl. In the page's digits
 * (i18n/digits.ts): Latin unless a Hindi or Marathi page is set to Devanagari ones.
 */
export function indianNumber(n: number): string {
  return inPageDigits(latinIndianNumber(n));
}

function latinIndianNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return new Intl.NumberFormat('en-IN').format(n);
  const digits = String(Math.abs(n));
  const grouped =
    digits.length > 3
      ? `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
      : digits;
  return n < 0 || Object.is(n, -0) ? `-${grouped}` : grouped;
}

let rupeeFormat: Intl.NumberFormat | undefined;

/**
 * ₹1,23,456.00 — Indian digit grouping, always two decimals; as Intl's en-IN currency format writes it. In the
 * page's digits (₹१,२३,४५६.०० on a Hindi page set to Devanagari ones).
 */
export function formatRupees(paise: number): string {
  return inPageDigits(latinRupees(paise));
}

function latinRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) {
    rupeeFormat ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return rupeeFormat.format(paise / 100);
  }
  const whole = latinIndianNumber(Math.floor(Math.abs(paise) / 100));
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  return `${paise < 0 || Object.is(paise, -0) ? '-' : ''}₹${whole}.${fraction}`;
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
