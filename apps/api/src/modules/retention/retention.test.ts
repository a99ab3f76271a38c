// Retention (decision 0361), on a fixed clock: what is past its time goes (an abandoned cart, an old contact
// message, an inactive account 48 hours after its notice) and what is not stays; an inactive account is mailed
// first and erased only when 48 hours pass with no sign-in, and its orders stay; each run is recorded; logs kept
// under a year are refused; and only the Owner may read or change the settings.
import type { RetentionView } from '@chamak/shared/retention';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { retentionPorts } from '../../shop-jobs.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { runRetention } from './index.ts';

let t: TestApp;
let owner: string;
const start = new Date();
const hours = (n: number) => new Date(start.getTime() + n * 3_600_000);
const daysAgo = (n: number) => new Date(start.getTime() - n * 86_400_000).toISOString();

let staleCart: TestUser;
let freshCart: TestUser;
let idle: TestUser;
let idleWithOrder: TestUser;
let returning: TestUser;
let oldMessage: number;
let newMessage: number;

const run = (at: Date) => runRetention(t.app.ctx, retentionPorts(t.app.ctx), at);
const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const user = async (id: number) =>
  (
    await rows<{ email: string; deleted_at: string | null }>(
      t.database.db,
      sql`select email, deleted_at from users where id = ${id}`,
    )
  )[0]!;
const warned = async () =>
  (
    await rows<{ user_id: number }>(
      t.database.db,
      sql`select user_id from retention_warnings order by user_id`,
    )
  ).map((w) => w.user_id);
async function staff(role: string): Promise<string> {
  const u = await signupAndLogin(t.app);
  await exec(sql`update users set role = 'admin', staff_role = ${role} where id = ${u.userId}`);
  return (await login(t.app, u.email, u.password)).token;
}
async function contact(message: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contacts/addContact',
    payload: { name: 'Ravi', email: 'ravi@example.com', message },
  });
  return res.json().contact.id;
}
const makeIdle = (id: number) =>
  exec(
    sql`update users set created_at = ${daysAgo(800)}, last_sign_in_at = ${daysAgo(700)} where id = ${id}`,
  );

beforeAll(async () => {
  t = await testApp({ clock: () => start });
  owner = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const size = await sizeInStock(t.database.db);
  staleCart = await signupAndLogin(t.app);
  freshCart = await signupAndLogin(t.app);
  await addToCart(t.app, staleCart, size);
  await addToCart(t.app, freshCart, size);
  await exec(sql`update cart_items set created_at = ${daysAgo(400)} where user_id = ${staleCart.userId}`);
  await exec(sql`update cart_changes set changed_at = ${daysAgo(400)} where user_id = ${staleCart.userId}`);

  idle = await signupAndLogin(t.app);
  idleWithOrder = await signupAndLogin(t.app);
  returning = await signupAndLogin(t.app);
  await addToCart(t.app, idleWithOrder, size);
  expect((await checkout(t.app, idleWithOrder, 'cod')).statusCode).toBe(200);
  for (const u of [idle, idleWithOrder, returning]) await makeIdle(u.userId);
  await exec(sql`update orders set created_at = ${daysAgo(750)} where user_id = ${idleWithOrder.userId}`);

  oldMessage = await contact('An old question');
  newMessage = await contact('A new question');
  await exec(
    sql`update contact_messages set created_at = ${daysAgo(1200)}, state = 'closed', closed_at = ${daysAgo(1150)}
      where id = ${oldMessage}`,
  );
});
afterAll(() => t?.close());

