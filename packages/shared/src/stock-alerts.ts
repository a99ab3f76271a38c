// Back-in-stock alerts: "Notify me" on an out-of-stock size. A logged-in shopper's alert goes to the
// account's e-mail; a guest names one, and the alert waits until that address confirms it from a mailed link.
import { z } from 'zod';
import { idParam, messageReply } from './common.ts';

export const stockAlertMessages = {
  added: "We'll e-mail you when it's back.",
  /** A guest's answer, whether or not a mail went out now (one pending confirmation per size and e-mail). */
  confirmSent: "Check your e-mail to confirm your alert: we'll write once it's back.",
  confirmed: "Your alert is confirmed. We'll e-mail you when it's back.",
  linkInvalid:
    'This confirmation link is not valid or has expired. Ask for the alert again on the product page.',
  tokenRequired: 'The confirmation link is incomplete.',
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

/** POST /api/stock-alerts/confirm: the token of the confirmation mail's link. */
export const stockAlertConfirmBody = z.object({
  token: z
    .string({ error: stockAlertMessages.tokenRequired })
    .trim()
    .min(1, { error: stockAlertMessages.tokenRequired })
    .max(200, { error: stockAlertMessages.linkInvalid }),
});
export type StockAlertConfirmBody = z.infer<typeof stockAlertConfirmBody>;

/** 200: the alert is confirmed (confirming again answers the same). */
export const stockAlertConfirmed = messageReply;
export type StockAlertConfirmed = z.infer<typeof stockAlertConfirmed>;

/** The confirmation mail's link: the product page on that size, which asks for one click to confirm. */
export const stockAlertConfirmPath = (productId: number, plId: number, token: string) =>
  `/product-details/${productId}?size=${plId}&alert=${encodeURIComponent(token)}`;
