// The catalogue pages' data: query options under the app's key factory, page sizes and failure texts.
import type { GetAllProductsBody } from '@chamak/shared/catalogue';
import { messages } from '@chamak/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, type ProductListFilter } from '../../api/client.ts';
import { keys, queries } from '../../api/queries.ts';
import { t } from '../../lib/i18n.ts';
import { type ListingState, parseListingParams, toProductFilter } from './filter-state.ts';

/** SPEC section 9: all products and combos 15 a page, a subcategory's products 16. */
export const perPage = { products: 15, subcategoryProducts: 16 } as const;

export type ProductListBody = GetAllProductsBody;

/** What a product listing always asks for: its page size, a fixed filter, whether the URL's search applies. */
export type Listing = { perPage: number; fixed?: ProductListFilter; searchable?: boolean };

/** All Products takes the URL's search; Combos lists combos only. */
export const listings = {
  allProducts: { perPage: perPage.products, searchable: true },
  combos: { perPage: perPage.products, fixed: { combos: true } },
} satisfies Record<string, Listing>;

/** A listing's state (page, filters, search) as its address gives it. */
export const listingState = (url: URL): ListingState => parseListingParams(url.searchParams);

/** The request for a listing in a state (page, filters, search): what the page reads and the server renders. */
export function listingBody(listing: Listing, state: ListingState): ProductListBody {
  return {
    page: state.page,
    perPage: listing.perPage,
    filter: toProductFilter(state.filters, listing.searchable ? state.search : '', listing.fixed, state.sort),
  };
}

/** One more try after a network or server failure; a refusal (unknown subcategory, bad input) is final. */
const retry = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const catalogueQueries = {
  categories: queries.categories,
  subcategories: queries.subcategories,
  subcategoriesOf: (categoryId: number) => queryOptions({ ...queries.subcategoriesOf(categoryId), retry }),
  products: (body: ProductListBody) => queryOptions({ ...queries.products(body), retry }),
  subcategoryProducts: (id: number, page: number) =>
    queryOptions({
      queryKey: keys.subcategoryProducts(id, page, perPage.subcategoryProducts),
      queryFn: ({ signal }) =>
        api.subcategoryProducts(id, { page, perPage: perPage.subcategoryProducts }, signal),
      staleTime: 60_000,
      retry,
    }),
};

/** The address names nothing the shop has (an unknown category or subcategory): no error, no Retry. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/**
 * The text after 'Error: '. The server's own message for a refused request (a 4xx says what was wrong),
 * otherwise SPEC's fetch failure text: a shopper cannot act on "Network error" or a 500.
 */
export function failureMessage(error: unknown, fallback: string = messages.failedToFetchProducts): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return t(error.message);
  return t(fallback);
}
