// Subscribe and save (decision 0326): the calls' bodies and answers, shared by the server and the web app.
// A subscription is one size at one interval, renewed on a UPI AutoPay or card mandate; cash on delivery cannot
// subscribe (D28).
import { z } from 'zod';
import { checkoutAddress } from './checkout.ts';
import { pagedReply, pagingQuery } from './paging.ts';
import { reorderReminderConversion } from './reorder-reminders.ts';
import { maxSubscriptionQuantity } from './subscription-limits.ts';

export const subscriptionMessages = {
  notSubscribable: 'This size is not offered by subscription.',
  intervalNotOffered: (offered: readonly number[]) =>
    `Choose one of the intervals offered: every ${offered.join(', ')} days.`,
  method: 'Subscriptions renew on UPI AutoPay or a card: please choose one',
  noCashOnDelivery:
    'Cash on delivery cannot renew by itself, so it cannot subscribe. Pay by UPI AutoPay or card, or buy once and we will remind you when it is about to run out.',
  quantity: 'Quantity must be a whole number from 1 to 99',
  overCap:
    'A renewal over ₹15,000 needs your approval every time, so it cannot be a subscription. Choose fewer units.',
  notChangeable: 'This subscription is cancelled or not started yet, so it cannot be changed.',
  cancelled: 'Subscription cancelled. No further payments will be taken.',
  paused: 'Subscription paused. Nothing is sent or charged until you resume it.',
  resumed: 'Subscription resumed.',
  skipped: 'The next delivery is skipped.',
  changed: 'Subscription changed. It applies from the next notice.',
  sizeOfOtherProduct: 'Choose another size of the same product.',
  nextDueRange: (from: string, to: string) => `Choose a next date from ${from} to ${to}.`,
  renewedNow: 'The next renewal is placed now: the notice is on its way and the payment follows.',
  renewalOnItsWay: 'A renewal is already on its way for this subscription.',
  notFound: 'Subscription not found',
  nothingToPay:
    'Nothing is waiting to be paid for this subscription: its renewals are paid, or a payment is being taken now.',
} as const;

export const mandateMethod = z.enum(['upi', 'card'], { error: subscriptionMessages.method });
export type MandateMethod = z.infer<typeof mandateMethod>;

export const subscriptionQuantity = z.coerce
  .number({ error: subscriptionMessages.quantity })
  .int({ error: subscriptionMessages.quantity })
  .min(1, { error: subscriptionMessages.quantity })
  .max(maxSubscriptionQuantity, { error: subscriptionMessages.quantity });

/**
 * POST /api/subscriptions: subscribe to one size, placing its first order now. The answer opens the payment
 * window on a mandate; the subscription starts when that first payment registers it.
 */
export const subscribeBody = checkoutAddress.extend({
  productId: z.coerce.number().int().positive(),
  pl_id: z.coerce.number().int().positive(),
  quantity: subscriptionQuantity,
  intervalDays: z.coerce.number().int().min(1).max(365),
  /** 'cod' is refused with its reason; any other value is the method's message. */
  method: z.union([mandateMethod, z.literal('cod')], { error: subscriptionMessages.method }),
});
export type SubscribeBody = z.infer<typeof subscribeBody>;

/** The answer to subscribing: the first order and what the payment window needs to register the mandate. */
export const subscribed = z.object({
  message: z.string(),
  data: z.object({
    subscriptionId: z.number(),
    /** Ours. */
    orderId: z.number(),
    /** The payment provider's order id, carrying the mandate. */
    order_id: z.string(),
    /** The gateway's customer the mandate belongs to. */
    customer_id: z.string(),
    /** Paise: the first order's total. */
    amount: z.number(),
    /** Paise: the most any renewal may take on this mandate. */
    maxAmount: z.number(),
    currency: z.literal('INR'),
    key: z.string(),
    gateway: z.enum(['razorpay', 'sandbox']),
    method: mandateMethod,
    recurring: z.literal(true),
  }),
});
export type Subscribed = z.infer<typeof subscribed>;

