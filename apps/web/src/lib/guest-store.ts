// The guest's cart and wishlist in localStorage (SPEC section 3), observable so the header counts follow.
import type { GuestCartItemBody } from '@chamak/shared/cart';
import { useSyncExternalStore } from 'react';

/** A guest's cart line as the browser keeps it and the server takes it (packages/shared/src/cart.ts). */
export type GuestCartItem = GuestCartItemBody;
export type GuestWishlistItem = { productId: number };

const keys = { cart: 'guestCart', wishlist: 'guestWishlist' } as const;
/** The server's limits on a guest list (packages/shared/src/cart.ts): beyond them it refuses the whole list. */
export const guestLimits = { maxQuantity: 999, cartLines: 100, wishlistItems: 200 } as const;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: unknown[] }>();

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** Keeps only well-formed entries, so a hand-edited or stale list never makes the server refuse it all. */
function clean(key: string, parsed: unknown[]): unknown[] {
  if (key === keys.wishlist) {
    const seen = new Set<number>();
    return parsed.flatMap((entry) => {
      const productId = (entry as { productId?: unknown } | null)?.productId;
      if (!isId(productId) || seen.has(productId)) return [];
      seen.add(productId);
      return [{ productId }];
    });
  }
  const lines: GuestCartItem[] = [];
  for (const entry of parsed) {
    const { productId, pl_id, quantity } = (entry ?? {}) as Partial<Record<keyof GuestCartItem, unknown>>;
    if (!isId(productId) || !isId(pl_id) || !isId(quantity)) continue;
    const same = lines.find((l) => l.productId === productId && l.pl_id === pl_id);
    if (same) same.quantity = Math.min(guestLimits.maxQuantity, same.quantity + quantity);
    else lines.push({ productId, pl_id, quantity: Math.min(guestLimits.maxQuantity, quantity) });
  }
  return lines;
}

function read<T>(key: string): T[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {}
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as T[];
  let value: unknown[] = [];
  try {
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    value = Array.isArray(parsed) ? clean(key, parsed) : [];
  } catch {}
  cache.set(key, { raw, value });
  return value as T[];
}

function write<T>(key: string, value: T[]) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {}
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What the server renders for a guest's lists (it cannot see the browser's storage): one constant empty list. */
const empty: never[] = [];
const noItems = <T>(): T[] => empty;

const sameLine = (a: { productId: number; pl_id: number }, b: { productId: number; pl_id: number }) =>
  a.productId === b.productId && a.pl_id === b.pl_id;

export const guestCart = {
  items: () => read<GuestCartItem>(keys.cart),
  /** Adding the same product and size adds to its quantity (SPEC section 4); false when the list is full. */
  add(item: GuestCartItem): boolean {
    const items = guestCart.items();
    const same = items.find((i) => sameLine(i, item));
    if (!same && items.length >= guestLimits.cartLines) return false;
    write(
      keys.cart,
      same
        ? items.map((i) =>
            i === same
              ? { ...i, quantity: Math.min(guestLimits.maxQuantity, i.quantity + item.quantity) }
              : i,
          )
        : [...items, item],
    );
    return true;
  },
  /** Minus never goes below 1 (SPEC section 4). */
  setQuantity(pl_id: number, quantity: number) {
    const next = Math.min(guestLimits.maxQuantity, Math.max(1, Math.floor(quantity)));
    write(
      keys.cart,
      guestCart.items().map((i) => (i.pl_id === pl_id ? { ...i, quantity: next } : i)),
    );
  },
  remove(pl_id: number) {
    write(
      keys.cart,
      guestCart.items().filter((i) => i.pl_id !== pl_id),
    );
  },
  /** Drops lines the server no longer knows (product or size deleted). */
  drop(lines: readonly { productId: number; pl_id: number }[]) {
    if (lines.length === 0) return;
    write(
      keys.cart,
      guestCart.items().filter((i) => !lines.some((l) => sameLine(i, l))),
    );
  },
  clear: () => write(keys.cart, []),
};

export const guestWishlist = {
  items: () => read<GuestWishlistItem>(keys.wishlist),
  /** False when the product is already there: a guest duplicate is refused. */
  add(productId: number): boolean {
    const items = guestWishlist.items();
    if (items.some((i) => i.productId === productId) || items.length >= guestLimits.wishlistItems)
      return false;
    write(keys.wishlist, [...items, { productId }]);
    return true;
  },
  remove(productId: number) {
    write(
      keys.wishlist,
      guestWishlist.items().filter((i) => i.productId !== productId),
    );
  },
  /** Drops products the server no longer knows. */
  drop(productIds: readonly number[]) {
    if (productIds.length === 0) return;
    write(
      keys.wishlist,
      guestWishlist.items().filter((i) => !productIds.includes(i.productId)),
    );
  },
  clear: () => write(keys.wishlist, []),
};

export function useGuestCart(): GuestCartItem[] {
  return useSyncExternalStore(subscribe, guestCart.items, noItems<GuestCartItem>);
}
export function useGuestWishlist(): GuestWishlistItem[] {
  return useSyncExternalStore(subscribe, guestWishlist.items, noItems<GuestWishlistItem>);
}
