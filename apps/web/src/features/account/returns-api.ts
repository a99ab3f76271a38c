// The shopper's returns calls (packages/shared/src/returns.ts): an order's returns with whether a new one may
// be asked and what is left to return, and the request itself, sent as multipart with its photos.
import type { OrderReturnsReply, ReturnReason, ReturnReply } from '@chamak/shared/returns';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, onSessionExpired, request } from '../../api/client.ts';
import { t } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { accountKeys } from './api.ts';

export const returnKeys = {
  order: (orderId: number) => [...accountKeys.all(), 'returns', orderId] as const,
};

export const orderReturnsQuery = (orderId: number) =>
  queryOptions({
    queryKey: returnKeys.order(orderId),
    queryFn: ({ signal }) => request<OrderReturnsReply>(`/order/${orderId}/returns`, { signal }),
  });

export type ReturnRequest = {
  items: { orderItemId: number; quantity: number }[];
  reason: ReturnReason;
  details: string;
  photos: File[];
};

/**
 * POST /api/order/{id}/returns as multipart/form-data: `items` (JSON), `reason`, `details`, and the `photos`.
 * A refusal throws an ApiError with the server's message; a stored token the server refuses ends the session.
 */
export async function requestReturn(orderId: number, body: ReturnRequest): Promise<ReturnReply> {
  const form = new FormData();
  form.append('items', JSON.stringify(body.items));
  form.append('reason', body.reason);
  form.append('details', body.details);
  for (const photo of body.photos) form.append('photos', photo, photo.name);
  const token = session.read().token;
  let response: Response;
  try {
    response = await fetch(`/api/order/${orderId}/returns`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, t('Network error. Please check your connection and try again.'));
  }
  const data = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
  if (!response.ok) {
    if (response.status === 401 && token) onSessionExpired();
    throw new ApiError(response.status, data?.message ?? `Request failed (${response.status})`);
  }
  return data as ReturnReply;
}
