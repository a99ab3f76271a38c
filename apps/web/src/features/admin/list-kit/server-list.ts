// One back-office list the server pages (packages/shared/src/paging.ts): the search, the filters and the page
// live in the URL (?search=, each filter's own key, ?page=) as on the orders page, so the top-bar search can
// link to a filtered list and a reload or a shared link shows the same rows; the server is asked for that page
// (?page=&pageSize=&q= and the filters) and answers its rows, the total and the list's own figures.
import type { Paged } from '@chamak/shared/paging';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { request } from '../admin-api.ts';
import { type PageFigures, pageFigures } from './pager.ts';
import { useErrorToast } from './use-list.ts';

/** Typing waits this long before the server is asked, so a word is one request, not one per letter. */
const searchDelayMs = 250;

export type ServerListOptions<Filter extends string> = {
  /** The list's query key (adminKeys.users()); the pages sit under it, so invalidating it reloads them. */
  queryKey: QueryKey;
  /** The API path, without /api ('/users/profile'). */
  path: string;
  pageSize: number;
  /** The filters' URL keys, also the names the API takes them by ('status', 'rating'). */
  filters?: readonly Filter[];
  /** The values a filter may take; another value in the URL (an old or mistyped link) reads as All. */
  allowed?: Partial<Record<Filter, readonly string[]>>;
  /** The toast when a page fails to load (SPEC's text where it has one). */
  loadFailed: string;
};

export type ServerList<Reply, Filter extends string> = {
  /** The search box's text (as typed; the server gets it a moment later). */
  search: string;
  setSearch: (text: string) => void;
  filters: Record<Filter, string>;
  /** Sets one filter ('' for All) and goes back to page 1. */
  setFilter: (name: Filter, value: string) => void;
  setPage: (page: number) => void;
  /** The figures the pager shows, for the page on screen. */
  pager: PageFigures;
  /** The last answer: the page's rows (`items`), the total and the list's own figures. */
  data: Reply | undefined;
  isPending: boolean;
  error: unknown;
};

/** Reads a list's page, search and filters from the URL and asks the server for that page. */
export function useServerList<Reply extends Paged<unknown>, Filter extends string = never>({
  queryKey,
  path,
  pageSize,
  filters: filterKeys = [],
  allowed = {},
  loadFailed,
}: ServerListOptions<Filter>): ServerList<Reply, Filter> {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filterOf = (key: Filter) => {
    const value = params.get(key) ?? '';
    const choices = allowed[key];
    return !choices || choices.includes(value) ? value : '';
  };
  const filters = Object.fromEntries(filterKeys.map((k) => [k, filterOf(k)])) as Record<Filter, string>;

  // The box shows the text at once; the server is asked once the typing pauses.
  const [asked, setAsked] = useState(search);
  useEffect(() => {
    if (asked === search) return;
    const timer = setTimeout(() => setAsked(search), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, asked]);

  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (asked.trim()) query.set('q', asked.trim());
  for (const k of filterKeys) if (filters[k]) query.set(k, filters[k]);
  const { data, isPending, error } = useQuery({
    queryKey: [...queryKey, 'page', query.toString()],
    queryFn: ({ signal }) => request<Reply>(`${path}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    // While the typing has not paused, the page is already back to 1 but the search not yet sent: asking then
    // would fetch page 1 of the old search for nothing.
    enabled: asked === search,
  });
  useErrorToast(error, loadFailed);

  const change = (changes: Record<string, string>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [key, value] of Object.entries(changes))
          if (value && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // A page past the end (an old link, or the last row of the last page deleted) goes to the last page.
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && data.total > 0 && page > pages) change({ page: String(pages) });
  }, [data, page, pages]);

  return {
    search,
    // Every change of the search or a filter starts again at page 1 (SPEC section 2).
    setSearch: (text) => change({ search: text, page: '1' }),
    filters,
    setFilter: (name, value) => change({ [name]: value, page: '1' }),
    setPage: (p) => change({ page: String(p) }),
    // While the next page loads, the last one stays on screen with its figures.
    pager: pageFigures(data?.page ?? page, data?.total ?? 0, data?.pageSize ?? pageSize),
    data,
    isPending,
    error,
  };
}
