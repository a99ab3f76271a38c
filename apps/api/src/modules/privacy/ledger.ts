// Writing the consent ledger (decision 0357): every consent given or withdrawn is one row (who, which purpose,
// under which notice version, when, where in the shop and how, from which address). Rows are never changed; the
// database refuses it. Other modules record through this verb (the signup's and checkout's boxes, the message
// opt-outs and stop links).
import type { ConsentMethod, ConsentPurpose, ConsentSource } from '@chamak/shared/privacy';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';

export type ConsentAct = {
  userId: number;
  purpose: ConsentPurpose;
  given: boolean;
  source: ConsentSource;
  method: ConsentMethod;
  ip?: string | null | undefined;
  at?: Date | undefined;
};

/** The version of the notice shown now: the newest published one (null before any is). */
export async function currentNoticeVersion(db: DbOrTx): Promise<number | null> {
  const [row] = await rows<{ version: number }>(
    db,
    sql`select version from privacy_notices where published_at is not null order by version desc limit 1`,
  );
  return row?.version ?? null;
}

/** Records consents given or withdrawn, each one row under the current notice version; in the caller's transaction. */
export async function recordConsents(db: DbOrTx, acts: readonly ConsentAct[]): Promise<void> {
  if (acts.length === 0) return;
  const version = await currentNoticeVersion(db);
  for (const a of acts)
    await db.execute(sql`insert into consent_ledger (user_id, purpose, action, notice_version, at, source, method, ip)
      values (${a.userId}, ${a.purpose}, ${a.given ? 'given' : 'withdrawn'}, ${version},
        ${a.at ? a.at.toISOString() : sql`now()`}::timestamptz, ${a.source}, ${a.method}, ${a.ip ?? null})`);
}

export const recordConsent = (db: DbOrTx, act: ConsentAct) => recordConsents(db, [act]);

/** The signup's and checkout's optional boxes: a row for each one ticked (an unticked box records nothing). */
export function boxesTicked(
  boxes: { marketingEmail?: boolean | undefined; marketingMessages?: boolean | undefined },
  base: Omit<ConsentAct, 'purpose' | 'given'>,
): ConsentAct[] {
  return [
    ...(boxes.marketingEmail ? [{ ...base, purpose: 'marketing_email' as const, given: true }] : []),
    ...(boxes.marketingMessages ? [{ ...base, purpose: 'marketing_messages' as const, given: true }] : []),
  ];
}
