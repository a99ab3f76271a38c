// The one place that answers "has this shopper subscribed to this size since they bought it?" for the reorder
// reminders: a subscriber gets the size on schedule and needs no reminder. (A subscription's paid first order is
// already an order of the size after the purchase, which stops the reminder by itself; this covers the rest.)
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';

export type Purchase = { userId: number; plId: number; orderedAt: Date };

/**
 * Whether the shopper has a subscription to the size that is running now (active or paused: its deliveries are
 * not to be reminded) or that began after the purchase (even if since cancelled: they chose how to buy it again).
 * A subscription whose first payment never came (pending) does not count.
 */
export async function hasSubscribedToSizeSince(db: DbOrTx, purchase: Purchase): Promise<boolean> {
  const [found] = await rows<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from subscriptions
      where user_id = ${purchase.userId} and product_litre_id = ${purchase.plId} and status <> 'pending'
        and (status in ('active', 'paused') or created_at > ${purchase.orderedAt})) as yes`,
  );
  return found?.yes ?? false;
}
