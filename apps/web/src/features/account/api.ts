// The account area's calls (SPEC section 7, Accounts and Orders): signup, login, password reset and change, the
// profile, log out everywhere, account deletion and the customer's own orders (the guest merge at login is
// lib/sign-in.ts's, shared with sign-in by mobile number).
import {
  type ChangePasswordBody,
  type LoginBody,
  loginResponse,
  type PasswordChangeReply,
  type ProfileBody,
  type ProfileReply,
  type ProfileUpdateReply,
  type ResetLinkReply,
  type ResetPasswordBody,
  type SignupBody,
  type SignupReply,
} from '@chamak/shared/accounts';
import type { MessageReply } from '@chamak/shared/common';
import type { MessagePreferences, MessagePreferencesBody } from '@chamak/shared/notifications';
import type { ShopperTimelineEntry } from '@chamak/shared/order-timeline';
import type { CancelOrderReply, Order } from '@chamak/shared/orders';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
import { msg } from '../../lib/i18n.ts';
import type { LoginResult } from '../../lib/session.ts';

/** Under the app's one key factory, so a logout's cache clear reaches them too. */
export const accountKeys = {
  all: () => [...keys.all, 'account'] as const,
  profile: (userId: number) => [...accountKeys.all(), 'profile', userId] as const,
  orders: (userId: number) => [...accountKeys.all(), 'orders', userId] as const,
  order: (orderId: number) => [...accountKeys.all(), 'order', orderId] as const,
  messages: (userId: number) => [...accountKeys.all(), 'messages', userId] as const,
};

type Message = MessageReply;

export const signup = (body: SignupBody) => request<SignupReply>('/users/signup', { body });

/** The login answer, checked: null when it carries neither a customer's userId nor the admin flag. */
export async function login(body: LoginBody): Promise<(LoginResult & Message) | null> {
  const parsed = loginResponse.safeParse(await request<unknown>('/users/login', { body }));
  if (!parsed.success || !(parsed.data.isAdmin || parsed.data.userId !== undefined)) return null;
  return parsed.data;
}

export const forgotPassword = (email: string) =>
  request<Message>('/users/forgot-password', { body: { email } });

export const resetPassword = (body: ResetPasswordBody) => request<Message>('/users/reset-password', { body });

/** Whether a reset link still works (not used, not expired), asked as its page opens; asking does not use it. */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: [...accountKeys.all(), 'reset-link', token] as const,
    queryFn: ({ signal }) =>
      request<ResetLinkReply>('/users/reset-password/check', { body: { token }, signal }),
    // A link is checked once per page opening: a used link never works again, a working one is tried on save.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const profileQuery = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => request<ProfileReply>(`/users/profile/${userId}`, { signal }),
    select: (data) => data.user,
  });

/** The profile with whether the account has a password (the profile form asks for it only then). */
export const profileWithSignInQuery = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => request<ProfileReply>(`/users/profile/${userId}`, { signal }),
  });

/** A new e-mail ends every session (D23); the answer then carries a fresh token for this device. */
export const updateProfile = (userId: number, body: ProfileBody) =>
  request<ProfileUpdateReply>(`/users/profile/${userId}`, { method: 'PATCH', body });

/** Whether the shopper gets order messages by SMS and WhatsApp, and since when they are off. */
export const messagePreferencesQuery = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.messages(userId),
    queryFn: ({ signal }) => request<MessagePreferences>(`/users/${userId}/messages`, { signal }),
  });

export const saveMessagePreferences = (userId: number, body: MessagePreferencesBody) =>
  request<MessagePreferences & Message>(`/users/${userId}/messages`, { method: 'PUT', body });

/** Ends every other session; the answer's fresh token keeps this device logged in (D23). */
export const changePassword = (userId: number, body: ChangePasswordBody) =>
  request<PasswordChangeReply>(`/users/${userId}/password`, { body });

/** Every token of this account stops working, this device's included. */
export const logoutEverywhere = () => request<Message>('/users/logout-all', { method: 'POST' });

export const deleteAccount = (userId: number) => request<Message>(`/users/${userId}`, { method: 'DELETE' });

export const userOrdersQuery = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.orders(userId),
    queryFn: ({ signal }) => request<Order[]>(`/order/getuserorder/${userId}`, { signal }),
  });

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: accountKeys.order(orderId),
    queryFn: ({ signal }) => request<Order>(`/order/get/${orderId}`, { signal }),
  });

/** What the shopper sees of the order's way, oldest first (never the shop's internal notes). */
export const orderHistoryQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...accountKeys.order(orderId), 'history'] as const,
    queryFn: ({ signal }) =>
      request<{ events: ShopperTimelineEntry[] }>(`/order/${orderId}/history`, { signal }),
  });

/** SPEC section 8: 'An error occurred. Please try again.' when the server gives no message of its own. */
export const genericError = msg('An error occurred. Please try again.');

/**
 * The server's message of a failed call, or null when it gave none (the client then says only
 * "Request failed (status)"); a network failure keeps the client's own explanation.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  return /^Request failed \(\d+\)$/.test(error.message) ? null : error.message;
}

/**
 * The shopper cancels their own order: the answer carries the order as it now stands; 409 with the reason once it
 * is shipped or the window passed.
 */
export const cancelOrder = (orderId: number) =>
  request<CancelOrderReply>(`/order/${orderId}/cancel`, { method: 'POST' });
