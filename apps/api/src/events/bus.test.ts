// Effects after commit, on the real database: a fact appended in a transaction runs its subscribers once, right
// after the commit; a transaction that rolls back runs nothing and leaves nothing; a subscriber that fails is
// retried later without running again the ones that succeeded; two drains at once run each fact once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../lib/sql.ts';
import { type TestApp, testApp } from '../test/app.ts';
import { appendEvent, drainEvents, effectfulDb, eventBus, on, pruneEvents } from './bus.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from event_queue`);
});

const queue = () =>
  rows<{
    topic: string;
    attempts: number;
    done: boolean;
    handled_by: string[];
    last_error: string | null;
    later: boolean;
  }>(
    t.database.db,
    sql`select topic, attempts, done_at is not null as done, handled_by, last_error, run_after > now() as later
      from event_queue order by id`,
  );

describe('effects after commit', () => {
  it('runs a committed fact’s subscribers once, before the transaction’s caller carries on', async () => {
    const seen: string[] = [];
    const bus = eventBus([
      on('stock.rose', 'first', async () => void seen.push('first')),
      on('stock.rose', 'second', async () => void seen.push('second')),
      on('catalogue.changed', 'other', async () => void seen.push('other')),
    ]);
    const db = effectfulDb(t.database.db, bus);
    await db.transaction(async (tx) => {
      await appendEvent(tx, 'stock.rose', {});
      // Nothing runs while the transaction is open.
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['first', 'second']);
    expect(await queue()).toEqual([
      expect.objectContaining({
        topic: 'stock.rose',
        attempts: 1,
        done: true,
        handled_by: ['first', 'second'],
      }),
    ]);
    // A later drain (the worker) finds nothing to run again.
    expect(await drainEvents(t.database.db, bus)).toEqual({ ran: 0, failed: 0 });
    expect(seen).toEqual(['first', 'second']);
  });

  it('runs nothing for a transaction that rolls back, and keeps nothing of it', async () => {
    let ran = 0;
    const bus = eventBus([on('stock.rose', 'count', async () => void ran++)]);
    const db = effectfulDb(t.database.db, bus);
    await expect(
      db.transaction(async (tx) => {
        await appendEvent(tx, 'stock.rose', {});
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toBe(0);
    expect(await queue()).toEqual([]);
    expect(await drainEvents(t.database.db, bus)).toEqual({ ran: 0, failed: 0 });
    expect(ran).toBe(0);
  });

  it('retries a failed subscriber later, without running the ones that succeeded again', async () => {
    let tries = 0;
    let others = 0;
    const bus = eventBus([
      on('order.placed', 'flaky', async () => {
        tries++;
        if (tries === 1) throw new Error('the SMS service did not answer');
      }),
      on('order.placed', 'steady', async () => void others++),
    ]);
    const db = effectfulDb(t.database.db, bus);
    // The request that committed the fact is not failed by its effect.
    await db.transaction((tx) => appendEvent(tx, 'order.placed', { orderId: 1 }));
    expect([tries, others]).toEqual([1, 1]);
    expect(await queue()).toEqual([
      expect.objectContaining({
        attempts: 1,
        done: false,
        handled_by: ['steady'],
        last_error: 'flaky: the SMS service did not answer',
        later: true,
      }),
    ]);
    // Not due yet: the worker leaves it.
    expect(await drainEvents(t.database.db, bus)).toEqual({ ran: 0, failed: 0 });
    await t.database.db.execute(sql`update event_queue set run_after = now()`);
    expect(await drainEvents(t.database.db, bus)).toEqual({ ran: 1, failed: 0 });
    expect([tries, others]).toEqual([2, 1]);
    expect(await queue()).toEqual([
      expect.objectContaining({ attempts: 2, done: true, handled_by: ['steady', 'flaky'] }),
    ]);
  });

  it('runs each fact once when two drains (two processes) look at the same time', async () => {
    const handled: number[] = [];
    const bus = eventBus([on('order.placed', 'record', async ({ orderId }) => void handled.push(orderId))]);
    await t.database.db.transaction(async (tx) => {
      for (let orderId = 1; orderId <= 30; orderId++) await appendEvent(tx, 'order.placed', { orderId });
    });
    const drainAll = async () => {
      for (let i = 0; i < 5; i++) await drainEvents(t.database.db, bus);
    };
    await Promise.all([drainAll(), drainAll()]);
    expect(handled.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('deletes finished facts after a week, and keeps the unfinished and the recent', async () => {
    const bus = eventBus([on('stock.rose', 'ok', async () => {})]);
    const db = effectfulDb(t.database.db, bus);
    await db.transaction((tx) => appendEvent(tx, 'stock.rose', {}));
    await db.transaction((tx) => appendEvent(tx, 'stock.rose', {}));
    await t.database.db.execute(
      sql`insert into event_queue (topic, payload) values ('stock.rose', '{}'::jsonb)`,
    );
    const [oldest] = await rows<{ id: number }>(
      t.database.db,
      sql`select min(id)::int as id from event_queue`,
    );
    await t.database.db.execute(
      sql`update event_queue set done_at = now() - interval '8 days' where id = ${oldest!.id}`,
    );
    expect(await pruneEvents(t.database.db)).toBe(1);
    expect((await queue()).map((q) => q.done)).toEqual([true, false]);
  });
});
