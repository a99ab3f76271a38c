// Profile → Subscriptions' calls (decision 0326): the shopper's subscriptions (active, paused and cancelled); the
// four changes and the editor's PATCH, each answering the server's message and the subscription as it now stands;
// and Pay now for a renewal whose debit failed, paid in the payment window as checkout pays (lib/payment-window.ts).
import type { CreatedOrder } from '@chamak/shared/checkout';
import type { SubscriptionChangeBody, SubscriptionView } from '@chamak/shared/subscriptions';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { accountKeys } from './api.ts';

export const subscriptionsKey = (userId: number) => [...accountKeys.all(), 'subscriptions', userId] as const;

export const subscriptionsQuery = (userId: number) =>
  queryOptions({
    queryKey: subscriptionsKey(userId),
    queryFn: ({ signal }) =>
      request<{ data: SubscriptionView[] }>(`/users/${userId}/subscriptions`, { signal }).then((r) => r.data),
    staleTime: 30_000,
  });

export type SubscriptionChange = 'skip' | 'pause' | 'resume' | 'cancel';

export const changeSubscription = (id: number, change: SubscriptionChange) =>
  request<{ message: string; data: SubscriptionView }>(`/subscriptions/${id}/${change}`, {
    method: 'POST',
    body: {},
  });

type Changed = { message: string; data: SubscriptionView };

/** PATCH: only what the shopper changed (interval, size, quantity, next date, address). */
export const editSubscription = (id: number, body: SubscriptionChangeBody) =>
  request<Changed>(`/subscriptions/${id}`, { method: 'PATCH', body });

/** A renewal whose debit failed: its own order opened again for the payment window (as checkout's Try again). */
export const payRenewalNow = (id: number) =>
  request<CreatedOrder>(`/subscriptions/${id}/pay-now`, { method: 'POST' });
