// An order's history as the admin and the shopper read it: the events the orders module's transition records
// (one per state change, plus the after-sale facts and the admin's internal notes), who made them happen, their
// words, and which of them the shopper sees. Server and web both read it.
import { z } from 'zod';
import { orderStatusLabel, paymentStatusLabel } from './order-state.ts';

/** Who made an event happen. */
export const orderActors = ['shopper', 'admin', 'staff', 'system', 'gateway', 'courier'] as const;
export type OrderActorKind = (typeof orderActors)[number];

export const orderEventLabels = {
  checkout_started: 'Checkout started, awaiting online payment',
  placed: 'Order placed',
  paid: 'Order placed and paid',
  payment_failed: 'Payment failed',
  paid_not_kept: 'Payment received for an order that cannot be fulfilled; refund due',
  held: 'Held for the shopper to confirm (cash on delivery)',
  confirmed: 'Order confirmed',
  shipment_created: 'Shipment created',
  status: 'Shipment status changed',
  cancelled: 'Order cancelled',
  returned_to_origin: 'Parcel returned to the shop',
  cash_collected: 'Cash collected',
  refund: 'Refund issued',
  return_requested: 'Return requested',
  return_approved: 'Return approved',
  return_rejected: 'Return rejected',
  return_received: 'Returned items received',
  return_refunded: 'Return refunded',
  note: 'Internal note',
  delivery_failed: 'Delivery attempt failed',
  delivery_answered: 'Shopper answered the failed delivery',
  converted_to_prepaid: 'Paid online instead of cash on delivery',
  advance_paid: 'Order placed, part paid online (the rest in cash on delivery)',
  rest_on_delivery: 'Order changed: what was paid online stays, the rest is paid in cash on delivery',
} as const;
export type OrderEventName = keyof typeof orderEventLabels;

/** Shipment statuses the shopper's order page lists: the parcel's way to them (the return-to-origin legs are the shop's). */
const shopperStatuses = new Set([3, 4, 5, 6, 7]);

/** Whether the shopper's order page shows an event (never a note, a failed payment or the shop's own bookkeeping). */
export function shopperSees(event: { event: string; toStatus: number | null }): boolean {
  switch (event.event) {
    case 'placed':
    case 'paid':
    case 'confirmed':
    case 'held':
    case 'cancelled':
    case 'refund':
    case 'return_requested':
    case 'return_approved':
    case 'return_rejected':
    case 'return_received':
    case 'return_refunded':
    case 'delivery_failed':
    case 'delivery_answered':
    case 'converted_to_prepaid':
    case 'advance_paid':
    case 'rest_on_delivery':
      return true;
    case 'status':
      return event.toStatus !== null && shopperStatuses.has(event.toStatus);
    default:
      return false;
  }
}

/** The words of one event: its label, and for a status change or a payment move, what it moved to. */
export function orderEventText(event: {
  event: string;
  toStatus: number | null;
  toPayment: string | null;
}): string {
  if (event.event === 'status' && event.toStatus !== null) return orderStatusLabel(event.toStatus);
  if (event.event === 'refund' && event.toPayment)
    return `Refund issued (${paymentStatusLabel(event.toPayment)})`;
  return orderEventLabels[event.event as OrderEventName] ?? event.event;
}

export const timelineEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.enum(orderActors),
  actorId: z.number().int().nullable(),
  event: z.string(),
  text: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  fromPayment: z.string().nullable(),
  toPayment: z.string().nullable(),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelineReplySchema = z.object({ events: z.array(timelineEntrySchema) });

/** What the shopper's order page shows of an event: no actor ids, no internal reasons. */
export const shopperTimelineEntrySchema = z.object({ at: z.string(), event: z.string(), text: z.string() });
export type ShopperTimelineEntry = z.infer<typeof shopperTimelineEntrySchema>;
export const shopperTimelineReplySchema = z.object({ events: z.array(shopperTimelineEntrySchema) });

export const orderNoteLimit = 2000;
export const orderNoteSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, 'Write the note first.')
    .max(orderNoteLimit, `A note is at most ${orderNoteLimit} characters.`),
});
