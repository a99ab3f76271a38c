// The Promotions page's calls (decision 0160): the list with usage figures, save (create or edit; `active`
// enables and disables) and delete, under one key factory. A write also reloads the storefront's offers.
import type { MessageReply, SavedReply } from '@chamak/shared/common';
import type { Promotion, PromotionBody } from '@chamak/shared/promotions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../admin-api.ts';

export const promotionKeys = {
  all: ['chamak', 'admin', 'promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
};

export const promotionsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => request<Promotion[]>('/admin/promotions', { signal }),
  });

export const promotionsApi = {
  save: (id: number | null, body: PromotionBody) =>
    request<SavedReply>(id === null ? '/admin/promotions' : `/admin/promotions/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
    }),
  remove: (id: number) => request<MessageReply>(`/admin/promotions/${id}`, { method: 'DELETE' }),
};

/** A write; once it succeeds the list reloads, and so do the storefront's offers and promo banner. */
export function usePromotionWrite<V, R>(write: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: promotionKeys.all });
      // The storefront's offers (api/offers.ts: ['chamak', 'promotions', 'offers']) and promo banner.
      void client.invalidateQueries({ queryKey: ['chamak', 'promotions'] });
      void client.invalidateQueries({ queryKey: ['chamak', 'media'] });
    },
  });
}
