// The calls of the Users, Reviews and Contact pages (SPEC section 7 and the account-deletion rule).

import type { User, UserStatus } from '@chamak/shared/accounts';
import type { MessageReply } from '@chamak/shared/common';
import type { ContactMessage } from '@chamak/shared/contacts';
import type { Review } from '@chamak/shared/reviews';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

type Message = MessageReply;

export type ContactRequest = ContactMessage;

export const usersQuery = () =>
  queryOptions({
    queryKey: adminKeys.users(),
    queryFn: ({ signal }) => request<User[]>('/users/profile', { signal }),
  });

export const reviewsQuery = () =>
  queryOptions({
    queryKey: adminKeys.reviews(),
    queryFn: ({ signal }) => request<Review[]>('/ratings', { signal }),
  });

export const contactsQuery = () =>
  queryOptions({
    queryKey: adminKeys.contacts(),
    queryFn: ({ signal }) => request<ContactRequest[]>('/contacts/getContact', { signal }),
  });

export const peopleCalls = {
  /** Anonymises the account and keeps its orders (the account-deletion rule). */
  deleteUser: (id: number) => request<Message>(`/users/${id}`, { method: 'DELETE' }),
  setUserStatus: (id: number, status: UserStatus) =>
    request<Message>(`/users/${id}/status`, { method: 'PATCH', body: { status } }),
  deleteReview: (id: number) => request<Message>(`/ratings/${id}`, { method: 'DELETE' }),
  deleteContact: (id: number) => request<Message>(`/contacts/remove/${id}`, { method: 'DELETE' }),
};
