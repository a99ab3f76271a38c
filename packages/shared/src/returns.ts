// Returns' contract (D15): the shopper asks to send back some or all units of a delivered order within the
// return window, with a reason and optional photos; the admin approves (or rejects), marks the parcel
// received saying how many units can be sold again, and refunds. Money in rupees as SPEC's money.
import { z } from 'zod';
import { idParam } from './common.ts';
import { pagedReply, pagingQuery } from './paging.ts';

export const returnReasons = ['damaged', 'leaking', 'wrong_item', 'other'] as const;
export type ReturnReason = (typeof returnReasons)[number];
export const returnReasonLabels = {
  damaged: 'Damaged',
  leaking: 'Leaking',
  wrong_item: 'Wrong item',
  other: 'Other',
} as const satisfies Record<ReturnReason, string>;

export const returnStatuses = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
export const returnStatusLabels = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Return received',
  refunded: 'Return refunded',
} as const satisfies Record<ReturnStatus, string>;

/** The moves the admin may make, from each status (anything else is a 409). */
export const returnMoves = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
} as const satisfies Record<ReturnStatus, readonly ReturnStatus[]>;

export function canReturnMoveTo(from: ReturnStatus, to: ReturnStatus): boolean {
  return (returnMoves[from] as readonly ReturnStatus[]).includes(to);
}

/** At most this many photos, each an image under the D9 limit (5 MB), checked by content. */
export const maxReturnPhotos = 3;

export const returnMessages = {
  notDelivered: 'Only a delivered order can be returned.',
  windowPassed: (days: number) =>
    days > 0
      ? `This order can no longer be returned: the ${days}-day return window has passed.`
      : 'This shop is not taking returns.',
  alreadyReturned: 'These items have already been returned or a return for them is open.',
  tooMany: (name: string, left: number) =>
    left > 0 ? `Only ${left} of ${name} can still be returned.` : `${name} cannot be returned again.`,
  noItems: 'Choose at least one item to return.',
  detailsRequired: 'Please tell us what went wrong (details are required for "Other").',
  tooManyPhotos: `Add at most ${maxReturnPhotos} photos.`,
  photoNotFound: 'Photo not found.',
  requested: 'Return requested. We will review it within 2 business days.',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Return received',
  refunded: 'Return refunded',
} as const;

/** One line of a return request: an order item and how many of its units. */
export const returnRequestItem = z.object({
  orderItemId: idParam('orderItemId'),
  quantity: z.coerce
    .number({ error: 'quantity must be a number' })
    .int({ error: 'quantity must be a whole number' })
    .min(1, { error: 'quantity must be at least 1' })
    .max(1000, { error: 'quantity is too large' }),
});

/**
 * POST /api/order/{id}/returns: multipart/form-data with the fields `items` (a JSON array of returnRequestItem),
 * `reason`, `details`, and up to maxReturnPhotos files named `photos`. The fields, parsed, are this object.
 */
export const returnRequestBody = z
  .object({
    items: z
      .array(returnRequestItem, { error: 'items must be a list of { orderItemId, quantity }' })
      .min(1, { error: returnMessages.noItems })
      .max(100, { error: 'items has too many lines' }),
    reason: z.enum(returnReasons, { error: 'reason must be one of damaged, leaking, wrong_item, other' }),
    details: z
      .string({ error: 'details must be text' })
      .trim()
      .max(1000, { error: 'details must be at most 1000 characters' })
      .default(''),
  })
  .refine((b) => b.reason !== 'other' || b.details.length > 0, {
    error: returnMessages.detailsRequired,
    path: ['details'],
  });
export type ReturnRequestBody = z.input<typeof returnRequestBody>;

export const returnItemView = z.object({
  orderItemId: z.number().int(),
  name: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** Set once received: how many units went back into stock. */
  resellableQty: z.number().int().nullable(),
  /** These units' value at the price paid after discounts, in rupees. */
  amount: z.number(),
});

/** A return as the shopper's order page and the admin show it. Times are ISO strings. */
export const orderReturn = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: z.enum(returnStatuses),
  statusLabel: z.string(),
  reason: z.enum(returnReasons),
  reasonLabel: z.string(),
  details: z.string(),
  /**
   * The addresses of the shopper's photos (/api/returns/{id}/photos/{n}): served to the return's customer and
   * the admins only, so the web fetches them with its token.
   */
  photos: z.array(z.string()),
  items: z.array(returnItemView),
  /** The refund the return calls for, in rupees. */
  amount: z.number(),
  pickup: z.enum(['manual', 'shiprocket']).nullable(),
  pickupAwb: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The refund made for it, once made. */
  refund: z
    .object({ id: z.number().int(), status: z.enum(['pending', 'processed', 'failed']), amount: z.number() })
    .nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type OrderReturn = z.infer<typeof orderReturn>;

/** GET /api/order/{id}/returns: the order's returns, whether a new one may be asked now, and what is left. */
export const orderReturnsReply = z.object({
  returns: z.array(orderReturn),
  /** Whether the shopper may request a return now; if not, why (null while it is open). */
  canReturn: z.boolean(),
  reason: z.string().nullable(),
  /** The end of the return window (ISO), once delivered. */
  returnBy: z.string().nullable(),
  /** Units of each line that can still be returned. */
  returnable: z.array(z.object({ orderItemId: z.number().int(), quantity: z.number().int() })),
});
export type OrderReturnsReply = z.infer<typeof orderReturnsReply>;

