// TanStack Query options for data more than one feature reads, under one key factory.
import type { CartItem, WishlistItem } from '@chamak/shared/cart';
import type { GetAllProductsBody } from '@chamak/shared/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, request } from './client.ts';

/** A wishlist line (packages/shared/src/cart.ts): `id` is null for a guest's line, which lives in the browser. */
export type { WishlistItem };

export const keys = {
  all: ['chamak'] as const,
  categories: () => [...keys.all, 'categories'] as const,
  subcategories: () => [...keys.all, 'subcategories'] as const,
  subcategoriesOf: (categoryId: number) => [...keys.all, 'subcategories', categoryId] as const,
  products: (body: GetAllProductsBody) => [...keys.all, 'products', body] as const,
  subcategoryProducts: (id: number, page: number, perPage: number) =>
    [...keys.all, 'subcategory-products', id, page, perPage] as const,
  product: (id: number) => [...keys.all, 'product', id] as const,
  productReviews: (id: number) => [...keys.all, 'product', id, 'reviews'] as const,
  suggest: (q: string) => [...keys.all, 'suggest', q] as const,
  settings: () => [...keys.all, 'settings'] as const,
  media: (kind: string) => [...keys.all, 'media', kind] as const,
  /** A customer's server cart; `keys.carts()` covers every cart (guest pricing included). */
  carts: () => [...keys.all, 'cart'] as const,
  cart: (userId: string) => [...keys.all, 'cart', 'user', userId] as const,
  guestCart: (lines: readonly string[]) => [...keys.all, 'cart', 'guest', lines] as const,
  wishlists: () => [...keys.all, 'wishlist'] as const,
  wishlist: (userId: string) => [...keys.all, 'wishlist', 'user', userId] as const,
  guestWishlist: (productIds: readonly number[]) => [...keys.all, 'wishlist', 'guest', productIds] as const,
};

const long = 5 * 60_000;

/** 4xx answers (a 401 already sent the shopper to /login) are not worth a second try. */
const retryServerErrors = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

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
  products: (body: GetAllProductsBody) =>
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
  /** The logged-in customer's cart (SPEC section 7); the header counts and the cart page share it. */
  cart: (userId: string) =>
    queryOptions({
      queryKey: keys.cart(userId),
      queryFn: ({ signal }) => request<CartItem[]>('/cart/get', { body: { userId: Number(userId) }, signal }),
      staleTime: 30_000,
      retry: retryServerErrors,
    }),
  /** The logged-in customer's wishlist; the header counts and the wishlist page share it. */
  wishlist: (userId: string) =>
    queryOptions({
      queryKey: keys.wishlist(userId),
      queryFn: ({ signal }) =>
        request<WishlistItem[]>('/wishlist/get', { body: { userId: Number(userId) }, signal }),
      staleTime: 30_000,
      retry: retryServerErrors,
    }),
};
