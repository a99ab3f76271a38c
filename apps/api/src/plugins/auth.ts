// Signed, expiring bearer tokens (HS256 JWT over node:crypto) and the route guards built on them (D3, D8).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { messages } from '@chamak/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden, Unauthorized } from './errors.ts';

export type Role = 'customer' | 'admin';
export type Actor = { userId: number; role: Role };

type TokenClaims = { sub: string; role: Role; iat: number; exp: number };

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function createTokenSigner(secret: string, ttlSeconds = 7 * 24 * 3600) {
  const key = Buffer.from(secret);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const sign = (data: string) => createHmac('sha256', key).update(data).digest();

  return {
    sign(actor: Actor, now = Date.now()): string {
      const iat = Math.floor(now / 1000);
      const claims: TokenClaims = { sub: String(actor.userId), role: actor.role, iat, exp: iat + ttlSeconds };
      const body = `${header}.${base64url(JSON.stringify(claims))}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },
    /** The actor a token names, or null when it is malformed, forged or expired. */
    verify(token: string, now = Date.now()): Actor | null {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [head, payload, signature] = parts as [string, string, string];
      const expected = sign(`${head}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<TokenClaims>;
        if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
        const userId = Number(claims.sub);
        if (!Number.isInteger(userId) || (claims.role !== 'customer' && claims.role !== 'admin')) return null;
        return { userId, role: claims.role };
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

export function newSecret(): string {
  return randomBytes(48).toString('base64url');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified actor of a bearer token, or null for a guest. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    tokens: TokenSigner;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenSigner }) => {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(.+)$/i.exec(header);
    // A present but bad token is treated as no token; guards answer 401 where one is needed.
    request.actor = match?.[1] ? opts.tokens.verify(match[1].trim()) : null;
  });
});

/** preHandler: any logged-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.actor) throw new Unauthorized();
}

/** preHandler: an administrator. 401 without a valid token, 403 with a customer's. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.actor) throw new Unauthorized();
  if (request.actor.role !== 'admin') throw new Forbidden(messages.adminOnly);
}

/** The request's actor, for handlers behind requireUser or requireAdmin. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Unauthorized();
  return request.actor;
}

/**
 * preHandler: the token's user must be the user a request names (D3), read by `pick` from the validated
 * params or body. With `admins`, an administrator may act for anyone (profile reads, account deletion).
 */
export function requireSelf(
  pick: (request: FastifyRequest) => number | undefined,
  options: { admins?: boolean } = {},
) {
  return async (request: FastifyRequest): Promise<void> => {
    const actor = request.actor;
    if (!actor) throw new Unauthorized();
    if (options.admins && actor.role === 'admin') return;
    if (pick(request) !== actor.userId) throw new Forbidden();
  };
}
