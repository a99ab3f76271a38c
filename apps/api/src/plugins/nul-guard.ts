// Refuses a NUL character (U+0000) in any text a request carries (JSON body, query string, path), because
// PostgreSQL cannot store it in text and would fail the request with a 500 deep in a service (docs/decisions/0031).
import { messages } from '@chamak/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Invalid } from './errors.ts';

/** Whether any string (key or value) inside `value` holds a NUL; walks with a stack, so depth cannot overflow. */
export function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Whether the path or query string can hold a NUL once decoded: the HTTP parser refuses a raw one, so only
 * `%00` brings one into the params and query. A URL without it needs no walk through them.
 */
const urlMayHoldNul = (url: string) => url.includes('%00') || url.includes('\u0000');

/** Throws 400 when the request's text holds a NUL; raw bodies (the signed webhook's Buffer) are left alone. */
export function refuseNul(request: FastifyRequest): void {
  if (
    (urlMayHoldNul(request.url) && (hasNul(request.params) || hasNul(request.query))) ||
    (request.body !== undefined && hasNul(request.body))
  )
    throw new Invalid(messages.nulCharacter);
}

// preHandler, after validation: it reads what the handler will get, and any guard moved before validation
// still answers first (decision 0024: 401/403 whatever the body). Not async: it runs for every request, and a
// callback costs no promise and no extra tick.
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', function nulGuard(request, _reply, done) {
    try {
      refuseNul(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
