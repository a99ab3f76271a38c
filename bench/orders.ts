// Admin orders benchmark: a PostgreSQL database with the demo shop and 100,000 generated orders, the real
// server in a child process, autocannon at 10 connections on the admin orders list and the dashboard, then
// the whole CSV export streamed once while the server's memory is sampled.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { placedPaymentStatuses } from '@chamak/shared/order-state';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { demoAccounts, seedDemo } from '../tools/demo-data/seed.ts';
import { drained, freshDatabase, startServer } from './api.ts';

const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const connections = 10;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

export type OrdersResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};
export type OrdersBench = {
  orders: number;
  results: OrdersResult[];
  csv: { seconds: number; rows: number; megabytes: number; rssBeforeMiB: number; rssPeakMiB: number };
  explain: { name: string; ms: number; plan: string }[];
};

/** 100,000 orders in two statements: statuses, payment methods and dates spread out, 1 to 3 items each. */
async function generateOrders(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `
      insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        cod_fee_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code,
        created_at)
      select (select min(id) from users where role = 'customer'),
        (array[1, 1, 3, 4, 4, 5, 6, 7, 7, 7, 8, 11])[1 + n % 12],
        case when n % 3 = 0 then 'cod' else 'online' end,
        case when n % 3 = 0 then 'cod' when n % 17 = 0 then 'pending' when n % 101 = 0 then 'refund_due'
          else 'paid' end,
        49900 + (n % 50) * 1000, case when n % 4 = 0 then 19900 else 9900 end,
        case when n % 3 = 0 then 3000 else 0 end,
        49900 + (n % 50) * 1000 + case when n % 4 = 0 then 19900 else 9900 end + case when n % 3 = 0 then 3000 else 0 end,
        'Shopper', 'No ' || n, 'shopper' || n || '@example.com', '98' || lpad((n % 100000000)::text, 8, '0'),
        n || ' MG Road', 'Flat ' || (n % 40), 'Pune', 'Maharashtra', '411001',
        now() - (n * interval '5 minutes')
      from generate_series(1, $1::int) n`,
      [count],
    );
    await client.query(`
      insert into order_items (order_id, product_id, product_litre_id, product_name, litre_label, total_ml,
        price_paise, quantity)
      select o.id, pl.product_id, pl.id, p.name, l.label, l.total_ml, pl.discounted_price_paise, 1 + (o.id + k) % 3
      from orders o
      cross join generate_series(0, 2) k
      join lateral (select * from product_litres order by id offset (o.id * 7 + k) % (select count(*) from product_litres) limit 1) pl on true
      join products p on p.id = pl.product_id
      join litres l on l.id = pl.litre_id
      where k <= o.id % 3`);
    // As autovacuum leaves a table after a bulk load: statistics and the visibility map (index-only scans).
    await client.query('vacuum analyze orders');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** EXPLAIN ANALYZE of the list's two statements on the generated data, to show which index they use. */
async function explain(url: string): Promise<OrdersBench['explain']> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const placed = `o.payment_status in (${placedPaymentStatuses.map((s) => `'${s}'`).join(', ')})`;
  const statements = [
    [
      'page 1 ids',
      `select o.id from orders o where ${placed} order by o.created_at desc, o.id desc limit 12`,
    ],
    ['count', `select count(*) from orders o where ${placed}`],
    [
      'page 3 ids, status 4, COD',
      `select o.id from orders o where ${placed} and o.status = 4 and o.payment_method = 'cod'
        order by o.created_at desc, o.id desc limit 12 offset 24`,
    ],
  ];
  try {
    const out: OrdersBench['explain'] = [];
    for (const [name, text] of statements) {
      const { rows } = await client.query(`explain (analyze, format text) ${text}`);
      const lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
      const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
      out.push({
        name: name!,
        ms,
        plan: lines
          .slice(0, 4)
          .map((l) => l.trim())
          .join(' | '),
      });
    }
    return out;
  } finally {
    await client.end();
  }
}

