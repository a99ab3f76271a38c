// The PIN check: public, rate-limited per address like the other public calls.
import { errorReply } from '@chamak/shared/common';
import { deliveryEstimate, deliveryEstimateQuery } from '@chamak/shared/delivery-estimate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits } from '../../plugins/rate-limits.ts';
import { estimateForProduct } from './service.ts';

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery/estimate',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Delivery to a PIN code: deliverable or not, the expected dates, cash on delivery and its fee (a product or a cart volume names the parcel)',
        querystring: deliveryEstimateQuery,
        response: { 200: deliveryEstimate, 400: errorReply, 404: errorReply },
      },
      preHandler: limits(app, { max: app.config.deliveryEstimateRateLimit, timeWindow: '1 minute' }),
    },
    (request) =>
      estimateForProduct(
        { db: app.db, shipping: app.shipping, now: app.clock() },
        request.query.pin,
        request.query.productId,
        request.query.volumeMl,
      ),
  );
};
