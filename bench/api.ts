// API benchmark: a fresh database with 10,000 generated products, the compiled server in a child process as
// `npm start` runs it, autocannon at 50 connections on the catalogue calls beside a trivial route of the same
// server, and the server's resident memory idle, after warm-up and at its peak under the load.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { rows } from '../apps/api/src/lib/sql.ts';
import { localStorage } from '../apps/api/src/plugins/storage.ts';
import { buildDirs, buildState } from '../scripts/build-state.mjs';
import { seedIfEmpty } from '../tools/demo-data/seed.ts';
import { generateCatalogue } from './generate.ts';
import { listingCalls, printListingPlans } from './listing-plans.ts';

export type ApiResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  errors: number;
  non2xx: number;
};

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);

/** A fresh database on `server` (a PostgreSQL URL, or 'pglite' for the embedded one in a temporary folder). */
export async function freshDatabase(
  server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<{
  url: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chamak-bench-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (server === 'pglite') return { url: undefined, dataDir, drop: removeDir };
  const name = `chamak_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await removeDir();
    },
  };
}

/** Builds as `npm start` does when the build is missing or older than the sources (decision 0217). */
async function ensureBuilt(): Promise<void> {
  const state = await buildState(process.cwd());
  if (state.fresh) return;
  console.log(`Building (npm run build): ${state.reason}`);
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0)
    throw new Error('the build failed');
}

/** The compiled server (apps/api/dist/main.js, built first when stale), run with the node flags of `npm start`. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  /** `flags`: more node flags for this start; `stdout`: where its log lines go (a file descriptor), else here. */
  options: { flags?: string[]; stdout?: number } = {},
): Promise<ChildProcess> {
  await ensureBuilt();
  const main = path.join(buildDirs(process.cwd()).server, 'main.js');
  // BENCH_SERVER_FLAGS: more node flags for the server (say --cpu-prof --cpu-prof-dir=/tmp/prof, to see where a
  // run's time goes).
  const extra = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...serverNodeFlags, ...extra, ...(options.flags ?? []), main], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      // Slow requests and errors only, unless the caller asks for more (the ping bench's run with every request's line).
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
      // As scripts/start.mjs sets it (the demo's payment window).
      PAYMENTS_SANDBOX: process.env.PAYMENTS_SANDBOX ?? 'true',
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return resolve(child);
      } catch {}
      if (Date.now() > deadline || child.exitCode !== null)
        return reject(new Error('the server did not start'));
      setTimeout(poll, 250);
    };
    poll();
  });
}

/** The node flags of package.json's start script (the ones before scripts/start.mjs), so the bench runs alike. */
export const serverNodeFlags = (() => {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts
    .start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
})();

/** Resident memory of a process in MiB: now (VmRSS) or its peak so far (VmHWM). */
export function memoryMiB(pid: number, which: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${which}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Peak resident memory of a process (VmHWM), in MiB. */
export const peakMemoryMiB = (pid: number): number => memoryMiB(pid, 'VmHWM');

/** How long a started server is left alone before its idle memory is read. */
const settleMs = 2000;
const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs));

type Scenario = { name: string; requests: autocannon.Request[] };

async function run(base: string, scenario: Scenario, seconds = duration) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: scenario.requests,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Waits until the server answers the trivial route quickly again (requests queued by a run have drained). */
export async function drained(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${base}/api/ping`);
    if (performance.now() - t0 < 5) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The server's resident memory in MiB: idle after start, after the warm-up, and its peak under the load. */
export type ServerMemory = { idleMiB: number; warmMiB: number; peakMiB: number };
/** `load`: the 1-minute load average when the run's measurements ended (the machine is shared). */
export type ApiRun = { label: string; results: ApiResult[]; load: number } & ServerMemory;

export async function benchApi(
  server?: string,
): Promise<{ runs: ApiRun[]; database: string; products: number }> {
  const db = await freshDatabase(server);
  const database = db.url ? 'postgres' : 'pglite';
  console.log(`Generating ${products} products into a fresh ${database} database...`);
  const started = Date.now();
  // The bulk inserts run long on a busy machine (the card triggers write 10,000 cards a statement): no time limit.
  const opened = await openDatabase({
    databaseUrl: db.url,
    pgliteDir: path.join(db.dataDir, 'pglite'),
    statementTimeoutMs: 0,
  });
  await opened.migrate();
  await generateCatalogue(opened.db, products);
  await printListingPlans(opened, localStorage(path.join(db.dataDir, 'media')));
  await opened.close();
  console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  try {
    const runs: ApiRun[] = [];
    for (const [label, ttl] of [
      ['as shipped (5 s microcache)', '5000'],
      ['microcache off (CACHE_TTL_MS=0)', '0'],
    ] as const) {
      console.log(`\n${label}`);
      runs.push({ label, ...(await benchServer(db, ttl)) });
    }
    return { runs, database, products };
  } finally {
    await db.drop();
  }
}

/**
 * The embedded database as `npm start` ships it: PGlite with the demo catalogue, the microcache off (the
 * uncached listing's PGlite target), the same calls.
 */
export async function benchApiDemo(): Promise<{ runs: ApiRun[]; database: string; products: number }> {
  const db = await freshDatabase('pglite');
  console.log('\nLoading the demo shop into a fresh pglite database...');
  const opened = await openDatabase({ pgliteDir: path.join(db.dataDir, 'pglite') });
  await opened.migrate();
  await seedIfEmpty({ db: opened.db, storage: localStorage(path.join(db.dataDir, 'media')) });
  await printListingPlans(opened, localStorage(path.join(db.dataDir, 'media')));
  const [row] = await rows<{ n: number }>(opened.db, sql`select count(*)::int as n from products`);
  await opened.close();
  const label = 'microcache off (CACHE_TTL_MS=0)';
  console.log(`\n${label}`);
  try {
    const run = { label, ...(await benchServer(db, '0', row!.n)) };
    return { runs: [run], database: 'pglite (demo catalogue)', products: row!.n };
  } finally {
    await db.drop();
  }
}

async function benchServer(
  db: { url: string | undefined; dataDir: string },
  cacheTtl: string,
  catalogue = products,
) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const env: NodeJS.ProcessEnv = { DATA_DIR: db.dataDir, CACHE_TTL_MS: cacheTtl };
  if (db.url) env.DATABASE_URL = db.url;
  else delete env.DATABASE_URL;
  const server = await startServer(env, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await settle();
    const idleMiB = memoryMiB(server.pid!);
    const categories = (await (await fetch(`${base}/api/category`)).json()) as { id: number }[];
    const json = { 'content-type': 'application/json' };
    const post = (body: unknown): autocannon.Request => ({
      method: 'POST',
      path: '/api/products/getallproducts',
      headers: json,
      body: JSON.stringify(body),
    });
    const scenarios: Scenario[] = [
      { name: 'trivial route (GET /api/ping)', requests: [{ method: 'GET', path: '/api/ping' }] },
      // The listing calls whose plans printListingPlans prints.
      ...listingCalls(categories).map((call) => ({ name: call.name, requests: [post(call.body)] })),
      {
        name: 'product details (GET /api/products/{id})',
        requests: [
          {
            method: 'GET',
            path: '/api/products/1',
            setupRequest: (req) => ({
              ...req,
              path: `/api/products/${1 + Math.floor(Math.random() * catalogue)}`,
            }),
          },
        ],
      },
    ];
    // Warm up the JIT and the database caches, and render the first views a shopper opens (the render bundle).
    for (const s of scenarios) {
      await run(base, s, 2);
      await drained(base);
    }
    for (const page of ['/', '/products', '/product-details/1', `/subcategory/${categories[0]!.id}`, '/cart'])
      await (await fetch(`${base}${page}`)).arrayBuffer();
    await settle();
    const warmMiB = memoryMiB(server.pid!);
    const measured: (Omit<ApiResult, 'ratio'> & { name: string })[] = [];
    for (const s of scenarios) {
      await drained(base);
      const r = await run(base, s);
      measured.push({ name: s.name, ...r });
      console.log(`  ${s.name}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
    }
    const trivial = measured[0]!.rps;
    const results = measured.map((m) => ({ ...m, ratio: Math.round((m.rps / trivial) * 1000) / 10 }));
    const load = Math.round(os.loadavg()[0]! * 100) / 100;
    return { results, load, idleMiB, warmMiB, peakMiB: peakMemoryMiB(server.pid!) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
