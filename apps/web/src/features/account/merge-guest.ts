// The guest's browser cart and wishlist join the account right after a customer logs in (D10): one merge
// call, then the browser lists are emptied. If the call fails the lists stay, so nothing is lost.
import { ApiError } from '../../api/client.ts';
import {
  type GuestCartItem,
  type GuestWishlistItem,
  guestCart,
  guestWishlist,
} from '../../lib/guest-store.ts';
import { type MergeBody, mergeGuest } from './api.ts';

/** The server's limits on one merge (packages/shared cart.ts mergeBody). */
const maxCartLines = 100;
const maxWishlistItems = 200;

const isId = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0;

/** Browser storage can hold anything: only well-formed lines are sent, quantities kept within 1 to 999. */
function cleanCart(items: readonly GuestCartItem[]): GuestCartItem[] {
  return items
    .filter((i) => isId(i?.productId) && isId(i?.pl_id))
    .map((i) => ({
      productId: i.productId,
      pl_id: i.pl_id,
      quantity: Math.min(999, Math.max(1, Math.trunc(Number(i.quantity)) || 1)),
    }));
}

function cleanWishlist(items: readonly GuestWishlistItem[]): GuestWishlistItem[] {
  const seen = new Set<number>();
  return items.filter((i) => {
    if (!isId(i?.productId) || seen.has(i.productId)) return false;
    seen.add(i.productId);
    return true;
  });
}

export type MergeOutcome =
  | { status: 'nothing' }
  | { status: 'merged' }
  | { status: 'failed'; message: string };

/**
 * Sends the guest lists to POST /cart/merge with the session's (new) token. Lines beyond one call's limits
 * stay in the browser for the next login rather than being dropped.
 */
export async function mergeGuestIntoAccount(userId: number): Promise<MergeOutcome> {
  const cart = cleanCart(guestCart.items());
  const wishlist = cleanWishlist(guestWishlist.items());
  if (cart.length === 0 && wishlist.length === 0) return { status: 'nothing' };
  const body: MergeBody = {
    userId,
    cartDatas: cart.slice(0, maxCartLines),
    wishlistDatas: wishlist.slice(0, maxWishlistItems),
  };
  try {
    await mergeGuest(body);
  } catch (error) {
    return {
      status: 'failed',
      message:
        error instanceof ApiError
          ? `Could not move your saved cart and wishlist into your account: ${error.message}`
          : 'Could not move your saved cart and wishlist into your account. They are still saved in this browser.',
    };
  }
  guestCart.clear();
  guestWishlist.clear();
  for (const item of cart.slice(maxCartLines)) guestCart.add(item);
  for (const item of wishlist.slice(maxWishlistItems)) guestWishlist.add(item.productId);
  return { status: 'merged' };
}
