// A shopper's requests under the DPDP Rules (decision 0358): the copy of their data (given at once and logged),
// a correction, their nominee, and erasure. Each request gets a ticket (PR-<year>-<six digits>), a deadline 90 days
// on, and, but for the export, an acknowledgement mail at once through the outbox. Erasure keeps the GST invoices
// and credit notes (8 years; their snapshot keeps the billed name and address) and anonymises the rest through the
// account deletion every module already clears its rows for; asked while an order is on its way, it is held until
// that order is delivered. Staff close a request as done (an erasure's done erases) or refused, and the person is told.
import { OrderStatus, placedPaymentStatuses } from '@chamak/shared/order-state';
import {
  type CorrectionBody,
  daysLeft,
  type MyDataReply,
  type MyPrivacyRequest,
  type Nominee,
  type NomineeBody,
  type NomineeReply,
  openPrivacyStatuses,
  type PrivacyRequestActionReply,
  type PrivacyRequestDetail,
  type PrivacyRequestKind,
  type PrivacyRequestReply,
  type PrivacyRequestRow,
  type PrivacyRequestStatus,
  type PrivacyRequestsQuery,
  type PrivacyRequestUpdateBody,
  privacyAnswerDays,
  privacyMessages,
} from '@chamak/shared/privacy-requests';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';
import { Conflict, Forbidden, NotFound } from '../../plugins/errors.ts';
import { type AccountForgetter, deleteAccount } from '../accounts/index.ts';
import {
  type MailTransport,
  privacyRequestAnsweredMail,
  privacyRequestReceivedMail,
  sendTemplate,
} from '../mail/index.ts';
import { getSettings, timeZoneOf } from '../settings/index.ts';
import { type ExportSections, exportSections, whoIs } from './export.ts';
import { myDataPdf } from './pdf.ts';

export type PrivacyCtx = {
  db: Db;
  mailer?: MailTransport | null;
  publicUrl?: string;
  now: Date;
  cache?: CacheInvalidator;
  forgetters: readonly AccountForgetter[];
};

/** A body or query may name the account only as the caller's own. */
export function assertOwnAccount(callerId: number, asked: number | undefined): void {
  if (asked !== undefined && asked !== callerId) throw new Forbidden(privacyMessages.notYours);
}

/** Statuses of an order on its way: placed, packed (pickup generated), picked up, in transit, out for delivery. */
const inTransitStatuses = [
  OrderStatus.Placed,
  OrderStatus.PickupGenerated,
  OrderStatus.PickedUp,
  OrderStatus.InTransit,
  OrderStatus.OutForDelivery,
];

/** The account's oldest order still on its way (not delivered, not cancelled, not an abandoned checkout). */
export async function orderInTransit(db: DbOrTx, userId: number): Promise<number | null> {
  const [found] = await rows<{ id: number }>(
    db,
    sql`select id from orders where user_id = ${userId} and cancelled_at is null
      and status in (${sql.join(inTransitStatuses, sql`, `)})
      and payment_status in (${sql.join([...placedPaymentStatuses], sql`, `)})
      order by id limit 1`,
  );
  return found?.id ?? null;
}

