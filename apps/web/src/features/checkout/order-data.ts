// SPEC's 'OrderData' browser key: the order being paid for, kept while the payment window is open and
// removed once the order is placed. It also remembers the address for the next visit if payment fails.
import type { CheckoutAddress, CreatedOrder } from '@chamak/shared/checkout';
import { checkoutAddress } from '@chamak/shared/checkout';

const key = 'OrderData';

/** The address and payment choice, and (set once the server has created the order) the server's answer. */
export type OrderData = {
  address: CheckoutAddress;
  paymentMethod: 'online' | 'cod';
} & Partial<
  Pick<
    CreatedOrder['data'],
    'orderId' | 'order_id' | 'amount' | 'currency' | 'products' | 'totalAmount' | 'finalAmount'
  >
>;

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
