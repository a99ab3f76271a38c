import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { hashPassword, scryptCost, verifyPassword } from './passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const signup = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/signup', payload });
const valid = {
  fullname: 'Meera Iyer',
  username: 'meera',
  email: 'Meera.Iyer@Example.com',
  phone: '9123456780',
  password: 'Clean@2026',
};

describe('signup', () => {
  it('creates a customer, stores only a slow salted hash, and answers 201 with the userId', async () => {
    const res = await signup(valid);
    expect(res.statusCode).toBe(201);
    const { userId, message } = res.json();
    expect(message).toBe('Sign up successful! Redirecting to login...');
    const [row] = await rows<{ role: string; password_hash: string; email: string }>(
      t.database.db,
      sql`select role, password_hash, email from users where id = ${userId}`,
    );
    expect(row!.role).toBe('customer');
    expect(row!.email).toBe('meera.iyer@example.com');
    // The suite's own cost (scryptCost); a running shop's is checked below.
    expect(row!.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(row!.password_hash).not.toContain('Clean@2026');
  });

  it("hashes at scrypt's full cost outside the test suite, and a hash of either cost logs in", async () => {
    expect(scryptCost('production')).toBe(2 ** 15);
    expect(scryptCost('development')).toBe(2 ** 15);
    const full = await hashPassword('Clean@2026', scryptCost('production'));
    expect(full).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Clean@2026', full)).toBe(true);
    expect(await verifyPassword('Clean@2027', full)).toBe(false);
    // A shop's stored hash logs in through the route whatever the current cost.
    const res = await signup({ ...valid, username: 'fullcost', email: 'full.cost@example.com' });
    const { userId } = res.json();
    await t.database.db.execute(sql`update users set password_hash = ${full} where id = ${userId}`);
    const loggedIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'full.cost@example.com', password: 'Clean@2026' },
    });
    expect(loggedIn.statusCode).toBe(200);
  });

  it('refuses a second account with the same e-mail or username, whatever the case', async () => {
    const email = await signup({ ...valid, username: 'other', email: 'MEERA.IYER@example.com' });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('An account with this email already exists.');
    const username = await signup({ ...valid, username: 'MEERA', email: 'someone@example.com' });
    expect(username.statusCode).toBe(409);
    expect(username.json().message).toBe('This username is already taken.');
  });

  it('can never make an admin', async () => {
    const res = await signup({
      ...valid,
      username: 'sneaky',
      email: 'sneaky@example.com',
      isAdmin: true,
      role: 'admin',
    });
    expect(res.statusCode).toBe(400);
    const [row] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email = 'sneaky@example.com'`,
    );
    expect(row!.n).toBe(0);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no fullname', { fullname: '  ' }, 'Fullname is required!'],
    ['no username', { username: '' }, 'Username is required!'],
    ['no email', { email: '' }, 'Email is required!'],
    ['a bad email', { email: 'meera@' }, 'Invalid email address!'],
    ['no phone', { phone: '' }, 'Phone number is required!'],
    ['a short phone', { phone: '98765' }, 'Phone number must be exactly 10 digits!'],
    ['no password', { password: '' }, 'Password is required!'],
    ['a short password', { password: 'Ab@1' }, 'Password must be at least 8 characters.'],
    ['no uppercase', { password: 'clean@2026' }, 'Password must contain at least one uppercase letter.'],
    ['no digit', { password: 'Clean@abcd' }, 'Password must contain at least one number.'],
    [
      'no special character',
      { password: 'Clean2026x' },
      'Password must contain at least one special character.',
    ],
  ];
  for (const [name, change, message] of bad) {
    it(`refuses ${name} with SPEC's message`, async () => {
      const res = await signup({
        ...valid,
        username: `u${Math.random().toString(36).slice(2, 8)}`,
        email: `x${Math.random()}@example.com`,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  }
});

describe('login', () => {
  it('gives a customer userId and a token, and an admin isAdmin and a token', async () => {
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'meera.iyer@example.com', password: 'Clean@2026' },
    });
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toMatchObject({
      message: 'Login successful! Redirecting...',
      userId: expect.any(Number),
      token: expect.any(String),
    });
    expect(customer.json().isAdmin).toBeUndefined();
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
    });
    expect(admin.json()).toMatchObject({ isAdmin: true, token: expect.any(String) });
    expect(admin.json().userId).toBeUndefined();
    const counter = await t.app.inject(as(admin.json().token, { url: '/api/products/dashboardcounter' }));
    expect(counter.statusCode).toBe(200);
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'meera.iyer@example.com', password: 'Wrong@2026' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nobody@example.com', password: 'Wrong@2026' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password.');
  });

  it('asks for both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Email and Password are required!');
  });

  it('refuses an expired or forged token with 401', async () => {
    const user = await signupAndLogin(t.app);
    const expired = t.app.tokens.sign(
      { userId: user.userId, role: 'customer' },
      Date.now() - 8 * 24 * 3600 * 1000,
    );
    expect((await t.app.inject(as(expired, { url: `/api/users/profile/${user.userId}` }))).statusCode).toBe(
      401,
    );
    const [h, p, s] = user.token.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(
      (await t.app.inject(as(`${h}.${forgedClaims}.${s}`, { url: '/api/users/profile' }))).statusCode,
    ).toBe(401);
  });
});

