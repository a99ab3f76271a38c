// Reorder reminders: one row per size of a delivered order whose shopper was reminded to buy it again, at about
// 80 % of its days of supply (decision 0325). The row is the reminder sent (at most one per order and size), the
// hash of the random token in its one-tap reorder link, and when that link filled the cart. Whether the shopper
// ordered the size again after it is read off their orders, not stored.

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productLitres, products } from './catalogue.ts';
import { orders } from './orders.ts';

export const reorderReminders = pgTable(
  'reorder_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The purchase reminded of: the delivered order. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The size bought (null once the shop deletes it; the reminder still counts in the conversion). */
    productLitreId: integer('product_litre_id').references(() => productLitres.id, { onDelete: 'set null' }),
    /** The units the order held of the size: what the link puts in the cart. */
    quantity: integer('quantity').notNull(),
    /** When the reminder fell due: delivered + 80 % of quantity × days of supply. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** sha256 of the link's token (the token itself is only in the mail and the phone message). */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the shopper used the link and the size went into the cart (a link fills the cart once). */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reorder_reminders_purchase_unique').on(t.orderId, t.productLitreId),
    uniqueIndex('reorder_reminders_token_unique').on(t.tokenHash),
    index('reorder_reminders_user_idx').on(t.userId, t.sentAt.desc()),
    index('reorder_reminders_sent_idx').on(t.sentAt.desc()),
    check('reorder_reminders_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
