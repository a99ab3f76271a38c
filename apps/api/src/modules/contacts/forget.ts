// An erased account's contact messages and grievances (decision 0358): their ticket number and dates stay (the
// grievance register), the sender's name, address and words go. Matched by the account's e-mail, the only link a
// contact message has. Run by the account's deletion, in its transaction, before the account is anonymised.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export const erasedSender = 'Erased at the sender’s request';

export async function forgetContactMessagesOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`update contact_messages set name = ${erasedSender}, email = '', message = ${erasedSender}
    where lower(email) = (select lower(email) from users where id = ${userId}) and email <> ''`);
}
