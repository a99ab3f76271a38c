// The shape every kind of reminder repeats: per due shopper, one transaction under the shopper's lock that checks
// (or claims) the reminder again, reads its lines, records it and writes its mail; then, after commit, the phone.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type CartLine, cartValue, type Links, type RemindersCtx } from './reminder-rows.ts';

/** What a reminder carries once recorded: its value and its links. */
export type Reminded = { value: number; link: ReturnType<Links> };

/** The steps of one kind of reminder, each as that kind takes it. */
export type ReminderSteps<Due> = {
  /** Under the lock: whether the reminder is still due (another run may have sent it meanwhile), or claimed. */
  claim: (tx: DbOrTx, due: Due) => Promise<boolean>;
  /** The lines the reminder names; none, and there is no reminder. */
  lines: (tx: DbOrTx, due: Due) => Promise<CartLine[]>;
  /** The reminder's id: the row recorded now, or the one claimed. */
  record: (tx: DbOrTx, due: Due, lines: CartLine[], valuePaise: number) => Promise<number>;
  /** Whether the mail goes (the routing setting may keep the event off e-mail). */
  byMail: boolean;
  /** The mail, written in the transaction that records the reminder (through the outbox). */
  mail: (ctx: RemindersCtx, due: Due, lines: CartLine[], reminded: Reminded) => Promise<unknown>;
  /** The phone message, after the commit. */
  phone: (due: Due, reminded: Reminded) => Promise<void>;
};

/** Holds the shopper's reminders for this transaction: one writer at a time per shopper, whoever else runs. */
async function lockShopper(tx: DbOrTx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart-reminder:${userId}`}))`);
}

/** Sends the reminders of the due shoppers, one transaction each; how many went. */
export async function remindEach<Due extends { user_id: number }>(
  ctx: RemindersCtx,
  due: readonly Due[],
  links: Links,
  steps: ReminderSteps<Due>,
): Promise<number> {
  let sent = 0;
  for (const one of due) {
    const reminded = await ctx.db.transaction(async (tx): Promise<Reminded | null> => {
      await lockShopper(tx, one.user_id);
      if (!(await steps.claim(tx, one))) return null;
      const lines = await steps.lines(tx, one);
      if (lines.length === 0) return null;
      const value = cartValue(lines);
      const link = links(await steps.record(tx, one, lines, value));
      if (steps.byMail) await steps.mail({ ...ctx, db: tx }, one, lines, { value, link });
      return { value, link };
    });
    if (!reminded) continue;
    sent++;
    await steps.phone(one, reminded);
  }
  return sent;
}
