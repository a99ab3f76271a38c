// The back-office's subscription calls (decision 0326): a page of subscriptions by status and search, the figures
// the dashboard and the page header show (with the reorder reminders' conversion, decision 0327), and pausing or
// cancelling a customer's subscription with the reason they are shown.
import type { Paged } from '@chamak/shared/paging';
import type {
  AdminSubscriptionRow,
  SubscriptionFigures,
  SubscriptionView,
} from '@chamak/shared/subscriptions';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { dashboardRefreshMs } from '../dashboard/api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export type { AdminSubscriptionRow, SubscriptionFigures };
export type AdminSubscriptionsPage = Paged<AdminSubscriptionRow>;

export const subscriptionsPath = '/admin/subscriptions';

/** The statuses the list filters by ('' is All); a subscription awaiting its first payment shows under All only. */
export const subscriptionFilters = ['active', 'paused', 'cancelled'] as const;

export const subscriptionKeys = {
  list: () => [...adminKeys.all, 'subscriptions'] as const,
  /** Under the dashboard's key, so whatever reloads the dashboard reloads these figures too. */
  figures: () => [...adminKeys.dashboard(), 'subscriptions'] as const,
};

export const subscriptionFiguresQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.figures(),
    queryFn: ({ signal }) => request<SubscriptionFigures>(`${subscriptionsPath}/figures`, { signal }),
    refetchInterval: dashboardRefreshMs,
  });

export type SubscriptionMove = 'pause' | 'cancel';

/** Pauses or cancels for the customer; the answer carries the server's message and the subscription as it is now. */
export const changeSubscription = (id: number, move: SubscriptionMove, reason: string) =>
  request<{ message: string; data: SubscriptionView }>(`${subscriptionsPath}/${id}/${move}`, {
    method: 'POST',
    body: { reason },
  });
