// The order summary beside the checkout form: the server's quote (POST /api/cart/quote, decision 0050) with
// each line's image from the cart, and SPEC's order payload. No figure here is added up in the browser.
import type { CartItem } from '@chamak/shared/cart';
import type { CheckoutAddress } from '@chamak/shared/checkout';
import { paiseToRupees } from '@chamak/shared/money';
import type { CartQuote } from '@chamak/shared/pricing';
import type { OrderPayload } from './api.ts';

export type PaymentChoice = 'online' | 'cod';

export type SummaryLine = {
  key: string;
  name: string;
  size: string;
  quantity: number;
  image: string | null;
  srcSet: string;
  /** The quote's figures; undefined until the first quote arrives. */
  unitPaise: number | undefined;
  linePaise: number | undefined;
};

export type Summary = {
  lines: SummaryLine[];
  /** The server's quote being shown (perhaps the previous one while a new one loads); undefined until the first. */
  quote: CartQuote | undefined;
};

/** Lines the shop can sell: those with a product (SPEC: 'No valid items in the cart.' when none are). */
export const validItems = (items: readonly CartItem[]) => items.filter((item) => item.productId > 0);

/**
 * The summary's lines: the quote's (names, quantities and money as the server priced them), each with its
 * cart line's image; until the first quote, the cart's lines without figures.
 */
export function summarize(items: readonly CartItem[], quote: CartQuote | undefined): Summary {
  const byPl = new Map(items.map((item) => [item.pl_id, item]));
  const imageOf = (pl_id: number) => byPl.get(pl_id)?.productlitre.productimages[0];
  const lines: SummaryLine[] = quote
    ? quote.lines.map((line) => ({
        key: `${byPl.get(line.pl_id)?.cartId ?? 'line'}-${line.pl_id}`,
        name: line.name,
        size: line.size,
        quantity: line.quantity,
        image: imageOf(line.pl_id)?.image ?? null,
        srcSet: imageOf(line.pl_id)?.srcset ?? '',
        unitPaise: line.unitPaise,
        linePaise: line.linePaise,
      }))
    : validItems(items).map((item) => ({
        key: `${item.cartId ?? 'line'}-${item.pl_id}`,
        name: item.Product.name,
        size: item.productlitre.litre.litre,
        quantity: item.quantity,
        image: imageOf(item.pl_id)?.image ?? null,
        srcSet: imageOf(item.pl_id)?.srcset ?? '',
        unitPaise: undefined,
        linePaise: undefined,
      }));
  return { lines, quote };
}

/**
 * SPEC section 3's order payload. The server reads only the address, userId, payment method and discount code
 * and prices the cart itself (D4); SPEC's figures are the quote's, copied as they are, and left out before one arrives.
 */
export function orderPayload(
  address: CheckoutAddress,
  userId: number,
  method: PaymentChoice,
  items: readonly CartItem[],
  summary: Summary,
): OrderPayload {
  const { quote } = summary;
  return {
    ...address,
    userId,
    paymentMethod: method,
    // The code the shopper saw applied; one the quote refused is not sent (the summary showed no discount).
    ...(quote?.codeApplied ? { code: quote.codeApplied } : {}),
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
    ...(quote && {
      totalMl: quote.volumeMl,
      totalPrice: paiseToRupees(quote.subtotalPaise),
      delivery_charge: paiseToRupees(quote.deliveryPaise),
      finalPrice: paiseToRupees(quote.totalPaise),
      amount: quote.totalPaise,
    }),
    currency: 'INR',
  };
}
