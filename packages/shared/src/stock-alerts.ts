// Back-in-stock alerts: "Notify me" on an out-of-stock size. A logged-in shopper's alert goes to the
// account's e-mail; a guest names one.
import { z } from 'zod';
import { idParam, messageReply } from './common.ts';

export const stockAlertMessages = {
  added: "We'll e-mail you when it's back.",
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  inStock: 'This size is in stock: add it to your cart.',
  notFound: 'Size not found.',
} as const;

/** POST /api/stock-alerts: the size (product_litres id) and, for a guest, the e-mail to write to. */
export const stockAlertBody = z.object({
  pl_id: idParam('pl_id'),
  email: z
    .string({ error: stockAlertMessages.emailRequired })
    .trim()
    .max(254, { error: 'Email must be 254 characters or less.' })
    .pipe(z.email({ error: stockAlertMessages.emailInvalid }))
    .optional(),
});
export type StockAlertBody = z.infer<typeof stockAlertBody>;

/** 201: the alert is waiting (asking again for the same size and e-mail is the same alert). */
export const stockAlertAdded = messageReply;
export type StockAlertAdded = z.infer<typeof stockAlertAdded>;
