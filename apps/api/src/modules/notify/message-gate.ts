// The gate every SMS and WhatsApp message passes (decision 0288): a number that asked to stop gets nothing, and a
// message a shopper's action causes to a number their account has not proved it owns is counted per account, per
// number and per client address; every message counts toward the shop's daily cap. Counters live in the app's
// failure store (Redis when REDIS_URL is set, so every process counts together). Phone sign-in's one-time codes
// are meant to pass here too (admitMessage), with the signing-in address as their cause.
import { messageRefusals } from '@chamak/shared/notifications';
import { shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { type FailureStore, memoryFailureStore } from '../../plugins/rate-limits.ts';
import { timeZoneOf } from '../settings/index.ts';

/**
 * How many messages a day (the shop's calendar day, India time unless set). A message is one event to one number,
 * on all its channels.
 */
export type MessageLimits = {
  /** Caused by one account, to numbers it has not proved. */
  perAccount: number;
  /** To one number, caused by shoppers' actions. */
  perNumber: number;
  /** Caused from one client address. */
  perAddress: number;
  /** Everything the shop sends. */
  shopPerDay: number;
};

export const defaultMessageLimits: MessageLimits = {
  perAccount: 5,
  perNumber: 3,
  perAddress: 10,
  shopPerDay: 500,
};

/** Where the counts live, the limits, the clock, and the stop link a message may carry (SMS only). */
export type MessageGate = {
  store: FailureStore;
  limits: MessageLimits;
  clock?: () => Date;
  /** The address of the page that stops messages to `to` (91XXXXXXXXXX), signed; none in unit tests. */
  stopLink?: (to: string) => string;
};

/**
 * What caused a message: a shopper's action (their account and, when a request caused it, its client address),
 * or nothing for the shop's own messages (a shipment's status), which only the stop list and the daily cap limit.
 */
/**
 * Who caused a message. `signInCode`: a sign-in code, which has its own per-number and per-address limits
 * (accounts/phone-sign-in.ts, counted per quarter hour, hour and day); here it only meets the stop list and the
 * shop's daily cap, so a shopper who asks for a fourth code in a day is not refused by this gate's limits for
 * order messages.
 */
export type MessageCause = { userId?: number | null; address?: string | null; signInCode?: boolean };

// Without a gate (a unit test that builds its own channels) this process counts, under the default limits.
const fallback: MessageGate = { store: memoryFailureStore(), limits: defaultMessageLimits };

/** A count outlives its day (the longest a zone's day is, 25 hours, and some slack). */
const dayMs = 26 * 3_600_000;

/** Whether the number (91XXXXXXXXXX) asked to stop messages. */
export async function isStopped(db: DbOrTx, to: string): Promise<boolean> {
  const [row] = await rows<{ one: number }>(db, sql`select 1 as one from phone_stops where phone = ${to}`);
  return Boolean(row);
}

/**
 * Whether the account has proved it owns the number (a one-time code it was sent and typed back). No number is
 * proved yet: phone sign-in will answer here, and a proved number passes the per-account and per-number limits.
 */
export async function numberProved(_db: DbOrTx, _userId: number, _to: string): Promise<boolean> {
  return false;
}

/**
 * Admits one message to `to` (91XXXXXXXXXX) or answers why not (messageRefusals). Admitted, it is counted under
 * every limit that applies; refused, nothing is counted. The first limit reached is the reason given: the number,
 * then the account, the address and the shop.
 */
export async function admitMessage(
  db: DbOrTx,
  gate: MessageGate | undefined,
  to: string,
  cause: MessageCause = {},
): Promise<string | null> {
  if (await isStopped(db, to)) return messageRefusals.stopped;
  const { store, limits, clock } = gate ?? fallback;
  // The shop's day (India unless the settings name another zone, decision 0298): counts start again at its midnight.
  const day = shopDay(clock?.() ?? new Date(), await timeZoneOf({ db }));
  const counters: { key: string; max: number; reason: string }[] = [];
  const byShopper = !cause.signInCode && (cause.userId != null || Boolean(cause.address));
  const proved = cause.userId != null && (await numberProved(db, cause.userId, to));
  if (byShopper && !proved) {
    counters.push({
      key: `messages:number:${day}:${to}`,
      max: limits.perNumber,
      reason: messageRefusals.perNumber,
    });
    if (cause.userId != null)
      counters.push({
        key: `messages:account:${day}:${cause.userId}`,
        max: limits.perAccount,
        reason: messageRefusals.perAccount,
      });
  }
  if (cause.address && !cause.signInCode)
    counters.push({
      key: `messages:address:${day}:${cause.address}`,
      max: limits.perAddress,
      reason: messageRefusals.perAddress,
    });
  counters.push({ key: `messages:shop:${day}`, max: limits.shopPerDay, reason: messageRefusals.shop });
  const counts = await Promise.all(counters.map((c) => store.count(c.key)));
  const full = counters.find((c, i) => counts[i]! >= c.max);
  if (full) return full.reason;
  // Two processes may pass the check at once: the count after adding decides, so a cap is never overshot.
  const after = await Promise.all(counters.map((c) => store.add(c.key, dayMs)));
  const over = counters.find((c, i) => after[i]! > c.max);
  return over ? over.reason : null;
}

/** Adds the number to the stop list (once; a second stop keeps the first time). */
export async function stopNumber(db: DbOrTx, to: string, now: Date): Promise<void> {
  await db.execute(sql`insert into phone_stops (phone, stopped_at) values (${to}, ${now.toISOString()})
    on conflict (phone) do nothing`);
}
