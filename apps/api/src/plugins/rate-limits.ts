// Several independent limits on one call (the plugin's own route hook runs only one per request):
// each is a counter of @fastify/rate-limit's store, by address or by any key of the request.

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
