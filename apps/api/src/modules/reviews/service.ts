// Reviews: a product's reviews, writing one's own, deleting (one's own; an admin any), the admin's list;
// every write keeps the product's averageRatings and totalReviews right in the same transaction.
import { messages } from '@chamak/shared/messages';
import type { Paging } from '@chamak/shared/paging';
import type { Review, ReviewBody, ReviewsPage } from '@chamak/shared/reviews';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appendEvent } from '../../events/bus.ts';
import { containsPattern, countAndPage, whereAll } from '../../lib/paging.ts';
import { arrayLiteral, escapeLike, rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';
import { Conflict, Forbidden, NotFound } from '../../plugins/errors.ts';
import { refreshRatings } from '../catalogue/index.ts';
import { revenueOrder } from '../orders/index.ts';

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

const reviewSelect = sql`select r.id, r.user_id, r.product_id, r.rating, r.description, r.created_at,
    u.fullname as full_name, p.name as product_name,
    exists (select 1 from orders o join order_items oi on oi.order_id = o.id
            where o.user_id = r.user_id and oi.product_id = r.product_id
              and ${revenueOrder}) as verified
  from reviews r join users u on u.id = r.user_id join products p on p.id = r.product_id`;

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  userId: r.user_id,
  productId: r.product_id,
  rating: r.rating,
  description: r.description,
  createdAt: new Date(r.created_at).toISOString(),
  User: { fullName: r.full_name },
  Product: { name: r.product_name },
  verifiedBuyer: r.verified,
});

/** Writing a review changes the product's rating, so the service says what to drop from the response cache. */
export type ReviewsCtx = { db: DbOrTx; cache?: CacheInvalidator };

// The seed recomputes every product's rating after writing its demo reviews through this name.
export { refreshRatings };

export async function productReviews(ctx: { db: DbOrTx }, productId: number): Promise<Review[]> {
  const [product] = await rows<{ id: number }>(ctx.db, sql`select id from products where id = ${productId}`);
  if (!product) throw new NotFound(messages.productNotFound);
  const found = await rows<ReviewRow>(
    ctx.db,
    sql`${reviewSelect} where r.product_id = ${productId} order by r.created_at desc, r.id desc`,
  );
  return found.map(toReview);
}

export async function allReviews(ctx: { db: DbOrTx }, search?: string): Promise<Review[]> {
  const term = search?.trim() ? `%${escapeLike(search.trim())}%` : undefined;
  const where = term
    ? sql`where (p.name ilike ${term} or u.fullname ilike ${term} or r.description ilike ${term})`
    : sql``;
  return (
    await rows<ReviewRow>(ctx.db, sql`${reviewSelect} ${where} order by r.created_at desc, r.id desc`)
  ).map(toReview);
}

/**
 * One page of every review, newest first: `paging.q` searched in the product, the reviewer and the text,
 * `rating` filtered in SQL; and over all reviews, how many there are and their average rating.
 */
export async function reviewsPage(
  ctx: { db: DbOrTx },
  paging: Paging,
  rating?: number,
): Promise<ReviewsPage> {
  const term = containsPattern(paging.q);
  const from = sql`from reviews r join users u on u.id = r.user_id join products p on p.id = r.product_id
    ${whereAll([
      term && sql`(p.name ilike ${term} or u.fullname ilike ${term} or r.description ilike ${term})`,
      rating !== undefined && sql`r.rating = ${rating}`,
    ])}`;
  const [page, [all]] = await Promise.all([
    countAndPage<{ id: number }>(
      ctx.db,
      { select: sql`r.id`, from, orderBy: sql`r.created_at desc, r.id desc` },
      paging,
    ),
    rows<{ n: number; average: number | string | null }>(
      ctx.db,
      sql`select count(*)::int as n, avg(rating)::float8 as average from reviews`,
    ),
  ]);
  const ids = page.rows.map((r) => r.id);
  const found = ids.length
    ? await rows<ReviewRow>(
        ctx.db,
        sql`${reviewSelect} where r.id = any(${arrayLiteral(ids)}::int[]) order by r.created_at desc, r.id desc`,
      )
    : [];
  return {
    items: found.map(toReview),
    total: page.total,
    page: paging.page,
    pageSize: paging.pageSize,
    reviews: all?.n ?? 0,
    average: all?.average == null ? null : Number(all.average),
  };
}

/** One review per customer and product; text is stored as typed and always rendered as text. */
export async function addReview(
  ctx: ReviewsCtx,
  body: ReviewBody,
): Promise<{ message: string; review: Review }> {
  const added = await ctx.db.transaction(async (tx) => {
    const [product] = await rows<{ id: number }>(
      tx,
      sql`select id from products where id = ${body.productId} for update`,
    );
    if (!product) throw new NotFound(messages.productNotFound);
    const [already] = await rows<{ id: number }>(
      tx,
      sql`select id from reviews where user_id = ${body.userId} and product_id = ${body.productId}`,
    );
    if (already) throw new Conflict('You have already reviewed this product.');
    const [created] = await rows<{ id: number }>(
      tx,
      sql`insert into reviews (user_id, product_id, rating, description)
        values (${body.userId}, ${body.productId}, ${body.rating}, ${body.description}) returning id`,
    );
    await refreshRatings(tx, [body.productId]);
    await appendEvent(tx, 'answers.changed', { tags: ['reviews', 'catalogue'] });
    const [row] = await rows<ReviewRow>(tx, sql`${reviewSelect} where r.id = ${created!.id}`);
    return { message: 'Review submitted successfully!', review: toReview(row!) };
  });
  return added;
}

export async function deleteReview(ctx: ReviewsCtx, actor: Actor, id: number): Promise<{ message: string }> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [found] = await rows<{ user_id: number; product_id: number }>(
      tx,
      sql`select user_id, product_id from reviews where id = ${id}`,
    );
    if (!found) throw new NotFound('Review not found.');
    if (actor.role !== 'admin' && found.user_id !== actor.userId)
      throw new Forbidden('You may delete only your own reviews.');
    await tx.execute(sql`delete from reviews where id = ${id}`);
    await refreshRatings(tx, [found.product_id]);
    await appendEvent(tx, 'answers.changed', { tags: ['reviews', 'catalogue'] });
    return { message: 'Review deleted successfully' };
  });
  return deleted;
}

/**
 * Deletes every review a customer wrote (their account is going) and recomputes those products' ratings, in the
 * caller's transaction; the caller invalidates the 'reviews' and 'catalogue' cache tags once it commits.
 */
export async function deleteReviewsBy(tx: DbOrTx, userId: number): Promise<void> {
  const reviewed = await rows<{ product_id: number }>(
    tx,
    sql`delete from reviews where user_id = ${userId} returning product_id`,
  );
  const productIds = [...new Set(reviewed.map((r) => r.product_id))];
  await refreshRatings(tx, productIds);
}
