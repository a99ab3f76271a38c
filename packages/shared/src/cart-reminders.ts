// Abandoned carts and unfinished payments (decisions 0244-0247): the reminder settings (their own admin call,
// not the public shop settings), the restore and stop links' bodies, and the admin's list.
import { z } from 'zod';
import { pageField, perPageField } from './pagination.ts';

export const cartReminderMessages = {
  delayHours: 'The delay must be a whole number of hours from 1 to 72.',
  promotion: 'Choose an active automatic promotion (one without a code), or none.',
  linkInvalid: 'This link has expired or is for another account.',
  stopInvalid: 'This link is not valid.',
  stopped: 'You will get no more reminders about your cart or unfinished payments.',
  saved: 'Reminder settings saved',
} as const;

/** Admin → Shop Settings → Cart reminders (GET/PUT /api/admin/cart-reminders/settings). */
export const cartReminderSettings = z
  .object({
    /** Abandoned-cart reminders on or off. */
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    /** Hours a logged-in shopper's cart stays unchanged before the first reminder. */
    delayHours: z
      .number({ error: cartReminderMessages.delayHours })
      .int({ error: cartReminderMessages.delayHours })
      .min(1, { error: cartReminderMessages.delayHours })
      .max(72, { error: cartReminderMessages.delayHours }),
    /** "Complete your payment" 30 minutes after an online payment failed or was left unfinished. */
    paymentReminders: z.boolean({ error: 'paymentReminders must be true or false' }),
    /** An automatic promotion the reminders mention while it runs; null: none. */
    promotionId: z.number().int().positive({ error: cartReminderMessages.promotion }).nullable(),
  })
  .strict();
export type CartReminderSettings = z.infer<typeof cartReminderSettings>;

export const defaultCartReminderSettings: CartReminderSettings = {
  enabled: true,
  delayHours: 4,
  paymentReminders: true,
  promotionId: null,
};

/** The fixed rules around the settings (decision 0245). */
export const cartReminderRules = {
  /** The second (and last) reminder of a cart, after the first. */
  secondAfterHours: 24,
  /** A failed or unfinished online payment's reminder. */
  paymentAfterMinutes: 30,
  /** An order this long after the first reminder counts as a recovery; the restore link works as long. */
  recoveryDays: 7,
} as const;

export const cartReminderSettingsReply = cartReminderSettings.extend({
  /** The automatic promotions the admin may pick (active ones without a code). */
  promotions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CartReminderSettingsReply = z.infer<typeof cartReminderSettingsReply>;

/** PUT's answer: the settings as saved, and the toast's message. */
export const cartReminderSettingsSaved = cartReminderSettingsReply.extend({ message: z.string() });
export type CartReminderSettingsSaved = z.infer<typeof cartReminderSettingsSaved>;

const token = z
  .string({ error: cartReminderMessages.linkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: cartReminderMessages.linkInvalid });

/** POST /api/cart/restore: the token of a reminder's link, by its shopper logged in. */
export const cartRestoreBody = z.object({ token }).strict();
export const cartRestoreReply = z.object({
  message: z.string(),
  /** Lines put back (or already there). */
  restored: z.number().int(),
  /** What could not be put back: sold out or gone. */
  unavailable: z.array(z.string()),
});
export type CartRestoreReply = z.infer<typeof cartRestoreReply>;

/** POST /api/cart-reminders/stop: the stop page's button, from the link in every reminder (no login). */
export const cartReminderStopBody = z.object({ token: token.clone() }).strict();

/**
 * /api/cart-reminders/unsubscribe?token=: the address in a reminder's List-Unsubscribe header. A mail client's
 * one-click POST (RFC 8058, body `List-Unsubscribe=One-Click`) stops the reminders; a GET only leads to the stop
 * page.
 */
export const cartReminderUnsubscribeQuery = z.object({ token: token.clone() });
/** The GET's answer: 303 to the stop page (/cart?stop=<token>), without a body. */
export const cartReminderStopPageRedirect = z.null();

export const abandonedCartsQuery = z.object({ page: pageField, perPage: perPageField(20) });
export type AbandonedCartsQuery = z.infer<typeof abandonedCartsQuery>;

export const abandonedCart = z.object({
  id: z.number().int(),
  kind: z.enum(['cart', 'payment']),
  /** The failed or unfinished order of a payment reminder. */
  orderId: z.number().int().nullable(),
  userId: z.number().int(),
  shopper: z.string(),
  email: z.string(),
  /** Units in the reminded cart. */
  items: z.number().int(),
  valuePaise: z.number().int(),
  /** The cart's last change before the reminder (ISO). */
  lastChangeAt: z.string(),
  remindersSent: z.number().int(),
  firstSentAt: z.string(),
  lastSentAt: z.string(),
  restoredAt: z.string().nullable(),
  /** The order placed within the recovery window, if any. */
  recoveredOrderId: z.number().int().nullable(),
  recoveredAt: z.string().nullable(),
});
export type AbandonedCart = z.infer<typeof abandonedCart>;

export const abandonedCartsPage = z.object({
  carts: z.array(abandonedCart),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Reminded in the last 30 days, and how many of them became orders (recoveryDays). */
  last30Days: z.object({
    reminded: z.number().int(),
    recovered: z.number().int(),
    /** recovered / reminded, 0..1 (0 when none were reminded). */
    rate: z.number(),
    remindedValuePaise: z.number().int(),
    recoveredValuePaise: z.number().int(),
  }),
});
export type AbandonedCartsPage = z.infer<typeof abandonedCartsPage>;
