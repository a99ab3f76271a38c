// The conversions worker (decision 0364): sends what the outbox queued, after commit and never in a shopper's
// request, as the mail worker does (decision 0010): a claim is one UPDATE over rows picked FOR UPDATE SKIP LOCKED,
// so several processes never send one event twice; a failure is retried after 30 s, 1, 2, 4… minutes (at most an
// hour) up to maxAttempts, then given up with its error kept. An event of a shopper who has withdrawn analytics
// consent since it was queued or whose account was erased, or for a destination no longer configured, is given up
// unsent.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConversionsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { type AnalyticsConsent, onEventQueued } from './events.ts';
import { type Destination, type EffectiveSettings, effectiveSettings } from './settings.ts';

export type ConversionWorkerCtx = {
  db: Db;
  config: ConversionsConfig;
  consentOf: AnalyticsConsent;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

const batchSize = 20;
const longestRetryMs = 60 * 60_000;
const errorLength = 500;

/** The wait before attempt `attempts + 1`: the first retry's, doubling, at most an hour. */
export const retryDelayMs = (firstRetryMs: number, attempts: number) =>
  Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestRetryMs);

type Claimed = {
  id: number;
  destination: Destination;
  user_id: number | null;
  signed_in: boolean;
  payload: unknown;
  attempts: number;
};

/** Where an event goes, secrets in the query as each API asks; never logged or stored. */
function requestOf(s: EffectiveSettings, destination: Destination): string | null {
  if (destination === 'ga4' && s.ga4)
    return `${s.ga4.baseUrl}/mp/collect?measurement_id=${encodeURIComponent(s.ga4.measurementId)}&api_secret=${encodeURIComponent(s.ga4.apiSecret)}`;
  if (destination === 'meta' && s.meta)
    return `${s.meta.baseUrl}/${s.meta.version}/${encodeURIComponent(s.meta.pixelId)}/events?access_token=${encodeURIComponent(s.meta.accessToken)}`;
  return null;
}

async function send(url: string, payload: unknown, timeoutMs: number): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new Error(`HTTP ${response.status}${text ? `: ${text.slice(0, 300)}` : ''}`);
}

const describe = (error: unknown) => {
  const text =
    error instanceof Error
      ? error.name === 'TimeoutError'
        ? 'The destination did not answer in time'
        : error.message
      : String(error);
  return (text || 'Unknown error').slice(0, errorLength);
};

/** An account deleted (its row kept, anonymised) or gone. */
async function erased(db: Db, userId: number): Promise<boolean> {
  const [user] = await rows<{ deleted: boolean }>(
    db,
    sql`select deleted_at is not null as deleted from users where id = ${userId}`,
  );
  return user?.deleted ?? true;
}

export type DrainResult = { sent: number; retried: number; failed: number };

/** One pass: claims what is due, sends each, records the outcome. */
export async function drainConversions(ctx: ConversionWorkerCtx): Promise<DrainResult> {
  const lockMs = ctx.config.worker.sendTimeoutMs + 60_000;
  const due = sql`sent_at is null and given_up_at is null and next_attempt_at <= now()
    and (locked_until is null or locked_until < now())`;
  const claimed = await rows<Claimed>(
    ctx.db,
    sql`update conversion_events
      set attempts = attempts + 1, locked_until = now() + ${lockMs}::int * interval '1 millisecond'
      where id in (select id from conversion_events where ${due} order by next_attempt_at, id
        limit ${batchSize}::int for update skip locked)
      returning id, destination, user_id, signed_in, payload, attempts`,
  );
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  if (claimed.length === 0) return result;
  const settings = await effectiveSettings(ctx.db, ctx.config);
  const giveUp = async (row: Claimed, error: string) => {
    await ctx.db.execute(sql`update conversion_events set given_up_at = now(), locked_until = null,
      last_error = ${error} where id = ${row.id} and attempts = ${row.attempts}`);
    result.failed++;
  };
  await Promise.all(
    claimed.map(async (row) => {
      const url = requestOf(settings, row.destination);
      if (!url) return giveUp(row, 'The destination is no longer configured');
      if (row.signed_in && (row.user_id === null || (await erased(ctx.db, row.user_id))))
        return giveUp(row, 'The account was erased before sending');
      if (row.user_id && !(await ctx.consentOf(ctx.db, { userId: row.user_id })))
        return giveUp(row, 'Analytics consent withdrawn before sending');
      try {
        await send(url, row.payload, ctx.config.worker.sendTimeoutMs);
      } catch (error) {
        const message = describe(error);
        if (row.attempts >= ctx.config.worker.maxAttempts) {
          ctx.log?.error(
            { conversionEvent: row.id, destination: row.destination, error: message },
            'conversion event given up',
          );
          return giveUp(row, message);
        }
        const wait = retryDelayMs(ctx.config.worker.firstRetryMs, row.attempts);
        await ctx.db.execute(sql`update conversion_events set locked_until = null, last_error = ${message},
          next_attempt_at = now() + ${wait}::int * interval '1 millisecond'
          where id = ${row.id} and attempts = ${row.attempts}`);
        ctx.log?.warn(
          { conversionEvent: row.id, destination: row.destination, error: message },
          'conversion event not sent; will retry',
        );
        result.retried++;
        return;
      }
      await ctx.db.execute(sql`update conversion_events set sent_at = now(), locked_until = null, last_error = null
        where id = ${row.id} and attempts = ${row.attempts}`);
      result.sent++;
    }),
  );
  return result;
}

/** Sent and given-up events are kept 30 days for the back-office's counts, then deleted. */
export async function pruneConversions(db: Db, keepDays = 30): Promise<number> {
  const gone = await rows<{ id: number }>(
    db,
    sql`delete from conversion_events where coalesce(sent_at, given_up_at) < now() - ${keepDays}::int * interval '1 day'
      returning id`,
  );
  return gone.length;
}

/**
 * Every process runs one (main.ts): a pass every intervalMs, at once when this process queued an event, and again
 * while passes come back full. A failing pass is logged; nothing here may end the process.
 */
export function startConversionWorker(ctx: ConversionWorkerCtx): { nudge(): void; stop(): Promise<void> } {
  let stopped = false;
  let again = false;
  let running: Promise<void> | undefined;
  let pruned = 0;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          if (Date.now() - pruned > 3_600_000) {
            pruned = Date.now();
            await pruneConversions(ctx.db);
          }
          const done = await drainConversions(ctx);
          if (done.sent + done.retried + done.failed >= batchSize) again = true;
        } catch (error) {
          ctx.log?.error({ err: error }, 'conversions worker pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(run, ctx.config.worker.intervalMs);
  timer.unref();
  const unsubscribe = onEventQueued(() => setImmediate(run));
  run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(timer);
      await running;
    },
  };
}
