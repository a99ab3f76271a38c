// Promotions (decisions 0150-0153): discount codes and automatic offers, and the discounts each order was
// placed with. The pricing module reads promotions into the quote; orderPlaced redeems them. A promotion that
// an order used is never deleted (only disabled): order_discounts keeps it.
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { orders } from './orders.ts';

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The code a shopper types (stored as typed, matched case-insensitively); null for an automatic offer. */
    code: text('code'),
    /** The validity window; null means open on that side. Shown and entered in India time. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** All redemptions together, and per customer; null means no limit. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** The cart subtotal (at today's prices) it needs, in paise. */
    minCartPaise: integer('min_cart_paise').notNull().default(0),
    /** Which lines it applies to: every product, some categories, some products, or combo products only. */
    appliesTo: text('applies_to', { enum: ['all', 'categories', 'products', 'combos'] })
      .notNull()
      .default('all'),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    onlineOnly: boolean('online_only').notNull().default(false),
    /** percent: off eligible lines (capped); fixed: off the cart; free_delivery; bxgy: buy X get Y cheapest free. */
    action: text('action', { enum: ['percent', 'fixed', 'free_delivery', 'bxgy'] }).notNull(),
    percent: smallint('percent'),
    capPaise: integer('cap_paise'),
    amountPaise: integer('amount_paise'),
    buyQty: smallint('buy_qty'),
    getQty: smallint('get_qty'),
    /** Whether a cancelled or fully refunded order gives its use back. */
    releaseOnCancel: boolean('release_on_cancel').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A code is unique among active promotions, whatever its case.
    uniqueIndex('promotions_active_code_unique')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.active} and ${t.code} is not null`),
    index('promotions_active_idx').on(t.active, t.code),
    check('promotions_code_shape', sql`${t.code} is null or ${t.code} ~ '^[A-Za-z0-9_-]{3,32}$'`),
    check(
      'promotions_window',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
    check(
      'promotions_limits',
      sql`(${t.usageLimit} is null or ${t.usageLimit} > 0)
      and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0) and ${t.minCartPaise} >= 0`,
    ),
    check(
      'promotions_action',
      sql`(${t.action} = 'percent' and ${t.percent} between 1 and 100 and (${t.capPaise} is null or ${t.capPaise} > 0))
      or (${t.action} = 'fixed' and ${t.amountPaise} > 0)
      or (${t.action} = 'free_delivery')
      or (${t.action} = 'bxgy' and ${t.buyQty} >= 1 and ${t.getQty} >= 1)`,
    ),
  ],
);

/**
 * The discounts an order was priced with, copied at creation (name and amount as the shopper saw them).
 * redeemed_at is set by orderPlaced (a use counts from then); released_at when a cancelled or refunded order
 * gave the use back.
 */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'restrict' }),
    /** The code the shopper entered (null for an automatic offer). */
    code: text('code'),
    label: text('label').notNull(),
    /** lines: taken off the goods (split across lines); delivery: the delivery charge waived. */
    kind: text('kind', { enum: ['lines', 'delivery'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_discounts_order_idx').on(t.orderId),
    index('order_discounts_promotion_idx').on(t.promotionId, t.redeemedAt),
    check('order_discounts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
