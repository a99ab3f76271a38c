// The outbox as a queue (D12, decision 0010): requests only write mail; the worker sends it over real SMTP
// (a local stand-in server) with a timeout, retries with backoff, gives up as 'failed', and sends each
// message once even with two workers on one database; the admin can put a failed message back in the queue.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import type { Database } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { openTestDatabase, type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { smtpStandIn } from '../../test/smtp.ts';
import { retryMail, sendMail } from './service.ts';
import { smtpTransport } from './smtp.ts';
import { drainOutbox, type MailWorkerSettings, startMailWorker } from './worker.ts';

/** Waits until `check` holds; the test's own timeout bounds it. */
async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

type OutboxRow = {
  id: number;
  status: string;
  attempts: number;
  error: string | null;
  sent_at: Date | null;
  due_now: boolean;
};
const outboxRow = async (db: Database['db'], id: number) =>
  (
    await rows<OutboxRow>(
      db,
      sql`select id, status, attempts, error, sent_at, next_attempt_at <= now() as due_now from mail_outbox where id = ${id}`,
    )
  )[0]!;
/** Lets the backoff pass, as if the clock had moved on to the message's next attempt. */
const makeDue = (db: Database['db'], id: number) =>
  db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);

const smtp = smtpStandIn();
beforeAll(() => smtp.listen());
afterAll(() => smtp.close());

