// The back-office's bulk actions (decision 0353): orders marked packed or shipped together (each answered on its
// own), the selected orders as CSV; products listed with their status, their prices, stock and status changed
// together, and one product duplicated as a draft.
import { z } from 'zod';

/** At most this many rows in one bulk action: a page of the list and more, never the whole shop by accident. */
export const bulkLimit = 100;

const idOf = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .positive({ error: `${what} must be a positive number` })
    .max(2_147_483_647, { error: `${what} is too large` });

const idsOf = (what: string) =>
  z
    .array(idOf(`${what} id`), { error: `Choose the ${what}s` })
    .min(1, { error: `Choose at least one ${what}` })
    .max(bulkLimit, { error: `Choose at most ${bulkLimit} ${what}s at a time` })
    .transform((ids) => [...new Set(ids)]);

// ---- Orders ----

/** The two marks of the orders table: packed is Pickup Generated, shipped is Picked Up (SPEC section 4's codes). */
export const bulkOrderTargets = ['packed', 'shipped'] as const;
export type BulkOrderTarget = (typeof bulkOrderTargets)[number];
export const bulkOrderTargetStatus: Record<BulkOrderTarget, number> = { packed: 3, shipped: 5 };
export const bulkOrderTargetLabels: Record<BulkOrderTarget, string> = {
  packed: 'packed',
  shipped: 'shipped',
};

export const bulkOrderStatusBody = z.strictObject({
  orderIds: idsOf('order'),
  to: z.enum(bulkOrderTargets, { error: 'Mark the orders packed or shipped' }),
});
export type BulkOrderStatusBody = z.input<typeof bulkOrderStatusBody>;

/** One order's answer: moved, already there, or refused with the reason. */
export const bulkOrderResult = z.object({
  orderId: z.number().int(),
  outcome: z.enum(['moved', 'unchanged', 'refused']),
  message: z.string(),
});
export type BulkOrderResult = z.infer<typeof bulkOrderResult>;

export const bulkOrderStatusReply = z.object({ message: z.string(), results: z.array(bulkOrderResult) });
export type BulkOrderStatusReply = z.infer<typeof bulkOrderStatusReply>;

/** `?ids=12,15,19`: the selected orders, for their CSV. */
export const orderSelectionQuery = z.object({
  ids: z
    .string({ error: 'Choose the orders' })
    .max(1200, { error: `Choose at most ${bulkLimit} orders at a time` })
    .transform((text) => text.split(',').map((part) => Number(part.trim())))
    .pipe(idsOf('order')),
});

export const orderSelectionCsvText = z
  .string()
  .meta({ description: 'CSV (text/csv): number, time, customer, phone, payment, status, total in rupees' });

// ---- Products ----

/** A product's status: only active products are in the shop; a draft is being prepared, an archived one retired. */
export const productStatuses = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const productStatusLabels: Record<ProductStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

export const adminProductsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(100).default(''),
  status: z.enum(productStatuses).optional(),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuery>;

export const adminProductSize = z.object({
  id: z.number().int(),
  litreId: z.number().int(),
  label: z.string(),
  sku: z.string().nullable(),
  pricePaise: z.number().int(),
  salePricePaise: z.number().int(),
  stock: z.number().int(),
});
export const adminProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  subcategory: z.string(),
  combos: z.boolean(),
  status: z.enum(productStatuses),
  /** The first image's URL and its widths (srcset, '' for an image not of ours), or null. */
  image: z.string().nullable(),
  imageSrcset: z.string(),
  sizes: z.array(adminProductSize),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const adminProductsPerPage = 20;
export const adminProductsPage = z.object({
  products: z.array(adminProductRow),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminProductsPage = z.infer<typeof adminProductsPage>;

const paise = (what: string) =>
  z
    .number({ error: `${what} must be an amount in paise` })
    .int({ error: `${what} must be a whole number of paise` })
    .min(0, { error: `${what} cannot be negative` })
    .max(100_000_000, { error: `${what} is too large` });

/**
 * A price change: every size (or the sizes of one litre) up or down by a percent with at most two decimals, both
 * its MRP and its price, each rounded to the nearest paisa (half up); or the sizes of given litres set to fixed
 * amounts.
 */
export const bulkPriceBody = z.strictObject({
  productIds: idsOf('product'),
  change: z.discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('percent'),
        percent: z
          .number({ error: 'Write the change in percent' })
          .min(-90, { error: 'A price can go down by at most 90%' })
          .max(500, { error: 'A price can go up by at most 500%' })
          .refine((p) => p !== 0, { error: 'A change of 0% changes nothing' })
          .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, {
            error: 'Write the percent with at most two decimals',
          }),
        litreId: idOf('Size').optional(),
      }),
      z.strictObject({
        kind: z.literal('fixed'),
        prices: z
          .array(
            z
              .strictObject({
                litreId: idOf('Size'),
                pricePaise: paise('MRP'),
                salePricePaise: paise('Price'),
              })
              .refine((p) => p.salePricePaise <= p.pricePaise, {
                error: 'The price cannot be above the MRP',
              }),
          )
          .min(1, { error: 'Give the price of at least one size' })
          .max(20),
      }),
    ],
    { error: 'Change prices by a percent or to fixed amounts' },
  ),
});
export type BulkPriceBody = z.input<typeof bulkPriceBody>;

/** A stock change of every size (or one litre's) of the products: set to a number of units, or more or fewer. */
export const bulkStockBody = z.strictObject({
  productIds: idsOf('product'),
  change: z.strictObject({
    kind: z.enum(['set', 'add'], { error: 'Set the stock or add to it' }),
    units: z
      .number({ error: 'Write a number of units' })
      .int({ error: 'Write a whole number of units' })
      .min(-1_000_000)
      .max(1_000_000, { error: 'At most 1,000,000 units' }),
    litreId: idOf('Size').optional(),
  }),
});
export type BulkStockBody = z.input<typeof bulkStockBody>;

export const bulkProductStatusBody = z.strictObject({
  productIds: idsOf('product'),
  status: z.enum(productStatuses, { error: 'Choose Active, Draft or Archived' }),
});
export type BulkProductStatusBody = z.input<typeof bulkProductStatusBody>;

/** What a bulk product change did: how many products and sizes it changed. */
export const bulkProductsReply = z.object({
  message: z.string(),
  products: z.number().int(),
  sizes: z.number().int(),
});
export type BulkProductsReply = z.infer<typeof bulkProductsReply>;

export const bulkMessages = {
  productsMissing: (ids: number[]) => `No such product: ${ids.map((id) => `#${id}`).join(', ')}.`,
  noSizeOfLitre: 'None of the chosen products has that size.',
  stockBelowZero: (name: string, label: string) => `${name} (${label}) would have less than no stock.`,
  setNegative: 'Stock cannot be set below 0.',
  priceBelowZero: (name: string, label: string) => `${name} (${label}) would cost less than nothing.`,
  tierNotBelow: (name: string, label: string) =>
    `${name} (${label}) has quantity prices that would no longer be below its price: change them in Edit first.`,
} as const;
