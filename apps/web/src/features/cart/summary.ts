// The cart's line helpers (D6): a line's label and its stock check. Its money comes from the server's quote
// (POST /api/cart/quote, decision 0050), never from arithmetic here.

import type { CartItem } from '@chamak/shared/cart';
import { cartMessages } from '@chamak/shared/messages';
import { t } from '../../lib/i18n.ts';

/** "Product (1 L)": names a line, in labels and in the stock message. */
export const lineLabel = (line: CartItem) => `${line.Product.name} (${line.productlitre.litre.litre})`;

/**
 * The server's wording (messages.ts: cartMessages.outOfStock, onlyLeft) when a line asks for more than is left, in
 * the page's language, or null when it can be ordered.
 */
export function stockProblem(line: CartItem): string | null {
  const left = line.productlitre.remaining_qty;
  if (left <= 0) return t(cartMessages.outOfStock);
  if (line.quantity > left)
    return t('Only {count} left in stock for {name} ({size}).', {
      count: String(left),
      name: line.Product.name,
      size: line.productlitre.litre.litre,
    });
  return null;
}
