// The order summary's figures, in paise: the cart's lines at the server's prices, and the totals from the
// server's quote; until the quote arrives, the same figures from the shared delivery rule (D5).
import type { CartItem } from '@chamak/shared/cart';
import type { CheckoutAddress } from '@chamak/shared/checkout';
import { type DeliverySettings, deliveryChargePaise } from '@chamak/shared/delivery';
import { paiseToRupees, rupeesToPaise } from '@chamak/shared/money';
import type { OrderPayload, Quote } from './api.ts';

export type PaymentChoice = 'online' | 'cod';

export type SummaryLine = {
  key: string;
  name: string;
  size: string;
  quantity: number;
  image: string | null;
  srcSet: string;
  unitPaise: number;
  linePaise: number;
};

export type Summary = {
  lines: SummaryLine[];
  totalMl: number;
  subtotalPaise: number;
  /** null until the delivery settings or the quote are known. */
  deliveryPaise: number | null;
  codFeePaise: number;
  totalPaise: number | null;
};

/** Lines the shop can sell: those with a product (SPEC: 'No valid items in the cart.' when none are). */
export const validItems = (items: readonly CartItem[]) => items.filter((item) => item.productId > 0);

export function summarize(
  items: readonly CartItem[],
  delivery: DeliverySettings | undefined,
  quote: Quote | undefined,
): Summary {
  const valid = validItems(items);
  const lines = valid.map((item) => {
    const unitPaise = rupeesToPaise(item.productlitre.discounted_price);
    const image = item.productlitre.productimages[0];
    return {
      key: `${item.cartId ?? 'line'}-${item.pl_id}`,
      name: item.Product.name,
      size: item.productlitre.litre.litre,
      quantity: item.quantity,
      image: image?.image ?? null,
      srcSet: image?.srcset ?? '',
      unitPaise,
      linePaise: unitPaise * item.quantity,
    };
  });
  const volume = valid.map((item) => ({
    totalMl: item.productlitre.litre.total_ml,
    quantity: item.quantity,
  }));
  const totalMl = volume.reduce((sum, line) => sum + line.totalMl * line.quantity, 0);
  if (quote) {
    return {
      lines,
      totalMl,
      subtotalPaise: rupeesToPaise(quote.subtotal),
      deliveryPaise: rupeesToPaise(quote.delivery_charge),
      codFeePaise: rupeesToPaise(quote.codFee),
      totalPaise: rupeesToPaise(quote.total),
    };
  }
  const subtotalPaise = lines.reduce((sum, line) => sum + line.linePaise, 0);
  const deliveryPaise = delivery ? deliveryChargePaise(volume, delivery) : null;
  return {
    lines,
    totalMl,
    subtotalPaise,
    deliveryPaise,
    codFeePaise: 0,
    totalPaise: deliveryPaise === null ? null : subtotalPaise + deliveryPaise,
  };
}

/**
 * SPEC section 3's order payload. The server reads only the address, userId and payment method and prices
 * the cart itself (D4); the figures are sent because SPEC lists them.
 */
export function orderPayload(
  address: CheckoutAddress,
  userId: number,
  method: PaymentChoice,
  items: readonly CartItem[],
  summary: Summary,
): OrderPayload {
  const total = summary.totalPaise ?? summary.subtotalPaise;
  return {
    ...address,
    userId,
    paymentMethod: method,
    status: 1,
    finalCartItems: validItems(items).map(({ productId, pl_id, quantity }) => ({
      productId,
      pl_id,
      quantity,
    })),
    orderDetail: summary.lines
      .map((line) => `${line.name} (${line.size}) x${line.quantity}`)
      .join(', ')
      .slice(0, 250),
    totalMl: summary.totalMl,
    totalPrice: paiseToRupees(summary.subtotalPaise),
    delivery_charge: paiseToRupees(summary.deliveryPaise ?? 0),
    finalPrice: paiseToRupees(total),
    amount: total,
    currency: 'INR',
  };
}
