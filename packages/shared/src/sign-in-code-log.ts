// The sign-in codes the shop sent (decision 0316) as the back-office sees them: Admin → Outbox → Sign-in codes
// (each code message's channel, number, delivery and fate; the code itself only for a sandbox code, the fixed
// one: a real code is kept as an HMAC and never shown) and the dashboard's count of the shop day's codes against
// the daily cap of Settings → Sign-in by mobile number.
import { z } from 'zod';
import { pagedReply, pagingQuery } from './paging.ts';
import { otpChannel } from './phone-sign-in.ts';

/** sent: a provider took it; failed: none did (the error says why); test: the sandbox sent nothing. */
export const signInCodeStatuses = ['sent', 'failed', 'test'] as const;
export type SignInCodeStatus = (typeof signInCodeStatuses)[number];

/**
 * What became of a code that went out: signed someone in, replaced by the number's next code, ended by five wrong
 * tries, expired after its 10 minutes, or still good. A failed one has none (it was never good).
 */
export const signInCodeOutcomes = ['used', 'replaced', 'tried-out', 'expired', 'live'] as const;
export type SignInCodeOutcome = (typeof signInCodeOutcomes)[number];

/** What a code opens: a sign-in, or an order's status page (decision 0322). */
export const signInCodePurposes = ['sign-in', 'order-status'] as const;

export const signInCodeEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  purpose: z.enum(signInCodePurposes),
  channel: otpChannel,
  /** The number as '+91 98765 43210'. */
  phone: z.string(),
  status: z.enum(signInCodeStatuses),
  /** Why no provider took it (failed only). */
  error: z.string().nullable(),
  outcome: z.enum(signInCodeOutcomes).nullable(),
  /** When it signed someone in. */
  usedAt: z.string().nullable(),
  /** Wrong codes typed for it. */
  tries: z.number().int(),
  /** The code itself for a sandbox (test) code only, which is the fixed sandbox code; null for a real one. */
  code: z.string().nullable(),
});
export type SignInCodeEntry = z.infer<typeof signInCodeEntry>;

/** GET /api/admin/sign-in-codes?page=&pageSize=&q=&status=: q finds a number by its digits. */
export const signInCodeListQuery = pagingQuery.extend({ status: z.enum(signInCodeStatuses).optional() });
export type SignInCodeListQuery = z.infer<typeof signInCodeListQuery>;

/** One page of the codes, newest first, and how many of all of them no provider took. */
export const signInCodePage = pagedReply(signInCodeEntry).extend({ failed: z.number().int() });
export type SignInCodePage = z.infer<typeof signInCodePage>;

/**
 * The shop day's codes so far as the cap counts them (every code asked for that passed the limits, sent, failed,
 * test or refused by the message gate, whatever its purpose) and the cap.
 */
export const signInCodesToday = z.object({ count: z.number().int(), dailyCap: z.number().int() });
export type SignInCodesToday = z.infer<typeof signInCodesToday>;

/** The share of the daily cap at which the dashboard starts warning. */
export const codeCapWarningShare = 0.8;

/** 'reached' once no more codes go today, 'near' from 80 % of the cap, else null (nothing to say). */
export function codeCapLevel(today: SignInCodesToday): 'near' | 'reached' | null {
  if (today.count >= today.dailyCap) return 'reached';
  if (today.count >= today.dailyCap * codeCapWarningShare) return 'near';
  return null;
}

/** '9876543210' as '+91 98765 43210' (a number in any other shape as it is). */
export function formatSignInNumber(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
