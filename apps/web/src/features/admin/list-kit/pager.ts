// The back-office lists' paging figures: the page buttons (at most 5, then an ellipsis and the last page: SPEC
// section 2), the figures of a page the server cut (pageFigures), the slice of a page cut here (paginate), and
// the page to fall back to after a delete (clampPage).
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

/** What the pager shows for a page of `total` rows cut `perPage` at a time. */
export type PageFigures = { page: number; pages: number; total: number; from: number; to: number };

/** The pager's figures for page `page` of a list the server pages (it answers the page's rows and the total). */
export function pageFigures(page: number, total: number, perPage: number): PageFigures {
  const pages = totalPages(total, perPage);
  const current = Math.min(Math.max(1, page), pages);
  const from = total === 0 ? 0 : (current - 1) * perPage + 1;
  return { page: current, pages, total, from, to: Math.min(total, current * perPage) };
}

/** The page to show after the list shrank (a delete on the last page): never past the last page. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(page, totalPages(total, perPage));
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
