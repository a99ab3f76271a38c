// How a cache invalidation reaches the shop's other processes (decision 0224): Redis pub/sub when REDIS_URL is
// set, else PostgreSQL's LISTEN/NOTIFY on a connection of its own. A process that was cut off from the bus may
// have missed invalidations, so once it is back it forgets its whole cache (the bus calls onGap).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { CacheTag } from './cache.ts';
import { subscriberOf } from './redis.ts';

export type CacheBus = {
  /** Tells the other processes these tags changed (fire and forget: a failure is logged). */
  publish(tags: CacheTag[]): void;
  /** Starts listening: `onTags` for another process's invalidation, `onGap` after a reconnect. */
  start(handlers: { onTags(tags: CacheTag[]): void; onGap(): void }): Promise<void>;
  close(): Promise<void>;
};

type Message = { from: string; tags: CacheTag[] };
type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

const tagNames = new Set<string>(['catalogue', 'media', 'settings', 'reviews', 'page']);

/** Another process's message, or null for this process's own echo and anything malformed. */
function parse(payload: string, self: string): CacheTag[] | null {
  try {
    const message = JSON.parse(payload) as Partial<Message>;
    if (message.from === self || !Array.isArray(message.tags)) return null;
    return message.tags.filter((tag): tag is CacheTag => typeof tag === 'string' && tagNames.has(tag));
  } catch {
    return null;
  }
}

/** Redis pub/sub on `<prefix>cache` (channels carry no key prefix of their own, so the prefix is added here). */
export function redisCacheBus(redis: Redis, log: Log): CacheBus {
  const self = randomUUID();
  const channel = `${redis.options.keyPrefix ?? ''}cache`;
  let subscriber: Redis | undefined;
  return {
    publish(tags) {
      redis
        .publish(channel, JSON.stringify({ from: self, tags } satisfies Message))
        .catch((err) => log.warn({ err }, 'cache invalidation not sent to the other processes (Redis)'));
    },
    async start({ onTags, onGap }) {
      subscriber = subscriberOf(redis);
      let connected = false;
      subscriber.on('ready', () => {
        // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost.
        if (connected) onGap();
        connected = true;
      });
      subscriber.on('message', (from, payload: string) => {
        if (from !== channel) return;
        const tags = parse(payload, self);
        if (tags?.length) onTags(tags);
      });
      await subscriber.subscribe(channel);
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}

/** The NOTIFY channel: one per database, so test databases on one server never hear each other. */
const pgChannel = 'chamak_cache';

/**
 * LISTEN on a connection of its own (same settings as the pool), reconnecting within a second when it drops;
 * NOTIFY goes through `notify` (the pool), after the change committed.
 */
export function postgresCacheBus(
  connection: pg.ClientConfig,
  notify: (channel: string, payload: string) => Promise<void>,
  log: Log,
): CacheBus {
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  return {
    publish(tags) {
      notify(pgChannel, JSON.stringify({ from: self, tags } satisfies Message)).catch((err) =>
        log.warn({ err }, 'cache invalidation not sent to the other processes (NOTIFY)'),
      );
    },
    async start({ onTags, onGap }) {
      let attempts = 0;
      const connect = async (afterDrop: boolean): Promise<void> => {
        if (closed) return;
        const next = new pg.Client({ ...connection, statement_timeout: 0 });
        let dropped = false;
        const drop = (err?: Error) => {
          if (dropped) return;
          dropped = true;
          next.end().catch(() => {});
          if (closed) return;
          if (client === next) client = undefined;
          log.warn({ err }, 'cache invalidation listener lost its connection; reconnecting');
          attempts++;
          retry = setTimeout(() => connect(true).catch(() => {}), Math.min(attempts * 100, 1000));
          retry.unref();
        };
        next.on('error', drop);
        next.on('end', () => drop());
        next.on('notification', (message) => {
          if (message.channel !== pgChannel || !message.payload) return;
          const tags = parse(message.payload, self);
          if (tags?.length) onTags(tags);
        });
        try {
          await next.connect();
          await next.query(`listen ${pgChannel}`);
        } catch (err) {
          // The database may be starting too: keep trying (a bounded second apart), never fail the start.
          drop(err as Error);
          return;
        }
        if (closed) {
          await next.end().catch(() => {});
          return;
        }
        client = next;
        attempts = 0;
        if (afterDrop) {
          log.info('cache invalidation listener is back; the cache starts afresh');
          onGap();
        }
      };
      await connect(false);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
