// When a token stops working (D23): deletion, password reset and change, e-mail change, block and "log out
// everywhere" each bump the user's token version; older tokens then get 401 with SPEC's authentication message.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { checkout } from '../../test/checkout.ts';

let t: TestApp;
let admin: { token: string };
let size: { product_id: number; pl_id: number };
beforeAll(async () => {
  t = await testApp();
  admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  const [found] = await rows<{ product_id: number; pl_id: number }>(
    t.database.db,
    sql`select product_id, id as pl_id from product_litres where remaining_qty >= 20 order by id limit 1`,
  );
  size = found!;
});
afterAll(() => t?.close());

const authError = 'Authentication error. Please log in again.';
const profile = (token: string, userId: number) =>
  t.app.inject(as(token, { url: `/api/users/profile/${userId}` }));
const addToCart = (u: { token: string; userId: number }) =>
  t.app.inject(
    as(u.token, {
      method: 'POST',
      url: '/api/cart/add',
      payload: { userId: u.userId, productId: size.product_id, pl_id: size.pl_id, quantity: 1 },
    }),
  );
const loginAs = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
const setStatus = (userId: number, status: string) =>
  t.app.inject(as(admin.token, { method: 'PATCH', url: `/api/users/${userId}/status`, payload: { status } }));
const profileChange = (u: TestUser, change: Record<string, unknown>) => ({
  fullname: 'Test Shopper',
  username: `u${u.userId}`,
  email: u.email,
  phone: '9876543210',
  ...change,
});
const outboxTo = (to: string) =>
  rows<{ subject: string; text: string }>(
    t.database.db,
    sql`select subject, text from mail_outbox where "to" = ${to} order by id`,
  );

/** SPEC's words for a refused token, with the code a client decides by. */
function expectAuthError(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: authError, code: 'SESSION_EXPIRED' });
}

