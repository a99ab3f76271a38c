// Back-in-stock alerts (decisions 0200-0203). A shopper asks on an out-of-stock size; when the
// stock module or the admin's product form gives that size stock again, every waiting alert gets one mail, written
// to the outbox in the same transaction as the stock change, and is marked sent. Asking again after that mail
// waits again.
import { stockAlertMessages } from '@chamak/shared/stock-alerts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, Invalid, NotFound } from '../../plugins/errors.ts';
import { getProfile } from '../accounts/index.ts';
import { backInStockMail, type MailTransport, sendTemplate } from '../mail/index.ts';

/** What writing an alert's mail needs: the transaction, the mail transport (if any) and the shop's address. */
export type StockAlertsCtx = { db: DbOrTx; mailer?: MailTransport | null; publicUrl?: string };

/**
 * Records that `email` (the account's for a logged-in shopper, else the guest's) wants to hear when size `plId`
 * is back. Only an out-of-stock size takes an alert (409 otherwise); asking twice is one alert.
 */
export async function addStockAlert(
  ctx: { db: DbOrTx },
  body: { pl_id: number; email?: string | undefined },
  actor: Actor | null,
): Promise<{ message: string }> {
  const email = actor ? (await getProfile(ctx, actor.userId)).user.email : body.email;
  if (!email) throw new Invalid(`email: ${stockAlertMessages.emailRequired}`);
  const [size] = await rows<{ remaining: number }>(
    ctx.db,
    sql`select remaining_qty as remaining from product_litres where id = ${body.pl_id}`,
  );
  if (!size) throw new NotFound(stockAlertMessages.notFound);
  if (size.remaining > 0) throw new Conflict(stockAlertMessages.inStock);
  // A mailed alert asked for again waits again (decision 0201).
  await ctx.db.execute(sql`insert into stock_alerts (product_litre_id, email, user_id)
    values (${body.pl_id}, ${email.toLowerCase()}, ${actor?.userId ?? null})
    on conflict (product_litre_id, email) do update
      set sent_at = null, created_at = now(), user_id = coalesce(excluded.user_id, stock_alerts.user_id)`);
  return { message: stockAlertMessages.added };
}

/**
 * Mails every waiting alert whose size has stock now (of the given sizes, or of all), once: the alert is marked
 * sent by the same UPDATE that picks it, so two transactions restocking one size never both mail it (the second
 * waits for the first's row lock and then finds it sent). Call it in the transaction that raised the stock.
 */
export async function sendStockAlerts(ctx: StockAlertsCtx, sizeIds?: readonly number[]): Promise<number> {
  if (sizeIds && sizeIds.length === 0) return 0;
  const only = sizeIds ? sql`and pl.id = any(${arrayLiteral([...sizeIds])}::int[])` : sql``;
  const due = await rows<{ email: string; pl_id: number; product_id: number; name: string; label: string }>(
    ctx.db,
    sql`with due as (
        update stock_alerts a set sent_at = now()
        from product_litres pl
        where a.product_litre_id = pl.id and a.sent_at is null and pl.remaining_qty > 0 ${only}
        returning a.id, a.email, pl.id as pl_id, pl.product_id, pl.litre_id)
      select due.email, due.pl_id, due.product_id, p.name, l.label
      from due join products p on p.id = due.product_id join litres l on l.id = due.litre_id
      order by due.id`,
  );
  const base = (ctx.publicUrl ?? '').replace(/\/+$/, '');
  for (const a of due) {
    const link = `${base}/product-details/${a.product_id}?size=${a.pl_id}`;
    await sendTemplate(ctx, a.email, backInStockMail(a, link));
  }
  return due.length;
}
