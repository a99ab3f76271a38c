// A cash order paid online after it was placed (decision 0337): its pay-now link (mailed, sent by SMS/WhatsApp and
// shown on the confirmation page) opens a page with the cash total, the online total and what paying now saves;
// paying converts the order (COD fee removed, prepaid offers applied, invoice credited and reissued). Server and
// web both read this.
import { z } from 'zod';
import { paymentProof } from './checkout.ts';

/** The page a pay-now link opens; without a token, the signed-in owner's own. */
export const payNowPath = (orderId: number, token?: string) =>
  `/order/${orderId}/pay-now${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** How long a pay-now link works at most (it stops earlier once the parcel ships or the order is cancelled). */
export const payNowLinkDays = 7;

export const payNowMessages = {
  /** The offer, wherever it is made. */
  offer: 'Pay now and save {amount}',
  converted: 'Paid online. Your order is now prepaid.',
  already: 'This order is already paid online.',
  shipped: 'This order has already shipped, so it is paid in cash on delivery.',
  cancelled: 'This order was cancelled, so it cannot be paid.',
  expired: 'This pay-now link has expired. Your order stays cash on delivery.',
  invalid: 'This pay-now link is not valid. Sign in and open the order from your order history.',
  notCod: 'This order is not paid on delivery.',
  noSaving: 'Paying online now would not cost less than cash on delivery, so the order stays as it is.',
  priceChanged: 'The online price of this order changed while you paid, so the order stays cash on delivery.',
  awaitingConfirmation: 'Confirm this order first, then pay it online.',
} as const;

/** GET /api/order/{id}/pay-now?token=: the token from the link, or none for the signed-in owner. */
export const payNowQuery = z.object({ token: z.string().trim().min(16).max(128).optional() }).strict();
export type PayNowQuery = z.infer<typeof payNowQuery>;

/** POST /api/order/{id}/pay-now: opens the gateway's order for the online total. */
export const payNowBody = z.object({ token: z.string().trim().min(16).max(128).optional() }).strict();
export type PayNowBody = z.infer<typeof payNowBody>;

/** POST /api/order/{id}/pay-now/verify: the payment window's signed proof. */
export const payNowVerifyBody = paymentProof
  .extend({ token: z.string().trim().min(16).max(128).optional() })
  .strict();
export type PayNowVerifyBody = z.infer<typeof payNowVerifyBody>;

/** POST /api/payments/sandbox/pay-now: the sandbox window's Pay for a pay-now gateway order. */
export const sandboxPayNowBody = z
  .object({ order_id: z.string().min(1).max(100), token: z.string().trim().min(16).max(128).optional() })
  .strict();

/** What the pay-now page shows: the order, its cash total, its online total and the saving (paise). */
export const payNowView = z.object({
  orderId: z.number().int(),
  firstName: z.string(),
  items: z.array(z.object({ name: z.string(), size: z.string(), quantity: z.number().int() })),
  cashPaise: z.number().int(),
  onlinePaise: z.number().int(),
  savingPaise: z.number().int(),
  codFeePaise: z.number().int(),
  /**
   * open: it can be paid now; paid: converted already; closed (only the signed-in owner's call, which never answers
   * 409 so an order's pages can ask quietly): it cannot be paid now, `message` says why.
   */
  state: z.enum(['open', 'paid', 'closed']),
  message: z.string().nullable(),
  /** The link's end (ISO), or null for the owner's own page. */
  dueAt: z.string().nullable(),
});
export type PayNowView = z.infer<typeof payNowView>;

/** What opening the payment window needs: the gateway's order, its amount and who pays. */
export const payNowStarted = z.object({
  order_id: z.string(),
  orderId: z.number().int(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  key: z.string(),
  gateway: z.enum(['razorpay', 'sandbox']),
  payer: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PayNowStarted = z.infer<typeof payNowStarted>;

export const payNowReply = z.object({ message: z.string(), orderId: z.number().int() });
export type PayNowReply = z.infer<typeof payNowReply>;
