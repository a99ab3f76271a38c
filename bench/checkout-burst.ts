// A sale on one product: BENCH_BURST_BUYERS (100) signed-in shoppers, each with two of the same size in the cart
// (and two of another product, one of the demo shop's others in turn),
// place cash-on-delivery orders at the same instant against the real server (a child process, production build)
// on a fresh PostgreSQL database with the demo shop. The size has stock for BENCH_BURST_STOCK (60) of them: each
// answer must be 200 (placed) or 409 (sold out), never 503; the figures are the answers by status, p50/p99/max
// latency, and that the stock and the orders agree. Calibration beside it: the same burst on the trivial route
// (GET /api/ping), the machine's load and the Node and PostgreSQL versions. Runs BENCH_BURST_RUNS (3) bursts,
// each on a fresh stock level, and reports each run (the spread) and the worst.
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../tools/demo-data/seed.ts';
import { freshDatabase, startServer } from './api.ts';

const buyers = Number(process.env.BENCH_BURST_BUYERS ?? 100);
const stock = Number(process.env.BENCH_BURST_STOCK ?? 60);
const runs = Number(process.env.BENCH_BURST_RUNS ?? 3);
const perOrder = 2;

export type BurstRun = {
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** The trivial route's p99 under the same burst, for calibration. */
  pingP99: number;
  stockLeft: number;
  ordersPlaced: number;
  load: number;
};
export type BurstBench = {
  buyers: number;
  stock: number;
  runs: BurstRun[];
  /** The same burst over every product, stock for all: what the placements cost without a queue on one row. */
  spread: BurstRun;
  /** The same orders placed one after another: one placement's own cost. */
  alone: BurstRun;
  products: number;
  node: string;
  postgres: string;
  cpus: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed(fn: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  try {
    const res = await fn();
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  } catch {
    return { status: 0, ms: performance.now() - t0 };
  }
}

export async function benchCheckoutBurst(): Promise<BurstBench> {
  const db = await freshDatabase();
  if (!db.url) throw new Error('BENCH_ONLY=checkout-burst needs PostgreSQL (BENCH_DATABASE_URL)');
  const client = new pg.Client({ connectionString: db.url });
  try {
    const opened = await openDatabase({ databaseUrl: db.url, pgliteDir: path.join(db.dataDir, 'pglite') });
    await opened.migrate();
    await seedDemo(opened.db);
    await opened.close();
    await client.connect();
    const postgres = (await client.query('show server_version')).rows[0].server_version as string;
    const sizes = (
      await client.query(
        `select distinct on (pl.product_id) pl.id, pl.product_id from product_litres pl
          where pl.discounted_price_paise > 0 order by pl.product_id, pl.id`,
      )
    ).rows as { id: number; product_id: number }[];
    const size = sizes[0]!;
    // The cash-on-delivery confirmation hold and its messages stay off: the burst is about stock.
    const port = 3980 + Math.floor(Math.random() * 9);
    const server = await startServer(
      {
        DATA_DIR: db.dataDir,
        DATABASE_URL: db.url,
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      },
      port,
    );
    const base = `http://127.0.0.1:${port}`;
    const post = (url: string, body: object, token?: string) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    try {
      console.log(`Signing up ${buyers} shoppers...`);
      const shoppers: { token: string; userId: number }[] = [];
      for (let i = 0; i < buyers; i++) {
        const email = `burst${i}@example.com`;
        const signup = await post('/api/users/signup', {
          fullname: 'Burst Shopper',
          username: `burst${i}`,
          email,
          phone: '9876543210',
          password: 'Secret@123',
        });
        if (signup.status !== 201)
          throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
        const login = (await (await post('/api/users/login', { email, password: 'Secret@123' })).json()) as {
          token: string;
          userId: number;
        };
        shoppers.push(login);
      }
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
      /** One burst: shopper i buys two of `target(i)`; the one product's stock set first when `limited`. */
      const burst = async (
        target: (i: number) => { id: number; product_id: number },
        limited: boolean,
        serial = false,
      ) => {
        if (limited)
          await client.query('update product_litres set remaining_qty = $1 where id = $2', [
            stock * perOrder,
            size.id,
          ]);
        else await client.query('update product_litres set remaining_qty = 100000');
        for (const [i, s] of shoppers.entries()) {
          // Two lines, as the audit's orders had: the size of the burst and another product's.
          for (const t of [target(i), sizes[1 + (i % (sizes.length - 1))]!]) {
            const added = await post(
              '/api/cart/add',
              { userId: s.userId, productId: t.product_id, pl_id: t.id, quantity: perOrder },
              s.token,
            );
            if (added.status !== 200)
              throw new Error(`cart add answered ${added.status}: ${await added.text()}`);
          }
        }
        const before = Number((await client.query('select count(*) from orders')).rows[0].count);
        // Calibration: the same burst shape on the trivial route.
        const pings = await Promise.all(shoppers.map(() => timed(() => fetch(`${base}/api/ping`))));
        const place = (s: { token: string; userId: number }) =>
          timed(() =>
            post(
              '/api/order/verify-payment',
              { ...address, userId: s.userId, paymentMethod: 'cod' },
              s.token,
            ),
          );
        const answers: { status: number; ms: number }[] = [];
        if (serial) for (const s of shoppers) answers.push(await place(s));
        else answers.push(...(await Promise.all(shoppers.map(place))));
        const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
        const statuses: Record<string, number> = {};
        for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        const left = Number(
          (await client.query('select remaining_qty from product_litres where id = $1', [size.id])).rows[0]
            .remaining_qty,
        );
        const placed = Number((await client.query('select count(*) from orders')).rows[0].count) - before;
        // Empty the carts of those who did not get the product, for the next burst.
        await client.query('delete from cart_items');
        return {
          statuses,
          p50: Math.round(percentile(ms, 50)),
          p99: Math.round(percentile(ms, 99)),
          max: Math.round(ms.at(-1)!),
          pingP99: Math.round(
            percentile(
              pings.map((p) => p.ms).sort((a, b) => a - b),
              99,
            ),
          ),
          stockLeft: left,
          ordersPlaced: placed,
          load: Math.round(os.loadavg()[0]! * 100) / 100,
        };
      };
      // Calibration: the same orders one after another (what one placement costs alone), then at once spread over
      // every product of the demo shop, stock for all (what they cost without a queue on one row).
      const alone = await burst((i) => sizes[i % sizes.length]!, false, true);
      console.log(`  one at a time: ${JSON.stringify(alone)}`);
      const spread = await burst((i) => sizes[i % sizes.length]!, false);
      console.log(`  spread over ${sizes.length} products: ${JSON.stringify(spread)}`);
      const results: BurstRun[] = [];
      for (let run = 0; run < runs; run++) {
        results.push(await burst(() => size, true));
        console.log(`  run ${run + 1}: ${JSON.stringify(results.at(-1))}`);
      }
      return {
        buyers,
        stock,
        runs: results,
        alone,
        spread,
        products: sizes.length,
        node: process.version,
        postgres,
        cpus: os.cpus().length,
      };
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  } finally {
    await client.end().catch(() => {});
    await db.drop();
  }
}

export function printCheckoutBurst(b: BurstBench): void {
  console.log(
    `\nCheckout burst: ${b.buyers} shoppers, ${perOrder} of one size each (and ${perOrder} of another product), stock for ${b.stock}, cash on delivery, ` +
      `PostgreSQL ${b.postgres}, Node ${b.node}, ${b.cpus} cores`,
  );
  console.log(
    '| run | 200 | 409 | 503 | other | p50 ms | p99 ms | max ms | /api/ping p99 ms (same burst) | stock left | orders | load |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  b.runs.forEach((r, i) => {
    const other = Object.entries(r.statuses)
      .filter(([s]) => !['200', '409', '503'].includes(s))
      .reduce((n, [, c]) => n + c, 0);
    console.log(
      `| ${i + 1} | ${r.statuses['200'] ?? 0} | ${r.statuses['409'] ?? 0} | ${r.statuses['503'] ?? 0} | ${other} | ${r.p50} | ${r.p99} | ${r.max} | ${r.pingP99} | ${r.stockLeft} | ${r.ordersPlaced} | ${r.load} |`,
    );
  });
  const al = b.alone;
  console.log(
    `| one at a time (calibration) | ${al.statuses['200'] ?? 0} | ${al.statuses['409'] ?? 0} | ${al.statuses['503'] ?? 0} | - | ${al.p50} | ${al.p99} | ${al.max} | - | - | ${al.ordersPlaced} | ${al.load} |`,
  );
  const sp = b.spread;
  console.log(
    `| spread over ${b.products} products (calibration) | ${sp.statuses['200'] ?? 0} | ${sp.statuses['409'] ?? 0} | ${sp.statuses['503'] ?? 0} | - | ${sp.p50} | ${sp.p99} | ${sp.max} | ${sp.pingP99} | - | ${sp.ordersPlaced} | ${sp.load} |`,
  );
  const worst = Math.max(...b.runs.map((r) => r.p99));
  const unavailable = b.runs.reduce((n, r) => n + (r.statuses['503'] ?? 0), 0);
  const wrong = b.runs.filter((r) => r.ordersPlaced !== Math.min(b.buyers, b.stock) || r.stockLeft !== 0);
  console.log(
    `Target (every answer 200 or 409, 0 answers 503, p99 < 2000 ms, stock and orders agree): ` +
      (worst < 2000 &&
      unavailable === 0 &&
      wrong.length === 0 &&
      b.runs.every((r) => Object.keys(r.statuses).every((s) => s === '200' || s === '409'))
        ? `met (worst p99 ${worst} ms)`
        : `missed (worst p99 ${worst} ms, ${unavailable} answers 503, ${wrong.length} runs where stock and orders disagree)`),
  );
}
