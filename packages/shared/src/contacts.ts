// The contact form's contract (SPEC sections 5 and 7).
import { z } from 'zod';
import { messageReply } from './common.ts';
import { pagedReply, pagingQuery } from './paging.ts';

export const contactBody = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, { error: 'Name is required.' })
    .max(100, { error: 'Name must be 100 characters or less.' }),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, { error: 'Email is required.' })
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, { error: 'Message is required.' })
    .max(5000, { error: 'Message must be 5000 characters or less.' }),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;
export const contactList = z.array(contactMessage);

/** GET /api/contacts/getContact: with ?page=, one page of the contact requests (?q= searched). */
export const contactsListQuery = pagingQuery;
/** One page of contact requests, and how many there are in all. */
export const contactsPage = pagedReply(contactMessage).extend({ messages: z.number().int() });
export type ContactsPage = z.infer<typeof contactsPage>;
export const contactsListReply = z.union([contactsPage, contactList]);
/** POST /api/contacts/addContact answers 201 with the stored message. */
export const contactAdded = messageReply.extend({ contact: contactMessage });
export type ContactAdded = z.infer<typeof contactAdded>;
