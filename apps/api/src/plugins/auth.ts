// Signed, expiring bearer tokens (HS256 JWT over node:crypto) and the route guards built on them (D3, D8, D23).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { messages } from '@chamak/shared/messages';
import {
  missingPermission,
  roleMay,
  type StaffArea,
  type StaffPermission,
  type StaffRole,
} from '@chamak/shared/staff';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { Forbidden, Unauthorized } from './errors.ts';

export type Role = 'customer' | 'admin';
/** A request's user: an admin is staff with a role (decision 0348), read from the account on every request. */
export type Actor = { userId: number; role: Role; staffRole?: StaffRole | null };
/** What a token says: its user, role and the user's token version when it was issued (absent = 0). */
export type TokenSubject = { userId: number; role: Role; version: number };

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
    sign(actor: { userId: number; role: Role; version?: number }, now = Date.now()): string {
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
    /** Each staff route's declared permission (decision 0348). */
    staffRoutes: StaffRouteTable;
    /** Every route whose OpenAPI tags say admin, as "METHOD url": each must declare a permission. */
    adminRoutes: string[];
  }
}

/** What the accounts module says of a token's user (its tokenState verb, passed in by app.ts); none when gone. */
export type TokenState = (
  ctx: { db: Db },
  userId: number,
) => Promise<
  | {
      tokenVersion: number;
      status: string;
      deletedAt: Date | null;
      role?: Role;
      staffRole?: StaffRole | null;
    }
  | undefined
>;

/** The actor of a verified token whose user still exists, is not blocked and has not moved past its version. */
async function liveActor(db: Db, tokenState: TokenState, subject: TokenSubject): Promise<Actor | null> {
  const state = await tokenState({ db }, subject.userId);
  if (!state || state.deletedAt || state.status === 'blocked' || state.tokenVersion !== subject.version)
    return null;
  // The account's role now, not the token's: an admin made a customer, or a staff member given another role, acts
  // as that at once. A customer's token never becomes an admin's: it was signed for a customer.
  const role = subject.role === 'admin' && state.role !== 'customer' ? 'admin' : 'customer';
  const staffRole = role === 'admin' ? (state.staffRole ?? 'owner') : null;
  return { userId: subject.userId, role, staffRole };
}

// Guards run as preHandlers, after Fastify has parsed and validated the body, so a guest's malformed body
// would get a 400 with schema details. Each guard is tagged with the role it needs; the onRoute hook below
// repeats that role check as the route's first onRequest hook, before parsing and validation (D8).
const guardRole = Symbol('chamak.guardRole');
const guardPermission = Symbol('chamak.guardPermission');
type GuardRole = 'user' | 'admin';
/** A staff guard's permission: an area (read or write by the method) or one named act. */
type PermissionSpec = { area: StaffArea } | { act: StaffPermission };
type Tagged = { [guardRole]?: GuardRole; [guardPermission]?: PermissionSpec };

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

const reading = (method: string) => method === 'GET' || method === 'HEAD';

/** The permission a staff route needs for a method: its act, or its area's read or write. */
function permissionFor(spec: PermissionSpec, method: string): StaffPermission {
  if ('act' in spec) return spec.act;
  return `${spec.area}.${reading(method) ? 'read' : 'write'}` as StaffPermission;
}

/** Refuses a request whose staff role lacks the permission: 401 for a guest, 403 naming it for anyone else. */
export function assertPermission(request: FastifyRequest, permission: StaffPermission): void {
  const actor = request.actor;
  if (!actor) throw new Unauthorized();
  if (actor.role !== 'admin') throw new Forbidden(messages.adminOnly);
  const staffRole = actor.staffRole ?? 'owner';
  if (!roleMay(staffRole, permission))
    throw new Forbidden(missingPermission(staffRole, permission), 'PERMISSION_MISSING');
}

/** Whether the request's actor is staff whose role has the permission. */
export function actorMay(request: FastifyRequest, permission: StaffPermission): boolean {
  const actor = request.actor;
  return actor?.role === 'admin' && roleMay(actor.staffRole ?? 'owner', permission);
}

function permissionCheck(permission: StaffPermission) {
  return async (request: FastifyRequest): Promise<void> => assertPermission(request, permission);
}

/** The permission each staff route declared, by "METHOD url": the permission matrix test walks it. */
export type StaffRouteTable = Map<string, StaffPermission>;

const methodsOf = (route: RouteOptions) => [route.method].flat() as string[];

/** Records a route's permission and puts its check first among its onRequest hooks (before the body is read). */
function declarePermission(table: StaffRouteTable, route: RouteOptions, spec: PermissionSpec): void {
  const methods = methodsOf(route);
  const permissions = new Set(methods.map((m) => permissionFor(spec, m)));
  for (const m of methods) table.set(`${m} ${route.url}`, permissionFor(spec, m));
  const existing = [route.onRequest ?? []].flat() as onRequestHookHandler[];
  const checks = [...permissions].map((p) => permissionCheck(p));
  // A route answering GET and HEAD declares one permission; a mixed route would need both, which none is.
  route.onRequest = [...(checks as onRequestHookHandler[]), ...existing];
}

/**
 * Puts every route this plugin registers after the call in a back-office area: GET reads it, other methods
 * write it. A route of the plugin may name another permission with its own requireStaff preHandler.
 */
export function staffArea(app: FastifyInstance, area: StaffArea): void {
  app.addHook('onRoute', (route) => {
    if (permissionSpecOf(route)) return;
    declarePermission(app.staffRoutes, route, { area });
  });
}

/** The staff permission a route's preHandlers declare, if any. */
function permissionSpecOf(route: RouteOptions): PermissionSpec | undefined {
  const handlers = [route.preHandler ?? []].flat() as Tagged[];
  return handlers.map((h) => h[guardPermission]).find((p) => p !== undefined);
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
  app.decorate('staffRoutes', new Map() as StaffRouteTable);
  app.decorate('adminRoutes', [] as string[]);
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
    const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
    if (tags.includes('admin')) for (const m of methodsOf(route)) app.adminRoutes.push(`${m} ${route.url}`);
    const spec = permissionSpecOf(route);
    if (spec) return declarePermission(app.staffRoutes, route, spec);
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

/**
 * preHandler: staff whose role has the permission (decision 0348): the area's read for GET, its write otherwise,
 * or the named act. The check runs before the body is read, and the route's permission is recorded for the matrix.
 */
export function requireStaff(area: StaffArea, act?: StaffPermission) {
  const guard = tag(async (request: FastifyRequest): Promise<void> => {
    assertPermission(request, act ?? permissionFor({ area }, request.method));
  }, 'admin');
  (guard as Tagged)[guardPermission] = act ? { act } : { area };
  return guard;
}

/**
 * preHandler for a call the shopper and the shop share (an order's page, its cancellation, a review's deletion): any
 * signed-in user, and staff among them only with the area's permission, read for GET and write otherwise. The
 * route's own rules then say whose order it must be for a shopper.
 */
export function requireUserOrStaff(area: StaffArea) {
  return tag(async (request: FastifyRequest): Promise<void> => {
    if (!request.actor) throw new Unauthorized();
    if (request.actor.role === 'admin') assertPermission(request, permissionFor({ area }, request.method));
  }, 'user');
}

/** The request's actor, for handlers behind requireUser or requireStaff. */
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
    // Staff act for a customer as their role allows: read a profile with customers.read, change it with write.
    if (options.admins && actorMay(request, `customers.${reading(request.method) ? 'read' : 'write'}`))
      return;
    if (pick(request) !== actor.userId) throw new Forbidden();
  }, 'user');
}