describe('rate limits on login, signup and reset mails', () => {
  it('refuses reset mails with 429 past the per-account limit, also from other addresses', async () => {
    const limited = await testApp({
      seed: false,
      authRateLimit: { perIpPerMinute: 100, perAccountPer15Minutes: 3 },
    });
    try {
      const attempt = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/forgot-password',
          remoteAddress: ip,
          payload: { email: 'target@example.com' },
        });
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await attempt(ip)).statusCode).toBe(200);
      const blocked = await attempt('10.0.0.4');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many requests. Please wait a moment and try again.');
    } finally {
      await limited.close();
    }
  });

  it('refuses with 429 past the per-address limit', async () => {
    const limited = await testApp({
      seed: false,
      authRateLimit: { perIpPerMinute: 2, perAccountPer15Minutes: 100 },
    });
    try {
      const attempt = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: `a${n}@example.com`, password: 'Guess@1234' },
        });
      expect((await attempt(1)).statusCode).toBe(401);
      expect((await attempt(2)).statusCode).toBe(401);
      expect((await attempt(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('profile', () => {
  it('reads and changes one’s own profile, refusing another customer’s with 403 and a guest with 401', async () => {
    const me = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const read = await t.app.inject(as(me.token, { url: `/api/users/profile/${me.userId}` }));
    expect(read.statusCode).toBe(200);
    expect(read.json().user).toMatchObject({ id: me.userId, email: me.email, status: 'active' });
    expect(read.json().user.passwordHash).toBeUndefined();
    expect((await t.app.inject(as(other.token, { url: `/api/users/profile/${me.userId}` }))).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `/api/users/profile/${me.userId}` })).statusCode).toBe(401);

    const change = {
      fullname: 'New Name',
      username: `renamed${me.userId}`,
      email: `renamed${me.userId}@example.com`,
      phone: '7012345678',
    };
    const patched = await t.app.inject(
      as(me.token, {
        method: 'PATCH',
        url: `/api/users/profile/${me.userId}`,
        payload: { ...change, currentPassword: me.password },
      }),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ message: 'Profile updated successfully.', user: change });
    // A new e-mail ends older tokens (D23); this device goes on with the fresh one.
    const token = patched.json().token as string;
    const hijack = await t.app.inject(
      as(other.token, { method: 'PATCH', url: `/api/users/profile/${me.userId}`, payload: change }),
    );
    expect(hijack.statusCode).toBe(403);
    const taken = await t.app.inject(
      as(other.token, {
        method: 'PATCH',
        url: `/api/users/profile/${other.userId}`,
        payload: { ...change, username: `x${other.userId}`, currentPassword: other.password },
      }),
    );
    expect(taken.statusCode).toBe(409);
    const invalid = await t.app.inject(
      as(token, {
        method: 'PATCH',
        url: `/api/users/profile/${me.userId}`,
        payload: { ...change, phone: '123' },
      }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Phone number must be exactly 10 digits!');
  });

  it('lists customers for an admin only', async () => {
    const admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
    const customer = await signupAndLogin(t.app);
    expect((await t.app.inject(as(customer.token, { url: '/api/users/profile' }))).statusCode).toBe(403);
    const list = await t.app.inject(as(admin.token, { url: '/api/users/profile?search=asha' }));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { email: string }) => u.email)).toContain(demoAccounts.customer.email);
  });
});

