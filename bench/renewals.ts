// The renewal job's cost (decision 0326): BENCH_RENEWALS (10,000) active subscriptions of the demo shop's
// subscribable sizes, all due on the same day, on a fresh database (PostgreSQL at BENCH_DATABASE_URL, or
// BENCH_DATABASE_URL=pglite). One run of the job announces them all (each priced and placed as a pending order,
// its notice mail queued), the next, 26 hours before the day, starts every debit in the sandbox, whose signed
// webhooks pay each order through the shop's webhook route (stock taken, invoice numbered, events handled).
// The app runs in this process (the job is not an HTTP call). Printed: each step's seconds and renewals per hour,
// against what a day's renewals need (all of a day's within the 22 hours between the notice and the debit), and
// the calibration: the machine, its load at each step, Node and the database.
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { rows } from '../apps/api/src/lib/sql.ts';
import type { SandboxGateway } from '../apps/api/src/modules/payments/gateway.ts';
import { runRenewals } from '../apps/api/src/modules/subscriptions/renewals.ts';
import { localStorage } from '../apps/api/src/plugins/storage.ts';
import { seedDemo } from '../tools/demo-data/seed.ts';
import { freshDatabase } from './api.ts';

const count = Number(process.env.BENCH_RENEWALS ?? 10_000);

export type RenewalsBench = {
  database: string;
  subscriptions: number;
  announce: { seconds: number; done: number; perHour: number; load: number };
  debit: { seconds: number; done: number; paid: number; perHour: number; load: number };
  node: string;
  cpus: string;
};

const load = () => Number(os.loadavg()[0]!.toFixed(2));

export async function benchRenewals(): Promise<RenewalsBench> {
  const fresh = await freshDatabase();
  const database = await openDatabase({
    databaseUrl: fresh.url,
    pgliteDir: path.join(fresh.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const db = database.db;
    const version = fresh.url
      ? ((await rows<{ v: string }>(db, sql`select current_setting('server_version') as v`))[0]?.v ?? '?')
      : 'PGlite';
    // Every subscribable size with plenty of stock; the subscriptions spread over them, all the demo customer's.
    const sizes = await rows<{ id: number; product_id: number; interval: number }>(
      db,
      sql`select id, product_id, subscription_intervals[1] as interval from product_litres where subscribable order by id`,
    );
    if (sizes.length === 0) throw new Error('the demo shop has no subscribable size');
    await db.execute(
      sql`update product_litres set remaining_qty = 1000000, total_qty = 1000000 where subscribable`,
    );
    const [customer] = await rows<{ id: number }>(
      db,
      sql`select id from users where email = 'customer@chamak.example'`,
    );
    const start = new Date();
    start.setUTCHours(6, 0, 0, 0);
    const address = {
      firstName: 'Asha',
      lastName: 'Kulkarni',
      email: 'asha@example.com',
      phone: '9812345670',
      address: '12 FC Road',
      apt: 'Flat 3',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411004',
    };
    const sizeList = sql.join(
      sizes.map((s) => sql`(${s.id}::int, ${s.product_id}::int, ${s.interval}::int)`),
      sql`, `,
    );
    // The next date two days ahead in India time: inside the notice window now.
    await db.execute(sql`insert into subscriptions (user_id, product_id, product_litre_id, quantity, interval_days,
        status, method, address, gateway_customer_id, mandate_token_id, mandate_max_paise, mandate_expires_at,
        next_due_on, activated_at)
      select ${customer!.id}, z.product_id, z.id, 1, z.interval, 'active', 'upi', ${JSON.stringify(address)}::jsonb,
        'cust_bench' || g, 'token_bench' || g, 1500000, now() + interval '5 years',
        ((now() at time zone 'Asia/Kolkata')::date + 2), now()
      from generate_series(1, ${count}) g
      join (select row_number() over () - 1 as n, * from (values ${sizeList}) as v(id, product_id, interval)) z
        on z.n = g % ${sizes.length}`);

    const app = await buildApp({
      config: {
        ...loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', LOG_LEVEL: 'warn' }),
        mediaDir: path.join(fresh.dataDir, 'media'),
        cacheTtlMs: 0,
      },
      database,
      storage: localStorage(path.join(fresh.dataDir, 'media')),
      mailer: null,
      clock: () => start,
    });
    await app.ready();
    const sandbox = app.gateway as SandboxGateway;
    try {
      console.log(`Renewals: ${count} subscriptions due on one day (${version})...`);
      let t0 = performance.now();
      const announced = await runRenewals(app.ctx, start, 24 * 3_600_000);
      const announceSeconds = (performance.now() - t0) / 1000;
      const announceLoad = load();
      const debitAt = new Date(start.getTime() + 23 * 3_600_000);
      t0 = performance.now();
      const debited = await runRenewals(app.ctx, debitAt, 24 * 3_600_000);
      await sandbox.settled();
      const debitSeconds = (performance.now() - t0) / 1000;
      const [paid] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from subscription_cycles where state = 'paid'`,
      );
      return {
        database: version,
        subscriptions: count,
        announce: {
          seconds: announceSeconds,
          done: announced.announced,
          perHour: Math.round((announced.announced / announceSeconds) * 3600),
          load: announceLoad,
        },
        debit: {
          seconds: debitSeconds,
          done: debited.debits,
          paid: paid!.n,
          perHour: Math.round((debited.debits / debitSeconds) * 3600),
          load: load(),
        },
        node: process.version,
        cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await fresh.drop();
  }
}

export function printRenewals(r: RenewalsBench): void {
  // A day's renewals must all be announced and debited within the 22 hours between the notice and the debit.
  const needed = Math.round(r.subscriptions / 22);
  console.log(
    `\nRenewals of ${r.subscriptions} subscriptions due on one day (${r.database}, Node ${r.node}, ${r.cpus})`,
  );
  console.log(
    `  announce (price, pending order, notice mail): ${r.announce.done} in ${r.announce.seconds.toFixed(1)} s, ${(
      (r.announce.seconds * 1000) / Math.max(1, r.announce.done)
    ).toFixed(1)} ms each, ${r.announce.perHour}/hour (load ${r.announce.load})`,
  );
  console.log(
    `  debit (gateway order, debit, webhook, payment): ${r.debit.done} in ${r.debit.seconds.toFixed(1)} s, ${(
      (r.debit.seconds * 1000) / Math.max(1, r.debit.done)
    ).toFixed(1)} ms each, ${r.debit.perHour}/hour, ${r.debit.paid} paid (load ${r.debit.load})`,
  );
  console.log(`  needed for one day's ${r.subscriptions}: ${needed}/hour for each step`);
}
