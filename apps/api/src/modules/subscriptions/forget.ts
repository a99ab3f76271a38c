// An erased account's subscriptions (decision 0358): ended (no renewal is placed or debited again) and their
// delivery address's name, contact, street and city blanked (state and PIN code stay: they name no one).
// The gateway's mandate is not revoked from here (no outside call inside the deletion's transaction): with the
// subscription cancelled the shop never debits it again, and the mandate lapses at its end date.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

const blank = { firstName: '', lastName: '', email: '', phone: '', address: '', apt: '', city: '' };

export async function endSubscriptionsOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`update subscriptions set
      status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()),
      status_reason = coalesce(status_reason, 'Account erased'),
      address = address || ${JSON.stringify(blank)}::jsonb
    where user_id = ${userId}`);
}
