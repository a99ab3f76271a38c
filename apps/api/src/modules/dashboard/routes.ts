// Admin-only calls of the back-office beyond SPEC's list: the daily dashboard, the top-bar search (D16),
// the mail outbox and its retry (D12), shop settings (D5, D17) and a customer's status.
import { userStatusBody } from '@chamak/shared/accounts';
import { idParam } from '@chamak/shared/catalogue';
import { codSettings } from '@chamak/shared/checkout';
import { adminSearchResults, dashboardView, messageReply, outboxMessage } from '@chamak/shared/dashboard';
import { deliverySettings, shopIdentity } from '@chamak/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { setUserStatus } from '../accounts/service.ts';
import { listOutbox, retryMail } from '../mail/service.ts';
import { saveShopSettings } from '../settings/service.ts';
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
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
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
        response: { 200: z.array(outboxMessage) },
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
        params: z.object({ id: idParam('id') }),
        response: { 200: messageReply, 404: messageReply, 409: messageReply, 422: messageReply },
      },
    },
    (r) => retryMail({ db: app.db, mailer: app.mailer }, r.params.id),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        ...adminOnly,
        summary: 'Change the shop identity, delivery rule or COD rules',
        body: z.object({
          shop: shopIdentity.optional(),
          delivery: deliverySettings.optional(),
          cod: codSettings.optional(),
        }),
        response: { 200: messageReply },
      },
    },
    async (r) => {
      await saveShopSettings({ db: app.db, cache: app.responseCache }, r.body);
      return { message: 'Settings saved' };
    },
  );

  app.patch(
    '/users/:id/status',
    {
      schema: {
        ...adminOnly,
        summary: 'Set a customer active, pending or blocked (blocking ends their sessions, D23)',
        params: z.object({ id: idParam('id') }),
        body: userStatusBody,
        response: { 200: messageReply, 404: messageReply },
      },
    },
    (r) => setUserStatus({ db: app.db }, r.params.id, r.body.status),
  );
};