type RequestRow = {
  id: number;
  ticket: string;
  user_id: number | null;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  name: string;
  email: string;
  details: Record<string, unknown>;
  held_order_id: number | null;
  identity_notes: string | null;
  outcome: string | null;
  received_at: Date | string;
  due_at: Date | string;
  closed_at: Date | string | null;
  closed_by_name: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const requestColumns = sql`r.id, r.ticket, r.user_id, r.kind, r.status, r.name, r.email, r.details,
  r.held_order_id, r.identity_notes, r.outcome, r.received_at, r.due_at, r.closed_at,
  (select u.fullname from users u where u.id = r.closed_by) as closed_by_name`;

const mine = (r: RequestRow): MyPrivacyRequest => ({
  ticket: r.ticket,
  kind: r.kind,
  status: r.status,
  receivedAt: iso(r.received_at),
  dueAt: iso(r.due_at),
  heldOrderId: r.status === 'held' ? r.held_order_id : null,
  outcome: r.outcome,
});

const isOpen = (status: PrivacyRequestStatus) => openPrivacyStatuses.includes(status);

function rowOf(r: RequestRow, now: Date): PrivacyRequestRow {
  return {
    id: r.id,
    ticket: r.ticket,
    kind: r.kind,
    status: r.status,
    userId: r.user_id,
    name: r.name,
    email: r.email,
    receivedAt: iso(r.received_at),
    dueAt: iso(r.due_at),
    daysLeft: isOpen(r.status) ? daysLeft(new Date(r.due_at), now) : null,
    heldOrderId: r.held_order_id,
  };
}

/** What the request was for, in the words of its mails. */
const what: Record<PrivacyRequestKind, string> = {
  export: 'a copy of your data',
  correction: 'a correction of your data',
  nomination: 'a change of your nominee',
  erasure: 'erasure of your data',
};

async function dayText(db: DbOrTx, at: Date): Promise<string> {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: await timeZoneOf({ db }),
  }).format(at);
}

/** Writes a request with its ticket; the account's name and e-mail as they are now. */
async function writeRequest(
  tx: DbOrTx,
  now: Date,
  input: {
    userId: number;
    kind: PrivacyRequestKind;
    status: PrivacyRequestStatus;
    details?: Record<string, unknown>;
    heldOrderId?: number | null;
    outcome?: string | null;
  },
): Promise<RequestRow> {
  const [user] = await rows<{ fullname: string; email: string }>(
    tx,
    sql`select fullname, email from users where id = ${input.userId} and deleted_at is null`,
  );
  if (!user) throw new NotFound('User not found.');
  const [next] = await rows<{ id: number }>(tx, sql`select nextval('privacy_requests_id_seq')::int as id`);
  const id = next!.id;
  const year = (await dayText(tx, now)).slice(-4);
  const ticket = `PR-${year}-${String(id).padStart(6, '0')}`;
  const due = new Date(now.getTime() + privacyAnswerDays * 86_400_000);
  const closed = input.status === 'done' || input.status === 'refused';
  const [row] = await rows<RequestRow>(
    tx,
    sql`with r as (
        insert into privacy_requests (id, ticket, user_id, kind, status, name, email, details, held_order_id,
          outcome, received_at, due_at, closed_at)
        values (${id}, ${ticket}, ${input.userId}, ${input.kind}, ${input.status}, ${user.fullname}, ${user.email},
          ${JSON.stringify(input.details ?? {})}::jsonb, ${input.heldOrderId ?? null}, ${input.outcome ?? null},
          ${now}, ${due}, ${closed ? now : null})
        returning *)
      select ${requestColumns} from r`,
  );
  return row!;
}

/** The acknowledgement, written to the outbox in the request's transaction. */
async function acknowledge(ctx: PrivacyCtx, tx: DbOrTx, r: RequestRow, next: string): Promise<void> {
  await sendTemplate(
    { ...ctx, db: tx },
    r.email,
    privacyRequestReceivedMail({
      name: r.name,
      ticket: r.ticket,
      what: what[r.kind],
      due: await dayText(tx, new Date(r.due_at)),
      next,
    }),
  );
}

async function requestsOf(db: DbOrTx, userId: number): Promise<RequestRow[]> {
  return rows<RequestRow>(
    db,
    sql`select ${requestColumns} from privacy_requests r where r.user_id = ${userId}
      order by r.received_at desc, r.id desc`,
  );
}

async function nomineeOf(db: DbOrTx, userId: number): Promise<Nominee | null> {
  const [n] = await rows<{
    name: string;
    relation: string;
    email: string | null;
    phone: string | null;
    updated_at: Date | string;
  }>(
    db,
    sql`select name, relation, email, phone, updated_at from privacy_nominees where user_id = ${userId}`,
  );
  return n
    ? { name: n.name, relation: n.relation, email: n.email, phone: n.phone, updatedAt: iso(n.updated_at) }
    : null;
}

