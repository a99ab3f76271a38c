// The permission matrix (decision 0348): every admin route, read from the app's own route table, called by every
// staff role, a customer and a guest. A route the OpenAPI document tags admin must have declared a permission (a
// new route that forgets fails here); a role without the permission is refused 403 naming it, before the body is
// read; a role with it is never refused for lack of it; customers get 403 and guests 401.
import { roleMay, type StaffPermission, type StaffRole, staffRoles } from '@chamak/shared/staff';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './test/app.ts';
import { as, login, signupAndLogin } from './test/auth.ts';

let t: TestApp;
const tokens = new Map<StaffRole | 'customer', string>();

/** A staff member of the role: signed up as a shopper, made staff in the database, signed in. */
async function staffToken(app: FastifyInstance, role: StaffRole): Promise<string> {
  const user = await signupAndLogin(app, { fullname: `Staff ${role}` });
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(app, user.email, user.password)).token;
}

/** A route's address with its parameters filled by ids no row has, so an allowed call changes nothing. */
const addressOf = (url: string) =>
  url.replace(/:[A-Za-z_]+/g, (p) => (/token/i.test(p) ? 'x'.repeat(24) : '987654'));

beforeAll(async () => {
  t = await testApp();
  for (const role of staffRoles) tokens.set(role, await staffToken(t.app, role));
  tokens.set('customer', (await signupAndLogin(t.app)).token);
}, 60_000);
afterAll(() => t.close());

const call = (token: string | undefined, route: string): InjectOptions => {
  const [method, url] = route.split(' ') as [InjectOptions['method'], string];
  return as(token, { method, url: addressOf(url), ...(method === 'GET' ? {} : { payload: {} }) });
};

describe('the permission matrix', () => {
  it('has a declared permission for every route the API document calls admin', () => {
    const declared = t.app.staffRoutes;
    const undeclared = t.app.adminRoutes.filter((r) => !r.startsWith('HEAD ') && !declared.has(r));
    expect(undeclared).toEqual([]);
    // The table is the app's own: it holds the SPEC admin routes and the new ones alike.
    expect(declared.get('PUT /api/admin/settings')).toBe('settings.write');
    expect(declared.get('GET /api/order/getall')).toBe('orders.read');
    expect(declared.get('POST /api/admin/orders/:id/refunds')).toBe('refunds.issue');
    expect(declared.get('POST /api/admin/staff/invitations')).toBe('staff.write');
    expect(declared.size).toBeGreaterThan(100);
  });

  it('refuses every role without the permission, and only those, on every staff route', async () => {
    const routes = [...t.app.staffRoutes.entries()].filter(([r]) => !r.startsWith('HEAD '));
    const wrong: string[] = [];
    for (const [route, permission] of routes) {
      for (const role of staffRoles) {
        const res = await t.app.inject(call(tokens.get(role), route));
        const refusedForIt = res.statusCode === 403 && res.json().code === 'PERMISSION_MISSING';
        const may = roleMay(role, permission as StaffPermission);
        if (may && refusedForIt) wrong.push(`${role} refused ${route} (${permission})`);
        if (!may) {
          if (!refusedForIt) wrong.push(`${role} not refused ${route} (${permission}): ${res.statusCode}`);
          else if (!res.json().message.includes(permission))
            wrong.push(`${route}: message does not name ${permission}`);
        }
      }
      const customer = await t.app.inject(call(tokens.get('customer'), route));
      if (customer.statusCode !== 403) wrong.push(`customer got ${customer.statusCode} on ${route}`);
      const guest = await t.app.inject(call(undefined, route));
      if (guest.statusCode !== 401) wrong.push(`guest got ${guest.statusCode} on ${route}`);
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('gives the roles what the issue asks of them', () => {
    expect(roleMay('fulfilment', 'orders.write')).toBe(true);
    expect(roleMay('fulfilment', 'shipping.write')).toBe(true);
    expect(roleMay('fulfilment', 'returns.receive')).toBe(true);
    expect(roleMay('fulfilment', 'refunds.issue')).toBe(false);
    expect(roleMay('fulfilment', 'settings.write')).toBe(false);
    expect(roleMay('fulfilment', 'customers.export')).toBe(false);
    expect(roleMay('support', 'orders.read')).toBe(true);
    expect(roleMay('support', 'orders.write')).toBe(false);
    expect(roleMay('support', 'refunds.issue')).toBe(true);
    expect(roleMay('support', 'reviews.write')).toBe(true);
    expect(roleMay('catalogue', 'promotions.write')).toBe(true);
    expect(roleMay('catalogue', 'orders.write')).toBe(false);
    expect(roleMay('accounts', 'gst.write')).toBe(true);
    expect(roleMay('accounts', 'catalogue.read')).toBe(true);
    expect(roleMay('accounts', 'catalogue.write')).toBe(false);
    expect(roleMay('manager', 'staff.write')).toBe(false);
    expect(roleMay('owner', 'staff.write')).toBe(true);
  });

  it('lets staff act on a shared route only with its permission: Catalogue cannot cancel an order', async () => {
    const res = await t.app.inject(
      as(tokens.get('catalogue'), { method: 'POST', url: '/api/order/1/cancel', payload: {} }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('orders.write');
  });
});
