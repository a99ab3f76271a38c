// The product page's calls: the reviews list and the recommended products as TanStack Query options, and writing or deleting a review
// (the write calls are served once the accounts issue lands).
import type { MessageReply } from '@chamak/shared/common';
import type { Review, ReviewAdded, ReviewBody } from '@chamak/shared/reviews';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client.ts';
import { keys, queries } from '../../api/queries.ts';

export const productReviewsQuery = (productId: number) =>
  queryOptions({
    queryKey: keys.productReviews(productId),
    queryFn: ({ signal }) => api.productReviews(productId, signal),
    staleTime: 60_000,
  });

export type NewReview = ReviewBody;

/** The server answers 201 with the stored review. */
export const submitReview = (body: NewReview) => request<ReviewAdded>('/ratings', { body });

export const deleteReview = (reviewId: number) =>
  request<MessageReply>(`/ratings/${reviewId}`, { method: 'DELETE' });

/** Average and count of a reviews list; the average is 0 when there are none. */
export function summarise(reviews: readonly Review[]): { average: number; count: number } {
  const count = reviews.length;
  return { average: count ? reviews.reduce((sum, r) => sum + r.rating, 0) / count : 0, count };
}

/** 'Recommended Products': up to 4 others from the same category, so 5 asked for and the current one left out. */
export const recommendedQuery = (categoryId: number) =>
  queries.products({ page: 1, perPage: 5, filter: { category: [categoryId] } });
