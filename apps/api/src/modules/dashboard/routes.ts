// Admin-only calls of the back-office beyond SPEC's list: the daily dashboard and the top-bar search (D16).
import { dashboardCounter } from '@chamak/shared/catalogue';
import { errorReply } from '@chamak/shared/common';
import { adminSearchQuery, adminSearchResults, dashboardView } from '@chamak/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { adminSearch, dashboard, dashboardCounters } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'dashboard');

  app.get(
    '/admin/dashboard',
    {
      schema: {
        ...adminOnly,
        summary:
          'Revenue and orders for 30 days, orders to ship, low stock, newest users, sign-in codes today against their cap',
        response: { 200: dashboardView },
      },
    },
    () =>
      dashboard({
        db: app.ctx.db,
        now: app.ctx.now,
        codes: {
          senders: {
            sms: app.ctx.phone.sms,
            whatsapp: app.ctx.phone.whatsapp,
            sandbox: app.config.otpSandbox,
          },
          store: app.failureStore,
        },
      }),
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
  // The counters' path keeps its place under /products from SPEC's list; the counting is the dashboard's.
  app.get(
    '/products/dashboardcounter',
    {
      schema: {
        ...adminOnly,
        summary: 'Counters of the admin dashboard',
        response: { 200: dashboardCounter, 401: errorReply, 403: errorReply },
      },
    },
    () => dashboardCounters({ db: app.db }),
  );
};
