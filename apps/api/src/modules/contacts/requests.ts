// Contact requests in the back-office (decision 0352): open until staff close them, and answered by mail. A reply
// goes to the outbox in the transaction that records it on the request (its text, who sent it and when), and it
// closes the request unless staff ask to keep it open; a closed request takes no reply until it is reopened.
import {
  type ContactReply,
  type ContactReplyBody,
  type ContactRequest,
  type ContactRequestSaved,
  type ContactRequestsPage,
  type ContactState,
  type ContactStateBody,
  contactRequestMessages as say,
} from '@chamak/shared/contact-requests';
import { grievanceMessages } from '@chamak/shared/grievances';
import type { Paging } from '@chamak/shared/paging';
import { dayInWords, shopDay } from '@chamak/shared/shop-time';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, whereAll } from '../../lib/paging.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, Invalid, NotFound } from '../../plugins/errors.ts';
import { reopenTicket, resolveTicket, ticketsOf } from '../grievances/index.ts';
import { contactReplyMail, type MailTransport, sendTemplate } from '../mail/index.ts';
import { timeZoneOf } from '../settings/index.ts';

type Ctx = { db: DbOrTx; now?: Date };
type MailCtx = Ctx & { mailer?: MailTransport | null; publicUrl?: string | undefined };
type Time = Date | string;
/** The staff member acting: their id (their name is read then and kept with what they did). */
export type StaffActor = { userId: number };

type RequestRow = {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: Time;
  state: ContactState;
  closed_at: Time | null;
  closed_by: string | null;
};
type ReplyRow = { id: number; contact_id: number; message: string; sent_by: string; created_at: Time };

const iso = (t: Time) => new Date(t).toISOString();
const columns = sql`c.id, c.name, c.email, c.message, c.created_at, c.state, c.closed_at, c.closed_by`;

/** The requests with their replies, oldest reply first. */
async function withReplies(db: DbOrTx, found: RequestRow[], now = new Date()): Promise<ContactRequest[]> {
  if (found.length === 0) return [];
  const tickets = await ticketsOf(
    db,
    found.map((r) => r.id),
    now,
  );
  const replies = await rows<ReplyRow>(
    db,
    sql`select id, contact_id, message, sent_by, created_at from contact_replies
      where contact_id in (${sql.join(
        found.map((r) => sql`${r.id}`),
        sql`, `,
      )}) order by created_at, id`,
  );
  const byRequest = new Map<number, ContactReply[]>();
  for (const r of replies)
    byRequest.set(r.contact_id, [
      ...(byRequest.get(r.contact_id) ?? []),
      { id: r.id, message: r.message, sentBy: r.sent_by, sentAt: iso(r.created_at) },
    ]);
  return found.map((c) => ({
    id: c.id,
    name: c.name,
    email: c.email,
    message: c.message,
    createdAt: iso(c.created_at),
    state: c.state,
    closedAt: c.closed_at === null ? null : iso(c.closed_at),
    closedBy: c.closed_by,
    replies: byRequest.get(c.id) ?? [],
    ticket: tickets.get(c.id) ?? null,
  }));
}

/** One page of requests, newest first: searched in name, e-mail and message, open or closed ones only if asked. */
export async function contactRequestsPage(
  ctx: Ctx,
  paging: Paging,
  state?: ContactState,
): Promise<ContactRequestsPage> {
  const term = containsPattern(paging.q);
  const where: SQL = whereAll([
    term && sql`(c.name ilike ${term} or c.email ilike ${term} or c.message ilike ${term})`,
    state && sql`c.state = ${state}`,
  ]);
  const [[counted], found, [all]] = await Promise.all([
    rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from contact_messages c ${where}`),
    rows<RequestRow>(
      ctx.db,
      sql`select ${columns} from contact_messages c ${where} order by c.created_at desc, c.id desc
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
    ),
    rows<{ n: number; open: number }>(
      ctx.db,
      sql`select count(*)::int as n, (count(*) filter (where state = 'open'))::int as open from contact_messages`,
    ),
  ]);
  return {
    items: await withReplies(ctx.db, found, ctx.now),
    total: counted?.n ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
    open: all?.open ?? 0,
    messages: all?.n ?? 0,
  };
}

