// Shipment status codes and labels (SPEC section 4), the progress bars that show them (SPEC, DECISIONS D14),
// the mapping of Shiprocket's codes into ours (DECISIONS D13), and the shipping calls' contracts: the admin's
// manual shipment fields and tracking events, and Shiprocket's tracking webhook. The codes and labels are
// order-state.ts's.
import { z } from 'zod';
import { OrderStatus, type OrderStatusCode, orderStatuses, orderStatusLabel } from './order-state.ts';

/** The status table lives in order-state.ts; these names stay for the code that reads shipments. */
export type ShipmentStatus = OrderStatusCode;
export const shipmentStatuses: ShipmentStatus[] = orderStatuses;
export const shipmentStatusLabel = orderStatusLabel;

/** The four steps both progress bars show. */
export const progressSteps = ['Order Placed', 'Pickup Generated', 'In Transit', 'Delivered'] as const;

/** Customer view: 1, 3, 4, 7 are steps 1 to 4; any other value falls back to step 1 (SPEC section 4). */
export function customerProgressStep(code: number | null | undefined): 1 | 2 | 3 | 4 {
  switch (code) {
    case OrderStatus.PickupGenerated:
      return 2;
    case OrderStatus.InTransit:
      return 3;
    case OrderStatus.Delivered:
      return 4;
    default:
      return 1;
  }
}

/** Admin view (D14): 1 -> 1; 3, 5 -> 2; 4, 6 -> 3; 7 -> 4; 8 to 11 are a distinct return/cancel state. */
export function adminProgressStep(code: number | null | undefined): 1 | 2 | 3 | 4 | 'rto-or-cancelled' {
  switch (code) {
    case OrderStatus.PickupGenerated:
    case OrderStatus.PickedUp:
      return 2;
    case OrderStatus.InTransit:
    case OrderStatus.OutForDelivery:
      return 3;
    case OrderStatus.Delivered:
      return 4;
    case OrderStatus.RtoInitiated:
    case OrderStatus.RtoInTransit:
    case OrderStatus.RtoDelivered:
    case OrderStatus.Cancelled:
      return 'rto-or-cancelled';
    default:
      return 1;
  }
}

/** Shiprocket shipment-status codes mapped into ours (D13); unknown codes map to null (keep the current one). */
const shiprocketToOurs: Record<number, ShipmentStatus> = {
  1: 1,
  3: 3,
  19: 3,
  27: 3,
  42: 5,
  6: 4,
  18: 4,
  17: 6,
  7: 7,
  9: 8,
  46: 9,
  10: 10,
  8: 11,
  45: 11,
};

export function fromShiprocketStatus(code: number): ShipmentStatus | null {
  return shiprocketToOurs[code] ?? null;
}

const statusField = z.coerce
  .number()
  .int()
  .refine((s): s is ShipmentStatus => (shipmentStatuses as number[]).includes(s), {
    error: 'Unknown shipment status',
  })
  .transform((s) => s as ShipmentStatus);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** PATCH /api/order/:id/shipment: the admin's courier, AWB, tracking URL, estimated delivery and status. */
export const shipmentPatchBody = z.strictObject({
  courier_name: optionalText(100),
  awb_code: optionalText(60),
  track_url: z
    .url({ protocol: /^https?$/, error: 'The tracking URL must be a web address (http or https)' })
    .max(500)
    .nullable()
    .optional(),
  etd: optionalText(40),
  status: statusField.optional(),
});
export type ShipmentPatch = z.infer<typeof shipmentPatchBody>;

/** POST /api/order/:id/tracking: one tracking event the admin adds by hand. */
export const trackingEventBody = z.strictObject({
  date: z.iso.datetime({ offset: true, error: 'The date must be a date and time' }).optional(),
  activity: z.string().trim().min(1, { error: 'Activity is required' }).max(200),
  location: z.string().trim().max(120).optional(),
  status: statusField.optional(),
});
export type TrackingEvent = z.infer<typeof trackingEventBody>;

/** Shiprocket's tracking webhook, as much of it as the shop reads (D13). */
export const shiprocketWebhookBody = z.object({
  awb: z.union([z.string(), z.number()]).transform(String),
  shipment_status_id: z.coerce.number().int().optional(),
  current_status_id: z.coerce.number().int().optional(),
  /** When the current status was reported: Shiprocket writes 'DD MM YYYY HH:mm:ss'. */
  current_timestamp: z.string().optional(),
  etd: z.string().nullable().optional(),
  scans: z
    .array(
      z.object({
        date: z.string().optional(),
        activity: z.string().optional(),
        location: z.string().optional(),
        'sr-status': z.union([z.string(), z.number()]).optional(),
      }),
    )
    .default([]),
});

/** GET /api/admin/shipping: whether Shiprocket is configured, so the order window offers its shipment (decision 0181). */
export const adminShippingView = z.object({ shiprocket: z.boolean() });
export type AdminShippingView = z.infer<typeof adminShippingView>;

/**
 * A delivered or cancelled order's shipment is over: no shipment action (status, fields, tracking events, a
 * Shiprocket shipment) is offered or accepted (decision 0181). A return after delivery is the returns module's.
 */
export function shipmentClosed(status: number): boolean {
  return status === OrderStatus.Delivered || status === OrderStatus.Cancelled;
}

export function shipmentClosedMessage(status: number): string {
  return `This order is ${orderStatusLabel(status)}: its shipment cannot change.`;
}
