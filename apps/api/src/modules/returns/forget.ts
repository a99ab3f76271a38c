// An erased account's returns (decision 0358): each return stays for the books (its order, amount, refund and
// dates), the shopper's own words and photos' references go. Run by the account's deletion, in its transaction.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export async function forgetReturnNotesOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`update returns set details = '', photos = '[]'::jsonb, updated_at = now()
    where user_id = ${userId}`);
}
