// The back-office's reply to a message sent through the contact form (decision 0352), in English: the reply as
// staff wrote it, paragraph by paragraph, and the shopper's own message quoted under it.

import { P, Rule, Title } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export type ContactReplyMail = {
  name: string;
  reply: string;
  /** The message they sent, quoted below the reply. */
  original: string;
  sentAt: string;
};

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function contactReplyMail({ name, reply, original, sentAt }: ContactReplyMail): MailTemplate {
  return (brand) => ({
    subject: `Re: your message to ${brand.shopName}`,
    preview: reply.slice(0, 120),
    body: (
      <>
        <Title>{`Hello ${name},`}</Title>
        {paragraphs(reply).map((p, i) => (
          <P key={i}>{p}</P>
        ))}
        <P>{`— ${brand.shopName}`}</P>
        <Rule />
        <P>{`You wrote on ${sentAt}:`}</P>
        {paragraphs(original).map((p, i) => (
          <P key={`o${i}`}>{`> ${p}`}</P>
        ))}
      </>
    ),
  });
}
