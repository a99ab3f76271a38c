// The admin rejects a requested return, saying why; its units may be asked for again.
import { type OrderReturn, returnMessages } from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import { recordOrderFact } from '../orders/index.ts';
import { returnMail } from './return-mails.ts';
import { adminActor, assertMove, lockReturn, type ReturnsCtx } from './return-rows.ts';
import { returnView } from './return-views.ts';

/** The admin rejects a requested return, saying why (the shopper reads it); its units may be asked for again. */
export async function rejectReturn(
  ctx: ReturnsCtx,
  id: number,
  input: { reason: string },
): Promise<{ message: string; return: OrderReturn }> {
  await ctx.db.transaction(async (tx) => {
    const r = await lockReturn(tx, id);
    assertMove(r.status, 'rejected');
    await tx.execute(sql`update returns set status = 'rejected', reject_reason = ${input.reason},
        rejected_at = now(), updated_at = now() where id = ${id}`);
    await recordOrderFact(tx, r.order_id, 'return_rejected', adminActor, {
      reason: input.reason,
      reference: `Return ${id}`,
    });
    await returnMail({ ...ctx, db: tx }, r, 'rejected', { why: input.reason });
  });
  return { message: returnMessages.rejected, return: await returnView(ctx, id) };
}
