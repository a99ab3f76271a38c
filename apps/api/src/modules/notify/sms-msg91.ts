// SMS through MSG91, India's DLT rules: every SMS is a template registered on the DLT portal, mapped in MSG91
// to one of its templates; we send MSG91's template id and the template's variables through its Flow API
// (POST /api/v5/flow, `authkey` header), one recipient per call.
import { ProviderRefused, postJson } from './http.ts';

export type SmsMessage = {
  /** An Indian mobile number; sent as 91 followed by its 10 digits. */
  to: string;
  /** MSG91's template id, which MSG91 maps to the DLT template id registered for that text. */
  templateId: string;
  /** The template's variables by name (VAR1, VAR2... or the names given in MSG91). */
  vars: Record<string, string>;
};
export type SmsSender = { send(message: SmsMessage): Promise<void> };

export type Msg91Config = {
  authKey: string;
  /** The DLT-registered sender id (header), e.g. CHAMAK. */
  senderId?: string | undefined;
  /** https://control.msg91.com unless a test points it at a stand-in. */
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
};

/** 10 digits of an Indian mobile (with or without +91, 0, spaces or dashes) as MSG91 wants it: 91XXXXXXXXXX. */
export function indianMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^(?:91|0)(?=\d{10}$)/, '');
  if (!/^[6-9]\d{9}$/.test(digits)) throw new ProviderRefused(`Not an Indian mobile number: ${phone}`);
  return `91${digits}`;
}

export function msg91Sms(config: Msg91Config): SmsSender {
  const url = `${(config.baseUrl ?? 'https://control.msg91.com').replace(/\/+$/, '')}/api/v5/flow`;
  return {
    async send(message) {
      const answer = await postJson(
        url,
        { authkey: config.authKey },
        {
          template_id: message.templateId,
          ...(config.senderId ? { sender: config.senderId } : {}),
          short_url: '0',
          recipients: [{ mobiles: indianMobile(message.to), ...message.vars }],
        },
        config.timeoutMs ?? 10_000,
      );
      // MSG91 answers 200 with {"type":"error"} for a bad template or key.
      if (answer && typeof answer === 'object' && (answer as { type?: string }).type === 'error')
        throw new ProviderRefused(`MSG91 refused the SMS: ${(answer as { message?: string }).message ?? ''}`);
    },
  };
}
