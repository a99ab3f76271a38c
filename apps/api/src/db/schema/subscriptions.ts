// Subscriptions (decision 0326): a shopper's standing order for one size, renewed on a UPI AutoPay or card
// mandate. The gateway's customer and token ids are kept; no card or UPI details are.
import type { CheckoutAddress } from '@chamak/shared/checkout';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productLitres, products } from './catalogue.ts';
import { orders } from './orders.ts';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productLitreId: integer('product_litre_id')
      .notNull()
      .references(() => productLitres.id, { onDelete: 'restrict' }),
    quantity: smallint('quantity').notNull(),
    intervalDays: smallint('interval_days').notNull(),
    /** 'pending' until the first payment registers the mandate; 'cancelled' is final. */
    status: text('status', { enum: ['pending', 'active', 'paused', 'cancelled'] })
      .notNull()
      .default('pending'),
    method: text('method', { enum: ['upi', 'card'] }).notNull(),
    /** Where renewals ship (the checkout address of the first order, or the shopper's later change). */
    address: jsonb('address').$type<CheckoutAddress>().notNull(),
    firstOrderId: integer('first_order_id').references(() => orders.id, { onDelete: 'set null' }),
    gatewayCustomerId: text('gateway_customer_id'),
    mandateTokenId: text('mandate_token_id'),
    /** The most one debit may take (the mandate's max_amount), at most ₹15,000. */
    mandateMaxPaise: integer('mandate_max_paise').notNull(),
    mandateExpiresAt: timestamp('mandate_expires_at', { withTimezone: true }).notNull(),
    /** The next renewal's date in the shop's time zone; null until active. */
    nextDueOn: date('next_due_on', { mode: 'string' }),
    pausedBy: text('paused_by', { enum: ['shopper', 'admin', 'failed-debits'] }),
    /** Why it was paused or cancelled, in the words of whoever did it. */
    statusReason: text('status_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    mandateRevokedAt: timestamp('mandate_revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_first_order_unique').on(t.firstOrderId),
    index('subscriptions_user_idx').on(t.userId, t.createdAt.desc()),
    index('subscriptions_due_idx').on(t.nextDueOn).where(sql`${t.status} = 'active'`),
    check('subscriptions_status', sql`${t.status} in ('pending', 'active', 'paused', 'cancelled')`),
    check('subscriptions_method', sql`${t.method} in ('upi', 'card')`),
    check('subscriptions_quantity', sql`${t.quantity} between 1 and 99`),
    check('subscriptions_interval', sql`${t.intervalDays} between 7 and 365`),
    check(
      'subscriptions_paused_by',
      sql`${t.pausedBy} is null or ${t.pausedBy} in ('shopper', 'admin', 'failed-debits')`,
    ),
    check('subscriptions_mandate_cap', sql`${t.mandateMaxPaise} between 100 and 1500000`),
  ],
);

/** One renewal of a subscription (decision 0326); its order is an ordinary online order. */
export const subscriptionCycles = pgTable(
  'subscription_cycles',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** 1 for the first renewal (the subscription's first order is no cycle). */
    cycle: integer('cycle').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    state: text('state', { enum: ['announced', 'debiting', 'failed', 'paid', 'skipped'] })
      .notNull()
      .default('announced'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the notice said would be debited: the order's total. */
    amountPaise: integer('amount_paise').notNull(),
    /** Debits tried so far (at most 3). */
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    skipReason: text('skip_reason'),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
    debitStartedAt: timestamp('debit_started_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscription_cycles_cycle_unique').on(t.subscriptionId, t.cycle),
    uniqueIndex('subscription_cycles_order_unique').on(t.orderId),
    index('subscription_cycles_open_idx').on(t.dueOn).where(sql`${t.state} in ('announced', 'failed')`),
    check(
      'subscription_cycles_state',
      sql`${t.state} in ('announced', 'debiting', 'failed', 'paid', 'skipped')`,
    ),
    check('subscription_cycles_attempts', sql`${t.attempts} between 0 and 3`),
    check('subscription_cycles_amount', sql`${t.amountPaise} >= 0`),
  ],
);
