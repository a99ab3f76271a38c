// Orders' contract (SPEC sections 3 and 7): the order as the customer's history and the admin see it.
import { z } from 'zod';

export const orderItem = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  Product: z.object({ name: z.string() }),
  productlitre: z.object({
    pl_id: z.number().int().nullable(),
    litre: z.object({ litre: z.string(), total_ml: z.number().int() }),
    productimages: z.array(z.object({ image: z.string() })),
  }),
});

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
  delivery_charge: z.number(),
  codFee: z.number(),
  totalPrice: z.number(),
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
