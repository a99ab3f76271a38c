// A listing's applied state lives in the URL (page, filters, search), so reload, shared links and Back work.
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ListingState, parseListingParams, toListingSearch } from './filter-state.ts';

export function useListingParams(): [ListingState, (next: ListingState, replace?: boolean) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseListingParams(new URLSearchParams(search)), [search]);
  // Each change is a history entry of its own, so Back returns to the previous page or filters;
  // `replace` is for corrections the shopper did not ask for.
  const setState = useCallback(
    (next: ListingState, replace = false) => navigate({ search: toListingSearch(next) }, { replace }),
    [navigate],
  );
  return [state, setState];
}
