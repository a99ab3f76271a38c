// The Home page's data: media queries keyed under keys.media(...), and the two product rows it shows.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { keys, queries } from '../../api/queries.ts';

const long = 5 * 60_000;

/** SPEC section 9: home new arrivals 4; best sellers fill the same four-column row. */
const rowSize = 4;

export const homeQueries = {
  banners: () =>
    queryOptions({
      queryKey: keys.media('banners'),
      queryFn: ({ signal }) => api.banners(signal),
      staleTime: long,
    }),
  promoBanners: () =>
    queryOptions({
      queryKey: keys.media('promo-banners'),
      queryFn: ({ signal }) => api.promoBanners(signal),
      staleTime: long,
    }),
  bottomBanners: () =>
    queryOptions({
      queryKey: keys.media('bottom-banners'),
      queryFn: ({ signal }) => api.bottomBanners(signal),
      staleTime: long,
    }),
  gallery: () =>
    queryOptions({
      queryKey: keys.media('gallery'),
      queryFn: ({ signal }) => api.gallery(signal),
      staleTime: long,
    }),
  videos: () =>
    queryOptions({
      queryKey: keys.media('videos'),
      queryFn: ({ signal }) => api.videos(signal),
      staleTime: long,
    }),
  /** Newest first is the server's default order. */
  newArrivals: () => queries.products({ page: 1, perPage: rowSize }),
  /** The server orders by units sold, then by rating. */
  bestSellers: () => queries.products({ page: 1, perPage: rowSize, filter: { sort: 'best-selling' } }),
};
