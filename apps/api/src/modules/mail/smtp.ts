// The SMTP transport (D12), from SMTP_URL (smtp://user:pass@host:587 or smtps://…:465) and MAIL_FROM.
import nodemailer from 'nodemailer';
import type { MailTransport } from './service.ts';

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