describe('deleting an account', () => {
  it('removes personal data, cart, wishlist and reviews, keeps orders for the books, and ends login', async () => {
    const me = await signupAndLogin(t.app);
    const [product] = await rows<{ id: number; pl_id: number }>(
      t.database.db,
      sql`select p.id, pl.id as pl_id from products p join product_litres pl on pl.product_id = p.id where pl.remaining_qty > 5 limit 1`,
    );
    await t.app.inject(
      as(me.token, {
        method: 'POST',
        url: '/api/cart/add',
        payload: { userId: me.userId, productId: product!.id, pl_id: product!.pl_id, quantity: 1 },
      }),
    );
    await t.app.inject(
      as(me.token, {
        method: 'POST',
        url: '/api/wishlist/add',
        payload: { userId: me.userId, productId: product!.id },
      }),
    );
    await t.app.inject(
      as(me.token, {
        method: 'POST',
        url: '/api/ratings',
        payload: { userId: me.userId, productId: product!.id, rating: 1, description: 'x' },
      }),
    );
    await t.database.db.execute(sql`insert into orders (user_id, payment_method, payment_status, subtotal_paise, delivery_charge_paise, total_paise,
      first_name, last_name, email, phone, address, apt, city, state, postal_code)
      values (${me.userId}, 'cod', 'cod', 100, 9900, 10000, 'Test', 'Shopper', ${me.email}, '9876543210', '1 Road', 'A', 'Pune', 'Maharashtra', '411001')`);

    const other = await signupAndLogin(t.app);
    expect(
      (await t.app.inject(as(other.token, { method: 'DELETE', url: `/api/users/${me.userId}` }))).statusCode,
    ).toBe(403);

    const res = await t.app.inject(as(me.token, { method: 'DELETE', url: `/api/users/${me.userId}` }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Account deleted successfully.');
    const [u] = await rows<{ email: string; fullname: string; phone: string; deleted_at: Date | null }>(
      t.database.db,
      sql`select email, fullname, phone, deleted_at from users where id = ${me.userId}`,
    );
    expect(u!.email).not.toContain('shopper');
    expect(u!.fullname).toBe('Deleted user');
    expect(u!.deleted_at).not.toBeNull();
    const counts = await rows<{ cart: number; wish: number; rev: number; ord: number; ord_email: string }>(
      t.database.db,
      sql`select (select count(*)::int from cart_items where user_id = ${me.userId}) as cart,
        (select count(*)::int from wishlist_items where user_id = ${me.userId}) as wish,
        (select count(*)::int from reviews where user_id = ${me.userId}) as rev,
        (select count(*)::int from orders where user_id = ${me.userId}) as ord,
        (select email from orders where user_id = ${me.userId} limit 1) as ord_email`,
    );
    expect(counts[0]).toEqual({ cart: 0, wish: 0, rev: 0, ord: 1, ord_email: '' });
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: me.email, password: me.password },
    });
    expect(relogin.statusCode).toBe(401);
    // the old token names a deleted user: it no longer works (D23)
    expect((await t.app.inject(as(me.token, { url: `/api/users/profile/${me.userId}` }))).statusCode).toBe(
      401,
    );
  });
});

