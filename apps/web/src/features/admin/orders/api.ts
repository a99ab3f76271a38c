// The orders page's calls: one page of the list (filtered on the server), one order, the shipment writes
// (D13) and the CSV export.
import type { AdminOrdersPage } from '@chamak/shared/admin-orders';
import type { MessageReply } from '@chamak/shared/common';
import type { Order } from '@chamak/shared/orders';
import type { AdminShippingView, ShipmentPatch, TrackingEvent } from '@chamak/shared/shipment';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

type Message = MessageReply;

export type { ShipmentPatch, TrackingEvent };

/**
 * `status` is the Status filter: a status code, or 'awaiting-confirmation' (held cash orders); `paymentMethod` the
 * Payment filter: 'online', 'cod', or 'not-completed' (the checkouts never paid).
 */
export type OrderFilter = { search: string; status: string; paymentMethod: string };

/** The Status filter's value for the cash orders held for their shopper's confirmation (decision 0250). */
export const awaitingConfirmationFilter = 'awaiting-confirmation';

/** The Payment filter's value for the online checkouts whose payment never completed (decision 0180). */
export const notCompleted = 'not-completed';

/** One page of the filtered orders; the last page stays on screen while the next one loads. */
export const ordersPageQuery = (filter: OrderFilter, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.orders(), 'page', filter, page] as const,
    queryFn: ({ signal }) => {
      const query = filterQuery(filter);
      const paged = `${query ? `${query}&` : '?'}page=${page}`;
      return request<AdminOrdersPage>(`/admin/orders${paged}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => request<Order>(`/order/get/${id}`, { signal }),
  });

/** Whether Shiprocket is configured: the order window offers its shipment only then (decision 0181). */
export const shippingQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.settings(), 'shipping'] as const,
    queryFn: ({ signal }) => request<AdminShippingView>('/admin/shipping', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const orderCalls = {
  updateShipment: (id: number, body: ShipmentPatch) =>
    request<Message>(`/order/${id}/shipment`, { method: 'PATCH', body }),
  addTracking: (id: number, body: TrackingEvent) =>
    request<Message>(`/order/${id}/tracking`, { method: 'POST', body }),
  cancel: (id: number) => request<Message>(`/order/${id}/cancel`, { method: 'POST', body: {} }),
  ship: (id: number) => request<Message>(`/order/${id}/ship`, { method: 'POST', body: {} }),
  confirm: (id: number) => request<Message>(`/admin/orders/${id}/confirm`, { method: 'POST', body: {} }),
  codCollected: (id: number) =>
    request<Message>(`/admin/orders/${id}/cod-collected`, { method: 'POST', body: {} }),
};

/** The query string the list and the export share: only the filters that are set. */
export function filterQuery(filter: OrderFilter): string {
  const params = new URLSearchParams();
  const search = filter.search.trim().replace(/^#/, '');
  if (search) params.set('search', search);
  if (filter.status === awaitingConfirmationFilter) params.set('confirmation', 'awaiting');
  else if (filter.status) params.set('status', filter.status);
  if (filter.paymentMethod === notCompleted) params.set('payment', notCompleted);
  else if (filter.paymentMethod) params.set('paymentMethod', filter.paymentMethod);
  const text = params.toString();
  return text ? `?${text}` : '';
}
