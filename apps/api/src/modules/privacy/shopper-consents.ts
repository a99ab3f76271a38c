// The shopper's side of the ledger (decision 0357): what Profile → Privacy lists (each purpose, its state, when and
// under which notice version), the one-click Stop and Allow, and the analytics banner's answer. Offers by e-mail or
// message are the cart and reorder reminders too: stopping either turns the reminders off at once, as their own
// stop link does. The reminders' switch is the accounts module's, which stands above this one (it records consents
// here), so the app hands it in (RemindersSwitch) rather than this module importing it.
import {
  type ConsentChangeBody,
  type ConsentPurpose,
  type ConsentsReply,
  consentPurpose,
  consentPurposeLabels,
  consentPurposes,
  optionalPurposes,
  privacyMessages,
} from '@chamak/shared/privacy';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Unprocessable } from '../../plugins/errors.ts';
import { currentNoticeVersion, recordConsent } from './ledger.ts';

type Latest = {
  purpose: ConsentPurpose;
  action: string;
  at: Date | string;
  notice_version: number | null;
  source: string;
};

const isOptional = (p: ConsentPurpose) => (optionalPurposes as readonly string[]).includes(p);

/** Each purpose with the account's newest ledger row for it (none: never given). */
export async function myConsents(ctx: { db: DbOrTx }, userId: number): Promise<ConsentsReply> {
  const found = await rows<Latest>(
    ctx.db,
    sql`select distinct on (purpose) purpose, action, at, notice_version, source from consent_ledger
      where user_id = ${userId} order by purpose, at desc, id desc`,
  );
  const byPurpose = new Map(found.map((r) => [r.purpose, r]));
  return {
    noticeVersion: await currentNoticeVersion(ctx.db),
    purposes: consentPurposes.map((purpose) => {
      const r = byPurpose.get(purpose);
      return {
        purpose,
        label: consentPurposeLabels[purpose],
        optional: isOptional(purpose),
        given: r?.action === 'given',
        at: r ? new Date(r.at).toISOString() : null,
        noticeVersion: r?.notice_version ?? null,
        source: r?.source ?? null,
      };
    }),
  };
}

const marketing: ConsentPurpose[] = ['marketing_email', 'marketing_messages'];

/** Turns an account's cart and reorder reminders on or off in the caller's transaction (accounts' setRemindersFor). */
export type RemindersSwitch = (db: DbOrTx, userId: number, receive: boolean) => Promise<void>;

/**
 * Profile → Privacy's button: gives or withdraws one purpose, one ledger row. An unknown purpose is 422 with the
 * list; order updates come with an order and are not switched here.
 */
export async function changeConsent(
  ctx: { db: DbOrTx; reminders: RemindersSwitch },
  userId: number,
  body: ConsentChangeBody,
  ip: string | null,
): Promise<ConsentsReply & { message: string }> {
  const parsed = consentPurpose.safeParse(body.purpose);
  if (!parsed.success) throw new Unprocessable(parsed.error.issues[0]?.message ?? 'Unknown purpose.');
  const purpose = parsed.data;
  if (!isOptional(purpose)) throw new Unprocessable(privacyMessages.notOptional);
  await ctx.db.transaction(async (tx) => {
    await recordConsent(tx, { userId, purpose, given: body.given, source: 'profile', method: 'button', ip });
    if (!marketing.includes(purpose)) return;
    // The reminders go by e-mail and by message: off when either is stopped, on again once neither is.
    const other = marketing.find((p) => p !== purpose)!;
    const [otherRow] = await rows<{ action: string }>(
      tx,
      sql`select action from consent_ledger where user_id = ${userId} and purpose = ${other}
        order by at desc, id desc limit 1`,
    );
    await ctx.reminders(tx, userId, body.given && otherRow?.action !== 'withdrawn');
  });
  return {
    ...(await myConsents(ctx, userId)),
    message: body.given ? privacyMessages.given : privacyMessages.withdrawn,
  };
}

/**
 * The banner's answer: a signed-in shopper's goes to the ledger (source cookie_banner); a guest's is kept only in
 * their cookie. The reply's version is the cookie's.
 */
export async function answerBanner(
  ctx: { db: DbOrTx },
  userId: number | null,
  granted: boolean,
  ip: string | null,
): Promise<{ version: number; recorded: boolean }> {
  const version = (await currentNoticeVersion(ctx.db)) ?? 0;
  if (!userId) return { version, recorded: false };
  await recordConsent(ctx.db, {
    userId,
    purpose: 'analytics',
    given: granted,
    source: 'cookie_banner',
    method: 'button',
    ip,
  });
  return { version, recorded: true };
}
