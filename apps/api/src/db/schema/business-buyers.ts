// A shopper's GST registrations kept on the account for next time (decision 0340, migration 0043): a business
// buyer's GSTIN, legal name and the billing address it is registered at, several per account. An order copies the
// one it was placed with (orders.buyer_*) and never points here, so a registration may change or go freely.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const businessRegistrations = pgTable(
  'business_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gstin: text('gstin').notNull(),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    /** When an order was last placed with it (checkout offers the most recent first). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('business_registrations_user_idx').on(t.userId),
    // One entry per GSTIN on an account: saving it again updates its details.
    uniqueIndex('business_registrations_user_gstin_unique').on(t.userId, t.gstin),
    check(
      'business_registrations_gstin',
      sql`char_length(${t.gstin}) = 15 and ${t.gstin} = upper(${t.gstin})`,
    ),
  ],
);
