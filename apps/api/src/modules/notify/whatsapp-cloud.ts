// WhatsApp through Meta's Cloud API: a business may start a conversation only with an approved template, so
// every message is one (name, language, body parameters in order), POSTed to /{phone-number-id}/messages with
// the system user's bearer token.
import { postJson } from './http.ts';
import { indianMobile } from './sms-msg91.ts';

export type WhatsAppMessage = {
  to: string;
  /** The approved template's name, e.g. order_shipped. */
  template: string;
  /** The template's language code, e.g. en or en_US. */
  language: string;
  /** The body's {{1}}, {{2}}... in order. */
  params: string[];
};
export type WhatsAppSender = { send(message: WhatsAppMessage): Promise<void> };

export type WhatsAppConfig = {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0 unless a test points it at a stand-in. */
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
};

export function whatsappCloud(config: WhatsAppConfig): WhatsAppSender {
  const base = (config.baseUrl ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
  const url = `${base}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async send(message) {
      await postJson(
        url,
        { authorization: `Bearer ${config.token}` },
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: indianMobile(message.to),
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: message.params.length
              ? [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }]
              : [],
          },
        },
        config.timeoutMs ?? 10_000,
      );
    },
  };
}
