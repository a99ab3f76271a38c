// Admin → Customers (decision 0352): the list searched by name, phone or e-mail, one customer in full, and the
// list as CSV. Reading needs customers.read; the CSV needs customers.export and is recorded in the audit log.
import { errorReply, idParams } from '@chamak/shared/common';
import {
  customerDetail,
  customersCsvQuery,
  customersCsvText,
  customersPage,
  customersQuery,
} from '@chamak/shared/customers';
import { defaultPageSize } from '@chamak/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffArea } from '../../plugins/auth.ts';
import { auditExport } from '../audit/index.ts';
import * as customers from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'customers');

  app.get(
    '/admin/customers',
    {
      schema: {
        ...adminOnly,
        summary:
          'Customers (not staff), newest first, searched by name, phone or e-mail: orders, lifetime value, last order, returns to origin',
        querystring: customersQuery,
        response: { 200: customersPage, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    (request) =>
      customers.customersPage(app.ctx, {
        page: request.query.page ?? 1,
        pageSize: request.query.pageSize ?? defaultPageSize,
        q: request.query.q ?? request.query.search ?? '',
      }),
  );

  app.get(
    '/admin/customers.csv',
    {
      schema: {
        ...adminOnly,
        summary: 'The customers matching ?q= as CSV (text/csv); needs customers.export and is audited',
        querystring: customersCsvQuery,
        response: { 200: customersCsvText, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('customers', 'customers.export'),
    },
    async (request, reply) => {
      const csv = await customers.customersCsv(app.ctx, request.query.q);
      auditExport(request, 'customers', {
        count: csv.count,
        ...(request.query.q ? { q: request.query.q } : {}),
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .send(csv.text);
    },
  );

  app.get(
    '/admin/customers/:id',
    {
      schema: {
        ...adminOnly,
        summary:
          'One customer: profile, consent and message preferences, addresses, orders and lifetime value',
        params: idParams,
        response: { 200: customerDetail, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    (request) => customers.customerDetail(app.ctx, request.params.id),
  );
};
