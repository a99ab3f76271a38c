// Effects after commit, by subscription. A module that makes a fact (an order cancelled, stock that rose) appends
// it with `appendEvent` inside its own transaction: one event_queue row, so the fact and its effects commit or roll
// back together. Subscribers (SMS and WhatsApp, stock alerts, the refund on cancel, cache invalidation) are the
// app's (subscriptions.ts) and run after commit: at once, by the process whose transaction
// made them (`effectfulDb` drains what a committed transaction appended before its caller carries on), and by the
// event worker for what is left (a crash, a failure to retry). A claim is one UPDATE over rows picked FOR UPDATE
// SKIP LOCKED, as the mail outbox's, so across processes each row runs once at a time; a failure is retried with
// backoff, up to `maxAttempts`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { rows } from '../lib/sql.ts';
import type { CacheTag } from '../plugins/cache.ts';

/** The facts modules append; a subscriber names the topic it handles. */
export type Topics = {
  'order.placed': { orderId: number };
  'order.cancelled': { orderId: number; byShopper: boolean; reason: string | null; refundDue: boolean };
  /** A cancelled order's money is owed back in full (asked again when a cancel is retried). */
  'order.refund_owed': { orderId: number };
  /** An edit before pickup lowered a paid online order's total: the difference goes back (decision 0356). */
  'order.edit_refund_owed': { orderId: number; amountPaise: number; key: string };
  'order.shipment_moved': { orderId: number; to: number };
  'order.delivered': { orderId: number };
  'order.returned_to_origin': { orderId: number };
  'payment.captured': { orderId: number };
  /** An online payment failed or its provider order could not be made. */
  'payment.failed': { orderId: number };
  'payment.refunded': { orderId: number; paymentStatus: string };
  'stock.rose': Record<string, never>;
  'catalogue.changed': Record<string, never>;
  /** An admin edit changed what these tags' cached public answers hold (decision 0071). */
  'answers.changed': { tags: CacheTag[] };
};
export type Topic = keyof Topics;

export type Subscriber<T extends Topic = Topic> = {
  topic: T;
  /** Unique per topic; kept in a row's handled_by once it has run, so a retry runs only the others. */
  name: string;
  handle(payload: Topics[T]): Promise<void>;
};

/** A subscriber, typed by its topic. */
export function on<T extends Topic>(
  topic: T,
  name: string,
  handle: (payload: Topics[T]) => Promise<void>,
): Subscriber {
  return { topic, name, handle } as unknown as Subscriber;
}

export type EventLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** One app's subscribers, by topic: what a drain runs. */
export type EventBus = { subscribers: ReadonlyMap<Topic, readonly Subscriber[]>; log?: EventLog | undefined };

export function eventBus(list: readonly Subscriber[], log?: EventLog): EventBus {
  const subscribers = new Map<Topic, Subscriber[]>();
  for (const s of list) {
    const same = subscribers.get(s.topic) ?? [];
    if (same.some((o) => o.name === s.name)) throw new Error(`Two subscribers named ${s.name} on ${s.topic}`);
    subscribers.set(s.topic, [...same, s]);
  }
  return { subscribers, log };
}

/**
 * A fact about writes already committed (an admin edit made of several autocommitted statements): appended in a
 * transaction of its own, so its subscribers run as that commits. Inside a write's transaction, use appendEvent.
 */
export async function announce<T extends Topic>(db: DbOrTx, topic: T, payload: Topics[T]): Promise<void> {
  await db.transaction((tx) => appendEvent(tx, topic, payload));
}

/** The ids appended by the transaction running in this async context (see effectfulDb). */
const appendedHere = new AsyncLocalStorage<number[]>();

/** Appends a fact in the caller's transaction; its subscribers run once that transaction has committed. */
export async function appendEvent<T extends Topic>(tx: DbOrTx, topic: T, payload: Topics[T]): Promise<void> {
  const [added] = await rows<{ id: number }>(
    tx,
    sql`insert into event_queue (topic, payload) values (${topic}, ${JSON.stringify(payload)}::jsonb) returning id`,
  );
  appendedHere.getStore()?.push(added!.id);
}

export const maxAttempts = 8;
const firstRetryMs = 30_000;
const longestRetryMs = 60 * 60_000;
const claimMs = 5 * 60_000;
const batchSize = 20;

/** The wait before attempt `attempts + 1`: 30 s, 1, 2, 4… minutes, at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestRetryMs);

type Claimed = { id: number; topic: Topic; payload: unknown; attempts: number; handled_by: string[] };

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'Unknown error';

/**
 * Runs due facts: those `ids` (a transaction's own, at once) or any that are due (the worker). Each subscriber of
 * a fact's topic that has not handled it yet runs; a fact is done when all have, else it is tried again later
 * (only the failed ones). Answers how many facts were finished and how many had a failure.
 */
