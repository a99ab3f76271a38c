// The calls of the Users, Reviews and Contact pages (SPEC section 7 and the account-deletion rule).

import type { UserStatus } from '@chamak/shared/accounts';
import type { MessageReply } from '@chamak/shared/common';
import type { ContactReplyBody, ContactRequestSaved, ContactState } from '@chamak/shared/contact-requests';
import type { ContactMessage } from '@chamak/shared/contacts';
import { request } from '../admin-api.ts';

type Message = MessageReply;

export type ContactRequest = ContactMessage;

/** The lists' paths; the pages ask them for one page at a time (list-kit/server-list.ts). */
export const usersPath = '/users/profile';
export const reviewsPath = '/ratings';
export const contactsPath = '/contacts/getContact';
/** The back-office's contact list: each request with its state and replies (decision 0352). */
export const contactRequestsPath = '/admin/contacts';

export const peopleCalls = {
  /** Anonymises the account and keeps its orders (the account-deletion rule). */
  deleteUser: (id: number) => request<Message>(`/users/${id}`, { method: 'DELETE' }),
  setUserStatus: (id: number, status: UserStatus) =>
    request<Message>(`/users/${id}/status`, { method: 'PATCH', body: { status } }),
  deleteReview: (id: number) => request<Message>(`/ratings/${id}`, { method: 'DELETE' }),
  deleteContact: (id: number) => request<Message>(`/contacts/remove/${id}`, { method: 'DELETE' }),
  /** Closing a grievance carries its resolution, kept on its ticket and mailed to the sender (decision 0359). */
  setContactState: (id: number, state: ContactState, resolution?: string) =>
    request<ContactRequestSaved>(`/admin/contacts/${id}`, {
      method: 'PATCH',
      body: resolution === undefined ? { state } : { state, resolution },
    }),
  /** Mails the reply to the sender; the request closes unless keepOpen. */
  replyToContact: (id: number, body: ContactReplyBody) =>
    request<ContactRequestSaved>(`/admin/contacts/${id}/replies`, { method: 'POST', body }),
};
