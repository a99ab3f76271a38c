// Back-in-stock alerts (decisions 0200-0203). A shopper asks on an out-of-stock size; when the
// stock module or the admin's product form gives that size stock again, every waiting, confirmed alert gets one
// mail, written to the outbox in the same transaction as the stock change, and is marked sent. Asking again
// after that mail waits again. A guest's alert is confirmed first: the address gets one mail with a link (an
// unguessable token, only its hash stored) and nothing more until its owner clicks to confirm. An alert keeps the
// language of the page it was asked on (migration 0038), which its mails speak, whether or not the address has an
// account.
import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@chamak/shared/i18n/languages';
import { messageLanguage } from '@chamak/shared/i18n/say';
import { stockAlertConfirmPath, stockAlertMessages } from '@chamak/shared/stock-alerts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, Invalid, NotFound } from '../../plugins/errors.ts';
import { getProfile } from '../accounts/index.ts';
import { backInStockMail, type MailTransport, sendTemplate, stockAlertConfirmMail } from '../mail/index.ts';

/** What writing an alert's mail needs: the transaction, the mail transport (if any) and the shop's address. */
export type StockAlertsCtx = { db: DbOrTx; mailer?: MailTransport | null; publicUrl?: string | undefined };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a confirmation link works, and so how long before the same size and e-mail may get another. */
export const confirmationHours = 24;

/**
 * Records that `email` (the account's for a logged-in shopper, else the guest's) wants to hear when size `plId`
 * is back. Only an out-of-stock size takes an alert (409 otherwise); asking twice is one alert. A signed-in
 * shopper's alert (their account's own address) is confirmed at once. A guest's new alert (or one asked again
 * after its mail) waits for confirmation, and its address gets one confirmation mail: while a link sent in the
 * last day is pending, asking again sends none. The guest's answer is the same either way, so it tells nobody
 * whether an address has an alert. `language` is the page's (the request's): the alert's mails speak it, and asking
 * again in another language changes it.
 */
export async function addStockAlert(
  ctx: StockAlertsCtx,
  body: { pl_id: number; email?: string | undefined },
  actor: Actor | null,
  language: Language = 'en',
): Promise<{ message: string }> {
  const email = (actor ? (await getProfile(ctx, actor.userId)).user.email : body.email)?.toLowerCase();
  if (!email) throw new Invalid(`email: ${stockAlertMessages.emailRequired}`);
  return ctx.db.transaction(async (tx) => {
    const [size] = await rows<{ remaining: number; product_id: number; name: string; label: string }>(
      tx,
      sql`select pl.remaining_qty as remaining, pl.product_id, p.name, l.label
        from product_litres pl join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
        where pl.id = ${body.pl_id}`,
    );
    if (!size) throw new NotFound(stockAlertMessages.notFound);
    if (size.remaining > 0) throw new Conflict(stockAlertMessages.inStock);
    if (actor) {
      // A mailed alert asked for again waits again (decision 0201); the account's own address needs no link.
      await tx.execute(sql`insert into stock_alerts (product_litre_id, email, user_id, confirmed_at, language)
        values (${body.pl_id}, ${email}, ${actor.userId}, now(), ${language})
        on conflict (product_litre_id, email) do update
          set sent_at = null, created_at = now(), user_id = excluded.user_id, confirmed_at = now(),
            confirm_token_hash = null, language = excluded.language`);
      return { message: stockAlertMessages.added };
    }
    const token = randomBytes(24).toString('base64url');
    const hash = hashOf(token);
    // A confirmed alert still waiting stays as it is; one already mailed is a new alert and needs a new
    // confirmation; an unconfirmed one gets a new link only once its last link has expired.
    const [saved] = await rows<{ mail: boolean }>(
      tx,
      sql`insert into stock_alerts (product_litre_id, email, confirm_token_hash, confirm_sent_at, language)
        values (${body.pl_id}, ${email}, ${hash}, now(), ${language})
        on conflict (product_litre_id, email) do update set
          language = excluded.language,
          confirmed_at = case when stock_alerts.sent_at is null then stock_alerts.confirmed_at end,
          confirm_token_hash = case
            when stock_alerts.sent_at is null and stock_alerts.confirmed_at is not null
              then stock_alerts.confirm_token_hash
            when stock_alerts.sent_at is null and stock_alerts.confirm_sent_at
              > now() - make_interval(hours => ${confirmationHours}) then stock_alerts.confirm_token_hash
            else excluded.confirm_token_hash end,
          confirm_sent_at = case
            when stock_alerts.sent_at is null and stock_alerts.confirmed_at is not null
              then stock_alerts.confirm_sent_at
            when stock_alerts.sent_at is null and stock_alerts.confirm_sent_at
              > now() - make_interval(hours => ${confirmationHours}) then stock_alerts.confirm_sent_at
            else now() end,
          created_at = case when stock_alerts.sent_at is null then stock_alerts.created_at else now() end,
          sent_at = null
        returning confirm_token_hash is not distinct from ${hash} as mail`,
    );
    if (saved?.mail) {
      const base = (ctx.publicUrl ?? '').replace(/\/+$/, '');
      const link = `${base}${stockAlertConfirmPath(size.product_id, body.pl_id, token)}`;
      await sendTemplate(
        { ...ctx, db: tx },
        email,
        stockAlertConfirmMail(size, link, messageLanguage(language)),
      );
    }
    return { message: stockAlertMessages.confirmSent };
  });
}

