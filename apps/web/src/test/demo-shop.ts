// Setup for web tests in the seeded demo shop: a size as the shop sells it, a customer's server cart filled
// through the real cart route, and an order placed through the real checkout.
import { sql } from 'drizzle-orm';
import { rows } from '../../../api/src/lib/sql.ts';
import type { TestUser } from '../../../api/src/test/auth.ts';
import { addToCart, checkout, checkoutAddress } from '../../../api/src/test/checkout.ts';
import type { RealApi } from './real-api.ts';

export { checkoutAddress };

export type DemoSize = {
  productId: number;
  pl_id: number;
  name: string;
  /** The size's label, e.g. '500 ml'. */
  size: string;
  totalMl: number;
  /** The selling (discounted) price of one unit, in paise. */
  pricePaise: number;
  remaining: number;
  /** How the cart names the line: 'Citrus Burst Multi-Surface Cleaner (500 ml)'. */
  label: string;
};

/** The demo size `pl_id` as the database holds it now. */
export async function demoSize(api: RealApi, plId: number): Promise<DemoSize> {
  const [size] = await rows<Omit<DemoSize, 'label'>>(
    api.database.db,
    sql`select p.id as "productId", pl.id as "pl_id", p.name, l.label as size, l.total_ml as "totalMl",
          pl.discounted_price_paise as "pricePaise", pl.remaining_qty as remaining
        from product_litres pl join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
        where pl.id = ${plId}`,
  );
  if (!size) throw new Error(`no demo size ${plId}`);
  return { ...size, label: `${size.name} (${size.size})` };
}

/** Puts `quantity` of `size` in the customer's server cart through POST /api/cart/add. */
export function addToServerCart(
  api: RealApi,
  user: Pick<TestUser, 'token' | 'userId'>,
  size: Pick<DemoSize, 'productId' | 'pl_id'>,
  quantity = 1,
): Promise<void> {
  return addToCart(api.app, user, { product_id: size.productId, pl_id: size.pl_id }, quantity);
}

/** Places a cash-on-delivery order of `quantity` of `size` for a fresh customer; answers the order. */
export async function placeCodOrder(
  api: RealApi,
  size: Pick<DemoSize, 'productId' | 'pl_id'>,
  quantity = 1,
  user?: TestUser,
): Promise<{ user: TestUser; order: Record<string, unknown> }> {
  const buyer = user ?? (await api.newCustomer());
  await addToServerCart(api, buyer, size, quantity);
  const res = await checkout(api.app, buyer, 'cod');
  if (res.statusCode >= 300) throw new Error(`cod order failed: ${res.body}`);
  return { user: buyer, order: res.json() as Record<string, unknown> };
}

/**
 * Sets what is left of a size, as a sale or a restock elsewhere would (no route sets the remaining count by
 * itself: the admin's product form sets the total). The test app caches nothing, so the next call sees it.
 */
export async function setStock(api: RealApi, plId: number, remaining: number): Promise<void> {
  await api.database.db.execute(
    sql`update product_litres set remaining_qty = ${remaining} where id = ${plId}`,
  );
}
