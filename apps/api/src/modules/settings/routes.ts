// Shop configuration the storefront renders (D5, D17), the admin's change of it, and the health check.
import { messageReply } from '@chamak/shared/common';
import { healthReply, pingReply, shopSettingsBody, shopSettingsResponse } from '@chamak/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { saveShopSettings, shopSettingsView } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Shop identity and delivery rule',
        response: { 200: shopSettingsResponse },
      },
      config: { cache: 'settings' },
    },
    () => shopSettingsView({ db: app.db }),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the shop identity, delivery rule or COD rules',
        security: [{ bearer: [] }],
        body: shopSettingsBody,
        response: { 200: messageReply },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      await saveShopSettings({ db: app.db, cache: app.responseCache }, request.body);
      return { message: 'Settings saved' };
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['settings'],
        summary: 'Liveness and database check',
        response: { 200: healthReply, 503: messageReply },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'Database unreachable' });
      }
    },
  );

  // A route with no work behind it: the benchmark's yardstick for the framework's own cost.
  app.get('/ping', { schema: { hide: true, response: { 200: pingReply } } }, () => ({ pong: true as const }));
};
