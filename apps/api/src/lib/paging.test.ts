// The back-office lists the server pages (packages/shared/src/paging.ts, lib/paging.ts): users, reviews, contact
// requests, returns and the mail outbox. Each route, asked for ?page=, answers one page and the total; page 2 has
// the rest; ?q= finds an old row beyond the first page (the outbox beyond its newest 200); its filter runs in
// SQL; a customer gets 403 and a guest 401; without ?page= it answers the whole list as before.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../tools/demo-data/seed.ts';
import { type TestApp, testApp } from '../test/app.ts';
import { as, login, signupAndLogin } from '../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../test/checkout.ts';
import { rows } from './sql.ts';

let t: TestApp;
let admin: string;
let customer: string;
/** A word only this file's rows carry, so the demo shop's own rows do not change the counts. */
const mark = `pg${Date.now().toString(36)}`;
const made = 23;
/** The name on the order the returns are made on (not `mark`: the order's mail must not match the outbox search). */
const buyer = `rt${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const shopper = await signupAndLogin(t.app);
  customer = shopper.token;
  const db = t.app.db;
  // Rows a day apart, the oldest (n = 1) a month back; the oldest carries a word of its own.
  const name = sql`${mark} || ' ' || case when n = 1 then 'Oldest' else 'Person ' || n end`;
  const at = sql`now() - interval '30 days' + n * interval '1 day'`;
  await rows(
    db,
    sql`insert into users (fullname, username, email, phone, password_hash, status, created_at)
      select ${name}, ${mark} || 'u' || n, ${mark} || n || '@example.com', '98765' || lpad(n::text, 5, '0'),
        'x', case when n % 5 = 0 then 'blocked' else 'active' end, ${at}
      from generate_series(1, ${made}) n`,
  );
  const [product] = await rows<{ id: number }>(db, sql`select id from products order by id limit 1`);
  await rows(
    db,
    sql`insert into reviews (user_id, product_id, rating, description, created_at)
      select u.id, ${product!.id}, 1 + (u.id % 5), 'review by ' || u.fullname, u.created_at
      from users u where u.username like ${`${mark}u%`}`,
  );
  await rows(
    db,
    sql`insert into contact_messages (name, email, message, created_at)
      select ${name}, ${mark} || n || '@example.com', 'hello', ${at}
      from generate_series(1, ${made}) n`,
  );
  // 250 messages, more than the newest 200 the outbox showed, the oldest a month back.
  await rows(
    db,
    sql`insert into mail_outbox ("to", subject, text, status, created_at)
      select ${mark} || n || '@example.com', ${name}, 'body',
        case when n % 10 = 0 then 'failed' else 'kept' end, ${at}
      from generate_series(1, 250) n`,
  );
  // One order, and returns on it as many customers asked over the month (written straight in: the list only
  // reads them).
  const size = await sizeInStock(db);
  await addToCart(t.app, shopper, size, 1);
  const placed = await checkout(t.app, shopper, 'cod', { firstName: buyer, lastName: 'Returner' });
  expect(placed.statusCode).toBeLessThan(300);
  const [order] = await rows<{ id: number }>(db, sql`select id from orders where first_name = ${buyer}`);
  await rows(
    db,
    sql`insert into returns (order_id, status, reason, details, amount_paise, created_at)
      select ${order!.id}, case when n % 2 = 0 then 'requested' else 'rejected' end, 'other',
        case when n = 1 then 'the oldest' else 'later' end, 100 * n, ${at}
      from generate_series(1, ${made}) n`,
  );
});
afterAll(() => t?.close());

type Page = { items: Record<string, unknown>[]; total: number; page: number; pageSize: number };
/** A GET as the admin, or as `token` (null: as a guest). */
const get = async (url: string, token: string | null = admin) => {
  const res = await t.app.inject(as(token ?? undefined, { url }));
  return { status: res.statusCode, body: res.json() as Page & Record<string, unknown> };
};

const lists = [
  { name: 'users', url: '/api/users/profile', text: (r: Record<string, unknown>) => r.fullname },
  {
    name: 'reviews',
    url: '/api/ratings',
    text: (r: Record<string, unknown>) => (r.User as { fullName: string }).fullName,
  },
  { name: 'contact requests', url: '/api/contacts/getContact', text: (r: Record<string, unknown>) => r.name },
  { name: 'outbox', url: '/api/admin/outbox', text: (r: Record<string, unknown>) => r.subject },
];

describe.each(lists)('the $name list a page at a time', ({ url, text, name }) => {
  const total = name === 'outbox' ? 250 : made;
  it('answers page 1, and the last page has the rest, with the total of what matches', async () => {
    const size = Math.min(total - 3, 100);
    const last = Math.ceil(total / size);
    const pages: Page[] = [];
    for (let page = 1; page <= last; page++) {
      const one = await get(`${url}?page=${page}&pageSize=${size}&q=${mark}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ total, page, pageSize: size });
      pages.push(one.body);
    }
    expect(pages[0]!.items).toHaveLength(size);
    expect(pages.at(-1)!.items).toHaveLength(total - (last - 1) * size);
    // Newest first, and no row on two pages.
    const ids = pages.flatMap((p) => p.items.map((r) => r.id));
    expect(new Set(ids).size).toBe(total);
    expect(text(pages.at(-1)!.items.at(-1)!)).toBe(`${mark} Oldest`);
    const beyond = await get(`${url}?page=99&pageSize=10&q=${mark}`);
    expect(beyond.body).toMatchObject({ total, page: 99, items: [] });
  });

  it('finds an old row beyond the first page by its search text', async () => {
    const unsearched = await get(`${url}?page=1&pageSize=10`);
    expect(unsearched.body.items.map(text)).not.toContain(`${mark} Oldest`);
    const found = await get(`${url}?page=1&pageSize=10&q=${encodeURIComponent(`${mark} oldest`)}`);
    expect(found.body.total).toBe(1);
    expect(found.body.items.map(text)).toEqual([`${mark} Oldest`]);
  });

  it('refuses a page size over the cap, a customer (403) and a guest (401)', async () => {
    expect((await get(`${url}?page=1&pageSize=101`)).status).toBe(400);
    expect((await get(`${url}?page=1`, customer)).status).toBe(403);
    expect((await get(`${url}?page=1`, null)).status).toBe(401);
  });

  it('still answers the whole list, an array, without ?page=', async () => {
    const all = await get(`${url}?search=${mark}`);
    expect(Array.isArray(all.body)).toBe(true);
  });
});

