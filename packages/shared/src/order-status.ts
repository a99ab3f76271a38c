// The order's status page without a sign-in (decision 0321): the link in the confirmation mail and the order's
// phone messages, signed by the shop, names the order and when it stops working. Its page shows what the shopper
// needs to follow delivery and nothing that says who or where they are (no name, address, e-mail or phone).
import { z } from 'zod';
import { shopperTimelineEntrySchema } from './order-timeline.ts';
import { otpVerifyBody, signInPhoneField } from './phone-sign-in.ts';

/** The web page the link opens: /order-status/<token>. */
export const orderStatusPath = '/order-status';

export const orderStatusMessages = {
  invalid: 'This link has expired or is not valid. Sign in to see your orders.',
  signIn: 'Sign in to see the address and invoice',
} as const;

/** The token as the link carries it: <order id>.<expiry in seconds>.<signature>. */
export const orderStatusParams = z
  .object({
    token: z
      .string({ error: orderStatusMessages.invalid })
      // Its form is checked with its signature: a malformed link is the same 404 as a forged one.
      .max(120, { error: orderStatusMessages.invalid }),
  })
  .strict();

/** GET /api/order-status/{token}: the order as its link shows it. Money in rupees, as the order views have it. */
export const orderStatusReply = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  cancelled: z.boolean(),
  paymentMethod: z.enum(['online', 'cod']),
  paymentStatus: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      price: z.number(),
      image: z.string().nullable(),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  deliveryCharge: z.number(),
  codFee: z.number(),
  total: z.number(),
  /** The delivery dates the order was placed with and their words, or null. */
  promisedDelivery: z.object({ from: z.string(), to: z.string(), message: z.string() }).nullable(),
  shipment: z.object({
    courier: z.string().nullable(),
    awb: z.string().nullable(),
    trackUrl: z.string().nullable(),
    etd: z.string().nullable(),
    activities: z.array(z.object({ date: z.string(), activity: z.string(), location: z.string() })),
  }),
  /** The order's way as its shopper sees it, oldest first. */
  timeline: z.array(shopperTimelineEntrySchema),
  /** Until when the link works (ISO time). */
  linkExpiresAt: z.string(),
});
export type OrderStatusView = z.infer<typeof orderStatusReply>;

// Following an order by its number and mobile (decision 0322): /track-order, for a visitor who is not signed in,
// sends a code to the order's mobile number and, typed back, opens the order's status link. The code's refusals
// (wrong, expired, used, too many tries, limits) are the sign-in's, with its messages (phoneSignInMessages).

export const trackOrderMessages = {
  orderNumber: 'Enter your order number',
  orderNumberShape: 'An order number is digits only, as in Order #1024',
  /** Said with every code request, whether or not the number is the order's (nobody learns whose order it is). */
  codeSent: 'If this is the mobile number of the order, a 6-digit code is on its way.',
} as const;

/** The order number as typed: '1024' or '#1024' (the pages write "Order #1024"). */
export const orderNumberField = z
  .union([z.number(), z.string()], { error: trackOrderMessages.orderNumber })
  .transform((value) => String(value).trim().replace(/^#\s*/, ''))
  .pipe(
    z
      .string()
      .min(1, { error: trackOrderMessages.orderNumber })
      .regex(/^\d{1,9}$/, { error: trackOrderMessages.orderNumberShape })
      .transform(Number)
      .pipe(z.number().int().positive({ error: trackOrderMessages.orderNumberShape })),
  );

/**
 * POST /api/order-status/code: a code to the number when it is the order's; the same answer (otpRequestReply)
 * whether or not it is, and whether or not the order exists.
 */
export const orderStatusCodeBody = z.strictObject({ orderId: orderNumberField, phone: signInPhoneField });
export type OrderStatusCodeBody = z.input<typeof orderStatusCodeBody>;

/** POST /api/order-status/verify: the code typed back opens the order's status link. */
export const orderStatusVerifyBody = z.strictObject({
  orderId: orderNumberField,
  phone: signInPhoneField,
  code: otpVerifyBody.shape.code,
});
export type OrderStatusVerifyBody = z.input<typeof orderStatusVerifyBody>;

/** The status link's token: the page /order-status/<token> opens with it, on this device or any other. */
export const orderStatusVerifyReply = z.object({ token: z.string() });
export type OrderStatusVerifyReply = z.infer<typeof orderStatusVerifyReply>;
