// The two drafts of a personal-data breach (decision 0360), written from what the owner recorded: the notice to
// each affected person with every element DPDP Rule 7(1) names, and the report to the Data Protection Board with
// the intimation of Rule 7(2)(a) and the detailed report of Rule 7(2)(b). The owner edits both before use.
import { type AffectedData, affectedDataLabels, boardReportHours } from '@chamak/shared/security-incidents';

export type DraftFacts = {
  shopName: string;
  legalName: string;
  shopAddress: string;
  officer: { name: string; email: string; phone: string };
  whatHappened: string;
  foundAt: string;
  happenedAt: string | null;
  dataAffected: readonly AffectedData[];
  peopleInWords: string;
  cause: string;
  mitigation: string;
  personResponsible: string;
  remedialMeasures: string;
};

/** What each kind of data exposed may lead to, and what the person can do about it. */
const risks: Record<AffectedData, { consequence: string; action: string }> = {
  names: {
    consequence: 'messages or calls that use your name to look genuine',
    action: 'be careful with messages that use your name and ask you to act quickly',
  },
  phones: {
    consequence: 'unwanted calls, SMS or WhatsApp messages, including fraud attempts',
    action: 'do not share one-time codes (OTPs) with anyone; we never ask for them',
  },
  emails: {
    consequence: 'phishing e-mails pretending to be from us or from others',
    action: 'do not open links or attachments in unexpected e-mails; check the sender’s address',
  },
  addresses: {
    consequence: 'unsolicited visits or parcels sent to your address',
    action: 'confirm with us before accepting a delivery you did not order',
  },
  orders: {
    consequence: 'scams that mention your real orders to seem believable',
    action: 'check any message about an order in your account on our website, not through a link',
  },
  paymentReferences: {
    consequence: 'attempts at payment fraud using your transaction details',
    action: 'watch your bank and UPI statements and report any payment you did not make to your bank',
  },
  passwordsHashed: {
    consequence: 'attempts to guess your password from its stored (hashed, not readable) form',
    action: 'change your password on our shop, and anywhere else you used the same one',
  },
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

const dataInWords = (data: readonly AffectedData[]) =>
  data.map((d) => affectedDataLabels[d].toLowerCase()).join(', ');

const contact = (f: DraftFacts) =>
  `${f.officer.name}, Grievance Officer, ${f.shopName}: ${f.officer.email}${f.officer.phone ? `, ${f.officer.phone}` : ''}`;

export function noticeSubject(f: DraftFacts): string {
  return `${f.shopName}: important notice about your personal data`;
}

/** The notice to an affected person (Rule 7(1)): what, consequences, what we did, what you can do, whom to ask. */
export function noticeDraft(f: DraftFacts): string {
  const happened = f.happenedAt ? ` It happened on or about ${when(f.happenedAt)}.` : '';
  return [
    `What happened: ${f.whatHappened.trim()} We found this on ${when(f.foundAt)}.${happened} The data involved: ${dataInWords(f.dataAffected)}.`,
    `Likely consequences for you: ${f.dataAffected.map((d) => risks[d].consequence).join('; ')}.`,
    `What we have done: ${f.mitigation.trim() || 'We stopped the access as soon as we found it, are investigating, and have reported it to the Data Protection Board of India.'}`,
    `What you can do to protect yourself: ${f.dataAffected.map((d) => risks[d].action).join('; ')}.`,
    `Whom to contact: ${contact(f)}. Write to us with any question about this notice or your data.`,
  ].join('\n\n');
}

/** The report to the Board (Rule 7(2)): part A the intimation at once, part B the detailed report within 72 h. */
export function reportDraft(f: DraftFacts): string {
  const due = new Date(new Date(f.foundAt).getTime() + boardReportHours * 3_600_000).toISOString();
  return [
    'REPORT OF A PERSONAL DATA BREACH TO THE DATA PROTECTION BOARD OF INDIA',
    `Data Fiduciary: ${f.legalName || f.shopName}${f.shopAddress ? `, ${f.shopAddress}` : ''}`,
    `Contact: ${contact(f)}`,
    '',
    'PART A. INTIMATION (Rule 7(2)(a), without delay)',
    `Description of the breach, its nature and extent: ${f.whatHappened.trim()}`,
    `Personal data involved: ${dataInWords(f.dataAffected)}.`,
    `Persons affected: ${f.peopleInWords}.`,
    `Timing: became aware on ${when(f.foundAt)}${f.happenedAt ? `; the breach occurred on or about ${when(f.happenedAt)}` : '; when it occurred is not yet known'}.`,
    'Location: the shop’s online systems.',
    `Likely impact: ${f.dataAffected.map((d) => risks[d].consequence).join('; ')}.`,
    '',
    `PART B. DETAILED REPORT (Rule 7(2)(b), due by ${when(due)}, within 72 hours)`,
    `1. Updated facts, events and circumstances: ${f.whatHappened.trim()}`,
    `2. Cause of the breach: ${f.cause.trim() || '[to be completed]'}`,
    `3. Measures taken to mitigate the risk: ${f.mitigation.trim() || '[to be completed]'}`,
    `4. Findings about the person who caused the breach: ${f.personResponsible.trim() || 'Not known at the time of this report.'}`,
    `5. Remedial measures to prevent a recurrence: ${f.remedialMeasures.trim() || '[to be completed]'}`,
    '6. Intimations to affected Data Principals: see the record of notices at the end of this report.',
  ].join('\n');
}
