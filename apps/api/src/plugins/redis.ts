// Redis, when REDIS_URL names one: what several server processes share (rate limits, cache invalidation).
// Commands fail fast while Redis is away instead of queueing behind a reconnect, so a request never waits on it;
// the callers fall back to this process's own memory for that moment (decisions 0223, 0224).
// ioredis is loaded only when REDIS_URL is set (decision 0263).
import type { Redis } from 'ioredis';

export type RedisSettings = { url: string; keyPrefix: string };

/** How long one Redis command may take before the caller treats Redis as away. */
const commandTimeoutMs = 1000;

/**
 * A connected client whose keys all start with `keyPrefix` (ioredis adds it to every key, also in scripts).
 * Reconnects on its own, forever, at most a second apart; start-up fails with a clear message if Redis does not
 * answer at all.
 */
export async function connectRedis(settings: RedisSettings): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 5000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // Errors while reconnecting are reported by the users of the client; an unheard 'error' must not end the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at REDIS_URL does not answer (${reason}); start Redis or unset REDIS_URL`);
  }
  return client;
}

/** A second connection for subscriptions (a subscribed connection can do nothing else), with the same settings. */
export function subscriberOf(client: Redis): Redis {
  // Subscriptions wait for the connection to come back (offline queue on) and are renewed after a reconnect.
  const subscriber = client.duplicate({ enableOfflineQueue: true, lazyConnect: false });
  subscriber.on('error', () => {});
  return subscriber;
}
