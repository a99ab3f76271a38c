// Several server processes on one PostgreSQL (decision 0222): WEB_CONCURRENCY=n makes main.ts a node:cluster
// primary that prepares the database once and forks n workers sharing the port; and a start-up lock, so
// processes started side by side (a cluster, or several machines) never migrate or seed at the same time.
import cluster, { type Worker } from 'node:cluster';
import pg from 'pg';
import type { Database } from './db/client.ts';

/**
 * Runs `work` (migrations, the first seed) while holding a session-level advisory lock on a connection of its own,
 * so a second process waits for the first and then finds the work done. PGlite is one process: no lock needed.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
  if (database.kind !== 'postgres' || !pool?.options) return work();
  const client = new pg.Client({ ...pool.options, statement_timeout: 0 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('chamak:startup'))`);
    return await work();
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('chamak:startup'))`).catch(() => {});
    await client.end().catch(() => {});
  }
}

const stoppingMessage = 'chamak:stopping';

/** In a worker: tells the primary that this process is shutting down on its own (see runPrimary). */
export function reportStopping(): void {
  if (cluster.isWorker) process.send?.(stoppingMessage);
}

type Log = { info(message: string): void; error(message: string): void };

/** Crashes in a row (each within this long of its start) after which the primary gives up. */
const crashWindowMs = 30_000;
const maxQuickCrashes = 5;

/**
 * The primary: forks `count` workers (each runs main.ts as a server on the shared port), forks a new one when a
 * worker dies unexpectedly, and on SIGTERM/SIGINT asks every worker to shut down gracefully and waits for them.
 * Gives up (exit 1) when workers keep dying right after they start, rather than fork forever.
 */
export function runPrimary(count: number, log: Log): void {
  let stopping = false;
  let quickCrashes = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error(`server process ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
    quickCrashes = lived < crashWindowMs ? quickCrashes + 1 : 0;
    if (quickCrashes >= maxQuickCrashes) {
      log.error(`server processes keep ending right after they start (${quickCrashes} times); giving up`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    setTimeout(fork, Math.min(quickCrashes * 500, 5000)).unref();
  });
  // A worker says when it starts shutting down: Ctrl-C (or a supervisor signalling the process group) reaches
  // the workers too, and a second signal would cut their graceful drain short.
  const draining = new Set<number>();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (message === stoppingMessage) draining.add(worker.id);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`shutting down ${Object.keys(cluster.workers ?? {}).length} server processes (${signal})`);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {}))
        if (worker && !draining.has(worker.id)) worker.process.kill('SIGTERM');
    }, 500).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < count; i++) fork();
  log.info(`started ${count} server processes (WEB_CONCURRENCY=${count})`);
}