/** The My data page: the nominee, the requests so far, what erasure keeps, and an order on its way. */
export async function myDataState(ctx: { db: DbOrTx }, userId: number): Promise<MyDataReply> {
  const [nominee, requests, inTransit] = await Promise.all([
    nomineeOf(ctx.db, userId),
    requestsOf(ctx.db, userId),
    orderInTransit(ctx.db, userId),
  ]);
  return { nominee, requests: requests.map(mine), kept: privacyMessages.kept, orderInTransit: inTransit };
}

/** The copy of the account's data, logged as a request done at once; as JSON sections or a PDF. */
export async function exportMyData(
  ctx: PrivacyCtx,
  userId: number,
  format: 'json' | 'pdf',
): Promise<{ ticket: string; exportedAt: string; sections: ExportSections; fileName: string; pdf?: Buffer }> {
  const who = await whoIs(ctx.db, userId);
  if (!who) throw new NotFound('User not found.');
  const request = await writeRequest(ctx.db, ctx.now, {
    userId,
    kind: 'export',
    status: 'done',
    details: { format },
    outcome: `Given as ${format.toUpperCase()}`,
  });
  const sections = await exportSections(ctx.db, who);
  const exportedAt = ctx.now.toISOString();
  const fileName = `my-data-${request.ticket}.${format}`;
  if (format === 'json') return { ticket: request.ticket, exportedAt, sections, fileName };
  const { shop } = await getSettings(ctx.db, { shop: defaultShopIdentity });
  const pdf = await myDataPdf({
    sections,
    shopName: shop.name,
    name: request.name,
    ticket: request.ticket,
    exportedAt: await dayText(ctx.db, ctx.now),
  });
  return { ticket: request.ticket, exportedAt, sections, fileName, pdf };
}

export async function requestCorrection(
  ctx: PrivacyCtx,
  userId: number,
  body: CorrectionBody,
): Promise<PrivacyRequestReply> {
  assertOwnAccount(userId, body.userId);
  const request = await ctx.db.transaction(async (tx) => {
    const r = await writeRequest(tx, ctx.now, {
      userId,
      kind: 'correction',
      status: 'received',
      details: { note: body.note },
    });
    await acknowledge(ctx, tx, r, `You asked us to correct: “${body.note}”.`);
    return r;
  });
  return { message: privacyMessages.correctionReceived, request: mine(request), existing: false };
}

