// The PIN code the shopper last checked delivery for, kept in localStorage so the product page, the cart and
// the checkout all start from it. Observable, so every PIN check on screen follows.
import { pinCodePattern } from '@chamak/shared/pin-code';
import { useSyncExternalStore } from 'react';

const key = 'deliveryPin';
const listeners = new Set<() => void>();

function read(): string | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {}
  return raw && pinCodePattern.test(raw) ? raw : null;
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

export const deliveryPin = {
  read,
  /** Remembers a valid PIN code (anything else is ignored). */
  set(pin: string) {
    if (!pinCodePattern.test(pin) || pin === read()) return;
    try {
      localStorage.setItem(key, pin);
    } catch {}
    for (const listener of listeners) listener();
  },
};

/** The remembered PIN code, or null; the server renders none (it cannot see the browser's storage). */
export function useDeliveryPin(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