async function requestOf(db: DbOrTx, id: number, lock = false): Promise<RequestRow> {
  const [found] = await rows<RequestRow>(
    db,
    sql`select ${columns} from contact_messages c where c.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  if (!found) throw new NotFound(say.notFound);
  return found;
}

async function staffName(db: DbOrTx, actor: StaffActor): Promise<string> {
  const [found] = await rows<{ fullname: string }>(
    db,
    sql`select fullname from users where id = ${actor.userId}`,
  );
  return found?.fullname ?? 'Staff';
}

async function saved(db: DbOrTx, id: number, message: string, now?: Date): Promise<ContactRequestSaved> {
  const [request] = await withReplies(db, [await requestOf(db, id)], now);
  return { message, request: request! };
}

/** Opens or closes a request; closing keeps who did it and when, reopening clears both. */
export async function setContactState(
  ctx: MailCtx,
  id: number,
  body: ContactStateBody,
  actor: StaffActor,
): Promise<ContactRequestSaved> {
  const { state } = body;
  const resolution = body.resolution?.trim() || null;
  const mailed = await ctx.db.transaction(async (tx) => {
    const request = await requestOf(tx, id, true);
    const [ticket] = await rows<{ kind: string }>(
      tx,
      sql`select kind from grievance_tickets where contact_id = ${id}`,
    );
    if (state === 'closed' && request.state === 'open' && ticket?.kind === 'grievance' && !resolution)
      throw new Invalid(grievanceMessages.resolutionRequired);
    const name = state === 'closed' ? await staffName(tx, actor) : null;
    await rows(
      tx,
      state === 'closed'
        ? sql`update contact_messages set state = 'closed', closed_at = coalesce(closed_at, now()),
          closed_by = coalesce(closed_by, ${name}) where id = ${id}`
        : sql`update contact_messages set state = 'open', closed_at = null, closed_by = null where id = ${id}`,
    );
    if (state === 'open') {
      await reopenTicket(tx, id);
      return false;
    }
    if (!resolution || request.state === 'closed') return false;
    return resolveTicket(
      { db: tx, mailer: ctx.mailer ?? null, publicUrl: ctx.publicUrl },
      {
        contactId: id,
        name: request.name,
        email: request.email,
        resolution,
        by: name ?? 'Staff',
        mail: true,
      },
    );
  });
  const request = await requestOf(ctx.db, id);
  return saved(
    ctx.db,
    id,
    state === 'open' ? say.reopened : mailed ? say.closedResolved(request.email) : say.closed,
    ctx.now,
  );
}

/**
 * Mails a reply to the request's sender through the outbox and records it on the request, in one transaction;
 * the request closes unless `keepOpen`. A closed request is refused (409) and nothing is sent.
 */
export async function replyToContact(
  ctx: MailCtx,
  id: number,
  body: ContactReplyBody,
  actor: StaffActor,
): Promise<ContactRequestSaved> {
  const timeZone = await timeZoneOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const request = await requestOf(tx, id, true);
    if (request.state === 'closed') throw new Conflict(say.closedNoReply);
    const name = await staffName(tx, actor);
    const mailId = await sendTemplate(
      { db: tx, mailer: ctx.mailer ?? null, publicUrl: ctx.publicUrl },
      request.email,
      contactReplyMail({
        name: request.name,
        reply: body.message,
        original: request.message,
        sentAt: dayInWords(shopDay(new Date(request.created_at), timeZone)),
      }),
    );
    await rows(
      tx,
      sql`insert into contact_replies (contact_id, message, sent_by_id, sent_by, mail_id)
        values (${id}, ${body.message}, ${actor.userId}, ${name}, ${mailId})`,
    );
    if (!body.keepOpen) {
      await rows(
        tx,
        sql`update contact_messages set state = 'closed', closed_at = now(), closed_by = ${name} where id = ${id}`,
      );
      // The reply that closes it is its resolution, already mailed.
      await resolveTicket(
        { db: tx },
        {
          contactId: id,
          name: request.name,
          email: request.email,
          resolution: body.message,
          by: name,
          mail: false,
        },
      );
    }
  });
  const request = await requestOf(ctx.db, id);
  return saved(
    ctx.db,
    id,
    body.keepOpen ? say.repliedKeptOpen(request.email) : say.replied(request.email),
    ctx.now,
  );
}
