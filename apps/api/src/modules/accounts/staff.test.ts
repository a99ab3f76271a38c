// Staff (decision 0348) through the real routes: the owner invites by e-mail, the link in the mail sets the
// password and signs the member in with their role; roles change, suspension ends sessions at once, the shop keeps
// one active Owner; bad invitations and used links get clear messages; Support refunds only up to the limit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';

let t: TestApp;
let owner: string;
let ownerId: number;

beforeAll(async () => {
  t = await testApp();
  const signedIn = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  owner = signedIn.token;
  const [me] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from users where email = ${demoAccounts.admin.email}`,
  );
  ownerId = me!.id;
}, 60_000);
afterAll(() => t.close());

const invite = (token: string, payload: object) =>
  t.app.inject(as(token, { method: 'POST', url: '/api/admin/staff/invitations', payload }));

/** The token of the newest invitation mailed to `email`, read from the outbox as the person would read the mail. */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await rows<{ text: string }>(
    t.database.db,
    sql`select text from mail_outbox where "to" = ${email} order by id desc limit 1`,
  );
  const match = /staff-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation link mailed to ${email}`);
  return match[1]!;
}

async function joinAs(email: string, role: string, fullname = 'New Member') {
  const sent = await invite(owner, { email, fullname, role });
  expect(sent.statusCode).toBe(201);
  const token = await linkTokenFor(email);
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/staff-invitations/accept',
    payload: { token, phone: '98765 43210', password: 'Packer@2026' },
  });
  expect(accepted.statusCode).toBe(200);
  return accepted.json() as { token: string };
}

