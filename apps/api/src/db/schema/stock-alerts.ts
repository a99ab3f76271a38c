// Back-in-stock alerts (decisions 0200-0202): who asked to hear when an out-of-stock size returns. One row per
// size and e-mail; sent_at is set when its one mail is written, and cleared when the shopper asks again.
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
  },
  (t) => [
    uniqueIndex('stock_alerts_size_email_unique').on(t.productLitreId, t.email),
    index('stock_alerts_waiting_idx').on(t.productLitreId).where(sql`${t.sentAt} is null`),
  ],
);
