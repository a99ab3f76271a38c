// Editing a placed order before pickup (decision 0355): the admin's body (a new delivery address, quantities of the
// order's lines, lines removed, sizes added; preview or apply) and the server's answer (old and new totals, tax,
// stock and the payment difference). Server and web both read this.
import { z } from 'zod';
import { checkoutAddress } from './checkout.ts';

const quantity = z
  .number({ error: 'Quantity must be a whole number.' })
  .int({ error: 'Quantity must be a whole number.' })
  .min(0, { error: 'Quantity cannot be below 0.' })
  .max(99, { error: 'At most 99 of one size per order.' });

export const orderEditBody = z.object({
  /** true: answer what the edit would do and write nothing. */
  preview: z.boolean().default(false),
  /** The new delivery address (the contact's name, email and phone too); absent: unchanged. */
  address: checkoutAddress.optional(),
  /** An order line's new quantity; 0 removes it. Lines not named keep theirs. */
  lines: z
    .array(z.object({ itemId: z.number().int().positive(), quantity }))
    .max(50)
    .default([]),
  /** Sizes added, at today's price. */
  add: z
    .array(
      z.object({
        sizeId: z.number().int().positive(),
        quantity: quantity.min(1, { error: 'Add at least 1.' }),
      }),
    )
    .max(20)
    .default([]),
});
export type OrderEditBody = z.input<typeof orderEditBody>;

export const orderEditLine = z.object({
  /** The order line's id; null for a size added by this edit. */
  itemId: z.number().int().nullable(),
  sizeId: z.number().int().nullable(),
  name: z.string(),
  size: z.string(),
  unitPaise: z.number().int(),
  oldQuantity: z.number().int(),
  quantity: z.number().int(),
  discountPaise: z.number().int(),
  /** Units taken from stock (above 0) or given back (below 0). */
  stockChange: z.number().int(),
  priced: z.enum(['as placed', 'today']),
});

const amounts = z.object({
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  deliveryPaise: z.number().int(),
  codFeePaise: z.number().int(),
  totalPaise: z.number().int(),
  cgstPaise: z.number().int().nullable(),
  sgstPaise: z.number().int().nullable(),
  igstPaise: z.number().int().nullable(),
  placeOfSupply: z.string().nullable(),
});
export type OrderEditAmounts = z.infer<typeof amounts>;

export const orderEditResult = z.object({
  orderId: z.number().int(),
  applied: z.boolean(),
  lines: z.array(orderEditLine),
  before: amounts,
  after: amounts,
  /** New total less the old (paise; below 0: less to collect or refund). */
  differencePaise: z.number().int(),
  /** What happens to the difference, in words. */
  payment: z.string(),
  /** The invoice is credited and a new one issued (the order had one and its amounts or address changed). */
  reissueInvoice: z.boolean(),
  addressChanged: z.boolean(),
});
export type OrderEditResult = z.infer<typeof orderEditResult>;

export const orderEditMessages = {
  pickedUp: 'Picked up: the order can no longer be edited.',
  cancelled: 'A cancelled order can no longer be edited.',
  refunded: 'A refunded order can no longer be edited.',
  unpaid: 'This order is still waiting for its online payment; it can be edited once paid.',
  lastLine: 'An order keeps at least one line: cancel the order instead.',
  noLine: (id: number) => `Line ${id} is not on this order.`,
  noSize: 'That size is not sold (its product is not active).',
  nothing: 'Nothing to change: the edit names no new address, quantity or line.',
  /** A paid online order's edit that raises its total where cash is not taken (decision 0356). */
  paidOnlineNoCod: (rupees: string, pin: string) =>
    `This order was paid online and cash on delivery is not available at ${pin}, so the ${rupees} more cannot be collected on delivery; place the added items as a new order with a payment link.`,
  /** A cash order with an advance paid online may not fall below that advance. */
  belowAdvance: (rupees: string) =>
    `${rupees} of this order was paid online; an edit may not bring its total below that. Refund from the order window or cancel instead.`,
  refundDifference: (rupees: string) =>
    `Refund of ${rupees} to the customer's online payment, through the payment service, once saved; the customer is mailed.`,
  restOnDelivery: (paid: string, rest: string) =>
    `Paid online: ${paid}. The ${rest} more is collected in cash on delivery (no COD fee); the label shows it.`,
  cashToCollect: (before: string, after: string) => `Cash to collect on delivery: ${before} → ${after}.`,
};
