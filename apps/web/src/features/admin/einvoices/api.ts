// The back-office's e-invoice calls (decision 0344): the B2B documents with their IRNs, the e-invoice JSON of one
// or many as a file, and the portal's answer typed in or uploaded back.
import type {
  EinvoiceListQuery,
  EinvoiceListReply,
  EinvoicePortalAnswer,
  EinvoiceRegistrationBody,
  EinvoiceSavedReply,
} from '@chamak/shared/einvoice';
import { queryOptions } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/files.ts';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const einvoiceKeys = {
  all: () => [...adminKeys.all, 'einvoices'] as const,
  list: (query: EinvoiceListQuery) => [...einvoiceKeys.all(), query] as const,
};

export const einvoicesQuery = (query: EinvoiceListQuery) =>
  queryOptions({
    queryKey: einvoiceKeys.list(query),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      if (query.orderId) search.set('orderId', String(query.orderId));
      if (query.status && query.status !== 'all') search.set('status', query.status);
      const qs = search.toString();
      return request<EinvoiceListReply>(`/admin/einvoices${qs ? `?${qs}` : ''}`, { signal });
    },
  });

export const einvoiceCalls = {
  /** Saves one document's e-invoice JSON as a file. */
  downloadOne: (id: number, number: string) =>
    downloadFile(
      `/admin/einvoices/${id}/einvoice.json`,
      `einvoice-${number.replace(/[^A-Za-z0-9-]/g, '-')}.json`,
    ),
  /** Saves several documents' e-invoice JSON as one file (an array, for the portal's bulk upload). */
  downloadMany: (ids: number[]) =>
    downloadFile(
      `/admin/einvoices/export.json?ids=${ids.join(',')}`,
      `einvoice-${ids.length}-documents.json`,
    ),
  save: (id: number, body: EinvoiceRegistrationBody) =>
    request<EinvoiceSavedReply>(`/admin/einvoices/${id}/registration`, { method: 'PUT', body }),
  upload: (id: number, answer: EinvoicePortalAnswer | unknown) =>
    request<EinvoiceSavedReply>(`/admin/einvoices/${id}/registration/upload`, {
      method: 'POST',
      body: answer,
    }),
};
