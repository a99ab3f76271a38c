// The listing URL's sort and price range (decision 0187): read, written, handed to the API, counted, cleared.
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyDraft,
  clearFilters,
  emptyFilters,
  parseListingParams,
  toListingSearch,
  toProductFilter,
  withSort,
} from './filter-state.ts';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('sort and price range in the listing URL', () => {
  it('reads and writes them, leaving defaults and nonsense out', () => {
    const state = parse('?sort=price-desc&minPrice=200&maxPrice=500&page=2&category=3');
    expect(state).toMatchObject({ page: 2, sort: 'price-desc', filters: { minPrice: 200, maxPrice: 500 } });
    expect(toListingSearch(state)).toBe('?category=3&minPrice=200&maxPrice=500&sort=price-desc&page=2');
    const junk = parse('?sort=cheapest&minPrice=abc&maxPrice=-5');
    expect(junk.sort).toBeUndefined();
    expect(junk.filters).toEqual(emptyFilters);
    expect(toListingSearch(junk)).toBe('');
  });

  it('swaps bounds typed the wrong way round', () => {
    expect(parse('?minPrice=900&maxPrice=100').filters).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  it('hands the API its price and sort; relevance only with a search', () => {
    const filters = { ...emptyFilters, minPrice: 100 };
    expect(toProductFilter(filters, '', {}, 'rating')).toEqual({ price: { min: 100 }, sort: 'rating' });
    expect(toProductFilter(emptyFilters, '', {}, 'relevance')).toBeUndefined();
    expect(toProductFilter(emptyFilters, 'glass', {}, 'relevance')).toEqual({
      search: 'glass',
      sort: 'relevance',
    });
  });

  it('counts a price range as one filter; Clear removes it and keeps the sort; a new sort goes to page 1', () => {
    const state = applyDraft(parse('?sort=rating&page=3'), { ...emptyFilters, minPrice: 10, maxPrice: 20 });
    expect(activeFilterCount(state.filters)).toBe(1);
    expect(state.page).toBe(1);
    const cleared = clearFilters(state);
    expect(cleared.filters).toEqual(emptyFilters);
    expect(cleared.sort).toBe('rating');
    const resorted = withSort({ ...state, page: 4 }, 'price-asc');
    expect(resorted).toMatchObject({ page: 1, sort: 'price-asc', filters: { minPrice: 10 } });
    expect(withSort(resorted, undefined).sort).toBeUndefined();
  });
});
