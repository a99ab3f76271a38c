// Mail (D12): every message is written to the outbox table and nothing else happens in the request. With SMTP
// configured the row is 'queued' and the mail worker (worker.ts) sends it; without SMTP it is 'kept', and the
// outbox is where the admin reads what would have gone out.
import type { OutboxPage, OutboxStatus } from '@chamak/shared/dashboard';
import type { Paging } from '@chamak/shared/paging';
import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { containsPattern, countAndPage, whereAll } from '../../lib/paging.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, NotFound, Unprocessable } from '../../plugins/errors.ts';
import { mailBrandOf } from './templates/brand.ts';
import { type MailTemplate, renderMail } from './templates/render.tsx';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Header fields beyond the usual ones (a reminder's List-Unsubscribe and List-Unsubscribe-Post), name → value. */
  headers?: Record<string, string>;
  /** Files to attach, by reference: the worker renders them when it sends (the order's tax invoice as a PDF). */
  attachments?: MailAttachmentRef[];
};
/** A file a queued message carries, named by what it is; its bytes are made at sending time. */
export type MailAttachmentRef = { kind: 'invoice'; orderId: number };
/** A file as the transport attaches it. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };
/** What a transport sends: the message with its attachments' bytes. */
export type OutgoingMail = Omit<MailMessage, 'attachments'> & { attachments?: MailAttachment[] };
/** Sends one message over a real transport (SMTP); absent in development. */
export type MailTransport = { send(message: OutgoingMail): Promise<void> };

// Workers listening for new mail, per transport: the request that queues a message wakes them so it goes out
// at once instead of at the next poll. Keyed by transport so two apps in one process (tests) stay apart.
const queuedListeners = new WeakMap<MailTransport, Set<() => void>>();

/** Calls `listener` whenever mail for `mailer` is queued; returns the function that stops listening. */
export function onMailQueued(mailer: MailTransport, listener: () => void): () => void {
  const listeners = queuedListeners.get(mailer) ?? new Set();
  queuedListeners.set(mailer, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function mailQueued(mailer: MailTransport) {
  // A message written in the caller's transaction is not visible until it commits; the worker's next poll
  // (MAIL_WORKER_INTERVAL_MS) finds it then, so waking it early costs one empty claim at most.
  for (const listener of queuedListeners.get(mailer) ?? []) listener();
}

/**
 * Writes one message to the outbox (in the caller's transaction when `ctx.db` is one) and returns its id.
 * It never talks to SMTP: a slow or hanging mail server must not hold the request that wrote the mail.
 */
export async function sendMail(
  ctx: { db: DbOrTx; mailer?: MailTransport | null },
  message: MailMessage,
): Promise<number> {
  const { attachments, ...rest } = message;
  const [row] = await ctx.db
    .insert(mailOutbox)
    .values({
      ...rest,
      ...(attachments?.length ? { attachments } : {}),
      status: ctx.mailer ? 'queued' : 'kept',
    })
    .returning({ id: mailOutbox.id });
  if (ctx.mailer) mailQueued(ctx.mailer);
  return row!.id;
}

/**
 * Renders a template (templates/) in the shop's brand as Shop Settings have it now, and writes it to the outbox
 * with its HTML and text parts, as `sendMail` does.
 */
export async function sendTemplate(
  ctx: { db: DbOrTx; mailer?: MailTransport | null; publicUrl?: string | undefined },
  to: string,
  template: MailTemplate,
): Promise<number> {
  const { subject, html, text, headers } = await renderMail(await mailBrandOf(ctx), template);
  return sendMail(ctx, { to, subject, text, html, ...(headers ? { headers } : {}) });
}

/**
 * Renders a template now and answers the function that writes it to the outbox later in the same transaction,
 * with `fill` applied to its subject and parts (a value only known later, such as an invoice number taken at the
 * end of the placing transaction: rendering is the slow part, and is then done before any row is locked).
 * `fill` gets each part and whether it is HTML (to escape what it puts in); `attachments`, files known only then.
 */
export async function prepareTemplate(
  ctx: { db: DbOrTx; mailer?: MailTransport | null; publicUrl?: string | undefined },
  to: string,
  template: MailTemplate,
): Promise<
  (fill?: (part: string, html: boolean) => string, attachments?: MailAttachmentRef[]) => Promise<number>
> {
  const { subject, html, text, headers } = await renderMail(await mailBrandOf(ctx), template);
  return (fill = (part) => part, attachments = []) =>
    sendMail(ctx, {
      to,
      subject: fill(subject, false),
      text: fill(text, false),
      html: fill(html, true),
      ...(headers ? { headers } : {}),
      ...(attachments.length ? { attachments } : {}),
    });
}

/** Puts a failed message back in the queue with a fresh set of attempts; its last error stays until the next try. */
export async function retryMail(
  ctx: { db: DbOrTx; mailer?: MailTransport | null },
  id: number,
): Promise<{ message: string }> {
  const [found] = await rows<{ status: string }>(
    ctx.db,
    sql`select status from mail_outbox where id = ${id}`,
  );
  if (!found) throw new NotFound('Message not found.');
  if (found.status !== 'failed') throw new Conflict('Only a failed message can be retried.');
  if (!ctx.mailer) throw new Unprocessable('Mail cannot be sent: SMTP is not configured.');
  const updated = await rows<{ id: number }>(
    ctx.db,
    sql`update mail_outbox set status = 'queued', attempts = 0, next_attempt_at = now(), locked_until = null
      where id = ${id} and status = 'failed' returning id`,
  );
  // Someone else retried it between our read and our write.
  if (!updated[0]) throw new Conflict('Only a failed message can be retried.');
  mailQueued(ctx.mailer);
  return { message: 'Message queued again' };
}

export async function listOutbox(ctx: { db: DbOrTx }, limit = 200) {
  const found = await ctx.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return found.map((m) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    nextAttemptAt: m.nextAttemptAt.toISOString(),
    lockedUntil: m.lockedUntil?.toISOString() ?? null,
  }));
}

