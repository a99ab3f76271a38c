// Review calls of SPEC section 7: a product's reviews (public), writing one's own, deleting, the admin list.
import { errorReply, idParams, messageReply } from '@chamak/shared/common';
import { pagingOf } from '@chamak/shared/paging';
import {
  productIdParams,
  reviewAdded,
  reviewBody,
  reviewList,
  reviewsListQuery,
  reviewsListReply,
} from '@chamak/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireSelf, requireStaff, requireUserOrStaff } from '../../plugins/auth.ts';
import * as reviews from './service.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ratings/products/:productId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The reviews of one product, newest first',
        params: productIdParams,
        response: { 200: reviewList, 404: errorReply },
      },
      config: { cache: 'reviews' },
    },
    async (request, reply) => {
      // Cached on the server (cleared on every review write) but not in browsers, which would show a stale list.
      reply.header('cache-control', 'no-cache');
      return reviews.productReviews(app.ctx, request.params.productId);
    },
  );

  app.post(
    '/ratings',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Write a review (as oneself)',
        security: [{ bearer: [] }],
        body: reviewBody,
        response: { 201: reviewAdded, 409: errorReply },
      },
      preHandler: requireSelf((r) => (r.body as { userId?: number }).userId),
    },
    async (request, reply) => {
      const result = await reviews.addReview(app.ctx, request.body);
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/ratings/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Delete one’s own review (an admin: any)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageReply, 403: errorReply, 404: errorReply },
      },
      preHandler: requireUserOrStaff('reviews'),
    },
    async (request) => {
      return reviews.deleteReview(app.ctx, actorOf(request), request.params.id);
    },
  );

  app.get(
    '/ratings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The reviews (admin): every one, or with ?page= one page of them and the totals',
        security: [{ bearer: [] }],
        querystring: reviewsListQuery,
        response: { 200: reviewsListReply },
      },
      preHandler: requireStaff('reviews'),
    },
    (request) => {
      const { rating, ...query } = request.query;
      const paging = pagingOf(query);
      if (paging) return reviews.reviewsPage(app.ctx, paging, rating);
      return reviews.allReviews(app.ctx, query.q ?? query.search);
    },
  );
};
