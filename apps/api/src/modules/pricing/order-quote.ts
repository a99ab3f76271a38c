// A placed order quoted again (decision 0337: a cash order paid online after placing): the pricing pipeline of
// quote.ts over the order's own lines, at the prices and GST data it was placed with.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import {
  type PaymentMethod,
  type Quote,
  type QuoteFor,
  type QuoteLine,
  quoteLines,
  rulesOf,
} from './quote.ts';

/** A placed order's line as it was placed (order_items): its unit price, quantity and GST data then. */
export type PlacedLine = {
  productId: number | null;
  sizeId: number | null;
  name: string;
  label: string;
  totalMl: number;
  image: string | null;
  pricePaise: number;
  quantity: number;
  hsnCode: string | null;
  gstRate: number | null;
};

/** A placed order as re-quoting reads it: its lines, delivery charge, where it goes and the code it was placed with. */
export type PlacedOrder = {
  id: number;
  userId: number | null;
  lines: readonly PlacedLine[];
  /** The delivery charge before any free-delivery offer. */
  deliveryPaise: number;
  postalCode: string;
  state: string;
  /** Where its GST was supplied; null for an order placed without GST, which stays untaxed. */
  placeOfSupply: string | null;
  code: string | null;
  /** The shop's own discount on an order it created (decision 0354), kept as placed: its label and paise. */
  shopDiscount?: { label: string; amountPaise: number } | null;
};

/**
 * A placed order quoted again for another payment method (decision 0337: a cash order paid online): its own lines
 * at the prices, HSN codes and rates it was placed with (never today's), its own delivery charge and place of
 * supply, and the offers running now for that method (its code too), the order itself not counted against their
 * limits or its shopper's first order. An order placed without GST stays without it.
 */
export async function quoteOrder(db: DbOrTx, order: PlacedOrder, method: PaymentMethod): Promise<Quote> {
  const to: QuoteFor = {
    method,
    postalCode: order.postalCode,
    state: order.placeOfSupply ?? order.state,
    ...(order.code ? { code: order.code } : {}),
  };
  const rules = rulesOf(db, to, order.userId, order.id).then((r) => ({
    ...r,
    // Taxed as it was placed: a GSTIN added or removed since does not change this order.
    seller:
      order.placeOfSupply === null
        ? { gstin: null, state: r.seller.state }
        : { gstin: r.seller.gstin ?? 'as placed', state: r.seller.state },
  }));
  // Awaited by the pipeline below; a failure reading the products first must not leave this one unhandled (a lost
  // connection fails both).
  rules.catch(() => {});
  const ids = order.lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const products = await rows<{ id: number; category_id: number | null; combos: boolean }>(
    db,
    sql`select id, category_id, combos from products where id = any(${arrayLiteral(ids)}::int[])`,
  );
  const lines: QuoteLine[] = order.lines.map((l) => {
    const product = products.find((p) => p.id === l.productId);
    return {
      product_id: l.productId ?? 0,
      pl_id: l.sizeId ?? 0,
      name: l.name,
      label: l.label,
      total_ml: l.totalMl,
      image: l.image,
      price: l.pricePaise,
      quantity: l.quantity,
      remaining: l.quantity,
      lineTotal: l.pricePaise * l.quantity,
      hsn_code: l.hsnCode,
      gst_rate: l.gstRate,
      category_id: product?.category_id ?? null,
      combos: product?.combos ?? false,
      discount: 0,
    };
  });
  return quoteLines(
    lines,
    to,
    order.userId,
    rules,
    null,
    0,
    order.deliveryPaise,
    order.shopDiscount ?? undefined,
  );
}
