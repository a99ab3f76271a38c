// Scheduled jobs run once across processes (decision 0225): claims of one slot made at the same moment by several
// database handles (on PostgreSQL, separate pools, as separate processes have) let exactly one through; a later
// slot runs again; a failing job is logged and the next slot tries again. Real database, PGlite or PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { claimSlot, runOnce, scheduleJob, slotOf } from './jobs.ts';
import { createPostgresDatabase, openTestDatabase } from './test/app.ts';

let handles: Database[] = [];
let drop = async () => {};

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl);
    drop = created.drop;
    for (let i = 0; i < 3; i++)
      handles.push(await openDatabase({ databaseUrl: created.url, pgliteDir: '', poolMax: 3 }));
    await handles[0]!.migrate();
  } else {
    const { database } = await openTestDatabase();
    handles = [database, database, database];
  }
});
afterAll(async () => {
  for (const database of new Set(handles)) await database.close();
  await drop();
});

type Line = { level: string; fields: Record<string, unknown>; message: string };
function recordingLog() {
  const lines: Line[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown> | string, message?: string): void => {
      lines.push(
        typeof fields === 'string'
          ? { level, fields: {}, message: fields }
          : { level, fields, message: message ?? '' },
      );
    };
  return { lines, log: { info: at('info'), debug: at('debug'), warn: at('warn') } as never };
}

describe('a slot is claimed once', () => {
  it('lets one of six claims made at the same moment through, then none for that slot, then one for the next', async () => {
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => claimSlot(handles[i % handles.length]!.db, 'test-claim', 100)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimSlot(handles[1]!.db, 'test-claim', 100)).toBe(false);
    // An earlier slot (a process whose clock is behind) is not run again either.
    expect(await claimSlot(handles[2]!.db, 'test-claim', 99)).toBe(false);
    const next = await Promise.all(handles.map((h) => claimSlot(h.db, 'test-claim', 101)));
    expect(next.filter(Boolean)).toHaveLength(1);
    // Another job's slots are its own.
    expect(await claimSlot(handles[0]!.db, 'other-job', 100)).toBe(true);
  });

  it('runs the job once when three processes tick at the same moment, and logs which ran', async () => {
    let runs = 0;
    const { lines, log } = recordingLog();
    const job = {
      name: 'test-run',
      everyMs: 60_000,
      run: async () => {
        runs++;
      },
    };
    const now = Date.now();
    const ran = await Promise.all(handles.map((h) => runOnce(h.db, log, job, now)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(lines.filter((l) => l.message === 'job ran')).toEqual([
      { level: 'info', fields: { job: 'test-run', slot: slotOf(now, 60_000) }, message: 'job ran' },
    ]);
    expect(lines.filter((l) => l.message.startsWith('job skipped'))).toHaveLength(2);
    // The next minute's tick runs it again.
    expect(await runOnce(handles[1]!.db, log, job, now + 60_000)).toBe(true);
    expect(runs).toBe(2);
  });

  it('logs a failing job at warn and tries again in the next slot', async () => {
    const { lines, log } = recordingLog();
    let calls = 0;
    const job = {
      name: 'test-fail',
      everyMs: 60_000,
      run: async () => {
        calls++;
        throw new Error('courier API down');
      },
    };
    const now = Date.now();
    expect(await runOnce(handles[0]!.db, log, job, now)).toBe(true);
    expect(lines.find((l) => l.level === 'warn')?.message).toBe('job failed');
    expect(await runOnce(handles[1]!.db, log, job, now)).toBe(false);
    expect(await runOnce(handles[1]!.db, log, job, now + 60_000)).toBe(true);
    expect(calls).toBe(2);
  });
});

describe('scheduleJob', () => {
  it('ticks on the interval in every process and runs each tick once across them', async () => {
    const runsBySlot = new Map<number, number>();
    const { log } = recordingLog();
    const everyMs = 300;
    const job = {
      name: 'test-schedule',
      everyMs,
      run: async ({ slot }: { slot: number }) => {
        runsBySlot.set(slot, (runsBySlot.get(slot) ?? 0) + 1);
      },
    };
    const schedules = handles.map((h) => scheduleJob({ db: h.db, log }, job));
    try {
      // Wait for three ticks (however slow the machine), then stop every "process".
      const until = Date.now() + 60_000;
      while (runsBySlot.size < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await Promise.all(schedules.map((s) => s.stop()));
    }
    expect(runsBySlot.size).toBeGreaterThanOrEqual(3);
    for (const count of runsBySlot.values()) expect(count).toBe(1);
  });
});
