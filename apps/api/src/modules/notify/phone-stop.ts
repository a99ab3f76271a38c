// The stop link an SMS carries (decision 0288): /messages/stop?n=<number>&t=<signature>, signed with the app's
// secret, so whoever got the message can stop every SMS and WhatsApp to that number without an account; the page
// shows the number (its middle hidden) and stops only on a click.
import { timingSafeEqual } from 'node:crypto';
import {
  type PhoneStopBody,
  type PhoneStopQuery,
  type PhoneStopView,
  phoneStopMessages,
  phoneStopPath,
} from '@chamak/shared/notifications';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';
import { recordConsents } from '../privacy/index.ts';
import { isStopped, stopNumber } from './message-gate.ts';

/** The part of the app's token signer a stop link needs. */
export type LinkSigner = { mac(purpose: string, data: string): string };

export type PhoneStopCtx = { db: DbOrTx; tokens: LinkSigner; now?: Date };

// 22 characters (132 bits) keep an SMS short and a guess hopeless.
const signatureOf = (tokens: LinkSigner, to: string) => tokens.mac('phone-stop', to).slice(0, 22);

/** The stop link of a number (91XXXXXXXXXX) at the shop's address. */
export function phoneStopLink(tokens: LinkSigner, publicUrl: string, to: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${phoneStopPath}?n=${to}&t=${signatureOf(tokens, to)}`;
}

/** The link's number, when its signature is the app's; else 404 (a forged or changed link). */
function numberOf(tokens: LinkSigner, link: PhoneStopQuery): string {
  const expected = Buffer.from(signatureOf(tokens, link.n));
  const given = Buffer.from(link.t);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new NotFound(phoneStopMessages.invalid);
  return link.n;
}

/** 919812345670 as 98•••••670: enough for its owner to know it, not enough to give it away. */
const hidden = (to: string) => `${to.slice(2, 4)}•••••${to.slice(-3)}`;

/** What the stop page shows before the click: the number, hidden in part, and whether it is already stopped. */
export async function phoneStopView(ctx: PhoneStopCtx, link: PhoneStopQuery): Promise<PhoneStopView> {
  const to = numberOf(ctx.tokens, link);
  return { number: hidden(to), stopped: await isStopped(ctx.db, to) };
}

/** The click: no SMS or WhatsApp goes to the number again, and the ledger says so. Stopping twice answers the same. */
export async function stopPhoneMessages(
  ctx: PhoneStopCtx,
  link: PhoneStopBody,
): Promise<{ message: string }> {
  const to = numberOf(ctx.tokens, link);
  const at = ctx.now ?? new Date();
  await stopNumber(ctx.db, to, at);
  // The click withdraws, in the consent ledger (decision 0357), the messages by phone of every account with the
  // number: offers by message, and order updates by phone.
  const holders = await rows<{ id: number }>(
    ctx.db,
    sql`select id from users where deleted_at is null
      and right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = ${to.slice(-10)}`,
  );
  await recordConsents(
    ctx.db,
    holders.flatMap(({ id }) =>
      (['marketing_messages', 'order_updates'] as const).map((purpose) => ({
        userId: id,
        purpose,
        given: false,
        source: 'message_link' as const,
        method: 'link' as const,
        at,
      })),
    ),
  );
  return { message: phoneStopMessages.stopped };
}
