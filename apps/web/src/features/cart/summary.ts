// The cart's line helpers (D6): a line's label and its stock check. Its money comes from the server's quote
// (POST /api/cart/quote, decision 0050), never from arithmetic here.

import type { CartItem } from '@chamak/shared/cart';
import { cartMessages, onlyLeft } from '@chamak/shared/messages';

/** "Product (1 L)": names a line, in labels and in the stock message. */
export const lineLabel = (line: CartItem) => `${line.Product.name} (${line.productlitre.litre.litre})`;

/** The server's wording when a line asks for more than is left, or null when it can be ordered. */
export function stockProblem(line: CartItem): string | null {
  const left = line.productlitre.remaining_qty;
  if (left <= 0) return cartMessages.outOfStock;
  if (line.quantity > left) return onlyLeft(left, line.Product.name, line.productlitre.litre.litre);
  return null;
}
