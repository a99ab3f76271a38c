// What every paged listing does around the page it shows: fetch the next one ahead, and send a link to a
// page past the end (the list shrank since it was shared) to the last page.
import { totalPages } from '@chamak/shared/page-window';
import { useEffect, useRef } from 'react';
import { type ListingState, withPage } from './filter-state.ts';

type Options = {
  /** The shown page's total, undefined while it is loading or a placeholder. */
  total: number | undefined;
  perPage: number;
  state: ListingState;
  setState: (next: ListingState, replace?: boolean) => void;
  /** Puts the given page in the query cache. */
  prefetch: (page: number) => void;
  /** Changes whenever the request changes other than by page (filters, search, subcategory). */
  requestKey: string;
};

export function usePaging({ total, perPage, state, setState, prefetch, requestKey }: Options) {
  const pages = total === undefined ? undefined : totalPages(total, perPage);
  // The latest callback without making it a reason to prefetch again.
  const prefetchRef = useRef(prefetch);
  prefetchRef.current = prefetch;

  useEffect(() => {
    if (pages !== undefined && state.page < pages) prefetchRef.current(state.page + 1);
  }, [pages, state.page, requestKey]);

  useEffect(() => {
    if (pages !== undefined && total !== 0 && state.page > pages) setState(withPage(state, pages), true);
  }, [pages, total, state, setState]);
}

/** After Apply, Clear or a page change the shopper sees the top of the new list (gently, unless they asked
 * for reduced motion). */
export function scrollToList(element: HTMLElement | null) {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
