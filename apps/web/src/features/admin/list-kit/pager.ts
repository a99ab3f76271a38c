// Client-side paging of the back-office lists: the slice of one page, 'Showing x to y of n results', and
// the page buttons (at most 5, then an ellipsis and the last page: SPEC section 2).
import { pageWindow, totalPages } from '@chamak/shared/page-window';

export type PageItem = number | 'gap';

/** The numbered buttons: a window of at most 5 around the current page, then '…' and the last page. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 1) return [];
  const window = pageWindow(current, total, 5);
  const last = window[window.length - 1] ?? total;
  const items: PageItem[] = [...window];
  if (last < total - 1) items.push('gap');
  if (last < total) items.push(total);
  return items;
}

/** The rows of one page and the figures the pager shows; a page past the end is pulled back to the last. */
export function paginate<T>(rows: readonly T[], page: number, perPage: number) {
  const pages = totalPages(rows.length, perPage);
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * perPage;
  const slice = rows.slice(start, start + perPage);
  return {
    rows: slice,
    page: current,
    pages,
    total: rows.length,
    from: rows.length === 0 ? 0 : start + 1,
    to: start + slice.length,
  };
}
