// The sign-in codes as the back-office reads them (decision 0316): Admin → Outbox → Sign-in codes lists every code
// message from phone_codes (its channel, number, delivery and what became of it; the code itself only for a
// sandbox code, which is the fixed one: a real code is stored as an HMAC and cannot be shown), and the dashboard
// counts the shop day's codes against the daily cap of the settings.
import type { Paging } from '@chamak/shared/paging';
import { sandboxCode } from '@chamak/shared/phone-sign-in';
import { addDays, dayStart, shopDay } from '@chamak/shared/shop-time';
import {
  formatSignInNumber,
  type SignInCodeOutcome,
  type SignInCodePage,
  type SignInCodeStatus,
  type SignInCodesToday,
} from '@chamak/shared/sign-in-code-log';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countAndPage, whereAll } from '../../lib/paging.ts';
import { rows } from '../../lib/sql.ts';
import type { FailureStore } from '../../plugins/rate-limits.ts';
import { timeZoneOf } from '../settings/index.ts';
import { channelsOf, maxTries, phoneSignInSettingsOf, shopDayKey } from './phone-sign-in.ts';

type CodeRow = {
  id: number;
  purpose: 'sign-in' | 'order-status';
  phone: string;
  channel: 'sms' | 'whatsapp' | 'test';
  delivery: SignInCodeStatus;
  delivery_error: string | null;
  tries: number;
  expires_at: Date | string;
  used_at: Date | string | null;
  replaced_at: Date | string | null;
  created_at: Date | string;
};

const time = (d: Date | string) => new Date(d).getTime();

/** What became of a code by `now`; a failed one was never good and has none. */
function outcomeOf(row: CodeRow, now: Date): SignInCodeOutcome | null {
  if (row.delivery === 'failed') return null;
  if (row.used_at) return 'used';
  if (row.tries >= maxTries) return 'tried-out';
  // A code replaced after its 10 minutes had already expired.
  if (row.replaced_at && time(row.replaced_at) < time(row.expires_at)) return 'replaced';
  if (row.replaced_at || time(row.expires_at) <= now.getTime()) return 'expired';
  return 'live';
}

/**
 * One page of every code message, newest first: `status` filtered, `paging.q` finding a number by its digits
 * ('98765', '+91 98765 43210'); and over all of them, how many no provider took.
 */
export async function signInCodesPage(
  ctx: { db: DbOrTx; now: Date },
  paging: Paging,
  status?: SignInCodeStatus,
): Promise<SignInCodePage> {
  // The search's digits, less a leading 91 of a whole number typed with its country code.
  const typed = paging.q.replace(/\D/g, '');
  const digits = typed.length > 10 && typed.startsWith('91') ? typed.slice(2) : typed;
  const [page, [counts]] = await Promise.all([
    countAndPage<CodeRow>(
      ctx.db,
      {
        select: sql`c.id, c.purpose, c.phone, c.channel, c.delivery, c.delivery_error, c.tries, c.expires_at, c.used_at,
          c.replaced_at, c.created_at`,
        from: sql`from phone_codes c ${whereAll([
          status && sql`c.delivery = ${status}`,
          // Letters alone find nothing rather than everything.
          paging.q.trim() !== '' && sql`strpos(c.phone, ${digits || '-'}) > 0`,
        ])}`,
        orderBy: sql`c.created_at desc, c.id desc`,
      },
      paging,
    ),
    rows<{ failed: number }>(
      ctx.db,
      sql`select count(*)::int as failed from phone_codes where delivery = 'failed'`,
    ),
  ]);
  return {
    items: page.rows.map((c) => ({
      id: c.id,
      createdAt: new Date(c.created_at).toISOString(),
      purpose: c.purpose,
      channel: c.channel,
      phone: formatSignInNumber(c.phone),
      status: c.delivery,
      error: c.delivery === 'failed' ? c.delivery_error : null,
      outcome: outcomeOf(c, ctx.now),
      usedAt: c.used_at ? new Date(c.used_at).toISOString() : null,
      tries: c.tries,
      code: c.delivery === 'test' ? sandboxCode : null,
    })),
    total: page.total,
    page: paging.page,
    pageSize: paging.pageSize,
    failed: counts?.failed ?? 0,
  };
}

/** Whether the shop offers sign-in by code: a provider with its template, or the sandbox (as otpStatus says). */
export type CodeSenders = { sms: unknown; whatsapp: unknown; sandbox: boolean };

/**
 * The shop day's codes and the daily cap, or null while the shop offers no sign-in by code. The cap is checked
 * against the failure store's count of the day (Redis when configured), which also counts the requests that stored
 * no row (refused by the message gate, an order-status code for a number that is not the order's); phone_codes
 * keeps the day's codes that a process's memory store forgets when it restarts. The larger of the two is what the
 * cap sees, or more: the warning comes early rather than late.
 */
export async function signInCodesToday(ctx: {
  db: DbOrTx;
  now: Date;
  senders: CodeSenders;
  store: Pick<FailureStore, 'count'>;
}): Promise<SignInCodesToday | null> {
  const settings = await phoneSignInSettingsOf(ctx.db);
  const offered = ctx.senders.sandbox || channelsOf(ctx.senders, settings).length > 0;
  if (!offered) return null;
  const timeZone = await timeZoneOf(ctx);
  const day = shopDay(ctx.now, timeZone);
  const [[stored], counted] = await Promise.all([
    rows<{ count: number }>(
      ctx.db,
      sql`select count(*)::int as count from phone_codes
        where created_at >= ${dayStart(day, timeZone).toISOString()}::timestamptz
          and created_at < ${dayStart(addDays(day, 1), timeZone).toISOString()}::timestamptz`,
    ),
    ctx.store.count(shopDayKey(day)),
  ]);
  return { count: Math.max(stored?.count ?? 0, counted), dailyCap: settings.dailyCap };
}
