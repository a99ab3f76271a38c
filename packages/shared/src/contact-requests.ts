// Contact requests in the back-office (decision 0352): each one open or closed, and answered by mail from the
// back-office; every reply is kept on the request with who sent it and when. SPEC's contact calls
// (packages/shared/src/contacts.ts) answer as they always did; these are the back-office's own.
import { z } from 'zod';
import { contactMessage } from './contacts.ts';
import { grievanceTicket } from './grievances.ts';
import { pagedReply, pagingQuery } from './paging.ts';

export const contactStates = ['open', 'closed'] as const;
export type ContactState = (typeof contactStates)[number];

/** GET /api/admin/contacts: ?page=&pageSize=&q= and ?state=open|closed (all when left out). */
export const contactRequestsQuery = pagingQuery.extend({
  state: z.enum(contactStates, { error: 'state is open or closed' }).optional(),
});
export type ContactRequestsQuery = z.infer<typeof contactRequestsQuery>;

export const contactReply = z.object({
  id: z.number().int(),
  message: z.string(),
  /** The staff member who sent it (their name then). */
  sentBy: z.string(),
  sentAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReply>;

export const contactRequest = contactMessage.extend({
  state: z.enum(contactStates),
  /** When and by whom it was closed; null while open. */
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  replies: z.array(contactReply),
  /** Its ticket number and one-month redressal clock (decision 0359); null for a request received before tickets. */
  ticket: grievanceTicket.nullable(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** One page of requests, with how many are open in all. */
export const contactRequestsPage = pagedReply(contactRequest).extend({
  open: z.number().int(),
  messages: z.number().int(),
});
export type ContactRequestsPage = z.infer<typeof contactRequestsPage>;

const maxResolutionLength = 5000;

/** PATCH /api/admin/contacts/:id: open or close it. */
export const contactStateBody = z.strictObject({
  state: z.enum(contactStates, { error: 'state is open or closed' }),
  /** Closing: how it was resolved, kept on its ticket and mailed to the sender (decision 0359). */
  resolution: z
    .string()
    .trim()
    .max(maxResolutionLength, { error: `A resolution must be ${maxResolutionLength} characters or less.` })
    .optional(),
});
export type ContactStateBody = z.infer<typeof contactStateBody>;

export const maxReplyLength = 5000;

/** POST /api/admin/contacts/:id/replies: the reply mailed to the sender; the request closes unless keepOpen. */
export const contactReplyBody = z.strictObject({
  message: z
    .string({ error: 'Write a reply before sending.' })
    .trim()
    .min(1, { error: 'Write a reply before sending.' })
    .max(maxReplyLength, { error: `A reply must be ${maxReplyLength} characters or less.` }),
  keepOpen: z.boolean({ error: 'keepOpen must be true or false' }).optional(),
});
export type ContactReplyBody = z.infer<typeof contactReplyBody>;

export const contactRequestSaved = z.object({ message: z.string(), request: contactRequest });
export type ContactRequestSaved = z.infer<typeof contactRequestSaved>;

export const contactRequestMessages = {
  notFound: 'Contact request not found.',
  closedNoReply: 'This request is closed: reopen it before replying.',
  replied: (email: string) => `Reply sent to ${email}.`,
  repliedKeptOpen: (email: string) => `Reply sent to ${email}; the request stays open.`,
  closed: 'Request closed.',
  closedResolved: (email: string) => `Request closed; the resolution was mailed to ${email}.`,
  reopened: 'Request reopened.',
} as const;
