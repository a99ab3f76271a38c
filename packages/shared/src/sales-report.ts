// Sales at a glance (Admin → Reports → Sales, decision 0347): the query the report is asked with and the figures
// it answers, by period, product and size, category, postal zone and customer. Money is integer paise; days,
// weeks and months are the shop's calendar (decision 0298). Revenue is the dashboard's: orders the shop keeps,
// each one's total (after discounts) less its processed refunds, on the day it was placed.
import { z } from 'zod';

export const salesGrains = ['day', 'week', 'month'] as const;
export type SalesGrain = (typeof salesGrains)[number];

/** The longest span one report covers: a little over a year of days. */
export const salesReportMaxDays = 400;

const calendarDay = (field: string) =>
  z
    .string({ error: `${field} is required (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date as YYYY-MM-DD` })
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      {
        error: `${field} must be a real calendar date`,
      },
    );

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const rangeFields = {
  from: calendarDay('from'),
  to: calendarDay('to'),
  grain: z.enum(salesGrains, { error: 'grain must be day, week or month' }).default('day'),
};

/** `to` on or after `from`, and the span within the limit; said on `to`. */
const rangeInBounds = (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const span = daysBetween(q.from, q.to);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
  else if (span >= salesReportMaxDays)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A report covers at most ${salesReportMaxDays} days`,
    });
};

/** GET /api/admin/reports/sales: the shop days from and to (both included) and how to group them. */
export const salesReportQuery = z.object(rangeFields).strict().superRefine(rangeInBounds);
export type SalesReportQuery = z.input<typeof salesReportQuery>;

/** The tables the report can be downloaded as, one CSV each. */
export const salesTables = ['periods', 'products', 'categories', 'zones', 'customers', 'cohorts'] as const;
export type SalesTable = (typeof salesTables)[number];

/** GET /api/admin/reports/sales.csv: the same range and which table. */
export const salesCsvQuery = z
  .object({
    ...rangeFields,
    table: z.enum(salesTables, { error: `table must be one of ${salesTables.join(', ')}` }),
  })
  .strict()
  .superRefine(rangeInBounds);
export type SalesCsvQuery = z.input<typeof salesCsvQuery>;

/** India's postal zones: the first digit of a PIN code (9 is the Army Postal Service). */
export const postalZones: Record<string, string> = {
  '1': 'North: Delhi, Haryana, Punjab, Himachal, J&K, Chandigarh',
  '2': 'North: Uttar Pradesh, Uttarakhand',
  '3': 'West: Rajasthan, Gujarat',
  '4': 'West: Maharashtra, Goa, Madhya Pradesh, Chhattisgarh',
  '5': 'South: Andhra Pradesh, Telangana, Karnataka',
  '6': 'South: Tamil Nadu, Kerala',
  '7': 'East: West Bengal, Odisha, North East',
  '8': 'East: Bihar, Jharkhand',
  '9': 'Army Postal Service',
};

/** A period's (or the whole range's) figures. */
export const salesFigures = z.object({
  /** Orders kept (placed, not cancelled, not refunded in full, not returned to origin). */
  orders: z.number().int(),
  /** What those orders' shoppers were charged: goods less discounts, plus delivery and COD fees. */
  chargedPaise: z.number().int(),
  /** The discounts taken off those orders. */
  discountPaise: z.number().int(),
  /** Refunds processed on those orders. */
  refundedPaise: z.number().int(),
  /** chargedPaise less refundedPaise. */
  revenuePaise: z.number().int(),
  /** revenuePaise over orders, rounded to the paisa; 0 without orders. */
  averagePaise: z.number().int(),
  /** Of the orders, those paid cash on delivery (collected or not). */
  codOrders: z.number().int(),
  /** codOrders over orders (0 to 1); null without orders. */
  codShare: z.number().nullable(),
  /** Orders placed in the period and cancelled since (not in the figures above). */
  cancelled: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesPeriod = salesFigures.extend({
  /** The period's first day (YYYY-MM-DD; a week starts on Monday) or, by month, YYYY-MM. */
  period: z.string(),
});

/** Goods sold: units and their value after discounts (fees and refunds are the order's, not a line's). */
const goods = { orders: z.number().int(), units: z.number().int(), goodsPaise: z.number().int() };

export const salesByProduct = z.object({
  productId: z.number().int().nullable(),
  sizeId: z.number().int().nullable(),
  name: z.string(),
  size: z.string(),
  ...goods,
});
export const salesByCategory = z.object({
  categoryId: z.number().int().nullable(),
  name: z.string(),
  ...goods,
});
export const salesByZone = z.object({
  /** The PIN code's first digit, or '?' for one that is not six digits. */
  zone: z.string(),
  name: z.string(),
  orders: z.number().int(),
  revenuePaise: z.number().int(),
  codOrders: z.number().int(),
});

export const salesCustomers = z.object({
  period: z.string(),
  /** Customers (by phone number) whose first kept order ever was in the period. */
  newCustomers: z.number().int(),
  /** Customers who ordered in the period and had ordered before it. */
  returningCustomers: z.number().int(),
  newRevenuePaise: z.number().int(),
  returningRevenuePaise: z.number().int(),
});

export const salesCohort = z.object({
  /** The month of the cohort's first kept orders (YYYY-MM). */
  month: z.string(),
  customers: z.number().int(),
  /** Of them, how many ordered again in each following month: [month + 1, month + 2, ...] up to the range's end. */
  again: z.array(z.number().int()),
});

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  grain: z.enum(salesGrains),
  timeZone: z.string(),
  totals: salesFigures,
  periods: z.array(salesPeriod),
  products: z.array(salesByProduct),
  categories: z.array(salesByCategory),
  zones: z.array(salesByZone),
  customers: z.array(salesCustomers),
  /** Customers who ordered in the range; of them, those with two or more kept orders by its end. */
  repeat: z.object({
    customers: z.number().int(),
    repeaters: z.number().int(),
    rate: z.number().nullable(),
  }),
  cohorts: z.array(salesCohort),
});
export type SalesReport = z.infer<typeof salesReport>;

/** The CSV download's body (text/csv). */
export const salesCsvText = z.string();
