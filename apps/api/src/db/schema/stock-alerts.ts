// Back-in-stock alerts (decisions 0200-0202): who asked to hear when an out-of-stock size returns. One row
// per size and e-mail; sent_at is set when its one mail is written, and cleared when the shopper asks again. A
// guest's alert waits for its e-mail's owner to confirm it (confirmed_at) before any back-in-stock mail.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productLitres } from './catalogue.ts';

export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productLitreId: integer('product_litre_id')
      .notNull()
      .references(() => productLitres.id, { onDelete: 'cascade' }),
    /** Lower-cased; a logged-in shopper's is their account's. */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the address's owner confirmed it (a signed-in shopper's own address: at once); null = not yet. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 (hex) of the confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last confirmation mail was written: one pending confirmation per size and e-mail a day. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    /**
     * The language the alert was asked for in ('en', 'hi'; migration 0038), the page's when it is made or asked for
     * again: its confirmation and back-in-stock mails speak it.
     */
    language: text('language').notNull().default('en'),
  },
  (t) => [
    uniqueIndex('stock_alerts_size_email_unique').on(t.productLitreId, t.email),
    index('stock_alerts_waiting_idx').on(t.productLitreId).where(sql`${t.sentAt} is null`),
    uniqueIndex('stock_alerts_confirm_token_unique').on(t.confirmTokenHash),
  ],
);
