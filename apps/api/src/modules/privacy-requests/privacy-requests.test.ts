// My data under the DPDP Rules (decision 0358), through the real routes on a real database: the export has a sample
// of every kind of data a shopper has and nothing of another's; each request gets a PR ticket, a 90-day deadline and
// its acknowledgement mail at once; another account's data is refused; erasure keeps the GST invoices (rows and PDF)
// and anonymises the rest; an erasure asked while an order is on its way is held and a second one answers the
// first; Admin → Privacy requests lists them for roles with the privacy area and refuses the others.
import type {
  MyDataExport,
  MyDataReply,
  NomineeReply,
  PrivacyRequestActionReply,
  PrivacyRequestReply,
  PrivacyRequestsReply,
} from '@chamak/shared/privacy-requests';
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
let ravi: TestUser;
let meeraOrder: number;
let raviOrder: number;

const ticketPattern = /^PR-\d{4}-\d{6}$/;

async function staff(role: string): Promise<string> {
  const user = await signupAndLogin(t.app);
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  return (await login(t.app, user.email, user.password)).token;
}

async function placeOrder(shopper: TestUser, address: Record<string, string>): Promise<number> {
  await addToCart(t.app, shopper, size, 1);
  const res = await checkout(t.app, shopper, 'cod', address);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orderId as number;
}

const deliver = (orderId: number) =>
  t.database.db.execute(sql`update orders set status = 7, delivered_at = now() where id = ${orderId}`);

/** A sample of each kind of data a shopper leaves, written as the shop's own calls would leave it. */
async function sampleData(user: TestUser, tag: string, orderId: number): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`insert into addresses (user_id, label, first_name, last_name, phone, address, apt, city,
    state, postal_code) values (${user.userId}, 'Home', ${`${tag}First`}, 'Last', '9800000099',
    ${`${tag} Street 1`}, '', 'Pune', 'Maharashtra', '411001')`);
  await db.execute(sql`insert into cart_items (user_id, product_id, product_litre_id, quantity)
    values (${user.userId}, ${size.product_id}, ${size.pl_id}, 2)`);
  await db.execute(
    sql`insert into wishlist_items (user_id, product_id) values (${user.userId}, ${size.product_id})`,
  );
  await db.execute(sql`insert into reviews (user_id, product_id, rating, description)
    values (${user.userId}, ${size.product_id}, 5, ${`${tag} loved it`})`);
  await db.execute(sql`insert into consent_ledger (user_id, purpose, action, notice_version, source, method)
    values (${user.userId}, 'marketing_email', 'given', 1, 'profile', 'checkbox')`);
  await db.execute(sql`insert into business_registrations (user_id, gstin, legal_name, address, city, state,
    postal_code) values (${user.userId}, '27AAPFU0939F1ZV', ${`${tag} Traders`}, '1 Market Road', 'Pune',
    'Maharashtra', '411001')`);
  await db.execute(sql`insert into contact_messages (name, email, message)
    values (${tag}, ${user.email}, ${`${tag} asks about delivery`})`);
  await db.execute(sql`insert into stock_alerts (product_litre_id, email, user_id)
    values (${size.pl_id}, ${user.email}, ${user.userId})`);
  await db.execute(sql`insert into returns (order_id, user_id, reason, details, amount_paise)
    values (${orderId}, ${user.userId}, 'damaged', ${`${tag} bottle leaked`}, 0)`);
  await db.execute(sql`insert into subscriptions (user_id, product_id, product_litre_id, quantity, interval_days,
    status, method, address, mandate_max_paise, mandate_expires_at) values (${user.userId}, ${size.product_id},
    ${size.pl_id}, 1, 30, 'pending', 'upi', ${JSON.stringify({ city: `${tag}pur` })}::jsonb, 100000,
    now() + interval '1 year')`);
}

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  size = await sizeInStock(t.database.db, 20);
  meera = await signupAndLogin(t.app, { fullname: 'Meera Iyer', phone: '9845099001' });
  ravi = await signupAndLogin(t.app, { fullname: 'Ravi Shankar', phone: '9845099002' });
  meeraOrder = await placeOrder(meera, {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: meera.email,
    phone: '9845099001',
    address: '7 Temple Street',
  });
  raviOrder = await placeOrder(ravi, {
    firstName: 'Ravi',
    lastName: 'Shankar',
    email: ravi.email,
    phone: '9845099002',
    address: '9 Harbour Lane',
  });
  await deliver(meeraOrder);
  await sampleData(meera, 'Meera', meeraOrder);
  await sampleData(ravi, 'Ravi', raviOrder);
});

