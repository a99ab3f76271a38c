// The product listings' filter rules as pure functions: toggling choices, drafts and applying, the URL form.
import type { ProductFilter, Subcategory } from '@chamak/shared/catalogue';
import type { ProductListFilter } from '../../api/client.ts';
import { msg } from '../../lib/i18n.ts';

/** What a shopper can choose in the filter panel; ids as the API knows them, prices in whole rupees. */
export type Filters = {
  category: number[];
  subcat: number[];
  rating: number[];
  minPrice?: number;
  maxPrice?: number;
};

/** How a listing may be ordered (D20); left out, the server's default: relevance for a search, else newest. */
export type SortKey = NonNullable<ProductFilter['sort']>;

/** Everything a listing's URL keeps: a reload or a shared link shows the same list. */
export type ListingState = { page: number; search: string; filters: Filters; sort?: SortKey };

/** The sort choices in the order the menu shows them; relevance only means something for a search. */
export const sortOptions: readonly { value: SortKey; label: string; searchOnly?: boolean }[] = [
  { value: 'relevance', label: msg('Relevance'), searchOnly: true },
  { value: 'newest', label: msg('Newest') },
  { value: 'price-asc', label: msg('Price: low to high') },
  { value: 'price-desc', label: msg('Price: high to low') },
  { value: 'rating', label: msg('Rating') },
  { value: 'best-selling', label: msg('Best selling') },
];

const isSortKey = (value: string | null): value is SortKey => sortOptions.some((o) => o.value === value);

/** A new order of the same list starts again at page 1; the filters stay. */
export function withSort(state: ListingState, sort: SortKey | undefined): ListingState {
  const next: ListingState = { ...state, page: 1 };
  if (sort) next.sort = sort;
  else delete next.sort;
  return next;
}

/** SPEC section 9: 5 stars, and 4 and 3 '& Up'. */
export const ratingOptions = [5, 4, 3] as const;

/** On Combos this category is exclusive: choosing it removes the others, choosing another removes it. */
export const allPurposeName = 'All Purpose';

export const emptyFilters: Filters = { category: [], subcat: [], rating: [] };
export const defaultListingState: ListingState = { page: 1, search: '', filters: emptyFilters };

const toggled = (list: number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/**
 * Choosing or unchoosing a category. Any change of categories clears the chosen subcategories (SPEC
 * section 4). With `exclusiveId` (Combos' All Purpose) that category never stands beside another.
 */
export function toggleCategory(filters: Filters, id: number, exclusiveId?: number): Filters {
  let category = toggled(filters.category, id);
  if (exclusiveId !== undefined && category.includes(id)) {
    category = id === exclusiveId ? [id] : category.filter((x) => x !== exclusiveId);
  }
  return { ...filters, category, subcat: [] };
}

export function toggleSubcategory(filters: Filters, id: number): Filters {
  return { ...filters, subcat: toggled(filters.subcat, id) };
}

export function toggleRating(filters: Filters, stars: number): Filters {
  return { ...filters, rating: toggled(filters.rating, stars) };
}

/** Subcategories to offer: none until a category is chosen, then only those of the chosen categories. */
export function subcategoryOptions(
  all: readonly Subcategory[],
  chosenCategories: readonly number[],
): Subcategory[] {
  if (chosenCategories.length === 0) return [];
  return all.filter((s) => chosenCategories.includes(s.cate_id));
}

/** Apply Filter: the draft becomes the applied filters and the list goes back to page 1. */
export function applyDraft(state: ListingState, draft: Filters): ListingState {
  return { ...state, page: 1, filters: normalise(draft) };
}

/** Clear Filter: no filters, page 1; a search stays (Clear Search is its own button). */
export function clearFilters(state: ListingState): ListingState {
  return { ...state, page: 1, filters: emptyFilters };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

export function sameFilters(a: Filters, b: Filters): boolean {
  const key = (f: Filters) => JSON.stringify(normalise(f));
  return key(a) === key(b);
}

export function activeFilterCount(filters: Filters): number {
  const price = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  return filters.category.length + filters.subcat.length + filters.rating.length + price;
}

/** A typed price bound: whole rupees from 0 up, or none for an empty or unreadable field. */
export function priceBound(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Math.floor(Number(text));
  return Number.isFinite(n) && n >= 0 && n <= 10_000_000 ? n : undefined;
}

/** Sorted, de-duplicated lists: one list has one URL and one query key however it was clicked together. */
function normalise(filters: Filters): Filters {
  const tidy = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);
  const tidied: Filters = {
    category: tidy(filters.category),
    subcat: tidy(filters.subcat),
    rating: [...new Set(filters.rating)].sort((a, b) => b - a),
  };
  // Bounds typed the wrong way round are the range the shopper meant.
  let { minPrice: min, maxPrice: max } = filters;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) tidied.minPrice = min;
  if (max !== undefined) tidied.maxPrice = max;
  return tidied;
}

// URL form: ?page=2&category=1,3&subcat=4&rating=4&minPrice=100&maxPrice=500&sort=price-asc&search=floor,
// defaults left out. ---------------------------------------------------------------------------------------

function idList(value: string | null): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
}

/** Reads a listing's state from its query string; anything malformed falls back to the default. */
export function parseListingParams(params: URLSearchParams): ListingState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const state: ListingState = {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    filters: normalise({
      category: idList(params.get('category')),
      subcat: idList(params.get('subcat')),
      rating: idList(params.get('rating')).filter((n) => n <= 5),
      minPrice: priceBound(params.get('minPrice') ?? ''),
      maxPrice: priceBound(params.get('maxPrice') ?? ''),
    }),
  };
  if (isSortKey(sort)) state.sort = sort;
  return state;
}

/** The query string for a state, only its non-default parts, in a fixed order. */
export function toListingParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  const { category, subcat, rating, minPrice, maxPrice } = normalise(state.filters);
  if (state.search) params.set('search', state.search);
  if (category.length) params.set('category', category.join(','));
  if (subcat.length) params.set('subcat', subcat.join(','));
  if (rating.length) params.set('rating', rating.join(','));
  if (minPrice !== undefined) params.set('minPrice', String(minPrice));
  if (maxPrice !== undefined) params.set('maxPrice', String(maxPrice));
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query string itself, with id lists' commas left readable: `?category=1,3&page=2`, or '' for defaults. */
export function toListingSearch(state: ListingState): string {
  const query = toListingParams(state).toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}

/**
 * The API's filter for the applied filters and search, plus a listing's fixed part (`combos` on Combos, a
 * collection's subcategory or search), which wins over a choice of the same name.
 */
export function toProductFilter(
  filters: Filters,
  search: string,
  fixed: ProductListFilter = {},
  sort?: SortKey,
): ProductListFilter | undefined {
  const { category, subcat, rating, minPrice, maxPrice } = normalise(filters);
  const filter: ProductListFilter = {};
  if (category.length) filter.category = category;
  if (subcat.length) filter.subcat = subcat;
  if (rating.length) filter.rating = rating;
  if (minPrice !== undefined || maxPrice !== undefined) {
    filter.price = {};
    if (minPrice !== undefined) filter.price.min = minPrice;
    if (maxPrice !== undefined) filter.price.max = maxPrice;
  }
  if (search) filter.search = search;
  // Relevance without a search is the server's newest: one list, one key.
  if (sort && (sort !== 'relevance' || search || fixed.search)) filter.sort = sort;
  Object.assign(filter, fixed);
  return Object.keys(filter).length ? filter : undefined;
}