/** POST /api/order/{id}/returns and the admin's moves answer the message and the return as it now is. */
export const returnReply = z.object({ message: z.string(), return: orderReturn });
export type ReturnReply = z.infer<typeof returnReply>;

/** POST /api/admin/returns/{id}/approve: a reverse pickup through Shiprocket (when configured) or manual. */
export const approveReturnBody = z.object({ pickup: z.enum(['manual', 'shiprocket']).default('manual') });
/** POST /api/admin/returns/{id}/reject: why, shown to the shopper. */
export const rejectReturnBody = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(500, { error: 'reason must be at most 500 characters' }),
});
/**
 * Returns whose units may be spoilt (damaged, leaking, the wrong item): the admin must say per line how many can be
 * sold again, nothing is assumed (decision 0303). For "Other" a line left out counts none.
 */
export const reasonsCountedOnReceipt = [
  'damaged',
  'leaking',
  'wrong_item',
] as const satisfies readonly ReturnReason[];

export function mustCountOnReceipt(reason: ReturnReason): boolean {
  return (reasonsCountedOnReceipt as readonly ReturnReason[]).includes(reason);
}

/**
 * POST /api/admin/returns/{id}/receive: per line, how many units can be sold again. Required for every line of a
 * damaged, leaking or wrong-item return (mustCountOnReceipt); otherwise a line left out counts none.
 */
export const receiveReturnBody = z.object({
  items: z
    .array(
      z.object({
        orderItemId: idParam('orderItemId'),
        resellable: z
          .number({ error: 'resellable must be a number' })
          .int({ error: 'resellable must be a whole number' })
          .min(0, { error: 'resellable cannot be negative' }),
      }),
    )
    .max(100)
    .default([]),
});
/** POST /api/admin/returns/{id}/refund: refunds the return's amount (gateway, or a manual reference for cash). */
export const refundReturnBody = z.object({
  reference: z
    .string({ error: 'reference must be text' })
    .trim()
    .min(4, { error: 'reference must be at least 4 characters' })
    .max(100, { error: 'reference must be at most 100 characters' })
    .optional(),
});

/** GET /api/admin/returns: every return, newest first, optionally of one status. */
export const adminReturnsQuery = pagingQuery.extend({ status: z.enum(returnStatuses).optional() });
export const adminReturn = orderReturn.extend({ customerName: z.string(), customerEmail: z.string() });
export type AdminReturn = z.infer<typeof adminReturn>;
export const adminReturnsReply = z.array(adminReturn);
/**
 * With ?page=, one page of the returns (?q= searches the order number, the customer's name and e-mail), and
 * how many of all returns wait for review.
 */
export const adminReturnsPage = pagedReply(adminReturn).extend({ requested: z.number().int() });
export type AdminReturnsPage = z.infer<typeof adminReturnsPage>;
export const adminReturnsListReply = z.union([adminReturnsPage, adminReturnsReply]);

/** Shop Settings' orders part gains the return window in days (D15: 7). */
export const defaultReturnWindowDays = 7;

/** The answer to a move the table refuses (409): both states named. */
export function returnMoveRefused(from: ReturnStatus, to: ReturnStatus): string {
  return `This return is ${from}; it cannot be ${to}.`;
}

/** The admin's refusals and answers beyond the shopper's. */
export const returnAdminMessages = {
  notFound: 'Return not found.',
  shiprocketOff:
    'Shiprocket is not configured, so no reverse pickup can be booked: approve with pickup "manual" and arrange it by hand.',
  shiprocketFailed: 'Shiprocket did not book the reverse pickup. Try again, or approve with pickup "manual".',
  notInReturn: (orderItemId: number) => `items: item ${orderItemId} is not part of this return.`,
  tooManyResellable: (name: string, quantity: number) =>
    `resellable: at most ${quantity} of ${name} came back.`,
  resellableRequired: (name: string, quantity: number, reason: ReturnReason) =>
    `resellable: say how many of ${name} can be sold again (0 to ${quantity}); a ${returnReasonLabels[reason].toLowerCase()} return goes back into stock only as you count it.`,
  alreadyRefunded: 'This return was already refunded.',
  refundPending:
    'The payment service did not answer: the refund is recorded as pending. Refund again to ask it again (it is never paid twice).',
} as const;

/** The shopper's request names an item that is not a line of the order. */
export const notInOrder = (orderItemId: number) => `items: item ${orderItemId} is not part of this order.`;

/** GET /api/returns/{id}/photos/{n}: a return and its n-th photo (1, 2, ...). */
export const returnPhotoParams = z.object({ id: idParam('id'), n: idParam('n') });
export type ReturnPhotoParams = z.infer<typeof returnPhotoParams>;

/** A return photo's answer: WebP bytes, never serialized; documented as a binary string. */
export const returnPhotoFile = z
  .string()
  .meta({ format: 'binary', description: 'A WebP image (image/webp), private: never cached publicly' });