afterAll(async () => t.close());

/** Where any of these strings is still found: table.column and how many rows, over every text or JSON column. */
async function traces(needles: string[]): Promise<Record<string, number>> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    t.database.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
      order by c.table_name, c.column_name`,
  );
  const found: Record<string, number> = {};
  for (const c of columns) {
    const [r] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
        where ${sql.identifier(c.column_name)}::text ilike any(${`{${needles.map((n) => `%${n}%`).join(',')}}`}::text[])`,
    );
    if (r!.n > 0) found[`${c.table_name}.${c.column_name}`] = r!.n;
  }
  return found;
}

const myData = async (user: TestUser) => {
  const res = await t.app.inject(as(user.token, { url: '/api/account/my-data' }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MyDataReply;
};

const mailsTo = (email: string) =>
  rows<{ subject: string; text: string }>(
    t.database.db,
    sql`select subject, text from mail_outbox where "to" = ${email} order by id`,
  );

describe('the My data export', () => {
  it('holds a sample of every kind of data of the shopper and none of another shopper', async () => {
    const res = await t.app.inject(as(meera.token, { url: '/api/account/my-data.json' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="my-data-PR-\d{4}-\d{6}\.json"/);
    const data = res.json() as MyDataExport;
    expect(data.ticket).toMatch(ticketPattern);
    const s = data.sections;
    expect(s.profile?.[0]).toMatchObject({ id: meera.userId, fullname: 'Meera Iyer', email: meera.email });
    expect(s.profile?.[0]).not.toHaveProperty('password_hash');
    expect(s.addresses?.[0]).toMatchObject({ address: 'Meera Street 1' });
    const order = s.orders?.[0] as { id: number; items: { product_litre_id: number }[] };
    expect(order.id).toBe(meeraOrder);
    expect(order.items[0]?.product_litre_id).toBe(size.pl_id);
    expect(s.orders?.[0]).not.toHaveProperty('confirmation_token_hash');
    expect(s.invoicesAndCreditNotes?.[0]).toMatchObject({ order_id: meeraOrder, kind: 'invoice' });
    expect(s.orderTimeline?.length).toBeGreaterThan(0);
    expect(s.reviews?.[0]).toMatchObject({ description: 'Meera loved it' });
    expect(s.consents).toEqual(
      expect.arrayContaining([expect.objectContaining({ purpose: 'marketing_email', action: 'given' })]),
    );
    expect(s.mailsSentToYou?.length).toBeGreaterThan(0);
    expect(s.mailsSentToYou?.[0]).not.toHaveProperty('html');
    expect(s.cart?.[0]).toMatchObject({ product_litre_id: size.pl_id, quantity: 2 });
    expect(s.wishlist?.[0]).toMatchObject({ product_id: size.product_id });
    expect(s.subscriptions?.[0]).toMatchObject({ interval_days: 30 });
    expect(s.returns?.[0]).toMatchObject({ details: 'Meera bottle leaked' });
    expect(s.contactRequests?.[0]).toMatchObject({ message: 'Meera asks about delivery' });
    expect(s.businessGstins?.[0]).toMatchObject({ legal_name: 'Meera Traders' });
    expect(s.backInStockAlerts?.[0]).toMatchObject({ email: meera.email });
    expect(s.privacyRequests?.[0]).toMatchObject({ kind: 'export', ticket: data.ticket });
    const text = res.body;
    for (const other of ['Ravi', ravi.email, '9 Harbour Lane', '9845099002'])
      expect(text).not.toContain(other);
    expect(s.orders?.some((o) => o.id === raviOrder)).toBe(false);
  });

  it('gives the same data as a readable PDF', async () => {
    const res = await t.app.inject(as(meera.token, { url: '/api/account/my-data.pdf' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(5000);
  });

  it('logs each export as a request done, with a ticket and no mail', async () => {
    const before = (await mailsTo(meera.email)).length;
    await t.app.inject(as(meera.token, { url: '/api/account/my-data.json' }));
    const page = await myData(meera);
    const exports = page.requests.filter((r) => r.kind === 'export');
    expect(exports.length).toBeGreaterThanOrEqual(3);
    expect(exports.every((r) => r.status === 'done' && ticketPattern.test(r.ticket))).toBe(true);
    expect((await mailsTo(meera.email)).length).toBe(before);
  });

  it('refuses another account named in the query, and a caller without a session', async () => {
    const res = await t.app.inject(
      as(meera.token, { url: `/api/account/my-data.json?userId=${ravi.userId}` }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(ravi.email);
    expect((await t.app.inject({ url: '/api/account/my-data.json' })).statusCode).toBe(401);
    const pdf = await t.app.inject(
      as(meera.token, { url: `/api/account/my-data.pdf?userId=${ravi.userId}` }),
    );
    expect(pdf.statusCode).toBe(403);
    // No such thing as another account's address for it.
    const byPath = await t.app.inject(as(meera.token, { url: `/api/account/${ravi.userId}/my-data.json` }));
    expect(byPath.statusCode).toBe(404);
  });
});

describe('requests with tickets', () => {
  it('acknowledges a correction at once by mail, with its ticket and a deadline 90 days on', async () => {
    const res = await t.app.inject(
      as(meera.token, {
        method: 'POST',
        url: '/api/account/my-data/corrections',
        payload: { note: 'My date of birth on the invoice is wrong' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { request } = res.json() as PrivacyRequestReply;
    expect(request.ticket).toMatch(ticketPattern);
    expect(request.status).toBe('received');
    const days = (Date.parse(request.dueAt) - Date.parse(request.receivedAt)) / 86_400_000;
    expect(days).toBe(90);
    const mail = (await mailsTo(meera.email)).find((m) => m.subject.includes(request.ticket));
    expect(mail?.subject).toBe(`We have your request ${request.ticket}`);
    expect(mail?.text).toContain('My date of birth on the invoice is wrong');
  });

  it('records the nominee, shows it, changes it, and mails each change', async () => {
    const put = (payload: object) =>
      t.app.inject(as(meera.token, { method: 'PUT', url: '/api/account/my-data/nominee', payload }));
    const first = await put({ name: 'Anil Iyer', relation: 'Brother', phone: '98450 99100' });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as NomineeReply).nominee).toMatchObject({ name: 'Anil Iyer', phone: '9845099100' });
    const second = await put({ name: 'Lata Iyer', relation: 'Mother', email: 'lata@example.com' });
    expect(second.statusCode, second.body).toBe(200);
    const page = await myData(meera);
    expect(page.nominee).toMatchObject({ name: 'Lata Iyer', relation: 'Mother', email: 'lata@example.com' });
    const tickets = page.requests.filter((r) => r.kind === 'nomination').map((r) => r.ticket);
    expect(tickets).toHaveLength(2);
    const mails = await mailsTo(meera.email);
    for (const ticket of tickets) expect(mails.some((m) => m.subject.includes(ticket))).toBe(true);
    // A nominee with no way to reach them is refused.
    expect((await put({ name: 'X', relation: 'Friend' })).statusCode).toBe(400);
  });

  it('refuses an erasure, correction or nominee naming another account, and writes nothing for it', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/account/my-data/erasure', { userId: ravi.userId }],
      ['POST', '/api/account/my-data/corrections', { note: 'x', userId: ravi.userId }],
      [
        'PUT',
        '/api/account/my-data/nominee',
        { name: 'A', relation: 'B', phone: '9845099100', userId: ravi.userId },
      ],
    ] as const) {
      const res = await t.app.inject(as(meera.token, { method, url, payload }));
      expect(res.statusCode, url).toBe(403);
    }
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from privacy_requests where user_id = ${ravi.userId}`,
    );
    expect(count?.n).toBe(0);
  });
});

describe('erasure', () => {
  it('holds an erasure while an order is on its way, and a second request answers the open one', async () => {
    const res = await t.app.inject(
      as(ravi.token, { method: 'POST', url: '/api/account/my-data/erasure', payload: {} }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json() as PrivacyRequestReply;
    expect(held.request.status).toBe('held');
    expect(held.request.heldOrderId).toBe(raviOrder);
    expect(held.message).toBe(
      `We will erase your data once order #${raviOrder} is delivered; invoices are kept 8 years as the GST law requires.`,
    );
    const mail = (await mailsTo(ravi.email)).find((m) => m.subject.includes(held.request.ticket));
    expect(mail?.text).toContain(`once order #${raviOrder} is delivered`);

    const again = await t.app.inject(
      as(ravi.token, { method: 'POST', url: '/api/account/my-data/erasure', payload: {} }),
    );
    const second = again.json() as PrivacyRequestReply;
    expect(second.existing).toBe(true);
    expect(second.request.ticket).toBe(held.request.ticket);

    // Staff cannot erase before the delivery.
    const list = await t.app.inject(as(admin, { url: '/api/admin/privacy-requests' }));
    const row = (list.json() as PrivacyRequestsReply).items.find((r) => r.ticket === held.request.ticket)!;
    const early = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/admin/privacy-requests/${row.id}/done`, payload: {} }),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain(`#${raviOrder}`);
    const [user] = await rows<{ deleted: boolean }>(
      t.database.db,
      sql`select deleted_at is not null as deleted from users where id = ${ravi.userId}`,
    );
    expect(user?.deleted).toBe(false);

    // Delivered: now it erases.
    await deliver(raviOrder);
    const done = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/admin/privacy-requests/${row.id}/done`, payload: {} }),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as PrivacyRequestActionReply).request.status).toBe('done');
  });

  it('keeps the invoices and their PDF, and erases or anonymises the rest', async () => {
    const asked = await t.app.inject(
      as(meera.token, { method: 'POST', url: '/api/account/my-data/erasure', payload: {} }),
    );
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const reply = asked.json() as PrivacyRequestReply;
    expect(reply.request.status).toBe('received');
    expect(reply.message).toContain('invoices are kept 8 years');
    const list = (
      await t.app.inject(as(admin, { url: '/api/admin/privacy-requests' }))
    ).json() as PrivacyRequestsReply;
    const row = list.items.find((r) => r.ticket === reply.request.ticket)!;
    expect(row).toMatchObject({ kind: 'erasure', status: 'received', name: 'Meera Iyer', daysLeft: 89 });
    const [invoicesBefore] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tax_documents where order_id = ${meeraOrder}`,
    );

    const done = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/privacy-requests/${row.id}/done`,
        payload: { note: 'Identity checked by a call to the registered number.' },
      }),
    );
    expect(done.statusCode, done.body).toBe(200);
    const mail = (await mailsTo(meera.email)).find((m) => m.subject === `Your request ${row.ticket} is done`);
    expect(mail?.text).toContain('Identity checked by a call');

    const db = t.database.db;
    const count = async (table: string) => {
      const [r] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${meera.userId}`,
      );
      return r?.n;
    };
    for (const table of ['addresses', 'cart_items', 'wishlist_items', 'reviews', 'business_registrations'])
      expect(await count(table), table).toBe(0);
    const [user] = await rows<{ fullname: string; email: string; phone: string; deleted: boolean }>(
      db,
      sql`select fullname, email, phone, deleted_at is not null as deleted from users where id = ${meera.userId}`,
    );
    expect(user).toMatchObject({ fullname: 'Deleted user', phone: '', deleted: true });
    expect(user?.email).not.toBe(meera.email);
    const [order] = await rows<{ email: string; phone: string; first_name: string }>(
      db,
      sql`select email, phone, first_name from orders where id = ${meeraOrder}`,
    );
    expect(order).toMatchObject({ email: '', phone: '', first_name: 'Meera' });
    const [requests] = await rows<{ names: string[] }>(
      db,
      sql`select array_agg(distinct name) as names from privacy_requests where user_id = ${meera.userId}`,
    );
    expect(requests?.names).toEqual(['Erased account']);
    const [nominee] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from privacy_nominees where user_id = ${meera.userId}`,
    );
    expect(nominee?.n).toBe(0);

    // The invoice stays, with the billed name, and still renders.
    const [invoicesAfter] = await rows<{ n: number; name: string }>(
      db,
      sql`select count(*)::int as n, max(document::text) as name from tax_documents where order_id = ${meeraOrder}`,
    );
    expect(invoicesAfter?.n).toBe(invoicesBefore?.n);
    expect(invoicesAfter?.name).toContain('Meera');
    const pdf = await t.app.inject(as(admin, { url: `/api/order/${meeraOrder}/invoice` }));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Nothing else anywhere holds her e-mail, phone or words: every text column of every table is searched.
    // Kept, and why: the order's billed name and the invoice (GST law, 8 years), and the one mail that tells her the
    // erasure is done (queued after it).
    expect(await traces(['Meera', meera.email, '9845099001'])).toEqual({
      'orders.first_name': 1,
      'tax_documents.document': 1,
      'mail_outbox.to': 1,
      'mail_outbox.text': 1,
      'mail_outbox.html': 1,
    });
    const [left] = await rows<Record<string, number>>(
      db,
      sql`select (select count(*) from consent_ledger where user_id = ${meera.userId})::int as consents,
        (select count(*) from subscriptions where user_id = ${meera.userId} and status <> 'cancelled')::int as subscriptions,
        (select count(*) from stock_alerts where user_id = ${meera.userId})::int as alerts`,
    );
    expect(left).toEqual({ consents: 0, subscriptions: 0, alerts: 0 });
    // The erased shopper's token no longer works.
    expect((await t.app.inject(as(meera.token, { url: '/api/account/my-data' }))).statusCode).toBe(401);
  });
});

describe('Admin → Privacy requests', () => {
  it('lists open requests by deadline with days left, and shows one with its notes', async () => {
    const shopper = await signupAndLogin(t.app, { fullname: 'Kiran Rao', phone: '9845099003' });
    const asked = await t.app.inject(
      as(shopper.token, {
        method: 'POST',
        url: '/api/account/my-data/corrections',
        payload: { note: 'Spelling of my surname' },
      }),
    );
    const ticket = (asked.json() as PrivacyRequestReply).request.ticket;
    const support = await staff('support');
    const list = await t.app.inject(as(support, { url: '/api/admin/privacy-requests' }));
    expect(list.statusCode, list.body).toBe(200);
    const items = (list.json() as PrivacyRequestsReply).items;
    const row = items.find((r) => r.ticket === ticket)!;
    expect(row).toMatchObject({ kind: 'correction', status: 'received', name: 'Kiran Rao', daysLeft: 89 });
    expect(items.every((r) => ['received', 'in_progress', 'held'].includes(r.status))).toBe(true);
    const dues = items.map((r) => r.dueAt);
    expect(dues).toEqual([...dues].sort());

    const saved = await t.app.inject(
      as(support, {
        method: 'PATCH',
        url: `/api/admin/privacy-requests/${row.id}`,
        payload: { identityNotes: 'Matched the registered mobile by a call.', status: 'in_progress' },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = await t.app.inject(as(support, { url: `/api/admin/privacy-requests/${row.id}` }));
    expect(detail.json()).toMatchObject({
      status: 'in_progress',
      identityNotes: 'Matched the registered mobile by a call.',
      details: { note: 'Spelling of my surname' },
      account: { phone: '9845099003', erased: false },
    });

    const refused = await t.app.inject(
      as(support, {
        method: 'POST',
        url: `/api/admin/privacy-requests/${row.id}/refuse`,
        payload: { reason: 'The surname matches your ID as sent.' },
      }),
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect((refused.json() as PrivacyRequestActionReply).request).toMatchObject({
      status: 'refused',
      outcome: 'The surname matches your ID as sent.',
      daysLeft: null,
    });
    const mail = (await mailsTo(shopper.email)).find(
      (m) => m.subject === `Your request ${ticket} was refused`,
    );
    expect(mail?.text).toContain('The surname matches your ID as sent.');
    // Closed once: a second answer is refused.
    const again = await t.app.inject(
      as(support, { method: 'POST', url: `/api/admin/privacy-requests/${row.id}/done`, payload: {} }),
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses roles without the privacy area, shoppers and guests', async () => {
    const fulfilment = await staff('fulfilment');
    expect((await t.app.inject(as(fulfilment, { url: '/api/admin/privacy-requests' }))).statusCode).toBe(403);
    const catalogue = await staff('catalogue');
    expect((await t.app.inject(as(catalogue, { url: '/api/admin/privacy-requests/1' }))).statusCode).toBe(
      403,
    );
    const accounts = await staff('accounts');
    expect((await t.app.inject(as(accounts, { url: '/api/admin/privacy-requests' }))).statusCode).toBe(200);
    const refuse = await t.app.inject(
      as(accounts, { method: 'POST', url: '/api/admin/privacy-requests/1/refuse', payload: { reason: 'x' } }),
    );
    expect(refuse.statusCode).toBe(403);
    const shopper = await signupAndLogin(t.app);
    expect((await t.app.inject(as(shopper.token, { url: '/api/admin/privacy-requests' }))).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/admin/privacy-requests' })).statusCode).toBe(401);
  });
});
