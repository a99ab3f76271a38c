// The orders table's bulk calls (decision 0353): mark the chosen orders packed or shipped (orders.write), and the
// chosen orders as CSV (orders.read; names and phones, so recorded as an export of personal data).
import {
  bulkOrderStatusBody,
  bulkOrderStatusReply,
  orderSelectionCsvText,
  orderSelectionQuery,
} from '@chamak/shared/bulk-actions';
import { errorReply } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../../plugins/auth.ts';
import { auditExport } from '../audit/index.ts';
import { markOrders, selectionCsv } from './bulk.ts';
import { actorOf as orderActorOf } from './transition.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = { 400: errorReply, 401: errorReply, 403: errorReply };

export const orderBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/orders/bulk/status',
    {
      schema: {
        ...adminOnly,
        summary:
          'Mark the chosen orders packed (Pickup Generated) or shipped (Picked Up): each moves on its own, and the answer says for each whether it moved, was there already, or why not',
        body: bulkOrderStatusBody,
        response: { 200: bulkOrderStatusReply, ...refusals },
      },
      preHandler: requireStaff('orders'),
    },
    (request) => markOrders({ db: app.db }, request.body, orderActorOf(actorOf(request))),
  );

  app.get(
    '/admin/orders/selection.csv',
    {
      schema: {
        ...adminOnly,
        summary: 'The chosen orders as CSV: number, time, customer, phone, payment, status, total in rupees',
        querystring: orderSelectionQuery,
        response: { 200: orderSelectionCsvText, ...refusals },
      },
      preHandler: requireStaff('orders'),
    },
    async (request, reply) => {
      const csv = await selectionCsv({ db: app.db }, request.query.ids);
      // Names and phones: an export of personal data, recorded as such (decision 0348).
      auditExport(request, 'orders', { count: csv.count });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .send(csv.text);
    },
  );
};
