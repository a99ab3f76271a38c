// Orders' contract (SPEC sections 3 and 7): the order as the customer's history and the admin see it, with
// its GST documents: the tax invoice issued when it was placed and the credit notes against it.
import { z } from 'zod';
import { orderConfirmation } from './cod-confirmation.ts';
import { idParam } from './common.ts';
import { refund } from './refunds.ts';

export const orderItem = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  /** The line's share of the order's discounts (rupees): the line cost price x quantity less this. */
  discount: z.number(),
  Product: z.object({ name: z.string() }),
  productlitre: z.object({
    pl_id: z.number().int().nullable(),
    litre: z.object({ litre: z.string(), total_ml: z.number().int() }),
    productimages: z.array(z.object({ image: z.string() })),
  }),
});

/** A credit note of an order: `n` counts them per order (1, 2, ...), as GET /api/order/{id}/credit-notes/{n}. */
export const orderCreditNote = z.object({ n: z.number().int().positive(), number: z.string() });
export type OrderCreditNote = z.infer<typeof orderCreditNote>;

export const trackingActivity = z.object({ date: z.string(), activity: z.string(), location: z.string() });

export const order = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Shipment status code (SPEC section 4). */
  status: z.number().int(),
  statusLabel: z.string(),
  paymentMethod: z.enum(['online', 'cod']),
  paymentStatus: z.string(),
  subtotal: z.number(),
  /** What promotions took off the goods (rupees): totalPrice = subtotal - discount + delivery_charge + codFee. */
  discount: z.number(),
  /** The charged delivery (after a free-delivery offer, which is listed in discounts). */
  delivery_charge: z.number(),
  codFee: z.number(),
  totalPrice: z.number(),
  /** The discounts the order was placed with, by name as the shopper saw them (rupees). */
  discounts: z.array(
    z.object({
      label: z.string(),
      code: z.string().nullable(),
      kind: z.enum(['lines', 'delivery']),
      amount: z.number(),
    }),
  ),
  courier_name: z.string().nullable(),
  awb_code: z.string().nullable(),
  shipment_order_id: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  apt: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  OrderItems: z.array(orderItem),
  /** The GST tax invoice (e.g. CH/26-27/000123), or null: not placed yet, or sold before the shop had a GSTIN. */
  invoice: z.object({ number: z.string() }).nullable(),
  creditNotes: z.array(orderCreditNote),
  /** Its refunds, oldest first, and the rupees still refundable: the total less refunds not failed. */
  refunds: z.array(refund),
  refundable: z.number(),
  /**
   * A cash order's part paid online before it was placed (decision 0338), in rupees; the rest is paid in cash on
   * delivery. 0 for every other order.
   */
  advance: z.number(),
  /**
   * Whether its shopper may cancel it now (not shipped, within the cancellation window: decision 0130), and
   * until when (null once it is shipped or cancelled).
   */
  cancellable: z.boolean(),
  cancelDeadline: z.string().nullable(),
  /** Why the shop cancelled it on its own (an unconfirmed cash order), or null. */
  cancelReason: z.string().nullable(),
  /** The cash order's confirmation when it was held for one, else null. */
  confirmation: orderConfirmation.nullable(),
  /**
   * The delivery dates the order was placed with (decision 0295): India dates 'YYYY-MM-DD' and the words the
   * shopper was shown for them ("Delivery between Wed, 2 Dec and Fri, 4 Dec"); null for orders from before.
   */
  promisedDelivery: z.object({ from: z.string(), to: z.string(), message: z.string() }).nullable(),
  tracking: z.object({
    tracking_data: z.object({
      shipment_status: z.number().int(),
      etd: z.string().nullable(),
      track_url: z.string().nullable(),
      shipment_track: z.array(z.object({ current_status: z.string() })),
      shipment_track_activities: z.array(trackingActivity),
    }),
  }),
});
export type Order = z.infer<typeof order>;
export const orderList = z.array(order);

/** A cancellation's answer: what happened, and the order as it now stands, for the page to show at once. */
export const cancelOrderReply = z.object({ message: z.string(), order });
export type CancelOrderReply = z.infer<typeof cancelOrderReply>;

/** `/:id/credit-notes/:n` */
export const creditNoteParams = z.object({ id: idParam('id'), n: idParam('n') });

/**
 * A PDF file answer (the invoice and credit notes): sent as bytes, never serialized; the schema documents it
 * in the API docs as a binary string.
 */
export const pdfFile = z.string().meta({ format: 'binary', description: 'A PDF file (application/pdf)' });
