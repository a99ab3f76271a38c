// The admin's renew-now (decision 0326): support places a subscription's next renewal now, by the same rules.
import { addDays, shopDay } from '@chamak/shared/shop-time';
import { subscriptionMessages } from '@chamak/shared/subscriptions';
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { timeZoneOf } from '../settings/index.ts';
import { announceRenewals, type RenewalsCtx } from './renewals.ts';
import { viewOf } from './service.ts';

/**
 * POST /api/admin/subscriptions/{id}/renew-now (support): the next renewal is placed now by the same rules: its
 * date becomes three days ahead (the notice goes now, at least 24 hours before the money is taken) and it is
 * announced at once; the debit follows on the usual schedule. Refused while a renewal is already on its way.
 */
export async function renewNow(ctx: RenewalsCtx & { storage: Storage }, id: number, now: Date) {
  const zone = await timeZoneOf(ctx);
  const due = addDays(shopDay(now, zone), 3);
  await ctx.db.transaction(async (tx) => {
    const [s] = await rows<{ status: string; open: boolean }>(
      tx,
      sql`select status, exists (select 1 from subscription_cycles c where c.subscription_id = s.id
          and c.state in ('announced', 'debiting', 'failed')) as open
        from subscriptions s where id = ${id} for update`,
    );
    if (!s) throw new NotFound(subscriptionMessages.notFound);
    if (s.status !== 'active')
      throw new Conflict(subscriptionMessages.notChangeable, 'SUBSCRIPTION_NOT_CHANGEABLE');
    if (s.open) throw new Conflict(subscriptionMessages.renewalOnItsWay, 'SUBSCRIPTION_NOT_CHANGEABLE');
    await tx.execute(sql`update subscriptions set next_due_on = ${due}::date where id = ${id}`);
  });
  await announceRenewals(ctx, now, id);
  return { message: subscriptionMessages.renewedNow, data: await viewOf(ctx, id) };
}
