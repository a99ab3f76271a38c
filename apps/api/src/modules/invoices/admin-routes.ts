// The admin's GST calls (decisions 0115 and 0343): the month's GSTR-1 tables as JSON for the Reports page, as CSV
// (one table, or all of them in one file) and as the GST portal's offline-tool JSON file. Admin only, checked
// before anything is read.
import {
  gstReportCsvQuery,
  gstReportCsv as gstReportCsvText,
  gstReportQuery,
  gstReport as gstReportView,
  gstr1JsonFile,
} from '@chamak/shared/gst-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { gstReport, gstReportFile, gstr1File } from './report.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'invoices');

  app.get(
    '/admin/reports/gst',
    {
      schema: {
        ...adminOnly,
        summary:
          "A month's GSTR-1 tables: B2B, B2C large, B2C small, credit notes (CDNR, CDNUR), HSN summary (B2B, B2C), documents issued",
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
        summary:
          "A month's GSTR-1 tables as CSV (text/csv): one table with table=, else all of them in one file",
        querystring: gstReportCsvQuery,
        response: { 200: gstReportCsvText },
      },
    },
    async (request, reply) => {
      const { month, table } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="chamak-gst-${month}${table ? `-${table}` : ''}.csv"`,
        )
        .send(await gstReportFile({ db: app.db }, month, table));
    },
  );
  app.get(
    '/admin/reports/gstr1.json',
    {
      schema: {
        ...adminOnly,
        summary: "A month's GSTR-1 as the JSON file the GST portal's offline tool imports (application/json)",
        querystring: gstReportQuery,
        response: { 200: gstr1JsonFile },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const file = await gstr1File({ db: app.db }, month);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="chamak-gstr1-${month}.json"`)
        .send(file);
    },
  );
};
