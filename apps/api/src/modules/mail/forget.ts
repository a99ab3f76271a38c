// An erased account's mails (decision 0358): every copy the outbox keeps of a mail to its address goes, sent or
// not. Run by the account's deletion, in its transaction, before the account is anonymised; a mail queued after
// (the erasure's own "done") still reaches the person.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export async function forgetMailsOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`delete from mail_outbox
    where lower("to") = (select lower(email) from users where id = ${userId})`);
}
