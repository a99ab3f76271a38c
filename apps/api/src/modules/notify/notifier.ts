// The Notifier: one event about a shopper's order goes to the channels Shop Settings route it to, less the
// channels that are off (not configured: no keys, no messages) and those the shopper opted out of (DPDP Act:
// the opt-out is kept with its time). E-mail is the mail the shop already writes (mail/); SMS goes through
// MSG91 with DLT templates, WhatsApp through the Cloud API with approved templates.
import type { NotificationSettings, NotifyEvent } from '@chamak/shared/notifications';
import type { SmsSender } from './sms-msg91.ts';
import type { WhatsAppSender } from './whatsapp-cloud.ts';

/** The shopper's choices: a time means opted out since then (null: not opted out). */
export type PhoneConsent = { smsOptOutAt: Date | null; whatsappOptOutAt: Date | null };

export type PhoneChannels = { sms?: SmsSender | null; whatsapp?: WhatsAppSender | null };

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

export type NotifyResult = { channel: 'sms' | 'whatsapp'; ok: boolean; error?: string };

/**
 * Sends one event to a shopper's phone on every channel `phoneChannelsFor` allows. `params` are the template's
 * values in order (WhatsApp's {{1}}, {{2}}...; MSG91's VAR1, VAR2...). One channel failing does not stop the
 * other; each outcome is returned.
 */
export async function notifyPhone(
  channels: PhoneChannels,
  settings: NotificationSettings,
  shopper: { phone: string; consent: PhoneConsent },
  event: NotifyEvent,
  params: string[],
): Promise<NotifyResult[]> {
  const chosen = phoneChannelsFor(settings, event, shopper.consent, channels);
  return Promise.all(
    chosen.map(async (channel): Promise<NotifyResult> => {
      try {
        if (channel === 'sms')
          await channels.sms!.send({
            to: shopper.phone,
            templateId: settings.sms[event]!.templateId,
            vars: Object.fromEntries(params.map((value, i) => [`VAR${i + 1}`, value])),
          });
        else
          await channels.whatsapp!.send({
            to: shopper.phone,
            template: settings.whatsapp[event]!.template,
            language: settings.whatsapp[event]!.language,
            params,
          });
        return { channel, ok: true };
      } catch (error) {
        return { channel, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
