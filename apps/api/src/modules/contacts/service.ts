// Contact messages: the public form and /grievance write one, each with its ticket (decision 0359); the admin lists
// and deletes them.
import type { ContactsPage } from '@chamak/shared/contacts';
import { type GrievanceBody, type GrievanceFiled, grievanceMessages } from '@chamak/shared/grievances';
import type { Paging } from '@chamak/shared/paging';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { containsPattern, countAndPage, whereAll } from '../../lib/paging.ts';
import { escapeLike, rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';
import { openTicket } from '../grievances/index.ts';
import type { MailTransport } from '../mail/index.ts';

const toContact = (c: typeof contactMessages.$inferSelect) => ({
  id: c.id,
  name: c.name,
  email: c.email,
  message: c.message,
  createdAt: c.createdAt.toISOString(),
});

type MailCtx = { db: DbOrTx; mailer?: MailTransport | null; publicUrl?: string | undefined; now?: Date };

/** Keeps a message from the contact form and opens its ticket, acknowledged by mail with its number. */
export async function addContact(ctx: MailCtx, body: { name: string; email: string; message: string }) {
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...body, ...(ctx.now ? { createdAt: ctx.now } : {}) })
      .returning();
    await openTicket(
      { ...ctx, db: tx },
      { contactId: row!.id, name: row!.name, email: row!.email, receivedAt: row!.createdAt, kind: 'contact' },
    );
    return row!;
  });
  return { message: 'Message sent successfully!', contact: toContact(row) };
}

/**
 * Keeps a grievance from /grievance as a contact request (its description, the phone under it) and opens its
 * ticket with its subject and order number; answers the ticket's number and due date.
 */
export async function fileGrievance(ctx: MailCtx, body: GrievanceBody): Promise<GrievanceFiled> {
  return ctx.db.transaction(async (tx) => {
    const message = body.phone ? `${body.description}\n\nPhone: ${body.phone}` : body.description;
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: body.name,
        email: body.email,
        message: message.slice(0, 5000),
        ...(ctx.now ? { createdAt: ctx.now } : {}),
      })
      .returning();
    const ticket = await openTicket(
      { ...ctx, db: tx },
      {
        contactId: row!.id,
        name: row!.name,
        email: row!.email,
        receivedAt: row!.createdAt,
        kind: 'grievance',
        subject: body.subject,
        orderNumber: body.orderNumber,
      },
    );
    return {
      message: grievanceMessages.filed(ticket.number),
      ticketNumber: ticket.number,
      dueAt: ticket.dueAt.toISOString(),
    };
  });
}

/**
 * The retention job's erasure (decision 0361): messages closed (or, if never closed, received) before `cutoff`
 * go, with their replies and tickets. Answers how many.
 */
export async function eraseContactsBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await rows<{ id: number }>(
      tx,
      sql`delete from contact_messages where coalesce(closed_at, created_at) < ${cutoff.toISOString()}
        returning id`,
    );
    return gone.length;
  });
}

export async function listContacts(ctx: { db: DbOrTx }, search?: string) {
  const term = search?.trim() ? `%${escapeLike(search.trim())}%` : undefined;
  const found = await ctx.db
    .select()
    .from(contactMessages)
    .where(
      term
        ? or(
            ilike(contactMessages.name, term),
            ilike(contactMessages.email, term),
            ilike(contactMessages.message, term),
          )
        : undefined,
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return found.map(toContact);
}

type ContactRow = { id: number; name: string; email: string; message: string; created_at: Date | string };

/** One page of the contact requests, newest first, `paging.q` searched in name, e-mail and message in SQL. */
export async function contactsPage(ctx: { db: DbOrTx }, paging: Paging): Promise<ContactsPage> {
  const term = containsPattern(paging.q);
  const [page, [all]] = await Promise.all([
    countAndPage<ContactRow>(
      ctx.db,
      {
        select: sql`c.id, c.name, c.email, c.message, c.created_at`,
        from: sql`from contact_messages c ${whereAll([
          term && sql`(c.name ilike ${term} or c.email ilike ${term} or c.message ilike ${term})`,
        ])}`,
        orderBy: sql`c.created_at desc, c.id desc`,
      },
      paging,
    ),
    rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from contact_messages`),
  ]);
  return {
    items: page.rows.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      message: c.message,
      createdAt: new Date(c.created_at).toISOString(),
    })),
    total: page.total,
    page: paging.page,
    pageSize: paging.pageSize,
    messages: all?.n ?? 0,
  };
}

export async function removeContact(ctx: { db: DbOrTx }, id: number) {
  const [removed] = await ctx.db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!removed) throw new NotFound('Contact request not found.');
  return { message: 'Request Deleted...' };
}
