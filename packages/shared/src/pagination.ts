// Page and page-size rules shared by every paginated call and the pagination component.
import { z } from 'zod';

export const maxPerPage = 100;

export const pageField = z.coerce
  .number({ error: 'page must be a number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be 1 or more' })
  .max(100_000, { error: 'page is too large' })
  .default(1);

export function perPageField(fallback: number) {
  return z.coerce
    .number({ error: 'perPage must be a number' })
    .int({ error: 'perPage must be a whole number' })
    .min(1, { error: 'perPage must be 1 or more' })
    .max(maxPerPage, { error: `perPage must be ${maxPerPage} or less` })
    .default(fallback);
}

export function totalPages(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** At most `max` page buttons, centred on the current page where possible. */
export function pageWindow(current: number, total: number, max = 5): number[] {
  const count = Math.min(max, total);
  let first = Math.max(1, current - Math.floor(count / 2));
  first = Math.min(first, total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