type OutboxRow = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: OutboxStatus;
  error: string | null;
  attempts: number;
  next_attempt_at: Date | string;
  locked_until: Date | string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
};
const isoOrNull = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * One page of the whole outbox, newest first (not only the newest 200, so a search finds old mail): `paging.q`
 * searched in recipient and subject and `status` filtered in SQL; and over the whole outbox, how many messages
 * are kept and how many failed (the page's explanation and its 'Show them').
 */
export async function outboxPage(
  ctx: { db: DbOrTx },
  paging: Paging,
  status?: OutboxStatus,
): Promise<OutboxPage> {
  const term = containsPattern(paging.q);
  const [page, [counts]] = await Promise.all([
    countAndPage<OutboxRow>(
      ctx.db,
      {
        select: sql`m.*`,
        from: sql`from mail_outbox m ${whereAll([
          term && sql`(m."to" ilike ${term} or m.subject ilike ${term})`,
          status && sql`m.status = ${status}`,
        ])}`,
        orderBy: sql`m.created_at desc, m.id desc`,
      },
      paging,
    ),
    rows<{ kept: number; failed: number }>(
      ctx.db,
      sql`select (count(*) filter (where status = 'kept'))::int as kept,
          (count(*) filter (where status = 'failed'))::int as failed
        from mail_outbox where status in ('kept', 'failed')`,
    ),
  ]);
  return {
    items: page.rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      status: m.status,
      error: m.error,
      attempts: m.attempts,
      nextAttemptAt: new Date(m.next_attempt_at).toISOString(),
      lockedUntil: isoOrNull(m.locked_until),
      createdAt: new Date(m.created_at).toISOString(),
      sentAt: isoOrNull(m.sent_at),
    })),
    total: page.total,
    page: paging.page,
    pageSize: paging.pageSize,
    kept: counts?.kept ?? 0,
    failed: counts?.failed ?? 0,
  };
}

/** Messages in the outbox by status that still wait for the worker or for an admin (the metrics' queue depth). */
export async function outboxDepth(ctx: {
  db: DbOrTx;
}): Promise<Record<'queued' | 'sending' | 'failed', number>> {
  const counts = await rows<{ status: string; n: number }>(
    ctx.db,
    sql`select status, count(*)::int as n from mail_outbox
      where status in ('queued', 'sending', 'failed') group by status`,
  );
  const depth = { queued: 0, sending: 0, failed: 0 };
  for (const c of counts) depth[c.status as keyof typeof depth] = c.n;
  return depth;
}
