// A product's stored mean rating and review count (products.average_rating, total_reviews): catalogue's columns,
// recomputed from the reviews table whenever the reviews module adds or deletes reviews (in its transaction).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral } from '../../lib/sql.ts';

/** Recomputes the rating and review count of the products `productIds` names (of every product without it). */
export async function refreshRatings(db: DbOrTx, productIds?: number[]): Promise<void> {
  if (productIds?.length === 0) return;
  const where = productIds ? sql`p.id = any(${arrayLiteral(productIds)}::int[])` : sql`true`;
  await db.execute(sql`update products p set
      average_rating = coalesce((select round(avg(r.rating), 2) from reviews r where r.product_id = p.id), 0),
      total_reviews = (select count(*) from reviews r where r.product_id = p.id)
    where ${where}`);
}
