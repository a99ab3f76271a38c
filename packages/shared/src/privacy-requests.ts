// "My data" under the DPDP Rules (decision 0358): a shopper's export, correction, nominee and erasure requests,
// each with a ticket and a 90-day deadline, and the back-office's list of them (Admin → Privacy requests).
import { z } from 'zod';
import { mobilePattern } from './phone.ts';

export const privacyRequestKinds = ['export', 'correction', 'nomination', 'erasure'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];
export const privacyRequestStatuses = ['received', 'in_progress', 'held', 'done', 'refused'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];
/** The statuses of a request still to be answered. */
export const openPrivacyStatuses: readonly PrivacyRequestStatus[] = ['received', 'in_progress', 'held'];

export const privacyRequestKindLabels: Record<PrivacyRequestKind, string> = {
  export: 'Copy of my data',
  correction: 'Correction',
  nomination: 'Nominee',
  erasure: 'Erasure',
};
export const privacyRequestStatusLabels: Record<PrivacyRequestStatus, string> = {
  received: 'Received',
  in_progress: 'In progress',
  held: 'Held',
  done: 'Done',
  refused: 'Refused',
};

/** Days the shop gives itself to answer a request (DPDP Rules); the acknowledgement goes at once. */
export const privacyAnswerDays = 90;
/** Days left under which the back-office shows a deadline in red. */
export const privacyUrgentDays = 15;
/** Years GST invoices and credit notes are kept (CGST Act section 36: 72 months after the annual return's due date). */
export const invoiceKeptYears = 8;

export const privacyMessages = {
  notYours: 'You can only ask about your own account.',
  noteRequired: 'Please say what should be corrected.',
  nomineeName: 'Please give your nominee’s name.',
  nomineeRelation: 'Please say how they are related to you.',
  nomineeContact: 'Please give your nominee’s e-mail or mobile number.',
  nomineePhone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  nomineeEmail: 'Invalid email address!',
  reasonRequired: 'Please give the reason for refusing.',
  kept: `We keep your GST invoices and credit notes for ${invoiceKeptYears} years, as the GST law requires; they keep the name and address the order was billed to. Everything else is erased or anonymised: your profile, addresses, cart, wishlist, reviews, saved GSTINs, and the e-mail and phone on your orders.`,
  heldOn: (orderId: number) =>
    `We will erase your data once order #${orderId} is delivered; invoices are kept ${invoiceKeptYears} years as the GST law requires.`,
  erasureReceived: `We have your erasure request and will erase your data within ${privacyAnswerDays} days; invoices are kept ${invoiceKeptYears} years as the GST law requires.`,
  erasureOpen: 'You already asked for erasure; this is that request.',
  stillInTransit: (orderId: number) => `Order #${orderId} is still on its way: erase once it is delivered.`,
  correctionReceived: 'We have your correction request.',
  nomineeSaved: 'Your nominee is saved.',
  notOpen: 'This request is already closed.',
} as const;

/** A body or query may name the account only as the caller's own: another's is refused (403). */
const accountOf = z.coerce.number().int().positive().optional();

export const myDataExportQuery = z.object({ userId: accountOf }).strict();
export type MyDataExportQuery = z.infer<typeof myDataExportQuery>;

export const correctionBody = z
  .object({
    note: z
      .string({ error: privacyMessages.noteRequired })
      .trim()
      .min(1, { error: privacyMessages.noteRequired })
      .max(2000),
    userId: accountOf,
  })
  .strict();
export type CorrectionBody = z.infer<typeof correctionBody>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const nomineeBody = z
  .object({
    name: z
      .string({ error: privacyMessages.nomineeName })
      .trim()
      .min(1, { error: privacyMessages.nomineeName })
      .max(120),
    relation: z
      .string({ error: privacyMessages.nomineeRelation })
      .trim()
      .min(1, { error: privacyMessages.nomineeRelation })
      .max(60),
    email: optionalText(200).refine((v) => v === undefined || z.email().safeParse(v).success, {
      error: privacyMessages.nomineeEmail,
    }),
    phone: optionalText(20)
      .transform((v) => v?.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, ''))
      .refine((v) => v === undefined || v === '' || mobilePattern.test(v), {
        error: privacyMessages.nomineePhone,
      }),
    userId: accountOf,
  })
  .strict()
  .refine((n) => Boolean(n.email) || Boolean(n.phone), {
    error: privacyMessages.nomineeContact,
    path: ['email'],
  });
export type NomineeBody = z.input<typeof nomineeBody>;

export const erasureBody = z.object({ userId: accountOf }).strict();
export type ErasureBody = z.infer<typeof erasureBody>;

