// The order's status link (decision 0321): what its page shows, read with the signed token alone.
import type { OrderStatusView } from '@chamak/shared/order-status';
import { request } from '../../api/client.ts';

export const orderStatusQuery = (token: string) => ({
  queryKey: ['order-status', token] as const,
  queryFn: () => request<OrderStatusView>(`/order-status/${encodeURIComponent(token)}`),
  retry: false,
});
