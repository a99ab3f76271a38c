// Database faults on the PostgreSQL server (docs/decisions/0001 and 0003): the real app listening on loopback
// under load while every connection of its database is terminated, and a webhook whose transaction runs out
// of time. PostgreSQL only: vitest.config.ts includes *.pg-test.ts when DATABASE_URL is set, since PGlite has
// no connections to lose and no second session to hold a lock.
import type { AddressInfo } from 'node:net';
import { messages } from '@chamak/shared/messages';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { rows } from '../lib/sql.ts';
import type { SandboxGateway } from '../modules/payments/gateway.ts';
import { type TestApp, testApp } from '../test/app.ts';
import { signupAndLogin, type TestUser } from '../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../test/checkout.ts';
import { openDatabase } from './client.ts';

let t: TestApp;
let base: string;
let databaseUrl: string;
let admin: pg.Client;

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  const [shop] = await rows<{ name: string }>(t.database.db, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${shop!.name}`;
  databaseUrl = url.toString();
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

/** Polls until `check` passes; the deadline only bounds a failing test, nothing is asserted about time. */
async function eventually<T>(check: () => Promise<T>, deadlineMs = 20_000): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

type Answer = { status: number; body: Record<string, unknown> };

/** One call over HTTP to the listening app. */
async function call(method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a lost database connection (decision 0001)', () => {
  it('fails only the requests that owned a connection (503), keeps serving, and leaves no half-written order', async () => {
    const sizes = await rows<{ product_id: number; pl_id: number }>(
      t.database.db,
      sql`select product_id, id as pl_id from product_litres order by id limit 3`,
    );
    const sizeIds = `{${sizes.map((s) => s.pl_id).join(',')}}`;
    const start = 100_000;
    await admin.query(
      'update product_litres set total_qty = $1, remaining_qty = $1 where id = any($2::int[])',
      [start, sizeIds],
    );
    const shoppers: TestUser[] = [];
    for (let i = 0; i < 12; i++) shoppers.push(await signupAndLogin(t.app));

    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);

    const acknowledged: number[] = [];
    const failures: Answer[] = [];
    const unanswered: string[] = [];
    let readsAfterFault = 0;
    let faulted = false;
    let stop = false;
    const attempt = async (request: () => Promise<Answer>): Promise<Answer | undefined> => {
      try {
        const res = await request();
        if (res.status !== 200) failures.push(res);
        return res;
      } catch (error) {
        unanswered.push(String((error as Error).cause ?? error));
        return undefined;
      }
    };
    // 12 shoppers fill a cart and place a cash order, again and again; 12 readers browse the catalogue.
    const shopper = async (u: TestUser, n: number) => {
      while (!stop && unanswered.length === 0) {
        for (const s of [sizes[n % sizes.length]!, sizes[(n + 1) % sizes.length]!])
          await attempt(() =>
            call('POST', '/cart/add', u.token, {
              userId: u.userId,
              productId: s.product_id,
              pl_id: s.pl_id,
              quantity: 1 + (n % 2),
            }),
          );
        const placed = await attempt(() =>
          call('POST', '/order/verify-payment', u.token, {
            ...checkoutAddress,
            userId: u.userId,
            paymentMethod: 'cod',
          }),
        );
        if (placed?.status === 200) acknowledged.push(Number(placed.body.orderId));
      }
    };
    const reader = async (n: number) => {
      while (!stop && unanswered.length === 0) {
        const res = await attempt(() =>
          n % 2 === 0
            ? call('POST', '/products/getallproducts', undefined, { page: 1 + (n % 3) })
            : call('GET', `/products/${sizes[n % sizes.length]!.product_id}`),
        );
        if (faulted && res?.status === 200) readsAfterFault++;
      }
    };
    const workers = [...shoppers.map((u, n) => shopper(u, n)), ...shoppers.map((_, n) => reader(n))];

    try {
      // One order per shopper before the fault; on a machine loaded by other suites this can take a while.
      await eventually(async () => {
        if (acknowledged.length < shoppers.length)
          throw new Error(
            `orders are not flowing: ${acknowledged.length} placed, ${JSON.stringify(failures[0])}`,
          );
      }, 90_000);
      // Midway, while a transaction is open on some connection, terminate every backend of the shop's database.
      const terminated = await eventually(async () => {
        const open = await admin.query(
          `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
            and state = 'idle in transaction'`,
        );
        if (open.rowCount === 0) throw new Error('no transaction open yet');
        const killed = await admin.query<{ n: number }>(
          `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()) t`,
        );
        return killed.rows[0]!.n;
      });
      expect(terminated).toBeGreaterThan(0);
      faulted = true;
      const beforeFault = acknowledged.length;
      // The same process keeps serving: orders and reads succeed again.
      await eventually(async () => {
        if (unanswered.length > 0) return;
        if (acknowledged.length < beforeFault + 24 || readsAfterFault < 24)
          throw new Error('the shop has not recovered');
      });
    } finally {
      stop = true;
      await Promise.all(workers);
      process.off('uncaughtException', onUncaught);
    }

    expect(uncaught).toEqual([]);
    expect(unanswered).toEqual([]);
    // The requests caught by the fault failed cleanly: 503 with a message and no SQL.
    for (const failure of failures)
      expect(failure).toEqual({
        status: 503,
        body: { message: messages.brieflyUnavailable, code: 'SERVICE_UNAVAILABLE' },
      });
    expect((await call('GET', '/ready')).status).toBe(200);

    // Every acknowledged order is stored whole (items, stock taken); no other order of theirs is half-written.
    const orders = (
      await admin.query<{ id: number; reserved: boolean; status: string; items: number }>(
        `select o.id, o.stock_reserved_at is not null as reserved, o.payment_status as status, count(oi.id)::int as items
          from orders o left join order_items oi on oi.order_id = o.id
          where o.user_id = any($1::int[]) group by o.id order by o.id`,
        [`{${shoppers.map((u) => u.userId).join(',')}}`],
      )
    ).rows;
    const stored = new Set(orders.map((o) => o.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(orders.filter((o) => !o.reserved || o.items === 0 || o.status !== 'cod')).toEqual([]);
    // No stock went without an order: per size, what is left plus what was ordered is what there was.
    const ledger = (
      await admin.query<{ pl_id: number; remaining: number; ordered: number }>(
        `select pl.id as pl_id, pl.remaining_qty as remaining,
          coalesce((select sum(oi.quantity) from order_items oi where oi.product_litre_id = pl.id), 0)::int as ordered
          from product_litres pl where pl.id = any($1::int[]) order by pl.id`,
        [sizeIds],
      )
    ).rows;
    expect(ledger.map((l) => l.remaining + l.ordered)).toEqual(sizes.map(() => start));
    expect(ledger.every((l) => l.ordered > 0)).toBe(true);
  }, 240_000);
});

describe('a webhook whose transaction runs out of time (decision 0003)', () => {
  it('answers 503 and keeps no record; the redelivery marks the order paid, once', async () => {
    // A second process of the shop on the same database, with a short statement timeout (DB_STATEMENT_TIMEOUT_MS).
    const database = await openDatabase({ databaseUrl, pgliteDir: '', statementTimeoutMs: 500 });
    const app = await buildApp({ config: t.app.config, database, storage: t.storage });
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      const u = await signupAndLogin(t.app);
      const size = await sizeInStock(t.database.db, 5, true);
      await addToCart(t.app, u, size, 2);
      const created = await checkout(t.app, u, 'online');
      const data = created.json().data as { orderId: number; order_id: string; amount: number };
      const raw = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_slow1', order_id: data.order_id, amount: data.amount } } },
      });
      const deliver = () =>
        app.inject({
          method: 'POST',
          url: '/api/payments/razorpay/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-event-id': 'evt_slow_1',
            'x-razorpay-signature': (t.app.gateway as SandboxGateway).signWebhook(raw),
          },
          payload: raw,
        });
      const stateOf = async () =>
        (
          await admin.query<{ payment_status: string; events: number; remaining: number }>(
            `select o.payment_status, (select count(*)::int from payment_events where id = 'evt_slow_1') as events,
              (select remaining_qty from product_litres where id = $2) as remaining
              from orders o where o.id = $1`,
            [data.orderId, size.pl_id],
          )
        ).rows[0]!;

      // Another session holds the order row, so applying the payment waits until its statement is cut.
      await holder.query('begin');
      await holder.query('select id from orders where id = $1 for update', [data.orderId]);
      const failed = await deliver();
      await holder.query('rollback');
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ message: messages.brieflyUnavailable, code: 'SERVICE_UNAVAILABLE' });
      expect(await stateOf()).toEqual({ payment_status: 'pending', events: 0, remaining: size.remaining });

      const redelivered = await deliver();
      expect(redelivered.statusCode).toBe(200);
      expect(redelivered.json()).toEqual({ status: 'ok' });
      expect((await deliver()).json()).toEqual({ status: 'duplicate' });
      expect(await stateOf()).toEqual({ payment_status: 'paid', events: 1, remaining: size.remaining - 2 });
    } finally {
      await holder.end();
      await app.close();
      await database.close();
    }
  });
});
