// The audit log (decision 0348) through the real routes: a sample of every kind of admin write leaves an entry with
// who, when, where from, what and the changed fields before and after (no secrets); exports of personal data are
// entries too; refused calls are not; only the Owner reads the log, filters it and downloads it; the database
// refuses to change or delete an entry younger than a year, and pruning keeps the kept period.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { pruneAuditLog } from './service.ts';

let t: TestApp;
let owner: string;
let ownerId: number;

type Entry = {
  actor_user_id: number;
  actor_name: string;
  actor_role: string;
  ip: string;
  kind: string;
  action: string;
  entity: string;
  entity_id: string | null;
  changes: Record<string, { before?: unknown; after?: unknown } & Record<string, unknown>>;
};

const lastEntry = async (action: string) => {
  const [e] = await rows<Entry>(
    t.database.db,
    sql`select * from audit_log where action = ${action} order by id desc limit 1`,
  );
  return e;
};

beforeAll(async () => {
  t = await testApp();
  const signedIn = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  owner = signedIn.token;
  ownerId = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = ${demoAccounts.admin.email}`,
    )
  )[0]!.id;
}, 60_000);
afterAll(() => t.close());

describe('what the audit log records', () => {
  it('records a settings save with the changed fields only, before and after', async () => {
    const before = (await t.app.inject(as(owner, { method: 'GET', url: '/api/settings' }))).json();
    const saved = await t.app.inject(
      as(owner, {
        method: 'PUT',
        url: '/api/admin/settings',
        remoteAddress: '203.0.113.9',
        payload: { gst: { ...before.gst, hsnDigits: before.gst.hsnDigits === 4 ? 6 : 4 } },
      }),
    );
    expect(saved.statusCode).toBe(200);
    const e = await lastEntry('PUT /api/admin/settings');
    expect(e).toMatchObject({
      actor_user_id: ownerId,
      actor_name: 'Chamak Admin',
      actor_role: 'owner',
      ip: '203.0.113.9',
      kind: 'write',
      entity: 'settings',
    });
    // The demo shop never saved its GST settings: before, there was no such row.
    expect(Object.keys(e!.changes)).toEqual(['gst']);
    expect(e!.changes.gst!.before).toBeNull();
    expect((e!.changes.gst!.after as { hsnDigits: number }).hsnDigits).not.toBe(before.gst.hsnDigits);
  });

  it('records a customer blocked, a size renamed and an order status moved, each with its id', async () => {
    const shopper = await signupAndLogin(t.app);
    await t.app.inject(
      as(owner, {
        method: 'PATCH',
        url: `/api/users/${shopper.userId}/status`,
        payload: { status: 'blocked' },
      }),
    );
    const blocked = await lastEntry('PATCH /api/users/:id/status');
    expect(blocked).toMatchObject({ entity: 'users', entity_id: String(shopper.userId) });
    expect(blocked!.changes.status).toEqual({ before: 'active', after: 'blocked' });
    // The token version moved too, and the password hash is never read.
    expect(JSON.stringify(blocked!.changes)).not.toContain('scrypt');

    const [litre] = await rows<{ id: number; name: string; total_ml: number }>(
      t.database.db,
      sql`select id, label as name, total_ml from litres order by id limit 1`,
    );
    const renamed = await t.app.inject(
      as(owner, {
        method: 'PUT',
        url: `/api/litre/${litre!.id}`,
        payload: { litre: `${litre!.name} pack`, total_ml: litre!.total_ml },
      }),
    );
    expect(renamed.statusCode).toBe(200);
    const e = await lastEntry('PUT /api/litre/:l_id');
    expect(e).toMatchObject({ entity: 'litre', entity_id: String(litre!.id) });
    expect(e!.changes.label).toEqual({ before: litre!.name, after: `${litre!.name} pack` });

    const buyer = await signupAndLogin(t.app);
    await addToCart(t.app, buyer, await sizeInStock(t.database.db, 5), 1);
    const order = { id: (await checkout(t.app, buyer, 'cod')).json().orderId as number };
    const moved = await t.app.inject(
      as(owner, {
        method: 'PATCH',
        url: `/api/order/${order!.id}/shipment`,
        payload: { courier_name: 'Delhivery', awb_code: 'AWB123456789' },
      }),
    );
    expect(moved.statusCode).toBe(200);
    const shipment = await lastEntry('PATCH /api/order/:id/shipment');
    expect(shipment).toMatchObject({ entity: 'order', entity_id: String(order!.id) });
    expect(shipment!.changes.awb_code).toEqual({ before: null, after: 'AWB123456789' });
  });

  it('records an invitation without its secret, and an export of personal data as an export', async () => {
    await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/admin/staff/invitations',
        payload: { email: 'audited@example.com', fullname: 'Audited Person', role: 'support' },
      }),
    );
    const e = await lastEntry('POST /api/admin/staff/invitations');
    expect(e).toMatchObject({ entity: 'staff', kind: 'write' });
    expect(JSON.stringify(e!.changes)).toContain('audited@example.com');
    expect(JSON.stringify(e!.changes)).not.toMatch(/token_hash"?:\s*"[0-9a-f]{64}/);

    const csv = await t.app.inject(as(owner, { method: 'GET', url: '/api/order/export.csv' }));
    expect(csv.statusCode).toBe(200);
    const exported = await lastEntry('GET /api/order/export.csv');
    expect(exported).toMatchObject({ kind: 'export', entity: 'orders' });
  });

  it('does not record a refused call, nor a read', async () => {
    const [{ n: before }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log`,
    )) as [{ n: number }];
    const shopper = await signupAndLogin(t.app);
    await t.app.inject(as(shopper.token, { method: 'PUT', url: '/api/admin/settings', payload: {} }));
    await t.app.inject(as(owner, { method: 'GET', url: '/api/settings' }));
    await t.app.inject(
      as(owner, { method: 'PUT', url: '/api/admin/settings', payload: { gst: { hsnDigits: 5 } } }),
    );
    const [{ n: after }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log`,
    )) as [{ n: number }];
    expect(after).toBe(before);
  });
});

describe('reading the audit log', () => {
  it('filters by person, entity and dates, downloads CSV, and is the Owner’s alone', async () => {
    const page = await t.app.inject(
      as(owner, { method: 'GET', url: `/api/admin/audit?actor=${ownerId}&entity=settings` }),
    );
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.entries.every((e: { entity: string }) => e.entity === 'settings')).toBe(true);
    expect(body.people).toContainEqual({ id: ownerId, name: 'Chamak Admin' });
    expect(body.entities).toContain('users');
    const future = await t.app.inject(as(owner, { method: 'GET', url: '/api/admin/audit?from=2099-01-01' }));
    expect(future.json().total).toBe(0);
    const bad = await t.app.inject(as(owner, { method: 'GET', url: '/api/admin/audit?from=yesterday' }));
    expect(bad.statusCode).toBe(400);

    const csv = await t.app.inject(as(owner, { method: 'GET', url: '/api/admin/audit.csv?entity=users' }));
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Time (UTC)","Person","Role","Address","Kind","Action","Entity","Id","Changes"');
    expect(lines.length).toBeGreaterThan(1);
    expect(await lastEntry('GET /api/admin/audit.csv')).toMatchObject({ kind: 'export', entity: 'audit' });

    const manager = await signupAndLogin(t.app);
    await t.database.db.execute(
      sql`update users set role = 'admin', staff_role = 'manager' where id = ${manager.userId}`,
    );
    const managerToken = (await login(t.app, manager.email, manager.password)).token;
    const refused = await t.app.inject(as(managerToken, { method: 'GET', url: '/api/admin/audit' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('audit.read');
  });

  it('cannot be changed, nor deleted before a year; pruning deletes only what is past the kept period', async () => {
    await expect(
      t.database.db.execute(sql`update audit_log set actor_name = 'Someone else'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [{ n: all }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log`,
    )) as [{ n: number }];
    // Kept 400 days (the staff settings' default is 365): entries 380 days old stay, 420 days old go.
    await t.app.inject(
      as(owner, {
        method: 'PUT',
        url: '/api/admin/staff/settings',
        payload: { supportRefundLimitPaise: 100000, auditRetentionDays: 400 },
      }),
    );
    await t.database.db.execute(sql`insert into audit_log (actor_name, actor_role, ip, kind, action, entity, status_code, at)
      values ('Old', 'owner', '127.0.0.1', 'write', 'PUT /x', 'x', 200, now() - interval '420 days'),
             ('Kept', 'owner', '127.0.0.1', 'write', 'PUT /x', 'x', 200, now() - interval '380 days')`);
    expect(await pruneAuditLog({ db: t.database.db }, new Date())).toBe(1);
    const left = await rows<{ actor_name: string }>(
      t.database.db,
      sql`select actor_name from audit_log where entity = 'x'`,
    );
    expect(left.map((r) => r.actor_name)).toEqual(['Kept']);
    const [{ n: now }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log`,
    )) as [{ n: number }];
    expect(now).toBe(all + 2); // the settings save and the kept row
  });
});
