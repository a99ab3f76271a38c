// Editing a placed order before pickup (decision 0355): the admin's edit of an order's address and lines, previewed
// (nothing written) or applied, for staff who may write orders.
import { errorReply, idParams } from '@chamak/shared/common';
import { orderEditBody, orderEditResult } from '@chamak/shared/order-edit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../../plugins/auth.ts';
import { editOrder } from './edit-order.ts';

export const orderEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin/orders/:id',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Edit a placed order before pickup: its delivery address, line quantities, lines removed or sizes added, re-quoted at the prices it was placed with (added sizes at today’s); `preview: true` answers the new lines, totals, tax, stock and payment difference and writes nothing',
        params: idParams,
        body: orderEditBody,
        response: {
          200: orderEditResult,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
        },
      },
      preHandler: requireStaff('orders'),
    },
    (request) => editOrder(app.ctx, request.params.id, request.body, actorOf(request)),
  );
};
