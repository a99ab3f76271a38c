// Mail (D12): every message is written to the outbox table; with SMTP configured it is also sent, and the
// outbox row says whether that worked. Without SMTP the outbox is where the admin reads what would have gone out.
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
/** Sends one message over a real transport (SMTP); absent in development. */
export type MailTransport = { send(message: MailMessage): Promise<void> };

export async function sendMail(
  ctx: { db: DbOrTx; mailer?: MailTransport | null },
  message: MailMessage,
): Promise<number> {
  const [row] = await ctx.db
    .insert(mailOutbox)
    .values({ ...message, status: ctx.mailer ? 'queued' : 'kept' })
    .returning({ id: mailOutbox.id });
  if (ctx.mailer) {
    try {
      await ctx.mailer.send(message);
      await ctx.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()` })
        .where(eq(mailOutbox.id, row!.id));
    } catch (error) {
      await ctx.db
        .update(mailOutbox)
        .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
        .where(eq(mailOutbox.id, row!.id));
    }
  }
  return row!.id;
}

export async function listOutbox(ctx: { db: DbOrTx }, limit = 200) {
  const found = await ctx.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return found.map((m) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  }));
}