describe('inviting staff', () => {
  it('mails a link that makes a Fulfilment account, signs it in, and lets it only do Fulfilment’s work', async () => {
    const sent = await invite(owner, {
      email: 'Packer@Example.com',
      fullname: 'Ravi Packer',
      role: 'fulfilment',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('Invitation sent to packer@example.com.');
    expect(sent.json().invitation).toMatchObject({
      state: 'open',
      role: 'fulfilment',
      invitedBy: 'Chamak Admin',
    });

    const token = await linkTokenFor('packer@example.com');
    const info = await t.app.inject({ method: 'GET', url: `/api/staff-invitations/${token}` });
    expect(info.json()).toEqual({
      email: 'packer@example.com',
      fullname: 'Ravi Packer',
      role: 'fulfilment',
      roleLabel: 'Fulfilment',
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/staff-invitations/accept',
      payload: { token, phone: '+91 98765 43210', password: 'Packer@2026' },
    });
    expect(accepted.statusCode).toBe(200);
    const member = accepted.json().token as string;

    const me = await t.app.inject(as(member, { method: 'GET', url: '/api/admin/staff/me' }));
    expect(me.json()).toMatchObject({ fullname: 'Ravi Packer', role: 'fulfilment' });
    expect(me.json().permissions).toContain('orders.write');
    expect(me.json().permissions).not.toContain('settings.write');
    // The orders list opens; the settings do not, and the refusal names what is missing.
    expect(
      (await t.app.inject(as(member, { method: 'GET', url: '/api/order/getall?page=1' }))).statusCode,
    ).toBe(200);
    const settings = await t.app.inject(
      as(member, { method: 'PUT', url: '/api/admin/settings', payload: {} }),
    );
    expect(settings.statusCode).toBe(403);
    expect(settings.json().message).toBe(
      'Your role (Fulfilment) does not allow this: it needs the permission "settings.write".',
    );
    // The same password signs in again, as an admin.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'packer@example.com', password: 'Packer@2026' },
    });
    expect(again.json().isAdmin).toBe(true);

    // A used link does not work twice.
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/staff-invitations/accept',
      payload: { token, phone: '9876543210', password: 'Packer@2026' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/expired, was withdrawn or was already used/);
  });

  it('refuses an invitation for a staff e-mail or a customer’s, and one by a role without staff.write', async () => {
    const again = await invite(owner, { email: 'packer@example.com', fullname: 'Ravi', role: 'support' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('packer@example.com is already on your staff.');
    const shopper = await signupAndLogin(t.app);
    const customer = await invite(owner, { email: shopper.email, fullname: 'Asha', role: 'support' });
    expect(customer.statusCode).toBe(409);
    expect(customer.json().message).toContain('belongs to a customer account');
    const bad = await invite(owner, { email: 'not-an-email', fullname: '', role: 'janitor' });
    expect(bad.statusCode).toBe(400);

    const manager = await joinAs('manager@example.com', 'manager');
    const byManager = await invite(manager.token, { email: 'x@example.com', fullname: 'X', role: 'owner' });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toContain('staff.write');
  });

  it('makes only the newest link of an e-mail work, and an expired one not at all', async () => {
    await invite(owner, { email: 'twice@example.com', fullname: 'Twice', role: 'support' });
    const first = await linkTokenFor('twice@example.com');
    await invite(owner, { email: 'twice@example.com', fullname: 'Twice', role: 'accounts' });
    const second = await linkTokenFor('twice@example.com');
    expect((await t.app.inject({ method: 'GET', url: `/api/staff-invitations/${first}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/staff-invitations/${second}` })).json().role).toBe(
      'accounts',
    );
    await t.database.db.execute(
      sql`update staff_invitations set expires_at = now() - interval '1 minute' where email = 'twice@example.com'`,
    );
    const expired = await t.app.inject({ method: 'GET', url: `/api/staff-invitations/${second}` });
    expect(expired.statusCode).toBe(404);
    const list = await t.app.inject(as(owner, { method: 'GET', url: '/api/admin/staff' }));
    const states = list
      .json()
      .invitations.filter((i: { email: string }) => i.email === 'twice@example.com')
      .map((i: { state: string }) => i.state);
    expect(states).toEqual(['expired', 'revoked']);
  });
});

describe('roles, suspension and the last Owner', () => {
  it('ends a suspended member’s session at once, and lets them back when reinstated', async () => {
    const member = await joinAs('support1@example.com', 'support', 'Sunita Support');
    const [row] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = 'support1@example.com'`,
    );
    const open = () => t.app.inject(as(member.token, { method: 'GET', url: '/api/admin/staff/me' }));
    expect((await open()).statusCode).toBe(200);
    const suspend = await t.app.inject(
      as(owner, {
        method: 'PATCH',
        url: `/api/admin/staff/${row!.id}/status`,
        payload: { status: 'suspended' },
      }),
    );
    expect(suspend.json().message).toBe('Suspended: their sessions ended.');
    expect((await open()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'support1@example.com', password: 'Packer@2026' },
    });
    expect(login.statusCode).not.toBe(200);
    await t.app.inject(
      as(owner, {
        method: 'PATCH',
        url: `/api/admin/staff/${row!.id}/status`,
        payload: { status: 'active' },
      }),
    );
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'support1@example.com', password: 'Packer@2026' },
    });
    expect(back.statusCode).toBe(200);
  });

  it('changes a role with effect on the next request, and never leaves the shop without an active Owner', async () => {
    const member = await joinAs('cat@example.com', 'catalogue', 'Kiran Catalogue');
    const [row] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = 'cat@example.com'`,
    );
    const products = () => t.app.inject(as(member.token, { method: 'GET', url: '/api/admin/reports/sales' }));
    expect((await products()).statusCode).toBe(403);
    await t.app.inject(
      as(owner, { method: 'PATCH', url: `/api/admin/staff/${row!.id}/role`, payload: { role: 'accounts' } }),
    );
    expect((await products()).statusCode).not.toBe(403);

    // The demo admin is the one active Owner: they cannot be demoted, suspended or removed, nor suspend themselves.
    const demote = await t.app.inject(
      as(owner, { method: 'PATCH', url: `/api/admin/staff/${ownerId}/role`, payload: { role: 'manager' } }),
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(
      'The shop must keep at least one active Owner: make someone else Owner first.',
    );
    const self = await t.app.inject(
      as(owner, {
        method: 'PATCH',
        url: `/api/admin/staff/${ownerId}/status`,
        payload: { status: 'suspended' },
      }),
    );
    expect(self.json().message).toBe('You cannot suspend or remove yourself.');
    // With a second Owner, the first may step down; then the second cannot.
    await t.app.inject(
      as(owner, { method: 'PATCH', url: `/api/admin/staff/${row!.id}/role`, payload: { role: 'owner' } }),
    );
    const stepDown = await t.app.inject(
      as(owner, { method: 'PATCH', url: `/api/admin/staff/${ownerId}/role`, payload: { role: 'manager' } }),
    );
    expect(stepDown.statusCode).toBe(200);
    const other = (await login(t.app, 'cat@example.com', 'Packer@2026')).token;
    const last = await t.app.inject(as(other, { method: 'DELETE', url: `/api/admin/staff/${row!.id}` }));
    expect(last.statusCode).toBe(409);
    // Put the demo admin back as Owner for the tests after.
    await t.app.inject(
      as(other, { method: 'PATCH', url: `/api/admin/staff/${ownerId}/role`, payload: { role: 'owner' } }),
    );
    const removed = await t.app.inject(as(owner, { method: 'DELETE', url: `/api/admin/staff/${row!.id}` }));
    expect(removed.json().message).toBe('Removed from the staff.');
    expect((await t.app.inject(as(other, { method: 'GET', url: '/api/admin/staff/me' }))).statusCode).toBe(
      401,
    );
  });
});

describe('Support’s refund limit', () => {
  it('refuses a Support refund above the owner’s limit and makes one within it', async () => {
    const support = await joinAs('support2@example.com', 'support', 'Refund Support');
    const limit = await t.app.inject(
      as(owner, {
        method: 'PUT',
        url: '/api/admin/staff/settings',
        payload: { supportRefundLimitPaise: 5000, auditRetentionDays: 400 },
      }),
    );
    expect(limit.statusCode).toBe(200);
    const short = await t.app.inject(
      as(owner, {
        method: 'PUT',
        url: '/api/admin/staff/settings',
        payload: { supportRefundLimitPaise: 5000, auditRetentionDays: 30 },
      }),
    );
    expect(short.json().message).toContain('The audit log is kept for a year at least (365 days)');
    // A shopper's online order, paid through the sandbox checkout.
    const shopper = await signupAndLogin(t.app);
    await addToCart(t.app, shopper, await sizeInStock(t.database.db, 7), 2);
    const created = (await checkout(t.app, shopper, 'online')).json().data as {
      order_id: string;
      orderId: number;
    };
    const proof = (t.app.gateway as SandboxGateway).pay(created.order_id);
    const paid = await t.app.inject(
      as(shopper.token, { method: 'POST', url: '/api/order/verify-payment', payload: proof }),
    );
    expect(paid.statusCode).toBe(200);
    const order = { id: created.orderId };
    const refund = (amount: number) =>
      t.app.inject(
        as(support.token, {
          method: 'POST',
          url: `/api/admin/orders/${order!.id}/refunds`,
          payload: { amount, reason: 'Damaged bottle' },
        }),
      );
    const above = await refund(60);
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe(
      'Your role may refund up to ₹50.00; ask a Manager or the Owner for more.',
    );
    const [none] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from refunds where order_id = ${order!.id}`,
    );
    expect(none!.n).toBe(0);
    const within = await refund(50);
    expect(within.statusCode).toBe(201);
  });
});
