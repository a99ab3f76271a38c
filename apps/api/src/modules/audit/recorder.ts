// Recording admin writes and exports as their answers go out (decision 0348). A write's entity is read before the
// handler runs and again after, and only the fields that changed are kept; an entity this module cannot read keeps
// the request's fields. Refused and failed calls changed nothing and are not recorded.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from './service.ts';
import { type Snapshot, snapshotOf, type Table, tableOfEntity } from './snapshots.ts';

type AuditNote = {
  export?: { entity: string; details: Record<string, unknown> };
  before?: Snapshot | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    audit: AuditNote | null;
  }
  interface FastifyContextConfig {
    /** A POST that only reads (a quote with a body): not an admin write, so not audited. */
    writesNothing?: boolean;
  }
}

/** Marks a staff GET as an export of personal data: it is recorded with the entity and the details given. */
export function auditExport(
  request: FastifyRequest,
  entity: string,
  details: Record<string, unknown> = {},
): void {
  request.audit = { ...(request.audit ?? {}), export: { entity, details } };
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The route's path without /api/ and admin/: its first segment names the entity ("products", "orders"). */
export function entityOfRoute(url: string): string {
  const segments = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((s) => s !== '' && s !== 'admin' && !s.startsWith(':'));
  return (segments[0] ?? 'shop').replace(/\.(csv|json|pdf)$/, '');
}

/** The id a request names: the first route parameter that is an id. */
export function entityIdOf(params: unknown): string | null {
  if (!params || typeof params !== 'object') return null;
  const entries = Object.entries(params as Record<string, unknown>);
  const id = entries.find(([k]) => /(^id$|_id$|Id$)/.test(k)) ?? entries[0];
  return id === undefined ? null : String(id[1]);
}

const hidden = /password|secret|token|hash|otp|api_?key|auth|signature|webhook/i;

/** A copy with secrets replaced by "[hidden]", long texts cut and depth bounded. */
export function masked(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'string' && value.length > 500 ? `${value.slice(0, 500)}…` : value;
  }
  if (depth > 4) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => masked(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      hidden.test(k) ? '[hidden]' : masked(v, depth + 1),
    ]),
  );
}

/** The fields that differ between two snapshots, each with its value before and after. */
export function changedFields(before: Snapshot, after: Snapshot | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key === 'updated_at') continue;
    const was = before[key];
    const now = after === null ? undefined : after[key];
    if (JSON.stringify(was) !== JSON.stringify(now))
      out[key] = hidden.test(key)
        ? { before: '[hidden]', after: '[hidden]' }
        : { before: masked(was) ?? null, after: masked(now) ?? null };
  }
  return out;
}

const isStaff = (request: FastifyRequest) => request.actor?.role === 'admin';
/** The route's path as declared ("/api/products/:id"), or the address's path for an unrouted answer. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? request.url.split('?')[0] ?? '';
const routeEntityOf = (request: FastifyRequest) => entityOfRoute(routeOf(request));

export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('audit', null);

  // Both hooks are plain functions, not async: a shopper's request (most of them) passes with no promise and no extra
  // tick; only a staff member's write or export does the reading and recording below.
  const isWrite = (request: FastifyRequest) =>
    writes.has(request.method) && request.routeOptions.config?.writesNothing !== true;

  // After validation and the route's permission check (an onRequest hook), before the handler.
  app.addHook('preHandler', function auditBefore(request, _reply, done) {
    const table = isStaff(request) && isWrite(request) ? tableOfEntity(routeEntityOf(request)) : null;
    if (!table) return done();
    snapshotOf(app.db, table, entityIdOf(request.params)).then((before) => {
      request.audit = { ...(request.audit ?? {}), before };
      done();
    }, done);
  });

  app.addHook('onSend', function auditAfter(request, reply, payload, done) {
    const exported = request.audit?.export;
    if (!isStaff(request) || reply.statusCode >= 400 || (!isWrite(request) && !exported))
      return done(null, payload);
    record(request, reply.statusCode, payload).then(() => done(null, payload), done);
  });

  /** The entry of a staff write or export, with its changed fields. */
  async function record(request: FastifyRequest, statusCode: number, payload: unknown): Promise<void> {
    const exported = request.audit?.export;
    const url = routeOf(request);
    const entityId = entityIdOf(request.params);
    let changes: Record<string, unknown>;
    if (exported) changes = { export: masked(exported.details), query: masked(request.query) };
    else {
      const before = request.audit?.before;
      const table = tableOfEntity(entityOfRoute(url));
      if (before && table) changes = changedFields(before, await snapshotOf(app.db, table, entityId));
      else {
        const created =
          table && request.method === 'POST' ? await createdSnapshot(app, table, payload) : null;
        changes = created ? changedFields({}, created) : { request: masked(request.body) ?? null };
      }
    }
    await recordAudit(app.db, {
      actorUserId: request.actor!.userId,
      ip: request.ip,
      kind: exported ? 'export' : 'write',
      action: `${request.method} ${url}`,
      entity: exported?.entity ?? entityOfRoute(url),
      entityId,
      changes,
      statusCode,
    });
  }
});

/** The row a POST made, when its answer names it by an id ({ id } or { data: { id } }). */
async function createdSnapshot(
  app: FastifyInstance,
  table: Table,
  payload: unknown,
): Promise<Snapshot | null> {
  if (typeof payload !== 'string' || payload.length > 200_000) return null;
  try {
    const body = JSON.parse(payload) as { id?: unknown; data?: { id?: unknown } };
    const id = body.id ?? body.data?.id;
    if (typeof id !== 'number' && typeof id !== 'string') return null;
    return await snapshotOf(app.db, table, String(id));
  } catch {
    return null;
  }
}
