// An erased account's consent ledger rows (decision 0357): kept as the count of consents given and withdrawn, but
// no longer tied to the person (user and address gone), the one change the ledger's trigger allows. Run by the
// account's deletion, in its transaction.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export async function forgetConsentsOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`update consent_ledger set user_id = null, ip = null where user_id = ${userId}`);
}
