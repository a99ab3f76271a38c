// Refunds (decision 0120): money given back on an order, through the payment gateway or by hand (UPI or bank
// transfer for cash on delivery). The payments module owns this table: a refund is made, and learned about,
// there.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    /** pending: asked of the gateway; processed: the money went back; failed: the gateway gave up. */
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    /** gateway: Razorpay's Refunds API (or the sandbox); manual: the admin paid it back and names the reference. */
    method: text('method', { enum: ['gateway', 'manual'] }).notNull(),
    /** refund: against what the order cost; order_edit: what an edit took off a paid total (decision 0356). */
    kind: text('kind', { enum: ['refund', 'order_edit'] })
      .notNull()
      .default('refund'),
    /** The gateway's refund id (rfnd_...). */
    providerRefundId: text('provider_refund_id'),
    /** The UPI or bank transfer reference of a manual refund. */
    reference: text('reference'),
    reason: text('reason').notNull(),
    /** The admin's Idempotency-Key (or one made up): the same key answers the same refund, never a second one. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Why the gateway refused, for a failed refund. */
    failureReason: text('failure_reason'),
    /**
     * What its credit note credits, when the refund gives back units (a return, decision 0170): the invoice's lines
     * (1 = the first), how many units of each and what those units were worth as paid (tax included). Null for a
     * refund of an amount, whose credit note is a share of every line (decision 0121).
     */
    creditedLines: jsonb('credited_lines').$type<{ line: number; quantity: number; amountPaise: number }[]>(),
    /** The credit note issued for it, once processed (tax_documents.id; none for an untaxed order). */
    creditNoteId: integer('credit_note_id'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('refunds_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_refund_unique').on(t.providerRefundId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_manual_reference', sql`${t.method} = 'gateway' or ${t.reference} is not null`),
    check('refunds_processed_at', sql`(${t.status} = 'processed') = (${t.processedAt} is not null)`),
  ],
);
