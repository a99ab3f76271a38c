// TanStack Query options for data more than one feature reads, under one key factory.
import { queryOptions } from '@tanstack/react-query';
import { api, type ProductListFilter } from './client.ts';

export const keys = {
  all: ['chamak'] as const,
  categories: () => [...keys.all, 'categories'] as const,
  subcategories: () => [...keys.all, 'subcategories'] as const,
  subcategoriesOf: (categoryId: number) => [...keys.all, 'subcategories', categoryId] as const,
  products: (body: { page: number; perPage: number; filter?: ProductListFilter }) =>
    [...keys.all, 'products', body] as const,
  subcategoryProducts: (id: number, page: number, perPage: number) =>
    [...keys.all, 'subcategory-products', id, page, perPage] as const,
  product: (id: number) => [...keys.all, 'product', id] as const,
  productReviews: (id: number) => [...keys.all, 'product', id, 'reviews'] as const,
  suggest: (q: string) => [...keys.all, 'suggest', q] as const,
  settings: () => [...keys.all, 'settings'] as const,
  media: (kind: string) => [...keys.all, 'media', kind] as const,
};

const long = 5 * 60_000;

export const queries = {
  categories: () =>
    queryOptions({
      queryKey: keys.categories(),
      queryFn: ({ signal }) => api.categories(signal),
      staleTime: long,
    }),
  subcategories: () =>
    queryOptions({
      queryKey: keys.subcategories(),
      queryFn: ({ signal }) => api.subcategories(signal),
      staleTime: long,
    }),
  subcategoriesOf: (categoryId: number) =>
    queryOptions({
      queryKey: keys.subcategoriesOf(categoryId),
      queryFn: ({ signal }) => api.subcategoriesOf(categoryId, signal),
      staleTime: long,
    }),
  products: (body: { page: number; perPage: number; filter?: ProductListFilter }) =>
    queryOptions({
      queryKey: keys.products(body),
      queryFn: ({ signal }) => api.products(body, signal),
      staleTime: 60_000,
    }),
  product: (id: number) =>
    queryOptions({
      queryKey: keys.product(id),
      queryFn: ({ signal }) => api.product(id, signal),
      staleTime: 60_000,
    }),
  settings: () =>
    queryOptions({
      queryKey: keys.settings(),
      queryFn: ({ signal }) => api.settings(signal),
      staleTime: long,
    }),
};
