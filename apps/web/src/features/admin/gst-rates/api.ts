// The GST rates page's calls (decision 0342): the rates in force with scheduled changes and history, schedule a
// change, cancel one not yet in force, under one key factory. A write reloads the page's list.
import type { MessageReply } from '@chamak/shared/common';
import type { GstRateChangeBody, GstRateChangeSaved, GstRatesView } from '@chamak/shared/gst-rates';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../admin-api.ts';

export const gstRateKeys = {
  all: ['chamak', 'admin', 'gst-rates'] as const,
};

export const gstRatesQuery = () =>
  queryOptions({
    queryKey: gstRateKeys.all,
    queryFn: ({ signal }) => request<GstRatesView>('/admin/gst-rates', { signal }),
  });

export const gstRatesApi = {
  schedule: (body: GstRateChangeBody) =>
    request<GstRateChangeSaved>('/admin/gst-rates', { method: 'POST', body }),
  cancel: (id: number) => request<MessageReply>(`/admin/gst-rates/${id}`, { method: 'DELETE' }),
};

/** A write; once it succeeds the page's list reloads (and the product details the product form reads). */
export function useGstRateWrite<V, R>(write: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: gstRateKeys.all });
      // The product form reads the rate in force from the product's details.
      void client.invalidateQueries({ queryKey: ['chamak', 'product'] });
    },
  });
}
