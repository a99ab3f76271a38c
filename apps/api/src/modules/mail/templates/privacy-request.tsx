// The mails of a shopper's DPDP request (decision 0358), in English: the acknowledgement sent at once with the
// ticket and the day it is due, and the answer when the shop closes it (done or refused, with the reason).

import { P, Title } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export type PrivacyRequestMail = {
  name: string;
  ticket: string;
  /** What was asked, in words: "erasure of your data". */
  what: string;
  /** The deadline, as a date the person reads. */
  due: string;
  /** A sentence on what happens next (an erasure held on an order in transit says so). */
  next: string;
};

export function privacyRequestReceivedMail({
  name,
  ticket,
  what,
  due,
  next,
}: PrivacyRequestMail): MailTemplate {
  return (brand) => ({
    subject: `We have your request ${ticket}`,
    preview: `Your request for ${what} is ${ticket}; we answer by ${due}.`,
    body: (
      <>
        <Title>{`Request ${ticket} received`}</Title>
        <P>{`Hello ${name},`}</P>
        <P>{`We have your request for ${what}. Its ticket number is ${ticket}; please quote it if you write to us.`}</P>
        <P>{next}</P>
        <P>{`We will answer by ${due} at the latest.`}</P>
        <P>{`— ${brand.shopName}`}</P>
      </>
    ),
  });
}

export type PrivacyRequestAnswerMail = {
  name: string;
  ticket: string;
  what: string;
  outcome: 'done' | 'refused';
  /** Staff's note (done) or the reason (refused). */
  note: string | null;
};

export function privacyRequestAnsweredMail({
  name,
  ticket,
  what,
  outcome,
  note,
}: PrivacyRequestAnswerMail): MailTemplate {
  return (brand) => ({
    subject: outcome === 'done' ? `Your request ${ticket} is done` : `Your request ${ticket} was refused`,
    preview: outcome === 'done' ? `We have done your request for ${what}.` : (note ?? ''),
    body: (
      <>
        <Title>{outcome === 'done' ? `Request ${ticket} done` : `Request ${ticket} refused`}</Title>
        <P>{`Hello ${name},`}</P>
        <P>
          {outcome === 'done'
            ? `We have done your request for ${what}.`
            : `We cannot do your request for ${what}, for this reason:`}
        </P>
        {note ? <P>{note}</P> : null}
        {outcome === 'refused' ? (
          <P>{`If you disagree, reply to this mail quoting ${ticket}, or complain to the Data Protection Board of India.`}</P>
        ) : null}
        <P>{`— ${brand.shopName}`}</P>
      </>
    ),
  });
}
