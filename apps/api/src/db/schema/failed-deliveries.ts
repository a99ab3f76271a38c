// Failed deliveries (decision 0336): each failed delivery attempt of an order, from the courier's NDR or the admin,
// with the shopper's answer by link (its token's sha256 only) and what became of it. The shipping module owns it.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/** A corrected address or phone the shopper gave for the next attempt. */
export type AnsweredAddress = {
  address: string;
  apt: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
};

export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 for the order's first failed attempt, and so on. */
    attempt: smallint('attempt').notNull(),
    reason: text('reason').notNull(),
    source: text('source', { enum: ['courier', 'admin'] }).notNull(),
    /** The courier's report (AWB and scan time) or the admin's: a repeated report finds it and adds nothing. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    /** sha256 of the answer link's token (hex); the token itself is only in the shopper's mail and message. */
    tokenHash: text('token_hash').notNull().unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    answer: text('answer', { enum: ['reattempt', 'address', 'cancel'] }),
    /** The day the shopper asked for another try (India date). */
    answerDate: date('answer_date'),
    answerAddress: jsonb('answer_address').$type<AnsweredAddress>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the answer went to Shiprocket's NDR action, or why it could not. */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    forwardError: text('forward_error'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', {
      enum: ['forwarded', 'reattempt', 'returned', 'resolved', 'superseded'],
    }),
  },
  (t) => [
    index('delivery_attempts_order_idx').on(t.orderId),
    index('delivery_attempts_open_idx').on(t.reportedAt).where(sql`${t.resolvedAt} is null`),
    check('delivery_attempts_source', sql`${t.source} in ('courier', 'admin')`),
    check(
      'delivery_attempts_answer',
      sql`${t.answer} is null or ${t.answer} in ('reattempt', 'address', 'cancel')`,
    ),
    check('delivery_attempts_answered', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check(
      'delivery_attempts_resolution',
      sql`${t.resolution} is null or ${t.resolution} in ('forwarded', 'reattempt', 'returned', 'resolved', 'superseded')`,
    ),
    check('delivery_attempts_resolved', sql`(${t.resolution} is null) = (${t.resolvedAt} is null)`),
  ],
);
