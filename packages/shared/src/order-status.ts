// The order's status page without a sign-in (decision 0321): the link in the confirmation mail and the order's
// phone messages, signed by the shop, names the order and when it stops working. Its page shows what the shopper
// needs to follow delivery and nothing that says who or where they are (no name, address, e-mail or phone).
import { z } from 'zod';
import { shopperTimelineEntrySchema } from './order-timeline.ts';

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