describe('forgot password (D12)', () => {
  it('mails a single-use link to the outbox, sets a new password once, and answers the same for unknown e-mails', async () => {
    const me = await signupAndLogin(t.app);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: 'nobody-here@example.com' },
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: me.email },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const [mail] = await rows<{ text: string; to: string; status: string }>(
      t.database.db,
      sql`select text, "to", status from mail_outbox where "to" = ${me.email} order by id desc limit 1`,
    );
    expect(mail!.status).toBe('kept');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Brand@New99' },
    });
    expect(done.statusCode).toBe(200);
    expect((await login(t.app, me.email, 'Brand@New99')).token).toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Other@New99' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This reset link is not valid or has expired. Please ask for a new one.',
    );
  });

  it('refuses an expired link', async () => {
    const me = await signupAndLogin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: me.email } });
    const [mail] = await rows<{ text: string }>(
      t.database.db,
      sql`select text from mail_outbox where "to" = ${me.email} order by id desc limit 1`,
    );
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${me.userId}`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Brand@New99' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks a link without using it, and answers only whether it works', async () => {
    const me = await signupAndLogin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: me.email } });
    const [mail] = await rows<{ text: string }>(
      t.database.db,
      sql`select text from mail_outbox where "to" = ${me.email} order by id desc limit 1`,
    );
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const check = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/reset-password/check', payload: { token: value } });

    // Asked twice, the link still works: checking does not use it.
    for (let i = 0; i < 2; i++) {
      const fresh = await check(token);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toEqual({ valid: true });
    }
    // A made-up token gets the same shape as a used one, with nothing about any account.
    expect((await check('x'.repeat(43))).json()).toEqual({ valid: false });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Brand@New99' },
    });
    expect(done.statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ valid: false });

    await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: me.email } });
    const [second] = await rows<{ text: string }>(
      t.database.db,
      sql`select text from mail_outbox where "to" = ${me.email} order by id desc limit 1`,
    );
    const another = /token=([A-Za-z0-9_-]+)/.exec(second!.text)![1]!;
    expect((await check(another)).json()).toEqual({ valid: true });
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${me.userId}`,
    );
    expect((await check(another)).json()).toEqual({ valid: false });
    // A cut-short link is refused by the contract, as the reset itself refuses it.
    expect((await check('short')).statusCode).toBe(400);
  });
});

describe('deleting an account with the microcache on (decision 0071)', () => {
  it('refreshes the cached rating of the products its reviews were on', async () => {
    const cached = await testApp({ cacheTtlMs: 60_000 });
    try {
      const [product] = await rows<{ id: number }>(cached.database.db, sql`select id from products limit 1`);
      const read = () => cached.app.inject(`/api/products/${product!.id}`);
      const ratingOf = (res: { json(): unknown }) => {
        const p = res.json() as { averageRatings: number; totalReviews: number };
        return { averageRatings: p.averageRatings, totalReviews: p.totalReviews };
      };
      const before = ratingOf(await read());

      const me = await signupAndLogin(cached.app);
      const wrote = await cached.app.inject(
        as(me.token, {
          method: 'POST',
          url: '/api/ratings',
          payload: { userId: me.userId, productId: product!.id, rating: 1, description: 'Streaky.' },
        }),
      );
      expect(wrote.statusCode).toBe(201);
      const reviewed = await read();
      expect(ratingOf(reviewed).totalReviews).toBe(before.totalReviews + 1);
      // Cached now: a second read is a hit with the one-star review counted.
      const again = await read();
      expect(again.headers['x-cache']).toBe('hit');
      expect(ratingOf(again)).toEqual(ratingOf(reviewed));

      const gone = await cached.app.inject(
        as(me.token, { method: 'DELETE', url: `/api/users/${me.userId}` }),
      );
      expect(gone.statusCode).toBe(200);
      const after = await read();
      expect(after.headers['x-cache']).toBeUndefined();
      expect(ratingOf(after)).toEqual(before);
    } finally {
      await cached.close();
    }
  });
});
