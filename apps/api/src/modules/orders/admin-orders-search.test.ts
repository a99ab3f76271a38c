// The admin orders search finds an order by what the admin has at hand: its id, a product in it, the customer's
// name, e-mail or phone (typed with or without +91 and spaces), or the AWB code the courier gave. The page, the
// whole list and the CSV search alike; the text is a parameter (LIKE's % and _ are plain characters), and the
// orders' own fields are read through their trigram index. Runs on PGlite and, with DATABASE_URL, PostgreSQL.
import type { AdminOrdersPage } from '@chamak/shared/admin-orders';
import type { Order } from '@chamak/shared/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, type checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import { adminOrderWhere } from './views.ts';

let t: TestApp;
let admin: string;
let buyer: TestUser;
let meera: number;
let arjun: number;

const get = (url: string, token = admin) => t.app.inject(as(token, { url }));
const found = async (search: string) => {
  const res = await get(`/api/admin/orders?perPage=100&search=${encodeURIComponent(search)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AdminOrdersPage).orders.map((o) => o.id);
};

async function place(address: Partial<typeof checkoutAddress>): Promise<number> {
  await addToCart(t.app, buyer, await sizeInStock(t.database.db));
  const res = await checkout(t.app, buyer, 'cod', address);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orderId: number }).orderId;
}

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  buyer = await signupAndLogin(t.app);
  meera = await place({
    firstName: 'Meera',
    lastName: 'Krishnan',
    email: 'meera.k@mailbox.example',
    phone: '9876543210',
  });
  arjun = await place({
    firstName: 'Arjun',
    lastName: 'Rao',
    email: 'arjun_rao@post.example',
    phone: '9123456780',
  });
  const shipped = await t.app.inject(
    as(admin, {
      method: 'PATCH',
      url: `/api/order/${meera}/shipment`,
      payload: { courier_name: 'Delhivery', awb_code: 'DLV7781234' },
    }),
  );
  expect(shipped.statusCode, shipped.body).toBe(200);
});
afterAll(() => t?.close());

describe('the admin orders search', () => {
  it.each([
    ['a first name, any case', 'meera'],
    ['a first and last name', 'Meera Krishnan'],
    ['a last name', 'KRISHNAN'],
    ['an e-mail address', 'Meera.K@Mailbox.example'],
    ['part of an e-mail address', 'mailbox.example'],
    ['a phone number', '9876543210'],
    ['part of a phone number', '98765'],
    ['a phone number with +91 and spaces', '+91 98765 43210'],
    ['a phone number with a dash', '98765-43210'],
    ['an AWB code, any case', 'dlv7781234'],
  ])('finds an order by %s', async (_what, search) => {
    const ids = await found(search);
    expect(ids).toContain(meera);
    expect(ids).not.toContain(arjun);
  });

  it('reads a number of up to 4 digits as an order number, not part of a phone', async () => {
    // Meera's phone has 9876 in it and Arjun's 1234; only ids are searched for these.
    for (const number of ['9876', '1234']) {
      const ids = await found(number);
      expect(ids.every((id) => String(id).includes(number))).toBe(true);
    }
    const five = await found('98765');
    expect(five).toContain(meera);
    expect(five).not.toContain(arjun);
  });

  it('still finds an order by its id and by a product in it', async () => {
    expect(await found(String(arjun))).toContain(arjun);
    const order = (await get(`/api/order/get/${arjun}`)).json() as Order;
    expect(await found(order.OrderItems[0]!.Product.name.toLowerCase())).toContain(arjun);
  });

  it('reads % and _ as the characters they are', async () => {
    expect(await found('arjun_rao')).toEqual([arjun]);
    // Unescaped, _ would match any character and % anything.
    expect(await found('arjun%rao')).toEqual([]);
    expect(await found('arjunxrao')).toEqual([]);
    expect(await found("Meera' or 1=1 --")).toEqual([]);
  });

  it('counts only the matches, and the whole list and the CSV search the same way', async () => {
    const page = (await get('/api/admin/orders?search=krishnan')).json() as AdminOrdersPage;
    expect(page).toMatchObject({ total: 1, totalPages: 1 });
    const all = (await get('/api/order/getall?search=9876543210')).json() as Order[];
    expect(all.map((o) => o.id)).toEqual([meera]);
    const csv = (await get('/api/order/export.csv?search=DLV7781234')).body;
    expect(csv).toContain(`"${meera}","`);
    expect(csv).not.toContain(`"${arjun}","`);
  });

  it('refuses a customer', async () => {
    const res = await get('/api/admin/orders?search=meera', buyer.token);
    expect(res.statusCode).toBe(403);
  });

  it("reads the orders' own fields through their trigram index", async () => {
    // Told to avoid a sequential scan, the planner takes the index only if the search writes its expression.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select o.id from orders o where ${adminOrderWhere({ search: 'krishnan' })}`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('orders_search_trgm_idx');
  });
});
