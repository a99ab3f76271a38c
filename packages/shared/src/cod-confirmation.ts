// Cash-on-delivery confirmation (decision 0250): when Shop Settings turn it on, a cash order above a
// threshold, or from a buyer with no delivered order yet, is held as "Awaiting confirmation" until the
// shopper confirms it through the link mailed (and sent by WhatsApp/SMS) to them, or an admin confirms it
// after a call; unconfirmed when its window ends, it is cancelled and its stock goes back. Server and web
// both read this.
import { z } from 'zod';
import { OrderStatus } from './order-state.ts';

/** Shop Settings' `codConfirmation` part. */
export const codConfirmationSettings = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    /** Cash orders whose total is above this many paise are held; null: the amount alone never holds one. */
    abovePaise: z
      .number({ error: 'The threshold must be an amount in rupees' })
      .int({ error: 'The threshold must be an amount in rupees' })
      .min(0, { error: 'The threshold cannot be negative' })
      .max(100_000_000, { error: 'The threshold is at most ₹10,00,000' })
      .nullable(),
    /** Hold the cash orders of accounts that have no delivered order yet. */
    firstTimeBuyers: z.boolean({ error: 'firstTimeBuyers must be true or false' }),
    /** Hours the shopper has to confirm before the order is cancelled. */
    hours: z
      .number({ error: 'Hours must be a whole number' })
      .int({ error: 'Hours must be a whole number' })
      .min(1, { error: 'Hours must be at least 1' })
      .max(168, { error: 'Hours are at most 168 (7 days)' }),
  })
  .strict();
export type CodConfirmationSettings = z.infer<typeof codConfirmationSettings>;

/** Off until the admin turns it on; then orders above ₹2,000 and first orders, with 24 hours to confirm. */
export const defaultCodConfirmationSettings: CodConfirmationSettings = {
  enabled: false,
  abovePaise: 200_000,
  firstTimeBuyers: true,
  hours: 24,
};

/** An order's confirmation as the order views carry it; null for an order that never needed one. */
export const orderConfirmation = z.object({
  /** When the hold ends: unconfirmed by then, the order is cancelled. */
  dueAt: z.string(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.enum(['shopper', 'admin']).nullable(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmation>;

export const awaitingConfirmationLabel = 'Awaiting confirmation';

/** A live order held until its shopper (or the admin) confirms it: not shipped, not moved on. */
export function awaitingConfirmation(order: {
  status: number;
  confirmation?: OrderConfirmation | null | undefined;
}): boolean {
  return Boolean(
    order.confirmation && !order.confirmation.confirmedAt && order.status !== OrderStatus.Cancelled,
  );
}

export const codConfirmationMessages = {
  confirmed: 'Order confirmed',
  already: 'This order is already confirmed.',
  notHeld: 'This order does not need confirming.',
  cancelled: 'This order was cancelled, so it can no longer be confirmed.',
  /** Shipping refused while held (409). */
  held: 'This cash order is awaiting the shopper’s confirmation: confirm it first (after a call, Confirm order), then ship it.',
  /** The reason an unconfirmed order's cancellation gives (mails, the order's views). */
  expiredReason: (dueAt: Date) => `it was not confirmed by ${indiaDateTime(dueAt)} (India time)`,
  linkInvalid: 'This confirmation link is not valid. Sign in and open the order from your order history.',
};

/** POST /api/order/{id}/confirm: the token from the link, or none for the signed-in owner. */
export const confirmOrderBody = z.object({ token: z.string().trim().min(16).max(128).optional() }).strict();
export type ConfirmOrderBody = z.infer<typeof confirmOrderBody>;

/** GET /api/order/{id}/confirmation?token=: what the link's page may show without a sign-in. */
export const confirmationQuery = z.object({ token: z.string().trim().min(16).max(128) }).strict();

export const confirmationView = z.object({
  orderId: z.number().int(),
  firstName: z.string(),
  totalPrice: z.number(),
  items: z.array(z.object({ name: z.string(), size: z.string(), quantity: z.number().int() })),
  state: z.enum(['awaiting', 'confirmed', 'cancelled']),
  dueAt: z.string(),
  /** The delivery dates the order was placed with, in words ("Delivery between ..."; decision 0295), or null. */
  promisedDelivery: z.string().nullable(),
});
export type ConfirmationView = z.infer<typeof confirmationView>;

/** The page a confirmation link opens: the order's confirmation page with its token. */
export const confirmationPath = (orderId: number, token: string) =>
  `/order-confirmation/${orderId}?confirm=${encodeURIComponent(token)}`;

/** A time as India reads it, e.g. "25 Nov 2026, 3:30 pm" (mails and pages alike). */
export function indiaDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));
}
