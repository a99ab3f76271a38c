// Rate limits: several request limits on one call (the plugin's own route hook runs only one per request),
// each a counter of @fastify/rate-limit's store by address or any key; and failure-only password limits.

import { messages } from '@chamak/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export class TooManyRequests extends HttpError {
  constructor() {
    super(429, messages.tooManyRequests);
  }
}

type Limit = { max: number; timeWindow: string; keyGenerator?: (request: FastifyRequest) => string };

export function limits(app: FastifyInstance, ...rules: Limit[]) {
  const checks = rules.map((rule) => app.createRateLimit(rule));
  return async (request: FastifyRequest): Promise<void> => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw new TooManyRequests();
    }
  };
}

/** The e-mail a login, signup or reset body names, as the key of a per-account limit. */
export const byAccount = (request: FastifyRequest) =>
  `account:${String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()}`;

/**
 * Failures per key in a fixed window, in this process's memory: bounded (the oldest key goes first when full)
 * and expiring. Several processes each count their own; a shared store is issue 17's (decision 0020).
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
    add(key: string, now = Date.now()): number {
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
      entries.set(key, { count: 1, until: now + options.windowMs });
      return 1;
    },
    clear(key: string): void {
      entries.delete(key);
    },
  };
}

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
 * delayed or refused, and a success clears that address's failures on the account.
 */
export function passwordFailures(settings: LoginFailureSettings, isFailure: (error: unknown) => boolean) {
  const windowMs = 15 * 60 * 1000;
  const pairs = failureCounter({ windowMs });
  const accounts = failureCounter({ windowMs });
  return {
    async attempt<T>(account: string, address: string, run: () => Promise<T>): Promise<T> {
      // An unbounded e-mail must not become an unbounded key.
      const who = account.trim().toLowerCase().slice(0, 320);
      const pair = `${who}\n${address}`;
      const ownFailures = pairs.count(pair);
      if (ownFailures >= settings.perAccountAndAddress) throw new TooManyRequests();
      const underAttack = accounts.count(who) >= settings.perAccountBeforeSlowdown;
      if (underAttack && ownFailures > 0) await sleep(settings.slowdownMs);
      try {
        const result = await run();
        pairs.clear(pair);
        return result;
      } catch (error) {
        if (!isFailure(error)) throw error;
        pairs.add(pair);
        const failures = accounts.add(who);
        if (failures > settings.perAccountBeforeSlowdown && !(underAttack && ownFailures > 0))
          await sleep(settings.slowdownMs);
        throw error;
      }
    },
  };
}
