// Prometheus metrics at GET /metrics (decision 0196): off unless METRICS=true; with METRICS_TOKEN a scrape
// must send `Authorization: Bearer <token>`. Each app has its own registry (tests build several in one
// process): request latency by route pattern (its _count is the request rate), the database pool, the mail
// outbox's depth, and prom-client's process metrics (memory, CPU, event loop, GC).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics registry; null when metrics are off. */
    metrics: Registry | null;
  }
}

/** Same bytes, compared in constant time (a token's length is not given away either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The metrics settings, and the mail module's outbox counts (its outboxDepth verb, passed in by app.ts). */
export type MetricsOptions = Config['metrics'] & {
  outboxDepth: (ctx: { db: Db }) => Promise<Record<string, number>>;
};

export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  if (!options.enabled) {
    app.decorate('metrics', null);
    return;
  }
  // Loaded only when metrics are on (decision 0263).
  const { collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (the _count is the request rate)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // Not async: it runs for every request, and a callback costs no promise and no extra tick.
  app.addHook('onResponse', function requestDuration(request, reply, done) {
    duration.observe(
      {
        method: request.method,
        // The pattern (/api/product/:id), never the raw URL: one series per route, whatever the ids asked for.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const database = app.database;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, requests waiting for one, and the pool cap (max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
    },
  });

  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Mail outbox messages waiting for the worker (queued), being sent (sending) or given up on (failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      // A scrape still answers when the database does not: the gauge keeps its last values.
      const depth = await options.outboxDepth({ db: database.db }).catch(() => null);
      if (!depth) return;
      for (const [status, n] of Object.entries(depth)) this.set({ status }, n);
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (options.token) {
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, options.token))
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: 'A metrics token is needed' });
    }
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
});
