// The back-office's returns calls (decision 0141, packages/shared/src/returns.ts): every return (optionally of
// one status), one order's returns, and the moves the state allows: approve, reject, receive, refund.
import type { OrderReturn, OrderReturnsReply, ReturnReply } from '@chamak/shared/returns';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

/** A return as GET /api/admin/returns lists it (adminReturnsReply): with its customer. */
export type AdminReturn = OrderReturn & { customerName: string; customerEmail: string };

export const returnKeys = {
  all: () => [...adminKeys.all, 'returns'] as const,
  list: () => [...returnKeys.all(), 'list'] as const,
  order: (orderId: number) => [...returnKeys.all(), 'order', orderId] as const,
};

export const orderReturnsQuery = (orderId: number) =>
  queryOptions({
    queryKey: returnKeys.order(orderId),
    queryFn: ({ signal }) => request<OrderReturnsReply>(`/order/${orderId}/returns`, { signal }),
  });

export type Pickup = 'manual' | 'shiprocket';

export const returnCalls = {
  approve: (id: number, pickup: Pickup) =>
    request<ReturnReply>(`/admin/returns/${id}/approve`, { method: 'POST', body: { pickup } }),
  reject: (id: number, reason: string) =>
    request<ReturnReply>(`/admin/returns/${id}/reject`, { method: 'POST', body: { reason } }),
  receive: (id: number, items: { orderItemId: number; resellable: number }[]) =>
    request<ReturnReply>(`/admin/returns/${id}/receive`, { method: 'POST', body: { items } }),
  /** The server refunds a return under its own key (return-<id>-refund): asking twice refunds once. */
  refund: (id: number, reference?: string) =>
    request<ReturnReply>(`/admin/returns/${id}/refund`, {
      method: 'POST',
      body: reference ? { reference } : {},
    }),
};