describe('mail without SMTP (D12)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('keeps mail in the outbox without SMTP', async () => {
    const id = await sendMail({ db: database.db }, { to: 'a@example.com', subject: 'Kept', text: 'x' });
    expect((await outboxRow(database.db, id)).status).toBe('kept');
  });

  it('refuses to retry a failed message while SMTP is not configured', async () => {
    const id = await sendMail(
      { db: database.db },
      { to: 'a@example.com', subject: 'Old failure', text: 'x' },
    );
    await database.db.execute(
      sql`update mail_outbox set status = 'failed', error = 'refused' where id = ${id}`,
    );
    await expect(retryMail({ db: database.db, mailer: null }, id)).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('the mail worker', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });
  // Each test leaves nothing due behind, so the next one's drains see only their own mail.
  const settings: MailWorkerSettings = { sendTimeoutMs: 5000, intervalMs: 60_000, maxAttempts: 3 };

  it('writes the message without talking to SMTP, then the worker sends it and records it as sent', async () => {
    smtp.state.mode = 'answer';
    const before = smtp.state.connections;
    const mailer = smtpTransport(smtp.url(), 'Chamak <care@chamak.example>');
    const id = await sendMail(
      { db: database.db, mailer },
      { to: 'b@example.com', subject: 'Order confirmed', text: 'Thank you' },
    );
    expect(smtp.state.connections).toBe(before);
    expect(await outboxRow(database.db, id)).toMatchObject({ status: 'queued', attempts: 0, sent_at: null });

    expect(await drainOutbox({ db: database.db, mailer }, settings)).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    const row = await outboxRow(database.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row.sent_at).not.toBeNull();
    expect(smtp.received.at(-1)).toContain('Subject: Order confirmed');
    expect(smtp.received.at(-1)).toContain('Thank you');
    expect(await drainOutbox({ db: database.db, mailer }, settings)).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
  });

  it('gives up on a hanging server after the send timeout, retries with growing waits, and marks it failed after the last attempt', async () => {
    smtp.state.mode = 'hang';
    // nodemailer's own timeouts are long here, so it is the worker's send timeout that ends each attempt.
    const mailer = smtpTransport(smtp.url(), 'x@example.com', { timeoutMs: 60_000 });
    const ctx = { db: database.db, mailer };
    const quick = { ...settings, sendTimeoutMs: 300 };
    const id = await sendMail(ctx, { to: 'c@example.com', subject: 'Stuck', text: 'x' });

    expect(await drainOutbox(ctx, quick)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await outboxRow(database.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, due_now: false });
    expect(row.error).toContain('did not finish within 300 ms');
    const [firstWait] = await rows<{ ok: boolean }>(
      database.db,
      sql`select next_attempt_at > now() + interval '50 seconds' as ok from mail_outbox where id = ${id}`,
    );
    expect(firstWait!.ok).toBe(true);
    // Not due yet: the next pass leaves it alone.
    expect(await drainOutbox(ctx, quick)).toEqual({ sent: 0, retried: 0, failed: 0 });

    await makeDue(database.db, id);
    expect(await drainOutbox(ctx, quick)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [secondWait] = await rows<{ ok: boolean }>(
      database.db,
      sql`select next_attempt_at > now() + interval '110 seconds' as ok from mail_outbox where id = ${id}`,
    );
    expect(secondWait!.ok).toBe(true);
    expect(await outboxRow(database.db, id)).toMatchObject({ status: 'queued', attempts: 2 });

    await makeDue(database.db, id);
    expect(await drainOutbox(ctx, quick)).toEqual({ sent: 0, retried: 0, failed: 1 });
    row = await outboxRow(database.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sent_at: null });
    expect(row.error).toContain('did not finish within 300 ms');
    await makeDue(database.db, id);
    expect(await drainOutbox(ctx, quick)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('records a refused connection as the error and keeps the message queued for a later try', async () => {
    const mailer = smtpTransport('smtp://127.0.0.1:1', 'x@example.com', { timeoutMs: 2000 });
    const id = await sendMail(
      { db: database.db, mailer },
      { to: 'd@example.com', subject: 'Lost', text: 'x' },
    );
    expect(await drainOutbox({ db: database.db, mailer }, settings)).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
    });
    const row = await outboxRow(database.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, due_now: false });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    // Out of the way of the next test's drains.
    await database.db.execute(sql`update mail_outbox set status = 'failed' where id = ${id}`);
  });

  it('sends each message exactly once when two workers drain the same database at the same time', async () => {
    smtp.state.mode = 'answer';
    const already = smtp.received.length;
    // Two transports, as two processes of the shop would have.
    const first = { db: database.db, mailer: smtpTransport(smtp.url(), 'one@example.com') };
    const second = { db: database.db, mailer: smtpTransport(smtp.url(), 'two@example.com') };
    const subjects = Array.from({ length: 40 }, (_, i) => `Race ${i}`);
    for (const subject of subjects) await sendMail(first, { to: 'e@example.com', subject, text: subject });

    const drainAll = async (ctx: typeof first) => {
      let sent = 0;
      for (;;) {
        const done = await drainOutbox(ctx, settings);
        if (done.sent + done.retried + done.failed === 0) return sent;
        sent += done.sent;
      }
    };
    const [a, b] = await Promise.all([drainAll(first), drainAll(second)]);
    expect(a + b).toBe(40);

    const got = smtp.received.slice(already).map((m) => /Subject: (Race \d+)/.exec(m)?.[1]);
    expect(got.sort()).toEqual([...subjects].sort());
    const states = await rows<{ status: string; attempts: number; n: number }>(
      database.db,
      sql`select status, attempts, count(*)::int as n from mail_outbox where subject like 'Race %' group by status, attempts`,
    );
    expect(states).toEqual([{ status: 'sent', attempts: 1, n: 40 }]);
  });
});

