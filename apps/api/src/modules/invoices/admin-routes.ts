// The admin's GST calls (decision 0115): the month's GSTR-1 summary as JSON for the Reports page and as one
// CSV file. Admin only, checked before anything is read.
import {
  gstReportCsv as gstReportCsvText,
  gstReportQuery,
  gstReport as gstReportView,
} from '@chamak/shared/gst-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { gstReport, gstReportFile } from './report.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/reports/gst',
    {
      schema: {
        ...adminOnly,
        summary: "A month's GSTR-1 summary: B2C by place of supply and rate, HSN summary, documents issued",
        querystring: gstReportQuery,
        response: { 200: gstReportView },
      },
    },
    (request) => gstReport({ db: app.db }, request.query.month),
  );
  app.get(
    '/admin/reports/gst.csv',
    {
      schema: {
        ...adminOnly,
        summary: "A month's GSTR-1 summary as one CSV file (text/csv)",
        querystring: gstReportQuery,
        response: { 200: gstReportCsvText },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="chamak-gst-${request.query.month}.csv"`)
        .send(await gstReportFile({ db: app.db }, request.query.month)),
  );
};