export const subscriptionStatus = z.enum(['pending', 'active', 'paused', 'cancelled']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** One subscription as its shopper sees it. */
export const subscriptionView = z.object({
  id: z.number(),
  status: subscriptionStatus,
  productId: z.number(),
  pl_id: z.number(),
  name: z.string(),
  size: z.string(),
  image: z.string().nullable(),
  quantity: z.number(),
  intervalDays: z.number(),
  /** The intervals this size offers today (for changing it). */
  intervalsOffered: z.array(z.number()),
  discountPercent: z.number(),
  method: mandateMethod,
  /** yyyy-mm-dd in the shop's time zone; null unless active. */
  nextDueOn: z.string().nullable(),
  /** What the next renewal would cost at today's prices (paise), before delivery. */
  nextAmountPaise: z.number(),
  pausedBy: z.enum(['shopper', 'admin', 'failed-debits']).nullable(),
  statusReason: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  /** The delivery address renewals go to (the shopper's own; changed with PATCH). */
  address: checkoutAddress,
  /** The product's sizes offered by subscription today, this one included (for changing the size). */
  sizesOffered: z.array(
    z.object({
      pl_id: z.number(),
      size: z.string(),
      intervalsOffered: z.array(z.number()),
      discountPercent: z.number(),
    }),
  ),
  /**
   * A renewal whose debit failed and that is not paid yet: the shopper may pay it now (POST
   * /api/subscriptions/{id}/pay-now). `retryOn` (yyyy-mm-dd) is when the mandate is tried again, null after the
   * last try.
   */
  unpaidRenewal: z
    .object({
      orderId: z.number(),
      amountPaise: z.number(),
      dueOn: z.string(),
      retryOn: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

export const subscriptionList = z.object({ data: z.array(subscriptionView) });

export const subscriptionChanged = z.object({ message: z.string(), data: subscriptionView });

/** POST /api/subscriptions/{id}/cancel|pause: an optional reason in the shopper's words. */
export const subscriptionReasonBody = z
  .object({
    reason: z.string().trim().max(300, { error: 'Reason must be at most 300 characters' }).optional(),
  })
  .nullish();

/** GET /api/admin/subscriptions: ?status= one status or all; ?q= a customer's name, e-mail or phone, or a product. */
export const adminSubscriptionsQuery = pagingQuery.extend({
  status: z
    .enum(['active', 'paused', 'cancelled', 'all'], {
      error: 'status must be active, paused, cancelled or all',
    })
    .default('all'),
});

/** Where the mandate stands at the gateway, as the admin list says it. */
export const mandateState = z.enum(['awaiting first payment', 'active', 'revoked', 'revoke pending']);

export const adminSubscriptionRow = subscriptionView.extend({
  customer: z.object({ id: z.number(), name: z.string(), email: z.string(), phone: z.string() }),
  mandate: mandateState,
  /** Renewals whose debit failed and was not paid since (tried again, or given up after three tries). */
  failedDebits: z.number().int(),
  /** The orders it placed, newest first: the first order and each renewal. */
  orders: z.array(
    z.object({ id: z.number(), placedAt: z.string(), totalPaise: z.number(), paymentStatus: z.string() }),
  ),
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRow>;

export const adminSubscriptionList = pagedReply(adminSubscriptionRow);

/** POST /api/admin/subscriptions/{id}/pause|cancel: the admin says why (the shopper is shown it). */
export const adminReasonBody = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, { error: 'Please give a reason' })
    .max(300, { error: 'Reason must be at most 300 characters' }),
});

/** GET /api/admin/subscriptions/figures: the dashboard's subscription and reorder-reminder figures. */
export const subscriptionFigures = z.object({
  activeSubscriptions: z.number().int(),
  /** What the active subscriptions' renewals due in the next 30 days come to at today's prices (paise). */
  renewalsNext30DaysPaise: z.number().int(),
  cancelledLast30Days: z.number().int(),
  /** Renewals whose debit failed and that are still unpaid (tried again, or given up on after three tries). */
  unpaidFailedDebits: z.number().int(),
  reorderReminders: reorderReminderConversion,
});
export type SubscriptionFigures = z.infer<typeof subscriptionFigures>;

/**
 * PATCH /api/subscriptions/{id}: what the shopper changes, any of it; it applies from the next notice (a renewal
 * already announced keeps what it said). `pl_id` is another size of the same product.
 */
export const subscriptionChangeBody = z
  .object({
    intervalDays: z.coerce.number().int().min(1).max(365).optional(),
    quantity: subscriptionQuantity.optional(),
    pl_id: z.coerce.number().int().positive().optional(),
    /** yyyy-mm-dd: the next renewal's date, from two days ahead to a year ahead. */
    nextDueOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Next date must be a date (yyyy-mm-dd)' })
      .optional(),
    address: checkoutAddress.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Nothing to change' });
export type SubscriptionChangeBody = z.infer<typeof subscriptionChangeBody>;

/** The renewal notice's link (decision 0326): the subscription, the cycle announced and the link's signature. */
export const noticeLinkQuery = z.object({
  s: z.coerce.number().int().positive(),
  c: z.coerce.number().int().positive(),
  t: z.string().trim().min(1).max(64),
});
export type NoticeLink = z.infer<typeof noticeLinkQuery>;

export const noticeLinkMessages = {
  invalid: 'This link is not valid. Open My Account → Subscriptions to manage your subscription.',
  closed:
    'This delivery can no longer be changed from this link: its payment has started or it was already changed. Open My Account → Subscriptions to manage your subscription.',
  skipped: 'This delivery is skipped. Nothing will be taken for it.',
  rescheduled: (day: string) => `This delivery is skipped and the next one moved to ${day}.`,
  paused: 'Your subscription is paused, and this delivery with it. Resume it from your profile any time.',
} as const;

/** What the notice's page shows: the renewal coming and whether it can still be changed from the link. */
export const noticeView = z.object({
  name: z.string(),
  size: z.string(),
  quantity: z.number(),
  amountPaise: z.number(),
  dueOn: z.string(),
  intervalDays: z.number(),
  /** True until the debit starts (and the subscription is active). */
  changeable: z.boolean(),
  /** Earliest and latest next date a reschedule may choose (yyyy-mm-dd). */
  earliest: z.string(),
  latest: z.string(),
});
export type NoticeView = z.infer<typeof noticeView>;

/** POST /api/subscription-notice: the link's action, no sign-in. */
export const noticeActionBody = noticeLinkQuery.extend({
  action: z.enum(['skip', 'reschedule', 'pause'], { error: 'action must be skip, reschedule or pause' }),
  /** For reschedule: the next delivery's date (yyyy-mm-dd). */
  nextDueOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Next date must be a date (yyyy-mm-dd)' })
    .optional(),
});
export type NoticeActionBody = z.infer<typeof noticeActionBody>;
