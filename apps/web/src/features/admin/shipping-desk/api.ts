// The shipping desk's calls (decision 0350): the orders to ship, one PDF of slips or labels for the chosen ones,
// and the Shiprocket booking of them.
import type {
  ShippingDeskKind,
  ShippingDeskList,
  ShippingDeskQuery,
  ShippingDeskShipReply,
} from '@chamak/shared/shipping-desk';
import { queryOptions } from '@tanstack/react-query';
import { attachmentName, saveBlob } from '../../../lib/files.ts';
import { session } from '../../../lib/session.ts';
import { ApiError, request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const shippingDeskKeys = {
  all: () => [...adminKeys.all, 'shipping-desk'] as const,
  list: (q: Partial<ShippingDeskQuery>) => [...shippingDeskKeys.all(), q] as const,
};

export const shippingDeskQuery = (q: Partial<ShippingDeskQuery>) =>
  queryOptions({
    queryKey: shippingDeskKeys.list(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(
        Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
      );
      return request<ShippingDeskList>(`/admin/shipping-desk/orders?${params}`, { signal });
    },
  });

/** The chosen orders' slips or labels as one PDF, saved for printing; a refusal throws the server's message. */
export async function printOrders(orderIds: number[], kind: ShippingDeskKind): Promise<string> {
  const token = session.read().token;
  let response: Response;
  try {
    response = await fetch('/api/admin/shipping-desk/print', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ orderIds, kind }),
    });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, data?.message ?? 'Something Went Wrong');
  }
  const name = attachmentName(response.headers.get('content-disposition'), `${kind}.pdf`);
  saveBlob(await response.blob(), name);
  return name;
}

export const shipWithShiprocket = (orderIds: number[]) =>
  request<ShippingDeskShipReply>('/admin/shipping-desk/shiprocket', { method: 'POST', body: { orderIds } });
