// Returns (D15, decision 0135): a shopper asks to send back some or all units of a delivered order within the
// return window; the admin approves or rejects, marks the parcel received (saying how many units can be sold
// again), and refunds. The returns module owns these tables.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orderItems, orders } from './orders.ts';
import { refunds } from './refunds.ts';

export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** requested -> approved -> received -> refunded; requested -> rejected. */
    status: text('status', { enum: ['requested', 'approved', 'rejected', 'received', 'refunded'] })
      .notNull()
      .default('requested'),
    reason: text('reason', { enum: ['damaged', 'leaking', 'wrong_item', 'other'] }).notNull(),
    /** The shopper's own words (required for 'other'). */
    details: text('details').notNull().default(''),
    /** Storage keys of the shopper's photos (D9 upload rules), at most a few. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** manual: the shopper sends it or the admin arranges pickup; shiprocket: a reverse pickup was created. */
    pickup: text('pickup', { enum: ['manual', 'shiprocket'] }),
    /** The reverse pickup's shipping-provider ids, when one was created. */
    pickupShipmentId: text('pickup_shipment_id'),
    pickupAwb: text('pickup_awb'),
    /** Why the admin rejected it (shown to the shopper). */
    rejectReason: text('reject_reason'),
    /** What the units are worth at the prices paid (after discounts): the refund it calls for, in paise. */
    amountPaise: integer('amount_paise').notNull(),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId, t.createdAt),
    index('returns_status_idx').on(t.status, t.createdAt),
    check('returns_amount_not_negative', sql`${t.amountPaise} >= 0`),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Set when received: how many of the units can be sold again (they go back into stock). */
    resellableQty: integer('resellable_qty'),
    /** These units' value at the price paid after their share of discounts, in paise. */
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [
    index('return_items_return_idx').on(t.returnId),
    index('return_items_order_item_idx').on(t.orderItemId),
    check('return_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'return_items_resellable',
      sql`${t.resellableQty} is null or (${t.resellableQty} >= 0 and ${t.resellableQty} <= ${t.quantity})`,
    ),
    check('return_items_amount_not_negative', sql`${t.amountPaise} >= 0`),
  ],
);