describe('retention', () => {
  it('refuses logs kept under a year with a clear message, and saves the audit period in the staff settings', async () => {
    const put = (payload: Record<string, number>, token = owner) =>
      t.app.inject(as(token, { method: 'PUT', url: '/api/admin/retention', payload }));
    const valid = {
      auditRetentionDays: 400,
      abandonedCartDays: 365,
      inactiveAccountDays: 365,
      contactMessageDays: 1095,
    };
    const short = await put({ ...valid, auditRetentionDays: 200 });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(
      'Server and audit logs must be kept for at least one year (365 days) under the DPDP Rules.',
    );
    const saved = await put(valid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as RetentionView).settings).toEqual(valid);
    const staffSettings = await t.app.inject(as(owner, { url: '/api/admin/staff/settings' }));
    expect(staffSettings.json().auditRetentionDays).toBe(400);
  });

  it('empties the abandoned cart and deletes the old message, keeps the fresh ones, and warns the idle accounts', async () => {
    const orderCount = async () =>
      (
        await rows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from orders where user_id = ${idleWithOrder.userId}`,
        )
      )[0]!.n;
    expect(await orderCount()).toBe(1);
    const result = await run(start);
    expect(result).toMatchObject({
      'abandoned carts deleted': 1,
      'contact messages deleted': 1,
      'inactive accounts anonymised': 0,
    });
    expect(result['inactive accounts warned']).toBeGreaterThanOrEqual(3);
    const carts = await rows<{ user_id: number }>(
      t.database.db,
      sql`select distinct user_id from cart_items`,
    );
    expect(carts.map((c) => c.user_id)).toContain(freshCart.userId);
    expect(carts.map((c) => c.user_id)).not.toContain(staleCart.userId);
    const messages = await rows<{ id: number }>(t.database.db, sql`select id from contact_messages`);
    expect(messages.map((m) => m.id)).toContain(newMessage);
    expect(messages.map((m) => m.id)).not.toContain(oldMessage);
    expect(await warned()).toEqual(
      expect.arrayContaining([idle.userId, idleWithOrder.userId, returning.userId]),
    );
    expect(await warned()).not.toContain(freshCart.userId);
    const [notice] = await rows<{ subject: string; text: string }>(
      t.database.db,
      sql`select subject, text from mail_outbox where "to" = ${idle.email} order by id desc limit 1`,
    );
    expect(notice!.subject).toContain('your account will be erased after');
    expect(notice!.text).toContain('unless you sign in before then');
    expect((await user(idle.userId)).deleted_at).toBeNull();
  });

  it('erases nothing before 48 hours, and no account that signed in after its notice', async () => {
    expect((await run(hours(24)))['inactive accounts anonymised']).toBe(0);
    expect((await user(idle.userId)).deleted_at).toBeNull();
    // The returning shopper signs in a day after the notice.
    await exec(
      sql`update users set last_sign_in_at = ${hours(25).toISOString()} where id = ${returning.userId}`,
    );
    const later = await run(hours(49));
    expect(later['inactive accounts anonymised']).toBe(2);
    expect((await user(returning.userId)).deleted_at).toBeNull();
    expect(await warned()).not.toContain(returning.userId);
  });

  it('anonymises the idle accounts through the account deletion, keeping the orders for the books', async () => {
    const gone = await user(idle.userId);
    expect(gone.deleted_at).not.toBeNull();
    expect(gone.email).toBe(`deleted-${idle.userId}@deleted.invalid`);
    expect((await user(idleWithOrder.userId)).deleted_at).not.toBeNull();
    const [order] = await rows<{ email: string; first_name: string }>(
      t.database.db,
      sql`select email, first_name from orders where user_id = ${idleWithOrder.userId}`,
    );
    expect(order).toBeDefined();
    expect(order!.email).toBe('');
    expect(order!.first_name).not.toBe('');
    expect(await warned()).not.toContain(idle.userId);
  });

  it('shows the Owner the last runs: when, what and how many', async () => {
    const view = (await t.app.inject(as(owner, { url: '/api/admin/retention' }))).json() as RetentionView;
    expect(view.runs.length).toBe(12);
    expect(view.runs[0]).toMatchObject({ ranAt: hours(49).toISOString(), what: expect.any(String) });
    expect(
      view.runs.find((r) => r.ranAt === hours(49).toISOString() && r.what === 'inactive accounts anonymised')!
        .count,
    ).toBe(2);
  });

  it('refuses the retention settings to every role but Owner', async () => {
    for (const role of ['manager', 'support', 'accounts']) {
      const token = await staff(role);
      const read = await t.app.inject(as(token, { url: '/api/admin/retention' }));
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toContain('staff.read');
      const write = await t.app.inject(
        as(token, {
          method: 'PUT',
          url: '/api/admin/retention',
          payload: {
            auditRetentionDays: 365,
            abandonedCartDays: 365,
            inactiveAccountDays: 365,
            contactMessageDays: 365,
          },
        }),
      );
      expect(write.statusCode).toBe(403);
    }
    const customer = await signupAndLogin(t.app);
    expect((await t.app.inject(as(customer.token, { url: '/api/admin/retention' }))).statusCode).toBe(403);
  });
});
