// Scheduled jobs that run once across all the shop's processes (decision 0225). Every process ticks at the same
// wall-clock moments (multiples of the interval), and a tick claims its slot in one short transaction: a
// transaction-level advisory lock lets one process at a time look, and the slot it ran last (kept as a shop
// setting, job:<name>) tells a late process that the slot is taken. The job then runs outside the transaction.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { rows } from './lib/sql.ts';
import { getSetting, putSetting } from './modules/settings/service.ts';

export type Job = {
  name: string;
  /** The interval; ticks fall on multiples of it since the epoch, the same moments in every process. */
  everyMs: number;
  /** The work of one tick; `slot` says which (the same number in every process). */
  run(tick: { slot: number }): Promise<unknown>;
};

type JobLog = Pick<FastifyBaseLogger, 'info' | 'debug' | 'warn'>;

/** The slot (tick number) a moment falls in. */
export const slotOf = (now: number, everyMs: number) => Math.floor(now / everyMs);

/**
 * Claims `slot` of the job for this process: true once across all processes, false for every other claim of the
 * same (or an earlier) slot. Works alike on PGlite, where it is alone.
 */
export async function claimSlot(db: Db, name: string, slot: number): Promise<boolean> {
  const key = `job:${name}`;
  return db.transaction(async (tx) => {
    const [lock] = await rows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`,
    );
    if (!lock?.locked) return false;
    const last = await getSetting<{ slot?: number }>(tx, key, {});
    if (last.slot !== undefined && last.slot >= slot) return false;
    await putSetting(tx, key, { slot, claimedAt: new Date().toISOString() });
    return true;
  });
}

/**
 * One tick: claims the slot and, if this process got it, runs the job (a failure is logged; the next slot tries
 * again). Answers whether this process ran it.
 */
export async function runOnce(db: Db, log: JobLog, job: Job, now = Date.now()): Promise<boolean> {
  const slot = slotOf(now, job.everyMs);
  if (!(await claimSlot(db, job.name, slot))) {
    log.debug({ job: job.name, slot }, 'job skipped: another process has this slot');
    return false;
  }
  log.info({ job: job.name, slot }, 'job ran');
  try {
    await job.run({ slot });
  } catch (err) {
    log.warn({ err, job: job.name, slot }, 'job failed');
  }
  return true;
}

/**
 * Ticks the job at every multiple of its interval until stopped. A tick that finds this process's previous run
 * still going is left out, so a slow job never overlaps itself here.
 */
export function scheduleJob(ctx: { db: Db; log: JobLog }, job: Job): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    const now = Date.now();
    // A few milliseconds past the boundary, so the tick lands inside the new slot.
    timer = setTimeout(tick, job.everyMs - (now % job.everyMs) + 5);
    timer.unref();
  };
  const tick = () => {
    if (!running)
      running = runOnce(ctx.db, ctx.log, job)
        .catch((err) => ctx.log.warn({ err, job: job.name }, 'job could not claim its slot'))
        .finally(() => {
          running = undefined;
        });
    next();
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
