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
import { type ConsentAct, recordConsents } from '../privacy/index.ts';

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

/**
 * Saves the choices: an opt-out keeps the time it was first made; opting in again clears it. Each change is a row
 * of the consent ledger (decision 0357): SMS and WhatsApp order messages are order updates by phone, reminders are
 * offers by e-mail and by message.
 */
export async function saveMessagePreferences(
  ctx: { db: DbOrTx },
  userId: number,
  body: MessagePreferencesBody,
  ip: string | null = null,
): Promise<MessagePreferences & { message: string }> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select(optOuts)
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!before) throw new NotFound('User not found.');
    const [saved] = await tx
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
      .where(eq(users.id, userId))
      .returning(optOuts);
    const act = { userId, source: 'profile', method: 'checkbox', ip } as const;
    const changed = (was: Date | null, receive: boolean | undefined) =>
      receive !== undefined && receive === Boolean(was);
    const acts: ConsentAct[] = [
      ...(changed(before.smsOptOutAt, body.sms)
        ? [{ ...act, purpose: 'order_updates' as const, given: body.sms }]
        : []),
      ...(changed(before.whatsappOptOutAt, body.whatsapp)
        ? [{ ...act, purpose: 'order_updates' as const, given: body.whatsapp }]
        : []),
      ...(changed(before.remindersOptOutAt, body.reminders)
        ? reminderPurposes.map((purpose) => ({ ...act, purpose, given: body.reminders === true }))
        : []),
    ];
    await recordConsents(tx, acts);
    return { ...view(saved!), message: messagePreferencesSaved };
  });
}

/** The reminders (cart, payment, reorder) go by e-mail and by message: both offers' purposes. */
const reminderPurposes = ['marketing_email', 'marketing_messages'] as const;

/**
 * Turns reminders on or off for Profile → Privacy's Stop and Allow (decision 0357), which records the ledger row
 * itself; an opt-out keeps the time it was first made. In the caller's transaction.
 */
export async function setRemindersFor(db: DbOrTx, userId: number, receive: boolean): Promise<void> {
  await db
    .update(users)
    .set({ remindersOptOutAt: receive ? null : sql`coalesce(${users.remindersOptOutAt}, now())` })
    .where(eq(users.id, userId));
}

/**
 * Turns a shopper's cart and payment reminders off from the one-click stop link (no login): the opt-out keeps the
 * time it was first made, as saveMessagePreferences does, and the ledger gets its rows; in the caller's transaction.
 */
export async function stopRemindersFor(db: DbOrTx, userId: number, at: Date): Promise<void> {
  const [stopped] = await db
    .update(users)
    .set({ remindersOptOutAt: sql`coalesce(${users.remindersOptOutAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  // The one click withdraws both offers' purposes in the ledger (decision 0357), each time it is clicked.
  if (stopped)
    await recordConsents(
      db,
      reminderPurposes.map((purpose) => ({
        userId,
        purpose,
        given: false,
        source: 'message_link' as const,
        method: 'link' as const,
        at,
      })),
    );
}