export async function drainEvents(
  db: Db,
  bus: EventBus,
  only?: readonly number[],
): Promise<{ ran: number; failed: number }> {
  const due = sql`done_at is null and run_after <= now() and (locked_until is null or locked_until < now())`;
  const which = only
    ? sql`id in (${sql.join(
        only.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`true`;
  const claimed = await rows<Claimed>(
    db,
    sql`update event_queue set attempts = attempts + 1, locked_until = now() + ${claimMs}::int * interval '1 millisecond'
      where id in (select id from event_queue where ${due} and ${which} order by id limit ${batchSize}::int for update skip locked)
      returning id, topic, payload, attempts, handled_by`,
  );
  let failed = 0;
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const handled = [...row.handled_by];
    const errors: string[] = [];
    for (const subscriber of bus.subscribers.get(row.topic) ?? []) {
      if (handled.includes(subscriber.name)) continue;
      try {
        await subscriber.handle(row.payload as never);
        handled.push(subscriber.name);
      } catch (error) {
        errors.push(`${subscriber.name}: ${describe(error)}`);
        bus.log?.warn(
          { err: error, topic: row.topic, subscriber: subscriber.name, attempts: row.attempts },
          row.attempts >= maxAttempts
            ? 'an effect failed for the last time'
            : 'an effect failed; it will be retried',
        );
      }
    }
    const names = sql`array[${sql.join(
      handled.map((n) => sql`${n}`),
      sql`, `,
    )}]::text[]`;
    const handledBy = handled.length > 0 ? names : sql`'{}'::text[]`;
    if (errors.length === 0) {
      await db.execute(
        sql`update event_queue set done_at = now(), locked_until = null, handled_by = ${handledBy} where id = ${row.id}`,
      );
      continue;
    }
    failed++;
    const last = row.attempts >= maxAttempts;
    await db.execute(sql`update event_queue set locked_until = null, handled_by = ${handledBy},
        last_error = ${errors.join('; ').slice(0, 1000)},
        run_after = now() + ${retryDelayMs(row.attempts)}::int * interval '1 millisecond',
        done_at = ${last ? sql`now()` : sql`null`}
      where id = ${row.id}`);
  }
  return { ran: claimed.length - failed, failed };
}

/**
 * The database as services see it: the same, except that a transaction's appended facts are handled as soon as it
 * commits, before the caller carries on (so a request's mails and messages are queued when it answers). A
 * transaction that rolls back appended nothing. Savepoints inside it are the outer transaction's.
 */
export function effectfulDb(db: Db, bus: EventBus): Db {
  const wrapped = Object.create(db) as Db;
  const transaction: Db['transaction'] = async (work, config) => {
    const appended: number[] = [];
    const result = await appendedHere.run(appended, () => db.transaction(work, config));
    if (appended.length > 0) {
      // Effects never fail the request that committed their fact: a failure is recorded and retried.
      await drainEvents(db, bus, appended).catch((err) =>
        bus.log?.warn({ err }, 'effects could not be run now'),
      );
    }
    return result;
  };
  Object.defineProperty(wrapped, 'transaction', { value: transaction });
  return wrapped;
}

/** Facts whose subscribers have all run (or given up) are kept a week for reading, then deleted. */
export async function pruneEvents(db: Db, keepDays = 7): Promise<number> {
  const gone = await rows<{ id: number }>(
    db,
    sql`delete from event_queue where done_at < now() - ${keepDays}::int * interval '1 day' returning id`,
  );
  return gone.length;
}

/** Every process runs one: it handles what no request handled (a retry, a crash between commit and effect). */
export function startEventWorker(
  ctx: { db: Db; bus: EventBus },
  intervalMs = 5_000,
): { stop(): Promise<void>; drain(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  let pruned = 0;
  const drain = async () => {
    if (running) return void (await running);
    running = (async () => {
      if (Date.now() - pruned > 3_600_000) {
        pruned = Date.now();
        await pruneEvents(ctx.db);
      }
      // Drain until a pass finds nothing more to run.
      for (let pass = 0; pass < 50; pass++) if ((await drainEvents(ctx.db, ctx.bus)).ran === 0) break;
    })()
      .catch((err) => ctx.bus.log?.warn({ err }, 'the event worker could not drain'))
      .finally(() => {
        running = undefined;
      });
    await running;
  };
  const timer = setInterval(() => void drain(), intervalMs);
  timer.unref();
  return {
    drain,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