/**
 * Confirms the alert whose confirmation link carries `token` (within its day); confirming again, or an alert
 * confirmed since, answers the same. A size that is back already gets its mail at once. Unknown or expired: 404.
 */
export async function confirmStockAlert(ctx: StockAlertsCtx, token: string): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const [alert] = await rows<{ pl_id: number }>(
      tx,
      sql`update stock_alerts set confirmed_at = coalesce(confirmed_at, now())
        where confirm_token_hash = ${hashOf(token)}
          and (confirmed_at is not null
            or confirm_sent_at > now() - make_interval(hours => ${confirmationHours}))
        returning product_litre_id as pl_id`,
    );
    if (!alert) throw new NotFound(stockAlertMessages.linkInvalid);
    await sendStockAlerts({ ...ctx, db: tx }, [alert.pl_id]);
    return { message: stockAlertMessages.confirmed };
  });
}

/**
 * Mails every waiting, confirmed alert whose size has stock now (of the given sizes, or of all), once: the alert is marked
 * sent by the same UPDATE that picks it, so two transactions restocking one size never both mail it (the second
 * waits for the first's row lock and then finds it sent). Call it in the transaction that raised the stock.
 */
export async function sendStockAlerts(ctx: StockAlertsCtx, sizeIds?: readonly number[]): Promise<number> {
  if (sizeIds && sizeIds.length === 0) return 0;
  const only = sizeIds ? sql`and pl.id = any(${arrayLiteral([...sizeIds])}::int[])` : sql``;
  const due = await rows<{
    email: string;
    pl_id: number;
    product_id: number;
    name: string;
    label: string;
    language: string;
  }>(
    ctx.db,
    sql`with due as (
        update stock_alerts a set sent_at = now()
        from product_litres pl
        where a.product_litre_id = pl.id and a.sent_at is null and a.confirmed_at is not null
          and pl.remaining_qty > 0 ${only}
        returning a.id, a.email, a.language, pl.id as pl_id, pl.product_id, pl.litre_id)
      select due.email, due.pl_id, due.product_id, p.name, l.label, due.language
      from due join products p on p.id = due.product_id join litres l on l.id = due.litre_id
      order by due.id`,
  );
  const base = (ctx.publicUrl ?? '').replace(/\/+$/, '');
  for (const a of due) {
    const link = `${base}/product-details/${a.product_id}?size=${a.pl_id}`;
    await sendTemplate(ctx, a.email, backInStockMail(a, link, messageLanguage(a.language)));
  }
  return due.length;
}
