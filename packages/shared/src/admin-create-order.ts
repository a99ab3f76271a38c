// An order the shop creates for a customer who ordered by phone or WhatsApp (decision 0354): the customer by their
// mobile number, the delivery address, the lines (sizes and quantities; prices are the server's), an optional shop
// discount with its reason, and cash on delivery or a pay-now link. Shared by POST /api/admin/orders and its quote.
import { z } from 'zod';
import { checkoutAddress } from './checkout.ts';
import { mobileNumberField } from './phone-field.ts';

export const createOrderMessages = {
  phoneRequired: "Enter the customer's mobile number.",
  phoneLength: 'The mobile number must be 10 digits starting 6, 7, 8 or 9.',
  noLines: 'Add at least one product to the order.',
  quantity: 'Each quantity must be a whole number from 1 to 99.',
  sameSizeTwice: 'A size is on the order twice: change its quantity instead.',
  reasonRequired: 'Say why the discount is given (for example "Repeat customer, phone order").',
  discountPositive: 'The discount must be more than zero.',
  percentAbove: 'A percent discount is at most 100%.',
  staffNumber: 'This number belongs to a staff account: orders are created for customers only.',
  blockedAccount: "This customer's account is blocked: no order can be created for it.",
  aboveGoods: (discount: string, goods: string) =>
    `The discount (${discount}) is more than the goods (${goods}).`,
  sizeGone: (name: string) => `${name} is no longer sold: remove it from the order.`,
  createdBy: (staff: string, payment: 'cod' | 'link') =>
    `Created by ${staff} for a phone/WhatsApp order (${payment === 'cod' ? 'cash on delivery' : 'payment link'})`,
  discountNote: (amount: string, reason: string) => `Shop discount of ${amount}: ${reason}`,
} as const;

/** How the discount is written on the order and its invoice, like a promotion's name (order_discounts.label). */
export const shopDiscountPrefix = 'Shop discount: ';
export const shopDiscountLabel = (reason: string) => `${shopDiscountPrefix}${reason}`;

export const createOrderLine = z.strictObject({
  productId: z.number().int().positive(),
  pl_id: z.number().int().positive(),
  quantity: z
    .number({ error: createOrderMessages.quantity })
    .int({ error: createOrderMessages.quantity })
    .min(1, { error: createOrderMessages.quantity })
    .max(99, { error: createOrderMessages.quantity }),
});
export type CreateOrderLine = z.infer<typeof createOrderLine>;

/** Off the goods (after the shop's offers), before GST: a whole amount in paise or a percent. */
export const shopDiscount = z
  .strictObject({
    kind: z.enum(['amount', 'percent']),
    /** Paise for `amount`; a whole percent (1 to 100) for `percent`. */
    value: z
      .number({ error: createOrderMessages.discountPositive })
      .int({ error: createOrderMessages.discountPositive })
      .min(1, { error: createOrderMessages.discountPositive }),
    reason: z
      .string({ error: createOrderMessages.reasonRequired })
      .trim()
      .min(3, { error: createOrderMessages.reasonRequired })
      .max(120, { error: 'The reason is at most 120 characters.' }),
  })
  .refine((d) => d.kind !== 'percent' || d.value <= 100, {
    error: createOrderMessages.percentAbove,
    path: ['value'],
  });
export type ShopDiscount = z.infer<typeof shopDiscount>;

const customerPhone = mobileNumberField({
  required: createOrderMessages.phoneRequired,
  length: createOrderMessages.phoneLength,
});

const orderLines = z
  .array(createOrderLine, { error: createOrderMessages.noLines })
  .min(1, { error: createOrderMessages.noLines })
  .max(30)
  .refine((lines) => new Set(lines.map((l) => l.pl_id)).size === lines.length, {
    error: createOrderMessages.sameSizeTwice,
  });

/** POST /api/admin/orders/quote: what the order would cost, as the shop's own checkout prices it. */
export const createOrderQuoteBody = z.strictObject({
  phone: customerPhone,
  postalCode: z.string().trim().max(6),
  state: z.string().trim().max(60).optional(),
  /** The street address as typed so far: with it the COD rules' score is judged too, as at placing. */
  address: z.string().trim().max(200).optional(),
  apt: z.string().trim().max(120).optional(),
  lines: orderLines,
  payment: z.enum(['cod', 'link']),
  discount: shopDiscount.optional(),
});
export type CreateOrderQuoteBody = z.input<typeof createOrderQuoteBody>;

/** POST /api/admin/orders: the order itself. The e-mail may be left out: the account's is used when it has one. */
export const createOrderBody = z.strictObject({
  phone: customerPhone,
  address: checkoutAddress.omit({ phone: true, email: true }).extend({
    email: z.union([z.literal(''), z.email({ error: 'Invalid email format' }).max(254)]).optional(),
  }),
  lines: orderLines,
  payment: z.enum(['cod', 'link'], { error: 'Choose cash on delivery or a payment link.' }),
  discount: shopDiscount.optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

export const createOrderQuote = z.object({
  lines: z.array(
    z.object({
      pl_id: z.number(),
      name: z.string(),
      size: z.string(),
      quantity: z.number(),
      unitPaise: z.number(),
      linePaise: z.number(),
      discountPaise: z.number(),
      remaining: z.number(),
    }),
  ),
  subtotalPaise: z.number(),
  offers: z.array(
    z.object({ label: z.string(), amountPaise: z.number(), kind: z.enum(['lines', 'delivery']) }),
  ),
  deliveryPaise: z.number(),
  codFeePaise: z.number(),
  gstPaise: z.number(),
  totalPaise: z.number(),
  /** Why cash on delivery is refused for this customer and address (the COD rules' words), or null. */
  codMessage: z.string().nullable(),
});
export type CreateOrderQuote = z.infer<typeof createOrderQuote>;

export const createdShopOrder = z.object({
  orderId: z.number(),
  message: z.string(),
  customer: z.object({ userId: z.number(), created: z.boolean() }),
  totalPaise: z.number(),
  /** The pay-now link for a payment-link order (to copy and send); null for cash on delivery. */
  payLink: z.string().nullable(),
});
export type CreatedShopOrder = z.infer<typeof createdShopOrder>;
