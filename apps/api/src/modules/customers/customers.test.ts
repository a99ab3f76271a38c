// Admin → Customers (decision 0352): customers found by name, phone and e-mail (never staff, never a deleted
// account's data); lifetime value tied to the orders and the refund to the paisa (a cancelled order and a parcel
// returned to origin not counted); the returns to origin counted; one customer's profile, consent, addresses and
// orders; the CSV export audited; and the roles without the permission refused, the export to Fulfilment too.
import type { CustomerDetail, CustomerRow, CustomersPage } from '@chamak/shared/customers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, type SizeInStock, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;
let admin: string;
let size: SizeInStock;
let meera: TestUser;
let arjun: TestUser;
const orderIds: Record<string, number> = {};
const totals: Record<string, number> = {};

async function order(shopper: TestUser, name: string): Promise<void> {
  await addToCart(t.app, shopper, size, 1);
  const res = await checkout(t.app, shopper, 'cod', { phone: '9800000011' });
  expect(res.statusCode, res.body).toBe(200);
  orderIds[name] = res.json().orderId as number;
  const [row] = await rows<{ total: number }>(
    t.database.db,
    sql`select total_paise as total from orders where id = ${orderIds[name]}`,
  );
  totals[name] = row!.total;
}

/** A staff member of a role, signed in. */
async function staff(role: string): Promise<string> {
  const user = await signupAndLogin(t.app);
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

const list = async (query: string, token = admin) => {
  const res = await t.app.inject(as(token, { url: `/api/admin/customers?${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CustomersPage;
};
const ids = (page: CustomersPage) => page.items.map((c) => c.id);

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  size = await sizeInStock(t.database.db, 20);
  meera = await signupAndLogin(t.app, {
    fullname: 'Meera Krishnan',
    email: 'meera.k@example.com',
    phone: '9845012345',
  });
  arjun = await signupAndLogin(t.app, { fullname: 'Zubin Arjunwala', phone: '9733300011' });
  // Meera: four cash orders; one delivered, collected and ₹50.25 refunded, one cancelled, one returned to origin.
  for (const name of ['kept', 'refunded', 'cancelled', 'rto']) await order(meera, name);
  await t.database.db.execute(
    sql`update orders set status = 7, payment_status = 'cod_collected' where id = ${orderIds.refunded!}`,
  );
  const refund = await t.app.inject(
    as(admin, {
      method: 'POST',
      url: `/api/admin/orders/${orderIds.refunded}/refunds`,
      payload: { amount: 50.25, reason: 'Goodwill', reference: 'UPI 1234' },
    }),
  );
  expect(refund.statusCode, refund.body).toBe(201);
  const cancel = await t.app.inject(
    as(admin, { method: 'POST', url: `/api/order/${orderIds.cancelled}/cancel` }),
  );
  expect(cancel.statusCode, cancel.body).toBe(200);
  await t.database.db.execute(
    sql`update orders set status = 10, returned_to_origin_at = now() where id = ${orderIds.rto!}`,
  );
  // Meera turned WhatsApp messages off, and keeps an address.
  const prefs = await t.app.inject(
    as(meera.token, {
      method: 'PUT',
      url: `/api/users/${meera.userId}/messages`,
      payload: { sms: true, whatsapp: false },
    }),
  );
  expect(prefs.statusCode, prefs.body).toBe(200);
  await t.database.db.execute(
    sql`insert into addresses (user_id, label, first_name, last_name, phone, address, apt, city, state, postal_code,
        is_default)
      values (${meera.userId}, 'Home', 'Meera', 'Krishnan', '9845012345', '7 Temple Street', '', 'Thrissur',
        'Kerala', '680001', true)`,
  );
});
afterAll(() => t?.close());

describe('Admin → Customers', () => {
  it('finds a customer by name, by phone however it is typed, and by e-mail', async () => {
    expect(ids(await list('page=1&q=meera krish'))).toEqual([meera.userId]);
    expect(ids(await list('page=1&q=%2B91 98450 12345'))).toEqual([meera.userId]);
    expect(ids(await list('page=1&q=45012'))).toEqual([meera.userId]);
    expect(ids(await list('page=1&q=MEERA.K@EXAMPLE'))).toEqual([meera.userId]);
    expect(ids(await list('page=1&q=arjunwala'))).toEqual([arjun.userId]);
    expect((await list('page=1&q=nobody-like-this')).total).toBe(0);
  });

  it('ties the lifetime value to the kept orders less the refund to the paisa, and counts the return to origin', async () => {
    const [row] = (await list('q=meera.k@example.com')).items as [CustomerRow];
    expect(row.orders).toBe(4);
    expect(row.rtoCount).toBe(1);
    expect(row.lifetimeValuePaise).toBe(totals.kept! + totals.refunded! - 5025);
    expect(row.lastOrderAt).not.toBeNull();
    const [none] = (await list('q=arjunwala')).items as [CustomerRow];
    expect(none).toMatchObject({ orders: 0, lifetimeValuePaise: 0, rtoCount: 0, lastOrderAt: null });
  });

  it('lists customers only: staff are not customers, and a deleted account shows without its data', async () => {
    const all = await list('page=1&pageSize=100');
    const [owner] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from users where role = 'admin' limit 1`,
    );
    expect(ids(all)).not.toContain(owner!.id);
    const gone = await signupAndLogin(t.app, { fullname: 'Gone Person', phone: '9611122233' });
    const deleted = await t.app.inject(
      as(gone.token, { method: 'DELETE', url: `/api/users/${gone.userId}` }),
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await list('page=1&pageSize=100');
    expect(after.items.find((c) => c.id === gone.userId)).toMatchObject({
      fullname: 'Deleted account',
      email: null,
      phone: null,
      status: 'deleted',
    });
    expect((await list('page=1&q=Gone Person')).total).toBe(0);
    const detail = await t.app.inject(as(admin, { url: `/api/admin/customers/${gone.userId}` }));
    expect(detail.json()).toMatchObject({ fullname: 'Deleted account', email: null, addresses: [] });
    const staffDetail = await t.app.inject(as(admin, { url: `/api/admin/customers/${owner!.id}` }));
    expect(staffDetail.statusCode).toBe(404);
    expect(staffDetail.json().message).toBe('Customer not found.');
  });

  it("shows one customer's profile, consent, addresses and orders with status and totals", async () => {
    const res = await t.app.inject(as(admin, { url: `/api/admin/customers/${meera.userId}` }));
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json() as CustomerDetail;
    expect(c).toMatchObject({
      id: meera.userId,
      fullname: 'Meera Krishnan',
      email: 'meera.k@example.com',
      phone: '9845012345',
      status: 'active',
      language: 'en',
      orders: 4,
      rtoCount: 1,
      lifetimeValuePaise: totals.kept! + totals.refunded! - 5025,
    });
    expect(c.preferences.sms).toEqual({ receive: true, optedOutAt: null });
    expect(c.preferences.whatsapp.receive).toBe(false);
    expect(c.preferences.whatsapp.optedOutAt).not.toBeNull();
    expect(c.addresses).toContainEqual(
      expect.objectContaining({
        label: 'Home',
        name: 'Meera Krishnan',
        line: '7 Temple Street, Thrissur, Kerala, 680001',
        isDefault: true,
      }),
    );
    const byId = new Map(c.orderList.map((o) => [o.id, o]));
    expect(byId.get(orderIds.refunded!)).toMatchObject({
      statusLabel: 'Delivered',
      totalPaise: totals.refunded,
      refundedPaise: 5025,
      kept: true,
      returnedToOrigin: false,
    });
    expect(byId.get(orderIds.cancelled!)).toMatchObject({ statusLabel: 'Cancelled', kept: false });
    expect(byId.get(orderIds.rto!)).toMatchObject({ kept: false, returnedToOrigin: true });
    expect(c.orderList.filter((o) => o.kept).reduce((s, o) => s + o.totalPaise - o.refundedPaise, 0)).toBe(
      c.lifetimeValuePaise,
    );
  });

  it('exports the matching customers as CSV and records the export in the audit log', async () => {
    const res = await t.app.inject(as(admin, { url: '/api/admin/customers.csv?q=meera' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('"Lifetime value (₹)"');
    expect(lines).toHaveLength(2);
    const value = ((totals.kept! + totals.refunded! - 5025) / 100).toFixed(2);
    expect(lines[1]).toContain(`"Meera Krishnan","meera.k@example.com","9845012345","active"`);
    expect(lines[1]).toContain(`"4","${value}"`);
    const [audit] = await rows<{ kind: string; entity: string; changes: { count?: number } }>(
      t.database.db,
      sql`select kind, entity, changes from audit_log where kind = 'export' and entity = 'customers'
        order by id desc limit 1`,
    );
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit!.changes)).toContain('"count":1');
  });

  it('refuses the roles without the permission: Catalogue the list, Fulfilment and Support the export', async () => {
    const catalogue = await staff('catalogue');
    const refused = await t.app.inject(as(catalogue, { url: '/api/admin/customers?page=1' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('customers.read');
    expect(
      (await t.app.inject(as(catalogue, { url: `/api/admin/customers/${meera.userId}` }))).statusCode,
    ).toBe(403);
    const fulfilment = await staff('fulfilment');
    expect((await t.app.inject(as(fulfilment, { url: '/api/admin/customers?page=1' }))).statusCode).toBe(200);
    const noExport = await t.app.inject(as(fulfilment, { url: '/api/admin/customers.csv' }));
    expect(noExport.statusCode).toBe(403);
    expect(noExport.json().message).toContain('customers.export');
    const support = await staff('support');
    expect((await t.app.inject(as(support, { url: '/api/admin/customers.csv' }))).statusCode).toBe(403);
    const manager = await staff('manager');
    expect((await t.app.inject(as(manager, { url: '/api/admin/customers.csv' }))).statusCode).toBe(200);
    expect((await t.app.inject(as(meera.token, { url: '/api/admin/customers' }))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/customers' })).statusCode).toBe(401);
  });
});
