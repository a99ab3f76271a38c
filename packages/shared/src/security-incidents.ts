// The breach runbook (decision 0360): a personal-data breach as the owner records it, the notice to each affected
// person (DPDP Rules 2025, rule 7(1)) and the report to the Data Protection Board (rule 7(2): an intimation at
// once, the detailed report within 72 hours of becoming aware), both drafted by the shop and edited by the owner.
import { z } from 'zod';

export const affectedData = [
  'names',
  'phones',
  'emails',
  'addresses',
  'orders',
  'paymentReferences',
  'passwordsHashed',
] as const;
export type AffectedData = (typeof affectedData)[number];
export const affectedDataLabels: Record<AffectedData, string> = {
  names: 'Names',
  phones: 'Phone numbers',
  emails: 'E-mail addresses',
  addresses: 'Delivery addresses',
  orders: 'Order details',
  paymentReferences: 'Payment references',
  passwordsHashed: 'Passwords (hashed)',
};

export const peopleScopes = ['all', 'orders', 'list'] as const;
export type PeopleScope = (typeof peopleScopes)[number];
export const peopleScopeLabels: Record<PeopleScope, string> = {
  all: 'All customers',
  orders: 'Customers of orders placed in a date range',
  list: 'A list of e-mails or phone numbers',
};

/** The Board's detailed report is due this long after the shop became aware of the breach. */
export const boardReportHours = 72;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are written YYYY-MM-DD' });
const text = (label: string, max = 5000) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be ${max} characters or less` });

/** POST /api/admin/security-incidents: what the owner knows now. */
export const incidentBody = z
  .strictObject({
    whatHappened: text('What happened').min(1, { error: 'Say what happened' }).pipe(z.string()),
    foundAt: z.iso.datetime({ offset: true, error: 'When it was found is a date and time' }),
    happenedAt: z.iso
      .datetime({ offset: true, error: 'When it happened is a date and time' })
      .nullable()
      .optional(),
    dataAffected: z
      .array(z.enum(affectedData, { error: 'Unknown kind of data' }))
      .min(1, { error: 'Tick the data affected' }),
    people: z.enum(peopleScopes, { error: 'Choose who is affected' }),
    ordersFrom: day.optional(),
    ordersTo: day.optional(),
    /** E-mails or 10-digit phone numbers, one per entry. */
    peopleList: z.array(z.string().trim().min(1).max(254)).max(100_000).optional(),
    cause: text('Cause').optional(),
    mitigation: text('What the shop has done').optional(),
    personResponsible: text('Findings about the person responsible').optional(),
    remedialMeasures: text('Remedial measures').optional(),
  })
  .check((ctx) => {
    const v = ctx.value;
    if (v.people === 'orders' && (!v.ordersFrom || !v.ordersTo))
      ctx.issues.push({
        code: 'custom',
        input: v,
        path: ['ordersFrom'],
        message: 'Give the first and last day of the orders affected',
      });
    if (v.people === 'orders' && v.ordersFrom && v.ordersTo && v.ordersFrom > v.ordersTo)
      ctx.issues.push({
        code: 'custom',
        input: v,
        path: ['ordersTo'],
        message: 'The last day comes after the first',
      });
    if (v.people === 'list' && !v.peopleList?.length)
      ctx.issues.push({
        code: 'custom',
        input: v,
        path: ['peopleList'],
        message: 'List the e-mails or phone numbers affected',
      });
  });
export type IncidentBody = z.infer<typeof incidentBody>;

/** PUT /api/admin/security-incidents/:id/drafts: the owner's edits of the two drafts. */
export const incidentDraftsBody = z.strictObject({
  noticeSubject: text('The notice’s subject', 200).min(1, { error: 'The notice needs a subject' }),
  noticeText: text('The notice', 10_000).min(1, { error: 'The notice cannot be empty' }),
  reportText: text('The report', 50_000).min(1, { error: 'The report cannot be empty' }),
});
export type IncidentDraftsBody = z.infer<typeof incidentDraftsBody>;

export const securityIncident = z.object({
  id: z.number().int(),
  whatHappened: z.string(),
  foundAt: z.string(),
  happenedAt: z.string().nullable(),
  dataAffected: z.array(z.enum(affectedData)),
  people: z.enum(peopleScopes),
  ordersFrom: z.string().nullable(),
  ordersTo: z.string().nullable(),
  peopleList: z.array(z.string()),
  cause: z.string(),
  mitigation: z.string(),
  personResponsible: z.string(),
  remedialMeasures: z.string(),
  noticeSubject: z.string(),
  noticeText: z.string(),
  reportText: z.string(),
  recordedBy: z.string(),
  createdAt: z.string(),
  /** foundAt + 72 hours: when the detailed report to the Board is due. */
  reportDueAt: z.string(),
  /** Whole hours left to reportDueAt (negative once past). */
  reportHoursLeft: z.number().int(),
  noticesSent: z.number().int(),
});
export type SecurityIncident = z.infer<typeof securityIncident>;
export const securityIncidents = z.object({ items: z.array(securityIncident) });

/** GET …/:id/recipients: who the notice would go to now, before the owner confirms. */
export const incidentRecipients = z.object({
  /** Affected people not yet sent the notice (by mail, and by phone where they have one): the confirmation's number. */
  toSend: z.number().int(),
  withPhone: z.number().int(),
  alreadySent: z.number().int(),
});
export type IncidentRecipients = z.infer<typeof incidentRecipients>;

/** POST …/:id/notices: the owner confirms the number of people the confirmation named. */
export const incidentSendBody = z.strictObject({
  confirmCount: z.number({ error: 'Confirm how many people to message' }).int().min(0),
});
export const incidentSent = z.object({
  message: z.string(),
  sent: z.number().int(),
  byPhone: z.number().int(),
  alreadySent: z.number().int(),
});
export type IncidentSent = z.infer<typeof incidentSent>;

export const incidentSaved = z.object({ message: z.string(), incident: securityIncident });
export type IncidentSaved = z.infer<typeof incidentSaved>;

export const incidentMessages = {
  recorded: 'Incident recorded: check the drafts, then send the notices and the report.',
  draftsSaved: 'Drafts saved.',
  notFound: 'Security incident not found.',
  countChanged: (n: number) =>
    `The number of people to message has changed to ${n}: check it and confirm again.`,
  sent: (n: number) => `Notice sent to ${n} ${n === 1 ? 'person' : 'people'}.`,
  noneToSend: 'Everyone affected has already been sent the notice.',
  sentSome: (n: number, left: number) =>
    `Notice sent to ${n} ${n === 1 ? 'person' : 'people'}; ${left} with only a phone number could not be reached by SMS or WhatsApp now: send again later.`,
} as const;

/** GET …/:id/report.txt: the Board's report as a plain-text document. */
export const incidentReportText = z.string();
