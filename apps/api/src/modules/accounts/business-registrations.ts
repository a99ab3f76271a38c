// A shopper's GST registrations kept for next time (decision 0340): several per account, one per GSTIN, each checked
// as checkout checks the business block (the GSTIN's own checks and its state code against the billing state).
// Saving a GSTIN the account already keeps updates its details. Orders copy the registration they were placed
// with, so nothing here changes a placed order or its invoice.
import {
  type BusinessRegistration,
  businessBuyerMessages,
  businessRegistrationsMax,
  type SavedBusinessRegistration,
} from '@chamak/shared/business-buyer';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { businessRegistrations } from '../../db/schema/index.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';

type Row = typeof businessRegistrations.$inferSelect;

const view = (r: Row): SavedBusinessRegistration => ({
  id: r.id,
  gstin: r.gstin,
  legalName: r.legalName,
  address: r.address,
  city: r.city,
  state: r.state,
  postalCode: r.postalCode,
  lastUsedAt: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
});

/** An account's registrations: the most recently used first, then the newest. */
export async function businessRegistrationsOf(
  ctx: { db: DbOrTx },
  userId: number,
): Promise<SavedBusinessRegistration[]> {
  const found = await ctx.db
    .select()
    .from(businessRegistrations)
    .where(eq(businessRegistrations.userId, userId))
    .orderBy(
      sql`${businessRegistrations.lastUsedAt} desc nulls last`,
      desc(businessRegistrations.createdAt),
      desc(businessRegistrations.id),
    );
  return found.map(view);
}

/**
 * Keeps a registration on the account, in the caller's transaction: a GSTIN already kept gets these details (and,
 * `usedAt`, when an order was placed with it); a new one is added unless the account keeps the most it may (409).
 */
export async function keepBusinessRegistration(
  tx: DbOrTx,
  userId: number,
  input: BusinessRegistration,
  usedAt: Date | null = null,
): Promise<SavedBusinessRegistration> {
  // One account's saves one after the other, so the count below holds.
  await rows(tx, sql`select id from users where id = ${userId} for update`);
  const details = {
    legalName: input.legalName,
    address: input.address,
    city: input.city,
    state: input.state,
    postalCode: input.postalCode,
    updatedAt: new Date(),
    ...(usedAt ? { lastUsedAt: usedAt } : {}),
  };
  const [updated] = await tx
    .update(businessRegistrations)
    .set(details)
    .where(and(eq(businessRegistrations.userId, userId), eq(businessRegistrations.gstin, input.gstin)))
    .returning();
  if (updated) return view(updated);
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from business_registrations where user_id = ${userId}`,
  );
  if (count!.n >= businessRegistrationsMax) throw new Conflict(businessBuyerMessages.full);
  const [added] = await tx
    .insert(businessRegistrations)
    .values({ userId, gstin: input.gstin, ...details })
    .returning();
  return view(added!);
}

/** POST: keeps a registration (the same GSTIN again: its details updated). */
export async function addBusinessRegistration(
  ctx: { db: DbOrTx },
  userId: number,
  input: BusinessRegistration,
): Promise<{ message: string; registration: SavedBusinessRegistration }> {
  const registration = await ctx.db.transaction((tx) => keepBusinessRegistration(tx, userId, input));
  return { message: businessBuyerMessages.saved, registration };
}

/** DELETE: one of the account's own registrations (another account's answers the same 404 as a missing one). */
export async function deleteBusinessRegistration(
  ctx: { db: DbOrTx },
  userId: number,
  id: number,
): Promise<{ message: string }> {
  const gone = await ctx.db
    .delete(businessRegistrations)
    .where(and(eq(businessRegistrations.id, id), eq(businessRegistrations.userId, userId)))
    .returning({ id: businessRegistrations.id });
  if (gone.length === 0) throw new NotFound(businessBuyerMessages.notFound);
  return { message: businessBuyerMessages.deleted };
}
