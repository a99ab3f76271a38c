// Test helpers for checkout through the real routes: a delivery address the schema accepts, a size with stock,
// and a customer's cart filled and ordered as the browser would.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { rows } from '../lib/sql.ts';
import { as, type TestUser } from './auth.ts';

export const checkoutAddress = {
  firstName: 'Kavya',
  lastName: 'Nair',
  email: 'kavya@example.com',
  phone: '9812345670',
  address: '12 Lake Road',
  apt: 'Flat 4B',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682001',
};

export type SizeInStock = { product_id: number; pl_id: number; remaining: number };

/** A product size with at least `atLeast` units left (the lowest id, or the highest with `last`). */
export async function sizeInStock(db: DbOrTx, atLeast = 5, last = false): Promise<SizeInStock> {
  const [size] = await rows<SizeInStock>(
    db,
    sql`select product_id, id as pl_id, remaining_qty as remaining from product_litres
      where remaining_qty >= ${atLeast} order by ${last ? sql`id desc` : sql`id`} limit 1`,
  );
  if (!size) throw new Error(`no size with ${atLeast} units in stock`);
  return size;
}

/** Puts `quantity` of a size in the customer's server cart; throws unless the shop accepts it. */
export async function addToCart(
  app: FastifyInstance,
  user: Pick<TestUser, 'token' | 'userId'>,
  size: Pick<SizeInStock, 'product_id' | 'pl_id'>,
  quantity = 1,
): Promise<void> {
  const res = await app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/cart/add',
      payload: { userId: user.userId, productId: size.product_id, pl_id: size.pl_id, quantity },
    }),
  );
  if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.body}`);
}

/** Checks out the customer's cart: cash on delivery (placed at once) or online (a pending order to pay). */
export function checkout(
  app: FastifyInstance,
  user: Pick<TestUser, 'token' | 'userId'>,
  paymentMethod: 'cod' | 'online',
  address: Partial<typeof checkoutAddress> = {},
): Promise<LightMyRequestResponse> {
  return app.inject(
    as(user.token, {
      method: 'POST',
      url: paymentMethod === 'cod' ? '/api/order/verify-payment' : '/api/order/order',
      payload: { ...checkoutAddress, ...address, userId: user.userId, paymentMethod },
    }),
  );
}
