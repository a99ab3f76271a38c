// A product's facts in words, for its page's title and description (and its structured data on the server).
import type { ProductDetails } from '@chamak/shared/catalogue';

/** "500 ml – 5 L" from the product's sizes (smallest to largest), or the one size. */
export function sizeRange(product: Pick<ProductDetails, 'productlitres'>): string {
  const sizes = [...product.productlitres].sort((a, b) => a.litre.total_ml - b.litre.total_ml);
  const first = sizes[0]?.litre.litre;
  const last = sizes.at(-1)?.litre.litre;
  if (!first || !last) return '';
  return first === last ? first : `${first} – ${last}`;
}

/** The lowest price a shopper pays for any size, in rupees; null without sizes. */
export function priceFrom(product: Pick<ProductDetails, 'productlitres'>): number | null {
  const prices = product.productlitres.map((pl) => pl.discounted_price);
  return prices.length > 0 ? Math.min(...prices) : null;
}
