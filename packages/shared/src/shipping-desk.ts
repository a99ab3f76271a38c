// The shipping desk (decision 0350): the orders to pack and ship, chosen by status, payment and day; one PDF of
// packing slips and shipping labels (4×6 inch thermal or four to an A4 page) for the chosen ones; and, with
// Shiprocket, one action that books the courier for each of them and reports what happened to each.
import { z } from 'zod';

/** The most orders one print or one Shiprocket action takes. */
export const shippingDeskMaxOrders = 100;

export const shippingDeskKinds = ['slips', 'labels-4x6', 'labels-a4', 'slips-and-labels'] as const;
export type ShippingDeskKind = (typeof shippingDeskKinds)[number];

const calendarDay = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date as YYYY-MM-DD` })
    .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
      error: `${field} must be a real calendar date`,
    });

/**
 * GET /api/admin/shipping-desk/orders: `status` is 'to-ship' (placed, not yet picked up, not cancelled or held),
 * 'all' or one status code; `payment` cash or online; `from` and `to` shop days the orders were placed on.
 */
export const shippingDeskQuery = z
  .strictObject({
    status: z
      .string()
      .regex(/^(to-ship|all|\d{1,2})$/, { error: 'status must be to-ship, all or a status code' })
      .default('to-ship'),
    payment: z.enum(['all', 'cod', 'online'], { error: 'payment must be all, cod or online' }).default('all'),
    from: calendarDay('from').optional(),
    to: calendarDay('to').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'to must be on or after from' });
export type ShippingDeskQuery = z.infer<typeof shippingDeskQuery>;

export const shippingDeskOrder = z.object({
  id: z.number(),
  placedAt: z.string(),
  customer: z.string(),
  city: z.string(),
  postalCode: z.string(),
  paymentMethod: z.enum(['online', 'cod']),
  /** What the courier collects in paise (cash on delivery), or null for a prepaid parcel. */
  codPaise: z.number().nullable(),
  status: z.number(),
  statusLabel: z.string(),
  units: z.number(),
  /** The parcel's weight from its sizes, or null when a size's weight is not set. */
  weightGrams: z.number().nullable(),
  courierName: z.string().nullable(),
  awbCode: z.string().nullable(),
  /** What stops its label: no address, cancelled, waiting for the shopper's confirmation; null when none. */
  problem: z.string().nullable(),
});
export type ShippingDeskOrder = z.infer<typeof shippingDeskOrder>;

export const shippingDeskList = z.object({
  orders: z.array(shippingDeskOrder),
  /** More orders matched than the list shows (the newest 300 are shown). */
  truncated: z.boolean(),
  shiprocket: z.boolean(),
});
export type ShippingDeskList = z.infer<typeof shippingDeskList>;

const orderIds = z
  .array(z.number({ error: 'Order ids are numbers' }).int().positive(), { error: 'Choose the orders' })
  .min(1, { error: 'Choose at least one order' })
  .max(shippingDeskMaxOrders, { error: `Choose at most ${shippingDeskMaxOrders} orders at a time` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'An order is chosen twice' });

/** POST /api/admin/shipping-desk/print: the chosen orders and what to print for them, as one PDF. */
export const shippingDeskPrintBody = z.strictObject({
  orderIds,
  kind: z.enum(shippingDeskKinds, {
    error: 'kind must be slips, labels-4x6, labels-a4 or slips-and-labels',
  }),
});
export type ShippingDeskPrintBody = z.infer<typeof shippingDeskPrintBody>;

/** POST /api/admin/shipping-desk/shiprocket: book the courier for the chosen orders. */
export const shippingDeskShipBody = z.strictObject({ orderIds });
export type ShippingDeskShipBody = z.infer<typeof shippingDeskShipBody>;

export const shippingDeskShipResult = z.object({
  orderId: z.number(),
  ok: z.boolean(),
  /** What was done for it this time, in order: 'order created', 'AWB assigned', 'pickup requested'. */
  done: z.array(z.string()),
  awbCode: z.string().nullable(),
  courierName: z.string().nullable(),
  /** Why it stopped, when it did. */
  message: z.string().nullable(),
});
export type ShippingDeskShipResult = z.infer<typeof shippingDeskShipResult>;

export const shippingDeskShipReply = z.object({
  message: z.string(),
  results: z.array(shippingDeskShipResult),
  /** The courier's labels and manifest for the orders that got a pickup (Shiprocket's PDFs), when made. */
  labelUrl: z.string().nullable(),
  manifestUrl: z.string().nullable(),
  /** What went wrong with the labels or manifest as a whole, when it did. */
  problems: z.array(z.string()),
});
export type ShippingDeskShipReply = z.infer<typeof shippingDeskShipReply>;

export const shippingDeskMessages = {
  noAddress: (id: number, missing: string[]) =>
    `Order #${id} has no ${missing.join(', ')} to print on its label: add the delivery address to the order first.`,
  cancelled: (id: number) => `Order #${id} was cancelled: it is not packed or shipped.`,
  held: (id: number) => `Order #${id} waits for its shopper to confirm cash on delivery: do not ship it yet.`,
  refunded: (id: number) => `Order #${id} was refunded in full before it shipped: it is not shipped.`,
  notFound: (ids: number[]) => `No placed order ${ids.map((i) => `#${i}`).join(', ')}.`,
  weightMissing: (sizes: string[]) =>
    `Weight not set for ${sizes.join(', ')}: enter each size's packed weight in the product form.`,
} as const;
