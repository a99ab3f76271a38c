// Rate limits: several request limits on one call (the plugin's own route hook runs only one per request),
// each a counter of @fastify/rate-limit's store by address or any key; and failure-only password limits. With
// REDIS_URL every counter lives in Redis, so all the shop's processes count together; without it each process
// counts its own (decision 0223). A Redis that stops answering makes a process count alone until it is back.

import { createRequire } from 'node:module';
import type { ErrorCode } from '@chamak/shared/error-codes';
import { messages } from '@chamak/shared/messages';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where password failures are counted: Redis when configured, else this process's memory. */
    failureStore: FailureStore;
  }
}

export class TooManyRequests extends HttpError {
  constructor(code: ErrorCode = 'RATE_LIMITED') {
    super(429, messages.tooManyRequests, { code });
  }
}

type Limit = { max: number; timeWindow: string; keyGenerator?: (request: FastifyRequest) => string };

/**
 * A rule counts per route: its key names the route, the rule's window and cap, then the address (or the rule's own
 * key), so one store (in Redis, shared by every process) keeps each route's counters apart.
 */
function ruleKey(rule: Limit) {
  const own = rule.keyGenerator ?? ((request: FastifyRequest) => `ip:${request.ip}`);
  return (request: FastifyRequest) =>
    `${request.routeOptions.method} ${request.routeOptions.url}|${rule.timeWindow}|${rule.max}|${own(request)}`;
}

export function limits(app: FastifyInstance, ...rules: Limit[]) {
  const checks = rules.map((rule) => app.createRateLimit({ ...rule, keyGenerator: ruleKey(rule) }));
  return async (request: FastifyRequest): Promise<void> => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw new TooManyRequests();
    }
  };
}

/**
 * Discount-code attempts (decision 0287): every request that names a code (a quote or an order, on whichever route)
 * counts once per address and, with a token, once per account, in `store` (Redis for every process, or this
 * process's memory), so the cart's and the checkout's routes share the count; past `max` in 15 minutes, 429. A
 * request without a code is never counted, so a shopper's ordinary quotes are never limited.
 */
export function codeAttempts(store: FailureStore, max: number) {
  const windowMs = 15 * 60 * 1000;
  return async (request: FastifyRequest, code: string | undefined): Promise<void> => {
    if (!code?.trim()) return;
    const keys = [`code-attempt:ip:${request.ip}`];
    if (request.actor) keys.push(`code-attempt:user:${request.actor.userId}`);
    const counts = await Promise.all(keys.map((key) => store.add(key, windowMs)));
    if (counts.some((n) => n > max)) throw new TooManyRequests();
  };
}

/** The e-mail a login, signup or reset body names, as the key of a per-account limit. */
export const byAccount = (request: FastifyRequest) =>
  `account:${String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()}`;

/**
 * Failures per key in a fixed window, in this process's memory: bounded (the oldest key goes first when full)
 * and expiring. Without Redis each process counts its own (decisions 0020, 0223).
 */
export function failureCounter(options: { windowMs: number; maxKeys?: number }) {
  const maxKeys = options.maxKeys ?? 50_000;
  const entries = new Map<string, { count: number; until: number }>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.until <= now) entries.delete(key);
    return entry && entry.until > now ? entry : undefined;
  };
  return {
    count(key: string, now = Date.now()): number {
      return live(key, now)?.count ?? 0;
    },
    add(key: string, now = Date.now(), windowMs = options.windowMs): number {
      const entry = live(key, now);
      if (entry) {
        entry.count++;
        return entry.count;
      }
      if (entries.size >= maxKeys) {
        // Map keeps insertion order: drop expired keys from the front, else the oldest one.
        for (const [k, e] of entries) {
          if (entries.size < maxKeys && e.until > now) break;
          entries.delete(k);
        }
      }
      entries.set(key, { count: 1, until: now + windowMs });
      return 1;
    },
    clear(key: string): void {
      entries.delete(key);
    },
  };
}

/** Failure counts in fixed windows, shared by every process when they live in Redis. */
export type FailureStore = {
  count(key: string): Promise<number>;
  /** Counts one more failure and answers the count; the first one starts the key's window. */
  add(key: string, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
};

/** This process's memory, bounded (see failureCounter). */
export function memoryFailureStore(): FailureStore {
  const counter = failureCounter({ windowMs: 15 * 60 * 1000 });
  return {
    count: async (key) => counter.count(key),
    add: async (key, windowMs) => counter.add(key, Date.now(), windowMs),
    clear: async (key) => counter.clear(key),
  };
}

// INCR and its expiry in one step, so a counter never outlives its window (PEXPIRE ... NX needs Redis 7).
const addScript = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * Failure counts in Redis under `failures:<key>`; while Redis does not answer, this process's memory counts
 * instead (a warning is logged once per outage), so a login never fails because Redis is away.
 */
export function redisFailureStore(redis: Redis, log?: Pick<FastifyBaseLogger, 'warn'>): FailureStore {
  const local = memoryFailureStore();
  let away = false;
  const shared = async <T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      const result = await work();
      away = false;
      return result;
    } catch (err) {
      if (!away) log?.warn({ err }, 'Redis does not answer: password failures are counted in this process');
      away = true;
      return fallback();
    }
  };
  const redisKey = (key: string) => `failures:${key}`;
  return {
    count: (key) =>
      shared(
        async () => Number((await redis.get(redisKey(key))) ?? 0),
        () => local.count(key),
      ),
    add: (key, windowMs) =>
      shared(
        async () => Number(await redis.eval(addScript, 1, redisKey(key), windowMs)),
        () => local.add(key, windowMs),
      ),
    clear: (key) =>
      shared(
        async () => {
          await redis.del(redisKey(key));
        },
        () => local.clear(key),
      ),
  };
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type LimitStore = {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(options: { routeInfo?: { method?: string; url?: string } }): LimitStore;
};
type StoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redisOrCache?: unknown,
  key?: string,
) => LimitStore;

