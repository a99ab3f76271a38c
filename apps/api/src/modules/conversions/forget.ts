// An erased account's conversion events (decision 0364): queued or sent, with their hashed e-mail and phone, they
// go. Run by the account's deletion, in its transaction.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export async function forgetConversionsOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`delete from conversion_events where user_id = ${userId}`);
}
