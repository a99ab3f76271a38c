// SPEC's 'OrderData' browser key: the order being paid for, kept while the payment window is open and
// removed once the order is placed. It also remembers the address for the next visit if payment fails.
import type { CheckoutAddress } from '@chamak/shared/checkout';
import { checkoutAddress } from '@chamak/shared/checkout';

const key = 'OrderData';

export type OrderData = {
  address: CheckoutAddress;
  paymentMethod: 'online' | 'cod';
  /** Set once the server has created the order. */
  orderId?: number;
  order_id?: string;
  amount?: number;
  currency?: 'INR';
  products?: { name: string; size: string; quantity: number; price: number }[];
  totalAmount?: number;
  finalAmount?: number;
};

export const orderData = {
  save(data: OrderData) {
    try {
      localStorage.setItem(key, JSON.stringify(data));
    } catch {}
  },
  clear() {
    try {
      localStorage.removeItem(key);
    } catch {}
  },
  /** The address last used for an unfinished order, if one is saved and still valid. */
  savedAddress(): CheckoutAddress | null {
    try {
      const raw = localStorage.getItem(key);
      if (!raw) return null;
      const parsed = checkoutAddress.safeParse((JSON.parse(raw) as { address?: unknown }).address);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
};
