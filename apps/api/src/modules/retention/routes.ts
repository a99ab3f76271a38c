// Admin → Retention (decision 0361), the Owner's: how long logs, abandoned carts, inactive accounts and contact
// messages are kept, and what the daily job's last runs did.
import { errorReply } from '@chamak/shared/common';
import { retentionSettings, retentionView } from '@chamak/shared/retention';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.ts';
import { saveRetentionSettings, retentionView as viewOf } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/retention',
    {
      schema: {
        ...adminOnly,
        summary: 'The retention periods and the retention job’s last runs',
        response: { 200: retentionView, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('staff'),
    },
    () => viewOf(app.ctx),
  );
  app.put(
    '/admin/retention',
    {
      schema: {
        ...adminOnly,
        summary:
          'Save the retention periods (logs a year at least; the audit log’s period is the same setting)',
        body: retentionSettings,
        response: { 200: retentionView, 400: errorReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('staff'),
    },
    (request) => saveRetentionSettings(app.ctx, request.body),
  );
};
