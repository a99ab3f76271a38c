// Review calls of SPEC section 7: a product's reviews (public), writing one's own, deleting, the admin list.
import { idParam } from '@chamak/shared/catalogue';
import { review, reviewBody } from '@chamak/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAdmin, requireSelf, requireUser } from '../../plugins/auth.ts';
import * as reviews from './service.ts';

const message = z.object({ message: z.string() });

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.db, cache: app.responseCache });

  app.get(
    '/ratings/products/:productId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The reviews of one product, newest first',
        params: z.object({ productId: idParam('productId') }),
        response: { 200: z.array(review), 404: message },
      },
      config: { cache: 'reviews' },
    },
    async (request, reply) => {
      // Cached on the server (cleared on every review write) but not in browsers, which would show a stale list.
      reply.header('cache-control', 'no-cache');
      return reviews.productReviews(ctx(), request.params.productId);
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
        response: { 201: z.object({ message: z.string(), review }), 409: message },
      },
      preHandler: requireSelf((r) => (r.body as { userId?: number }).userId),
    },
    async (request, reply) => {
      const result = await reviews.addReview(ctx(), request.body);
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
        params: z.object({ id: idParam('id') }),
        response: { 200: message, 403: message, 404: message },
      },
      preHandler: requireUser,
    },
    async (request) => {
      return reviews.deleteReview(ctx(), actorOf(request), request.params.id);
    },
  );

  app.get(
    '/ratings',
    {
      schema: {
        tags: ['admin'],
        summary: 'All reviews (admin)',
        security: [{ bearer: [] }],
        querystring: z.object({ search: z.string().trim().max(100).optional() }),
        response: { 200: z.array(review) },
      },
      preHandler: requireAdmin,
    },
    (request) => reviews.allReviews(ctx(), request.query.search),
  );
};
