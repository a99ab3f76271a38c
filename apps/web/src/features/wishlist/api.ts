// The wishlist as its page sees it (SPEC sections 4 and 7): a customer's server list, or a guest's browser
// list resolved by the server, and removal for either, with SPEC's toasts.
import type { MessageReply } from '@chamak/shared/common';
import { cartMessages } from '@chamak/shared/messages';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../../api/client.ts';
import { keys, queries, type WishlistItem } from '../../api/queries.ts';
import { guestWishlist, useGuestWishlist } from '../../lib/guest-store.ts';
import { t } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';

/** A guest's products, from the server; products it no longer knows leave the browser list too. */
function guestWishlistQuery(productIds: readonly number[]) {
  return queryOptions({
    queryKey: keys.guestWishlist(productIds),
    queryFn: async ({ signal }) => {
      const items = await request<WishlistItem[]>('/wishlist/get', {
        body: { wishlistDatas: productIds.map((productId) => ({ productId })) },
        signal,
      });
      const known = new Set(items.map((i) => i.productId));
      guestWishlist.drop(productIds.filter((id) => !known.has(id)));
      return items;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

export type WishlistState = {
  userId: string | null;
  items: WishlistItem[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

export function useWishlist(): WishlistState {
  const s = useSession();
  const userId = s.token && s.userId ? s.userId : null;
  const guestItems = useGuestWishlist();
  const productIds = guestItems.map((i) => i.productId);
  const customer = useQuery({ ...queries.wishlist(userId ?? ''), enabled: userId !== null });
  const guest = useQuery({
    ...guestWishlistQuery(productIds),
    enabled: userId === null && productIds.length > 0,
  });

  if (userId !== null) {
    return {
      userId,
      items: customer.data ?? [],
      loading: customer.isPending,
      failed: customer.isError && customer.data === undefined,
      retry: () => void customer.refetch(),
    };
  }
  const found = new Map((guest.data ?? []).map((item) => [item.productId, item]));
  return {
    userId,
    items: productIds.flatMap((id) => found.get(id) ?? []),
    loading: productIds.length > 0 && guest.isPending,
    failed: productIds.length > 0 && guest.isError && guest.data === undefined,
    retry: () => void guest.refetch(),
  };
}

export function useRemoveFromWishlist(userId: string | null) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => request<MessageReply>(`/wishlist/remove/${id}`, { method: 'DELETE' }),
    onSuccess: (data) => toast.success(data?.message || t(cartMessages.wishlistRemoved)),
    onError: (error) => {
      // A 401 has already cleared the session and said so (api/client.ts).
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(error instanceof ApiError && error.message ? error.message : t('Error removing item'));
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.wishlist(userId ?? '') }),
  });
  return {
    /** The server id of the item being removed, so its row waits for the answer. */
    busyId: remove.isPending ? remove.variables : null,
    remove(item: WishlistItem) {
      if (userId === null || item.id === null) {
        guestWishlist.remove(item.productId);
        toast.success(t(cartMessages.wishlistRemoved));
        return;
      }
      remove.mutate(item.id);
    },
  };
}
