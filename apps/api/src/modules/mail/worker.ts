// The mail worker (D12, decision 0010): sends what the outbox queued, each send bounded by a timeout, retries
// with exponential backoff, and records 'sent' or, after the last attempt, 'failed' with the error. The
// outbox table is the queue: a claim is one UPDATE over rows picked FOR UPDATE SKIP LOCKED, so several
// workers (processes) on one database never send the same message twice.

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { type MailAttachment, type MailAttachmentRef, type MailTransport, onMailQueued } from './service.ts';

export type MailWorkerSettings = {
  /** How long one SMTP send may take before it counts as a failed attempt. */
  sendTimeoutMs: number;
  /** How often the worker looks for due mail when nobody wakes it. */
  intervalMs: number;
  /** Tries a message gets before it is marked 'failed'. */
  maxAttempts: number;
};
export type MailWorkerCtx = {
  db: Db;
  mailer: MailTransport;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /**
   * Renders an attachment the outbox names (an order's invoice): the app passes the invoices module's renderer in,
   * as mail sits below invoices in the module layers (docs/architecture.md). Without it, mail goes without them.
   */
  renderAttachment?: (db: Db, ref: MailAttachmentRef) => Promise<MailAttachment | null>;
};
export type DrainResult = { sent: number; retried: number; failed: number };

/** Messages claimed in one pass; they are sent side by side, so a pass lasts about one send timeout at most. */
const batchSize = 10;
const firstRetryMs = 60_000;
const longestRetryMs = 60 * 60_000;
/** What the stored error keeps of a long server answer. */
const errorLength = 1000;

/** The wait before attempt `attempts + 1`: 1, 2, 4, 8… minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestRetryMs);
}

type Claimed = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attachments: MailAttachmentRef[] | null;
  attempts: number;
};

/**
 * Claims due messages: queued ones whose next attempt has come, and ones left 'sending' by a worker that died
 * (its lock has passed). The claim holds until the send has had its timeout and a margin to record the outcome.
 */
async function claim(db: Db, settings: MailWorkerSettings): Promise<Claimed[]> {
  const lockMs = settings.sendTimeoutMs + 60_000;
  const due = sql`((status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now()))`;
  return rows<Claimed>(
    db,
    sql`update mail_outbox
      set status = 'sending', attempts = attempts + 1, locked_until = now() + ${lockMs}::int * interval '1 millisecond'
      where ${due} and id in (
        select id from mail_outbox where ${due} order by next_attempt_at, id limit ${batchSize}::int for update skip locked
      )
      returning id, "to", subject, text, html, headers, attachments, attempts`,
  );
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The mail server did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text || 'Unknown error').slice(0, errorLength);
}

/**
 * The files a message carries, made now: the order's tax invoice as its PDF. A reference to nothing (no invoice)
 * attaches nothing; a failure to render one fails the attempt, which is retried like a failed send.
 */
async function attachmentsOf(
  ctx: MailWorkerCtx,
  refs: MailAttachmentRef[] | null,
): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  if (!ctx.renderAttachment) return files;
  for (const ref of refs ?? []) {
    const file = await ctx.renderAttachment(ctx.db, ref);
    if (file) files.push(file);
  }
  return files;
}

/** Sends one claimed message and records what happened; only the claim's owner (same attempt) may record. */
async function deliver(
  ctx: MailWorkerCtx,
  settings: MailWorkerSettings,
  m: Claimed,
): Promise<keyof DrainResult> {
  const mine = sql`id = ${m.id} and status = 'sending' and attempts = ${m.attempts}`;
  try {
    const attachments = await attachmentsOf(ctx, m.attachments);
    await withTimeout(
      ctx.mailer.send({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        ...(m.headers ? { headers: m.headers } : {}),
        ...(attachments.length ? { attachments } : {}),
      }),
      settings.sendTimeoutMs,
    );
  } catch (error) {
    const message = describe(error);
    if (m.attempts >= settings.maxAttempts) {
      await ctx.db.execute(
        sql`update mail_outbox set status = 'failed', error = ${message}, locked_until = null where ${mine}`,
      );
      ctx.log?.error({ mailId: m.id, attempts: m.attempts, error: message }, 'mail failed for good');
      return 'failed';
    }
    await ctx.db.execute(
      sql`update mail_outbox set status = 'queued', error = ${message}, locked_until = null,
        next_attempt_at = now() + ${retryDelayMs(m.attempts)}::int * interval '1 millisecond' where ${mine}`,
    );
    ctx.log?.warn({ mailId: m.id, attempts: m.attempts, error: message }, 'mail send failed; will retry');
    return 'retried';
  }
  await ctx.db.execute(
    sql`update mail_outbox set status = 'sent', sent_at = now(), error = null, locked_until = null where ${mine}`,
  );
  return 'sent';
}

/** One pass of the worker: claims what is due (up to a batch), sends it, records the outcomes. */
export async function drainOutbox(ctx: MailWorkerCtx, settings: MailWorkerSettings): Promise<DrainResult> {
  const claimed = await claim(ctx.db, settings);
  const outcomes = await Promise.all(claimed.map((m) => deliver(ctx, settings, m)));
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  for (const outcome of outcomes) result[outcome] += 1;
  return result;
}

export type MailWorker = {
  /** Looks for due mail now rather than at the next poll. */
  nudge(): void;
  /** Stops polling and waits for the pass under way (bounded by the send timeout). */
  stop(): Promise<void>;
};

/**
 * Runs `drainOutbox` every `intervalMs`, at once when mail is queued through `ctx.mailer`, and again straight
 * away while passes come back full. A failing pass (database down) is logged and the next one tried later:
 * nothing here may end the process.
 */
export function startMailWorker(ctx: MailWorkerCtx, settings: MailWorkerSettings): MailWorker {
  let stopped = false;
  let again = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, settings.intervalMs);
    timer.unref();
  };
  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const done = await drainOutbox(ctx, settings);
          if (done.sent + done.retried + done.failed >= batchSize) again = true;
        } catch (error) {
          ctx.log?.error({ err: error }, 'mail worker pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      schedule();
    });
  }

  const unsubscribe = onMailQueued(ctx.mailer, run);
  run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
