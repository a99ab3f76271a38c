// Guards before validation (D8, decision 0024): a guest gets 401 and a customer 403 on an admin call, whatever the
// body, query or path parameters look like; a customer's malformed body on their own calls is still a 400.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../test/auth.ts';

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await testApp({ seed: false });
  customer = await signupAndLogin(t.app);
});
afterAll(() => t?.close());

type Call = [name: string, options: InjectOptions];
const garbage = { userId: 'me', quantity: -1, extra: { nested: true } };

const customerCalls: Call[] = [
  ['cart add', { method: 'POST', url: '/api/cart/add', payload: garbage }],
  ['cart update', { method: 'PUT', url: '/api/cart/update/abc', payload: garbage }],
  ['order place', { method: 'POST', url: '/api/order/order', payload: garbage }],
  ['order verify / cash on delivery', { method: 'POST', url: '/api/order/verify-payment', payload: garbage }],
  ['order quote', { method: 'POST', url: '/api/order/quote', payload: garbage }],
  // The shopper cancels their own order; an admin any.
  ['order cancel', { method: 'POST', url: '/api/order/abc/cancel' }],
  ['review', { method: 'POST', url: '/api/ratings', payload: { rating: 'five' } }],
  ['wishlist add', { method: 'POST', url: '/api/wishlist/add', payload: garbage }],
  ['profile patch', { method: 'PATCH', url: '/api/users/profile/abc', payload: { isAdmin: true } }],
  ['password change', { method: 'POST', url: '/api/users/1/password', payload: { password: 1 } }],
];

const adminCalls: Call[] = [
  ['product create', { method: 'POST', url: '/api/products', payload: garbage }],
  ['category create', { method: 'POST', url: '/api/category', payload: garbage }],
  ['settings', { method: 'PUT', url: '/api/admin/settings', payload: { delivery: 'free' } }],
  ['user status', { method: 'PATCH', url: '/api/users/abc/status', payload: { status: 'admin' } }],
  ['order list', { method: 'GET', url: '/api/order/getall?status=99' }],
  ['order list page', { method: 'GET', url: '/api/admin/orders?page=0&perPage=1000' }],
  ['orders CSV export', { method: 'GET', url: '/api/order/export.csv?paymentMethod=card' }],
  ['shipment', { method: 'PATCH', url: '/api/order/1/shipment', payload: { track_url: 'javascript:x' } }],
  ['tracking event', { method: 'POST', url: '/api/order/1/tracking', payload: {} }],
  ['users list', { method: 'GET', url: `/api/users/profile?search=${'x'.repeat(101)}` }],
  ['contact delete', { method: 'DELETE', url: '/api/contacts/remove/abc' }],
  ['review list', { method: 'GET', url: '/api/ratings?x=1' }],
];

/** The calls of the table whose answer is not the expected status and message, as "name: status message". */
async function mismatches(calls: Call[], token: string | undefined, status: number, message?: string) {
  const wrong: string[] = [];
  for (const [name, options] of calls) {
    const res = await t.app.inject(as(token, options));
    const body = res.json() as { message?: string };
    if (res.statusCode !== status || (message !== undefined && body.message !== message))
      wrong.push(`${name}: ${res.statusCode} ${body.message}`);
  }
  return wrong;
}

describe('guards before validation', () => {
  it('answer a guest 401 on every call that needs a login, whatever the body, query or path', async () => {
    expect(
      await mismatches(
        [...customerCalls, ...adminCalls],
        undefined,
        401,
        'Authentication error. Please log in again.',
      ),
    ).toEqual([]);
  });

  it('answer a guest 401 for a body that is not even JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId": ',
    });
    expect(res.statusCode).toBe(401);
  });

  it('answer a customer 403 on every admin call whatever the input, and still validate their own calls', async () => {
    expect(await mismatches(adminCalls, customer.token, 403, 'Only an administrator may do that.')).toEqual(
      [],
    );
    // The early check only adds a refusal: a customer's malformed body on their own calls is still a 400.
    expect(await mismatches(customerCalls, customer.token, 400)).toEqual([]);
  });
});
