// Reviews' contract (SPEC sections 3 and 7): what a product's reviews list carries.
import { z } from 'zod';
import { idParam, messageReply } from './common.ts';
import { pagedReply, pagingQuery } from './paging.ts';

export const review = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  createdAt: z.string(),
  User: z.object({ fullName: z.string() }),
  Product: z.object({ name: z.string() }),
  /** The reviewer has ordered this product. */
  verifiedBuyer: z.boolean(),
});
export type Review = z.infer<typeof review>;
export const reviewList = z.array(review);

/** GET /api/ratings (admin): with ?page=, one page of the reviews (?q= searched, ?rating= filtered). */
export const reviewsListQuery = pagingQuery.extend({
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
/** One page of reviews, and over all of them: how many there are and their average rating (null for none). */
export const reviewsPage = pagedReply(review).extend({
  reviews: z.number().int(),
  average: z.number().nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPage>;
export const reviewsListReply = z.union([reviewsPage, reviewList]);
/** POST /api/ratings answers 201 with the stored review. */
export const reviewAdded = messageReply.extend({ review });
export type ReviewAdded = z.infer<typeof reviewAdded>;

export const productIdParams = z.object({ productId: idParam('productId') });

export const reviewBody = z.object({
  userId: z.coerce.number().int().positive(),
  productId: z.coerce.number().int().positive(),
  rating: z.coerce
    .number({ error: 'Please select a rating.' })
    .int({ error: 'Please select a rating.' })
    .min(1, { error: 'Please select a rating.' })
    .max(5, { error: 'Rating must be 1 to 5.' }),
  description: z.string().trim().max(2000, { error: 'Review must be 2000 characters or less.' }).default(''),
});
export type ReviewBody = z.infer<typeof reviewBody>;
