// Abandoned-cart and unfinished-payment reminders (decisions 0244-0247). One row per reminded
// cart: what the cart held when the first reminder went, how many went (at most two for a cart, one for a
// payment), and the hash of the random token in its restore link. Whether it was recovered is read off the
// shopper's orders, not stored.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/** A line as the reminder saw it: what the restore link puts back. */
export type RemindedLine = { productId: number; pl_id: number; quantity: number };

export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'cart': a cart left unchanged; 'payment': an online payment that failed or was never finished. */
    kind: text('kind', { enum: ['cart', 'payment'] }).notNull(),
    /** The unpaid order a payment reminder is about (one reminder per order). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The cart's last change when the first reminder went: a later change is a new cart. */
    cartChangedAt: timestamp('cart_changed_at', { withTimezone: true }).notNull(),
    lines: jsonb('lines').$type<RemindedLine[]>().notNull(),
    /** The lines at the shop's prices when reminded (what the admin's list shows). */
    valuePaise: integer('value_paise').notNull(),
    remindersSent: smallint('reminders_sent').notNull().default(1),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    /** Set when no further reminder will go (the second sent, or the shopper ordered, changed it or opted out). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** sha256 of the link's token (the token itself is only in the mail). */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the shopper first opened the link and got the lines back. */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cart_reminders_token_unique').on(t.tokenHash),
    uniqueIndex('cart_reminders_order_unique').on(t.orderId),
    index('cart_reminders_user_idx').on(t.userId, t.lastSentAt.desc()),
    index('cart_reminders_open_idx').on(t.firstSentAt).where(sql`${t.closedAt} is null`),
    index('cart_reminders_sent_idx').on(t.firstSentAt.desc(), t.id.desc()),
    check('cart_reminders_sent_count', sql`${t.remindersSent} between 1 and 2`),
  ],
);
