// Refunds' contract: the admin's refund request (rupees, as SPEC's money), its Idempotency-Key header, and a
// refund as the admin's order window and the shopper's order page list it.
import { z } from 'zod';

export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refundStatusLabels = {
  pending: 'Refund initiated',
  processed: 'Refunded',
  failed: 'Refund failed',
} as const satisfies Record<RefundStatus, string>;

export const refundMethods = ['gateway', 'manual'] as const;

/**
 * 'refund': money given back against what the order cost. 'order_edit': the difference an edit before pickup took
 * off a paid online order's total (decision 0356); the total already fell by it, so it is not refundable again.
 */
export const refundKinds = ['refund', 'order_edit'] as const;
export type RefundKind = (typeof refundKinds)[number];

/** Payments with money in the shop's hands to give back: paid online, cash collected, owed back, partly refunded. */
export const refundablePaymentStatuses = [
  'paid',
  'cod_collected',
  'refund_due',
  'partially_refunded',
] as const;

export function canRefund(paymentStatus: string): boolean {
  return (refundablePaymentStatuses as readonly string[]).includes(paymentStatus);
}

/**
 * The admin's refund. `amount` in rupees with at most two decimals (SPEC's money); left out, the whole amount
 * still refundable. `reference`: the UPI or bank transfer reference of a cash-on-delivery order's manual refund.
 */
export const refundBody = z.object({
  amount: z
    .number({ error: 'amount must be a number of rupees' })
    .positive({ error: 'amount must be more than 0' })
    .max(10_000_000, { error: 'amount is too large' })
    .refine((a) => Math.abs(a * 100 - Math.round(a * 100)) < 1e-6, {
      error: 'amount must have at most two decimals',
    })
    .optional(),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(500, { error: 'reason must be at most 500 characters' }),
  reference: z
    .string({ error: 'reference must be text' })
    .trim()
    .min(4, { error: 'reference must be at least 4 characters' })
    .max(100, { error: 'reference must be at most 100 characters' })
    .optional(),
});
export type RefundBody = z.infer<typeof refundBody>;

/**
 * Razorpay's rule for X-Refund-Idempotency, which the key is passed on as: 10 to 64 letters, digits, hyphens and
 * underscores (a UUID fits).
 */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{10,64}$/;

export const refundHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(idempotencyKeyPattern, {
      error: 'Idempotency-Key must be 10 to 64 letters, digits, hyphens or underscores',
    })
    .optional(),
});

export const refund = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(refundStatuses),
  statusLabel: z.string(),
  method: z.enum(refundMethods),
  kind: z.enum(refundKinds),
  /** The gateway's refund id (rfnd_...), once it has one. */
  providerRefundId: z.string().nullable(),
  /** A manual refund's UPI or bank reference. */
  reference: z.string().nullable(),
  reason: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refund>;
export const refundList = z.array(refund);

/** What a refund request answers: the refund, and the order's payment status and what is left to refund. */
export const refundReply = z.object({
  message: z.string(),
  refund,
  paymentStatus: z.string(),
  /** Rupees still refundable on the order after this refund. */
  refundable: z.number(),
});
export type RefundReply = z.infer<typeof refundReply>;
