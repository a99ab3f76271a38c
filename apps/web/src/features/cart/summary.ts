// The Order Summary's figures (SPEC section 9, DECISIONS D5): subtotal of discounted prices, the shared
// delivery rule, total; all in integer paise. Plus the stock check of one line (D6).

import type { CartItem } from '@chamak/shared/cart';
import { type DeliverySettings, deliveryChargePaise } from '@chamak/shared/delivery';
import { cartMessages, onlyLeft } from '@chamak/shared/messages';
import { rupeesToPaise } from '@chamak/shared/money';

export type CartTotals = {
  subtotalPaise: number;
  deliveryPaise: number;
  totalPaise: number;
  volumeMl: number;
};

export function cartTotals(lines: readonly CartItem[], delivery: DeliverySettings): CartTotals {
  const subtotalPaise = lines.reduce(
    (sum, l) => sum + rupeesToPaise(l.productlitre.discounted_price) * l.quantity,
    0,
  );
  const deliveryPaise = deliveryChargePaise(
    lines.map((l) => ({ totalMl: l.productlitre.litre.total_ml, quantity: l.quantity })),
    delivery,
  );
  const volumeMl = lines.reduce((sum, l) => sum + l.productlitre.litre.total_ml * l.quantity, 0);
  return { subtotalPaise, deliveryPaise, totalPaise: subtotalPaise + deliveryPaise, volumeMl };
}

/** "Product (1 L)": names a line, in labels and in the stock message. */
export const lineLabel = (line: CartItem) => `${line.Product.name} (${line.productlitre.litre.litre})`;

/** The server's wording when a line asks for more than is left, or null when it can be ordered. */
export function stockProblem(line: CartItem): string | null {
  const left = line.productlitre.remaining_qty;
  if (left <= 0) return cartMessages.outOfStock;
  if (line.quantity > left) return onlyLeft(left, line.Product.name, line.productlitre.litre.litre);
  return null;
}
