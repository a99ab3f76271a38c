// Admin → Audit log (decision 0348): the Owner reads it by person, entity and dates, and downloads it as CSV.
// Nothing here changes an entry: the app has no call for that, and the database refuses it.
import { auditCsvQuery, auditCsvText, auditPage, auditQuery } from '@chamak/shared/audit';
import { errorReply } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { auditExport } from './recorder.ts';
import { auditCsv, auditEntries } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'audit');
  app.get(
    '/admin/audit',
    {
      schema: {
        ...adminOnly,
        summary: 'Audit log entries, newest first, by person, entity and dates (UTC days)',
        querystring: auditQuery,
        response: { 200: auditPage, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    (request) => auditEntries({ db: app.db }, request.query),
  );
  app.get(
    '/admin/audit.csv',
    {
      schema: {
        ...adminOnly,
        summary: 'The entries the filter matches as CSV (oldest first)',
        querystring: auditCsvQuery,
        response: { 200: auditCsvText },
      },
    },
    async (request, reply) => {
      // The log names people and their addresses: reading it out is itself an export.
      auditExport(request, 'audit', { filter: request.query });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(await auditCsv({ db: app.db }, request.query));
    },
  );
};
