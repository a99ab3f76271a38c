// Admin-only calls of the back-office beyond SPEC's list: the daily dashboard, the top-bar search (D16), and
// the mail outbox and its retry (D12).
import { idParams, messageReply } from '@chamak/shared/common';
import { adminSearchQuery, adminSearchResults, dashboardView, outboxList } from '@chamak/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { listOutbox, retryMail } from '../mail/service.ts';
import { adminSearch, dashboard } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/dashboard',
    {
      schema: {
        ...adminOnly,
        summary: 'Revenue and orders for 30 days, orders to ship, low stock, newest users',
        response: { 200: dashboardView },
      },
    },
    () => dashboard({ db: app.db }),
  );
  app.get(
    '/admin/search',
    {
      schema: {
        ...adminOnly,
        summary: 'Find products, orders and users',
        querystring: adminSearchQuery,
        response: { 200: adminSearchResults },
      },
    },
    (r) => adminSearch({ db: app.db }, r.query.q),
  );
  app.get(
    '/admin/outbox',
    {
      schema: {
        ...adminOnly,
        summary: 'Mail the shop has sent or kept (D12)',
        response: { 200: outboxList },
      },
    },
    () => listOutbox({ db: app.db }),
  );
  app.post(
    '/admin/outbox/:id/retry',
    {
      schema: {
        ...adminOnly,
        summary: 'Put a failed message back in the mail queue',
        params: idParams,
        response: { 200: messageReply, 404: messageReply, 409: messageReply, 422: messageReply },
      },
    },
    (r) => retryMail({ db: app.db, mailer: app.mailer }, r.params.id),
  );
};