describe('the lists’ filters and totals', () => {
  it('filters users by status in SQL and counts the blocked among all customers', async () => {
    const blocked = await get(`/api/users/profile?page=1&pageSize=100&q=${mark}&status=blocked`);
    expect(blocked.body.total).toBe(4);
    expect(blocked.body.items.every((u) => u.status === 'blocked')).toBe(true);
    const [all] = await rows<{ customers: number; blocked: number }>(
      t.app.db,
      sql`select count(*)::int as customers, (count(*) filter (where status = 'blocked'))::int as blocked
        from users where role = 'customer' and deleted_at is null`,
    );
    expect(blocked.body).toMatchObject(all!);
  });

  it('filters reviews by rating and gives the average of all reviews', async () => {
    const fives = await get(`/api/ratings?page=1&pageSize=100&q=${mark}&rating=5`);
    expect(fives.body.total).toBeGreaterThan(0);
    expect(fives.body.items.every((r) => r.rating === 5)).toBe(true);
    const [all] = await rows<{ n: number; average: number }>(
      t.app.db,
      sql`select count(*)::int as n, avg(rating)::float8 as average from reviews`,
    );
    expect(fives.body.reviews).toBe(all!.n);
    expect(fives.body.average).toBeCloseTo(all!.average, 5);
  });

  it('searches the whole outbox, not only its newest 200, and counts the failed', async () => {
    const legacy = (await get('/api/admin/outbox')).body as unknown as { subject: string }[];
    expect(legacy).toHaveLength(200);
    expect(legacy.map((m) => m.subject)).not.toContain(`${mark} Oldest`);
    const failed = await get(`/api/admin/outbox?page=1&pageSize=100&q=${mark}&status=failed`);
    expect(failed.body.total).toBe(25);
    expect(failed.body.failed).toBeGreaterThanOrEqual(25);
  });

  it('pages the returns, finds one by its customer or order number, and counts those waiting', async () => {
    const url = '/api/admin/returns';
    const first = await get(`${url}?page=1&pageSize=20&q=${buyer}`);
    expect(first.body).toMatchObject({ total: made, page: 1, pageSize: 20 });
    expect(first.body.items[0]).toMatchObject({
      customerName: `${buyer} Returner`,
      statusLabel: expect.any(String),
    });
    const second = await get(`${url}?page=2&pageSize=20&q=${buyer}`);
    expect(second.body.items).toHaveLength(3);
    expect(second.body.items.at(-1)).toMatchObject({ details: 'the oldest', amount: 1 });
    const orderId = first.body.items[0]!.orderId as number;
    expect((await get(`${url}?page=1&q=%23${orderId}`)).body.total).toBe(made);
    const requested = await get(`${url}?page=1&pageSize=100&q=${buyer}&status=requested`);
    expect(requested.body.total).toBe(11);
    expect(requested.body.items.every((r) => r.status === 'requested')).toBe(true);
    expect(requested.body.requested).toBeGreaterThanOrEqual(11);
    expect((await get(`${url}?page=1&pageSize=101`)).status).toBe(400);
    expect((await get(`${url}?page=1`, customer)).status).toBe(403);
    expect((await get(`${url}?page=1`, null)).status).toBe(401);
    expect(Array.isArray((await get(`${url}?status=requested`)).body)).toBe(true);
  });
});
