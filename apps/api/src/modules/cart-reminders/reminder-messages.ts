// What a reminder says to the shopper: the cart reminder's mail and phone message, and the phone step every
// reminder ends with (the channels the routing setting, the keys and the shopper allow).
import type { Language } from '@chamak/shared/i18n/languages';
import { messageLanguage } from '@chamak/shared/i18n/say';
import { formatRupees } from '@chamak/shared/money';
import type { NotifyEvent } from '@chamak/shared/notifications';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { cartReminderMail, sendTemplate } from '../mail/index.ts';
import { nameForMessage, notifyPhone } from '../notify/index.ts';
import { notificationSettingsOf } from '../settings/index.ts';
import type { Reminded } from './remind-each.ts';
import {
  type CartLine,
  firstName,
  mailLines,
  type Offer,
  type RemindersCtx,
  type Shopper,
} from './reminder-rows.ts';

/** The language the account reads the shop in (users.language, migration 0036): its reminders speak it. */
export async function shopperLanguage(db: DbOrTx, userId: number): Promise<Language> {
  const [found] = await rows<{ language: string }>(db, sql`select language from users where id = ${userId}`);
  return messageLanguage(found?.language);
}

/** A cart reminder's mail, written in the transaction that records it (through the outbox). */
export async function mailCart(
  ctx: RemindersCtx,
  shopper: Shopper,
  lines: CartLine[],
  { value, link, offer }: Reminded & { offer: Offer },
  which: 'first' | 'second',
) {
  await sendTemplate(
    ctx,
    shopper.email,
    cartReminderMail(
      {
        firstName: firstName(shopper.fullname),
        lines: mailLines(lines),
        valuePaise: value,
        offer,
        ...link,
        language: await shopperLanguage(ctx.db, shopper.user_id),
      },
      which,
    ),
  );
}

/** A cart reminder by WhatsApp or SMS, after the commit: the first name, the cart's value and the restore link. */
export const phoneCart = (ctx: RemindersCtx, shopper: Shopper, reminded: Reminded) =>
  phone(ctx, shopper, 'cart_reminder', [
    firstName(shopper.fullname),
    formatRupees(reminded.value),
    reminded.link.restoreUrl,
  ]);

/**
 * The reminder by phone, after commit: the channels the routing setting, the keys and the shopper allow. The first
 * value is the shopper's name.
 */
export async function phone(ctx: RemindersCtx, shopper: Shopper, event: NotifyEvent, params: string[]) {
  if ((!ctx.phone?.sms && !ctx.phone?.whatsapp) || !shopper.phone) return;
  try {
    const [consent] = await rows<{ sms: Date | null; whatsapp: Date | null; language: string }>(
      ctx.db,
      sql`select sms_opt_out_at as sms, whatsapp_opt_out_at as whatsapp, language from users
        where id = ${shopper.user_id}`,
    );
    // The account is the message's cause: its limits apply (decision 0288); the name is one word of letters.
    const [name, ...rest] = params;
    const language = messageLanguage(consent?.language);
    const results = await notifyPhone(
      ctx,
      await notificationSettingsOf(ctx),
      {
        phone: shopper.phone,
        consent: { smsOptOutAt: consent?.sms ?? null, whatsappOptOutAt: consent?.whatsapp ?? null },
        cause: { userId: shopper.user_id },
        language,
      },
      event,
      [nameForMessage(name, language), ...rest],
    );
    for (const r of results)
      if (!r.ok)
        ctx.log?.warn(
          { userId: shopper.user_id, event, channel: r.channel, error: r.error },
          'reminder not sent',
        );
  } catch (err) {
    ctx.log?.warn({ userId: shopper.user_id, event, err }, 'reminder not sent');
  }
}
