// The arithmetic of page buttons, shared by the shop's and the back-office's pagination. No zod here: shopper
// pages import it.

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