/** Records (or replaces) the nominee at once; the change is a request done, acknowledged by mail. */
export async function saveNominee(
  ctx: PrivacyCtx,
  userId: number,
  body: {
    name: string;
    relation: string;
    email?: string | undefined;
    phone?: string | undefined;
    userId?: number | undefined;
  },
): Promise<NomineeReply> {
  assertOwnAccount(userId, body.userId);
  const email = body.email || null;
  const phone = body.phone || null;
  const request = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into privacy_nominees (user_id, name, relation, email, phone, updated_at)
        values (${userId}, ${body.name}, ${body.relation}, ${email}, ${phone}, ${ctx.now})
        on conflict (user_id) do update set name = excluded.name, relation = excluded.relation,
          email = excluded.email, phone = excluded.phone, updated_at = excluded.updated_at`,
    );
    const r = await writeRequest(tx, ctx.now, {
      userId,
      kind: 'nomination',
      status: 'done',
      details: { name: body.name, relation: body.relation, email, phone },
      outcome: 'Nominee recorded',
    });
    await acknowledge(
      ctx,
      tx,
      r,
      `${body.name} (${body.relation}) is now your nominee: they may use your rights over your data if you die or cannot act yourself.`,
    );
    return r;
  });
  const nominee = await nomineeOf(ctx.db, userId);
  return { message: privacyMessages.nomineeSaved, nominee: nominee!, request: mine(request) };
}

export type { NomineeBody };

/**
 * Asks for erasure. An erasure already open is answered instead of a second; an order on its way holds the new one
 * until it is delivered. Either way the person has a ticket and the mail.
 */
export async function requestErasure(
  ctx: PrivacyCtx,
  userId: number,
  body: { userId?: number | undefined },
): Promise<PrivacyRequestReply> {
  assertOwnAccount(userId, body.userId);
  return ctx.db.transaction(async (tx) => {
    const [open] = await rows<RequestRow>(
      tx,
      sql`select ${requestColumns} from privacy_requests r where r.user_id = ${userId} and r.kind = 'erasure'
        and r.status in ('received', 'in_progress', 'held') for update`,
    );
    if (open) return { message: privacyMessages.erasureOpen, request: mine(open), existing: true };
    const held = await orderInTransit(tx, userId);
    const r = await writeRequest(tx, ctx.now, {
      userId,
      kind: 'erasure',
      status: held ? 'held' : 'received',
      heldOrderId: held,
    });
    const message = held ? privacyMessages.heldOn(held) : privacyMessages.erasureReceived;
    await acknowledge(ctx, tx, r, message);
    return { message, request: mine(r), existing: false };
  });
}

// ---- Admin → Privacy requests ----

export async function listRequests(
  ctx: { db: DbOrTx; now: Date },
  query: PrivacyRequestsQuery,
): Promise<{ items: PrivacyRequestRow[] }> {
  const open = (query.view ?? 'open') === 'open';
  const found = await rows<RequestRow>(
    ctx.db,
    sql`select ${requestColumns} from privacy_requests r
      where ${open ? sql`r.status in ('received', 'in_progress', 'held')` : sql`true`}
        and ${query.kind ? sql`r.kind = ${query.kind}` : sql`true`}
      order by ${open ? sql`r.due_at, r.id` : sql`r.received_at desc, r.id desc`} limit 500`,
  );
  return { items: found.map((r) => rowOf(r, ctx.now)) };
}

async function requestById(db: DbOrTx, id: number, lock = false): Promise<RequestRow> {
  const [found] = await rows<RequestRow>(
    db,
    sql`select ${requestColumns} from privacy_requests r where r.id = ${id}${lock ? sql` for update` : sql``}`,
  );
  if (!found) throw new NotFound('Request not found.');
  return found;
}

export async function requestDetail(
  ctx: { db: DbOrTx; now: Date },
  id: number,
): Promise<PrivacyRequestDetail> {
  const r = await requestById(ctx.db, id);
  const [account] = r.user_id
    ? await rows<{ phone: string; deleted_at: Date | null }>(
        ctx.db,
        sql`select phone, deleted_at from users where id = ${r.user_id}`,
      )
    : [];
  return {
    ...rowOf(r, ctx.now),
    details: r.details,
    identityNotes: r.identity_notes,
    outcome: r.outcome,
    closedAt: r.closed_at ? iso(r.closed_at) : null,
    closedBy: r.closed_by_name,
    account: account ? { phone: account.phone, erased: account.deleted_at !== null } : null,
    nominee: r.user_id ? await nomineeOf(ctx.db, r.user_id) : null,
    orderInTransit: r.user_id ? await orderInTransit(ctx.db, r.user_id) : null,
  };
}

export async function updateRequest(
  ctx: { db: Db; now: Date },
  id: number,
  body: PrivacyRequestUpdateBody,
): Promise<PrivacyRequestActionReply> {
  await ctx.db.transaction(async (tx) => {
    const r = await requestById(tx, id, true);
    if (!isOpen(r.status)) throw new Conflict(privacyMessages.notOpen);
    // A held erasure stays held until its order is delivered; notes may still be written.
    const status = body.status && r.status !== 'held' ? body.status : r.status;
    await tx.execute(
      sql`update privacy_requests set status = ${status},
        identity_notes = ${body.identityNotes ?? r.identity_notes} where id = ${id}`,
    );
  });
  return { message: 'Request saved.', request: await requestDetail(ctx, id) };
}

async function answer(
  ctx: PrivacyCtx,
  tx: DbOrTx,
  r: RequestRow,
  outcome: 'done' | 'refused',
  note: string | null,
): Promise<void> {
  await sendTemplate(
    { ...ctx, db: tx },
    r.email,
    privacyRequestAnsweredMail({ name: r.name, ticket: r.ticket, what: what[r.kind], outcome, note }),
  );
}

/**
 * Closes a request as done and tells the person. An erasure's done erases: refused while an order is still on its
 * way (the request is held on it), else the account is deleted as Profile → Delete account does (its modules clear
 * their rows; orders keep the billed name and address, the invoices stay), its nominee goes, and its requests keep
 * their tickets and dates but no longer its name or e-mail.
 */
export async function markDone(
  ctx: PrivacyCtx,
  staffId: number,
  id: number,
  note: string | undefined,
): Promise<PrivacyRequestActionReply> {
  await ctx.db.transaction(async (tx) => {
    const r = await requestById(tx, id, true);
    if (!isOpen(r.status)) throw new Conflict(privacyMessages.notOpen);
    if (r.kind === 'erasure' && r.user_id) {
      const held = await orderInTransit(tx, r.user_id);
      if (held) {
        await tx.execute(
          sql`update privacy_requests set status = 'held', held_order_id = ${held} where id = ${id}`,
        );
        return;
      }
    }
    await tx.execute(
      sql`update privacy_requests set status = 'done', outcome = ${note ?? (r.kind === 'erasure' ? 'Erased' : 'Done')},
        closed_at = ${ctx.now}, closed_by = ${staffId} where id = ${id}`,
    );
    // Erased first, then told: the erasure takes every mail to the address it holds, not this answer.
    if (r.kind === 'erasure' && r.user_id) await erase(ctx, tx, r.user_id);
    await answer(ctx, tx, r, 'done', note ?? null);
  });
  const after = await requestDetail(ctx, id);
  if (after.status === 'held' && after.heldOrderId)
    throw new Conflict(privacyMessages.stillInTransit(after.heldOrderId));
  return {
    message: after.kind === 'erasure' ? 'Erased; the person is told.' : 'Done; the person is told.',
    request: after,
  };
}

/** The erasure itself, in the caller's transaction. */
async function erase(ctx: PrivacyCtx, tx: DbOrTx, userId: number): Promise<void> {
  const [user] = await rows<{ deleted: boolean }>(
    tx,
    sql`select deleted_at is not null as deleted from users where id = ${userId}`,
  );
  if (user && !user.deleted)
    await deleteAccount({ db: tx, cache: ctx.cache, forgetters: ctx.forgetters }, userId);
  await tx.execute(sql`delete from privacy_nominees where user_id = ${userId}`);
  await tx.execute(
    sql`update privacy_requests set name = 'Erased account', email = '', details = '{}'::jsonb
      where user_id = ${userId}`,
  );
}

export async function refuseRequest(
  ctx: PrivacyCtx,
  staffId: number,
  id: number,
  reason: string,
): Promise<PrivacyRequestActionReply> {
  await ctx.db.transaction(async (tx) => {
    const r = await requestById(tx, id, true);
    if (!isOpen(r.status)) throw new Conflict(privacyMessages.notOpen);
    await tx.execute(
      sql`update privacy_requests set status = 'refused', outcome = ${reason}, closed_at = ${ctx.now},
        closed_by = ${staffId} where id = ${id}`,
    );
    await answer(ctx, tx, r, 'refused', reason);
  });
  return { message: 'Refused; the person is told.', request: await requestDetail(ctx, id) };
}
