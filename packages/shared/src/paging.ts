// The contract of the back-office lists the server pages (users, reviews, contact requests, returns, the mail
// outbox): the query (?page=, ?pageSize= up to a cap, ?q= the search, each list's own filters) and the answer
// ({ items, total, page, pageSize } and, where the page's header needs them, figures over the whole list).
// Without ?page= those routes answer as they always did (the whole list, an array), as GET /api/order/getall
// does, so older callers keep working.
import { z } from 'zod';

/** The most rows one page may ask for. */
export const maxPageSize = 100;

/** The back-office lists' pages of 10 rows (SPEC section 2). */
export const defaultPageSize = 10;

const searchText = z.string().trim().max(100, { error: 'q must be at most 100 characters' });

/** ?page=&pageSize=&q= of a paged admin list; `search` is the older name of `q`, still read. */
export const pagingQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be 1 or more' })
    .max(100_000, { error: 'page is too large' })
    .optional(),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int({ error: 'pageSize must be a whole number' })
    .min(1, { error: 'pageSize must be 1 or more' })
    .max(maxPageSize, { error: `pageSize must be ${maxPageSize} or less` })
    .optional(),
  q: searchText.optional(),
  search: searchText.optional(),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

/** One page asked for, its search text trimmed ('' for none). */
export type Paging = { page: number; pageSize: number; q: string };

/** The page a query asks for, or null when it asks for no page (the route then answers the whole list). */
export function pagingOf(query: PagingQuery, pageSize = defaultPageSize): Paging | null {
  if (query.page === undefined) return null;
  return { page: query.page, pageSize: query.pageSize ?? pageSize, q: query.q ?? query.search ?? '' };
}

/** The answer for one page: its rows, how many match in all, and the page and page size it is. */
export function pagedReply<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export type Paged<Item> = { items: Item[]; total: number; page: number; pageSize: number };