describe('requests with a hanging mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({
      mailer: smtpTransport(smtp.url(), 'Chamak <care@chamak.example>', { timeoutMs: 3000 }),
    });
  });
  afterAll(() => t?.close());

  it('answers cash-on-delivery placement and forgot-password at once, while the worker’s send is still pending', async () => {
    smtp.state.mode = 'hang';
    const before = smtp.state.connections;
    const mailer = t.app.mailer!;
    const worker = startMailWorker(
      { db: t.database.db, mailer },
      { sendTimeoutMs: 3000, intervalMs: 60_000, maxAttempts: 6 },
    );
    try {
      const u = await signupAndLogin(t.app);
      await addToCart(t.app, u, await sizeInStock(t.database.db));
      const placed = await checkout(t.app, u, 'cod', { email: u.email });
      expect(placed.statusCode, placed.body).toBe(200);
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: u.email },
      });
      expect(forgot.statusCode).toBe(200);

      // Both mails are written and not (yet) sent; the worker, woken by the queueing, is stuck on the server.
      const mails = await rows<{ id: number; subject: string; status: string; sent_at: Date | null }>(
        t.database.db,
        sql`select id, subject, status, sent_at from mail_outbox where "to" = ${u.email} order by id`,
      );
      expect(mails.map((m) => m.subject)).toEqual([
        `Your Chamak order #${placed.json().orderId} is confirmed`,
        'Reset your Chamak password',
      ]);
      for (const m of mails) {
        expect(['queued', 'sending']).toContain(m.status);
        expect(m.sent_at).toBeNull();
      }
      await until(() => smtp.state.connections > before);
    } finally {
      await worker.stop();
    }
    // The stuck attempt ended in its timeout; nothing was sent and the mail waits in the queue for its next try.
    const after = await rows<{ status: string; error: string | null }>(
      t.database.db,
      sql`select status, error from mail_outbox where status <> 'kept' order by id`,
    );
    expect(after.map((m) => m.status)).toEqual(['queued', 'queued']);
    expect(after.some((m) => m.error?.includes('3000 ms') || m.error?.includes('Greeting'))).toBe(true);
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  const settings: MailWorkerSettings = { sendTimeoutMs: 3000, intervalMs: 60_000, maxAttempts: 1 };
  beforeAll(async () => {
    t = await testApp({
      mailer: smtpTransport(smtp.url(), 'Chamak <care@chamak.example>', { timeoutMs: 3000 }),
    });
    admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    customer = (await signupAndLogin(t.app)).token;
  });
  afterAll(() => t?.close());
  const retry = (token: string | undefined, id: number | string) =>
    t.app.inject(as(token, { method: 'POST', url: `/api/admin/outbox/${id}/retry` }));

  it('puts a failed message back in the queue for the admin only; the worker then sends it', async () => {
    const mailer = t.app.mailer!;
    const ctx = { db: t.database.db, mailer };
    smtp.state.mode = 'hang';
    const id = await sendMail(ctx, { to: 'f@example.com', subject: 'Try again', text: 'x' });
    const refused = await sendMail(ctx, { to: 'f@example.com', subject: 'Still queued', text: 'x' });
    await t.database.db.execute(
      sql`update mail_outbox set next_attempt_at = now() + interval '1 hour' where id = ${refused}`,
    );
    expect(await drainOutbox(ctx, { ...settings, sendTimeoutMs: 300 })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });

    const listed = (await t.app.inject(as(admin, { url: '/api/admin/outbox' }))).json() as {
      id: number;
      status: string;
      attempts: number;
      error: string | null;
    }[];
    expect(listed.find((m) => m.id === id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(listed.find((m) => m.id === id)!.error).toBeTruthy();

    expect((await retry(undefined, id)).statusCode).toBe(401);
    expect((await retry(customer, id)).statusCode).toBe(403);
    expect((await retry(admin, 999_999)).statusCode).toBe(404);
    expect((await retry(admin, 'abc')).statusCode).toBe(400);
    const notFailed = await retry(admin, refused);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toEqual({ message: 'Only a failed message can be retried.', code: 'CONFLICT' });
    expect((await outboxRow(t.database.db, id)).status).toBe('failed');

    const ok = await retry(admin, id);
    expect(ok.statusCode).toBe(200);
    const row = await outboxRow(t.database.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, due_now: true });
    expect(row.error).toBeTruthy();
    expect((await retry(admin, id)).statusCode).toBe(409);

    smtp.state.mode = 'answer';
    expect(await drainOutbox(ctx, settings)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await outboxRow(t.database.db, id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(smtp.received.at(-1)).toContain('Subject: Try again');
  });
});
