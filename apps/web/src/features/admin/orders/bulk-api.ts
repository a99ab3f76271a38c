// The orders table's bulk calls (decision 0353): mark the chosen orders packed or shipped, their CSV, and their
// packing slips as one PDF from the shipping desk.
import type { BulkOrderStatusReply, BulkOrderTarget } from '@chamak/shared/bulk-actions';
import { attachmentName, downloadFile, saveBlob } from '../../../lib/files.ts';
import { session } from '../../../lib/session.ts';
import { ApiError, request } from '../admin-api.ts';

export const markOrders = (orderIds: number[], to: BulkOrderTarget) =>
  request<BulkOrderStatusReply>('/admin/orders/bulk/status', { method: 'POST', body: { orderIds, to } });

export const exportSelection = (orderIds: number[]) =>
  downloadFile(`/admin/orders/selection.csv?ids=${orderIds.join(',')}`, 'chamak-orders-selected.csv');

/** The chosen orders' packing slips as one PDF, made by the shipping desk, saved to print. */
export async function printPackingSlips(orderIds: number[]): Promise<void> {
  const token = session.read().token;
  let response: Response;
  try {
    response = await fetch('/api/admin/shipping-desk/print', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ orderIds, kind: 'slips' }),
    });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, data?.message ?? 'Something Went Wrong');
  }
  const name = attachmentName(response.headers.get('content-disposition'), 'packing-slips.pdf');
  saveBlob(await response.blob(), name);
}
