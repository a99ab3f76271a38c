// One phone rule on every route that takes a number (phone.ts): signup, the profile and the checkout accept the
// ways people write an Indian mobile number, store its 10 digits, and refuse what is not one with SPEC's message.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const phoneOf = async (userId: number) =>
  (await rows<{ phone: string }>(t.database.db, sql`select phone from users where id = ${userId}`))[0]!.phone;

describe('phone numbers', () => {
  it('signup takes "98450 12345" and keeps 9845012345; "1234567890" is refused', async () => {
    const signup = (phone: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: {
          fullname: 'Ravi Kumar',
          username: `ravi${n}${Date.now().toString(36)}`,
          email: `ravi${n}${Date.now().toString(36)}@example.com`,
          phone,
          password: 'Secret@123',
        },
      });
    const made = await signup('98450 12345', 1);
    expect(made.statusCode, made.body).toBe(201);
    expect(await phoneOf(made.json().userId)).toBe('9845012345');
    const withCode = await signup('+91 70123-45678', 2);
    expect(withCode.statusCode, withCode.body).toBe(201);
    expect(await phoneOf(withCode.json().userId)).toBe('7012345678');

    const refused = await signup('1234567890', 3);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Phone number must start with 6, 7, 8 or 9.');
  });

  it('the profile keeps the 10 digits of "+91 98765 43210"', async () => {
    const me = await signupAndLogin(t.app);
    const user = (await t.app.inject(as(me.token, { url: `/api/users/profile/${me.userId}` }))).json().user;
    const patched = await t.app.inject(
      as(me.token, {
        method: 'PATCH',
        url: `/api/users/profile/${me.userId}`,
        payload: {
          fullname: user.fullname,
          username: user.username,
          email: user.email,
          phone: '+91 98765 43210',
        },
      }),
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().user.phone).toBe('9876543210');
    expect(await phoneOf(me.userId)).toBe('9876543210');
  });

  it('the checkout takes "+91 98765 43210" and stores 9876543210 on the order; "1234567890" is refused', async () => {
    const me = await signupAndLogin(t.app);
    await addToCart(t.app, me, await sizeInStock(t.database.db, 10));
    const refused = await checkout(t.app, me, 'cod', { phone: '1234567890' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Phone number must start with 6, 7, 8 or 9.');
    const short = await checkout(t.app, me, 'cod', { phone: '98765 4321' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Phone number must be 10 digits');

    const placed = await checkout(t.app, me, 'cod', { phone: '+91 98765 43210' });
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await rows<{ phone: string }>(
      t.database.db,
      sql`select phone from orders where id = ${placed.json().orderId}`,
    );
    expect(order!.phone).toBe('9876543210');
    // The online way stores the same.
    await addToCart(t.app, me, await sizeInStock(t.database.db, 10));
    const online = await checkout(t.app, me, 'online', { phone: '098765-43210' });
    expect(online.statusCode, online.body).toBe(200);
    const [pending] = await rows<{ phone: string }>(
      t.database.db,
      sql`select phone from orders where id = ${online.json().data.orderId}`,
    );
    expect(pending!.phone).toBe('9876543210');
  });
});
