// The audit log's rows (decision 0348): written by the recorder, read by Admin → Audit log, pruned after the kept
// period (the staff settings' auditRetentionDays, a year at least; the database refuses younger deletions).
import type { AuditEntry, AuditPage, AuditQuery } from '@chamak/shared/audit';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Job } from '../../jobs.ts';
import { csvCell } from '../../lib/csv.ts';
import { rows } from '../../lib/sql.ts';
import { staffSettingsOf } from '../accounts/index.ts';

export type AuditRecord = {
  actorUserId: number;
  ip: string;
  kind: 'write' | 'export';
  action: string;
  entity: string;
  entityId: string | null;
  changes: Record<string, unknown>;
  statusCode: number;
};

/** One entry, with the actor's name and role as they are now (a later rename or role change does not rewrite it). */
export async function recordAudit(db: DbOrTx, r: AuditRecord): Promise<void> {
  await db.execute(sql`insert into audit_log (actor_user_id, actor_name, actor_role, ip, kind, action, entity, entity_id,
      changes, status_code)
    select u.id, u.fullname, coalesce(u.staff_role, u.role), ${r.ip}, ${r.kind}, ${r.action}, ${r.entity},
      ${r.entityId}, ${JSON.stringify(r.changes)}::jsonb, ${r.statusCode}
    from users u where u.id = ${r.actorUserId}`);
}

type Row = {
  id: string;
  at: Date | string;
  actor_user_id: number | null;
  actor_name: string;
  actor_role: string;
  ip: string;
  kind: 'write' | 'export';
  action: string;
  entity: string;
  entity_id: string | null;
  changes: Record<string, unknown>;
  status_code: number;
};

const entryOf = (r: Row): AuditEntry => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  actorUserId: r.actor_user_id,
  actorName: r.actor_name,
  actorRole: r.actor_role,
  ip: r.ip,
  kind: r.kind,
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  changes: r.changes,
  statusCode: r.status_code,
});

function filterOf(q: Omit<AuditQuery, 'page' | 'perPage'>) {
  const parts = [sql`true`];
  if (q.actor !== undefined) parts.push(sql`actor_user_id = ${q.actor}`);
  if (q.entity !== undefined) parts.push(sql`entity = ${q.entity}`);
  // Dates are UTC days: the log is a record of instants, shown in the reader's own time by the page.
  if (q.from !== undefined) parts.push(sql`at >= ${q.from}::date`);
  if (q.to !== undefined) parts.push(sql`at < ${q.to}::date + 1`);
  return sql.join(parts, sql` and `);
}

export async function auditEntries(ctx: { db: DbOrTx }, q: AuditQuery): Promise<AuditPage> {
  const where = filterOf(q);
  const [found, [count], people, entities] = await Promise.all([
    rows<Row>(
      ctx.db,
      sql`select * from audit_log where ${where} order by id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
    ),
    rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from audit_log where ${where}`),
    rows<{ id: number; name: string }>(
      ctx.db,
      sql`select distinct on (actor_user_id) actor_user_id as id, actor_name as name from audit_log
        where actor_user_id is not null order by actor_user_id, id desc`,
    ),
    rows<{ entity: string }>(ctx.db, sql`select distinct entity from audit_log order by entity`),
  ]);
  return {
    entries: found.map(entryOf),
    total: count?.n ?? 0,
    page: q.page,
    perPage: q.perPage,
    people: people.sort((a, b) => a.name.localeCompare(b.name)),
    entities: entities.map((e) => e.entity),
  };
}

/** Every entry the filter matches, oldest first, as CSV (at most 100,000 rows). */
export async function auditCsv(
  ctx: { db: DbOrTx },
  q: Omit<AuditQuery, 'page' | 'perPage'>,
): Promise<string> {
  const found = await rows<Row>(
    ctx.db,
    sql`select * from audit_log where ${filterOf(q)} order by id limit 100000`,
  );
  const head = ['Time (UTC)', 'Person', 'Role', 'Address', 'Kind', 'Action', 'Entity', 'Id', 'Changes'];
  const lines = found.map((r) => {
    const e = entryOf(r);
    const cells = [
      e.at,
      e.actorName,
      e.actorRole,
      e.ip,
      e.kind,
      e.action,
      e.entity,
      e.entityId,
      JSON.stringify(e.changes),
    ];
    return cells.map(csvCell).join(',');
  });
  return `${[head.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}

/** Deletes the entries older than the kept period; the number deleted. */
export async function pruneAuditLog(ctx: { db: DbOrTx }, now: Date): Promise<number> {
  const { auditRetentionDays } = await staffSettingsOf(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('chamak.audit_prune', 'on', true)`);
    const gone = await rows<{ id: string }>(
      tx,
      sql`delete from audit_log where at < ${now.toISOString()}::timestamptz - make_interval(days => ${auditRetentionDays})
        returning id`,
    );
    return gone.length;
  });
}

export function pruneAuditLogJob(ctx: () => { db: DbOrTx }, clock: () => Date = () => new Date()): Job {
  return { name: 'audit-prune', everyMs: 24 * 3600_000, run: () => pruneAuditLog(ctx(), clock()) };
}
