// What can be subscribed, per size (decision 0325): the size's settings as the admin's product form and the admin
// API read them, with the form's messages, and what the product page is told. The database checks the same limits.
import { z } from 'zod';

export const subscriptionLimits = {
  /** Intervals are whole days from 7 to 365; a size offers 1 to 6 of them. */
  shortestInterval: 7,
  longestInterval: 365,
  mostIntervals: 6,
  /** The subscriber discount is a whole percent of the size's selling price. */
  largestDiscount: 50,
  /** Days one unit lasts; unknown (null) means no reorder reminder for the size. */
  longestSupply: 365,
} as const;

export const subscriptionMessages = {
  intervalRequired: 'Offer at least one interval to subscribe',
  interval: 'Intervals must be whole days from 7 to 365',
  intervalTwice: 'Each interval may be offered once',
  tooManyIntervals: 'Offer at most 6 intervals',
  discount: 'Subscriber discount must be 0 to 50%',
  supplyDays: 'Days of supply must be 1 to 365',
  subscribable: 'Subscribe and save must be on or off',
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/**
 * A size's subscription settings as they arrive with its configuration. Each may be left out: an existing size
 * keeps what it has, a new one takes the defaults (off, no interval, 0 %, unknown supply). Intervals come back
 * sorted, shortest first.
 */
export const sizeSubscriptionFields = z.object({
  subscribable: z.boolean({ error: subscriptionMessages.subscribable }).optional(),
  subscriptionIntervals: z
    .array(
      wholeNumber(
        subscriptionLimits.shortestInterval,
        subscriptionLimits.longestInterval,
        subscriptionMessages.interval,
      ),
      { error: subscriptionMessages.interval },
    )
    .max(subscriptionLimits.mostIntervals, { error: subscriptionMessages.tooManyIntervals })
    .refine((days) => new Set(days).size === days.length, { error: subscriptionMessages.intervalTwice })
    .transform((days) => [...days].sort((a, b) => a - b))
    .optional(),
  subscriberDiscount: wholeNumber(
    0,
    subscriptionLimits.largestDiscount,
    subscriptionMessages.discount,
  ).optional(),
  supplyDays: wholeNumber(1, subscriptionLimits.longestSupply, subscriptionMessages.supplyDays)
    .nullable()
    .optional(),
});
export type SizeSubscriptionFields = z.infer<typeof sizeSubscriptionFields>;

/**
 * A subscribable size names its intervals in the same configuration: switching subscriptions on without one, or
 * with none, is refused on the intervals (where the form shows it).
 */
export function checkSubscribable(
  size: SizeSubscriptionFields,
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
) {
  if (size.subscribable === true && (size.subscriptionIntervals?.length ?? 0) === 0)
    ctx.addIssue({
      code: 'custom',
      message: subscriptionMessages.intervalRequired,
      path: ['subscriptionIntervals'],
    });
}

/** What the product page is told a size offers subscribers; null when the size cannot be subscribed to. */
export const sizeSubscription = z.object({
  /** Days between deliveries the shopper may choose, shortest first. */
  intervals: z.array(z.number().int()),
  /** A whole percent off the size's selling price. */
  discountPercent: z.number().int(),
});
export type SizeSubscription = z.infer<typeof sizeSubscription>;
