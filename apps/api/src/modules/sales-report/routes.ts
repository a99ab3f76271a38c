// Admin-only: sales at a glance (decision 0347) as figures for the page and as one CSV per table; and the daily
// summary's WhatsApp setting (the template and the owner's number), a settings act with its own call.
import { errorReply } from '@chamak/shared/common';
import {
  type SalesSummarySettingsBody,
  salesSummarySettingKey,
  salesSummarySettingsBody,
  salesSummarySettingsReply,
} from '@chamak/shared/notifications';
import { salesCsvQuery, salesCsvText, salesReport, salesReportQuery } from '@chamak/shared/sales-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffArea } from '../../plugins/auth.ts';
import { getSetting, putSetting } from '../settings/index.ts';
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

  const summaryView = async () => ({
    whatsapp: (await getSetting<SalesSummarySettingsBody>(app.db, salesSummarySettingKey, { whatsapp: null }))
      .whatsapp,
    whatsappConfigured: Boolean(app.phone.whatsapp),
  });
  app.get(
    '/admin/settings/sales-summary',
    {
      schema: {
        ...adminOnly,
        summary: "The daily sales summary's WhatsApp template and the owner's number (null: by mail only)",
        response: { 200: salesSummarySettingsReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('settings'),
    },
    summaryView,
  );
  app.put(
    '/admin/settings/sales-summary',
    {
      schema: {
        ...adminOnly,
        summary:
          "Save the daily sales summary's WhatsApp template, its language and the owner's number, or null for mail only",
        body: salesSummarySettingsBody,
        response: { 200: salesSummarySettingsReply, 400: errorReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('settings'),
    },
    async (request) => {
      await putSetting(app.db, salesSummarySettingKey, { whatsapp: request.body.whatsapp });
      return { ...(await summaryView()), message: 'Daily summary settings saved' };
    },
  );
};
