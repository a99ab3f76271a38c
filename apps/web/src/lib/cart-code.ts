// The discount code the shopper applied, kept in localStorage beside the cart, for guests and customers
// alike, and sent with every quote and with placement. Observable, so the cart and checkout follow.
import { useSyncExternalStore } from 'react';

const key = 'cartCode';
/** The shape a code may have (packages/shared/src/promotions.ts's promotionCode); anything else is dropped. */
const shape = /^[A-Za-z0-9_-]{3,32}$/;

const listeners = new Set<() => void>();

function read(): string | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {}
  return raw && shape.test(raw) ? raw : null;
}

function write(value: string | null) {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {}
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const cartCode = {
  read,
  /** Keeps the code the server accepted (as the promotion spells it). */
  set: (code: string) => write(code.trim()),
  clear: () => write(null),
};

/** The applied code, or null; the server renders none (it cannot see the browser's storage). */
export function useCartCode(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
