// The Notifier: one event about a shopper's order goes to the channels Shop Settings route it to, less the
// channels that are off (not configured: no keys, no messages) and those the shopper opted out of (DPDP Act:
// the opt-out is kept with its time). E-mail is the mail the shop already writes (mail/); SMS goes through
// MSG91 with DLT templates, WhatsApp through the Cloud API with approved templates. Every message passes the
// gate first (message-gate.ts, decision 0288): the stop list and the daily limits.
import { type Language, languageNames } from '@chamak/shared/i18n/languages';
import { sayIn } from '@chamak/shared/i18n/say';
import type { NotificationSettings, NotifyEvent, SmsTemplate } from '@chamak/shared/notifications';
import { messageRefusals } from '@chamak/shared/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { ProviderRefused } from './http.ts';
import { admitMessage, type MessageCause, type MessageGate } from './message-gate.ts';
import { indianMobile, type SmsSender } from './sms-msg91.ts';
import type { WhatsAppSender } from './whatsapp-cloud.ts';

/** The shopper's choices: a time means opted out since then (null: not opted out). */
export type PhoneConsent = { smsOptOutAt: Date | null; whatsappOptOutAt: Date | null };

/** The senders (null when not configured) and the gate every message passes (the app's; tests may leave it out). */
export type PhoneChannels = {
  sms?: SmsSender | null;
  whatsapp?: WhatsAppSender | null;
  gate?: MessageGate | undefined;
};

/**
 * The phone channels an event goes to for one shopper: routed there by the settings, configured, with a template
 * for the event, and not opted out of.
 */
export function phoneChannelsFor(
  settings: NotificationSettings,
  event: NotifyEvent,
  consent: PhoneConsent,
  channels: PhoneChannels,
): ('sms' | 'whatsapp')[] {
  const routed = new Set(settings.events[event] ?? []);
  const out: ('sms' | 'whatsapp')[] = [];
  if (routed.has('sms') && channels.sms && settings.sms[event] && !consent.smsOptOutAt) out.push('sms');
  if (routed.has('whatsapp') && channels.whatsapp && settings.whatsapp[event] && !consent.whatsappOptOutAt)
    out.push('whatsapp');
  return out;
}

/** One channel's outcome; `refused` is the gate's reason when the message was not sent at all. */
export type NotifyResult = { channel: 'sms' | 'whatsapp'; ok: boolean; error?: string; refused?: string };

/**
 * The recipient: their number and choices, what caused the message (nothing: the shop's own), and the language
 * they read the shop in (the order's, or the account's for a reminder; English when not said).
 */
export type Recipient = { phone: string; consent: PhoneConsent; cause?: MessageCause; language?: Language };

/**
 * The WhatsApp template's language code for a message in `language`: Hindi asks for the approved template's Hindi
 * translation ('hi'); English keeps the code the settings hold for the template (en, en_US...).
 */
export function whatsappLanguage(language: Language | undefined, configured: string): string {
  return language && language !== 'en' ? language : configured;
}

/** The events (with their English template) already logged as lacking a template in a language: said once each. */
const translatedSmsMissingSaid = new Set<string>();

/** Where an event's SMS template in each language other than English is kept. */
const translatedTemplate = { hi: 'templateIdHi', mr: 'templateIdMr' } as const satisfies Record<
  Exclude<Language, 'en'>,
  keyof SmsTemplate
>;

/**
 * The MSG91 template an event's SMS goes out on for a reader of `language` (decision 0331): a Hindi or Marathi
 * reader gets the template in their language when the shop registered one (`templateIdHi`, `templateIdMr`), else
 * the English one as before, which is logged once per event and language at info level (`log`) so the shop learns
 * the template is missing. English readers get the English template.
 */
export function smsTemplateFor(
  settings: NotificationSettings,
  event: NotifyEvent,
  language: Language | undefined,
  log?: Partial<Pick<FastifyBaseLogger, 'info'>> | undefined,
): string | null {
  const template = settings.sms[event];
  if (!template) return null;
  if (!language || language === 'en') return template.templateId;
  const translated = template[translatedTemplate[language]];
  if (translated) return translated;
  const key = `${event}:${language}:${template.templateId}`;
  if (!translatedSmsMissingSaid.has(key)) {
    translatedSmsMissingSaid.add(key);
    log?.info?.(
      { event, language, templateId: template.templateId },
      `no ${languageNames[language].english} SMS template for this event: ${languageNames[language].english} readers get the English one`,
    );
  }
  return template.templateId;
}

/**
 * Sends one event to a shopper's phone on every channel `phoneChannelsFor` allows, once the gate admits it (one
 * count for the event, whatever its channels). `params` are the template's values in order (WhatsApp's {{1}},
 * {{2}}...; MSG91's VAR1, VAR2...); an SMS carries the number's stop link as the variable after them. One channel
 * failing does not stop the other; each outcome is returned. Refused by the gate: every channel's outcome says
 * why, and nothing is sent. A Hindi reader's SMS goes on the event's Hindi template when the shop has one
 * (smsTemplateFor); the values are the caller's, already in the reader's language.
 */
export async function notifyPhone(
  ctx: {
    db: DbOrTx;
    phone?: PhoneChannels | undefined;
    log?: Partial<Pick<FastifyBaseLogger, 'info' | 'warn'>> | undefined;
  },
  settings: NotificationSettings,
  recipient: Recipient,
  event: NotifyEvent,
  params: string[],
): Promise<NotifyResult[]> {
  const channels = ctx.phone ?? {};
  const chosen = phoneChannelsFor(settings, event, recipient.consent, channels);
  if (!chosen.length) return [];
  let to: string;
  try {
    to = indianMobile(recipient.phone);
  } catch (error) {
    if (!(error instanceof ProviderRefused)) throw error;
    return chosen.map((channel) => refusal(channel, messageRefusals.notMobile));
  }
  const refused = await admitMessage(ctx.db, channels.gate, to, recipient.cause);
  if (refused) return chosen.map((channel) => refusal(channel, refused));
  const stop = channels.gate?.stopLink?.(to);
  return Promise.all(
    chosen.map(async (channel): Promise<NotifyResult> => {
      try {
        if (channel === 'sms')
          await channels.sms!.send({
            to,
            templateId: smsTemplateFor(settings, event, recipient.language, ctx.log)!,
            vars: Object.fromEntries(
              [...params, ...(stop ? [stop] : [])].map((value, i) => [`VAR${i + 1}`, value]),
            ),
          });
        else
          await channels.whatsapp!.send({
            to,
            template: settings.whatsapp[event]!.template,
            language: whatsappLanguage(recipient.language, settings.whatsapp[event]!.language),
            params,
          });
        return { channel, ok: true };
      } catch (error) {
        return { channel, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}

const refusal = (channel: 'sms' | 'whatsapp', reason: string): NotifyResult => ({
  channel,
  ok: false,
  error: reason,
  refused: reason,
});

/**
 * A name as it may appear in a message: its first word, letters only, at most 20 of them ("Customer" when none
 * is left). A name is free text the shopper typed; inside the shop's template it must not become their message.
 */
export function nameForMessage(name: string | null | undefined, language: Language = 'en'): string {
  const word = (name ?? '').normalize('NFKC').match(/\p{L}[\p{L}\p{M}]*/u)?.[0] ?? '';
  return word.slice(0, 20) || sayIn(language)('Customer');
}
