// The admin orders list's contract (SPEC section 2, D15): its filters, one page of 12 orders and the totals
// the pager needs; the CSV export takes the same filters.
import { z } from 'zod';
import { isOrderStatus, orderStatuses } from './order-state.ts';
import { order } from './orders.ts';
import { pageField, perPageField } from './pagination.ts';

/** The filter's name on the orders page for the online checkouts never paid (decision 0180). */
export const paymentNotCompletedLabel = 'Payment not completed';

/** SPEC section 2 and D15: the admin orders page shows 12 orders to a page. */
export const adminOrdersPerPage = 12;

export const adminOrderFilter = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .refine(isOrderStatus, { error: `status must be one of ${orderStatuses.join(', ')}` })
    .optional(),
  paymentMethod: z.enum(['online', 'cod']).optional(),
  /**
   * 'not-completed': instead of placed orders, the online checkouts whose payment never completed (pending or
   * failed: abandoned attempts), which the orders page and the dashboard do not count (decision 0180).
   */
  payment: z.enum(['not-completed'], { error: "payment must be 'not-completed' or left out" }).optional(),
  /** 'awaiting': the cash orders held until their shopper confirms them (decision 0250). */
  confirmation: z.enum(['awaiting'], { error: "confirmation must be 'awaiting' or left out" }).optional(),
});
export type AdminOrderFilter = z.infer<typeof adminOrderFilter>;

export const adminOrdersQuery = adminOrderFilter.extend({
  page: pageField,
  perPage: perPageField(adminOrdersPerPage),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/**
 * GET /api/order/getall: without `page`, every matching order (SPEC); with it, that page only, in the same
 * shape (the match count in the `x-total-count` header).
 */
export const allOrdersQuery = adminOrderFilter.extend({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  perPage: perPageField(adminOrdersPerPage),
});

export const adminOrdersPage = z.object({
  orders: z.array(order),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPage>;
