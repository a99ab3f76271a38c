// The mails of grievances, breaches and retention (decisions 0359-0361), in English: a grievance's
// acknowledgement with its ticket number and due date, its resolution, the notice of a personal-data breach as
// the owner approved it, and the 48-hour notice before an inactive account is erased.

import { P, Rule, Title } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Who answers for the shop: the grievance officer's name and contacts. */
export type OfficerLine = { name: string; email: string; phone: string };
const officerLine = (o: OfficerLine) =>
  `Grievance officer: ${o.name}, ${o.email}${o.phone ? `, ${o.phone}` : ''}`;

export type GrievanceReceivedMail = {
  name: string;
  number: string;
  subject: string;
  received: string;
  due: string;
  officer: OfficerLine;
};

export function grievanceReceivedMail(m: GrievanceReceivedMail): MailTemplate {
  return (brand) => ({
    subject: `${brand.shopName}: we received your message (${m.number})`,
    preview: `Your ticket number is ${m.number}. We will answer by ${m.due}.`,
    body: (
      <>
        <Title>{`Hello ${m.name},`}</Title>
        <P>{`We received your message "${m.subject}" on ${m.received}. Your ticket number is ${m.number}: please quote it when you write to us about it.`}</P>
        <P>{`We will resolve it by ${m.due} at the latest (within one month, as the Consumer Protection (E-Commerce) Rules 2020 require).`}</P>
        <P>{officerLine(m.officer)}</P>
      </>
    ),
  });
}

export type GrievanceResolvedMail = {
  name: string;
  number: string;
  resolution: string;
  officer: OfficerLine;
};

export function grievanceResolvedMail(m: GrievanceResolvedMail): MailTemplate {
  return (brand) => ({
    subject: `${brand.shopName}: ${m.number} is resolved`,
    preview: m.resolution.slice(0, 120),
    body: (
      <>
        <Title>{`Hello ${m.name},`}</Title>
        <P>{`Your ticket ${m.number} is closed. How it was resolved:`}</P>
        {paragraphs(m.resolution).map((p, i) => (
          <P key={i}>{p}</P>
        ))}
        <Rule />
        <P>{`Not satisfied? Write to us quoting ${m.number}. ${officerLine(m.officer)}`}</P>
      </>
    ),
  });
}

export type BreachNoticeMail = { name: string; subject: string; text: string };

/** The owner's approved notice, paragraph by paragraph; the subject is theirs too. */
export function breachNoticeMail(m: BreachNoticeMail): MailTemplate {
  return () => ({
    subject: m.subject,
    preview: m.text.slice(0, 120),
    body: (
      <>
        <Title>{`Dear ${m.name},`}</Title>
        {paragraphs(m.text).map((p, i) => (
          <P key={i}>{p}</P>
        ))}
      </>
    ),
  });
}

export type ErasureNoticeMail = { name: string; erasedAfter: string; signInUrl: string | null };

export function erasureNoticeMail(m: ErasureNoticeMail): MailTemplate {
  return (brand) => ({
    subject: `${brand.shopName}: your account will be erased after ${m.erasedAfter}`,
    preview: 'Sign in within 48 hours to keep your account.',
    body: (
      <>
        <Title>{`Hello ${m.name},`}</Title>
        <P>{`Your ${brand.shopName} account has not been used for a long time. As the Digital Personal Data Protection Rules 2025 ask, we will erase your personal data after ${m.erasedAfter} unless you sign in before then.`}</P>
        <P>
          {m.signInUrl
            ? `To keep your account, sign in at ${m.signInUrl}.`
            : 'To keep your account, sign in to the shop.'}
        </P>
        <P>
          Invoices of past orders are kept for the period the tax laws require, without your e-mail and phone.
        </P>
      </>
    ),
  });
}
