// Reorder reminders (decision 0325): a shopper who bought a size without subscribing hears once, at about 80 % of
// its days of supply, with a one-tap link that puts the size back in the cart. The fixed rules, the messages, the
// link's bodies and answers, and the conversion the admin's dashboard reads.
import { z } from 'zod';

export const reorderReminderRules = {
  /** The reminder falls due at this share of quantity × days of supply after the order was delivered. */
  duePercent: 80,
  /**
   * Only purchases that fell due within these days are reminded: a size given days of supply today does not write
   * about a year of old orders, and a job that was stopped for a while catches up only so far.
   */
  lateDays: 14,
  /**
   * Only orders placed within these days are looked at: each run reads recent orders only, and what lasts longer
   * than three years is not reminded.
   */
  orderedWithinDays: 3 * 365,
  /** The reorder link works this long after the reminder. */
  linkDays: 14,
  /** An order of the size this long after the reminder counts as ordered again (the conversion). */
  conversionDays: 30,
  /** At most one reorder reminder to a shopper in this many hours; another due size waits for the next day. */
  spacingHours: 24,
} as const;

/** A size's page, where a reorder reminder offers to subscribe. */
export const reorderProductPath = (productId: number, plId: number) =>
  `/product-details/${productId}?size=${plId}`;

/** The days after delivery at which n units of a size lasting `supplyDays` each fall due: 80 % of n × days. */
export const reorderDueDays = (quantity: number, supplyDays: number) =>
  (quantity * supplyDays * reorderReminderRules.duePercent) / 100;

export const reorderReminderMessages = {
  linkInvalid: 'This reorder link has expired or is for another account.',
  linkUsed:
    'This reorder link has already been used. What it added is in your cart, unless you took it out since.',
  stopInvalid: 'This link is not valid.',
  stopped:
    'You will get no more reminders: about products you may be running out of, your cart or unfinished payments.',
} as const;

const token = z
  .string({ error: reorderReminderMessages.linkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: reorderReminderMessages.linkInvalid });

/** POST /api/reorder-reminders/restore: the token of a reorder link, by its shopper logged in. */
export const reorderRestoreBody = z.object({ token }).strict();
export type ReorderRestoreBody = z.infer<typeof reorderRestoreBody>;
export const reorderRestoreReply = z.object({
  message: z.string(),
  /** Sizes put in the cart (0 or 1). */
  restored: z.number().int(),
  /** What could not be put in: sold out or gone. */
  unavailable: z.array(z.string()),
  /** The size's page (/product-details/<id>?size=<size>), where the shopper may subscribe; null once it is gone. */
  productPath: z.string().nullable(),
});
export type ReorderRestoreReply = z.infer<typeof reorderRestoreReply>;

/** POST /api/reorder-reminders/stop: the stop page's button, from the link in every reorder reminder (no login). */
export const reorderReminderStopBody = z.object({ token: token.clone() }).strict();

/**
 * POST /api/reorder-reminders/unsubscribe?token=: a mail client's one-click unsubscribe (RFC 8058); the GET of the
 * same address leads to the stop page.
 */
export const reorderReminderUnsubscribeQuery = z.object({ token: token.clone() });
/** The GET's answer: 303 to the stop page (/cart?stop=<token>&reminder=reorder), without a body. */
export const reorderReminderStopPageRedirect = z.null();

/** The last 30 days of reorder reminders: how many went, how many links filled a cart, how many ordered again. */
export const reorderReminderConversion = z.object({
  sent: z.number().int(),
  restored: z.number().int(),
  ordered: z.number().int(),
  /** ordered / sent, 0 when none went. */
  rate: z.number(),
});
export type ReorderReminderConversion = z.infer<typeof reorderReminderConversion>;
