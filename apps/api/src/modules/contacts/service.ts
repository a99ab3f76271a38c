// Contact messages: the public form writes one; the admin lists and deletes them.
import type { ContactsPage } from '@chamak/shared/contacts';
import type { Paging } from '@chamak/shared/paging';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { containsPattern, countAndPage, whereAll } from '../../lib/paging.ts';
import { escapeLike, rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';

const toContact = (c: typeof contactMessages.$inferSelect) => ({
  id: c.id,
  name: c.name,
  email: c.email,
  message: c.message,
  createdAt: c.createdAt.toISOString(),
});

export async function addContact(
  ctx: { db: DbOrTx },
  body: { name: string; email: string; message: string },
) {
  const [row] = await ctx.db.insert(contactMessages).values(body).returning();
  return { message: 'Message sent successfully!', contact: toContact(row!) };
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