/** Resident memory of a process now (VmRSS), in MiB. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

export async function benchOrders(): Promise<OrdersBench> {
  const db = await freshDatabase();
  if (!db.url) throw new Error('BENCH_ONLY=orders needs PostgreSQL (BENCH_DATABASE_URL)');
  try {
    console.log(`Seeding the demo shop and ${orderCount} orders into a fresh PostgreSQL database...`);
    const started = Date.now();
    const opened = await openDatabase({ databaseUrl: db.url, pgliteDir: path.join(db.dataDir, 'pglite') });
    await opened.migrate();
    await seedDemo(opened.db);
    await opened.close();
    await generateOrders(db.url, orderCount);
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const plans = await explain(db.url);

    const port = 3990 + Math.floor(Math.random() * 9);
    const server = await startServer({ DATA_DIR: db.dataDir, DATABASE_URL: db.url }, port);
    const base = `http://127.0.0.1:${port}`;
    try {
      const login = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoAccounts.admin.email, password: demoAccounts.admin.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}` };
      const scenarios = [
        ['admin orders list, page 1', '/api/admin/orders?page=1'],
        ['admin orders list, page 40', '/api/admin/orders?page=40'],
        ['admin orders list, status 4 + COD, page 3', '/api/admin/orders?status=4&paymentMethod=cod&page=3'],
        ['admin orders list, search "lavender"', '/api/admin/orders?search=lavender'],
        ['dashboard (GET /api/admin/dashboard)', '/api/admin/dashboard'],
      ] as const;
      const results: OrdersResult[] = [];
      for (const [name, url] of scenarios) {
        const once = await fetch(`${base}${url}`, { headers });
        if (!once.ok) throw new Error(`${url} answered ${once.status}`);
        await autocannon({ url: `${base}${url}`, connections, duration: 2, headers });
        await drained(base);
        const r = await autocannon({ url: `${base}${url}`, connections, duration, headers });
        results.push({
          name,
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts,
          non2xx: r.non2xx,
        });
        console.log(
          `  ${name}: ${results.at(-1)!.rps} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
        );
      }

      await drained(base);
      const rssBeforeMiB = rssMiB(server.pid!);
      let rssPeakMiB = rssBeforeMiB;
      const sampler = setInterval(() => {
        rssPeakMiB = Math.max(rssPeakMiB, rssMiB(server.pid!));
      }, 20);
      const t0 = performance.now();
      const res = await fetch(`${base}/api/order/export.csv`, { headers });
      let bytes = 0;
      let rows = -1;
      const decoder = new TextDecoder();
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        rows += decoder.decode(chunk, { stream: true }).split('\r\n').length - 1;
      }
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      rssPeakMiB = Math.max(rssPeakMiB, rssMiB(server.pid!));
      const csv = {
        seconds: Math.round(seconds * 100) / 100,
        rows,
        megabytes: Math.round(bytes / 1024 / 102.4) / 10,
        rssBeforeMiB,
        rssPeakMiB,
      };
      console.log(
        `  CSV export: ${rows} rows, ${csv.megabytes} MB in ${csv.seconds} s; server RSS ${rssBeforeMiB} MiB before, ${rssPeakMiB} MiB at most`,
      );
      return { orders: orderCount, results, csv, explain: plans };
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  } finally {
    await db.drop();
  }
}

export function printOrders(bench: OrdersBench): void {
  console.log(`\nAdmin orders on postgres, ${bench.orders} orders, ${connections} connections`);
  console.log('| call | req/s | p50 ms | p99 ms | errors / non-2xx |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of bench.results)
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} / ${r.non2xx} |`);
  const c = bench.csv;
  console.log(
    `CSV export: ${c.rows} rows (${c.megabytes} MB) streamed in ${c.seconds} s; server RSS ${c.rssBeforeMiB} MiB before, peak ${c.rssPeakMiB} MiB during`,
  );
  for (const e of bench.explain) console.log(`EXPLAIN ${e.name}: ${e.ms} ms; ${e.plan}`);
  const list = bench.results.filter(
    (r) => r.name.startsWith('admin orders list') && !r.name.includes('search'),
  );
  const dashboard = bench.results.find((r) => r.name.startsWith('dashboard'));
  const missed = [
    ...list.filter((r) => r.p99 >= 100).map((r) => `${r.name}: p99 ${r.p99} ms (target < 100)`),
    ...(dashboard && dashboard.p99 >= 200 ? [`dashboard: p99 ${dashboard.p99} ms (target < 200)`] : []),
  ];
  console.log(
    missed.length
      ? `Targets missed:\n  ${missed.join('\n  ')}`
      : 'Targets met: list p99 < 100 ms, dashboard p99 < 200 ms.',
  );
}
