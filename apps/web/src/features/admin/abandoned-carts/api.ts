// Admin → Abandoned carts' calls (decision 0248): a page of reminded carts and unfinished payments with the
// last 30 days' recovery figures.
import type { AbandonedCartsPage } from '@chamak/shared/cart-reminders';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export type { AbandonedCart, AbandonedCartsPage } from '@chamak/shared/cart-reminders';

export const abandonedCartsPerPage = 20;

export const abandonedCartKeys = {
  page: (page: number) => [...adminKeys.all, 'abandoned-carts', page] as const,
};

export const abandonedCartsQuery = (page: number) =>
  queryOptions({
    queryKey: abandonedCartKeys.page(page),
    queryFn: ({ signal }) =>
      request<AbandonedCartsPage>(`/admin/abandoned-carts?page=${page}&perPage=${abandonedCartsPerPage}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
