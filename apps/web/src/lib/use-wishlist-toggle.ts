// Whether a product is on the shopper's wishlist, and the heart's toggle: a guest's list in the browser, a
// customer's on the server (the header's query, so no extra call). Adding keeps SPEC's toasts and moves;
// removing says 'Item removed from wishlist'.
import type { MessageReply } from '@chamak/shared/common';
import { cartMessages } from '@chamak/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, request } from '../api/client.ts';
import { keys, queries } from '../api/queries.ts';
import { guestWishlist, useGuestWishlist } from './guest-store.ts';
import { t } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { useSession } from './session.ts';
import { addToWishlist } from './shop-actions.ts';
import { toast } from './toast.tsx';

export type WishlistToggle = { saved: boolean; busy: boolean; toggle: () => void };

export function useWishlistToggle(productId: number): WishlistToggle {
  const navigate = useNavigate();
  const s = useSession();
  const userId = s.token && s.userId ? s.userId : null;
  const guestItems = useGuestWishlist();
  const customer = useQuery({ ...queries.wishlist(userId ?? ''), enabled: userId !== null });
  const [busy, setBusy] = useState(false);

  const line = userId === null ? undefined : customer.data?.find((item) => item.productId === productId);
  const saved =
    userId === null ? guestItems.some((item) => item.productId === productId) : line !== undefined;

  async function remove() {
    if (userId === null) {
      guestWishlist.remove(productId);
      toast.success(cartMessages.wishlistRemoved);
      return;
    }
    if (line?.id == null) return;
    try {
      const reply = await request<MessageReply>(`/wishlist/remove/${line.id}`, { method: 'DELETE' });
      toast.success(reply?.message || cartMessages.wishlistRemoved);
    } catch (error) {
      // A 401 has already cleared the session and said so (api/client.ts).
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(error instanceof ApiError && error.message ? error.message : t('Error removing item'));
    } finally {
      void queryClient.invalidateQueries({ queryKey: keys.wishlist(userId) });
    }
  }

  return {
    saved,
    busy,
    toggle: () => {
      if (busy) return;
      setBusy(true);
      void (saved ? remove() : addToWishlist(navigate, productId)).finally(() => setBusy(false));
    },
  };
}
