// What a person has agreed to now (decision 0357): their newest consent ledger row per purpose. A guest's
// analytics choice is their cookie's. Nothing recorded means not given: no purpose is on by default.
import { type ConsentPurpose, parseAnalyticsCookie } from '@chamak/shared/privacy';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';

/** Whether the account's newest ledger row for the purpose is a consent given. */
export async function hasConsent(db: DbOrTx, userId: number, purpose: ConsentPurpose): Promise<boolean> {
  const [row] = await rows<{ action: string }>(
    db,
    sql`select action from consent_ledger where user_id = ${userId} and purpose = ${purpose}
      order by at desc, id desc limit 1`,
  );
  return row?.action === 'given';
}

/** The account's current choice per purpose (absent: never asked or never given). */
export async function consentsOf(
  db: DbOrTx,
  userId: number,
): Promise<Partial<Record<ConsentPurpose, boolean>>> {
  const found = await rows<{ purpose: ConsentPurpose; action: string }>(
    db,
    sql`select distinct on (purpose) purpose, action from consent_ledger where user_id = ${userId}
      order by purpose, at desc, id desc`,
  );
  return Object.fromEntries(found.map((r) => [r.purpose, r.action === 'given']));
}

/**
 * Analytics consent for a request: a signed-in shopper's ledger, else the guest's cookie. A guest who never
 * answered the banner has not consented.
 */
export async function analyticsConsentOf(
  db: DbOrTx,
  who: { userId?: number | null; cookie?: string | null },
): Promise<boolean> {
  if (who.userId) return hasConsent(db, who.userId, 'analytics');
  return parseAnalyticsCookie(who.cookie)?.granted ?? false;
}

/**
 * In SQL, for the account whose id is `userId` (a column such as u.id): whether its newest ledger row for either
 * offers purpose (by e-mail, by message) is a consent given. The reminders (cart, reorder) are offers: they go only
 * to those who said yes (decision 0357), besides their own stop switch.
 */
export function marketingConsentedSql(userId: SQL): SQL {
  return sql`exists (select 1 from (select distinct on (l.purpose) l.action from consent_ledger l
      where l.user_id = ${userId} and l.purpose in ('marketing_email', 'marketing_messages')
      order by l.purpose, l.at desc, l.id desc) newest where newest.action = 'given')`;
}
