// An erased account's back-in-stock requests go (decision 0358): those made signed in and those left with its
// e-mail address. Run by the account's deletion, in its transaction, before the account is anonymised.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export async function forgetStockAlertsOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`delete from stock_alerts where user_id = ${userId}
    or lower(email) = (select lower(email) from users where id = ${userId})`);
}
