// Reviews: reading a product's reviews (writing and deleting come with the accounts issue).
import { messages } from '@chamak/shared/messages';
import type { Review } from '@chamak/shared/reviews';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';

type ReviewRow = {
  id: number;
  user_id: number;
  product_id: number;
  rating: number;
  description: string;
  created_at: Date | string;
  full_name: string;
  product_name: string;
  verified: boolean;
};

export async function productReviews(ctx: { db: DbOrTx }, productId: number): Promise<Review[]> {
  const [product] = await rows<{ id: number }>(ctx.db, sql`select id from products where id = ${productId}`);
  if (!product) throw new NotFound(messages.productNotFound);
  const found = await rows<ReviewRow>(
    ctx.db,
    sql`select r.id, r.user_id, r.product_id, r.rating, r.description, r.created_at,
        u.fullname as full_name, p.name as product_name,
        exists (select 1 from orders o join order_items oi on oi.order_id = o.id
                where o.user_id = r.user_id and oi.product_id = r.product_id
                  and o.payment_status in ('paid', 'cod') and o.cancelled_at is null) as verified
      from reviews r join users u on u.id = r.user_id join products p on p.id = r.product_id
      where r.product_id = ${productId}
      order by r.created_at desc, r.id desc`,
  );
  return found.map((r) => ({
    id: r.id,
    userId: r.user_id,
    productId: r.product_id,
    rating: r.rating,
    description: r.description,
    createdAt: new Date(r.created_at).toISOString(),
    User: { fullName: r.full_name },
    Product: { name: r.product_name },
    verifiedBuyer: r.verified,
  }));
}
