// What every sign-in does in the browser, by e-mail and password or by a code sent to a mobile number: the session
// kept in SPEC's keys, what was cached as a guest fetched again, and the guest's browser cart and wishlist joined
// to the account (D10): one merge call, then the browser lists are emptied. If the call fails the lists stay, so
// nothing is lost.
import type { MergeBody, MergeReply } from '@chamak/shared/cart';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../api/client.ts';
import { type GuestCartItem, type GuestWishlistItem, guestCart, guestWishlist } from './guest-store.ts';
import { t } from './i18n.ts';
import { type LoginResult, session } from './session.ts';

/**
 * Keeps the login in SPEC's keys (token and userId, or token and isAdmin) and fetches again anything cached while
 * a guest (or another user): the cart, the wishlist, the header's counts.
 */
export async function keepSession(queryClient: QueryClient, login: LoginResult): Promise<void> {
  session.save(login);
  await queryClient.invalidateQueries();
}

/**
 * Tells this tab's session readers (useSession) that the session changed, as another tab's login does with a
 * 'storage' event. A page that goes on after signing in without navigating (the checkout) needs it: useSession
 * otherwise re-reads the storage only on a route change.
 */
export function announceSession(): void {
  window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
}

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
    await request<MergeReply>('/cart/merge', { body });
  } catch (error) {
    return {
      status: 'failed',
      message:
        error instanceof ApiError
          ? t('Could not move your saved cart and wishlist into your account: {reason}', {
              reason: error.message,
            })
          : t(
              'Could not move your saved cart and wishlist into your account. They are still saved in this browser.',
            ),
    };
  }
  guestCart.clear();
  guestWishlist.clear();
  for (const item of cart.slice(maxCartLines)) guestCart.add(item);
  for (const item of wishlist.slice(maxWishlistItems)) guestWishlist.add(item.productId);
  return { status: 'merged' };
}
