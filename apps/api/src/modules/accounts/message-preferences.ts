// The shopper's order messages by phone: SMS and WhatsApp each on until the shopper turns them off in the
// profile; the time they did is kept (DPDP Act) and cleared when they turn them on again. The same goes for
// reminders of a left cart or an unfinished payment.
import {
  type MessagePreferences,
  type MessagePreferencesBody,
  messagePreferencesSaved,
} from '@chamak/shared/notifications';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { NotFound } from '../../plugins/errors.ts';

export type PhoneConsent = { smsOptOutAt: Date | null; whatsappOptOutAt: Date | null };
type Consent = PhoneConsent & { remindersOptOutAt: Date | null };

/** The account's opt-outs; a deleted or unknown account is 404. */
export async function phoneConsentOf(db: DbOrTx, userId: number): Promise<PhoneConsent> {
  const [found] = await db
    .select({ smsOptOutAt: users.smsOptOutAt, whatsappOptOutAt: users.whatsappOptOutAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!found) throw new NotFound('User not found.');
  return found;
}

const optOuts = {
  smsOptOutAt: users.smsOptOutAt,
  whatsappOptOutAt: users.whatsappOptOutAt,
  remindersOptOutAt: users.remindersOptOutAt,
};

const preference = (at: Date | null) => ({ receive: !at, optedOutAt: at?.toISOString() ?? null });

function view(consent: Consent): MessagePreferences {
  return {
    sms: { receive: !consent.smsOptOutAt, optedOutAt: consent.smsOptOutAt?.toISOString() ?? null },
    whatsapp: {
      receive: !consent.whatsappOptOutAt,
      optedOutAt: consent.whatsappOptOutAt?.toISOString() ?? null,
    },
    reminders: preference(consent.remindersOptOutAt),
  };
}

export async function messagePreferencesOf(ctx: { db: DbOrTx }, userId: number): Promise<MessagePreferences> {
  const [found] = await ctx.db
    .select(optOuts)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!found) throw new NotFound('User not found.');
  return view(found);
}

/** Saves the choices: an opt-out keeps the time it was first made; opting in again clears it. */
export async function saveMessagePreferences(
  ctx: { db: DbOrTx },
  userId: number,
  body: MessagePreferencesBody,
): Promise<MessagePreferences & { message: string }> {
  const [saved] = await ctx.db
    .update(users)
    .set({
      smsOptOutAt: body.sms ? null : sql`coalesce(${users.smsOptOutAt}, now())`,
      whatsappOptOutAt: body.whatsapp ? null : sql`coalesce(${users.whatsappOptOutAt}, now())`,
      ...(body.reminders === undefined
        ? {}
        : {
            remindersOptOutAt: body.reminders ? null : sql`coalesce(${users.remindersOptOutAt}, now())`,
          }),
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning(optOuts);
  if (!saved) throw new NotFound('User not found.');
  return { ...view(saved), message: messagePreferencesSaved };
}

/**
 * Turns a shopper's cart and payment reminders off from the one-click stop link (no login): the opt-out keeps the
 * time it was first made, as saveMessagePreferences does; in the caller's transaction.
 */
export async function stopRemindersFor(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ remindersOptOutAt: sql`coalesce(${users.remindersOptOutAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}
