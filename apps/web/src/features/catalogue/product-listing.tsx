// A filterable, paged product listing (All Products, Combos, a collection): the filter panel beside the
// results, the applied state in the URL, the next page fetched ahead.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProductListFilter } from '../../api/client.ts';
import { HydrateLater } from '../../components/hydrate-later.tsx';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { catalogueQueries, listingBody } from './api.ts';
import { FilterPanel } from './filter-panel.tsx';
import {
  activeFilterCount,
  allPurposeName,
  applyDraft,
  clearFilters,
  type ListingState,
  type SortKey,
  sameFilters,
  sortOptions,
  withPage,
  withSort,
} from './filter-state.ts';
import { ProductResults } from './product-results.tsx';
import { useListingParams } from './use-listing-params.ts';
import { scrollToList, usePaging } from './use-paging.ts';

type Props = {
  perPage: number;
  /** Always part of the request: `combos` on Combos, a collection's subcategory or search. */
  fixed?: ProductListFilter;
  /** Offer categories and subcategories (not where the listing is already one subcategory). */
  taxonomy?: boolean;
  /** Combos: All Purpose is chosen alone. */
  exclusiveAllPurpose?: boolean;
  /** All Products: the URL's search applies, with Clear Search. */
  searchable?: boolean;
  /** What an empty page says, given the search and whether filters are applied. */
  emptyText: (search: string, filtered: boolean) => string;
};

export function ProductListing({
  perPage,
  fixed,
  taxonomy = true,
  exclusiveAllPurpose,
  searchable,
  emptyText,
}: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useListingParams();
  const search = searchable ? state.search : '';
  const body = listingBody({ perPage, fixed, searchable }, state);
  const query = useQuery({ ...catalogueQueries.products(body), placeholderData: keepPreviousData });
  const categories = useQuery({ ...catalogueQueries.categories(), enabled: taxonomy });
  const subcategories = useQuery({ ...catalogueQueries.subcategories(), enabled: taxonomy });

  // Panel choices are drafts; when the applied filters change (Apply, Clear, Back) the draft follows them.
  const [draft, setDraft] = useState(state.filters);
  const [draftBase, setDraftBase] = useState(state.filters);
  if (!sameFilters(draftBase, state.filters)) {
    setDraftBase(state.filters);
    setDraft(state.filters);
  }

  usePaging({
    total: query.isPlaceholderData ? undefined : query.data?.totalProducts,
    perPage,
    state,
    setState,
    prefetch: (page) => void queryClient.prefetchQuery(catalogueQueries.products({ ...body, page })),
    requestKey: JSON.stringify(body.filter ?? null),
  });

  const top = useRef<HTMLDivElement>(null);
  const go = (next: ListingState) => {
    setState(next);
    scrollToList(top.current);
  };

  const exclusiveId = exclusiveAllPurpose
    ? categories.data?.find((c) => c.name === allPurposeName)?.id
    : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div ref={top} className="grid scroll-mt-28 gap-5 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <HydrateLater>
          <FilterPanel
            draft={draft}
            onDraft={setDraft}
            applied={state.filters}
            onApply={() => go(applyDraft(state, draft))}
            onClear={() => go(clearFilters(state))}
            onClearSearch={search ? () => navigate(paths.products) : undefined}
            taxonomy={
              taxonomy
                ? {
                    categories: categories.data,
                    subcategories: subcategories.data,
                    failed: categories.isError,
                    exclusiveId,
                  }
                : undefined
            }
          />
        </HydrateLater>
        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="sr-only">
            {t('Products')}
          </h2>
          <SortMenu
            value={state.sort}
            searching={Boolean(search || fixed?.search)}
            onChange={(sort) => go(withSort(state, sort))}
          />
          <ProductResults
            query={query}
            page={state.page}
            perPage={perPage}
            search={search}
            besidePanel
            emptyText={emptyText(search, activeFilterCount(state.filters) > 0)}
            onPage={(page) => go(withPage(state, page))}
          />
        </section>
      </div>
    </div>
  );
}

/** Sort by (D20): applies at once, kept in the URL; the default is the server's (relevance for a search). */
function SortMenu({
  value,
  searching,
  onChange,
}: {
  value: SortKey | undefined;
  searching: boolean;
  onChange: (sort: SortKey | undefined) => void;
}) {
  const options = sortOptions.filter((o) => searching || !o.searchOnly);
  const shown = value && options.some((o) => o.value === value) ? value : searching ? 'relevance' : 'newest';
  return (
    <div className="mb-4 flex items-center justify-end gap-2">
      <label htmlFor="listing-sort" className="text-sm font-medium text-slate-700">
        {t('Sort by')}
      </label>
      <select
        id="listing-sort"
        value={shown}
        onChange={(e) => onChange(sortOptions.find((o) => o.value === e.target.value)?.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 shadow-sm"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
