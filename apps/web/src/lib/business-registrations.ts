// The shopper's GST registrations kept for next time (decision 0340): the calls and their query, shared by the
// checkout's "Buying for a business?" block and the account page's list.
import type { BusinessRegistrationBody, SavedBusinessRegistration } from '@chamak/shared/business-buyer';
import type { MessageReply } from '@chamak/shared/common';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../api/client.ts';
import { keys } from '../api/queries.ts';

export type { SavedBusinessRegistration };

export const businessRegistrationsKey = (userId: number) =>
  [...keys.all, 'business-registrations', userId] as const;

/** The most recently used first (the server's order). */
export const businessRegistrationsQuery = (userId: number) =>
  queryOptions({
    queryKey: businessRegistrationsKey(userId),
    queryFn: ({ signal }) =>
      request<SavedBusinessRegistration[]>(`/users/${userId}/business-registrations`, { signal }),
  });

export const keepBusinessRegistration = (userId: number, body: BusinessRegistrationBody) =>
  request<{ message: string; registration: SavedBusinessRegistration }>(
    `/users/${userId}/business-registrations`,
    { body },
  );

export const deleteBusinessRegistration = (userId: number, id: number) =>
  request<MessageReply>(`/users/${userId}/business-registrations/${id}`, { method: 'DELETE' });

/** One line for a list: 'Office 7, Baner Road, Pune, Maharashtra 411045'. */
export const billingLine = (
  r: Pick<SavedBusinessRegistration, 'address' | 'city' | 'state' | 'postalCode'>,
) => `${[r.address, r.city].filter(Boolean).join(', ')}, ${r.state} ${r.postalCode}`;
