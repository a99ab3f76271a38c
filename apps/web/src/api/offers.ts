// The automatic offers running now (GET /api/promotions/offers): fetched once and cached for the product
// cards' and pages' badges and the promo banner's link. A badge is decoration: if the offers cannot be read
// the shop shows none rather than an error, and a server render never fails for them.
import type { PublicOffer } from '@chamak/shared/promotions';
import { queryOptions } from '@tanstack/react-query';
import { request } from './client.ts';
import { keys } from './queries.ts';

export const offersKey = () => [...keys.all, 'promotions', 'offers'] as const;

export const offersQuery = () =>
  queryOptions({
    queryKey: offersKey(),
    queryFn: async ({ signal }) => {
      try {
        return await request<PublicOffer[]>('/promotions/offers', { signal });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });

/** What an offer needs to know of a product to say whether it covers it. */
export type OfferProduct = { id: number; categoryId: number; combos: boolean };

/** Most specific first: a product's own offer says more about it than a category's, a shop-wide one least. */
const specificity = { products: 0, categories: 1, combos: 2, all: 3 } as const;

/** Whether the offer covers the product (its scope: every product, its category, the product, combos). */
export function offerCovers(offer: PublicOffer, product: OfferProduct): boolean {
  switch (offer.appliesTo) {
    case 'all':
      return true;
    case 'categories':
      return offer.categoryIds.includes(product.categoryId);
    case 'products':
      return offer.productIds.includes(product.id);
    case 'combos':
      return product.combos;
  }
}

/**
 * The offers covering the product, most specific first (then as the server lists them). `shopWide: false` leaves
 * out offers on every product, which a product card does not repeat on each card.
 */
export function offersFor(
  offers: readonly PublicOffer[] | undefined,
  product: OfferProduct,
  { shopWide = true }: { shopWide?: boolean } = {},
): PublicOffer[] {
  return (offers ?? [])
    .filter((offer) => (shopWide || offer.appliesTo !== 'all') && offerCovers(offer, product))
    .map((offer, i) => ({ offer, i }))
    .sort((a, b) => specificity[a.offer.appliesTo] - specificity[b.offer.appliesTo] || a.i - b.i)
    .map(({ offer }) => offer);
}
