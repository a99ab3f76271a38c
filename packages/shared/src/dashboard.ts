// The back-office dashboard's contracts (D12, D16): the daily figures, the top-bar search and the mail
// outbox. The server's responses and the web's types both come from here.
import { z } from 'zod';
import { pagedReply, pagingQuery } from './paging.ts';
import { signInCodesToday } from './sign-in-code-log.ts';

/**
 * One of the shop's calendar days (YYYY-MM-DD in the shop's time zone, India unless set): the orders the shop
 * kept that day and their revenue net of processed refunds (cancelled, fully refunded and returned orders are
 * not in either), and the orders placed that day that were cancelled.
 */
export const dayFigures = z.object({
  day: z.string(),
  orders: z.number().int(),
  revenue: z.number(),
  cancelled: z.number().int(),
});
export type DayFigures = z.infer<typeof dayFigures>;

/** Orders that ended (delivered, or returned to origin) and how many of them came back; `rate` null while none ended. */
export const rtoFigures = z.object({
  ended: z.number().int(),
  returned: z.number().int(),
  rate: z.number().nullable(),
});
export type RtoFigures = z.infer<typeof rtoFigures>;

/** The bands of a cash order's risk score (decision 0335), and the cash orders placed before the score existed. */
export const codScoreBands = ['0-19', '20-39', '40-59', '60-79', '80-100', 'not scored'] as const;
export type CodScoreBand = (typeof codScoreBands)[number];

/** How many areas the returns to origin name: those with the most returns. */
export const rtoAreasShown = 5;

/**
 * Returns to origin among the orders placed in the shop's last 30 calendar days (the days of `last30Days`) that
 * ended: delivered (7), or returned to origin (8 to 10, or returned and cancelled afterwards). By how the order is
 * paid now (a cash order paid online instead counts as online); by PIN area (the PIN code's first three digits),
 * the `rtoAreasShown` areas with the most returns, most first; by the risk score of the cash orders, every band in
 * order. `convertedToPrepaid`: cash orders paid online instead in those days (the timeline's converted_to_prepaid).
 */
export const returnsToOrigin30Days = z.object({
  byPayment: z.object({ online: rtoFigures, cod: rtoFigures }),
  byArea: z.array(rtoFigures.extend({ area: z.string() })),
  byCodScore: z.array(rtoFigures.extend({ band: z.enum(codScoreBands) })),
  convertedToPrepaid: z.number().int(),
});
export type ReturnsToOrigin30Days = z.infer<typeof returnsToOrigin30Days>;

export const dashboardView = z.object({
  last30Days: z.array(dayFigures),
  waitingToShip: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      name: z.string(),
      total: z.number(),
      paymentMethod: z.enum(['online', 'cod']),
      status: z.number().int(),
    }),
  ),
  lowStock: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      size: z.string(),
      remaining: z.number().int(),
    }),
  ),
  newestUsers: z.array(
    z.object({
      id: z.number().int(),
      fullname: z.string(),
      email: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Delivered cash-on-delivery orders whose cash is not yet recorded as collected (decision 0125). */
  codOutstanding: z.object({ orders: z.number().int(), amount: z.number() }),
  /** Cash orders held until their shopper confirms them; not in waitingToShip meanwhile. */
  awaitingConfirmation: z.number().int(),
  /**
   * Returns to origin among the orders placed in the last 30 days that left the shop (decision 0127): `rate` is
   * returned / shipped, null while none shipped.
   */
  rto30Days: z.object({
    shipped: z.number().int(),
    returned: z.number().int(),
    rate: z.number().nullable(),
  }),
  /**
   * The shop day's sign-in code messages and the daily cap of Settings → Sign-in by mobile number (at the cap no
   * code goes until the shop's midnight); null while the shop offers no sign-in by code.
   */
  signInCodes: signInCodesToday.nullable(),
  returnsToOrigin30Days,
});
export type DashboardView = z.infer<typeof dashboardView>;

export const adminSearchResults = z.object({
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  orders: z.array(
    z.object({ id: z.number().int(), name: z.string(), total: z.number(), createdAt: z.string() }),
  ),
  users: z.array(z.object({ id: z.number().int(), fullname: z.string(), email: z.string() })),
});
export type AdminSearchResults = z.infer<typeof adminSearchResults>;

/** GET /api/admin/search?q= */
export const adminSearchQuery = z.object({ q: z.string().trim().max(100).default('') });

export const outboxStatuses = ['kept', 'queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(outboxStatuses),
  /** The last attempt's error; kept while a queued message waits for its next try. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxList = z.array(outboxMessage);

/** GET /api/admin/outbox: with ?page=, one page of every message (?q= searches recipient and subject). */
export const outboxListQuery = pagingQuery.extend({ status: z.enum(outboxStatuses).optional() });
/** One page of mail, and over the whole outbox: how many messages are kept and how many failed. */
export const outboxPage = pagedReply(outboxMessage).extend({
  kept: z.number().int(),
  failed: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPage>;
export const outboxListReply = z.union([outboxPage, outboxList]);
