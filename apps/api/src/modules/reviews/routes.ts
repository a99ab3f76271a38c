// Review calls of SPEC section 7 (reads; writes come with the accounts issue).
import { idParam } from '@chamak/shared/catalogue';
import { review } from '@chamak/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productReviews } from './service.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ratings/products/:productId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The reviews of one product, newest first',
        params: z.object({ productId: idParam('productId') }),
        response: { 200: z.array(review), 404: z.object({ message: z.string() }) },
      },
      config: { cache: true },
    },
    (request) => productReviews({ db: app.db }, request.params.productId),
  );
};
