// The cart's line helpers (D6): a line's label and its stock check. Its money comes from the server's quote
// (POST /api/cart/quote, decision 0050), never from arithmetic here.

import type { CartItem } from '@chamak/shared/cart';
import { cartMessages, onlyLeft } from '@chamak/shared/messages';
import type { CartQuote } from '@chamak/shared/pricing';

/** "Product (1 L)": names a line, in labels and in the stock message. */
export const lineLabel = (line: CartItem) => `${line.Product.name} (${line.productlitre.litre.litre})`;

/** The server's wording when a line asks for more than is left, or null when it can be ordered. */
export function stockProblem(line: CartItem): string | null {
  const left = line.productlitre.remaining_qty;
  if (left <= 0) return cartMessages.outOfStock;
  if (line.quantity > left) return onlyLeft(left, line.Product.name, line.productlitre.litre.litre);
  return null;
}

/** An empty cart's quote: nothing to price, so the server is not asked. */
export const emptyQuote: CartQuote = {
  lines: [],
  subtotalPaise: 0,
  offers: [],
  volumeMl: 0,
  deliveryPaise: 0,
  codFeePaise: 0,
  taxes: [],
  gstPaise: 0,
  totalPaise: 0,
  codAvailable: true,
  codMessage: null,
  discountPaise: 0,
  codeApplied: null,
  codeMessage: null,
  onlineSavingsPaise: 0,
};