// The plugin's own stores; its package has no types for these paths.
const require = createRequire(import.meta.url);
const PluginRedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const PluginLocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/**
 * The plugin's Redis store with this process's memory behind it: while Redis does not answer, the request
 * limits count locally (a warning once per outage) rather than refuse or wave through every request.
 */
function redisLimitStore(redis: Redis, log: Pick<FastifyBaseLogger, 'warn'>) {
  let away = false;
  const make = (
    params: { continueExceeding: boolean; exponentialBackoff: boolean },
    prefix: string,
  ): LimitStore => {
    const shared = new PluginRedisStore(params.continueExceeding, params.exponentialBackoff, redis, prefix);
    const local = new PluginLocalStore(params.continueExceeding, params.exponentialBackoff, 5000);
    const either =
      (method: 'incr' | 'read') => (key: string, callback: StoreCallback, timeWindow: number, max: number) =>
        shared[method](
          key,
          (error, result) => {
            if (!error) {
              away = false;
              return callback(null, result);
            }
            if (!away)
              log.warn({ err: error }, 'Redis does not answer: rate limits are counted in this process');
            away = true;
            local[method](key, callback, timeWindow, max);
          },
          timeWindow,
          max,
        );
    return {
      incr: either('incr'),
      read: either('read'),
      // A limit made by createRateLimit has no route; one set in a route's config counts under the route.
      child: (options) =>
        options.routeInfo?.url
          ? make(params, `${prefix}${options.routeInfo.method} ${options.routeInfo.url}|`)
          : make(params, prefix),
    };
  };
  return function SharedStore(params: { continueExceeding: boolean; exponentialBackoff: boolean }) {
    return make(params, 'limit:');
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * @fastify/rate-limit (limits attach per route: `global: false` keeps catalogue reads unthrottled) and the
 * password-failure store, both in Redis when the app has a client, else in this process.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, opts: { redis: Redis | null }) => {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(opts.redis ? { store: redisLimitStore(opts.redis, app.log) } : {}),
  });
  app.decorate('failureStore', opts.redis ? redisFailureStore(opts.redis, app.log) : memoryFailureStore());
});

export type LoginFailureSettings = {
  perAccountAndAddress: number;
  perAccountBeforeSlowdown: number;
  slowdownMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Password guesses are limited by their failures only (D8, decision 0020). The strict limit is per account AND
 * address: an address that failed too often on one account gets 429 for it, so nobody else can lock the owner
 * out. Per account, a looser count slows a distributed attack down: past it, every failure is answered late and an
 * address with failures of its own waits before its attempt. A correct password from a clean address is never
 * delayed or refused, and a success clears that address's failures on the account. The counts live in `store`
 * (Redis for every process, or this process's memory) under `name`, which keeps two such limits apart.
 */
export function passwordFailures(
  settings: LoginFailureSettings,
  isFailure: (error: unknown) => boolean,
  options: { store?: FailureStore; name?: string } = {},
) {
  const windowMs = 15 * 60 * 1000;
  const store = options.store ?? memoryFailureStore();
  const name = options.name ?? 'password';
  return {
    async attempt<T>(account: string, address: string, run: () => Promise<T>): Promise<T> {
      // An unbounded e-mail must not become an unbounded key.
      const who = account.trim().toLowerCase().slice(0, 320);
      const pair = `${name}:pair:${who}\n${address}`;
      const accountKey = `${name}:account:${who}`;
      const [ownFailures, accountFailures] = await Promise.all([store.count(pair), store.count(accountKey)]);
      // Locked for this address (others may still sign in to the account), not merely too many requests.
      if (ownFailures >= settings.perAccountAndAddress) throw new TooManyRequests('ACCOUNT_LOCKED');
      const underAttack = accountFailures >= settings.perAccountBeforeSlowdown;
      if (underAttack && ownFailures > 0) await sleep(settings.slowdownMs);
      try {
        const result = await run();
        await store.clear(pair);
        return result;
      } catch (error) {
        if (!isFailure(error)) throw error;
        const [, failures] = await Promise.all([store.add(pair, windowMs), store.add(accountKey, windowMs)]);
        if (failures > settings.perAccountBeforeSlowdown && !(underAttack && ownFailures > 0))
          await sleep(settings.slowdownMs);
        throw error;
      }
    },
  };
}
