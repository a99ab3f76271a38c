// The back-office's replies to contact requests (decision 0352; migration 0051): each one mailed to the sender
// through the outbox and kept here with who sent it (their name then) and when.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { contactMessages } from './content.ts';

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentBy: text('sent_by').notNull(),
    /** The outbox message that carried it. */
    mailId: integer('mail_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_contact_idx').on(t.contactId, t.createdAt)],
);
