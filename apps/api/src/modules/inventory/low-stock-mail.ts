// The owner's daily low-stock mail (decision 0349): once a shop day, from 08:00 shop time, the sizes at or below
// their threshold go by mail to every Owner (staff role 'owner'; the shop's address when the shop has none),
// through the outbox. No mail on a day nothing is low. The day last checked is a shop setting, claimed under an
// advisory lock in the transaction that writes the mails, as the daily sales summary does (decision 0347).
import { shopDay, wallClock } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Job } from '../../jobs.ts';
import { rows } from '../../lib/sql.ts';
import { lowStockMail, type MailTransport, sendTemplate } from '../mail/index.ts';
import { getSetting, putSetting, shopEmailOf, timeZoneOf } from '../settings/index.ts';
import { lowStockSizes } from './service.ts';

/** The shop-time hour from which the day's mail goes out. */
export const lowStockMailHour = 8;
const lastCheckedKey = 'job:low-stock-mail:day';
/** The admin page the mail links to: the Inventory page's low sizes. */
export const lowStockPath = '/admin/inventory?low=1';

export type LowStockMailCtx = { db: DbOrTx; mailer?: MailTransport | null; publicUrl?: string | undefined };

/** Where the mail goes: the Owners' addresses, else the shop's. */
async function ownersOf(db: DbOrTx): Promise<string[]> {
  const owners = await rows<{ email: string }>(
    db,
    sql`select email from users where staff_role = 'owner' and role = 'admin' and deleted_at is null
      and status = 'active' and email is not null and email <> '' order by id`,
  );
  return owners.length > 0 ? owners.map((o) => o.email) : [await shopEmailOf({ db })];
}

/** One run at `now`: the mails written (0 when nothing is low, or the day was done), or null before the hour. */
export async function sendLowStockMail(ctx: LowStockMailCtx, now: Date): Promise<number | null> {
  const timeZone = await timeZoneOf(ctx);
  if (wallClock(now, timeZone).hour < lowStockMailHour) return null;
  const day = shopDay(now, timeZone);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lastCheckedKey}))`);
    const last = await getSetting<{ day?: string }>(tx, lastCheckedKey, {});
    if (last.day && last.day >= day) return 0;
    const { items } = await lowStockSizes({ db: tx });
    const mail = lowStockMail({
      sizes: items.map((s) => ({
        product: s.product,
        size: s.size,
        sku: s.sku,
        remaining: s.remaining,
        threshold: s.lowStockThreshold ?? 0,
      })),
      inventoryPath: lowStockPath,
    });
    const to = items.length > 0 ? await ownersOf(tx) : [];
    for (const address of to)
      await sendTemplate({ db: tx, mailer: ctx.mailer ?? null, publicUrl: ctx.publicUrl }, address, mail);
    await putSetting(tx, lastCheckedKey, { day, checkedAt: now.toISOString(), low: items.length });
    return to.length;
  });
}

/** The job the server schedules; `ctx` is read at each run. */
export function lowStockMailJob(ctx: () => LowStockMailCtx, clock: () => Date = () => new Date()): Job {
  return { name: 'low-stock-mail', everyMs: 15 * 60_000, run: () => sendLowStockMail(ctx(), clock()) };
}
