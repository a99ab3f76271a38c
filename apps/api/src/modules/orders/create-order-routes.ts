// The back-office's Create order (decision 0354): the live quote and the order itself, for staff who may write
// orders (orders.write: the owner, managers and fulfilment).
import {
  createdShopOrder,
  createOrderBody,
  createOrderQuote,
  createOrderQuoteBody,
} from '@chamak/shared/admin-create-order';
import { errorReply } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../../plugins/auth.ts';
import { createShopOrder, quoteForShopOrder } from './create-order.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = {
  400: errorReply,
  401: errorReply,
  403: errorReply,
  409: errorReply,
  422: errorReply,
};

export const createOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/orders/quote',
    {
      schema: {
        ...adminOnly,
        summary:
          "What an order the shop creates would cost: the customer's prices, offers, delivery, COD fee, GST and the shop's discount, and why cash is refused if it is",
        body: createOrderQuoteBody,
        response: { 200: createOrderQuote, ...refusals },
      },
      preHandler: requireStaff('orders'),
      // A POST only for its body: it changes nothing, so the audit log does not record it.
      config: { writesNothing: true },
    },
    (request) => quoteForShopOrder(app.ctx, request.body),
  );

  app.post(
    '/admin/orders',
    {
      schema: {
        ...adminOnly,
        summary:
          'Create an order for a customer who ordered by phone or WhatsApp: found or made by mobile number, priced by the server, cash on delivery or a pay-now link',
        body: createOrderBody,
        response: { 200: createdShopOrder, ...refusals },
      },
      preHandler: requireStaff('orders'),
    },
    (request) => createShopOrder(app.ctx, request.body, { userId: actorOf(request).userId }),
  );
};
