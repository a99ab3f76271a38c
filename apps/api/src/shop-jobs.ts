// The shop's scheduled jobs in one place, each with its name and interval: every process ticks them and one runs
// each tick (jobs.ts, decision 0225). They are handed the app's one context, so their transactions run their
// effects after commit like a request's.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Job } from './jobs.ts';
import { deleteAccount } from './modules/accounts/service.ts';
import { pruneAuditLogJob } from './modules/audit/index.ts';
import { emptyCartOf } from './modules/cart/service.ts';
import { cartRemindersJob } from './modules/cart-reminders/reminders.ts';
import { eraseContactsBefore } from './modules/contacts/service.ts';
import { lowStockMailJob } from './modules/inventory/low-stock-mail.ts';
import { cancelUnconfirmedOrders, unconfirmedJobEveryMs } from './modules/orders/unconfirmed-orders.ts';
import { reorderRemindersJob } from './modules/reorder-reminders/index.ts';
import { type RetentionPorts, retentionJob } from './modules/retention/index.ts';
import { dailySalesSummaryJob } from './modules/sales-report/index.ts';
import { syncShipments } from './modules/shipping/service.ts';
import { subscriptionRenewalsJob } from './modules/subscriptions/index.ts';

/** What the retention job needs of the modules above it (decision 0361). */
export function retentionPorts(ctx: AppContext): RetentionPorts {
  return {
    emptyCart: emptyCartOf,
    eraseContactsBefore,
    eraseAccount: async (userId) => {
      await deleteAccount(ctx, userId);
    },
  };
}

export function shopJobs(app: FastifyInstance): Job[] {
  const { ctx } = app;
  const syncMinutes = app.config.shiprocket?.syncMinutes ?? 0;
  return [
    // Shiprocket tracking for shipments whose webhook may have been missed (D13).
    ...(app.shipping && syncMinutes > 0
      ? [
          {
            name: 'shiprocket-sync',
            everyMs: Math.max(1000, Math.round(syncMinutes * 60_000)),
            run: () => syncShipments(ctx),
          },
        ]
      : []),
    // Held cash orders left unconfirmed when their window ends are cancelled (decision 0252).
    {
      name: 'cod-confirmation-expiry',
      everyMs: unconfirmedJobEveryMs,
      run: () => cancelUnconfirmedOrders(ctx, ctx.now),
    },
    // Abandoned-cart and unfinished-payment reminders (decision 0244).
    cartRemindersJob(() => ctx, ctx.clock),
    // Reminders to buy again a size bought without subscribing, at about 80 % of its days of supply (decision 0325).
    reorderRemindersJob(() => ctx, ctx.clock),
    // Subscriptions' renewals: announced 48 hours ahead, debited on the mandate from 26 hours ahead (decision 0326).
    subscriptionRenewalsJob(() => ctx, ctx.clock),
    // The owner's mail with yesterday's sales, once a shop day from 07:00 (decision 0347).
    dailySalesSummaryJob(() => ctx, ctx.clock),
    // The Owners' mail of the sizes low on stock, once a shop day from 08:00 (decision 0349).
    lowStockMailJob(() => ctx, ctx.clock),
    // Audit entries older than the kept period (a year at least) go, once a day (decision 0348).
    pruneAuditLogJob(() => ctx, ctx.clock),
    // Abandoned carts, inactive accounts (after a 48-hour notice) and old contact messages go, once a day (decision 0361).
    retentionJob(
      () => ctx,
      () => retentionPorts(ctx),
      ctx.clock,
    ),
  ];
}
