// The back-office's failed-delivery calls (decision 0336): the open attempts, what the admin does about one, and
// the order window's report of a failed attempt.
import type { MessageReply } from '@chamak/shared/common';
import type { AdminFailedDeliveries, FailedDeliveryActionBody } from '@chamak/shared/failed-deliveries';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const failedDeliveryKeys = {
  all: () => [...adminKeys.all, 'failed-deliveries'] as const,
};

export const failedDeliveriesQuery = () =>
  queryOptions({
    queryKey: failedDeliveryKeys.all(),
    queryFn: ({ signal }) => request<AdminFailedDeliveries>('/admin/failed-deliveries', { signal }),
  });

export const failedDeliveryCalls = {
  act: (id: number, body: FailedDeliveryActionBody) =>
    request<MessageReply>(`/admin/failed-deliveries/${id}/action`, { method: 'POST', body }),
  report: (orderId: number, reason: string) =>
    request<MessageReply>(`/order/${orderId}/delivery-failed`, { method: 'POST', body: { reason } }),
};
