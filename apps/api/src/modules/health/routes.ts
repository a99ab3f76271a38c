// Liveness and readiness (decision 0195). /health answers from the process alone, so a load balancer or an
// orchestrator never restarts a live server because its database is slow; /ready asks the database (the one
// outside service the shop cannot work without) and, when REDIS_URL is set, Redis (what the processes share),
// and answers 503 naming the one that failed.
import { errorReply } from '@chamak/shared/common';
import { readyReply } from '@chamak/shared/health';
import { healthReply } from '@chamak/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** How long readiness waits for a dependency before it counts as not answering. */
const readyTimeoutMs = 2000;

/** `check` settled, or a timeout error once `ms` have passed. */
async function within(check: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (no database call)',
        response: { 200: healthReply },
      },
    },
    () => ({ status: 'ok' as const, database: app.database.kind }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database (and Redis, when configured) answers',
        response: { 200: readyReply, 503: errorReply },
      },
    },
    async (_request, reply) => {
      try {
        await within(app.database.ping(), readyTimeoutMs);
      } catch (error) {
        app.log.error({ err: error }, 'readiness: database unreachable');
        return reply
          .code(503)
          .header('retry-after', '1')
          .send({ message: 'Not ready: the database does not answer', code: 'SERVICE_UNAVAILABLE' });
      }
      const redis = app.redis;
      if (redis) {
        try {
          await within(
            redis.ping().then(() => {}),
            readyTimeoutMs,
          );
        } catch (error) {
          app.log.error({ err: error }, 'readiness: Redis unreachable');
          return reply
            .code(503)
            .header('retry-after', '1')
            .send({ message: 'Not ready: Redis does not answer', code: 'SERVICE_UNAVAILABLE' });
        }
      }
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};
