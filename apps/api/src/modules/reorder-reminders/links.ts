// The reorder reminder's links (decision 0325): the one-tap reorder (/cart?reorder=<token>: its shopper, logged in,
// gets the size and quantity bought put in the cart by the cart reminders' rules, once) and the stop link, which
// turns reminders off for the account without a login, as a cart reminder's does.
import {
  type ReorderRestoreReply,
  reorderProductPath,
  reorderReminderMessages,
} from '@chamak/shared/reorder-reminders';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';
import { stopRemindersFor } from '../accounts/index.ts';
import { putBackLines } from '../cart/index.ts';
import { at, hashOf } from '../cart-reminders/index.ts';

type Reminder = {
  id: number;
  user_id: number;
  product_id: number | null;
  pl_id: number | null;
  quantity: number;
  expires_at: Date;
  restored_at: Date | null;
};

/**
 * The reorder link: puts the reminded size in the cart of the shopper it was for, at least at the quantity bought
 * and never past the stock (a line already there keeps a larger quantity), as a cart reminder's restore does. An
 * unknown, expired or another account's link are the same 404, telling nothing; a link that already filled the
 * cart says so (409), and does not fill it again. A sold-out or removed size is named and leaves the link unused.
 */
export async function restoreReorder(
  ctx: { db: DbOrTx; now: Date },
  userId: number,
  token: string,
): Promise<ReorderRestoreReply> {
  return ctx.db.transaction(async (tx) => {
    // Locked: two taps at once fill the cart once.
    const [found] = await rows<Reminder>(
      tx,
      sql`select id, user_id, product_id, product_litre_id as pl_id, quantity, expires_at, restored_at
        from reorder_reminders where token_hash = ${hashOf(token)} for update`,
    );
    if (!found || found.user_id !== userId || new Date(found.expires_at) <= ctx.now)
      throw new NotFound(reorderReminderMessages.linkInvalid);
    if (found.restored_at) throw new Conflict(reorderReminderMessages.linkUsed);
    const productPath =
      found.product_id !== null && found.pl_id !== null
        ? reorderProductPath(found.product_id, found.pl_id)
        : null;
    const { restored, unavailable } =
      found.product_id !== null && found.pl_id !== null
        ? await putBackLines(tx, userId, [
            { productId: found.product_id, pl_id: found.pl_id, quantity: found.quantity },
          ])
        : { restored: 0, unavailable: ['An item no longer sold'] };
    if (restored > 0)
      await tx.execute(sql`update reorder_reminders set restored_at = ${at(ctx.now)} where id = ${found.id}`);
    return {
      message:
        restored > 0
          ? 'It is in your cart. Check out when you are ready.'
          : 'Sorry: this item is not available now.',
      restored,
      unavailable,
      productPath,
    };
  });
}

/**
 * The stop link in every reorder reminder: no login (a mail's unsubscribe must be one click), and it turns
 * reminders off only for the account the link was sent to: the one opt-out of every reminder (decision 0247). It
 * keeps working after the reorder link expires.
 */
export async function stopReorderReminders(
  ctx: { db: DbOrTx; now: Date },
  token: string,
): Promise<{ message: string }> {
  const [found] = await rows<{ user_id: number }>(
    ctx.db,
    sql`select user_id from reorder_reminders where token_hash = ${hashOf(token)}`,
  );
  if (!found) throw new NotFound(reorderReminderMessages.stopInvalid);
  await stopRemindersFor(ctx.db, found.user_id, ctx.now);
  return { message: reorderReminderMessages.stopped };
}
