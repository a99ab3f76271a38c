// Contact messages: the public form writes one; the admin lists and deletes them.
import { desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';
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

export async function removeContact(ctx: { db: DbOrTx }, id: number) {
  const [removed] = await ctx.db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!removed) throw new NotFound('Contact request not found.');
  return { message: 'Request Deleted...' };
}
