// The address book (decision 0317): a customer's saved delivery addresses, up to 10, exactly one the default while
// any exist. Each is checked as checkout checks an order's address, state against the PIN code's included, so a
// saved address is one an order accepts. Orders copy the address they ship to: nothing here changes a placed order.
import {
  type AddressSaved,
  type addressBody,
  addressBookMax,
  addressMessages,
  type SavedAddress,
} from '@chamak/shared/addresses';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';
import { assertStateOfPin } from '../orders/index.ts';

export type AddressesCtx = { db: DbOrTx };
type Input = z.output<typeof addressBody>;
type Row = typeof addresses.$inferSelect;

const view = (r: Row): SavedAddress => ({
  id: r.id,
  label: r.label,
  firstName: r.firstName,
  lastName: r.lastName,
  phone: r.phone,
  address: r.address,
  apt: r.apt,
  city: r.city,
  state: r.state,
  postalCode: r.postalCode,
  isDefault: r.isDefault,
  lastUsedAt: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
});

const fields = (input: Input) => ({
  label: input.label ?? null,
  firstName: input.firstName,
  lastName: input.lastName,
  phone: input.phone,
  address: input.address,
  apt: input.apt,
  city: input.city,
  state: input.state,
  postalCode: input.postalCode,
});

/** The newest last-used first (never used last), then the newest saved: the order a default is promoted in. */
const byUse = [sql`${addresses.lastUsedAt} desc nulls last`, desc(addresses.createdAt), desc(addresses.id)];

/** A customer's addresses: the default first, then by last use, then the newest. */
export async function addressesOf(ctx: AddressesCtx, userId: number): Promise<SavedAddress[]> {
  const found = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), ...byUse);
  return found.map(view);
}

/** Serialises one customer's book changes (the count and the one default), in the caller's transaction. */
async function lockBook(tx: DbOrTx, userId: number): Promise<void> {
  await rows(tx, sql`select id from users where id = ${userId} for update`);
}

async function unsetOtherDefaults(tx: DbOrTx, userId: number, keep: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, keep)));
}

export async function addAddress(ctx: AddressesCtx, userId: number, input: Input): Promise<AddressSaved> {
  await assertStateOfPin(input);
  return ctx.db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [count] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from addresses where user_id = ${userId}`,
    );
    const n = count?.n ?? 0;
    if (n >= addressBookMax) throw new Conflict(addressMessages.full);
    // The first address is the default; a later one only when asked. The old default is unset first (one default).
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await unsetOtherDefaults(tx, userId, 0);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...fields(input), isDefault })
      .returning();
    return { message: addressMessages.saved, address: view(row!) };
  });
}

export async function updateAddress(
  ctx: AddressesCtx,
  userId: number,
  id: number,
  input: Input,
): Promise<AddressSaved> {
  await assertStateOfPin(input);
  return ctx.db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw new NotFound(addressMessages.notFound);
    // The default stays the default until another is made the default: there is always exactly one.
    const isDefault = current.isDefault || input.isDefault === true;
    if (isDefault && !current.isDefault) await unsetOtherDefaults(tx, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...fields(input), isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return { message: addressMessages.updated, address: view(row!) };
  });
}

export async function deleteAddress(
  ctx: AddressesCtx,
  userId: number,
  id: number,
): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!removed) throw new NotFound(addressMessages.notFound);
    if (removed.isDefault) {
      // The most recently used of the rest becomes the default (the newest saved when none was used).
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(...byUse)
        .limit(1);
      if (next)
        await tx
          .update(addresses)
          .set({ isDefault: true, updatedAt: new Date() })
          .where(eq(addresses.id, next.id));
    }
    return { message: addressMessages.deleted };
  });
}

/**
 * An order was placed: the saved address it ships to (the same name, phone and address) is marked as just used,
 * so checkout preselects it next time after the default. Orders keep their own copy; this only reads theirs.
 */
export async function markAddressUsed(db: DbOrTx, orderId: number): Promise<void> {
  await db.execute(sql`update addresses a set last_used_at = o.created_at
    from orders o
    where o.id = ${orderId} and a.user_id = o.user_id
      and a.first_name = o.first_name and a.last_name = o.last_name and a.phone = o.phone
      and a.address = o.address and a.apt = o.apt and a.city = o.city and a.state = o.state
      and a.postal_code = o.postal_code
      and (a.last_used_at is null or a.last_used_at < o.created_at)`);
}

/** Empties a customer's address book (their account is going), in the caller's transaction. */
export async function emptyAddressBookOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}
