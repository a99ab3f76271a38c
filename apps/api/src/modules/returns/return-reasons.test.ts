// The reasons a return is taken for are a shop setting (decision 0297), read by the server as the policy pages
// and the return form read it: a reason the settings leave out is refused with the reasons that are taken, and
// accepted once the owner adds it. The settings call is the admin's alone. Real routes, real database.
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { fields, multipart } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

async function deliveredOrder(): Promise<{ user: TestUser; id: number; item: number }> {
  const user = await signupAndLogin(t.app);
  await addToCart(t.app, user, await sizeInStock(t.database.db, 10), 2);
  const placed = await checkout(t.app, user, 'cod');
  expect(placed.statusCode, placed.body).toBe(200);
  const id = placed.json().orderId as number;
  const shipped = await t.app.inject(
    as(admin, {
      method: 'PATCH',
      url: `/api/order/${id}/shipment`,
      payload: { status: OrderStatus.Delivered },
    }),
  );
  expect(shipped.statusCode, shipped.body).toBe(200);
  const [item] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from order_items where order_id = ${id}`,
  );
  return { user, id, item: item!.id };
}

const ask = (user: TestUser, orderId: number, item: number, reason: string, details = '') => {
  const form = multipart(
    fields({ items: JSON.stringify([{ orderItemId: item, quantity: 1 }]), reason, details }),
  );
  return t.app.inject(
    as(user.token, {
      method: 'POST',
      url: `/api/order/${orderId}/returns`,
      payload: form.payload,
      headers: form.headers,
    }),
  );
};

const saveOrders = (orders: object, token = admin) =>
  t.app.inject(as(token, { method: 'PUT', url: '/api/admin/settings', payload: { orders } }));

describe('return reasons from the shop settings', () => {
  it('takes damaged, leaking and the wrong item by default, as the policy says', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings.orders).toMatchObject({
      returnWindowDays: 7,
      returnReasons: ['damaged', 'leaking', 'wrong_item'],
    });
    const { user, id, item } = await deliveredOrder();
    const refused = await ask(user, id, item, 'other', 'I changed my mind');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'reason: we take returns only for damaged, leaking, wrong item.',
      code: 'VALIDATION_FAILED',
    });
    const taken = await ask(user, id, item, 'wrong_item');
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('follows the owner: a reason added is taken, one removed is refused', async () => {
    const saved = await saveOrders({ cancelWindowHours: 12, returnReasons: ['leaking', 'other'] });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      // Saved field by field: the return window set before stays.
      expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().orders).toMatchObject({
        returnWindowDays: 7,
        returnReasons: ['leaking', 'other'],
      });
      const { user, id, item } = await deliveredOrder();
      expect((await ask(user, id, item, 'damaged')).json().message).toBe(
        'reason: we take returns only for leaking, other.',
      );
      expect((await ask(user, id, item, 'other', 'The label was torn off')).statusCode).toBe(201);
    } finally {
      await saveOrders({ cancelWindowHours: 12, returnReasons: ['damaged', 'leaking', 'wrong_item'] });
    }
  });

  it('refuses an empty or unknown list of reasons, and anyone but the admin', async () => {
    const empty = await saveOrders({ cancelWindowHours: 12, returnReasons: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Choose at least one return reason\./);
    expect((await saveOrders({ cancelWindowHours: 12, returnReasons: ['bored'] })).statusCode).toBe(400);
    const customer = await signupAndLogin(t.app);
    const notAdmin = await saveOrders({ cancelWindowHours: 12, returnReasons: ['other'] }, customer.token);
    expect(notAdmin.statusCode).toBe(403);
  });
});
