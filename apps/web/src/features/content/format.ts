// Text helpers for the policy pages: rupees without a ".00" tail and millilitres with Indian grouping.
import { formatRupees, indianNumber } from '@chamak/shared/money';

/** ₹99 rather than ₹99.00 in running text; amounts with paise keep them. */
export function rupeesText(paise: number): string {
  return formatRupees(paise).replace(/\.00$/, '');
}

export function mlText(ml: number): string {
  return `${indianNumber(ml)} ml`;
}