export const nominee = z.object({
  name: z.string(),
  relation: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  updatedAt: z.string(),
});
export type Nominee = z.infer<typeof nominee>;

/** One of the shopper's own requests as their page lists it. */
export const myPrivacyRequest = z.object({
  ticket: z.string(),
  kind: z.enum(privacyRequestKinds),
  status: z.enum(privacyRequestStatuses),
  receivedAt: z.string(),
  dueAt: z.string(),
  /** The order an erasure waits for, while held. */
  heldOrderId: z.number().int().nullable(),
  outcome: z.string().nullable(),
});
export type MyPrivacyRequest = z.infer<typeof myPrivacyRequest>;

/** GET /api/account/my-data: the page's state. */
export const myDataReply = z.object({
  nominee: nominee.nullable(),
  requests: z.array(myPrivacyRequest),
  /** What erasure keeps and why, said before the shopper confirms. */
  kept: z.string(),
  /** An order on its way now: an erasure asked now would be held on it. */
  orderInTransit: z.number().int().nullable(),
});
export type MyDataReply = z.infer<typeof myDataReply>;

/** A request's answer: its ticket and what happens next. `existing`: an erasure already open answered instead. */
export const privacyRequestReply = z.object({
  message: z.string(),
  request: myPrivacyRequest,
  existing: z.boolean(),
});
export type PrivacyRequestReply = z.infer<typeof privacyRequestReply>;

export const nomineeReply = z.object({ message: z.string(), nominee, request: myPrivacyRequest });
export type NomineeReply = z.infer<typeof nomineeReply>;

/** The JSON export: sections of rows as the database holds them (secrets such as token hashes left out). */
export const myDataExport = z.object({
  exportedAt: z.string(),
  ticket: z.string(),
  sections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type MyDataExport = z.infer<typeof myDataExport>;

// ---- Admin → Privacy requests ----

export const privacyRequestsQuery = z
  .object({ view: z.enum(['open', 'all']).optional(), kind: z.enum(privacyRequestKinds).optional() })
  .strict();
export type PrivacyRequestsQuery = z.infer<typeof privacyRequestsQuery>;

export const privacyRequestRow = z.object({
  id: z.number().int(),
  ticket: z.string(),
  kind: z.enum(privacyRequestKinds),
  status: z.enum(privacyRequestStatuses),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  receivedAt: z.string(),
  dueAt: z.string(),
  /** Whole days to the deadline (negative when late); null once closed. */
  daysLeft: z.number().int().nullable(),
  heldOrderId: z.number().int().nullable(),
});
export type PrivacyRequestRow = z.infer<typeof privacyRequestRow>;
export const privacyRequestsReply = z.object({ items: z.array(privacyRequestRow) });
export type PrivacyRequestsReply = z.infer<typeof privacyRequestsReply>;

export const privacyRequestDetail = privacyRequestRow.extend({
  details: z.record(z.string(), z.unknown()),
  identityNotes: z.string().nullable(),
  outcome: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  /** The account now (its phone, whether it is already erased) for the identity check. */
  account: z.object({ phone: z.string(), erased: z.boolean() }).nullable(),
  nominee: nominee.nullable(),
  /** The account's order still on its way, if any (an erasure waits for it). */
  orderInTransit: z.number().int().nullable(),
});
export type PrivacyRequestDetail = z.infer<typeof privacyRequestDetail>;

export const privacyRequestUpdateBody = z
  .object({
    identityNotes: z.string().trim().max(2000).optional(),
    status: z.enum(['received', 'in_progress']).optional(),
  })
  .strict();
export type PrivacyRequestUpdateBody = z.infer<typeof privacyRequestUpdateBody>;

export const privacyRequestDoneBody = z.object({ note: z.string().trim().max(2000).optional() }).strict();
export type PrivacyRequestDoneBody = z.infer<typeof privacyRequestDoneBody>;

export const privacyRequestRefuseBody = z
  .object({
    reason: z
      .string({ error: privacyMessages.reasonRequired })
      .trim()
      .min(1, { error: privacyMessages.reasonRequired })
      .max(2000),
  })
  .strict();
export type PrivacyRequestRefuseBody = z.infer<typeof privacyRequestRefuseBody>;

export const privacyRequestActionReply = z.object({ message: z.string(), request: privacyRequestDetail });
export type PrivacyRequestActionReply = z.infer<typeof privacyRequestActionReply>;

/** Whole days from `now` to `due`, rounded down (a deadline later today is 0 days left). */
export function daysLeft(due: Date, now: Date): number {
  return Math.floor((due.getTime() - now.getTime()) / 86_400_000);
}
