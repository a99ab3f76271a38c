// Signed, expiring bearer tokens (HS256 JWT over node:crypto) and the route guards built on them (D3, D8, D23).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { messages } from '@chamak/shared/messages';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { Forbidden, Unauthorized } from './errors.ts';

export type Role = 'customer' | 'admin';
export type Actor = { userId: number; role: Role };
/** What a token says: its actor and the user's token version when it was issued (absent = 0). */
export type TokenSubject = Actor & { version: number };

type TokenClaims = { sub: string; role: Role; ver?: number; iat: number; exp: number };

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function createTokenSigner(secret: string, ttlSeconds = 7 * 24 * 3600) {
  const key = Buffer.from(secret);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const sign = (data: string) => createHmac('sha256', key).update(data).digest();

  return {
    /**
     * A signature of `data` for a link that needs no sign-in (a message's stop link), under a key of its own
     * derived from the secret and `purpose`, so it is never a token's signature nor another purpose's.
     */
    mac(purpose: string, data: string): string {
      const purposeKey = createHmac('sha256', key).update(`purpose:${purpose}`).digest();
      return createHmac('sha256', purposeKey).update(data).digest('base64url');
    },
    sign(actor: Actor & { version?: number }, now = Date.now()): string {
      const iat = Math.floor(now / 1000);
      const claims: TokenClaims = {
        sub: String(actor.userId),
        role: actor.role,
        ver: actor.version ?? 0,
        iat,
        exp: iat + ttlSeconds,
      };
      const body = `${header}.${base64url(JSON.stringify(claims))}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },
    /** The actor a token names with its version, or null when it is malformed, forged or expired. */
    verify(token: string, now = Date.now()): TokenSubject | null {
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
        // Tokens issued before versions existed carry none: they count as version 0, the column's default.
        const version = claims.ver ?? 0;
        if (!Number.isInteger(version)) return null;
        return { userId, role: claims.role, version };
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

/** What the accounts module says of a token's user (its tokenState verb, passed in by app.ts); none when gone. */
export type TokenState = (
  ctx: { db: Db },
  userId: number,
) => Promise<{ tokenVersion: number; status: string; deletedAt: Date | null } | undefined>;

/** The actor of a verified token whose user still exists, is not blocked and has not moved past its version. */
async function liveActor(db: Db, tokenState: TokenState, subject: TokenSubject): Promise<Actor | null> {
  const state = await tokenState({ db }, subject.userId);
  if (!state || state.deletedAt || state.status === 'blocked' || state.tokenVersion !== subject.version)
    return null;
  return { userId: subject.userId, role: subject.role };
}

// Guards run as preHandlers, after Fastify has parsed and validated the body, so a guest's malformed body
// would get a 400 with schema details. Each guard is tagged with the role it needs; the onRoute hook below
// repeats that role check as the route's first onRequest hook, before parsing and validation (D8).
const guardRole = Symbol('chamak.guardRole');
type GuardRole = 'user' | 'admin';
type Tagged = { [guardRole]?: GuardRole };

function tag<T extends object>(guard: T, role: GuardRole): T {
  (guard as Tagged)[guardRole] = role;
  return guard;
}

function roleCheck(role: GuardRole) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.actor) throw new Unauthorized();
    if (role === 'admin' && request.actor.role !== 'admin') throw new Forbidden(messages.adminOnly);
  };
}

/** The strictest role a route's preHandlers demand, or null when none of them is one of our guards. */
function roleOfRoute(route: RouteOptions): GuardRole | null {
  const handlers = [route.preHandler ?? []].flat() as Tagged[];
  const roles = handlers.map((h) => h[guardRole]).filter((r) => r !== undefined);
  return roles.includes('admin') ? 'admin' : roles.includes('user') ? 'user' : null;
}

/** The token signer, and the accounts module's tokenState verb (app.ts passes both). */
type AuthOptions = { tokens: TokenSigner; tokenState: TokenState };

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('actor', null);
  // Not async: most requests carry no token, and for them the hook costs no promise and no extra tick.
  app.addHook('onRequest', function actorOfToken(request, _reply, done) {
    const header = request.headers.authorization;
    if (!header) return done();
    const match = /^Bearer\s+(.+)$/i.exec(header);
    // A present but bad token is treated as no token; guards answer 401 where one is needed. A good signature is
    // not enough: one indexed read says whether the account still accepts this token (D23).
    const subject = match?.[1] ? opts.tokens.verify(match[1].trim()) : null;
    if (!subject) return done();
    liveActor(app.db, opts.tokenState, subject).then((actor) => {
      request.actor = actor;
      done();
    }, done);
  });
  app.addHook('onRoute', (route) => {
    const role = roleOfRoute(route);
    if (!role) return;
    // Route-level onRequest hooks run after the app's, so the actor is known; and before the body is read.
    const existing = [route.onRequest ?? []].flat() as onRequestHookHandler[];
    route.onRequest = [roleCheck(role) as onRequestHookHandler, ...existing];
  });
});

/** preHandler: any logged-in user. */
export const requireUser = tag(async (request: FastifyRequest): Promise<void> => {
  if (!request.actor) throw new Unauthorized();
}, 'user');

/** preHandler: an administrator. 401 without a valid token, 403 with a customer's. */
export const requireAdmin = tag(async (request: FastifyRequest): Promise<void> => {
  if (!request.actor) throw new Unauthorized();
  if (request.actor.role !== 'admin') throw new Forbidden(messages.adminOnly);
}, 'admin');

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
  // Tagged 'user': a guest is refused before validation; whose id it is can only be read once validated.
  return tag(async (request: FastifyRequest): Promise<void> => {
    const actor = request.actor;
    if (!actor) throw new Unauthorized();
    if (options.admins && actor.role === 'admin') return;
    if (pick(request) !== actor.userId) throw new Forbidden();
  }, 'user');
}
