// The shopper's saved delivery addresses (decision 0317): the calls and their query, shared by the account page's
// Addresses tab and the checkout's saved-address choice.
import type { AddressBody, AddressSaved, SavedAddress } from '@chamak/shared/addresses';
import type { MessageReply } from '@chamak/shared/common';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../api/client.ts';
import { keys } from '../api/queries.ts';

export type { AddressBody, SavedAddress };

export const addressBookKey = (userId: number) => [...keys.all, 'addresses', userId] as const;

/** The default first, then by last use, then the newest (the server's order). */
export const addressBookQuery = (userId: number) =>
  queryOptions({
    queryKey: addressBookKey(userId),
    queryFn: ({ signal }) => request<SavedAddress[]>(`/users/${userId}/addresses`, { signal }),
  });

/** Saves a new address (no id) or changes one. */
export const saveAddress = (userId: number, body: AddressBody, id?: number) =>
  request<AddressSaved>(`/users/${userId}/addresses${id ? `/${id}` : ''}`, {
    method: id ? 'PUT' : 'POST',
    body,
  });

export const deleteAddress = (userId: number, id: number) =>
  request<MessageReply>(`/users/${userId}/addresses/${id}`, { method: 'DELETE' });

/** The address fields of a saved address, as a form holds them. */
export const addressFields = (a: SavedAddress) => ({
  firstName: a.firstName,
  lastName: a.lastName,
  phone: a.phone,
  address: a.address,
  apt: a.apt,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
});

/** One line for a list: '12 Lake Road, Flat 4B, Kochi, Kerala 682001'. */
export const addressLine = (a: Pick<SavedAddress, 'address' | 'apt' | 'city' | 'state' | 'postalCode'>) =>
  `${[a.address, a.apt, a.city].filter(Boolean).join(', ')}, ${a.state} ${a.postalCode}`;
