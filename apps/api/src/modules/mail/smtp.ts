// The SMTP transport (D12), from SMTP_URL (smtp://user:pass@host:587 or smtps://…:465) and MAIL_FROM.
// nodemailer is loaded with the first send, not at start (decision 0263).
import type { Transporter } from 'nodemailer';
import type { MailTransport } from './service.ts';

/**
 * `timeoutMs` bounds each stage of a send (connect, greeting, any silence on the socket), so a server that
 * accepts and never answers frees the worker instead of holding it for nodemailer's defaults (2 and 10
 * minutes). Timeouts written in SMTP_URL's query (?socketTimeout=…) still win.
 */
export function smtpTransport(
  url: string,
  from: string,
  options: { timeoutMs?: number } = {},
): MailTransport {
  const timeoutMs = options.timeoutMs ?? 15_000;
  let transporter: Promise<Transporter> | undefined;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  };
  return {
    async send(message) {
      transporter ??= open();
      await (await transporter).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
    },
  };
}
