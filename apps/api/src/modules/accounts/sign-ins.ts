// A customer's last sign-in (decision 0361): the retention job reads it to find accounts nobody uses.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Notes that the account signed in now (a password or a one-time code). */
export async function noteSignIn(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(sql`update users set last_sign_in_at = now() where id = ${userId}`);
}
