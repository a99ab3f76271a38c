// The cart as the cart page sees it (SPEC sections 4 and 7): a customer's server cart, or a guest's browser
// list priced by the server, plus the quantity and remove actions for either, with SPEC's toasts.

import type { CartItem } from '@chamak/shared/cart';
import type { MessageReply } from '@chamak/shared/common';
import { cartMessages } from '@chamak/shared/messages';
import type { CartQuote } from '@chamak/shared/pricing';
import { promotionMessages } from '@chamak/shared/promotion-messages';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../../api/client.ts';
import { keys, queries } from '../../api/queries.ts';
import { cartCode, useCartCode } from '../../lib/cart-code.ts';
import { type GuestCartItem, guestCart, useGuestCart } from '../../lib/guest-store.ts';
import { t } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';

const lineKey = (l: { productId: number; pl_id: number }) => `${l.productId}:${l.pl_id}`;

/**
 * Prices a guest's lines. Keyed by which lines are in the list, not their quantities, so the stepper does not
 * refetch; lines the server dropped (product or size deleted) are dropped from the browser list too.
 */
function guestCartQuery(items: readonly GuestCartItem[]) {
  return queryOptions({
    queryKey: keys.guestCart(items.map(lineKey)),
    queryFn: async ({ signal }) => {
      const priced = await request<CartItem[]>('/cart/get', { body: { cartDatas: items }, signal });
      const known = new Set(priced.map(lineKey));
      guestCart.drop(items.filter((i) => !known.has(lineKey(i))));
      return priced;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

export type CartState = {
  /** The customer's userId, or null for a guest. */
  userId: string | null;
  lines: CartItem[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

export function useCart(): CartState {
  const s = useSession();
  const userId = s.token && s.userId ? s.userId : null;
  const guestItems = useGuestCart();
  const customer = useQuery({ ...queries.cart(userId ?? ''), enabled: userId !== null });
  const guest = useQuery({
    ...guestCartQuery(guestItems),
    enabled: userId === null && guestItems.length > 0,
  });

  if (userId !== null) {
    return {
      userId,
      lines: customer.data ?? [],
      loading: customer.isPending,
      failed: customer.isError && customer.data === undefined,
      retry: () => void customer.refetch(),
    };
  }
  const priced = new Map((guest.data ?? []).map((line) => [lineKey(line), line]));
  // The browser list holds the quantities (and the order); the server only prices the lines.
  const lines = guestItems.flatMap((item) => {
    const line = priced.get(lineKey(item));
    return line ? [{ ...line, quantity: item.quantity }] : [];
  });
  return {
    userId,
    lines,
    loading: guestItems.length > 0 && guest.isPending,
    failed: guestItems.length > 0 && guest.isError && guest.data === undefined,
    retry: () => void guest.refetch(),
  };
}

/**
 * The quote's options for the cart being shown (decision 0050), with the applied discount code: a customer's
 * under their cart key, so whatever refreshes the cart refreshes the quote; a guest's by lines and quantities.
 */
function cartQuoteOptions(cart: CartState, guestItems: readonly GuestCartItem[], code: string | null) {
  const guest = cart.userId === null;
  return queryOptions({
    queryKey: guest
      ? ([
          ...keys.carts(),
          'guest-quote',
          guestItems.map((i) => `${lineKey(i)}x${i.quantity}`),
          code,
        ] as const)
      : ([...keys.cart(cart.userId ?? ''), 'quote', code] as const),
    queryFn: ({ signal }) =>
      request<CartQuote>('/cart/quote', {
        body: {
          ...(guest ? { cartDatas: [...guestItems] } : { userId: Number(cart.userId) }),
          ...(code ? { code } : {}),
        },
        signal,
      }),
    retry: false,
  });
}

/**
 * The server's quote of the cart being shown, with the code kept with the cart. The previous quote stays on
 * screen while a new one loads; the page never adds up a total itself.
 */
export function useCartQuote(cart: CartState) {
  const guestItems = useGuestCart();
  const code = useCartCode();
  return useQuery({
    ...cartQuoteOptions(cart, guestItems, code),
    enabled: !cart.loading && cart.lines.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Apply: quotes the cart with the code; keeps it (as the promotion spells it) only if the server applied it,
 * else answers the server's reason. The quote fetched is cached, so the summary shows it at once.
 */
export function useApplyCode(cart: CartState) {
  const client = useQueryClient();
  const guestItems = useGuestCart();
  return async (code: string): Promise<string | null> => {
    let quote: CartQuote;
    try {
      quote = await client.fetchQuery(cartQuoteOptions(cart, guestItems, code));
    } catch (error) {
      return serverMessage(error, t('Could not check the code. Please try again.'));
    }
    if (!quote.codeApplied) return quote.codeMessage ?? promotionMessages.unknown;
    client.setQueryData(cartQuoteOptions(cart, guestItems, quote.codeApplied).queryKey, quote);
    cartCode.set(quote.codeApplied);
    return null;
  };
}

const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;
/** A 401 has already cleared the session and said so (api/client.ts). */
const isExpired = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Quantity changes and removal for the cart being shown, whoever owns it. */
export function useCartActions(userId: string | null) {
  const client = useQueryClient();
  const cartKey = keys.cart(userId ?? '');

  const update = useMutation({
    mutationFn: ({ line, quantity }: { line: CartItem; quantity: number }) =>
      request<MessageReply>(`/cart/update/${line.cartId}`, { method: 'PUT', body: { quantity } }),
    onMutate: async ({ line, quantity }) => {
      await client.cancelQueries({ queryKey: cartKey });
      const before = client.getQueryData<CartItem[]>(cartKey);
      client.setQueryData<CartItem[]>(cartKey, (lines) =>
        lines?.map((l) => (l.cartId === line.cartId ? { ...l, quantity } : l)),
      );
      return { before };
    },
    onSuccess: (data) => toast.success(data?.message || t(cartMessages.updated)),
    onError: (error, _vars, context) => {
      client.setQueryData(cartKey, context?.before);
      if (!isExpired(error)) toast.error(serverMessage(error, t('Error updating quantity')));
    },
    onSettled: () => client.invalidateQueries({ queryKey: cartKey }),
  });

  const remove = useMutation({
    mutationFn: (line: CartItem) =>
      request<MessageReply>(`/cart/remove/${line.cartId}`, { method: 'DELETE' }),
    onSuccess: (data) => toast.success(data?.message || t(cartMessages.removed)),
    onError: (error) => {
      if (!isExpired(error)) toast.error(serverMessage(error, t('Error removing item')));
    },
    // SPEC: the cart is reloaded after a removal.
    onSettled: () => client.invalidateQueries({ queryKey: cartKey }),
  });

  /** The line being changed on the server, so its controls wait for the answer. */
  const busyLine = update.isPending
    ? update.variables?.line.cartId
    : remove.isPending
      ? remove.variables?.cartId
      : undefined;

  return {
    busyLine: busyLine ?? null,
    setQuantity(line: CartItem, quantity: number) {
      const next = Math.max(1, quantity);
      if (next === line.quantity) return;
      if (userId === null || line.cartId === null) {
        guestCart.setQuantity(line.pl_id, next);
        toast.success(t(cartMessages.updated));
        return;
      }
      update.mutate({ line, quantity: next });
    },
    remove(line: CartItem) {
      if (userId === null || line.cartId === null) {
        if (!guestCart.items().some((i) => i.productId === line.productId && i.pl_id === line.pl_id)) {
          toast.error(t(cartMessages.notInCart));
          return;
        }
        guestCart.remove(line.pl_id);
        toast.success(t(cartMessages.removed));
        return;
      }
      remove.mutate(line);
    },
  };
}
