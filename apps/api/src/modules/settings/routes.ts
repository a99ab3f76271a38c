// Shop configuration the storefront renders (D5, D17) and the health check.
import { shopSettingsResponse } from '@chamak/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopSettingsView } from './service.ts';

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

  app.get(
    '/health',
    {
      schema: {
        tags: ['settings'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ message: z.string() }),
        },
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
  app.get('/ping', { schema: { hide: true } }, () => ({ pong: true }));
};
