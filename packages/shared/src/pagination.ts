// Page and page-size rules shared by every paginated call (the page buttons' arithmetic is in page-window.ts,
// kept free of zod so shopper pages do not download it).
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
