// Caching of public reads: ETag revalidation for browsers (an unchanged answer is a bodiless 304, a changed one is
// seen at once, so an owner who edits a banner sees it in the shop straight away), and a short-lived in-process
// cache of serialised answers (a "microcache"). Each cached route names its tag (the module whose data it shows);
// the services that change that data invalidate their tags after they commit (decision 0071), and rendered pages,
// which show a bit of everything, go with any tag. An invalidation also goes to the shop's other processes over a
// bus (plugins/cache-bus.ts: Redis pub/sub or PostgreSQL LISTEN/NOTIFY, decision 0224), so they forget the same
// answers within a second; checkout re-prices and re-checks stock anyway (D4).
import { createHash } from 'node:crypto';
import { defaultLanguage } from '@chamak/shared/i18n/languages';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from './answer-language.ts';
import type { CacheBus } from './cache-bus.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this route's 200 answers in the microcache, under this tag. */
    cache?: CacheTag;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/** What a cached answer shows: catalogue (products, their stock, sales and ratings), media, settings, reviews. */
export type CacheTag = 'catalogue' | 'media' | 'settings' | 'reviews' | 'page';

/** The part of the cache a service sees: it says what changed, after its transaction commits. */
export type CacheInvalidator = {
  /** Forget the answers under these tags, and every rendered page (a page shows a bit of everything). */
  invalidate(...tags: CacheTag[]): void;
};

export type ResponseCache = CacheInvalidator & {
  get(key: string): string | undefined;
  set(key: string, body: string, tag: CacheTag): void;
  /** The ETag of an answer, remembered with it while cached. */
  etag(key: string, body: string): string;
  /** Forget everything (tests; a service invalidates its tags instead). */
  clear(): void;
  readonly size: number;
};

/** `publish` hears every invalidation made here (to pass it to other processes); theirs come in by `drop`. */
export function createResponseCache(
  ttlMs: number,
  maxEntries = 1000,
  publish?: (tags: CacheTag[]) => void,
  /** Hears every forgetting, here or from another process: the tags, or null for everything. */
  forget?: (tags: CacheTag[] | null) => void,
): ResponseCache & { drop(tags: CacheTag[]): void } {
  const entries = new Map<string, { expires: number; body: string; tag: CacheTag; etag?: string }>();
  const drop = (tags: CacheTag[]) => {
    forget?.(tags);
    const gone = new Set<CacheTag>([...tags, 'page']);
    for (const [key, entry] of entries) if (gone.has(entry.tag)) entries.delete(key);
  };
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.body;
    },
    set(key, body, tag) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { expires: Date.now() + ttlMs, body, tag });
      // Oldest first in a Map: drop from the front when full.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    etag(key, body) {
      const entry = entries.get(key);
      if (entry?.body === body && entry.etag) return entry.etag;
      const tag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
      if (entry?.body === body) entry.etag = tag;
      return tag;
    },
    invalidate(...tags) {
      drop(tags);
      publish?.(tags);
    },
    drop,
    clear: () => {
      forget?.(null);
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** An answer per address, body and language (a page in Hindi gets the catalogue's Hindi words, decision 0333). */
const cacheKey = (request: FastifyRequest) => {
  const language = requestLanguage(request);
  const key = `${request.method} ${request.url}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}`;
  return language === defaultLanguage ? key : `${key} ${language}`;
};

export const cachePlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      ttlMs: number;
      bus?: CacheBus | null;
      /** What else this process keeps and forgets with the answers (the shop settings): tags, or null for all. */
      forget?: (tags: CacheTag[] | null) => void;
    },
  ) => {
    const bus = opts.ttlMs > 0 ? opts.bus : null;
    const cache = createResponseCache(
      opts.ttlMs,
      1000,
      bus ? (tags) => bus.publish(tags) : undefined,
      opts.forget,
    );
    app.decorate('responseCache', cache);
    if (bus) {
      await bus.start({ onTags: (tags) => cache.drop(tags), onGap: () => cache.clear() });
      app.addHook('onClose', () => bus.close());
    }

    // Only the routes that name a tag get the two hooks (added to the route as Fastify adds it), so no other request
    // pays for them. The lookup runs before the route's own preHandlers, as a global hook would; the store runs
    // before the compression the compress plugin adds to the route later (registered after this one).
    async function answerFromCache(request: FastifyRequest, reply: FastifyReply) {
      const body = cache.get(cacheKey(request));
      if (body === undefined) return;
      // A string with a JSON content type is sent as it is, without serialising again.
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('x-cache', 'hit')
        .send(body);
    }

    async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const tag = request.routeOptions.config.cache;
      if (!tag || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const key = cacheKey(request);
      if (!reply.hasHeader('x-cache')) cache.set(key, payload, tag);
      if (request.method !== 'GET') return payload;
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'public, no-cache');
      const etag = cache.etag(key, payload);
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        reply.code(304);
        return '';
      }
      return payload;
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.cache) return;
      route.preHandler = [answerFromCache as preHandlerHookHandler, ...[route.preHandler ?? []].flat()];
      route.onSend = [...[route.onSend ?? []].flat(), keepAnswer as onSendHookHandler];
    });
  },
);
