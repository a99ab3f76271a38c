// Admin-only: sales at a glance (decision 0347) as figures for the page and as one CSV per table.
import { errorReply } from '@chamak/shared/common';
import { salesCsvQuery, salesCsvText, salesReport, salesReportQuery } from '@chamak/shared/sales-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { salesReport as report, salesCsv } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const salesReportRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'reports');

  app.get(
    '/admin/reports/sales',
    {
      schema: {
        ...adminOnly,
        summary:
          'Sales for a range of shop days by day, week or month; by product and size, category and PIN zone; new and returning customers, repeat rate, monthly cohorts',
        querystring: salesReportQuery,
        response: { 200: salesReport, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    (request) => report({ db: app.db }, request.query),
  );
  app.get(
    '/admin/reports/sales.csv',
    {
      schema: {
        ...adminOnly,
        summary: 'One table of the sales report as CSV (text/csv)',
        querystring: salesCsvQuery,
        response: { 200: salesCsvText },
      },
    },
    async (request, reply) => {
      const { table, ...range } = request.query;
      const csv = salesCsv(await report({ db: app.db }, range), table);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .send(csv.text);
    },
  );
};
