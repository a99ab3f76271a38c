// The e-way bill calls of the orders page (decision 0345): the flags of the orders on a page, one order's e-way
// bill, its transport details and number. Under the order's key, so the order's reload follows a save.
import type { MessageReply } from '@chamak/shared/common';
import type {
  EwayBillFlags,
  EwayBillNumberBody,
  EwayBillTransportBody,
  EwayBillView,
} from '@chamak/shared/eway-bill';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const ewayBillFlagsQuery = (orderIds: number[]) =>
  queryOptions({
    queryKey: [...adminKeys.orders(), 'eway-bill-flags', orderIds] as const,
    queryFn: ({ signal }) =>
      request<EwayBillFlags>(`/admin/eway-bills?orders=${orderIds.join(',')}`, { signal }),
  });

export const ewayBillQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...adminKeys.order(orderId), 'eway-bill'] as const,
    queryFn: ({ signal }) => request<EwayBillView>(`/admin/orders/${orderId}/eway-bill`, { signal }),
  });

export const saveTransport = (orderId: number, body: EwayBillTransportBody) =>
  request<MessageReply>(`/admin/orders/${orderId}/eway-bill/transport`, { method: 'PUT', body });

export const saveNumber = (orderId: number, body: EwayBillNumberBody) =>
  request<MessageReply>(`/admin/orders/${orderId}/eway-bill/number`, { method: 'PUT', body });

/** The files to download: the portal's JSON and the slip that goes with the parcel. */
export const ewayBillJsonPath = (orderId: number) => `/admin/orders/${orderId}/eway-bill.json`;
export const ewayBillSlipPath = (orderId: number) => `/admin/orders/${orderId}/eway-bill.pdf`;
