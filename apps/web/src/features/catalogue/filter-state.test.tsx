// @vitest-environment happy-dom
// The listings' filter rules: toggling, All Purpose on Combos, subcategory options, drafts, the URL form.
import type { Subcategory } from '@chamak/shared/catalogue';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyDraft,
  clearFilters,
  defaultListingState,
  emptyFilters,
  type Filters,
  type ListingState,
  parseListingParams,
  subcategoryOptions,
  toggleCategory,
  toggleRating,
  toggleSubcategory,
  toListingParams,
  toListingSearch,
  toProductFilter,
  withPage,
} from './filter-state.ts';

afterEach(cleanup);

const allPurpose = 1;
const floorCare = 2;
const kitchenCare = 3;

const sub = (sub_cate_id: number, cate_id: number, name: string): Subcategory => ({
  sub_cate_id,
  cate_id,
  sub_cate_name: name,
  image: null,
  srcset: '',
  width: 400,
  height: 400,
  Category: { name: `Category ${cate_id}` },
  createdAt: '2025-01-01T00:00:00.000Z',
});

const subcategories = [
  sub(10, allPurpose, 'Multi-Surface Cleaners'),
  sub(20, floorCare, 'Floor Cleaners'),
  sub(21, floorCare, 'Marble & Stone Care'),
  sub(30, kitchenCare, 'Dishwash Liquids & Gels'),
];

describe('toggling choices', () => {
  it('adds a category that was not chosen and removes one that was', () => {
    const once = toggleCategory(emptyFilters, floorCare);
    expect(once.category).toEqual([floorCare]);
    const twice = toggleCategory(toggleCategory(once, kitchenCare), floorCare);
    expect(twice.category).toEqual([kitchenCare]);
  });

  it('clears the chosen subcategories whenever the categories change', () => {
    const chosen: Filters = { category: [floorCare], subcat: [20, 21], rating: [4] };
    expect(toggleCategory(chosen, kitchenCare)).toEqual({
      category: [floorCare, kitchenCare],
      subcat: [],
      rating: [4],
    });
    expect(toggleCategory(chosen, floorCare).subcat).toEqual([]);
  });

  it('toggles subcategories and ratings independently of the rest', () => {
    const f = toggleRating(toggleSubcategory({ ...emptyFilters, category: [floorCare] }, 20), 3);
    expect(f).toEqual({ category: [floorCare], subcat: [20], rating: [3] });
    expect(toggleRating(toggleSubcategory(f, 20), 3)).toEqual({
      category: [floorCare],
      subcat: [],
      rating: [],
    });
  });
});

describe("'All Purpose' on Combos", () => {
  it('choosing All Purpose removes every other category', () => {
    const before: Filters = { category: [floorCare, kitchenCare], subcat: [20], rating: [] };
    expect(toggleCategory(before, allPurpose, allPurpose).category).toEqual([allPurpose]);
  });

  it('choosing another category removes All Purpose', () => {
    const before: Filters = { category: [allPurpose], subcat: [10], rating: [] };
    const after = toggleCategory(before, floorCare, allPurpose);
    expect(after.category).toEqual([floorCare]);
    expect(after.subcat).toEqual([]);
  });

  it('unchoosing All Purpose leaves nothing chosen, and without the rule categories combine', () => {
    expect(
      toggleCategory({ ...emptyFilters, category: [allPurpose] }, allPurpose, allPurpose).category,
    ).toEqual([]);
    expect(toggleCategory({ ...emptyFilters, category: [allPurpose] }, floorCare).category).toEqual([
      allPurpose,
      floorCare,
    ]);
  });
});

describe('subcategory options', () => {
  it('offers none until a category is chosen', () => {
    expect(subcategoryOptions(subcategories, [])).toEqual([]);
  });

  it('offers only the subcategories of the chosen categories', () => {
    expect(subcategoryOptions(subcategories, [floorCare]).map((s) => s.sub_cate_id)).toEqual([20, 21]);
    expect(subcategoryOptions(subcategories, [floorCare, kitchenCare]).map((s) => s.sub_cate_id)).toEqual([
      20, 21, 30,
    ]);
  });
});

describe('draft and applied filters', () => {
  const applied: ListingState = {
    page: 3,
    search: 'floor',
    filters: { category: [floorCare], subcat: [], rating: [] },
  };

  it('a draft changes nothing until applied, then it is the filters and the list is on page 1', () => {
    const draft = toggleRating(toggleCategory(applied.filters, kitchenCare), 4);
    expect(applied.filters.category).toEqual([floorCare]);
    expect(applyDraft(applied, draft)).toEqual({
      page: 1,
      search: 'floor',
      filters: { category: [floorCare, kitchenCare], subcat: [], rating: [4] },
    });
  });

  it('Clear Filter empties every filter, goes to page 1 and keeps the search', () => {
    const busy: ListingState = { ...applied, filters: { category: [2], subcat: [20], rating: [5, 3] } };
    expect(clearFilters(busy)).toEqual({ page: 1, search: 'floor', filters: emptyFilters });
  });

  it('a page change keeps the applied filters', () => {
    expect(withPage(applied, 4)).toEqual({ ...applied, page: 4 });
  });
});

describe('URL and state', () => {
  it('leaves every default out', () => {
    expect(toListingParams(defaultListingState).toString()).toBe('');
    expect(toListingSearch(defaultListingState)).toBe('');
    expect(toListingSearch(withPage(defaultListingState, 1))).toBe('');
  });

  it('writes only the non-defaults, with readable id lists', () => {
    const state: ListingState = {
      page: 2,
      search: 'floor',
      filters: { category: [3, 1], subcat: [4], rating: [4] },
    };
    expect(toListingSearch(state)).toBe('?search=floor&category=1,3&subcat=4&rating=4&page=2');
  });

  it('reads back what it wrote', () => {
    const state: ListingState = {
      page: 7,
      search: 'lemon & lime, 1 L',
      filters: { category: [1, 3], subcat: [4, 9], rating: [5, 3] },
    };
    expect(parseListingParams(new URLSearchParams(toListingSearch(state)))).toEqual(state);
    expect(parseListingParams(toListingParams(state))).toEqual(state);
  });

  it('reads a hand-written link, and falls back to defaults for anything malformed', () => {
    expect(
      parseListingParams(new URLSearchParams('?page=2&category=1,3&subcat=4&rating=4&search=floor')),
    ).toEqual({ page: 2, search: 'floor', filters: { category: [1, 3], subcat: [4], rating: [4] } });
    expect(parseListingParams(new URLSearchParams('?page=-1&category=x,2,2,0&rating=9,3'))).toEqual({
      page: 1,
      search: '',
      filters: { category: [2], subcat: [], rating: [3] },
    });
  });
});

describe('the request filter', () => {
  it('sends nothing for no filters and no search', () => {
    expect(toProductFilter(emptyFilters, '')).toBeUndefined();
  });

  it('sends chosen ids, ratings and the search, plus the listing’s fixed part', () => {
    expect(
      toProductFilter({ category: [3, 1], subcat: [4], rating: [3, 5] }, 'floor', { combos: true }),
    ).toEqual({
      category: [1, 3],
      subcat: [4],
      rating: [5, 3],
      search: 'floor',
      combos: true,
    });
  });

  it('a collection’s subcategory wins over a chosen one', () => {
    expect(toProductFilter({ ...emptyFilters, subcat: [9] }, '', { subcat: [20] })).toEqual({ subcat: [20] });
  });
});
