// What a deleted account leaves on its orders (the app calls it in the deletion's transaction).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * A deleted account's orders stay for the shop's books (GST records) with the invoice's name and address but
 * without e-mail and phone; in the caller's transaction.
 */
export async function forgetContactsOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`update orders set email = '', phone = '' where user_id = ${userId}`);
}