describe('a deleted account', () => {
  it('cannot add to cart, review or place an order with its old token', async () => {
    const me = await signupAndLogin(t.app);
    expect((await addToCart(me)).statusCode).toBe(200);
    expect(
      (await t.app.inject(as(me.token, { method: 'DELETE', url: `/api/users/${me.userId}` }))).statusCode,
    ).toBe(200);

    expectAuthError(await addToCart(me));
    expectAuthError(
      await t.app.inject(
        as(me.token, {
          method: 'POST',
          url: '/api/ratings',
          payload: { userId: me.userId, productId: size.product_id, rating: 5, description: 'Still here' },
        }),
      ),
    );
    expectAuthError(await checkout(t.app, me, 'cod'));
    const [placed] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id = ${me.userId}`,
    );
    expect(placed!.n).toBe(0);
  });
});

describe('a password reset', () => {
  it('ends the tokens issued before it; a new login works', async () => {
    const me = await signupAndLogin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: me.email } });
    const [mail] = (await outboxTo(me.email)).slice(-1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Brand@New99' },
    });
    expect(reset.statusCode).toBe(200);

    expectAuthError(await profile(me.token, me.userId));
    expectAuthError(await addToCart(me));
    const fresh = await login(t.app, me.email, 'Brand@New99');
    expect((await profile(fresh.token, me.userId)).statusCode).toBe(200);
  });
});

describe('changing the e-mail', () => {
  it('needs the current password', async () => {
    const me = await signupAndLogin(t.app);
    const newEmail = `moved${me.userId}@example.com`;
    const patch = (change: Record<string, unknown>) =>
      t.app.inject(
        as(me.token, {
          method: 'PATCH',
          url: `/api/users/profile/${me.userId}`,
          payload: profileChange(me, change),
        }),
      );
    const missing = await patch({ email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter your current password to change your email.');
    const wrong = await patch({ email: newEmail, currentPassword: 'Wrong@2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const [row] = await rows<{ email: string }>(
      t.database.db,
      sql`select email from users where id = ${me.userId}`,
    );
    expect(row!.email).toBe(me.email);
    // The e-mail unchanged: other fields change without the password, and the session goes on.
    const rename = await patch({ fullname: 'Renamed Shopper' });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().token).toBeUndefined();
    expect((await profile(me.token, me.userId)).statusCode).toBe(200);
  });

  it('ends older tokens, gives this device a fresh one, and tells the old address', async () => {
    const me = await signupAndLogin(t.app);
    const other = await login(t.app, me.email, me.password);
    const newEmail = `moved${me.userId}@example.com`;
    const res = await t.app.inject(
      as(me.token, {
        method: 'PATCH',
        url: `/api/users/profile/${me.userId}`,
        payload: profileChange(me, { email: newEmail, currentPassword: me.password }),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(newEmail);

    expectAuthError(await profile(me.token, me.userId));
    expectAuthError(await profile(other.token, me.userId));
    expect((await profile(res.json().token, me.userId)).statusCode).toBe(200);
    const [notice] = await outboxTo(me.email);
    expect(notice!.subject).toBe('The e-mail address of your Chamak account was changed');
    expect(notice!.text).toContain(newEmail);
    expect((await loginAs(newEmail, me.password)).statusCode).toBe(200);
  });
});

describe('changing the password from the profile', () => {
  const change = (u: { token: string; userId: number }, payload: Record<string, unknown>) =>
    t.app.inject(as(u.token, { method: 'POST', url: `/api/users/${u.userId}/password`, payload }));

  it('needs the current password and a new one under the signup rules', async () => {
    const me = await signupAndLogin(t.app);
    const missing = await change(me, { password: 'Brand@New99' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Please enter your current password.');
    const wrong = await change(me, { currentPassword: 'Wrong@2026', password: 'Brand@New99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const weak = await change(me, { currentPassword: me.password, password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('Password must contain at least one uppercase letter.');
    expect((await loginAs(me.email, me.password)).statusCode).toBe(200);
  });

  it('ends older tokens and keeps this device logged in with a fresh one', async () => {
    const me = await signupAndLogin(t.app);
    const elsewhere = await login(t.app, me.email, me.password);
    const res = await change(me, { currentPassword: me.password, password: 'Brand@New99' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed.');
    expectAuthError(await profile(me.token, me.userId));
    expectAuthError(await profile(elsewhere.token, me.userId));
    expect((await profile(res.json().token, me.userId)).statusCode).toBe(200);
    expect((await loginAs(me.email, me.password)).statusCode).toBe(401);
    expect((await loginAs(me.email, 'Brand@New99')).statusCode).toBe(200);
    expect((await outboxTo(me.email)).map((m) => m.subject)).toContain('Your Chamak password was changed');
  });

  it("refuses another customer's account with 403", async () => {
    const me = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const res = await t.app.inject(
      as(other.token, {
        method: 'POST',
        url: `/api/users/${me.userId}/password`,
        payload: { currentPassword: me.password, password: 'Brand@New99' },
      }),
    );
    expect(res.statusCode).toBe(403);
    expect((await loginAs(me.email, me.password)).statusCode).toBe(200);
  });
});

describe('blocking', () => {
  it('ends the customer’s sessions and refuses their login until an admin unblocks them', async () => {
    const me = await signupAndLogin(t.app);
    const customer = await signupAndLogin(t.app);
    const byCustomer = await t.app.inject(
      as(customer.token, {
        method: 'PATCH',
        url: `/api/users/${me.userId}/status`,
        payload: { status: 'blocked' },
      }),
    );
    expect(byCustomer.statusCode).toBe(403);

    const blocked = await setStatus(me.userId, 'blocked');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().message).toBe('User blocked');
    expectAuthError(await profile(me.token, me.userId));
    expectAuthError(await addToCart(me));
    // The right password is told the account is blocked (403, not SPEC's session message)...
    const right = await loginAs(me.email, me.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      message: 'This account is blocked. Please contact us.',
      code: 'ACCOUNT_BLOCKED',
    });
    // ...a wrong one only that the login failed, as for any account, so a block reveals nothing to a guesser.
    const wrong = await loginAs(me.email, 'Wrong@2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
    const listed = await t.app.inject(as(admin.token, { url: '/api/users/profile' }));
    expect(listed.json().find((u: { id: number }) => u.id === me.userId).status).toBe('blocked');

    expect((await setStatus(me.userId, 'active')).statusCode).toBe(200);
    const again = await loginAs(me.email, me.password);
    expect(again.statusCode).toBe(200);
    expect((await profile(again.json().token, me.userId)).statusCode).toBe(200);
    // Unblocking does not revive the tokens the block ended.
    expectAuthError(await profile(me.token, me.userId));
  });

  it('refuses an unknown status and leaves admins alone', async () => {
    const me = await signupAndLogin(t.app);
    const bad = await setStatus(me.userId, 'banned');
    expect(bad.statusCode).toBe(400);
    const [adminRow] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from users where role = 'admin' limit 1`,
    );
    expect((await setStatus(adminRow!.id, 'blocked')).statusCode).toBe(404);
    expect((await t.app.inject(as(admin.token, { url: '/api/admin/dashboard' }))).statusCode).toBe(200);
  });
});

describe('log out everywhere', () => {
  it('ends every token of the caller, and only theirs', async () => {
    const me = await signupAndLogin(t.app);
    const phone = await login(t.app, me.email, me.password);
    const bystander = await signupAndLogin(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout-all' })).statusCode).toBe(401);
    const res = await t.app.inject(as(me.token, { method: 'POST', url: '/api/users/logout-all' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You have been logged out on every device.');
    expectAuthError(await profile(me.token, me.userId));
    expectAuthError(await profile(phone.token, me.userId));
    expect((await profile(bystander.token, bystander.userId)).statusCode).toBe(200);
    const again = await login(t.app, me.email, me.password);
    expect((await profile(again.token, me.userId)).statusCode).toBe(200);
  });

  it('counts a token without a version claim (issued before versions existed) as version 0', async () => {
    const me = await signupAndLogin(t.app);
    const [stored] = await rows<{ value: { value: string } }>(
      t.database.db,
      sql`select value from shop_settings where key = 'jwt_secret'`,
    );
    const [header, payload] = me.token.split('.') as [string, string];
    const { ver, ...claims } = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(ver).toBe(0);
    const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const old = `${body}.${createHmac('sha256', stored!.value.value).update(body).digest('base64url')}`;
    expect((await profile(old, me.userId)).statusCode).toBe(200);
    await t.app.inject(as(me.token, { method: 'POST', url: '/api/users/logout-all' }));
    expectAuthError(await profile(old, me.userId));
  });
});
