// The guest's cart and wishlist in localStorage (SPEC section 3), observable so the header counts follow.
import { useSyncExternalStore } from 'react';

export type GuestCartItem = { productId: number; pl_id: number; quantity: number };
export type GuestWishlistItem = { productId: number };

const keys = { cart: 'guestCart', wishlist: 'guestWishlist' } as const;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: unknown[] }>();

function read<T>(key: string): T[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {}
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as T[];
  let value: T[] = [];
  try {
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    value = Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {}
  cache.set(key, { raw, value });
  return value;
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

export const guestCart = {
  items: () => read<GuestCartItem>(keys.cart),
  /** Adding the same product and size adds to its quantity (SPEC section 4). */
  add(item: GuestCartItem) {
    const items = guestCart.items();
    const same = items.find((i) => i.productId === item.productId && i.pl_id === item.pl_id);
    write(
      keys.cart,
      same
        ? items.map((i) => (i === same ? { ...i, quantity: i.quantity + item.quantity } : i))
        : [...items, item],
    );
  },
  setQuantity(pl_id: number, quantity: number) {
    write(
      keys.cart,
      guestCart.items().map((i) => (i.pl_id === pl_id ? { ...i, quantity: Math.max(1, quantity) } : i)),
    );
  },
  remove(pl_id: number) {
    write(
      keys.cart,
      guestCart.items().filter((i) => i.pl_id !== pl_id),
    );
  },
  clear: () => write(keys.cart, []),
};

export const guestWishlist = {
  items: () => read<GuestWishlistItem>(keys.wishlist),
  /** False when the product is already there: a guest duplicate is refused. */
  add(productId: number): boolean {
    const items = guestWishlist.items();
    if (items.some((i) => i.productId === productId)) return false;
    write(keys.wishlist, [...items, { productId }]);
    return true;
  },
  remove(productId: number) {
    write(
      keys.wishlist,
      guestWishlist.items().filter((i) => i.productId !== productId),
    );
  },
  clear: () => write(keys.wishlist, []),
};

export function useGuestCart(): GuestCartItem[] {
  return useSyncExternalStore(subscribe, guestCart.items, () => []);
}
export function useGuestWishlist(): GuestWishlistItem[] {
  return useSyncExternalStore(subscribe, guestWishlist.items, () => []);
}
