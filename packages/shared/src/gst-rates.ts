// Dated GST rates (decision 0342): the admin's GST rates page reads every product's HSN code and rate in force,
// the changes scheduled ahead and the history, schedules a change for one or more products from a day (its first
// instant in the shop's time zone) and cancels one not yet in force.
import { z } from 'zod';
import { type GstRate, gstRates, isGstRate, isHsnCode } from './gst.ts';

export const gstRateMessages = {
  productIds: 'Choose at least one product',
  productUnknown: (ids: readonly number[]) =>
    `No product has the id${ids.length === 1 ? '' : 's'} ${ids.join(', ')}`,
  hsnCode: 'HSN code must be 4, 6 or 8 digits',
  gstRate: `GST rate must be ${gstRates.slice(0, -1).join(', ')} or ${gstRates.at(-1)} %`,
  effectiveFrom: 'Effective from must be a date (YYYY-MM-DD)',
  /** A change dated before orders that were placed at the rate it would replace. */
  ordersAfter: (orders: number, day: string) =>
    `Effective from: ${orders} order${orders === 1 ? ' was' : 's were'} placed on or after ${day} at the rate in force then; a change can only start after the last order it would cover`,
  scheduled: (products: number) =>
    `GST rate change scheduled for ${products} product${products === 1 ? '' : 's'}`,
  cancelled: 'Scheduled GST rate change cancelled',
  notScheduled: 'This change is already in force: schedule a new change instead of cancelling it',
  notFound: 'GST rate change not found',
} as const;

const day = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/admin/gst-rates: a change for these products, in force from the first instant of `effectiveFrom`. */
export const gstRateChangeBody = z
  .object({
    productIds: z
      .array(z.number({ error: gstRateMessages.productIds }).int().positive(), {
        error: gstRateMessages.productIds,
      })
      .min(1, { error: gstRateMessages.productIds })
      .max(500)
      .transform((ids) => [...new Set(ids)]),
    hsnCode: z
      .string({ error: gstRateMessages.hsnCode })
      .trim()
      .refine(isHsnCode, { error: gstRateMessages.hsnCode }),
    gstRate: z
      .union([z.number(), z.string()], { error: gstRateMessages.gstRate })
      .transform((v, ctx): GstRate => {
        const rate = typeof v === 'string' && v.trim() === '' ? Number.NaN : Number(v);
        if (isGstRate(rate)) return rate;
        ctx.addIssue({ code: 'custom', message: gstRateMessages.gstRate });
        return z.NEVER;
      }),
    effectiveFrom: z
      .string({ error: gstRateMessages.effectiveFrom })
      .refine(
        (v) =>
          day.test(v) &&
          !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
          new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        { error: gstRateMessages.effectiveFrom },
      ),
  })
  .strict();
export type GstRateChangeBody = z.input<typeof gstRateChangeBody>;

/** Where a dated row stands now: ahead (cancellable), the one in force, or replaced by a later one. */
export const gstRateChangeStates = ['scheduled', 'in force', 'past'] as const;
export type GstRateChangeState = (typeof gstRateChangeStates)[number];

export const gstRateChange = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  hsnCode: z.string().nullable(),
  gstRate: z.number().int().nullable(),
  /** The first instant it is in force (ISO); the epoch for a product's first row. */
  effectiveFrom: z.string(),
  /** That instant's day in the shop's time zone (YYYY-MM-DD), null for the first row ("always"). */
  effectiveDay: z.string().nullable(),
  state: z.enum(gstRateChangeStates),
});
export type GstRateChange = z.infer<typeof gstRateChange>;

export const productGstRate = z.object({
  id: z.number().int(),
  name: z.string(),
  hsnCode: z.string().nullable(),
  gstRate: z.number().int().nullable(),
  /** The day the rate in force started (shop's zone); null when it has been so from the start. */
  since: z.string().nullable(),
  /** The next scheduled change, if any. */
  next: z
    .object({ hsnCode: z.string().nullable(), gstRate: z.number().int().nullable(), day: z.string() })
    .nullable(),
});
export type ProductGstRate = z.infer<typeof productGstRate>;

/** GET /api/admin/gst-rates: the rates in force, the scheduled changes (soonest first) and the past ones. */
export const gstRatesView = z.object({
  timeZone: z.string(),
  today: z.string(),
  products: z.array(productGstRate),
  scheduled: z.array(gstRateChange),
  history: z.array(gstRateChange),
});
export type GstRatesView = z.infer<typeof gstRatesView>;

/** The answer to a scheduled change: the rows written, one per product. */
export const gstRateChangeSaved = z.object({ message: z.string(), ids: z.array(z.number().int()) });
export type GstRateChangeSaved = z.infer<typeof gstRateChangeSaved>;
