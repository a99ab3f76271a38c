// The catalogue pages' data: query options under the app's key factory, page sizes and failure texts.
import { messages } from '@chamak/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, type ProductListFilter } from '../../api/client.ts';
import { keys, queries } from '../../api/queries.ts';

/** SPEC section 9: all products and combos 15 a page, a subcategory's products 16. */
export const perPage = { products: 15, subcategoryProducts: 16 } as const;

export type ProductListBody = { page: number; perPage: number; filter?: ProductListFilter };

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

/**
 * The text after 'Error: '. The server's own message for a refused request (a 4xx says what was wrong),
 * otherwise SPEC's fetch failure text: a shopper cannot act on "Network error" or a 500.
 */
export function failureMessage(error: unknown, fallback: string = messages.failedToFetchProducts): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
